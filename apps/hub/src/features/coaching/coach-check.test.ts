// Who opens the coach's page (issue 28): the coach account call decides, the user record's `is_coach` only
// stands in when that call fails.
import { coachFixtures } from '@hub/api-client/msw';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestHub } from '../../shared/test-hub';
import { isCoach } from './coach-check';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const coachAccount = (answer: 'coach' | 404 | 500 | 403) =>
  http.get('*/api/v2/coaching/coach_account/', () => {
    if (answer === 'coach') return HttpResponse.json(coachFixtures.chris);
    return HttpResponse.json({ detail: 'No.' }, { status: answer });
  });

describe('who is a coach for the coach’s page', () => {
  it.each([
    {
      rule: 'a coach account makes a coach, whatever the user record says',
      answer: 'coach',
      flag: false,
      coach: true,
    },
    {
      rule: 'the silent 404 makes anyone else not a coach, even flagged',
      answer: 404,
      flag: true,
      coach: false,
    },
    { rule: 'a failing call leaves the user record’s is_coach (true)', answer: 500, flag: true, coach: true },
    {
      rule: 'a failing call leaves the user record’s is_coach (false)',
      answer: 500,
      flag: false,
      coach: false,
    },
    { rule: 'a refusal is a failure too, not a “no”', answer: 403, flag: true, coach: true },
  ] as const)('$rule', async ({ answer, flag, coach }) => {
    server.use(coachAccount(answer));
    const hub = createTestHub({ signedIn: true, baseUrl: 'http://hub.test' });
    expect(await isCoach(hub, { is_coach: flag })).toBe(coach);
  });

  it('asks the server once an hour, not on every visit', async () => {
    let calls = 0;
    server.use(
      http.get('*/api/v2/coaching/coach_account/', () => {
        calls += 1;
        return HttpResponse.json(coachFixtures.chris);
      }),
    );
    const hub = createTestHub({ signedIn: true, baseUrl: 'http://hub.test' });
    await isCoach(hub, { is_coach: true });
    await isCoach(hub, { is_coach: true });
    expect(calls).toBe(1);
  });
});
