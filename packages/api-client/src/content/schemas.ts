// Resources and tutorials (issue 14): the content items the server answers, in the language asked for with
// English standing in item by item (`translated: false`). The kind is read strictly (@hub/domain's
// ContentKind): the wire is this repository's own and new. Only valibot functions the entry already uses.
import { contentKinds, contentSections } from '@hub/domain';
import * as v from 'valibot';
import { pageSchema } from '../http/schemas';

/** One article, video or game directions. */
export const contentItemSchema = v.object({
  id: v.number(),
  slug: v.string(),
  section: v.picklist(contentSections),
  kind: v.picklist(contentKinds),
  title: v.string(),
  summary: v.string(),
  body: v.string(),
  /** A video's or an outside page's address, '' when the item is its body alone. */
  url: v.string(),
  duration_minutes: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0))),
  tags: v.array(v.string()),
  /** The language of the text served. */
  language: v.string(),
  /** False when the English text stands in for a missing translation. */
  translated: v.boolean(),
  /** False for a draft (only staff, asking for unpublished items, see one). */
  published: v.boolean(),
  position: v.number(),
});
export type ContentItem = v.InferOutput<typeof contentItemSchema>;
export const contentItemPageSchema = pageSchema(contentItemSchema);
