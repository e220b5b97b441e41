import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { pageParam, withListParams } from './list-params';

/**
 * A staff list's address: its query (`?search=&tag=&status=&kind=&page=`), the page it names, and `change`
 * to move to another (a new entry in the history, so Back returns; `replace` to refine the current one).
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const change = useCallback(
    (changes: Readonly<Record<string, string | number | null>>, options: { replace?: boolean } = {}) =>
      setParams((current) => withListParams(current, changes), { replace: options.replace ?? false }),
    [setParams],
  );
  return { params, page: pageParam(params.get('page')), change };
}
