import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { cards, openLibrary } from './videos-helpers'

// Each test walks a whole flow; the default 45 s is short on a busy 2-core machine.
test.describe.configure({ timeout: 150_000 })

/**
 * Keyboard-first (docs/decisions.md#screens, "Keyboard shortcuts"): every shortcut, in English and
 * in Japanese, and none of them while typing in a field, with Ctrl, Cmd or Alt, or while a dialog
 * is open.
 */

const LANGUAGES = [
  {
    locale: 'en-US',
    sheet: 'Keyboard shortcuts',
    rows: ['Go to Videos', 'Go to Advanced Search', 'Show the keyboard shortcuts'],
    pageRows: ['Go to the tag search', 'Next video (Enter opens it)', 'Next page'],
    thenWord: 'then',
    tagBox: 'Search by tag',
    videos: 'Videos',
    search: 'Advanced Search',
    describe: 'Describe the videos you are looking for',
    describeScenes: 'Describe the scenes you are looking for',
    scenes: 'Scenes',
    topK: 'Top Results Count',
    searchButton: 'Search Relevant Scenes',
  },
  {
    locale: 'ja-JP',
    sheet: 'キーボードショートカット',
    rows: ['動画一覧へ', '詳細検索へ', 'キーボードショートカットを表示'],
    pageRows: ['タグ検索へ移動', '次の動画（Enter で開く）', '次のページ'],
    thenWord: 'の次に',
    tagBox: 'タグで検索',
    videos: '動画',
    search: '詳細検索',
    describe: '探している動画の内容',
    describeScenes: '探しているシーンの内容',
    scenes: 'シーン',
    topK: '表示件数（上位）',
    searchButton: '関連シーンを検索',
  },
] as const

/** Which item of a list holds the focus (-1: none). */
const focusedItem = (page: Page, list: string) =>
  page.evaluate(
    (selector) =>
      [...document.querySelectorAll(`${selector} > li`)].findIndex((item) =>
        item.contains(document.activeElement),
      ),
    list,
  )

/** The first card that opens (a completed video; one in progress or failed does not open). */
const firstOpenable = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('.video-grid > li')].findIndex((item) =>
      item.querySelector('a[href]'),
    ),
  )

for (const lang of LANGUAGES) {
  test.describe(`shortcuts in ${lang.locale}`, () => {
    test.use({ locale: lang.locale })

    test('? opens the sheet in the current language; / j k Enter [ ] , . g v g s all work', async ({
      page,
      double,
    }) => {
      await openLibrary(page)
      await expect(cards(page).nth(1)).toBeVisible()
      const heading = page.getByRole('heading', { level: 1, name: lang.videos, exact: true })
      await expect(heading).toBeVisible()

      // ? — the sheet, in this language, listing the shell's and this page's shortcuts.
      await page.keyboard.press('?')
      const sheet = page.getByRole('dialog', { name: lang.sheet })
      await expect(sheet).toBeVisible()
      for (const label of [...lang.rows, ...lang.pageRows]) await expect(sheet).toContainText(label)
      await expect(sheet.locator('dt', { hasText: lang.thenWord }).first()).toContainText('g')
      await page.keyboard.press('Escape')
      await expect(sheet).toBeHidden()

      // / — the page's search box.
      await page.keyboard.press('/')
      await expect(page.getByRole('combobox', { name: lang.tagBox })).toBeFocused()
      await page.keyboard.press('Escape')
      await page.getByRole('combobox', { name: lang.tagBox }).blur()

      // j / k — through the cards.
      await page.keyboard.press('j')
      await expect.poll(() => focusedItem(page, '.video-grid')).toBe(0)
      await page.keyboard.press('j')
      await expect.poll(() => focusedItem(page, '.video-grid')).toBe(1)
      await page.keyboard.press('k')
      await expect.poll(() => focusedItem(page, '.video-grid')).toBe(0)

      // ] and [ — the next and the previous page.
      await page.keyboard.press(']')
      await expect(page).toHaveURL(/[?&]page=2/)
      await expect(page.locator('.pagination-pages [aria-current="page"]').first()).toHaveText('2')
      await page.keyboard.press('[')
      await expect(page).toHaveURL(/\/video$/)

      // Enter opens the focused card: j down to the first one that opens (a completed video),
      // from outside the list (where the focus is after paging depends on when each page's
      // cards arrived).
      await expect(cards(page).first()).toBeVisible()
      await heading.click()
      const openable = await firstOpenable(page)
      expect(openable).toBeGreaterThanOrEqual(0)
      for (let i = 0; i <= openable; i++) await page.keyboard.press('j')
      const link = cards(page).nth(openable).locator('a[href]').first()
      await expect(link).toBeFocused()
      const title = ((await link.textContent()) ?? '').trim()
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL(/\/video-detail\//)
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()

      // . and , — the next and the previous scene.
      const tabs = page.getByRole('tab')
      await expect(tabs.first()).toHaveAttribute('aria-selected', 'true')
      await page.keyboard.press('.')
      await expect(page).toHaveURL(/sceneIndex=1/)
      await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true')
      await page.keyboard.press(',')
      await expect(page).toHaveURL(/sceneIndex=0/)
      await expect(tabs.first()).toHaveAttribute('aria-selected', 'true')

      // g then s — Advanced Search; / focuses its search text.
      await page.keyboard.press('g')
      await page.keyboard.press('s')
      await expect(page).toHaveURL(/\/advanced-search$/)
      await expect(page.getByRole('heading', { level: 1, name: lang.search })).toBeVisible()
      await page.keyboard.press('/')
      await expect(page.getByLabel(lang.describe)).toBeFocused()
      // A search of scenes with two pages of results, to page through them.
      await page.getByRole('tab', { name: lang.scenes }).click()
      await page.keyboard.press('/')
      await expect(page.getByLabel(lang.describeScenes)).toBeFocused()
      await page.keyboard.type('people')
      await page.getByLabel(lang.topK).fill('120')
      await page.getByRole('button', { name: lang.searchButton }).click()
      await expect(page).toHaveURL(/\/video\/similar/)
      const results = page.locator('.results-list > li')
      await expect(results.first()).toBeVisible()
      await page.locator('h1').click()
      await page.keyboard.press('j')
      await expect(results.nth(0).locator('a[href]').first()).toBeFocused()
      await page.keyboard.press('j')
      await expect(results.nth(1).locator('a[href]').first()).toBeFocused()
      await page.keyboard.press('k')
      await expect(results.nth(0).locator('a[href]').first()).toBeFocused()
      // [ works while the next page is still loading (a quick reader changes their mind).
      await double.fault({
        method: 'GET',
        path: '/api/videos/find-similar-scenes',
        delayMs: 3000,
        times: 1,
      })
      await page.keyboard.press(']')
      await expect(page).toHaveURL(/[?&]page=2/)
      await page.keyboard.press('[')
      await expect(page).not.toHaveURL(/[?&]page=2/)

      // g then v — back to Videos.
      await page.keyboard.press('g')
      await page.keyboard.press('v')
      await expect(page).toHaveURL(/\/video$/)
      await expect(heading).toBeVisible()
    })

    test('nothing fires while typing in a field, with Ctrl or Alt, or with a dialog open', async ({
      page,
    }) => {
      await openLibrary(page)
      await expect(cards(page).nth(1)).toBeVisible()
      const box = page.getByRole('combobox', { name: lang.tagBox })

      // Typing in the search box is text, however shortcut-like.
      await box.click()
      await page.keyboard.type('g v j k ] ? / [')
      await expect(box).toHaveValue('g v j k ] ? / [')
      await expect(box).toBeFocused()
      await expect(page).toHaveURL(/\/video$/)
      await expect(page.getByRole('dialog')).toHaveCount(0)
      await box.fill('')
      await box.blur()

      // With Ctrl or Alt the keys are the browser's: the app does nothing with them.
      for (const key of ['Control+j', 'Alt+j', 'Alt+]', 'Control+]', 'Alt+g', 'Alt+v']) {
        await page.keyboard.press(key)
      }
      expect(await focusedItem(page, '.video-grid')).toBe(-1)
      await expect(page).toHaveURL(/\/video$/)

      // With the sheet (a dialog) open, no other shortcut fires behind it.
      await page.keyboard.press('?')
      const sheet = page.getByRole('dialog', { name: lang.sheet })
      await expect(sheet).toBeVisible()
      for (const key of ['j', ']', 'g', 's', '/']) await page.keyboard.press(key)
      await expect(sheet).toBeVisible()
      await expect(page).toHaveURL(/\/video$/)
      await page.keyboard.press('Escape')
      await expect(sheet).toBeHidden()

      // In Advanced Search's text box too.
      await page.keyboard.press('g')
      await page.keyboard.press('s')
      await expect(page).toHaveURL(/\/advanced-search$/)
      const text = page.getByLabel(lang.describe)
      await text.click()
      await page.keyboard.type('g v')
      await expect(text).toHaveValue('g v')
      await expect(page).toHaveURL(/\/advanced-search$/)
    })
  })
}
