import type { BrowserContext, Page } from '@playwright/test'
import { expect, openSignedIn, test } from './fixtures'
import { inJapanese } from './in-japanese'
import { cachedImageUrls, persisted, serviceWorkerReady } from './offline-helpers'
import { urls } from './ports'
import { cardLinks } from './videos-helpers'

test.use({ serviceWorkers: 'allow' })

const FIRST_LIBRARY_PAGE = ['videos', 'list', { page: 1, tags: '' }]

/** Opens the library signed in, once the worker controls the page, and waits until it is saved. */
async function browseLibrary(page: Page) {
  await openSignedIn(page, '/video')
  await serviceWorkerReady(page)
  // Loaded again under the worker, so its thumbnails go to the worker's cache.
  await page.reload()
  const link = cardLinks(page).first()
  await expect(link).toBeVisible()
  await persisted(page, [FIRST_LIBRARY_PAGE])
  return link
}

/** The value beside `term` in the section's lists of figures. */
const figure = (page: Page, term: string) =>
  page
    .locator('dl > div')
    .filter({ has: page.getByRole('term').getByText(term, { exact: true }) })
    .getByRole('definition')

/**
 * A browser that grants persistent storage when the user asks (a click), as Firefox does with
 * its prompt; the app's own silent ask after a save gets no. Chromium decides by itself, from
 * the site's engagement, and says no to a fresh profile; the protocol's permission setting did
 * not reach `persist()` in this browser.
 */
const grantingBrowser = () => {
  let kept = false
  // A click in this document: Chromium may carry the activation of a click made just before a
  // reload into the new page, where the app's silent ask would then be granted too.
  let clicked = false
  // Capture: before the app's own handler asks.
  addEventListener(
    'click',
    (event) => {
      if (event.isTrusted) clicked = true
    },
    true,
  )
  StorageManager.prototype.persist = async function persist() {
    if (clicked && navigator.userActivation.isActive) kept = true
    return kept
  }
  StorageManager.prototype.persisted = async () => kept
}

/**
 * What a browser's eviction does to the app's databases, done while no page of the app is
 * open: from a blank tab, through the browser's own storage controls.
 */
async function evictIndexedDb(context: BrowserContext) {
  const blank = await context.newPage()
  const cdp = await context.newCDPSession(blank)
  await cdp.send('Storage.clearDataForOrigin', {
    origin: new URL(urls.app).origin,
    storageTypes: 'indexeddb',
  })
  await cdp.detach()
  await blank.close()
}

const notice = (page: Page, name: string) => page.getByRole('region', { name })

test('the Offline copy section lists what browsing saved, answers the persist button, and removes the copy offline', async ({
  page,
  context,
  double,
  axe,
}) => {
  test.setTimeout(120_000)
  const link = await browseLibrary(page)
  const title = ((await link.textContent()) ?? '').trim()
  await link.click()
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(page.locator('main .lazy-image img.loaded').first()).toBeVisible()
  await expect.poll(async () => (await cachedImageUrls(page)).length).toBeGreaterThan(0)

  await test.step('its own entry in the profile’s sections lists what is saved, with sizes', async () => {
    await page.getByRole('link', { name: 'Profile', exact: true }).click()
    await page
      .getByRole('navigation', { name: 'Profile sections' })
      .getByRole('link', { name: 'Offline copy' })
      .click()
    await expect(page).toHaveURL(/\/profile\?type=OFFLINE$/)
    await expect(page.getByRole('heading', { level: 2, name: 'Offline copy' })).toBeVisible()
    await expect(figure(page, 'Library pages')).toHaveText('1')
    await expect(figure(page, 'Video pages')).toHaveText('1')
    await expect(figure(page, 'Thumbnails and frame images')).toHaveText(/^[1-9]\d*$/)
    await expect(figure(page, 'Search index')).toHaveText(/^[1-9]\d* videos?$/)
    await expect(figure(page, 'This site uses')).toHaveText(
      /^[\d.]+ (bytes|kB|MB|GB) of the [\d.]+ (kB|MB|GB|TB) the browser allows$/,
    )
    // Chromium says how the space is divided.
    await expect(figure(page, 'Saved pages and search index')).toHaveText(/^[\d.]+ (bytes|kB|MB)$/)
    await axe()
  })

  await test.step('the persist button says what the browser answered', async () => {
    // Chromium says no to a fresh profile.
    await expect(page.getByText(/^Storage is not persistent/)).toBeVisible()
    await page.getByRole('button', { name: 'Ask the browser to keep it' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'The browser said no.' })).toBeVisible()

    await page.addInitScript(grantingBrowser)
    await page.reload()
    await page.getByRole('button', { name: 'Ask the browser to keep it' }).click()
    await expect(
      page.getByRole('status').filter({ hasText: 'The browser will keep the saved copy.' }),
    ).toBeVisible()
    await expect(page.getByText(/^Storage is persistent/)).toBeVisible()
    await expect(page.getByRole('button', { name: 'Ask the browser to keep it' })).toHaveCount(0)
  })

  await test.step('offline, the section still shows the copy and removes it when confirmed', async () => {
    await double.fault({ method: 'GET', path: '/api/videos', drop: true, times: -1 })
    await context.setOffline(true)
    await page.reload()
    await expect(figure(page, 'Library pages')).toHaveText('1')
    const remove = page.getByRole('button', { name: 'Remove the saved copy' })

    await remove.click()
    const dialog = page.getByRole('alertdialog', { name: 'Remove the saved copy?' })
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog).toHaveCount(0)
    await expect(figure(page, 'Library pages')).toHaveText('1')

    await remove.click()
    await dialog.getByRole('button', { name: 'Remove', exact: true }).click()
    await expect(
      page.getByRole('status').filter({ hasText: 'The saved copy was removed.' }),
    ).toBeFocused()
    await expect(page.getByText(/^Nothing is saved on this device\./)).toBeVisible()
    await expect(figure(page, 'Library pages')).toHaveText('0')
    await expect(figure(page, 'Video pages')).toHaveText('0')
    await expect(figure(page, 'Thumbnails and frame images')).toHaveText('0')
    await expect(figure(page, 'Search index')).toHaveText('0 videos')
    await expect(remove).toHaveCount(0)
    await axe()
  })

  await test.step('the library no longer opens offline; the session stays; no eviction is told', async () => {
    await page.goto('/video')
    await expect(
      page.getByRole('alert').getByText('This page is not available offline.'),
    ).toBeVisible()
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible()
    await expect(notice(page, 'The browser removed the saved copy.')).toHaveCount(0)
  })
})

test('a copy the browser removed is told once at the next start, until dismissed or saved again', async ({
  page,
  context,
  double,
}) => {
  test.setTimeout(120_000)
  await browseLibrary(page)
  await page.close()
  await evictIndexedDb(context)

  const told = notice(await context.newPage(), 'The browser removed the saved copy.')
  const tab = told.page()
  await test.step('offline, the next start tells it; a reload before dismissal tells it still', async () => {
    await double.fault({ method: 'GET', path: '/api/videos', drop: true, times: -1 })
    await context.setOffline(true)
    await tab.goto('/video')
    await expect(told).toBeVisible()
    await expect(
      tab.getByRole('alert').getByText('This page is not available offline.'),
    ).toBeVisible()
    await tab.reload()
    await expect(told).toBeVisible()
  })

  await test.step('dismissed, it is not told again', async () => {
    await told.getByRole('button', { name: 'Dismiss' }).click()
    await expect(told).toHaveCount(0)
    await tab.reload()
    await expect(
      tab.getByRole('alert').getByText('This page is not available offline.'),
    ).toBeVisible()
    await expect(told).toHaveCount(0)
  })

  await test.step('a second eviction is told, and not again once the library is saved anew', async () => {
    await double.clearFaults()
    await context.setOffline(false)
    await tab.reload()
    await expect(cardLinks(tab).first()).toBeVisible()
    await persisted(tab, [FIRST_LIBRARY_PAGE])
    await tab.close()
    await evictIndexedDb(context)
    const next = await context.newPage()
    await next.goto('/video')
    await expect(notice(next, 'The browser removed the saved copy.')).toBeVisible()
    await persisted(next, [FIRST_LIBRARY_PAGE])
    await next.reload()
    await expect(cardLinks(next).first()).toBeVisible()
    await expect(notice(next, 'The browser removed the saved copy.')).toHaveCount(0)
  })
})

inJapanese(() => {
  test('the section, its answers and the removal speak Japanese', async ({ page, axe }) => {
    test.setTimeout(90_000)
    // A browser without the persist API.
    await page.addInitScript(() => {
      Reflect.deleteProperty(StorageManager.prototype, 'persist')
      Reflect.deleteProperty(StorageManager.prototype, 'persisted')
    })
    await browseLibrary(page)
    await page.goto('/profile?type=OFFLINE')
    await expect(page.getByRole('heading', { level: 2, name: 'オフライン用コピー' })).toBeVisible()
    await expect(
      page
        .getByRole('navigation', { name: 'プロフィールの項目' })
        .getByRole('link', { name: 'オフライン用コピー' }),
    ).toHaveAttribute('aria-current', 'page')
    await expect(figure(page, 'ライブラリのページ')).toHaveText('1')
    await expect(figure(page, '動画のページ')).toHaveText('0')
    await expect(figure(page, '検索インデックス')).toHaveText(/^動画[1-9]\d*件$/)
    await expect(figure(page, 'このサイトの使用量')).toContainText('ブラウザーが許可する')
    await expect(
      page.getByText('このブラウザーは、保存したコピーを保持するかどうかを示しません。'),
    ).toBeVisible()
    await page.getByRole('button', { name: 'ブラウザーに保持を依頼' }).click()
    await expect(
      page.getByRole('status').filter({ hasText: 'このブラウザーには保持を依頼できません。' }),
    ).toBeVisible()
    await axe()

    await page.getByRole('button', { name: '保存したコピーを削除' }).click()
    const dialog = page.getByRole('alertdialog', { name: '保存したコピーを削除しますか？' })
    await dialog.getByRole('button', { name: '削除', exact: true }).click()
    await expect(
      page.getByRole('status').filter({ hasText: '保存したコピーを削除しました。' }),
    ).toBeVisible()
    await expect(page.getByText(/^この端末には何も保存されていません。/)).toBeVisible()
    await expect(figure(page, 'ライブラリのページ')).toHaveText('0')
  })

  test('a copy the browser removed is told in Japanese', async ({ page, context }) => {
    test.setTimeout(90_000)
    await browseLibrary(page)
    await page.close()
    await evictIndexedDb(context)
    const tab = await context.newPage()
    await tab.goto('/video')
    const told = notice(tab, 'ブラウザーが保存したコピーを削除しました。')
    await expect(told).toBeVisible()
    await told.getByRole('button', { name: '閉じる' }).click()
    await expect(told).toHaveCount(0)
  })
})
