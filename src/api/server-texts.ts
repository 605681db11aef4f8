import { i18n, type MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/**
 * Server messages the app knows, by their exact text (docs/decisions.md, "server messages in
 * the Japanese UI"): the backend answers in English only, so a Japanese user gets these in
 * Japanese. Each entry's English is the server's own text, so an English user sees exactly what
 * was sent. A text not in the table (a new backend message, a rule's detail) is shown as sent.
 */
const KNOWN: Readonly<Record<string, MessageDescriptor>> = {
  'Current password is incorrect': msg`Current password is incorrect`,
  'This email is already in use': msg`This email is already in use`,
  'Invalid verification code': msg`Invalid verification code`,
  'Invalid or expired reset token': msg`Invalid or expired reset token`,
  'Incorrect email or password': msg`Incorrect email or password`,
}

/** The server's `text` in the user's language when it is a known message, else as sent. */
export function serverText(text: string): string {
  const known = Object.hasOwn(KNOWN, text) ? KNOWN[text] : undefined
  return known ? i18n._(known) : text
}
