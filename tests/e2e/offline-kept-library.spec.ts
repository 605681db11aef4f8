import { expect, test } from './fixtures'
import { inJapanese } from './in-japanese'
import { keptEntries, videosWithTrailer, videoWithTrailer } from './kept-helpers'
import { serviceWorkerReady } from './offline-helpers'
import { cardFor, cards, openLibrary } from './videos-helpers'

/**
 * Keeping for offline from the library (docs/product.md §4 Offline, "Kept videos"): a card's
 * Keep for offline asks with the size first, then the card shows its badge and Remove.
 */

test.use({ serviceWorkers: 'allow' })
test.describe.configure({ timeout: 90_000 })

test('a card keeps its video after showing the size, then offers Remove', async ({
  page,
  request,
}) => {
  const video = await videoWithTrailer(request)
  await openLibrary(page)
  await serviceWorkerReady(page)
  const card = cardFor(page, video.title)
  await card.getByRole('button', { name: 'Keep for offline' }).click()

  const ask = page.getByRole('alertdialog', { name: `Keep “${video.title}” for offline?` })
  await expect(ask.getByText(/take .+ on this device\./)).toBeVisible()
  await ask.getByRole('button', { name: /^Keep \d/ }).click()

  await expect(card.getByText('Kept for offline', { exact: true })).toBeVisible({
    timeout: 30_000,
  })
  await expect(
    page.getByRole('status').getByText(`Kept “${video.title}” for offline.`, { exact: false }),
  ).toBeAttached()
  expect(await keptEntries(page)).toBeGreaterThan(0)

  await card.getByRole('button', { name: 'Remove from this device' }).click()
  // The same button, so focus stays on it.
  await expect(card.getByRole('button', { name: 'Keep for offline' })).toBeFocused()
  await expect.poll(() => keptEntries(page)).toBe(0)
})

test('only kept on this device: an empty state first, then the kept video, offline too', async ({
  page,
  context,
  request,
}) => {
  const video = await videoWithTrailer(request)
  // A value that is not true/false reads as off, with no error.
  await openLibrary(page, '/video?kept=maybe')
  await serviceWorkerReady(page)
  const only = page.getByRole('button', { name: 'Only kept on this device' })
  await expect(only).toHaveAttribute('aria-pressed', 'false')
  await expect(cards(page)).toHaveCount(50)

  await only.click()
  await expect(page).toHaveURL(/[?&]kept=true/)
  await expect(page.getByRole('heading', { name: 'No video is kept on this device' })).toBeVisible()
  await page.getByRole('button', { name: 'Show all videos' }).click()
  await expect(only).toHaveAttribute('aria-pressed', 'false')

  const card = cardFor(page, video.title)
  await card.getByRole('button', { name: 'Keep for offline' }).click()
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: /^Keep \d/ })
    .click()
  await expect(card.getByText('Kept for offline', { exact: true })).toBeVisible({
    timeout: 30_000,
  })

  await context.setOffline(true)
  await page.goto('/video?kept=true')
  await expect(only).toHaveAttribute('aria-pressed', 'true')
  await expect(cards(page)).toHaveCount(1)
  await expect(
    cardFor(page, video.title).getByText('Kept for offline', { exact: true }),
  ).toBeVisible()
  await expect(page.getByText('1–1 of 1')).toBeVisible()
})

inJapanese(() => {
  test('@phone a selection says its count and size, keeps each in turn; Escape leaves', async ({
    page,
    request,
  }) => {
    const videos = await videosWithTrailer(request, 2)
    await openLibrary(page)
    await serviceWorkerReady(page)
    const select = page.getByRole('button', { name: '選択', exact: true })
    await select.click()
    const bar = page.getByRole('region', { name: '選択した動画' })
    await expect(bar.getByRole('status')).toHaveText(/動画が選択されていません/)
    for (const video of videos)
      await cardFor(page, video.title)
        .getByRole('checkbox', { name: `「${video.title}」を選択` })
        .check()
    await expect(bar.getByRole('status')).toHaveText(
      /^2本の動画を選択中：この端末の .+ を使います。$/,
    )
    await bar.getByRole('button', { name: /^\d.* を保存$/ }).click()
    await expect(bar).toBeHidden()
    await expect(select).toBeFocused()

    for (const video of videos)
      await expect(cardFor(page, video.title).getByText('オフライン用に保存済み')).toBeVisible({
        timeout: 60_000,
      })
    await expect(
      page.getByRole('status').filter({ hasText: '2本中 2本の動画をオフライン用に保存しました。' }),
    ).toBeAttached()

    // Escape leaves the mode, as Done does; a kept card has no checkbox.
    await select.click()
    await expect(bar).toBeVisible()
    await expect(cardFor(page, videos[0]!.title).getByRole('checkbox')).toHaveCount(0)
    await page.keyboard.press('Escape')
    await expect(bar).toBeHidden()
    await expect(select).toBeFocused()
  })
})
