/**
 * The session tag: a random text kept beside the stored session (api/session.ts), new with every
 * sign-in, the same through token refreshes, removed with the session. A snapshot is shown only
 * under the tag it was kept with, so it never shows to another sign-in, and the tag says
 * nothing of who signed in. The pre-paint script (build/pre-paint.ts) reads the same key.
 * Apart from offline/page-snapshot.ts: the session (in every first screen's code) needs this alone.
 */
export const SESSION_TAG_KEY = 'localUserTag'
/** The key older builds kept the tag under: removed wherever the session is restored or goes. */
export const OLD_SESSION_TAG_KEY = 'localUserMark'
const SESSION_TAG_LENGTH = 16
/** What a well-formed tag is. */
export const SESSION_TAG = /^[A-Za-z0-9_-]{16}$/

/** A new session tag: 96 random bits in base64url. */
export function newSessionTag(): string {
  const bytes = crypto.getRandomValues(new Uint8Array((SESSION_TAG_LENGTH * 3) / 4))
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
}

/** The stored session tag, when there is a well-formed one. */
export function readSessionTag(): string | undefined {
  try {
    const tag = localStorage.getItem(SESSION_TAG_KEY)
    return tag && SESSION_TAG.test(tag) ? tag : undefined
  } catch {
    return undefined
  }
}
