import type { Page } from '@playwright/test'
import { formatDuration, parseSceneTime } from '@/lib/dates'
import { expect, openSignedIn, test } from './fixtures'
import { uploadMomentsVideo } from './moments-helpers'
import { urls } from './ports'
import { SAMPLE_MP4 } from './upload-helpers'

/**
 * The full video knows its scenes (docs/decisions.md "Moments"): `t=` opens it at that second,
 * Watch starts at the selected scene, a chapters track has one cue per scene, the list of scenes
 * follows playback and jumps, and a link to the moment goes to the clipboard. The video is one
 * uploaded here, whose scenes fit its 48 seconds.
 */

const player = (page: Page) =>
  page.getByRole('dialog', { name: 'Full video' }).getByLabel('Full video', { exact: true })
const currentTime = (page: Page) =>
  player(page).evaluate((video: HTMLVideoElement) => video.currentTime)

test.describe('the full video', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] })

  test('t=40 opens it at 40 s with one chapter cue per scene; the scenes follow and jump; a moment is copied', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000)
    const video = await uploadMomentsVideo(request)
    const scenes = video.output_data!.scenes
    expect(scenes.length).toBeGreaterThan(1)
    const starts = scenes.map((scene) => parseSceneTime(scene.start_time)!)
    const at40 = scenes.filter((_, i) => starts[i]! <= 40).at(-1)!

    await openSignedIn(page, `/video-detail/${video.id}?t=40`)
    const dialog = page.getByRole('dialog', { name: 'Full video' })
    await expect(dialog).toBeVisible()
    await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThanOrEqual(40)

    await test.step('a chapters track with one cue per scene, titled from the descriptions', async () => {
      const cues = () =>
        player(page).evaluate((element: HTMLVideoElement) => {
          const track = [...element.textTracks].find((t) => t.kind === 'chapters')
          return track?.cues ? [...track.cues].map((cue) => (cue as VTTCue).text) : null
        })
      await expect.poll(cues).toHaveLength(scenes.length)
      const titles = (await cues()) ?? []
      for (const [i, title] of titles.entries())
        expect(scenes[i]!.description.startsWith(title.replace(/…$/, ''))).toBe(true)
    })

    const list = dialog.getByRole('list', { name: 'Scenes' })
    await test.step('the scene playing is marked; a jump moves playback and the mark', async () => {
      await expect(list.locator('[aria-current="true"]')).toContainText(`Scene ${at40.index + 1}`)
      const second = list.getByRole('button', { name: /^Scene 2\b/ })
      await second.click()
      await expect.poll(() => currentTime(page)).toBeGreaterThanOrEqual(starts[1]!)
      await expect(second).toHaveAttribute('aria-current', 'true')
    })

    await test.step('the link to this moment goes to the clipboard, and says so', async () => {
      await player(page).evaluate((element: HTMLVideoElement) => element.pause())
      const second = Math.floor(await currentTime(page))
      await dialog.getByRole('button', { name: 'Copy link to this moment' }).click()
      const clock = `00:00:${String(second).padStart(2, '0')}`
      await expect(dialog.getByRole('status').filter({ hasText: 'copied' })).toHaveText(
        `Link to ${clock} copied.`,
      )
      const copied = await page.evaluate(() => navigator.clipboard.readText())
      expect(new URL(copied).pathname).toBe(`/video-detail/${video.id}`)
      expect(new URL(copied).searchParams.get('t')).toBe(String(second))
    })

    await test.step('closing leaves the page at the scene that was playing, t gone', async () => {
      await dialog.getByRole('button', { name: 'Close' }).click()
      await expect(dialog).toBeHidden()
      await expect(page).toHaveURL(/sceneIndex=1$/)
      await expect(page.getByRole('tab', { selected: true })).toHaveAccessibleName(/^Scene 2\b/)
    })

    await test.step('Watch full video starts at the selected scene', async () => {
      await page.getByRole('tab', { name: /^Scene 3\b/ }).click()
      const watch = page.getByRole('button', { name: 'Watch full video' })
      await expect(watch).toHaveAccessibleDescription(/^From scene 3, at 00:00:\d\d$/)
      await watch.click()
      await expect.poll(() => currentTime(page)).toBeGreaterThanOrEqual(starts[2]!)
      await expect(list.locator('[aria-current="true"]')).toContainText('Scene 3')
    })
  })

  test('the chapters and the scene list still show for a file shorter than its record; scenes past it say so', async ({
    page,
    bigVideo,
  }) => {
    // The double's full videos are as long as their records: a 6-second file stands in here.
    await page.route(`**/assets/data/input/${bigVideo.id}/**`, (route) =>
      route.fulfill({ path: SAMPLE_MP4, contentType: 'video/mp4' }),
    )
    await openSignedIn(page, `/video-detail/${bigVideo.id}`)
    await page.getByRole('button', { name: 'Watch full video' }).click()
    const dialog = page.getByRole('dialog', { name: 'Full video' })
    const list = dialog.getByRole('list', { name: 'Scenes' })
    await expect(list.getByRole('listitem')).toHaveCount(6)
    // The file lasts seconds; the scenes after it cannot be played and say why.
    await expect(list.getByText('It starts after the end of this file.').first()).toBeVisible()
    await expect(list.getByRole('button', { name: /^Scene 6\b/ })).toBeDisabled()
    await expect(list.getByRole('button', { name: /^Scene 1\b/ })).toBeEnabled()
  })
})

/**
 * A file shorter than its record (docs/decisions.md "Moments", a file shorter than its scenes):
 * the player says so, and its time, which cannot reach the selected scene, does not move the
 * selection. The short file is made here: the video's full file is answered with a 6-second
 * clip (tests/e2e/media/sample.mp4), whatever the double serves.
 */
const shortFile = [
  {
    locale: 'en-US',
    watch: 'Watch full video',
    dialog: 'Full video',
    close: 'Close',
    scene: (n: number) => new RegExp(`^Scene ${n}\\b`),
    says: (record: string) =>
      `This file is 00:00:06 long; the video's record says ${record}. Scenes after 00:00:06 cannot be played.`,
  },
  {
    locale: 'ja-JP',
    watch: '動画全体を見る',
    dialog: '動画全体',
    close: '閉じる',
    scene: (n: number) => new RegExp(`^シーン ?${n}(?!\\d)`),
    says: (record: string) =>
      `このファイルの長さは00:00:06ですが、動画の記録では${record}となっています。00:00:06より後のシーンは再生できません。`,
  },
] as const

for (const lang of shortFile) {
  test.describe(`a file shorter than its record (${lang.locale})`, () => {
    test.use({ locale: lang.locale })

    test('the player says so, and closing it keeps the selected scene @phone', async ({
      page,
      bigVideo,
    }) => {
      const scenes = bigVideo.output_data.scenes
      expect(parseSceneTime(scenes[2]!.start_time)).toBeGreaterThan(6)
      await page.route(`${urls.assets}/assets/data/input/${bigVideo.id}/**`, (route) =>
        route.fulfill({ path: SAMPLE_MP4, contentType: 'video/mp4' }),
      )
      await openSignedIn(page, `/video-detail/${bigVideo.id}?sceneIndex=2`)
      await expect(page.getByRole('tab', { selected: true })).toHaveAccessibleName(lang.scene(3))

      await page.getByRole('button', { name: lang.watch }).click()
      const dialog = page.getByRole('dialog', { name: lang.dialog })
      const record = formatDuration(bigVideo.video_length)
      await expect(dialog.getByText(lang.says(record))).toBeVisible()

      // The file cannot go to scene 3: it plays what it has, from the start.
      const video = dialog.locator('video')
      await video.evaluate(async (element: HTMLVideoElement) => {
        element.currentTime = 1
        await new Promise((resolve) => element.addEventListener('seeked', resolve, { once: true }))
      })
      await expect(dialog.getByRole('list').locator('[aria-current="true"]')).toHaveAccessibleName(
        lang.scene(3),
      )
      await dialog.getByRole('button', { name: lang.close }).click()
      await expect(dialog).toBeHidden()
      await expect(page).toHaveURL(/sceneIndex=2$/)
      await expect(page.getByRole('tab', { selected: true })).toHaveAccessibleName(lang.scene(3))

      // A scene chosen in the player is where the page goes on closing.
      await page.getByRole('button', { name: lang.watch }).click()
      await dialog
        .getByRole('list')
        .getByRole('button', { name: lang.scene(1) })
        .click()
      await dialog.getByRole('button', { name: lang.close }).click()
      await expect(page).toHaveURL(/sceneIndex=0$/)
      await expect(page.getByRole('tab', { selected: true })).toHaveAccessibleName(lang.scene(1))
    })
  })
}
