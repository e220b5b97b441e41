// The labels of customer interactions' kinds (spec section 7; issue 28), shown on staff's screens only (the
// account's contacts and its timeline), so they are in the admin area's catalog.
import type { CustomerInteractionKind } from '../account';
import type { MessageDescriptor } from '../messages';

/** The labels of the kinds (staff's contact form and the timeline). */
export const customerInteractionKindLabels: Readonly<Record<CustomerInteractionKind, MessageDescriptor>> = {
  support_request: /*i18n*/ { id: 'interaction.supportRequest', message: 'Asked for support' },
  callback_request: /*i18n*/ { id: 'interaction.callbackRequest', message: 'Asked to be called back' },
  feedback: /*i18n*/ { id: 'interaction.feedback', message: 'Gave feedback' },
  app_download: /*i18n*/ { id: 'interaction.appDownload', message: 'Opened the parent app’s store page' },
  promo_click: /*i18n*/ { id: 'interaction.promoClick', message: 'Opened a promotion' },
  call: /*i18n*/ { id: 'interaction.call', message: 'Phone call' },
  email: /*i18n*/ { id: 'interaction.email', message: 'Email' },
  chat: /*i18n*/ { id: 'interaction.chat', message: 'Chat' },
};
