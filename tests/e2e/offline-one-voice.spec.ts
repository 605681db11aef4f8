import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { demoLibrary } from './demo-api'
import { expect, openSignedIn, test } from './fixtures'
import { OFFLINE_NOTICE, readPersisted } from './offline-helpers'

/**
 * One voice offline (docs/decisions.md, "One voice offline"): every control that needs the
 * server is unavailable the same way (focusable, `aria-disabled`, described by the screen's one
 * notice), the trailer and the report included; the notice sits in the page's flow, covers no
 * control and can be closed; a logout offline asks first, and Cancel keeps the saved copy.
 */

const languages = [
  {
    locale: 'en-US',
    notice: OFFLINE_NOTICE.en,
    trailer: 'Watch Trailer Video',
    report: /^Open Report/,
    fullVideo: 'Watch full video',
    deleteVideo: 'Delete',
    closeNotice: 'Close the offline notice',
    logout: 'Logout',
    ask: 'Log out while offline?',
    savedCopy: 'Logging out removes the saved copy of your pages from this device.',
    signInAgain: 'Logging in again needs a connection.',
    cancel: 'Cancel',
  },
  {
    locale: 'ja-JP',
    notice: OFFLINE_NOTICE.ja,
    trailer: 'トレーラーを見る',
    report: /^レポートを開く/,
    fullVideo: '動画全体を見る',
    deleteVideo: '削除',
    closeNotice: 'オフラインのお知らせを閉じる',
    logout: 'ログアウト',
    ask: 'オフラインのままログアウトしますか？',
    savedCopy: 'ログアウトすると、この端末に保存したページのコピーが削除されます。',
    signInAgain: 'もう一度ログインするには、ネットワーク接続が必要です。',
    cancel: 'キャンセル',
  },
] as const

/** A finished demo video with both a trailer and a report. */
async function videoWithTrailerAndReport(request: APIRequestContext) {
  const video = (await demoLibrary(request)).find(
    (v) => v.status === 'completed' && v.trailer_path && v.report_path,
  )
  if (!video) throw new Error('no finished demo video has both a trailer and a report')
  return video
}

/** The boxes of every visible control outside the notice that the notice's box overlaps. */
function controlsUnder(notice: Locator) {
  return notice.evaluate((box) => {
    const area = box.getBoundingClientRect()
    const controls = document.querySelectorAll<HTMLElement>(
      'button, a, input, select, textarea, [tabindex]:not([tabindex="-1"])',
    )
    return [...controls]
      .filter((control) => !box.contains(control) && control.checkVisibility())
      .filter((control) => {
        const r = control.getBoundingClientRect()
        const overlapX = Math.min(r.right, area.right) - Math.max(r.left, area.left)
        const overlapY = Math.min(r.bottom, area.bottom) - Math.max(r.top, area.top)
        return r.width > 0 && r.height > 0 && overlapX > 0 && overlapY > 0
      })
      .map((control) => control.outerHTML.slice(0, 80))
  })
}

for (const lang of languages) {
  test.describe(lang.locale, () => {
    test.use({ locale: lang.locale })

    test('offline the trailer, the report and the full video are unavailable alike, pointing to one notice that covers nothing and can be closed @phone', async ({
      page,
      context,
      request,
    }) => {
      const video = await videoWithTrailerAndReport(request)
      await openSignedIn(page, `/video-detail/${video.id}`)
      const controls = [
        page.getByRole('button', { name: lang.trailer }),
        page.getByRole('link', { name: lang.report }),
        page.getByRole('button', { name: lang.fullVideo }),
      ]
      for (const control of controls) await expect(control).toBeEnabled()
      const popups: Page[] = []
      context.on('page', (opened) => popups.push(opened))

      await context.setOffline(true)
      const notice = page.getByRole('status').filter({ hasText: lang.notice })
      await expect(notice).toBeVisible()
      // One notice on the screen, in the page's flow.
      await expect(page.getByText(lang.notice)).toHaveCount(1)
      const noticeBox = page.locator('.offline-notice')
      expect(await noticeBox.evaluate((box) => getComputedStyle(box).position)).toBe('static')
      expect(await controlsUnder(noticeBox)).toEqual([])

      await test.step('each control is unavailable the same way and points to the notice', async () => {
        const pointedTo = new Set<string | null>()
        for (const control of controls) {
          await expect(control).toBeDisabled()
          await expect(control).toHaveAttribute('aria-disabled', 'true')
          await expect(control).toHaveAccessibleDescription(lang.notice)
          pointedTo.add(await control.getAttribute('aria-describedby'))
          // Reachable by keyboard, to be told why.
          await control.focus()
          await expect(control).toBeFocused()
        }
        expect(pointedTo.size).toBe(1)
        // Nothing opens: no player, no report tab (the link has no address to follow).
        for (const control of controls) await control.click({ force: true })
        await expect(page.getByRole('dialog')).toHaveCount(0)
        await expect(controls[1]!).not.toHaveAttribute('href')
        expect(popups).toEqual([])
      })

      await test.step('closed, the notice goes but still describes the controls', async () => {
        await page.getByRole('button', { name: lang.closeNotice }).click()
        await expect(page.getByText(lang.notice)).toBeHidden()
        for (const control of controls)
          await expect(control).toHaveAccessibleDescription(lang.notice)
        // A press on an unavailable control says it again.
        await controls[0]!.click({ force: true })
        await expect(notice).toBeVisible()
        await page.getByRole('button', { name: lang.closeNotice }).click()
        await expect(page.getByText(lang.notice)).toBeHidden()
      })

      await test.step('it stays closed until the network is back, then says it anew', async () => {
        await context.setOffline(false)
        for (const control of controls) await expect(control).toBeEnabled()
        await context.setOffline(true)
        await expect(notice).toBeVisible()
        for (const control of controls) await expect(control).toBeDisabled()
      })
    })

    test("offline a library card's Delete is unavailable the same way and asks nothing @phone", async ({
      page,
      context,
    }) => {
      await openSignedIn(page, '/video')
      const remove = page.getByRole('button', { name: lang.deleteVideo, exact: true }).first()
      await expect(remove).toBeEnabled()
      await context.setOffline(true)
      await expect(page.getByRole('status').filter({ hasText: lang.notice })).toBeVisible()
      await expect(remove).toHaveAttribute('aria-disabled', 'true')
      await expect(remove).toHaveAccessibleDescription(lang.notice)
      await remove.focus()
      await expect(remove).toBeFocused()
      await remove.click({ force: true })
      await expect(page.getByRole('alertdialog')).toHaveCount(0)
      await context.setOffline(false)
      await expect(remove).not.toHaveAttribute('aria-disabled')
    })

    test('a logout offline asks first, saying what goes; Cancel keeps the saved copy', async ({
      page,
      context,
      request,
    }) => {
      const video = await videoWithTrailerAndReport(request)
      await openSignedIn(page, `/video-detail/${video.id}`)
      await expect(page.getByRole('button', { name: lang.fullVideo })).toBeVisible()
      // The detail page is saved on the device as it arrives.
      await expect.poll(async () => (await readPersisted(page)).hashes.length).toBeGreaterThan(1)
      const saved = await readPersisted(page)

      await context.setOffline(true)
      const logout = page.getByRole('button', { name: lang.logout, exact: true })
      await logout.click()
      const ask = page.getByRole('alertdialog', { name: lang.ask })
      await expect(ask).toContainText(lang.savedCopy)
      await expect(ask).toContainText(lang.signInAgain)
      // Focus starts on Cancel: Enter never logs out by accident.
      await expect(ask.getByRole('button', { name: lang.cancel })).toBeFocused()
      await ask.getByRole('button', { name: lang.cancel }).click()
      await expect(ask).toBeHidden()

      await expect(page).toHaveURL(new RegExp(`/video-detail/${video.id}$`))
      await expect(page.getByRole('button', { name: lang.fullVideo })).toBeVisible()
      const kept = await readPersisted(page)
      expect(kept.owner).toBe(saved.owner)
      expect(kept.hashes).toEqual(expect.arrayContaining(saved.hashes))

      // Online, nothing to lose: no question.
      await context.setOffline(false)
      await logout.click()
      await expect(page).toHaveURL(/\/login/)
      await expect(page.getByRole('alertdialog')).toHaveCount(0)
    })
  })
}
