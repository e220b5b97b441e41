// The build's prerender of the signed-out pages (issue 15; docs/decisions.md "Prerendered login page"):
// vite.config.ts builds this module for Node before the browser build and renders each page in each
// language, and the page copies carry the HTML, so the first paint does not wait for the JavaScript.
// The signed-out entry then hydrates it (src/signed-out.tsx). The tree is SignedOutRoot, as in the
// browser; the host answers no query (an address's query changes what the page shows: the entry then
// renders afresh instead of hydrating).
import { createApiClient, memoryCookieJar, memoryTokenStore } from '@hub/api-client';
import { uiLanguages, type UiLanguage } from '@hub/domain';
import { lightTheme } from '@hub/ui';
import { renderToString } from 'react-dom/server';
import { firstPaintMessages, i18n } from './shared/i18n/i18n';
import type { SignedOutHost } from './shared/signed-out-host';
import { PageLink, SignedOutRoot } from './app/SignedOutRoot';
import { signedOutPage } from './features/auth/signed-out-pages';

const noQuery = new URLSearchParams();

/** A host for rendering only: nothing is sent, nothing is entered. */
const renderingHost: SignedOutHost = {
  api: createApiClient({ baseUrl: '', tokens: memoryTokenStore(), cookies: memoryCookieJar() }),
  useSearchParams: () => noQuery,
  useEnterHub: () => () => undefined,
  saveLanguage: () => Promise.resolve(false),
  signOutLocally: () => undefined,
  Link: PageLink,
};

/** The theme's class, which the entries put on `<html>` and the prerendered copies carry from the start. */
export const themeClass: string = lightTheme;

/** The languages each page is prerendered in: all ten. */
export const prerenderLanguages: readonly UiLanguage[] = uiLanguages.map(({ code }) => code);

/** The HTML of a signed-out page (an address of signed-out-pages.ts) in a language, for `#root`. */
export async function prerenderSignedOutPage(path: string, language: UiLanguage): Promise<string> {
  const load = signedOutPage(path);
  if (!load) throw new Error(`prerender: ${path} is no page of the signed-out entry`);
  const [{ Component }, messages] = await Promise.all([load(), firstPaintMessages(language)]);
  i18n.loadAndActivate({ locale: language, messages });
  return renderToString(<SignedOutRoot host={renderingHost} Page={Component} />);
}
