/**
 * docs/product.md §3: the local session record, kept encrypted under `localUser`. Apart from
 * session.ts so that the pre-paint script (build/pre-paint.ts) can read it without bringing the
 * session's code with it: this module imports nothing.
 */
export const LOCAL_USER_KEY = 'localUser'
