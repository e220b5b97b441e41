import type { ContentItem } from '@hub/api-client';
import { contentSearchMaxLength, matchesContentSearch, type ContentKind } from '@hub/domain';
import { Button, Card, EmptyState, Popup, TextField } from '@hub/ui';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { reportMissingTranslation } from '../../shared/i18n/i18n';
import * as layout from '../../shared/page-layout.css';
import * as styles from './ContentPages.css';

/** The order the kinds are listed in. */
const kinds: readonly ContentKind[] = ['article', 'video', 'game_directions'];

/** The lang attribute of an item's text: English where the English text stands in for a translation. */
function langOf(item: ContentItem): string | undefined {
  return item.translated ? undefined : 'en';
}

/** The body as paragraphs (a blank line apart). */
function Paragraphs({ text, lang }: { text: string; lang?: string }) {
  const paragraphs = text.split(/\n\s*\n/).filter((paragraph) => paragraph.trim() !== '');
  return (
    <div className={styles.body} lang={lang} dir="auto">
      {paragraphs.map((paragraph, index) => (
        <p key={index} className={styles.paragraph}>
          {paragraph}
        </p>
      ))}
    </div>
  );
}

/** One item: kind, title, summary, what marks it (English, draft, length) and how to open it. */
function ContentCard({ item, kindLabel }: { item: ContentItem; kindLabel: string }) {
  const { t } = useLingui();
  const lang = langOf(item);
  const opensBody = item.body.trim() !== '';
  const external = item.url !== '';
  const name = item.title;
  // dir="auto": an English text standing in keeps its own direction on an Arabic page.
  const title = (
    <span lang={lang} dir="auto">
      {name}
    </span>
  );
  return (
    <Card className={styles.card} title={title} headingLevel={3}>
      <p className={styles.meta}>
        <span>{kindLabel}</span>
        {item.duration_minutes !== null ? (
          <span>{t`${plural(item.duration_minutes, { one: '# minute', other: '# minutes' })}`}</span>
        ) : null}
        {item.translated ? null : (
          // The English text stands in for a missing translation: said in the reader's language.
          <span className={styles.badge}>
            <Trans>In English</Trans>
          </span>
        )}
        {item.published ? null : (
          <span className={styles.draftBadge}>
            <Trans>Draft</Trans>
          </span>
        )}
      </p>
      <p className={styles.summary} lang={lang} dir="auto">
        {item.summary}
      </p>
      <div className={styles.actions}>
        {opensBody ? (
          <Popup
            title={title}
            size="lg"
            trigger={
              <Button
                variant="secondary"
                size="sm"
                aria-label={item.kind === 'video' ? t`About this video: ${name}` : t`Read: ${name}`}
              >
                {item.kind === 'video' ? <Trans>About this video</Trans> : <Trans>Read</Trans>}
              </Button>
            }
            secondaryAction={{ label: <Trans>Close</Trans> }}
          >
            <Paragraphs text={item.body} lang={lang} />
          </Popup>
        ) : null}
        {external ? (
          <a
            className={styles.link}
            href={item.url}
            target="_blank"
            rel="noreferrer"
            aria-label={
              item.kind === 'video'
                ? t`Watch the video: ${name} (opens in a new tab)`
                : t`Open: ${name} (opens in a new tab)`
            }
          >
            {item.kind === 'video' ? <Trans>Watch the video</Trans> : <Trans>Open</Trans>}
          </a>
        ) : null}
      </div>
    </Card>
  );
}

export interface ContentListProps {
  /** The items of the section, in their order. */
  items: readonly ContentItem[];
  /** The search typed (from the address). */
  search: string;
  onSearchChange: (search: string) => void;
  /** The search field's label (Search resources). */
  searchLabel: ReactNode;
}

/**
 * A searchable list of articles, videos and game directions, grouped by kind: the search filters as one
 * types (every word must match the title, summary or tags, whatever the case or accents), and the number
 * of results is announced politely.
 */
export function ContentList({ items, search, onSearchChange, searchLabel }: ContentListProps) {
  const { t, i18n } = useLingui();
  // An item whose English stands in is a missing translation, reported like a missing catalog key.
  useEffect(() => {
    for (const item of items) {
      if (!item.translated) reportMissingTranslation(`content:${item.section}/${item.slug}`, i18n.locale);
    }
  }, [items, i18n.locale]);
  const countId = useId();
  const [draft, setDraft] = useState(search);
  const kindLabels: Record<ContentKind, { one: string; heading: string }> = {
    article: { one: t`Article`, heading: t`Articles` },
    video: { one: t`Video`, heading: t`Videos` },
    game_directions: { one: t`Game directions`, heading: t`Game directions` },
  };
  const query = draft.trim();
  const found = useMemo(
    () => (query === '' ? items : items.filter((item) => matchesContentSearch(item, query))),
    [items, query],
  );
  const groups = kinds
    .map((kind) => ({ kind, items: found.filter((item) => item.kind === kind) }))
    .filter((group) => group.items.length > 0);

  return (
    <>
      <form
        role="search"
        aria-label={t`Search`}
        className={styles.search}
        onSubmit={(event) => event.preventDefault()}
      >
        <TextField
          className={styles.searchField}
          name="search"
          type="search"
          label={searchLabel}
          hint={<Trans>Titles, summaries and topics</Trans>}
          value={draft}
          onValueChange={(value) => {
            setDraft(value);
            onSearchChange(value.trim());
          }}
          maxLength={contentSearchMaxLength}
          autoComplete="off"
          spellCheck={false}
        />
      </form>
      <p id={countId} className={styles.count} aria-live="polite" aria-atomic="true">
        {query === ''
          ? t`${plural(found.length, { one: '# item', other: '# items' })}`
          : t`${plural(found.length, { one: '# result', other: '# results' })} for “${query}”`}
      </p>
      {found.length === 0 ? (
        query === '' ? (
          <EmptyState headingLevel={2} title={<Trans>Nothing here yet</Trans>} />
        ) : (
          <EmptyState
            headingLevel={2}
            title={<Trans>No results for “{query}”</Trans>}
            description={<Trans>Try fewer or different words.</Trans>}
            action={
              <Button
                variant="secondary"
                onClick={() => {
                  setDraft('');
                  onSearchChange('');
                }}
              >
                <Trans>Clear the search</Trans>
              </Button>
            }
          />
        )
      ) : (
        groups.map((group) => (
          <ContentGroup key={group.kind} heading={kindLabels[group.kind].heading}>
            {group.items.map((item) => (
              <li key={item.id} className={styles.item}>
                <ContentCard item={item} kindLabel={kindLabels[item.kind].one} />
              </li>
            ))}
          </ContentGroup>
        ))
      )}
    </>
  );
}

function ContentGroup({ heading, children }: { heading: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className={layout.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={layout.sectionTitle}>
        {heading}
      </h2>
      <ul className={styles.cards}>{children}</ul>
    </section>
  );
}
