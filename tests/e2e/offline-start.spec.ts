import type { Page } from '@playwright/test'
import { DEMO, expect, signIn, test } from './fixtures'
import { serviceWorkerReady } from './offline-helpers'
import { cardLinks } from './videos-helpers'

test.use({ serviceWorkers: 'allow' })

/**
 * Loads `url`; the instant `text` is on the page (a mutation observer, not a poll) the network
 * goes and the page reloads itself. Resolves once the reloaded page is there.
 */
async function reloadOfflineTheInstantItShows(page: Page, url: string, text: string) {
  await page.exposeBinding('e2eGoOffline', ({ page: tab }) => tab.context().setOffline(true))
  await page.addInitScript((wanted) => {
    if (sessionStorage.getItem('e2e-cut')) return
    new MutationObserver((_, observer) => {
      if (!document.body?.textContent?.includes(wanted)) return
      observer.disconnect()
      sessionStorage.setItem('e2e-cut', '1')
      const goOffline = (window as unknown as { e2eGoOffline: () => Promise<void> }).e2eGoOffline
      void goOffline().then(() => location.reload())
    }).observe(document, { childList: true, subtree: true, characterData: true })
  }, text)
  await page.goto(url)
  await page.waitForFunction(
    () =>
      (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)
        ?.type === 'reload',
  )
}

async function expectThumbnail(scope: ReturnType<Page['locator']>) {
  await scope.locator('.lazy-image').first().scrollIntoViewIfNeeded()
  await expect(scope.locator('.lazy-image img.loaded').first()).toBeVisible()
}

test('the library and a detail page open offline after a reload that comes the instant the library rendered, ten starts in a row @phone', async ({
  page,
  double,
}) => {
  test.setTimeout(150_000)
  await page.goto('/login')
  await serviceWorkerReady(page)
  await signIn(page, DEMO)

  const links = cardLinks(page)
  await expect(links.first()).toBeVisible()
  const title = ((await links.first().textContent()) ?? '').trim()
  const id = idOf(await links.first().getAttribute('href'))
  const otherId = idOf(await links.nth(1).getAttribute('href'))
  await expectThumbnail(page.getByRole('article', { name: title, exact: true }))

  // A detail page until its thumbnail shows.
  await links.first().click()
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expectThumbnail(page.locator('main'))

  // The server renames another video. A full load of the library paints the saved copy, then
  // the server's answer; the connection drops the instant that answer is on screen.
  const renamed = `Renamed on the server ${Date.now()}`
  await double.control('patch-video', { data: { id: otherId, fields: { title: renamed } } })
  await reloadOfflineTheInstantItShows(page, '/video', renamed)
  // The API stops answering too (the worker's own fetches are cut by the offline browser).
  await double.fault({ method: '*', path: '/api/*', drop: true, times: -1 })

  // Ten offline starts, each with its refetches failing: that reload, then nine more full
  // loads, the detail page and the library in turn. Everything stays, thumbnails included.
  for (let start = 1; start <= 10; start++) {
    if (start > 1) await page.goto(start % 2 === 0 ? `/video-detail/${id}` : '/video')
    if (start % 2 === 0) {
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
      await expectThumbnail(page.locator('main'))
    } else {
      await expect(page.getByRole('link', { name: renamed })).toBeVisible()
      await expectThumbnail(page.getByRole('article', { name: title, exact: true }))
    }
    await expect(
      page.getByRole('status').getByText(/^(You are offline\.|オフラインです。)$/),
    ).toBeVisible()
  }
})

const idOf = (href: string | null) => decodeURIComponent(href?.split('/').pop() ?? '')
