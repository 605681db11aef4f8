import { expect, test } from './fixtures'
import { inJapanese } from './in-japanese'
import { cardFor, cards, openLibrary } from './videos-helpers'

/**
 * What the library says about changes the user did not make on screen (docs/decisions.md#screens):
 * a video that finishes while the list is open is announced, and a Refresh that fails says so while
 * the list on screen stays (docs/decisions.md).
 */
test.describe('library notices', () => {
  test('a video that finishes while the list is open is announced as ready', async ({ page }) => {
    await openLibrary(page)
    const notices = page.getByRole('status').filter({ has: page.locator('.list-notice') })
    const failed = cardFor(page, 'spring_campaign_teaser.mp4')
    await failed.getByRole('button', { name: 'Retry' }).click()
    await expect(failed.getByText('In progress')).toBeVisible()
    // The list refreshes itself while a video is analysed; the finished one is named politely.
    const ready = page.locator('.list-notice').filter({ hasText: /^“.+” is ready\.$/ })
    await expect(ready).toBeVisible({ timeout: 20_000 })
    await expect(notices).toHaveCount(1)
    const title = /^“(.+)” is ready\.$/.exec((await ready.textContent()) ?? '')?.[1] ?? ''
    const card = cardFor(page, title)
    await expect(card).toHaveCount(1)
    await expect(card.getByRole('link')).toBeVisible()
    await expect(card.getByText('In progress')).toHaveCount(0)
  })

  inJapanese(() => {
    test('@phone a failed Refresh says so; the list stays; the next answer clears it', async ({
      page,
      double,
    }) => {
      await openLibrary(page)
      await expect(cards(page)).toHaveCount(50)
      const before = await cards(page).first().getByRole('heading').textContent()
      await double.fault({ method: 'GET', path: '/api/videos', status: 500, times: 0 })
      await page.getByRole('button', { name: '更新' }).click()
      const notice = page
        .getByRole('status')
        .getByText('一覧を更新できませんでした。前回読み込んだ内容を表示しています。')
      await expect(notice).toBeVisible({ timeout: 20_000 })
      await expect(cards(page)).toHaveCount(50)
      await expect(cards(page).first().getByRole('heading')).toHaveText(before ?? '')
      await expect(page.getByRole('alert')).toHaveCount(0)

      await double.clearFaults()
      await page.getByRole('button', { name: '更新' }).click()
      await expect(notice).toBeHidden()
      await expect(cards(page)).toHaveCount(50)
    })
  })
})
