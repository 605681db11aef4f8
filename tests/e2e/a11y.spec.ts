import type { Page } from '@playwright/test'
import { seededBigVideo } from './demo-api'
import { DEMO, type Double, expect, openSignedIn, test } from './fixtures'
import { SAMPLE_MP4 } from './upload-helpers'

/**
 * Accessibility sweep (tests/e2e/README.md#the-accessibility-sweep): axe (WCAG 2.1 A/AA, which
 * includes colour contrast) on every screen and every dialog state. Each run covers one language
 * and one colour scheme; the three runs below give each language and each scheme on desktop, and
 * the phone layout in dark: desktop en/light and ja/dark, phone en/dark.
 */
test.describe.configure({ timeout: 120_000 })

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** An accessible name in either language. */
const l = (en: string, ja: string) => new RegExp(`^(${literal(en)}|${literal(ja)})$`)

type Scan = (label: string) => Promise<void>

/** Each scan is its own step, so a violation names the screen it was found on. */
function scanner(axe: (page?: Page) => Promise<void>): Scan {
  return (label) => test.step(`axe: ${label}`, () => axe())
}

const h1 = (page: Page) => page.getByRole('heading', { level: 1 }).first()
/**
 * A field of the copy on screen: until the app takes a pre-rendered page over (its code loads
 * after the first paint) the page holds the form in both languages, one of them hidden.
 */
const field = (page: Page, en: string, ja: string) =>
  page.getByLabel(l(en, ja)).filter({ visible: true })

async function publicPages(page: Page, scan: Scan) {
  await page.goto('/')
  await expect(h1(page)).toBeVisible()
  await scan('home')
  await page.goto('/privacy-policy')
  await expect(h1(page)).toBeVisible()
  await scan('privacy policy')
  await page.goto('/forgot-password')
  await expect(field(page, 'E-mail address', 'メールアドレス')).toBeVisible()
  await scan('forgot password')
  await page.goto('/reset-password?resetToken=token')
  await expect(page.getByRole('button').first()).toBeVisible()
  await scan('reset password')
  await page.goto('/login')
  await field(page, 'E-mail address', 'メールアドレス').fill(DEMO.email)
  await field(page, 'Password', 'パスワード').fill('Wrong1234')
  await field(page, 'Password', 'パスワード').blur()
  await scan('login')
  await page.getByRole('button', { name: l('Log in', 'ログイン') }).click()
  await expect(page.getByRole('alertdialog')).toBeVisible()
  await scan('login failure popup')
}

async function libraryAndUpload(page: Page, scan: Scan, double: Double) {
  await openSignedIn(page)
  await expect(page).toHaveURL(/\/video$/)
  await expect(page.locator('.video-grid article').first()).toBeVisible()
  await scan('video list')
  await page.getByRole('button', { name: l('Upload', 'アップロード'), exact: true }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: l('Add More People', '登場人物を追加') }).click()
  await dialog.getByRole('textbox').last().blur()
  await dialog.getByRole('checkbox').check()
  await scan('upload step 1 (a person, the trailer instruction, errors shown)')
  await dialog.getByRole('button', { name: l('Remove person 1', '登場人物1を削除') }).click()
  await dialog.getByRole('checkbox').uncheck()
  await dialog.getByRole('button', { name: l('Next', '次へ') }).click()
  await expect(
    dialog.getByRole('button', { name: l('Choose video files', '動画ファイルを選択') }),
  ).toBeVisible()
  await scan('upload step 2')
  // The failure message in red on its tinted background.
  await double.fault({ method: 'POST', path: '/api/videos', status: 500 })
  await dialog.getByTestId('video-file-input').setInputFiles(SAMPLE_MP4)
  await dialog.getByRole('button', { name: l('Upload', 'アップロード'), exact: true }).click()
  await expect(dialog.getByRole('alert')).toBeVisible()
  await scan('upload step 2 after a failure')
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  const failed = page.locator('.video-card.failed').first()
  await failed.getByRole('button', { name: l('Delete', '削除') }).click()
  await expect(page.getByRole('alertdialog')).toBeVisible()
  await scan('delete confirmation')
  await page.keyboard.press('Escape')
  const tags = page.getByRole('combobox', { name: l('Search by tag', 'タグで検索') })
  await tags.fill('zzqxv-no-such-tag')
  await tags.press('Enter')
  await expect(page.locator('.empty-state')).toBeVisible()
  await scan('list: no matching videos')
}

async function detailPages(page: Page, scan: Scan, double: Double) {
  // "Sports Day 2025", opened directly (not through the library, which this area does not scan).
  const video = await seededBigVideo(page.request)
  await openSignedIn(page, `/video-detail/${video.id}`)
  await expect(page.getByRole('tab').first()).toBeVisible()
  await page.getByRole('tab').nth(3).click()
  await expect(page.getByRole('tabpanel').getByRole('listitem').first()).toBeVisible()
  await scan('video detail (scene with a frame sample)')
  await page
    .getByRole('searchbox', { name: l('Find in this video', 'この動画内を検索') })
    .fill('stud')
  const matching = page.getByRole('tab').filter({ has: page.getByText(l('Match', '一致')) })
  await expect(matching.first()).toBeVisible()
  await page.getByRole('slider').focus()
  await scan('find in this video with matches, the timeline focused')
  await page.getByRole('button', { name: l('Export scenes', 'シーンのエクスポート') }).click()
  await page.getByRole('dialog').getByRole('radio').last().check()
  await scan('export scenes dialog (EDL)')
  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: l('Watch full video', '動画全体を見る') }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await scan('player dialog')
  // Described video on: the pressed switch, and the note where the browser has no voice.
  await page
    .getByRole('dialog')
    .getByRole('button', { name: l('Described video', '音声解説'), exact: true })
    .click()
  await scan('player dialog, described video on')
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toBeHidden()
  const make = page.getByRole('button', {
    name: /^(Make Trailer|Make Report|トレーラー作成|レポート作成)$/,
  })
  await make.first().click()
  const instruction = page.getByRole('dialog')
  await instruction.getByRole('textbox').fill('x'.repeat(501))
  await instruction.getByRole('textbox').blur()
  await expect(instruction.getByRole('alert')).toBeVisible()
  await scan('instruction dialog with an error')
  await instruction.getByRole('textbox').fill('Short.')
  for (const path of ['/api/videos/:id/make-trailer', '/api/videos/:id/make-report'])
    await double.fault({ method: 'POST', path, status: 500 })
  await instruction.locator('button[type="submit"]').click()
  await expect(instruction.getByRole('alert')).toBeVisible()
  await scan('instruction dialog after a failed request')
  await double.clearFaults()
  await page.keyboard.press('Escape')
  // The third scene's 2,400 frames, by its link (the app's own navigation, no page load).
  await page.getByRole('tab').nth(2).click()
  await page
    .getByRole('tabpanel')
    .getByRole('link', { name: /^(View frame images|フレーム画像を見る)/ })
    .click()
  await expect(page).toHaveURL(/\/scene\/2\/frames$/)
  await expect(page.getByRole('img').first()).toBeVisible()
  await scan('scene frames')
}

async function searchPages(page: Page, scan: Scan) {
  await openSignedIn(page, '/advanced-search?mode=scenes')
  await expect(page).toHaveURL(/\/advanced-search/)
  await expect(page.getByRole('textbox').first()).toBeVisible()
  await scan('advanced search: scenes')
  // The other tab, in the same page.
  const videosTab = page.getByRole('tab', { name: l('Videos', '動画') })
  await videosTab.click()
  await expect(videosTab).toHaveAttribute('aria-selected', 'true')
  const box = page.getByRole('textbox').first()
  await box.fill('x'.repeat(1025))
  await box.blur()
  await scan('advanced search: videos, text too long')
  await page.goto('/video/similar?description=relay%20race')
  await expect(page.getByRole('article').first()).toBeVisible()
  await scan('similar videos')
  const first = page.getByRole('article').first().getByRole('link').first()
  const href = (await first.getAttribute('href')) ?? ''
  await page.goto('/video/similar?description=relay%20race&mode=scenes')
  await expect(page.getByRole('article').nth(1)).toBeVisible()
  // One scan for both states of a scene card: the first one playing, the others not.
  await page.getByRole('article').first().getByRole('button').first().click()
  await expect(page.getByRole('article').first().locator('video')).toBeVisible()
  await expect(page.getByRole('article').nth(1).locator('video')).toHaveCount(0)
  await scan('similar scenes, one playing and the others not')
  await page.goto('/video/similar?description=zzqxv&searchMethod=sparse')
  await expect(page.locator('.empty-state')).toBeVisible()
  await scan('similar: no matching videos')
  const id = href.split('/').pop()?.split('?')[0] ?? ''
  await page.goto(`/advanced-search/${id}?sceneIndex=0`)
  await expect(page.locator('.search-source')).toBeVisible()
  await scan('advanced search from a scene')
}

/** A profile section, by its link in the section list (the app's own navigation, no page load). */
async function section(page: Page, name: RegExp) {
  await page.getByRole('link', { name }).click()
  await expect(page.getByRole('link', { name })).toHaveAttribute('aria-current', 'page')
}

async function profilePages(page: Page, scan: Scan) {
  await openSignedIn(page, '/profile')
  await expect(page).toHaveURL(/\/profile$/)
  await expect(page.getByLabel(l('Full name', '氏名'))).toBeVisible()
  await page.getByLabel(l('Full name', '氏名')).fill('')
  await page.getByLabel(l('Full name', '氏名')).blur()
  await scan('profile: account with an error')
  await page.getByLabel(l('Full name', '氏名')).fill('Demo User')
  await page.getByRole('button', { name: l('Save', '保存') }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await scan('success popup')
  await page.getByRole('dialog').getByRole('button').last().click()
  await section(page, l('Change Password', 'パスワードの変更'))
  const passwords = page.locator('input[type="password"]')
  await passwords.nth(0).fill('Wrong1234')
  await passwords.nth(1).fill('Fresh5678')
  await passwords.nth(2).fill('Fresh5678')
  await page.getByRole('button', { name: l('Change Password', 'パスワードの変更') }).click()
  await expect(page.getByRole('alertdialog')).toBeVisible()
  await scan('error popup (change password)')
  await page.getByRole('alertdialog').getByRole('button').last().click()
  await section(page, l('Change Email', 'メールアドレスの変更'))
  await page.locator('input[type="email"]').fill('demo.a11y@example.com')
  await page.locator('input[type="password"]').fill(DEMO.password)
  await page.locator('input[type="password"]').fill('Wrong1234')
  await page.getByRole('button', { name: l('Send', '送信') }).click()
  await expect(page.locator('.server-errors')).toBeVisible()
  await scan('change e-mail: step 1 with the server error inline')
  await page.locator('input[type="password"]').fill(DEMO.password)
  await page.getByRole('button', { name: l('Send', '送信') }).click()
  await expect(page.locator('.otp-input input, input[inputmode="numeric"]').first()).toBeVisible()
  await scan('change e-mail: step 2 (code)')
  await section(page, l('Export Profile', 'プロフィールのエクスポート'))
  await expect(
    page.getByRole('button', { name: l('Download profile.csv', 'profile.csv をダウンロード') }),
  ).toBeVisible()
  await scan('export profile')
  await section(page, l('Offline copy', 'オフライン用コピー'))
  await expect(
    page.getByRole('button', { name: l('Ask the browser to keep it', 'ブラウザーに保持を依頼') }),
  ).toBeVisible()
  await scan('offline copy')
  await section(page, l('Delete Account', 'アカウントの削除'))
  await page.getByRole('button', { name: l('Delete Account', 'アカウントの削除') }).click()
  const popup = page.getByRole('alertdialog')
  await popup.getByRole('textbox').fill('someone@example.com')
  await popup.getByRole('textbox').blur()
  await expect(popup.getByText(/match|一致/)).toBeVisible()
  await scan('delete-account popup with an error')
}

// Each language, each scheme and the phone layout are covered; all eight combinations would
// cost CI minutes for little (the phone in Japanese is scanned by the language and screen specs).
const RUNS = [
  { locale: 'en-US', colorScheme: 'light', tag: '' },
  { locale: 'ja-JP', colorScheme: 'dark', tag: '' },
  { locale: 'en-US', colorScheme: 'dark', tag: ' @phone-only' },
] as const

const AREAS = [
  ['public pages and the login popup', publicPages],
  ['library, upload dialog steps and delete confirmation', libraryAndUpload],
  ['detail, player and instruction dialogs, scene frames', detailPages],
  ['AdvancedSearch and SimilarVideo', searchPages],
  ['profile sections and popups', profilePages],
] as const

for (const run of RUNS) {
  test.describe(`axe sweep, ${run.locale}, ${run.colorScheme}`, () => {
    test.use({ locale: run.locale, colorScheme: run.colorScheme })
    for (const [area, visit] of AREAS) {
      test(`${area}${run.tag}`, async ({ page, axe, double }) => {
        await visit(page, scanner(axe), double)
      })
    }
  })
}
