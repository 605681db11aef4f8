import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, openSignedIn, test } from './fixtures'
import { inJapanese } from './in-japanese'
import { expectUnavailableOffline, OFFLINE_NOTICE, serviceWorkerReady } from './offline-helpers'
import { cardLinks, cards } from './videos-helpers'

test.use({ serviceWorkers: 'allow' })

/** The first completed card on the list page: its title and detail id. */
async function firstCard(page: Page) {
  const link = cardLinks(page).first()
  await expect(link).toBeVisible()
  const title = ((await link.textContent()) ?? '').trim()
  const href = (await link.getAttribute('href')) ?? ''
  return { title, id: decodeURIComponent(href.split('/').pop() ?? '') }
}

/** A thumbnail has arrived (from the network or the worker's cache): a card's, or the page's. */
async function expectThumbnail(page: Page, cardTitle?: string) {
  const scope = cardTitle
    ? cards(page).filter({ has: page.getByRole('link', { name: cardTitle }) })
    : page.locator('main')
  await scope.locator('.lazy-image').first().scrollIntoViewIfNeeded()
  await expect(scope.locator('.lazy-image img.loaded').first()).toBeVisible()
}

async function signInWithWorker(page: Page) {
  await openSignedIn(page)
  await expect(page.getByRole('heading', { name: 'Videos', level: 1 })).toBeVisible()
  await serviceWorkerReady(page)
}

test('visited library and detail pages open offline after a reload, with thumbnails; others say they are not available', async ({
  page,
  context,
  double,
}) => {
  test.setTimeout(120_000)
  await signInWithWorker(page)
  // Reload so the thumbnails go through the (now controlling) service worker.
  await page.reload()

  const visited: { url: string; title: string }[] = []
  const p1 = await firstCard(page)
  await expectThumbnail(page, p1.title)
  await page.getByRole('link', { name: 'Next' }).first().click()
  await expect(page).toHaveURL(/page=2/)
  // Page 1 stays on screen until page 2 has arrived (the URL changes first).
  await expect(page.getByText(/^51–\d+ of \d+$/)).toBeVisible()
  const p2 = await firstCard(page)
  await expectThumbnail(page, p2.title)
  visited.push({ url: '/video', title: p1.title }, { url: '/video?page=2', title: p2.title })

  for (const card of [p1, p2]) {
    await page.goto(`/video-detail/${card.id}`)
    await expect(page.getByRole('heading', { level: 1, name: card.title })).toBeVisible()
    await expectThumbnail(page)
    visited.push({ url: `/video-detail/${card.id}`, title: card.title })
  }

  // The network goes (the worker's fetches too), and API calls that still get out are dropped.
  await double.fault({ method: 'GET', path: '/api/videos', drop: true, times: -1 })
  await context.setOffline(true)
  for (const { url, title } of visited) {
    const response = await page.goto(url)
    expect(response?.fromServiceWorker()).toBe(true)
    if (url.startsWith('/video-detail/')) {
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
      await expectThumbnail(page)
    } else {
      await expect(page.getByRole('link', { name: title })).toBeVisible()
      await expectThumbnail(page, title)
    }
    await expect(page.getByRole('status').getByText('You are offline.')).toBeVisible()
  }

  // Server actions are off, with the reason; Upload stays, its files wait on the device for the
  // network (waiting-upload.spec.ts).
  await page.goto('/video')
  await expect(page.getByText(OFFLINE_NOTICE.en)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Upload' })).not.toHaveAttribute('aria-disabled')

  // A detail page never opened here says so, with a way back.
  const unvisited = (await double.control('seed-videos', {
    data: { email: 'demo@example.com', count: 1, filenamePrefix: 'never_opened' },
  })) as { ids: string[] }
  await page.goto(`/video-detail/${unvisited.ids[0]}`)
  await expect(page.getByRole('heading', { name: /not available offline/i })).toBeVisible()
  await expect(page.locator('.spinner-ring')).toHaveCount(0)

  // Back online: the indicator clears, the data is fetched again and the session re-verified.
  await page.goto('/video')
  await expect(page.getByRole('link', { name: p1.title })).toBeVisible()
  await double.clearFaults()
  await double.clearRequests()
  await context.setOffline(false)
  await expect(page.getByRole('status').getByText('You are back online.')).toBeVisible()
  await expect(page.getByRole('status').getByText('You are offline.')).toHaveCount(0)
  await expect
    .poll(async () => (await double.requests()).map((request) => request.path))
    .toEqual(expect.arrayContaining(['/api/videos', '/api/refresh']))
  await expect(page.getByRole('button', { name: 'Upload' })).toBeEnabled()
})

inJapanese(() => {
  test('the offline notice and the unavailable actions speak Japanese @phone', async ({
    page,
    context,
  }) => {
    await openSignedIn(page)
    await expect(page.getByRole('heading', { name: '動画', level: 1 })).toBeVisible()
    await serviceWorkerReady(page)
    await context.setOffline(true)
    await page.reload()
    await expect(page.getByRole('status').getByText('オフラインです。')).toBeVisible()
    // Refresh needs the server; Upload stays (its files wait on the device for the network).
    await expectUnavailableOffline(
      page.getByRole('button', { name: '更新', exact: true }),
      OFFLINE_NOTICE.ja,
    )
    // The notices are this feature's own part of the page (the screens have their own scans).
    const scan = await new AxeBuilder({ page })
      .include('.app-notices')
      .include('.offline-notice')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze()
    expect(scan.violations.map((violation) => violation.id)).toEqual([])
  })
})
