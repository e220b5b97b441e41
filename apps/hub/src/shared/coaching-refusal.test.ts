import type { CallResult } from '@hub/api-client';
import { coachingMessages, formatMessage, whoopsDetail, type MessageDescriptor } from '@hub/domain';
import { describe, expect, it } from 'vitest';
import { refusalOf, refusalText } from './coaching-refusal';

function failed(
  errStatus: number,
  errorText: string,
  errorObject: Record<string, string[]> | null = null,
): CallResult<unknown> {
  return { ok: false, hasErrors: true, errStatus, errorText, errorObject, retryAfter: null };
}

describe('a refused coaching call', () => {
  it('is nothing when the call succeeded or was cancelled', () => {
    expect(refusalOf({ ok: true, data: {}, status: 200 })).toBeNull();
    expect(refusalOf({ ok: false, cancelled: true })).toBeNull();
  });

  it('reads a coaching refusal back into its message', () => {
    const refusal = refusalOf(failed(409, 'This webinar is full.'));
    expect(refusal).toMatchObject({ status: 409, ours: true, message: coachingMessages.webinarFull });
  });

  it('reads a field error first, with its values', () => {
    const refusal = refusalOf(
      failed(400, 'Bad request', { languages: ['Pick no more than 3.'], bio: ['Bio is required'] }),
    );
    expect(refusal?.ours).toBe(true);
    expect(refusal?.message.id).toBe(coachingMessages.tooManyItems.id);
    expect(formatMessage(refusal!.message)).toBe('Pick no more than 3.');
    expect(refusal?.fields).toEqual({ languages: ['Pick no more than 3.'], bio: ['Bio is required'] });
  });

  it('keeps any other text as the server sent it', () => {
    const refusal = refusalOf(failed(404, 'Not found.'));
    expect(refusal).toMatchObject({ status: 404, ours: false, message: { message: 'Not found.' } });
  });
});

describe('what a refusal says', () => {
  // Stands in for Lingui: shows which catalog key would be looked up.
  const i18n = { _: (descriptor: MessageDescriptor) => `[${descriptor.id}]` } as Parameters<
    typeof refusalText
  >[1];

  it.each([
    [
      "one of ours, in the reader's language",
      failed(409, 'This webinar is full.'),
      `[${coachingMessages.webinarFull.id}]`,
    ],
    ['a network failure, as the contact-support line', failed(0, 'Network error'), `[${whoopsDetail.id}]`],
    [
      'a server failure, as the contact-support line',
      failed(503, 'Service Unavailable'),
      `[${whoopsDetail.id}]`,
    ],
    [
      "any other refusal, in the server's words",
      failed(403, 'You do not have permission.'),
      'You do not have permission.',
    ],
  ])('%s', (_case, result, text) => {
    expect(refusalText(refusalOf(result)!, i18n)).toBe(text);
  });
});
