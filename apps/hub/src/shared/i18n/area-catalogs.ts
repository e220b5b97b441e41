// The feature areas' catalogs (`locales/<language>/<area>.po`), one chunk each. This module is itself
// loaded on demand (by i18n.ts, when an area is first needed): the map of every language's and area's
// chunk stays out of the first paint.
import type { Messages } from '@lingui/core';
import { fallbackLanguage, type UiLanguage } from '@hub/domain';
import { reportMessage } from '../errors/reporting';
import type { CatalogArea } from './catalog-areas';

const areaCatalogs = import.meta.glob<{ messages: Messages }>([
  '../../../../../locales/*/*.po',
  '!../../../../../locales/*/messages.po',
  // The server's emails (apps/server/src/mail-language.ts), never the hub's.
  '!../../../../../locales/*/emails.po',
]);

function areaCatalogLoader(language: UiLanguage, area: CatalogArea) {
  return (
    areaCatalogs[`../../../../../locales/${language}/${area}.po`] ??
    areaCatalogs[`../../../../../locales/${fallbackLanguage}/${area}.po`]
  );
}

/** An area's messages in a language; English if that fails (reported), none if there is no catalog. */
export async function areaMessages(language: UiLanguage, area: CatalogArea): Promise<Messages> {
  const load = areaCatalogLoader(language, area);
  if (!load) return {};
  try {
    return (await load()).messages;
  } catch (error) {
    // As for the main catalog (spec section 8): reported, and the area goes on in English.
    reportMessage(`Could not load the ${language} ${area} catalog`, 'error', {
      extra: { error: String(error) },
    });
    return language === fallbackLanguage ? {} : areaMessages(fallbackLanguage, area);
  }
}
