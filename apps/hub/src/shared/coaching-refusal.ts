// A refused coaching call in the reader's language, shared by the coaching screens and the webinars page
// (content). The messages stay in @hub/domain's coaching folder, so both areas' catalogs have them.
import type { CallResult } from '@hub/api-client';
import { coachingMessages, describeServerMessage, whoopsDetail, type MessageDescriptor } from '@hub/domain';
import type { I18n } from '@lingui/core';

/** The coaching messages the server's English texts may be (for describeServerMessage and describeServerErrors). */
export const coachingTexts: readonly MessageDescriptor[] = Object.values(coachingMessages);

/** Why a coaching call failed, as the coaching screens and the webinars page show it. */
export interface CoachingRefusal {
  /** 0 for a network failure, else the HTTP status. */
  status: number;
  /** The server's first field error, else its text, as one of our messages when it is one. */
  message: MessageDescriptor;
  /** Whether the text is one of our messages; else `message` is the server's text as it came (its own id). */
  ours: boolean;
  /** Field errors of a 400. */
  fields: Record<string, string[]> | null;
}

/**
 * What a failed coaching call says, in the reader's language when it is one of ours (e.g. slotTaken,
 * webinarFull); null when it succeeded or was cancelled.
 */
export function refusalOf(result: CallResult<unknown>): CoachingRefusal | null {
  if (result.ok || result.cancelled) return null;
  const fieldText = result.errorObject
    ? Object.values(result.errorObject)
        .flat()
        .find((text) => typeof text === 'string')
    : undefined;
  const text = fieldText ?? result.errorText;
  const message = describeServerMessage(text, coachingTexts);
  return { status: result.errStatus, message, ours: message.id !== text, fields: result.errorObject };
}

/**
 * What a refusal says to the reader: one of our messages in their language; a server or network failure
 * as the contact-support line (spec section 8); any other refusal in the server's words, as sent (it is
 * no catalog key: looking it up would report a missing translation and read it as ICU).
 */
export function refusalText(refusal: CoachingRefusal, i18n: Pick<I18n, '_'>): string {
  if (refusal.ours) return i18n._(refusal.message);
  if (refusal.status === 0 || refusal.status >= 500) return i18n._(whoopsDetail);
  return refusal.message.message ?? '';
}
