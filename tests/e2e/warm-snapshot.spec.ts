import type { Page } from '@playwright/test'
import { DEMO, expect, openSignedIn, signIn, test } from './fixtures'
import { inJapanese } from './in-japanese'
import { SNAPSHOT_CACHE, serviceWorkerReady } from './offline-helpers'

/**
 * The page snapshot (docs/decisions.md, "Warm start: the page snapshot"): the app keeps
 * what the library showed, and the next start through the service worker paints it from the
 * document, before any script runs; the app's first render replaces it. It shows only to the
 * sign-in and the language it was drawn for.
 */

test.use({ serviceWorkers: 'allow' })

/** The app's entry script, as the build names it (the shell's only module script). */
const ENTRY = /\/assets\/index-[\w-]+\.js$/

/** Whether a snapshot of the page's address is kept. */
function snapshotKept(page: Page): Promise<boolean> {
  return page.evaluate(
    async (name) => Boolean(await (await caches.open(name)).match(location.href)),
    SNAPSHOT_CACHE,
  )
}

/**
 * The library, opened signed in under the service worker and looked at until its snapshot is
 * kept (a second after its list settled). Resolves to the first card's title.
 */
async function libraryLookedAt(page: Page): Promise<string> {
  await openSignedIn(page, '/video')
  await serviceWorkerReady(page)
  const title = await page.getByRole('article').first().getByRole('heading').textContent()
  await expect.poll(() => snapshotKept(page), { timeout: 10_000 }).toBe(true)
  return (title ?? '').trim()
}

/**
 * Holds the app's code back until the returned function is called: the worker's copy of the
 * entry script is dropped, so the next load asks the network for it, and the request waits
 * here. What shows meanwhile comes from the document alone.
 */
async function holdAppCode(page: Page): Promise<() => void> {
  const dropped = await page.evaluate(async (entry) => {
    const names = (await caches.keys()).filter((name) => name.includes('precache'))
    let count = 0
    for (const name of names) {
      const cache = await caches.open(name)
      for (const request of await cache.keys())
        if (new RegExp(entry).test(new URL(request.url).pathname))
          count += Number(await cache.delete(request))
    }
    return count
  }, ENTRY.source)
  expect(dropped).toBe(1)
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.context().route(ENTRY, async (route) => {
    await released
    await route.continue()
  })
  return release
}

/**
 * Loads the library with the app's code held back: the worker serves the snapshot with the
 * page, and it stays hidden (no card title shows); then the app's page, headed `videos`.
 */
async function expectServedHidden(page: Page, title: string, videos: string) {
  const release = await holdAppCode(page)
  await page.goto('/video', { waitUntil: 'commit' })
  await expect(page.locator('[data-snapshot]')).toBeAttached()
  await expect(page.locator('[data-snapshot]')).toBeHidden()
  await expect(page.getByText(title, { exact: true })).toBeHidden()
  release()
  await expect(page.getByRole('heading', { level: 1, name: videos })).toBeVisible()
}

for (const [language, videos] of [
  ['English', 'Videos'],
  ['Japanese', '動画'],
] as const) {
  const declare = language === 'Japanese' ? inJapanese : (body: () => void) => body()
  declare(() => {
    test(`a warm start shows the library before any script runs, then the app takes it over (${language})`, async ({
      page,
    }) => {
      const title = await libraryLookedAt(page)
      const release = await holdAppCode(page)
      await page.goto('/video', { waitUntil: 'commit' })

      // The snapshot: the first card's title, painted from the document.
      const drawn = page.getByText(title, { exact: true })
      await expect(drawn).toBeVisible()
      // A snapshot only: no control in it for assistive technology, the keyboard or a click.
      await expect(page.getByRole('link', { name: title })).toHaveCount(0)
      await expect(page.getByRole('heading', { level: 1, name: videos })).toHaveCount(0)
      await page.keyboard.press('Tab')
      await expect(page.locator(':focus')).toHaveCount(0)
      const box = (await drawn.boundingBox())!
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
      await expect(page).toHaveURL(/\/video$/)

      release()
      // The app's own page replaces it.
      await expect(page.getByRole('heading', { level: 1, name: videos })).toBeVisible()
      await expect(
        page.getByRole('article', { name: title, exact: true }).getByRole('link').first(),
      ).toBeVisible()
      await expect(page.locator('[data-snapshot]')).toHaveCount(0)
    })
  })
}

test('a snapshot drawn in English never shows once the language is Japanese', async ({ page }) => {
  const title = await libraryLookedAt(page)
  // Japanese chosen since (in another tab, say): the snapshot is still the English one.
  await page.evaluate(() => localStorage.setItem('selectedLanguage', 'ja'))
  await expectServedHidden(page, title, '動画')
})

test('a logout removes the snapshots, and one left behind never shows to the next sign-in', async ({
  page,
}) => {
  const title = await libraryLookedAt(page)
  const kept = await page.evaluate(async (name) => {
    const response = await (await caches.open(name)).match(location.href)
    return { body: await response!.text(), headers: [...response!.headers] }
  }, SNAPSHOT_CACHE)

  await page.getByRole('button', { name: 'Logout' }).click()
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible()
  await expect
    .poll(() =>
      page.evaluate(
        async (name) => (await (await caches.open(name)).keys()).length,
        SNAPSHOT_CACHE,
      ),
    )
    .toBe(0)

  // Signed in again (a new sign-in, on a page with no snapshot of its own), then the old
  // snapshot is put back, as a wipe that failed would have left it.
  await signIn(page, DEMO, { goto: '/login?redirect=%2Fprofile' })
  await expect(page).toHaveURL(/\/profile/)
  await page.evaluate(
    async ({ name, snapshot }) => {
      const cache = await caches.open(name)
      await cache.put(
        new URL('/video', location.href).href,
        new Response(snapshot.body, { headers: snapshot.headers }),
      )
    },
    { name: SNAPSHOT_CACHE, snapshot: kept },
  )
  await expectServedHidden(page, title, 'Videos')
})
