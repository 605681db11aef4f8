import { msg } from '@lingui/core/macro'

/** The sign-in pages' own parts of the document title (routes/_auth/): their headings. */
export const LOGIN_TITLE = msg`Log in`
export const FORGOT_PASSWORD_TITLE = msg`Forgot password`
export const RESET_PASSWORD_TITLE = msg`Reset password`
