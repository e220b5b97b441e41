// The language select of a prerendered page (the hub's /login) before the page has hydrated: until then
// React does not listen, and on a slow phone that is a second or more. A change then saves the choice as
// the app does (local storage `hub.language`, and the `hub_language` cookie by which the server picks the
// page's prerendered language) and loads the page again in that language, with `lang` in the address so
// the page knows the language was picked here (spec section 1: a language picked on the login page is
// sent at sign-in). Once the page works (`#root[data-ready]`, src/signed-out.tsx) React handles the select
// and this does nothing. A script file of its own because the Content-Security-Policy allows no inline
// script (docs/decisions.md "The first page").
document.addEventListener('change', (event) => {
  const select = event.target;
  if (!(select instanceof HTMLSelectElement) || !select.hasAttribute('data-language-select')) return;
  if (document.getElementById('root')?.hasAttribute('data-ready')) return;
  const language = select.value;
  try {
    localStorage.setItem('hub.language', language);
  } catch {
    // Storage blocked: the cookie and the address still carry the choice.
  }
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `hub_language=${encodeURIComponent(language)}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
  const url = new URL(location.href);
  url.searchParams.set('lang', language);
  location.replace(url.href);
});
