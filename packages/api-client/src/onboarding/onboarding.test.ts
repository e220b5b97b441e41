import { onboardingProgress, onboardingReducer, type OnboardingState } from '@hub/domain';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getIncompleteProfiles } from '../stats/players';
import { createApiClient } from '../http/client';
import { memoryCookieJar, memoryTokenStore } from '../http/storage';
import { handlers, loading, personaHandlers, userInfoFixtures } from '../msw';
import {
  completeProfile,
  formResponsesQueryOptions,
  getFormResponses,
  getHasDone,
  getUserActions,
  hasDoneQueryOptions,
  recordUserAction,
  submitFamilySurvey,
  userActionsQueryOptions,
} from './onboarding';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function client() {
  return createApiClient({
    baseUrl: 'http://hub.test',
    tokens: memoryTokenStore({ accessToken: 't' }),
    cookies: memoryCookieJar('csrftoken=c; hub_token=1'),
  });
}

const welcome = userInfoFixtures.welcome;

async function progressOf(api: ReturnType<typeof client>) {
  const actions = await getUserActions(api);
  return onboardingProgress(actions.ok ? actions.data.map((row) => row.action) : []);
}

describe('a new family’s onboarding (spec section 4)', () => {
  it('starts with every step to pass and two incomplete profiles', async () => {
    server.use(...personaHandlers('welcome'));
    const api = client();
    expect(await progressOf(api)).toEqual({
      passedSteps: [],
      stepsToPass: ['kit_setup', 'player_profiles', 'family_survey'],
    });
    expect(await getIncompleteProfiles(api, welcome.account.id)).toMatchObject({
      ok: true,
      data: [{ player_name: 'Mila' }, { player_name: 'Theo' }],
    });
  });

  it('passes a step: it leaves the steps to pass and has_done says so', async () => {
    server.use(...personaHandlers('welcome'));
    const api = client();
    expect(await recordUserAction(api, 'kit_setup')).toMatchObject({
      ok: true,
      data: { action: 'kit_setup' },
    });
    expect((await progressOf(api)).stepsToPass).toEqual(['player_profiles', 'family_survey']);
    expect(await getHasDone(api, 'kit_setup')).toMatchObject({ ok: true, data: { has_done: true } });
  });

  it('refuses the profiles step until every profile is complete, each completion lowering the count', async () => {
    server.use(...personaHandlers('welcome'));
    const api = client();
    expect(await recordUserAction(api, 'player_profiles')).toMatchObject({
      ok: false,
      errStatus: 409,
      errorText: 'Complete every child’s profile first.',
    });
    expect(await completeProfile(api, welcome.account.id, 91, 2017)).toMatchObject({
      ok: true,
      data: { player_name: 'Mila', birth_year: 2017 },
    });
    const left = await getIncompleteProfiles(api, welcome.account.id);
    expect(left.ok && left.data.map((row) => row.player_name)).toEqual(['Theo']);
    expect(await completeProfile(api, welcome.account.id, 92, 2030)).toMatchObject({
      ok: false,
      errStatus: 400,
    });
    await completeProfile(api, welcome.account.id, 92, 2019);
    expect(await recordUserAction(api, 'player_profiles')).toMatchObject({ ok: true });
  });

  it('answers the family survey, which passes its step', async () => {
    server.use(...personaHandlers('welcome'));
    const api = client();
    const answers = { goal: 'focus' as const, play_time: 'evening' as const, notes: '' };
    expect(await submitFamilySurvey(api, answers)).toMatchObject({
      ok: true,
      data: { form: 'family_survey', answers },
    });
    expect(await getFormResponses(api, 'family_survey')).toMatchObject({ ok: true, data: [{ answers }] });
    expect((await progressOf(api)).passedSteps).toEqual(['family_survey']);
  });

  it('keeps the hub’s state as the domain’s reducer says when a step and a profile are done', () => {
    const state: OnboardingState = {
      ...onboardingProgress([]),
      incompleteProfiles: {
        count: 2,
        results: [
          { id: 91, player_name: 'Mila' },
          { id: 92, player_name: 'Theo' },
        ],
      },
    };
    const next = onboardingReducer(onboardingReducer(state, { type: 'stepCompleted', step: 'kit_setup' }), {
      type: 'profileCompleted',
      playerId: 91,
    });
    expect(next).toMatchObject({
      stepsToPass: ['player_profiles', 'family_survey'],
      incompleteProfiles: { count: 1 },
    });
  });

  it('a family that went through onboarding has nothing to pass', async () => {
    server.use(...personaHandlers('family'));
    expect((await progressOf(client())).stepsToPass).toEqual([]);
  });

  it('loading: the per-call handler never answers until the caller gives up', async () => {
    server.use(handlers.userActions(loading()));
    const controller = new AbortController();
    const pending = getUserActions(client(), controller.signal);
    setTimeout(() => controller.abort(), 20);
    expect(await pending).toEqual({ ok: false, cancelled: true });
  });
});

describe('how long each query stays fresh (spec section 9: other queries, 60 seconds)', () => {
  const api = client();
  it.each([
    { options: userActionsQueryOptions(api) },
    { options: hasDoneQueryOptions(api, 'kit_setup') },
    { options: formResponsesQueryOptions(api, 'family_survey') },
  ])('$options.queryKey', ({ options }) => {
    expect(options.staleTime).toBe(60 * 1000);
  });
});
