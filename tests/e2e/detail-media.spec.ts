import type { Locator, Page } from '@playwright/test'
import { expect, signIn, test } from './fixtures'

/**
 * Detail media (docs/decisions.md#screens, "Frames open larger"): the scene player's poster and
 * its Play (the controls come with it), the frame viewer (buttons, arrow keys, swipe, Esc, focus
 * back on the frame) on the detail and frames pages, and a scene strip that shows it scrolls.
 */

async function openAt(page: Page, path: string) {
  await signIn(page)
  await expect(page).toHaveURL(/\/video$/)
  await page.goto(path)
}

/** Drags across the viewer's picture, as a finger would. */
async function swipe(page: Page, dx: number) {
  const box = await page.locator('.frame-viewer-picture').boundingBox()
  if (!box) throw new Error('no picture to swipe')
  const y = box.y + box.height / 2
  const x = box.x + box.width / 2 - dx / 2
  await page.mouse.move(x, y)
  await page.mouse.down()
  await page.mouse.move(x + dx, y, { steps: 5 })
  await page.mouse.up()
}

/** The viewer open on scene 4's frame `n` (of its 12). */
async function expectFrame(page: Page, n: number) {
  await expect(page.getByRole('dialog', { name: `Scene 4, frame ${n} of 12` })).toBeVisible()
}

/** The viewer gone, and focus back on the frame that opened it. */
async function expectClosedTo(page: Page, opener: Locator) {
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(opener).toBeFocused()
}

test.describe('detail media', () => {
  test('@phone the scene player shows the scene thumbnail as its poster', async ({
    page,
    bigVideo: { id },
  }) => {
    await openAt(page, `/video-detail/${id}?sceneIndex=2`)
    const player = page.getByRole('tabpanel', { name: /Scene 3/ }).locator('video')
    await expect(player).toHaveAttribute('poster', /\/scenes\/2\/thumbnail\.jpg$/)
    const poster = (await player.getAttribute('poster')) ?? ''
    // The poster is an image the page may load (CSP, CORS), not a broken link.
    const width = await page.evaluate(
      (url) =>
        new Promise<number>((resolve) => {
          const image = new Image()
          image.onload = () => resolve(image.naturalWidth)
          image.onerror = () => resolve(0)
          image.src = url
        }),
      poster,
    )
    expect(width).toBeGreaterThan(0)
    // And the box behind it is not black while the poster loads.
    const background = await player.evaluate((element) => getComputedStyle(element).backgroundColor)
    expect(background).not.toBe('rgb(0, 0, 0)')
  })

  test('@phone the scene player gets its controls with Play, which plays and focuses it', async ({
    page,
    bigVideo: { id },
  }) => {
    await openAt(page, `/video-detail/${id}?sceneIndex=2`)
    const panel = page.getByRole('tabpanel', { name: /Scene 3/ })
    const player = panel.locator('video')
    await expect(player).not.toHaveAttribute('controls')
    const play = panel.getByRole('button', { name: 'Play scene 3' })
    // Muted, so that a browser without a sound device plays it too.
    await player.evaluate((video: HTMLVideoElement) => {
      video.muted = true
    })
    await play.click()
    await expect(play).toHaveCount(0)
    await expect(player).toHaveAttribute('controls', '')
    await expect(player).toBeFocused()
    await expect.poll(() => player.evaluate((video: HTMLVideoElement) => video.paused)).toBe(false)
  })

  test('@phone frames open larger: arrow keys, buttons, Esc, focus back on the frame', async ({
    page,
    bigVideo: { id },
  }) => {
    await openAt(page, `/video-detail/${id}?sceneIndex=3`)
    const panel = page.getByRole('tabpanel', { name: /Scene 4/ })
    // Scene 4 shows a sample of 6 of its 12 frames; the viewer walks through all 12.
    const opener = panel.getByRole('button', { name: 'Enlarge frame 1 of 12' })
    await opener.focus()
    await page.keyboard.press('Enter')
    const viewer = page.getByRole('dialog', { name: 'Scene 4, frame 1 of 12' })
    await expect(viewer).toBeVisible()
    await expect(viewer.getByRole('img', { name: 'Scene 4, frame 1 of 12' })).toBeVisible()
    await expect(viewer.getByRole('button', { name: 'Previous frame' })).toBeDisabled()
    await page.keyboard.press('ArrowRight')
    await expectFrame(page, 2)
    await page.keyboard.press('ArrowLeft')
    await expectFrame(page, 1)
    for (let step = 0; step < 11; step++) await page.keyboard.press('ArrowRight')
    const last = page.getByRole('dialog', { name: 'Scene 4, frame 12 of 12' })
    await expect(last).toBeVisible()
    await expect(last.getByRole('button', { name: 'Next frame' })).toBeDisabled()
    await page.keyboard.press('ArrowRight')
    await expect(last).toBeVisible()
    await last.getByRole('button', { name: 'Previous frame' }).click()
    await expectFrame(page, 11)
    await page.keyboard.press('Escape')
    await expectClosedTo(page, opener)
  })

  test('@phone on the frames page: swipe and the buttons step, Close returns to the frame', async ({
    page,
    bigVideo: { id },
  }) => {
    await openAt(page, `/video-detail/${id}/scene/3/frames`)
    const opener = page.getByRole('button', { name: 'Enlarge frame 3 of 12' })
    await opener.click()
    await expectFrame(page, 3)
    await page.getByRole('button', { name: 'Next frame' }).click()
    await expectFrame(page, 4)
    await swipe(page, -120)
    await expectFrame(page, 5)
    await swipe(page, 120)
    await expectFrame(page, 4)
    // A short drag is not a swipe.
    await swipe(page, -10)
    await expectFrame(page, 4)
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click()
    await expectClosedTo(page, opener)
  })

  test('the scene strip shows that it scrolls: edge fades and arrow buttons', async ({
    page,
    bigVideo: { id },
  }) => {
    await page.setViewportSize({ width: 1024, height: 800 })
    await openAt(page, `/video-detail/${id}`)
    const frame = page.locator('.scene-strip-frame')
    const strip = page.getByRole('tablist', { name: 'Scenes' })
    await expect(strip.getByRole('tab')).toHaveCount(6)
    await expect(frame).toHaveAttribute('data-more-after', 'true')
    await expect(frame).not.toHaveAttribute('data-more-before', /.*/)
    const before = frame.locator('.scene-strip-arrow.before')
    const after = frame.locator('.scene-strip-arrow.after')
    await expect(before).toBeHidden()
    await expect(after).toBeVisible()
    await after.click()
    await expect.poll(() => strip.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0)
    await expect(frame).toHaveAttribute('data-more-before', 'true')
    await expect(before).toBeVisible()
    // To the end: the last scene in view, no more after it.
    await strip.evaluate((element) => element.scrollTo({ left: element.scrollWidth }))
    await expect(frame).not.toHaveAttribute('data-more-after', /.*/)
    await expect(after).toBeHidden()
    // The arrows are for a mouse: out of the tab order and hidden from assistive technology.
    await expect(after).toHaveAttribute('tabindex', '-1')
    await expect(after).toHaveAttribute('aria-hidden', 'true')
  })
})
