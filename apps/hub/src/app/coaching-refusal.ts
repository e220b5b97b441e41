// A refused coaching call in the reader's language, shared by the coaching screens and the webinars page
// (content). The messages stay in @hub/domain's coaching folder, so both areas' catalogs have them.
import type { CallResult } from '@hub/api-client';
import { coachingMessages, describeServerMessage, type MessageDescriptor } from '@hub/domain';

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
