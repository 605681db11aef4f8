import type { Page } from '@playwright/test'
import { expect, openSignedIn, test } from './fixtures'
import { cardLinks } from './videos-helpers'

/**
 * Starts never end blank (docs/decisions.md, "Starts never end blank"): each thing a start
 * needs fails in turn. What cannot be done without shows a page in the visitor's language with
 * a Reload button; what can (the runtime config, the device's storage) is done without.
 */
test.use({ allowedConsole: [/^The app could not start/] })

/** Makes every request for the build's files whose name starts with `name` fail. */
async function failChunk(page: Page, name: string) {
  await page.route(new RegExp(`/assets/${name}-[\\w-]+\\.js$`), (route) => route.abort())
}

for (const { locale, title, reload } of [
  { locale: 'en-US', title: 'The app could not start', reload: 'Reload' },
  { locale: 'ja-JP', title: 'アプリを起動できませんでした', reload: '再読み込み' },
]) {
  test.describe(`in ${locale}`, () => {
    test.use({ locale })

    test('a catalog that cannot be loaded: the failure page, and Reload starts the app @phone', async ({
      page,
    }) => {
      await failChunk(page, 'common')
      await page.goto('/video')
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
      const button = page.getByRole('button', { name: reload })
      await expect(button).toBeFocused()

      await page.unrouteAll()
      await button.click()
      await expect(page.getByRole('heading', { level: 1, name: title })).toHaveCount(0)
      await expect(page.getByRole('button', { name: /^(Log in|ログイン)$/ })).toBeVisible()
    })
  })
}

test.describe('a route’s code that cannot be loaded', () => {
  // The router reports the failed import itself before its error page shows.
  test.use({ allowedConsole: [/Failed to fetch dynamically imported module/] })

  test('says a new version may be out, with Reload', async ({ page }) => {
    await failChunk(page, '_app')
    await openSignedIn(page, '/video')
    await expect(
      page.getByRole('heading', { level: 1, name: 'Something went wrong. Please try again!' }),
    ).toBeVisible()
    await expect(page.getByText('A new version of the app may have been deployed.')).toBeVisible()
    await page.unrouteAll()
    await page.getByRole('button', { name: 'Reload' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Videos' })).toBeVisible()
  })
})

test('without the runtime config the app starts on the build’s own', async ({ page }) => {
  await page.route('**/config.json', (route) => route.abort())
  await page.goto('/login')
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'The app could not start' })).toHaveCount(0)
})

test('with storage that throws, the signed-in library still opens', async ({ page }) => {
  await page.addInitScript(() => {
    IDBFactory.prototype.open = () => {
      throw new DOMException('The user denied permission to access the database.', 'UnknownError')
    }
  })
  await openSignedIn(page, '/video')
  await expect(cardLinks(page).first()).toBeVisible()
})
