import type { Page } from '@playwright/test'
import { expect, OTHER_TEAM, openSignedIn, signIn, test } from './fixtures'
import {
  cachedImageUrls,
  everythingStored,
  persisted,
  readPersisted,
  serviceWorkerReady,
} from './offline-helpers'
import { cardLinks } from './videos-helpers'

test.use({ serviceWorkers: 'allow' })

/** User A browses the library and one detail page; returns what must vanish afterwards. */
async function browseAsA(page: Page) {
  await openSignedIn(page)
  await expect(page.getByRole('heading', { name: 'Videos', level: 1 })).toBeVisible()
  await serviceWorkerReady(page)
  await page.reload()
  const link = cardLinks(page).first()
  await link.scrollIntoViewIfNeeded()
  const title = ((await link.textContent()) ?? '').trim()
  const id = decodeURIComponent((await link.getAttribute('href'))?.split('/').pop() ?? '')
  await link.click()
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(page.locator('main .lazy-image img.loaded').first()).toBeVisible()
  await persisted(page, [['videos', 'detail', id], ['profile']])
  await expect.poll(async () => (await cachedImageUrls(page)).length).toBeGreaterThan(0)
  const stored = await everythingStored(page)
  // The check below must be able to see A's traces at all.
  expect(stored).toContain(title)
  expect(stored).toContain(id)
  return { title, id }
}

function expectNoTraceOf(stored: string, a: { title: string; id: string }) {
  expect(stored).not.toContain(a.title)
  expect(stored).not.toContain(a.id)
  expect(stored).not.toContain('demo@example.com')
}

test('logout wipes every trace of the user: offline nothing shows, the next user sees none of it', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000)
  const a = await browseAsA(page)

  await page.getByRole('button', { name: 'Logout' }).click()
  await expect(page).toHaveURL(/\/login/)
  await expect.poll(async () => (await readPersisted(page)).hashes).toEqual([])
  await expect.poll(async () => cachedImageUrls(page)).toEqual([])
  expectNoTraceOf(await everythingStored(page), a)

  // Offline, a reload of A's pages shows none of A's data.
  await context.setOffline(true)
  for (const url of ['/video', `/video-detail/${a.id}`]) {
    await page.goto(url)
    await expect(page).toHaveURL(/\/login/)
    await expect(page.getByText(a.title)).toHaveCount(0)
  }
  await context.setOffline(false)

  // B signs in and sees only B's library.
  await signIn(page, OTHER_TEAM)
  await expect(page.getByRole('heading', { name: 'Videos', level: 1 })).toBeVisible()
  await expect(page.getByText(OTHER_TEAM.email)).toBeVisible()
  await expect(page.getByText(a.title)).toHaveCount(0)
  await expect(page.getByText('demo@example.com')).toHaveCount(0)
  expectNoTraceOf(await everythingStored(page), a)
})

test('a forced end (a 401) wipes every trace of the user, as a logout does', async ({
  page,
  double,
}) => {
  test.setTimeout(90_000)
  const a = await browseAsA(page)
  await double.fault({ method: 'GET', path: '/api/profile', status: 401, times: -1 })
  await page.goto('/profile')
  await expect(page).toHaveURL(/\/login/)
  await expect.poll(async () => (await readPersisted(page)).hashes).toEqual([])
  await expect.poll(async () => cachedImageUrls(page)).toEqual([])
  expectNoTraceOf(await everythingStored(page), a)
  expect(await page.evaluate(() => Object.keys(localStorage))).not.toContain('localUser')
})

test('data left by a session that vanished is wiped at start, before anyone else signs in', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const a = await browseAsA(page)
  // The stored session disappears without a logout (cleared by hand, storage trouble...).
  await page.evaluate(() => localStorage.removeItem('localUser'))
  await page.goto('/video')
  await expect(page).toHaveURL(/\/login/)
  await expect.poll(async () => (await readPersisted(page)).hashes).toEqual([])
  await expect.poll(async () => cachedImageUrls(page)).toEqual([])

  await signIn(page, OTHER_TEAM)
  await expect(page.getByText(OTHER_TEAM.email)).toBeVisible()
  await expect(page.getByText(a.title)).toHaveCount(0)
  expectNoTraceOf(await everythingStored(page), a)
})
