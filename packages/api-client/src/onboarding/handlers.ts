// MSW handlers of onboarding: one per call, answering as its state says, and a persona's stateful world
// where a step passed, a profile completed or a survey answered is what the next read answers.
import {
  familySurveyForm,
  isOnboardingStep,
  onboardingProgress,
  stepRefusal,
  type OnboardingProgress,
} from '@hub/domain';
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { UserInfo } from '../account/schemas';
import { errorBodies } from '../msw/error-bodies';
import { ok, pageOf, respond, type MockState } from '../msw/states';
import type { IncompleteProfile } from '../stats/schemas';
import {
  doneActionsByUser,
  incompleteProfilesByAccount,
  onboardingErrorBodies,
  onboardingFixtureTime,
  userActionsFixture,
} from './fixtures';
import type { FormResponse, UserAction } from './schemas';

/** One handler per onboarding call, each answering as its state says (nothing done by default). */
export const onboardingHandlers = {
  userActions: (state: MockState<unknown> = ok(pageOf([]))) =>
    http.get('*/api/v1/user_actions/', respond(state)),
  recordUserAction: (state?: MockState<unknown>) =>
    http.post('*/api/v1/user_actions/', async ({ request }) => {
      if (state) return respond(state)();
      const { action } = (await request.json()) as { action: string };
      return HttpResponse.json({ id: 1, action, created_at: onboardingFixtureTime }, { status: 201 });
    }),
  hasDone: (state?: MockState<unknown>) =>
    http.get('*/api/v1/actions/has_done', ({ request }) => {
      if (state) return respond(state)();
      const action = new URL(request.url).searchParams.get('action') ?? '';
      return HttpResponse.json({ action, has_done: false });
    }),
  formResponses: (state: MockState<unknown> = ok(pageOf([]))) =>
    http.get('*/api/v2/user/form_responses/', respond(state)),
  submitFormResponse: (state?: MockState<unknown>) =>
    http.post('*/api/v2/user/form_responses/', async ({ request }) => {
      if (state) return respond(state)();
      const { form, answers } = (await request.json()) as { form: string; answers: Record<string, unknown> };
      return HttpResponse.json({ id: 1, form, answers, created_at: onboardingFixtureTime }, { status: 201 });
    }),
  completeProfile: (state?: MockState<unknown>) =>
    http.post(
      '*/api/v2/accounts/:id/incomplete_profiles/:playerId/complete/',
      async ({ request, params }) => {
        if (state) return respond(state)();
        const { birth_year } = (await request.json()) as { birth_year: number };
        return HttpResponse.json({
          id: Number(params.playerId),
          player_name: 'Mila',
          birth_year,
          profile_completed_at: onboardingFixtureTime,
        });
      },
    ),
} satisfies Record<string, (state?: MockState<unknown>) => HttpHandler>;

/** What a persona's onboarding world starts from, over the persona's own. */
export interface OnboardingWorld {
  /** The actions already done (the steps passed). */
  done?: readonly string[];
  incompleteProfiles?: IncompleteProfile[];
}

const json = (body: unknown, status = 200) => HttpResponse.json(body as Record<string, unknown>, { status });

/**
 * A persona's onboarding: the actions done (has_done, the list, recording one; the profiles step is
 * refused with 409 while a profile is incomplete, as on the server), the incomplete profiles (completing
 * one takes it off and lowers the count), and the family survey (its answers also pass its step).
 * `progress()` gives the steps passed and to pass, for the v3 user info.
 */
export function onboardingWorld(
  user: UserInfo,
  start: OnboardingWorld = {},
): { handlers: HttpHandler[]; progress: () => OnboardingProgress } {
  const blocked = user.account.account_status.toUpperCase() === 'BLOCKED';
  let actions: UserAction[] = userActionsFixture(start.done ?? doneActionsByUser[user.id] ?? []);
  let incomplete: IncompleteProfile[] =
    start.incompleteProfiles ?? incompleteProfilesByAccount[user.account.id] ?? [];
  const responses: FormResponse[] = [];
  const record = (action: string): UserAction => {
    const existing = actions.find((row) => row.action === action);
    if (existing) return existing;
    const row = { id: actions.length + 1, action, created_at: onboardingFixtureTime };
    actions = [...actions, row];
    return row;
  };
  const progress = () => onboardingProgress(actions.map((row) => row.action));
  const handlers = [
    http.get('*/api/v1/user_actions/', () =>
      blocked ? json(errorBodies.blocked, 403) : json(pageOf(actions)),
    ),
    http.post('*/api/v1/user_actions/', async ({ request }) => {
      if (blocked) return json(errorBodies.blocked, 403);
      const { action } = (await request.json()) as { action: string };
      if (isOnboardingStep(action) && stepRefusal(action, { incompleteProfiles: incomplete.length })) {
        return json(onboardingErrorBodies.profilesIncomplete, 409);
      }
      return json(record(action), 201);
    }),
    http.get('*/api/v1/actions/has_done', ({ request }) => {
      if (blocked) return json(errorBodies.blocked, 403);
      const action = new URL(request.url).searchParams.get('action') ?? '';
      return json({ action, has_done: actions.some((row) => row.action === action) });
    }),
    http.get('*/api/v2/accounts/:id/incomplete_profiles/', ({ params }) => {
      if (blocked) return json(errorBodies.blocked, 403);
      if (Number(params.id) !== user.account.id) return json(errorBodies.forbidden, 403);
      return json(pageOf(incomplete));
    }),
    http.post(
      '*/api/v2/accounts/:id/incomplete_profiles/:playerId/complete/',
      async ({ request, params }) => {
        if (blocked) return json(errorBodies.blocked, 403);
        if (Number(params.id) !== user.account.id) return json(errorBodies.forbidden, 403);
        const { birth_year } = (await request.json()) as { birth_year: unknown };
        const year = Number(birth_year);
        if (!Number.isInteger(year) || year < 2008 || year > 2023)
          return json(onboardingErrorBodies.birthYearRange, 400);
        const player = incomplete.find((row) => row.id === Number(params.playerId));
        if (!player) return json(errorBodies.notFound, 404);
        incomplete = incomplete.filter((row) => row.id !== player.id);
        return json({
          id: player.id,
          player_name: player.player_name,
          birth_year: year,
          profile_completed_at: onboardingFixtureTime,
        });
      },
    ),
    http.get('*/api/v2/user/form_responses/', () =>
      blocked ? json(errorBodies.blocked, 403) : json(pageOf(responses)),
    ),
    http.post('*/api/v2/user/form_responses/', async ({ request }) => {
      if (blocked) return json(errorBodies.blocked, 403);
      const { form, answers } = (await request.json()) as { form: string; answers: Record<string, unknown> };
      const row = { id: responses.length + 1, form, answers, created_at: onboardingFixtureTime };
      responses.push(row);
      if (form === familySurveyForm) record('family_survey');
      return json(row, 201);
    }),
  ];
  return { handlers, progress };
}
