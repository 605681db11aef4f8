import type { Page } from '@playwright/test'
import { expect, openSignedIn, test } from './fixtures'

async function openFrames(page: Page, id: string, sceneIndex: number) {
  await openSignedIn(page, `/video-detail/${id}/scene/${sceneIndex}/frames`)
}

test.describe('scene frames', () => {
  test('the 2,400-frame scene stays windowed from end to end', async ({
    page,
    bigVideo: { id },
    double,
  }) => {
    await openFrames(page, id, 2)
    await expect(page.getByRole('heading', { level: 1, name: 'Frame images' })).toBeVisible()
    await expect(page.getByText('2,400 frames')).toBeVisible()
    const grid = page.getByRole('region', { name: 'All 2,400 frames of scene 3' })
    await expect(grid.getByRole('img', { name: 'Scene 3, frame 1 of 2400' })).toBeVisible()
    // Only frames near the viewport were asked for.
    const framesRequested = async () =>
      (await double.requests()).filter(
        (r) => r.origin === 'assets' && r.path.includes('/scenes/2/frames/'),
      ).length
    expect(await framesRequested()).toBeLessThan(150)

    const { maxNodes, steps } = await page.evaluate(async () => {
      const twoFrames = () =>
        new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
      let maxNodes = document.getElementsByTagName('*').length
      let steps = 0
      while (window.scrollY + window.innerHeight < document.documentElement.scrollHeight - 2) {
        window.scrollBy(0, window.innerHeight * 0.8)
        await twoFrames()
        maxNodes = Math.max(maxNodes, document.getElementsByTagName('*').length)
        steps++
      }
      return { maxNodes, steps }
    })
    test.info().annotations.push({
      type: 'dom-nodes',
      description: `max ${maxNodes} over ${steps} scroll steps`,
    })
    console.log(
      `SceneFrames 2,400 frames: at most ${maxNodes} DOM nodes while scrolling end to end (${steps} steps)`,
    )
    expect(steps).toBeGreaterThan(20)
    expect(maxNodes).toBeLessThan(1500)
    const last = grid.getByRole('img', { name: 'Scene 3, frame 2400 of 2400' })
    await expect(last).toBeInViewport()
    await expect(grid.getByRole('listitem').last()).toHaveAttribute('aria-posinset', '2400')
    await expect(grid.getByRole('img', { name: 'Scene 3, frame 1 of 2400' })).toHaveCount(0)
  })

  test('lists every frame of a small scene; Back returns to the detail it came from @phone', async ({
    page,
    bigVideo: { id },
  }) => {
    await openSignedIn(page, `/video-detail/${id}?sceneIndex=3`)
    await page
      .getByRole('tabpanel', { name: /Scene 4/ })
      .getByRole('link', { name: /View frame images/ })
      .click()
    await expect(page).toHaveURL(new RegExp(`/video-detail/${id}/scene/3/frames$`))
    const grid = page.getByRole('region', { name: 'All 12 frames of scene 4' })
    await expect(grid.getByRole('listitem')).toHaveCount(12)
    await page.getByRole('button', { name: 'Back' }).click()
    await expect(page).toHaveURL(new RegExp(`/video-detail/${id}\\?sceneIndex=3$`))
    await page.goForward() // Back was a history step
    await expect(page).toHaveURL(/\/frames$/)
  })

  test('opened directly, Back opens the detail at that scene; a missing scene opens the detail', async ({
    page,
    bigVideo: { id },
  }) => {
    await openFrames(page, id, 3)
    await page.getByRole('button', { name: 'Back' }).click()
    await expect(page).toHaveURL(new RegExp(`/video-detail/${id}\\?sceneIndex=3$`))
    await expect(page.getByRole('tab', { selected: true })).toHaveText(/^Scene 4/)
    await page.goto(`/video-detail/${id}/scene/42/frames`)
    await expect(page).toHaveURL(new RegExp(`/video-detail/${id}$`))
  })

  test('a scene without frames says so, and the page passes axe', async ({
    page,
    bigVideo: { id },
    axe,
  }) => {
    await openFrames(page, id, 1)
    await expect(page.getByText('This scene has no frame images.')).toBeVisible()
    await page.goto(`/video-detail/${id}/scene/3/frames`)
    await expect(page.getByRole('img', { name: 'Scene 4, frame 1 of 12' })).toBeVisible()
    await axe()
  })
})
