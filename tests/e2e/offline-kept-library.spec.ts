import { expect, test } from './fixtures'
import { keptEntries, videoWithTrailer } from './kept-helpers'
import { serviceWorkerReady } from './offline-helpers'
import { cardFor, openLibrary } from './videos-helpers'

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
  await expect(card.getByRole('button', { name: 'Keep for offline' })).toBeVisible()
  await expect.poll(() => keptEntries(page)).toBe(0)
})
