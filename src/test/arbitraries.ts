import fc from 'fast-check'

/** Any value a query parameter can arrive as once the router has JSON-parsed it. */
export const anyQueryValue = fc.oneof(
  fc.string(),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
)

/** A query of the given keys (plus an unknown one) with any values. */
export const anyQuery = (keys: readonly string[]) =>
  fc.dictionary(fc.constantFrom(...keys, 'x'), anyQueryValue)
