import { DEMO, expect, signIn, test } from './fixtures'
import { everythingStored, serviceWorkerReady } from './offline-helpers'
import { urls } from './ports'
import { cardLinks, openFirstDetail } from './videos-helpers'

const LOGIN = /^(Log in|ログイン)$/

test.use({ serviceWorkers: 'allow' })

test('two tabs keep each other’s pages; a logout in one ends every other tab, one in the back/forward cache too, and leaves no trace', async ({
  page: a,
  context,
  double,
}) => {
  test.setTimeout(150_000)
  await a.goto('/login')
  await serviceWorkerReady(a)
  await signIn(a, DEMO)
  const b = await context.newPage()

  // Each tab browses its own pages, at the same time.
  const [seenA, seenB] = await Promise.all([
    openFirstDetail(a, '/video'),
    openFirstDetail(b, '/video?page=2'),
  ])

  // Both reload offline: each tab's pages are there, in either tab.
  await context.setOffline(true)
  await double.fault({ method: '*', path: '/api/*', drop: true, times: -1 })
  for (const [tab, seen] of [
    [a, seenB],
    [b, seenA],
    [a, seenA],
  ] as const) {
    await tab.goto(`/video-detail/${seen.id}`)
    await expect(tab.getByRole('heading', { level: 1, name: seen.title })).toBeVisible()
    await tab.goto(seen.list)
    await expect(cardLinks(tab).first()).toBeVisible()
  }
  await double.clearFaults()
  await context.setOffline(false)

  // Tab C sits in the back/forward cache (another site opened in it) while A logs out.
  const c = await context.newPage()
  await c.goto(`/video-detail/${seenA.id}`)
  await expect(c.getByRole('heading', { level: 1, name: seenA.title })).toBeVisible()
  // Noted where a page that leaves its document at once still leaves it (tab A reads it).
  await c.evaluate(() =>
    addEventListener('pageshow', (event: PageTransitionEvent) => {
      if (event.persisted) localStorage.setItem('e2e-restored', 'yes')
    }),
  )
  await c.goto(`${urls.assets}/`)

  await a.getByRole('button', { name: /^(Logout|ログアウト)$/ }).click()
  await expect(a.getByRole('button', { name: LOGIN })).toBeVisible()

  // B, open all along, follows.
  await expect(b.getByRole('button', { name: LOGIN })).toBeVisible()
  await expect(b.getByText(seenA.title)).toHaveCount(0)
  // C comes back from the cache and follows before anything shows, in a new document.
  // A restore from the cache fires no load event: wait for the commit only.
  await c.goBack({ waitUntil: 'commit' })
  await expect(c.getByRole('button', { name: LOGIN })).toBeVisible()
  expect(await a.evaluate(() => localStorage.getItem('e2e-restored'))).toBe('yes')
  await expect(c.getByText(seenA.title)).toHaveCount(0)

  // Nothing of the user is left: IndexedDB, Cache Storage, and each tab's sessionStorage.
  await expect
    .poll(async () => {
      const stored = await everythingStored(a)
      return [seenA.title, seenA.id, seenB.title, seenB.id, DEMO.email].filter((trace) =>
        stored.includes(trace),
      )
    })
    .toEqual([])
  for (const tab of [a, b, c]) {
    const session = await tab.evaluate(() => JSON.stringify({ ...sessionStorage }))
    expect(session).not.toContain(seenA.id)
    expect(session).not.toContain(seenB.id)
  }
})
