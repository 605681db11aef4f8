import type { APIRequestContext } from '@playwright/test'
import { demoApi, demoLibrary, type VideoDetail } from './demo-api'
import { expect, openSignedIn, test } from './fixtures'
import { description, expectSearchCall, topK } from './search-helpers'

/** AdvancedSearch opened from a video or one of its scenes (docs/product.md §2, AdvancedSearch). */

/**
 * A completed video of the demo team with at least `minScenes` scenes and a plain ASCII title
 * (so the tests can name it in a locator), with its scenes.
 */
async function completedVideo(request: APIRequestContext, minScenes = 3): Promise<VideoDetail> {
  for (const item of await demoLibrary(request)) {
    if (item.status !== 'completed') continue
    const video: VideoDetail = await demoApi(request, `/api/videos/${item.id}`)
    if (video.output_data.scenes.length >= minScenes && /^[\x20-\x7e]+$/.test(video.title))
      return video
  }
  throw new Error('no completed video in the seed')
}

test.describe('advanced search from a video', () => {
  test('from a detail page: the summary, read-only, and the source left out', async ({
    page,
    double,
    request,
    axe,
  }) => {
    const video = await completedVideo(request)
    await openSignedIn(page, `/advanced-search/${video.id}`)
    await expect(description(page)).toHaveValue(video.summary)
    await expect(description(page)).toHaveAttribute('readonly', '')
    await expect(page.getByRole('tab')).toHaveCount(0)
    await expect(page.getByText('The source video is excluded from the results.')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Back to the video' })).toHaveAttribute(
      'href',
      `/video-detail/${video.id}`,
    )
    await axe()
    await double.clearRequests()
    await page.getByRole('button', { name: 'Search Similar Videos' }).click()
    await expect(page).toHaveURL(new RegExp(`/video/similar/${video.id}\\?`))
    const list = page.getByRole('list', { name: 'Similar videos' })
    await expect(list.getByRole('article').first()).toBeVisible()
    await expectSearchCall(double, 'videos', {
      video: 'true',
      video_id: video.id,
      description: video.summary,
    })
    // The source itself, the best match of its own summary, is absent.
    await expect(list.getByRole('link', { name: video.title, exact: true })).toHaveCount(0)
    await expect(list.getByRole('article')).toHaveCount(10)
  })

  test('from a scene: its description, scene mode, scope and the back link', async ({
    page,
    double,
    request,
  }) => {
    const video = await completedVideo(request)
    const scene = video.output_data.scenes[1]
    if (!scene) throw new Error('seed scene missing')
    await openSignedIn(page, `/advanced-search/${video.id}?sceneIndex=1`)
    await expect(description(page)).toHaveValue(scene.description)
    await expect(page.getByText('The source scene is excluded from the results.')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Back to the video' })).toHaveAttribute(
      'href',
      `/video-detail/${video.id}?sceneIndex=1`,
    )
    await page.getByLabel('Search scenes from').selectOption({ label: 'This Video' })
    await topK(page).fill('50')
    await double.clearRequests()
    await page.getByRole('button', { name: 'Search Similar Scenes' }).click()
    const list = page.getByRole('list', { name: 'Similar scenes' })
    await expect(list.getByRole('article').first()).toBeVisible()
    await expectSearchCall(double, 'scenes', {
      video: 'true',
      video_id: video.id,
      scene_index: '1',
      search_scope: 'current',
      k_value: '50',
    })
    // Only this video's other scenes: every card is from it, and scene #2 is not among them.
    await expect(list.getByRole('article')).toHaveCount(video.output_data.scenes.length - 1)
    await expect(list.getByText(`Scene #2 from ${video.title}`, { exact: true })).toHaveCount(0)
    await expect(page.getByRole('list', { name: 'Search settings' })).toContainText('This Video')
  })

  test('if the video cannot be loaded the generic form shows', async ({
    page,
    double,
    request,
  }) => {
    const video = await completedVideo(request)
    await double.fault({ method: 'GET', path: `/api/videos/${video.id}`, status: 500, times: 5 })
    await openSignedIn(page, `/advanced-search/${video.id}?sceneIndex=1&description=harbour`)
    await expect(page.getByText('The video could not be loaded')).toBeVisible()
    await expect(page.getByRole('tab', { name: 'Scenes' })).toHaveAttribute('aria-selected', 'true')
    await expect(description(page)).toHaveValue('harbour')
    await expect(description(page)).not.toHaveAttribute('readonly', '')
    await page.getByRole('button', { name: 'Search Relevant Scenes' }).click()
    await expect(page).toHaveURL(/\/video\/similar\?/)
  })
})
