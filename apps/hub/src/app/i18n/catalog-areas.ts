/**
 * The feature areas whose messages live in a catalog of their own (`locales/<language>/<area>.po`),
 * loaded with the area's lazy chunk (`withCatalog` in i18n.ts). Everything else (the shell, sign-in,
 * the account tab, @hub/ui and @hub/domain) is in `messages.po`, which the first paint loads: keeping
 * the areas out of it keeps /login and the signed-in home small (issue 15). lingui.config.ts reads
 * this list, so extraction and loading agree.
 */
export const catalogAreas = [
  'billing',
  'checkout',
  'stats',
  'onboarding',
  'admin',
  'coaching',
  'content',
] as const;

export type CatalogArea = (typeof catalogAreas)[number];
