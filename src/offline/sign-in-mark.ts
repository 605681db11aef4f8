/**
 * The sign-in mark: a random text kept beside the stored session (api/session.ts), new with every
 * sign-in, the same through token refreshes, removed with the session. A picture is shown only
 * under the mark it was kept with, so it never shows to another sign-in, and the mark says
 * nothing of who signed in. The pre-paint script (build/pre-paint.ts) reads the same key.
 * Apart from offline/page-picture.ts: the session (in every first screen's code) needs this alone.
 */
export const SIGN_IN_MARK_KEY = 'localUserMark'
const SIGN_IN_MARK_LENGTH = 16
/** What a well-formed mark is. */
export const SIGN_IN_MARK = /^[A-Za-z0-9_-]{16}$/

/** A new sign-in mark: 96 random bits in base64url. */
export function newSignInMark(): string {
  const bytes = crypto.getRandomValues(new Uint8Array((SIGN_IN_MARK_LENGTH * 3) / 4))
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
}

/** The stored sign-in mark, when there is a well-formed one. */
export function readSignInMark(): string | undefined {
  try {
    const mark = localStorage.getItem(SIGN_IN_MARK_KEY)
    return mark && SIGN_IN_MARK.test(mark) ? mark : undefined
  } catch {
    return undefined
  }
}
