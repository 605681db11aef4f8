import * as v from 'valibot'

/**
 * Building blocks of the response schemas (docs/product.md §3). The backend may leave a field
 * out or send null; the app reads the same value either way.
 */

/** Text that shows as empty when missing. */
export const text = v.nullish(v.string(), '')
/** Text whose absence means something (a path not made yet, a date not known). */
export const optionalText = v.nullish(v.string(), null)
/** An id, sent as a string or a number, always read as a string. */
export const idSchema = v.pipe(
  v.union([v.string(), v.number()]),
  v.transform((id) => String(id)),
)

/** docs/product.md §3 paged response: one page of items and where it sits. */
export const pagedSchema = <T extends v.GenericSchema>(item: T) =>
  v.looseObject({
    items: v.array(item),
    total: v.pipe(v.number(), v.integer(), v.minValue(0)),
    pages: v.nullish(v.pipe(v.number(), v.integer(), v.minValue(0)), 0),
    page: v.pipe(v.number(), v.integer(), v.minValue(1)),
    size: v.pipe(v.number(), v.integer(), v.minValue(1)),
  })
