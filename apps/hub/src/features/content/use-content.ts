import { contentSearchMaxLength } from '@hub/domain';
import { useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import { fallbackLanguageOf } from '../../shared/i18n/i18n';

/** The language the content is asked for: the UI language (English when the locale is not one of the ten). */
export function useContentLanguage(): string {
  const { i18n } = useLingui();
  return fallbackLanguageOf(i18n.locale);
}

/**
 * The search typed on a content page, kept in the address (`?search=`) so a reload or a shared link shows
 * the same results; each keystroke replaces the entry, so Back leaves the page rather than the letters.
 */
export function useContentSearch(): [string, (search: string) => void] {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const setSearch = (next: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === '') updated.delete('search');
        else updated.set('search', next.slice(0, contentSearchMaxLength));
        return updated;
      },
      { replace: true },
    );
  return [search, setSearch];
}
