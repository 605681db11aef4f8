import { msg } from '@lingui/core/macro'

/** Home's own part of the document title (routes/index.tsx): what the product is, in a line. */
export const HOME_TITLE = msg`AI video analysis for teams`
