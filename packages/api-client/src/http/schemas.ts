// The shapes every area's answers share: a DRF page and a bare `{detail}`.
import * as v from 'valibot';

/** A DRF page: `{count, next, previous, results}`. */
export function pageSchema<TItem extends v.GenericSchema>(item: TItem) {
  return v.object({
    count: v.number(),
    next: v.nullable(v.string()),
    previous: v.nullish(v.string()),
    results: v.array(item),
  });
}
export type Page<T> = { count: number; next: string | null; previous?: string | null; results: T[] };

/** The `{detail}` answer of a call that has nothing else to say (the password reset request). */
export const detailSchema = v.object({ detail: v.string() });
export type DetailResponse = v.InferOutput<typeof detailSchema>;
