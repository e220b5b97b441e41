// Addresses outside the hub and the support contacts. The spec names these places but not their
// addresses; these are the product's choices (reported to the lead for docs/decisions.md), in one
// module so a deployment changes them in one place.
import { supportCentreLocale } from '@hub/domain';

/** The marketing site's page for getting access (the login page's "get access" link). */
export const getAccessUrl = 'https://www.heartplay.example/get-access';

/** Game directions (an external link in the side menu). */
export const gameDirectionsUrl = 'https://www.heartplay.example/game-directions';

/** The parents' social group (Community: parents and admins). */
export const communityUrl = 'https://community.heartplay.example/parents';

/** The help centre in the reader's language (spec section 2: en -> en-us, fr-CA -> fr-ca, ...). */
export function supportUrl(language: string): string {
  return `https://help.heartplay.example/hc/${supportCentreLocale(language)}`;
}

/** The page of the free parent app (the promo block's call to action). */
export const parentAppUrl = 'https://www.heartplay.example/parent-app';

/** The parent app in the stores (the sunset banner and the promo block). */
export const parentAppLinks = {
  appStore: 'https://apps.apple.com/app/heartplay-parent/id0000000000',
  googlePlay: 'https://play.google.com/store/apps/details?id=example.heartplay.parent',
} as const;

/** The Family Care team, put into translated texts as {phone} and {email} (spec section 1). */
export const supportContacts = {
  phone: '1-800-555-0142',
  email: 'support@heartplay.example',
} as const;
