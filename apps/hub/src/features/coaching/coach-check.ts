// Who may open the coach's page (dashboard/coaching), decided by the coach account call (spec sections 7 and
// 8: it answers 404, silently, for anyone who is not a coach; docs/decisions.md "Issue 28: staff and coach
// screens"). Loaded by the page's loader in a chunk of its own, so the first paint does not carry the
// coaching calls. Elsewhere (the menu, dashboard/booking) the user record's `is_coach` still decides.
import { coachAccountQuery, type UserInfo } from '@hub/api-client';
import type { Hub } from '../../shared/hub';

/**
 * Whether the signed-in user is a coach: the coach account call says so (null, its 404, says not). When the
 * call fails otherwise, the user record's `is_coach` stands in, so a failing server does not send a coach
 * away from their page (the page then shows what could not be loaded).
 */
export async function isCoach(hub: Hub, user: Pick<UserInfo, 'is_coach'>): Promise<boolean> {
  try {
    return (await hub.queryClient.fetchQuery(coachAccountQuery(hub.api))) !== null;
  } catch {
    return Boolean(user.is_coach);
  }
}
