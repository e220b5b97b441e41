/**
 * The feature areas whose messages live in a catalog of their own (`locales/<language>/<area>.po`),
 * loaded with the area's lazy chunk (`withCatalog` in i18n.ts). Everything else (the shell, sign-in,
 * the account tab's first paint, @hub/ui and the rest of @hub/domain) is in `messages.po`, which the
 * first paint loads: keeping the areas out of it keeps /login and the signed-in home small (issue 15).
 * lingui.config.ts says which folders go to each area's catalog; a test checks both name the same areas.
 */
export const catalogAreas = [
  'account',
  'billing',
  'checkout',
  'stats',
  'onboarding',
  'admin',
  'coaching',
  'content',
] as const;

export type CatalogArea = (typeof catalogAreas)[number];
