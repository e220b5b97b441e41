// The payment sentence of spec section 8 as a message to translate, shared by the billing segment and the
// checkout (both show a declined card's 402).
import {
  formatMessage,
  paymentErrorMessage,
  paymentServiceError,
  paymentServiceRetryError,
  type MessageDescriptor,
} from '@hub/domain';

/**
 * The payment sentence of spec section 8 as a message to translate, from the English text the server or
 * the caller gave; another text stays as it came.
 */
export function paymentMessageOf(text: string): MessageDescriptor | string {
  for (const sentence of [paymentServiceRetryError, paymentServiceError]) {
    if (text === formatMessage(sentence)) return sentence;
  }
  return paymentErrorMessage({ detail: text }) ?? text;
}
