import { expect, GENERIC_ERROR, openSignedIn, test } from './fixtures'
import { cardLinks, cards, openDetail } from './videos-helpers'

test.describe('video detail: Back and load errors', () => {
  test('Back goes to the list when the page was opened directly', async ({
    page,
    context,
    bigVideo,
  }) => {
    await openSignedIn(page)
    await expect(page).toHaveURL(/\/video$/)
    // A new tab whose first page is the detail (e.g. a shared link).
    const tab = await context.newPage()
    await tab.goto(`/video-detail/${bigVideo.id}`)
    await tab.getByRole('button', { name: 'Back' }).click()
    await expect(tab).toHaveURL(/\/video$/)
    await tab.goBack() // a new entry was pushed: the detail is behind it
    await expect(tab).toHaveURL(new RegExp(`/video-detail/${bigVideo.id}$`))
  })

  test('Back goes back in history after the list and after SimilarVideo', async ({
    page,
    bigVideo,
  }) => {
    await openSignedIn(page)
    for (const from of ['/video?page=2', `/video/similar/${bigVideo.id}?description=relay`]) {
      await page.goto(from)
      await page.goto(`/video-detail/${bigVideo.id}`)
      await page.getByRole('tab', { name: /^Scene 3/ }).click() // replaces, adds no entry
      await page.getByRole('button', { name: 'Back' }).click()
      await expect(page).toHaveURL(new RegExp(`${from.replace(/[?]/g, '\\?')}$`))
      // It was a history step: the detail is still ahead (restored from the back/forward cache,
      // which fires no load event).
      await page.goForward({ waitUntil: 'commit' })
      await expect(page).toHaveURL(new RegExp(`/video-detail/${bigVideo.id}\\?sceneIndex=2$`))
    }
  })

  test('a page opens at its top; Back returns to where the list was left', async ({ page }) => {
    await openSignedIn(page)
    await expect(cards(page)).toHaveCount(50)
    const link = cardLinks(page).last()
    await link.scrollIntoViewIfNeeded()
    const left = await page.evaluate(() => window.scrollY)
    expect(left).toBeGreaterThan(500)
    const title = ((await link.textContent()) ?? '').trim()
    await link.click()
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    // docs/product.md §2: every navigation scrolls (smoothly) to the top.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await page.getByRole('button', { name: 'Back' }).click()
    await expect(page).toHaveURL(/\/video$/)
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(Math.round(left))
    await expect(cardLinks(page).filter({ hasText: title })).toBeInViewport()
  })

  test('Back after AdvancedSearch goes to the list, not back to the search', async ({
    page,
    bigVideo,
  }) => {
    await openSignedIn(page)
    await page.goto(`/advanced-search/${bigVideo.id}`)
    await page.goto(`/video-detail/${bigVideo.id}`)
    await page.getByRole('button', { name: 'Back' }).click()
    await expect(page).toHaveURL(/\/video$/)
  })

  test('an unknown id lands on the list with a message', async ({ page }) => {
    await openDetail(page, '00000000-0000-4000-8000-000000000000')
    await expect(page).toHaveURL(/\/video$/)
    await expect(page.getByRole('alertdialog')).toContainText('This video could not be found.')
  })

  test('an invalid answer lands on the list with the generic message', async ({
    page,
    bigVideo,
    double,
  }) => {
    await double.fault({ method: 'GET', path: '/api/videos/:id', wrongShape: true })
    await openDetail(page, bigVideo.id)
    await expect(page).toHaveURL(/\/video$/)
    await expect(page.getByRole('alertdialog')).toContainText(GENERIC_ERROR)
  })

  test('no answer and nothing cached: not available offline, with a way back', async ({
    page,
    bigVideo,
    double,
  }) => {
    // Every attempt is dropped (the query retries, and Chromium resends a dropped GET).
    await double.fault({ method: 'GET', path: '/api/videos/:id', drop: true, times: 0 })
    await openDetail(page, bigVideo.id)
    await expect(
      page.getByRole('heading', { name: 'This page is not available offline' }),
    ).toBeVisible({
      timeout: 15_000,
    })
    await double.clearFaults()
    await page.getByRole('button', { name: 'Try again' }).click()
    await expect(page.getByRole('heading', { level: 1, name: bigVideo.title })).toBeVisible()
  })
})
