import { msg } from '@lingui/core/macro'

/** The policy's own part of the document title (routes/privacy-policy.tsx): its heading. */
export const PRIVACY_TITLE = msg`Privacy Policy`
