import type { Page } from '@playwright/test'
import { demoApi } from './demo-api'
import { expect, openSignedIn, signIn, test } from './fixtures'
import { serviceWorkerReady } from './offline-helpers'
import { cardLinks } from './videos-helpers'

/**
 * The saved library, searchable offline (docs/decisions.md#local-search): library pages and a
 * detail page browsed online are found offline by Advanced Search, from this device, at the same
 * URL; a reload offline gives the same results; back online the server answers; after a logout
 * nothing of that user is found. The network goes the moment the pages are on screen: a user's
 * network does not wait for the app's background work.
 */

test.use({ serviceWorkers: 'allow' })
// One long flow through two languages' worth of searches, on a shared 2-core machine.
test.describe.configure({ timeout: 180_000 })

/** Seeded library (tests/api-double/sim): page 2 holds this video; its scene 3 mentions "packaging". */
const DETAIL_TITLE = 'Spring Campaign Teaser – Part 2'
const SCENE_WORD = 'packaging'
/** Only on page 2 of the library, in Japanese. */
const JA_TITLE = '吹奏楽部 冬の定期演奏会 後編'

const LANGUAGES = [
  {
    locale: 'en-US',
    note: /these results come from this device/,
    search: 'Advanced Search',
    videosTab: 'Videos',
    scenesTab: 'Scenes',
    videosBox: 'Describe the videos you are looking for',
    scenesBox: 'Describe the scenes you are looking for',
    videosButton: 'Search Relevant Videos',
    scenesButton: 'Search Relevant Scenes',
    change: 'Change',
    next: 'Next',
    sceneCard: `Scene #3 from ${DETAIL_TITLE}`,
    logout: 'Logout',
    noScenes: 'No matching scenes',
    offlineForm: /the search runs on this device/,
  },
  {
    locale: 'ja-JP',
    note: /この端末の結果を表示しています/,
    search: '詳細検索',
    videosTab: '動画',
    scenesTab: 'シーン',
    videosBox: '探している動画の内容',
    scenesBox: '探しているシーンの内容',
    videosButton: '関連動画を検索',
    scenesButton: '関連シーンを検索',
    change: '変更',
    next: '次へ',
    sceneCard: `${DETAIL_TITLE} のシーン #3`,
    logout: 'ログアウト',
    noScenes: '一致するシーンはありません',
    offlineForm: /検索はこの端末で行います/,
  },
] as const

type Lang = (typeof LANGUAGES)[number]

/** Advanced Search, by the sidebar (no page load), with one search run through the form. */
async function searchFromForm(page: Page, lang: Lang, mode: 'videos' | 'scenes', text: string) {
  await page.getByRole('link', { name: lang.search, exact: true }).first().click()
  await expect(page.getByRole('heading', { level: 1, name: lang.search })).toBeVisible()
  await page.getByRole('tab', { name: mode === 'scenes' ? lang.scenesTab : lang.videosTab }).click()
  await page.getByLabel(mode === 'scenes' ? lang.scenesBox : lang.videosBox).fill(text)
  await page
    .getByRole('button', { name: mode === 'scenes' ? lang.scenesButton : lang.videosButton })
    .click()
  await expect(page).toHaveURL(/\/video\/similar/)
}

const results = (page: Page) => page.locator('.results-list > li')

for (const lang of LANGUAGES) {
  test.describe(lang.locale, () => {
    test.use({ locale: lang.locale })
    test(`offline, Advanced Search finds the saved library on this device (${lang.locale})`, async ({
      page,
      context,
    }) => {
      await signIn(page, undefined, { goto: `/login?redirect=${encodeURIComponent('/video')}` })
      await expect(cardLinks(page).first()).toBeVisible()
      // The app is installed (its service worker runs) before anything else happens.
      await serviceWorkerReady(page)

      // Two library pages and one detail page, online.
      await page.getByRole('link', { name: lang.next }).first().click()
      await expect(page).toHaveURL(/page=2/)
      await page.getByRole('link', { name: DETAIL_TITLE, exact: true }).click()
      await expect(page.getByRole('heading', { level: 1, name: DETAIL_TITLE })).toBeVisible()

      // The network goes now.
      await context.setOffline(true)

      // A word of one scene's description finds that scene, with the note.
      await searchFromForm(page, lang, 'scenes', SCENE_WORD)
      await expect(page.getByRole('status').filter({ hasText: lang.note })).toBeVisible()
      await expect(results(page).filter({ hasText: lang.sceneCard })).toBeVisible()
      const sceneUrl = page.url()

      // A Japanese word finds its video (from library page 2).
      await searchFromForm(page, lang, 'videos', '定期演奏会')
      await expect(page.getByRole('status').filter({ hasText: lang.note })).toBeVisible()
      await expect(results(page).filter({ hasText: JA_TITLE })).toBeVisible()

      // A typo still finds it, and the form says how an offline search matches.
      await page.getByRole('link', { name: lang.change, exact: true }).click()
      await expect(page.getByText(lang.offlineForm)).toBeVisible()
      await searchFromForm(page, lang, 'scenes', 'packagng')
      await expect(results(page).filter({ hasText: lang.sceneCard })).toBeVisible()

      // The URL of the first search, reloaded offline: the same results, from this device.
      const reloaded = await page.goto(sceneUrl)
      expect(reloaded?.fromServiceWorker()).toBe(true)
      await expect(page.getByRole('status').filter({ hasText: lang.note })).toBeVisible()
      await expect(results(page).filter({ hasText: lang.sceneCard })).toBeVisible()

      // Back online, the same URL gives the server's results: no note.
      await context.setOffline(false)
      await page.reload()
      await expect(results(page).first()).toBeVisible()
      await expect(page.getByRole('status').filter({ hasText: lang.note })).toHaveCount(0)

      // After a logout nothing of that user is found, even by the same user signing in again.
      await page.getByRole('button', { name: lang.logout, exact: true }).click()
      await expect(page).toHaveURL(/\/login/)
      await signIn(page, undefined, {
        goto: `/login?redirect=${encodeURIComponent('/advanced-search')}`,
      })
      await expect(page.getByRole('heading', { level: 1, name: lang.search })).toBeVisible()
      await context.setOffline(true)
      await page.goto(sceneUrl)
      await expect(page.getByRole('status').filter({ hasText: lang.note })).toBeVisible()
      await expect(page.getByRole('heading', { name: lang.noScenes })).toBeVisible()
      await expect(results(page)).toHaveCount(0)
      await context.setOffline(false)
    })
  })
}

test('a page saved just before an offline reload is found at once: the saved copy feeds the index', async ({
  page,
  context,
}) => {
  const lang = LANGUAGES[0]
  await signIn(page, undefined, { goto: `/login?redirect=${encodeURIComponent('/video?page=2')}` })
  await serviceWorkerReady(page)
  await page.getByRole('link', { name: DETAIL_TITLE, exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: DETAIL_TITLE })).toBeVisible()
  // No pause: the index has had no moment to take the page in, let alone write it down.
  await context.setOffline(true)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: DETAIL_TITLE })).toBeVisible()
  await searchFromForm(page, lang, 'scenes', SCENE_WORD)
  await expect(page.getByRole('status').filter({ hasText: lang.note })).toBeVisible()
  await expect(results(page).filter({ hasText: lang.sceneCard })).toBeVisible()
  await context.setOffline(false)
})

test('two tabs saving different pages both stay searchable offline, in either tab', async ({
  page,
  context,
  request,
}) => {
  const lang = LANGUAGES[0]
  const pageTwo = (await demoApi(request, '/api/videos?size=50&page=2')).items as {
    id: string
    title: string
  }[]
  const detailId = pageTwo.find((video) => video.title === DETAIL_TITLE)?.id
  // Tab A saves library page 2 (the Japanese title, and the other video only as a card)...
  await openSignedIn(page, '/video?page=2')
  await serviceWorkerReady(page)
  await expect(page.getByRole('link', { name: JA_TITLE, exact: true })).toBeVisible()
  // ...and tab B, at the same time, the detail page with the scenes.
  const tabB = await context.newPage()
  await tabB.goto(`/video-detail/${detailId}`)
  await expect(tabB.getByRole('heading', { level: 1, name: DETAIL_TITLE })).toBeVisible()

  await context.setOffline(true)
  // Each tab, reloaded offline, finds what the other one saved.
  await page.reload()
  await searchFromForm(page, lang, 'scenes', SCENE_WORD)
  await expect(page.getByRole('status').filter({ hasText: lang.note })).toBeVisible()
  await expect(results(page).filter({ hasText: lang.sceneCard })).toBeVisible()
  await tabB.reload()
  await searchFromForm(tabB, lang, 'videos', '定期演奏会')
  await expect(tabB.getByRole('status').filter({ hasText: lang.note })).toBeVisible()
  await expect(results(tabB).filter({ hasText: JA_TITLE })).toBeVisible()
  // And each still finds its own.
  await searchFromForm(page, lang, 'videos', '定期演奏会')
  await expect(results(page).filter({ hasText: JA_TITLE })).toBeVisible()
  await searchFromForm(tabB, lang, 'scenes', SCENE_WORD)
  await expect(results(tabB).filter({ hasText: lang.sceneCard })).toBeVisible()
  await context.setOffline(false)
})
