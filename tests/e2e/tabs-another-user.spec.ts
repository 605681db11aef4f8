import type { Page } from '@playwright/test'
import { DEMO, expect, OTHER_TEAM, openSignedIn, signIn, test } from './fixtures'
import { SNAPSHOT_CACHE, serviceWorkerReady } from './offline-helpers'
import { urls } from './ports'
import { cards } from './videos-helpers'

/**
 * A tab restored from the back/forward cache after another user signed in elsewhere
 * (docs/decisions.md, "Tabs"; docs/threat-model.md): it renders from scratch, and shows nothing
 * of the previous user at any moment, nor keeps anything of them for the next start.
 */

test.use({ serviceWorkers: 'allow' })

const SAMPLE_MS = 100

/** The first cards' titles of the library on screen. */
async function titlesOf(page: Page): Promise<string[]> {
  await expect(cards(page).first()).toBeVisible()
  const titles = await cards(page).getByRole('heading').allTextContents()
  return titles.slice(0, 8).map((title) => title.trim())
}

/** The text of every kept snapshot (what a warm start may paint before any script). */
function picturesText(page: Page): Promise<string> {
  return page.evaluate(async (name) => {
    const cache = await caches.open(name)
    const texts = await Promise.all(
      (await cache.keys()).map(async (request) => (await cache.match(request))?.text()),
    )
    return texts.join('\n')
  }, SNAPSHOT_CACHE)
}

test('a tab restored from the back/forward cache after another user signed in shows nothing of the previous user, then or at the next start', async ({
  page: first,
  context,
}) => {
  test.setTimeout(90_000)
  await openSignedIn(first, '/video', DEMO)
  await serviceWorkerReady(first)
  const previous = [DEMO.email, 'Northwind Media', ...(await titlesOf(first))]
  // Noted where a page that leaves its document at once still leaves it (the second tab reads it).
  await first.evaluate(() =>
    addEventListener('pageshow', (event: PageTransitionEvent) => {
      if (event.persisted) localStorage.setItem('e2e-restored', 'yes')
    }),
  )
  // Left for another site as soon as the list shows: its snapshot is still to be kept.
  await first.goto(`${urls.assets}/`)

  // In a second tab: log out, then sign in as someone else.
  const second = await context.newPage()
  await second.goto('/video')
  await second.getByRole('button', { name: 'Logout' }).click()
  await expect(second.getByRole('button', { name: 'Log in' })).toBeVisible()
  await signIn(second, OTHER_TEAM)
  const next = await titlesOf(second)

  // Back in the first tab: restored from the cache, then sampled every 100 ms until the new
  // user's library shows.
  await first.goBack({ waitUntil: 'commit' })
  const samples: string[] = []
  await expect
    .poll(
      async () => {
        // What is shown (innerText leaves out what is hidden); a sample taken while the
        // document is replaced has nothing to read.
        const text = await first
          // biome-ignore lint/performance/useDomNodeTextContent: the text shown, not the DOM's
          .evaluate(() => document.body?.innerText ?? '')
          .catch(() => '')
        samples.push(text)
        return text.includes(OTHER_TEAM.email) && next.some((title) => text.includes(title))
      },
      { intervals: [SAMPLE_MS], timeout: 15_000 },
    )
    .toBe(true)
  expect(await second.evaluate(() => localStorage.getItem('e2e-restored'))).toBe('yes')
  const leaks = samples.flatMap((text, index) =>
    previous.filter((trace) => text.includes(trace)).map((trace) => `${index}: ${trace}`),
  )
  expect(leaks).toEqual([])

  // The next start paints a snapshot before any script runs: the new user's library is kept,
  // and nothing of the previous user is, under any address.
  await expect
    .poll(async () => {
      const kept = await picturesText(first)
      return next.some((title) => kept.includes(title))
    })
    .toBe(true)
  const kept = await picturesText(first)
  expect(previous.filter((trace) => kept.includes(trace))).toEqual([])
})
