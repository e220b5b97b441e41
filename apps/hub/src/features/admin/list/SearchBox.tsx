import { adminLimits } from '@hub/domain';
import { Button, TextField } from '@hub/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import * as styles from './AdminList.css';

/** How long typing pauses before the list searches on its own. */
export const searchDelayMs = 400;

export interface SearchBoxProps {
  /** The search the list shows now (from the address). */
  value: string;
  /**
   * Asked for a new search: on Search (or Enter) at once, and after a pause in typing. `replace` when the
   * search only refines one already in the address (so Back does not step through every word typed).
   */
  onSearch: (search: string, options: { replace: boolean }) => void;
  /** The field's label (e.g. Search accounts). */
  label: ReactNode;
  /** What can be searched for. */
  hint?: ReactNode;
}

/** A list's search: a search landmark with its field and button, searching on submit and as typing pauses. */
export function SearchBox({ value, onSearch, label, hint }: SearchBoxProps) {
  const { t } = useLingui();
  const [draft, setDraft] = useState(value);
  const onSearchRef = useRef(onSearch);
  useEffect(() => {
    onSearchRef.current = onSearch;
  }, [onSearch]);

  // The address changed (Back, a cleared filter): the field follows, unless it only differs by the spaces
  // still being typed.
  useEffect(() => {
    setDraft((current) => (current.trim() === value ? current : value));
  }, [value]);

  // Typing paused: search for what is there.
  useEffect(() => {
    const wanted = draft.trim();
    if (wanted === value) return;
    const timer = setTimeout(() => onSearchRef.current(wanted, { replace: value !== '' }), searchDelayMs);
    return () => clearTimeout(timer);
  }, [draft, value]);

  return (
    <form
      role="search"
      aria-label={t`Search`}
      className={styles.search}
      onSubmit={(event) => {
        event.preventDefault();
        const wanted = draft.trim();
        if (wanted !== value) onSearchRef.current(wanted, { replace: false });
      }}
    >
      <TextField
        className={styles.searchField}
        name="search"
        type="search"
        label={label}
        hint={hint}
        value={draft}
        onValueChange={setDraft}
        maxLength={adminLimits.search}
        autoComplete="off"
        spellCheck={false}
      />
      <Button type="submit" variant="secondary">
        <Trans>Search</Trans>
      </Button>
    </form>
  );
}
