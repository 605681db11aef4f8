import type { Page } from '@playwright/test'
import { expect, signIn, test } from './fixtures'

/**
 * Japanese reads like Japanese (docs/decisions.md#screens, "Japanese typography"): on every screen,
 * at every width from a small phone to a wide desktop, no text container's content is wider than
 * its box, and the page never scrolls sideways. The desktop project walks the widths on one page
 * load (the layout follows the viewport); the phone project checks its own device.
 */
test.use({ locale: 'ja-JP' })
test.describe.configure({ timeout: 120_000 })

const WIDTHS = [360, 480, 768, 1024, 1280, 1440]

/** Text containers whose content overflows them, described for the failure message. */
function overflowing(page: Page) {
  return page.evaluate(() => {
    const found: string[] = []
    const root = document.documentElement
    if (root.scrollWidth > root.clientWidth + 1)
      found.push(`the page scrolls sideways (${root.scrollWidth} > ${root.clientWidth} px)`)
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      const ownText = [...element.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
      )
      if (!ownText || element.getClientRects().length === 0) continue
      const style = getComputedStyle(element)
      // Inline boxes have no width of their own (their block is checked); scroll containers
      // scroll on purpose; an ellipsis clips on purpose; 1-pixel boxes are visually hidden.
      if (style.display === 'inline' || style.display === 'contents') continue
      if (['auto', 'scroll'].includes(style.overflowX) || style.textOverflow === 'ellipsis')
        continue
      if (element.clientWidth <= 1 || element.closest('[aria-hidden="true"], svg')) continue
      if (['absolute', 'fixed'].includes(style.position)) continue
      const name = `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} "${element.textContent?.trim().slice(0, 40)}"`
      if (element.scrollWidth > element.clientWidth + 1)
        found.push(`${name}: ${element.scrollWidth} > ${element.clientWidth} px`)
      // A box that will not shrink (a flex item, white-space: nowrap) sticks out of the boxes
      // around it instead: compare with each of them up to the nearest one that scrolls or
      // clips (a scroller such as the scene strip holds more than it shows on purpose).
      const box = element.getBoundingClientRect()
      for (let outer = element.parentElement; outer && outer !== document.body; ) {
        const outerStyle = getComputedStyle(outer)
        if (outerStyle.overflowX !== 'visible') break
        const around = outer.getBoundingClientRect()
        if (box.right > around.right + 1 || box.left < around.left - 1) {
          found.push(`${name} sticks out of ${outer.tagName.toLowerCase()}.${outer.className}`)
          break
        }
        if (outerStyle.position === 'fixed') break
        outer = outer.parentElement
      }
    }
    return found
  })
}

/** At every width (desktop) or the device's own (phone), nothing overflows. */
async function expectNoOverflow(page: Page, screen: string) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
  const phone = test.info().project.name === 'phone'
  const size = page.viewportSize()
  for (const width of phone ? [size?.width ?? 0] : WIDTHS) {
    if (!phone) await page.setViewportSize({ width, height: size?.height ?? 800 })
    await expect.poll(() => overflowing(page), { message: `${screen} at ${width} px` }).toEqual([])
  }
  if (size) await page.setViewportSize(size)
}

test.describe('Japanese typography', () => {
  test('public pages: nothing overflows its column @phone', async ({ page }) => {
    for (const [path, screen] of [
      ['/', 'home'],
      ['/privacy-policy', 'privacy policy'],
      ['/login', 'login'],
      ['/forgot-password', 'forgot password'],
    ] as const) {
      await page.goto(path)
      await expectNoOverflow(page, screen)
    }
  })

  test('library, detail and frames: nothing overflows its column @phone', async ({
    page,
    bigVideo: { id },
  }) => {
    await signIn(page)
    await expectNoOverflow(page, 'videos')
    await page.goto(`/video-detail/${id}?sceneIndex=3`)
    await expect(page.getByRole('tabpanel')).toBeVisible()
    await expectNoOverflow(page, 'video detail')
    await page.goto(`/video-detail/${id}/scene/3/frames`)
    await expectNoOverflow(page, 'frame images')
  })

  test('search, results and profile: nothing overflows its column @phone', async ({
    page,
    bigVideo: { id },
  }) => {
    await signIn(page)
    await page.goto('/advanced-search')
    await expectNoOverflow(page, 'advanced search')
    await page.goto(`/advanced-search/${id}?sceneIndex=0`)
    await expect(page.getByRole('textbox').first()).not.toBeEmpty()
    await expectNoOverflow(page, 'advanced search from a scene')
    await page.goto('/video/similar?mode=scenes&description=relay')
    await expect(page.getByRole('list', { name: '類似シーン' })).toBeVisible()
    await expectNoOverflow(page, 'scene results')
    await page.goto('/video/similar?description=relay')
    await expect(page.getByRole('list', { name: '類似動画' })).toBeVisible()
    await expectNoOverflow(page, 'video results')
    for (const type of [
      'ACCOUNT',
      'CHANGE_EMAIL',
      'CHANGE_PASSWORD',
      'EXPORT_PROFILE',
      'OFFLINE',
      'DELETE_ACCOUNT',
    ]) {
      await page.goto(`/profile?type=${type}`)
      await expectNoOverflow(page, `profile ${type}`)
    }
    // Every section is in sight at every width: no row that hides some of them sideways.
    const sections = page.getByRole('navigation', { name: 'プロフィールの項目' }).getByRole('link')
    await expect(sections).toHaveCount(6)
    const phone = test.info().project.name === 'phone'
    for (const width of phone ? [page.viewportSize()?.width ?? 0] : WIDTHS) {
      if (!phone) await page.setViewportSize({ width, height: 800 })
      for (const link of await sections.all())
        await expect(link, `at ${width} px`).toBeInViewport({ ratio: 1 })
    }
  })

  test('each sidebar entry stays on one line at 1280 px', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await signIn(page)
    const nav = page.getByRole('navigation', { name: 'メイン' })
    const labels = nav.locator('.nav-label')
    await expect(labels).toHaveCount(5)
    for (const label of await labels.all()) {
      // The text's line boxes: one rectangle per line (per distinct top) it spans.
      const lines = await label.evaluate((element) => {
        const range = document.createRange()
        range.selectNodeContents(element)
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size
      })
      expect(lines, `"${await label.textContent()}" on one line`).toBe(1)
    }
    await expect(nav.getByRole('link', { name: 'プライバシーポリシー' })).toBeVisible()
  })
})
