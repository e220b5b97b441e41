// Resources and tutorials (issue 14): articles, videos and game directions per language.
import * as v from 'valibot';
import { invalidChoiceMessage } from '../admin/fields';
import { coachingFieldLabels as labels, coachingLimits as limits } from '../coaching/messages';
import { isUiLanguage, type UiLanguage } from '../languages';
import { encodeMessage as m } from '../validation/issues';
import { tooLongMessage, validationMessages } from '../validation/messages';
import { fields } from '../validation/object-schema';
import { text } from '../validation/text-field';

/** The kinds of a content item. */
export const contentKinds = ['article', 'video', 'game_directions'] as const;
export type ContentKind = (typeof contentKinds)[number];

/** The sections content belongs to. */
export const contentSections = ['resource', 'tutorial'] as const;
export type ContentSection = (typeof contentSections)[number];

/** What a search looks at. */
export interface SearchableContent {
  title: string;
  summary: string;
  tags: readonly string[];
}

/** Lower case without accents ("Café" -> "cafe"). */
function fold(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('en');
}

/** The longest content search: the API refuses a longer one, and a search reads no more of a query. */
export const contentSearchMaxLength = limits.search;

/**
 * Whether an item matches a search: every word of the query (its first `contentSearchMaxLength`, 100,
 * characters) appears in the title, the summary or a tag, regardless of case and accents. An empty query
 * matches everything.
 */
export function matchesContentSearch(item: SearchableContent, query: string): boolean {
  const words = fold(query.slice(0, contentSearchMaxLength))
    .split(/\s+/)
    .filter((word) => word !== '');
  const haystack = fold([item.title, item.summary, ...item.tags].join('\n'));
  return words.every((word) => haystack.includes(word));
}

const booleanQuery = v.optional(
  v.config(
    v.pipe(
      v.string(m(validationMessages.notAString)),
      v.check(
        (value: string) => ['', 'true', 'false', '1', '0'].includes(value.toLowerCase().slice(0, 10)),
        m(validationMessages.notABoolean),
      ),
      v.transform((value: string) => ['true', '1'].includes(value.toLowerCase())),
    ),
    { abortPipeEarly: true },
  ),
  '',
);

/** `GET /api/v2/content/resources/?language=&search=&include_unpublished=` (and tutorials). */
export const contentQuerySchema = v.config(
  fields(
    {
      language: v.optional(
        v.config(
          v.pipe(
            v.string(m(validationMessages.notAString)),
            v.check(
              (value: string) => value === '' || isUiLanguage(value),
              (issue) => m(invalidChoiceMessage(issue.input)),
            ),
            v.transform((value: string) => (value === '' ? null : (value as UiLanguage))),
          ),
          { abortPipeEarly: true },
        ),
        '',
      ),
      search: v.optional(
        text(
          labels.search,
          v.maxLength(contentSearchMaxLength, m(tooLongMessage(labels.search, contentSearchMaxLength))),
          v.trim(),
        ),
        '',
      ),
      include_unpublished: booleanQuery,
    },
    {},
  ),
  { abortPipeEarly: false },
);

/** The values of a content query (`language` null: the user's). */
export type ContentQuery = v.InferOutput<typeof contentQuerySchema>;
