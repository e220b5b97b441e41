// What the coaching screens' stories share (Book a call, the coach's page; stories only, the app never
// imports it): the parent's and the coach's worlds, and the check of the page's failed state. The
// languages, popups, sections and the loading check come from shared/story-support.ts and are passed on from
// here, so a story imports one file.
import { coachFixtures, coachingHandlers, personaHandlers, type CoachingState } from '@hub/api-client/msw';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';

export { arabic, popupNamed as dialogNamed, expectLoading, rtl, section } from '../../shared/story-support';

/** The parent's world with a coaching state (the coaching handlers answer first). */
export function parent(state: CoachingState = 'parent-with-coaches') {
  return [...coachingHandlers(state), ...personaHandlers('parent')];
}

/** The coach's world with a coaching state (the coaching handlers answer first). */
export function coach(state: CoachingState = 'coach') {
  return [...coachingHandlers(state), ...personaHandlers('coach')];
}

/**
 * The coach account answered Chris's (the coach page's loader asks it first: coach-check.ts), for states
 * where the other calls load or fail.
 */
export function coachAccountAnswered(answer: 'coach' | 'not-a-coach' = 'coach') {
  return http.get('*/api/v2/coaching/coach_account/', () =>
    answer === 'coach'
      ? HttpResponse.json(coachFixtures.chris)
      : HttpResponse.json({ detail: 'Not found.' }, { status: 404 }),
  );
}

/** The page could not be loaded: its heading says what, with Try again. */
export async function expectFailed(canvasElement: HTMLElement, heading: string) {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('heading', { name: heading })).toBeVisible();
  await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
}
