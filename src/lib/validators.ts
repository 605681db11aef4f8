import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { PASSWORD_MAX, PASSWORD_MIN } from '@/config/limits'

/**
 * A rule returns the message to show, or undefined when the value passes (docs/product.md §5).
 * Its message shows once the field has been left, unless the rule is marked `atOnce`.
 */
export type Rule = ((value: string) => MessageDescriptor | undefined) & { readonly atOnce?: true }

/**
 * The rule with its message shown while the user types, before the field is first left: a box
 * that takes more than its limit says so as soon as it is over (docs/product.md §5, Search).
 */
export const atOnce = (rule: Rule): Rule =>
  Object.assign((value: string) => rule(value), { atOnce: true as const })

const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/
/** The second pattern of the change-e-mail rule: no spaces, one @, a dot in the domain. */
const SIMPLE_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const ALNUM_PATTERN = /^[A-Za-z0-9]+$/

export const required: Rule = (value) =>
  value.trim() === '' ? msg`This field is required` : undefined

export const email: Rule = (value) =>
  value === '' || (EMAIL_PATTERN.test(value) && SIMPLE_EMAIL_PATTERN.test(value))
    ? undefined
    : msg`Please enter a valid email address`

export const minLength =
  (length: number): Rule =>
  (value) =>
    value !== '' && [...value].length < length
      ? msg`Please enter at least ${length} characters`
      : undefined

export const maxLength =
  (length: number): Rule =>
  (value) =>
    [...value].length > length ? msg`Please enter no more than ${length} characters` : undefined

export const alphanumeric: Rule = (value) =>
  value === '' || ALNUM_PATTERN.test(value)
    ? undefined
    : msg`Please enter alphanumeric characters only`

export const matches =
  (other: () => string): Rule =>
  (value) =>
    value !== '' && value !== other() ? msg`Passwords do not match` : undefined

/** Every password field of the product: required, 8 to 20, letters and digits only. */
export const passwordRules: Rule[] = [
  required,
  minLength(PASSWORD_MIN),
  maxLength(PASSWORD_MAX),
  alphanumeric,
]

/** The confirmation of a new password: the password rules, and equal to `password()`. */
export const confirmationRules = (password: () => string): Rule[] => [
  ...passwordRules,
  matches(password),
]

export const emailRules: Rule[] = [required, email]

export function firstError(rules: readonly Rule[], value: string): MessageDescriptor | undefined {
  for (const rule of rules) {
    const error = rule(value)
    if (error) return error
  }
  return undefined
}
