import { test } from './fixtures'

/**
 * Declares `body`'s tests in a describe of their own ("in Japanese") with the browser's locale
 * set to Japanese: for a spec whose other tests run in English.
 */
export function inJapanese(body: () => void) {
  test.describe('in Japanese', () => {
    test.use({ locale: 'ja-JP' })
    body()
  })
}
