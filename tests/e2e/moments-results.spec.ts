import type { Locator } from '@playwright/test'
import { expect, openSignedIn, test } from './fixtures'
import { expectUnavailableOffline, serviceWorkerReady } from './offline-helpers'

/**
 * Why it matched (docs/decisions.md "Moments"): keyword and hybrid results mark the words of
 * the search in their cards, the score keeps its number; a scene card plays its scene's clip in
 * place, one at a time, and offline says why it cannot.
 */

// Offline, the results come from this device (its search code from the worker's precache).
test.use({ serviceWorkers: 'allow' })

const playing = (card: Locator) =>
  card
    .locator('video')
    .evaluate((video: HTMLVideoElement) => !video.paused && video.currentTime > 0)

/** The video id and scene index a scene card links to. */
async function sceneOf(card: Locator) {
  const href = (await card.getByRole('link').first().getAttribute('href')) ?? ''
  const url = new URL(href, 'http://app.invalid')
  return {
    id: decodeURIComponent(url.pathname.split('/').pop() ?? ''),
    index: url.searchParams.get('sceneIndex'),
  }
}

test.describe('results: why it matched, and the scene in place', () => {
  test('a keyword search marks the word; Play plays the scene, a second Play stops the first', async ({
    page,
    context,
  }) => {
    await openSignedIn(page, '/video/similar?mode=scenes&description=relay&searchMethod=sparse')
    await serviceWorkerReady(page)
    const cards = page.getByRole('list', { name: 'Similar scenes' }).getByRole('article')
    await expect(cards.nth(1)).toBeVisible()
    const [first, second] = [cards.nth(0), cards.nth(1)]
    await expect(first.locator('mark').first()).toHaveText(/^relay$/i)
    await expect(first.getByText(/^Similarity score/)).toContainText(/\d\.\d\d/)

    const one = await sceneOf(first)
    const play = first.getByRole('button', { name: /^Play scene \d+ of .+/ })
    await expect(play).toHaveText(`Play scene ${Number(one.index) + 1}`)
    // Nothing of the clip loads before Play.
    await expect(first.locator('video')).toHaveCount(0)
    await play.click()
    await expect(first.locator('video')).toHaveAttribute(
      'src',
      new RegExp(`/assets/data/output/${one.id}/scenes/${one.index}/clip\\.mp4$`),
    )
    await expect.poll(() => playing(first), { timeout: 15_000 }).toBe(true)

    const two = await sceneOf(second)
    await second.getByRole('button', { name: /^Play scene/ }).click()
    await expect(first.locator('video')).toHaveCount(0)
    await expect(first.getByRole('button', { name: /^Play scene/ })).toBeVisible()
    await expect(second.locator('video')).toHaveAttribute(
      'src',
      new RegExp(`/scenes/${two.index}/clip\\.mp4$`),
    )
    await expect.poll(() => playing(second), { timeout: 15_000 }).toBe(true)
    await second.getByRole('button', { name: /^Stop scene/ }).click()
    await expect(second.locator('video')).toHaveCount(0)

    // Offline the control is unavailable and points to the page's one notice.
    await context.setOffline(true)
    await expectUnavailableOffline(first.getByRole('button', { name: /^Play scene/ }))
  })

  test('a hybrid video search marks the word in titles; a semantic one marks nothing', async ({
    page,
  }) => {
    await openSignedIn(page, '/video/similar?description=harbour')
    const cards = page.getByRole('list', { name: 'Similar videos' }).getByRole('article')
    await expect(cards.first().locator('mark').first()).toHaveText(/^harbour$/i)
    await page.goto('/video/similar?description=harbour&searchMethod=dense')
    await expect(cards.first()).toBeVisible()
    await expect(page.locator('mark')).toHaveCount(0)
  })
})

test.describe('results: why it matched, in Japanese', () => {
  test.use({ locale: 'ja-JP' })

  test('a Japanese keyword is marked in scene cards; Play is named in Japanese', async ({
    page,
  }) => {
    await openSignedIn(
      page,
      `/video/similar?mode=scenes&description=${encodeURIComponent('黒板')}&searchMethod=sparse`,
    )
    const cards = page.getByRole('list', { name: '類似シーン' }).getByRole('article')
    await expect(cards.first().locator('mark').first()).toHaveText('黒板')
    await expect(cards.first().getByRole('button', { name: /のシーン\d+を再生$/ })).toBeVisible()
  })
})
