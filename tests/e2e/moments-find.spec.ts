import type { Page } from '@playwright/test'
import { demoVideo } from './demo-api'
import { expect, openSignedIn, test } from './fixtures'
import { persisted, serviceWorkerReady } from './offline-helpers'

/**
 * Find in this video (docs/decisions.md "Moments"): typing marks the matching scenes in the
 * strip and on the timeline with a count, Enter and Shift+Enter step through the matches, Esc
 * clears, the text lives in the address, and all of it works offline on a saved page.
 */

/** Scenes whose description has a word starting with `prefix` (what "stud" should find). */
const withPrefix = (scenes: { index: number; description: string }[], prefix: string) =>
  scenes.filter((scene) => new RegExp(`\\b${prefix}`, 'i').test(scene.description))

const findBox = (page: Page, name: RegExp = /^Find in this video$/) =>
  page.getByRole('searchbox', { name })
const matchTabs = (page: Page, match = 'Match') =>
  page.getByRole('tab').filter({ has: page.getByText(match, { exact: true }) })

test.describe('find in this video', () => {
  test('marks matching scenes with a count; Enter steps, Esc clears, the address keeps it', async ({
    page,
    bigVideo: video,
  }) => {
    const scenes = video.output_data.scenes
    const expected = withPrefix(scenes, 'stud')
    expect(expected.length).toBeGreaterThan(1)
    expect(expected.length).toBeLessThan(scenes.length)
    await openSignedIn(page, `/video-detail/${video.id}`)

    await findBox(page).fill('stud')
    const count = page.getByRole('status').filter({ hasText: /of \d+ scenes$/ })
    await expect(count).toHaveText(`${expected.length} of ${scenes.length} scenes`)
    await expect(page).toHaveURL(/[?&]find=stud(&|$)/)
    // The marks: a badge on each matching tab, a marker on each matching timeline segment.
    await expect(matchTabs(page)).toHaveCount(expected.length)
    for (const scene of expected)
      await expect(
        page.getByRole('tab', { name: new RegExp(`^Scene ${scene.index + 1}\\b`) }),
      ).toContainText('Match')
    await expect(page.locator('.timeline-segment[data-match]')).toHaveCount(expected.length)

    // Enter selects the next match after the selected scene, going round; Shift+Enter goes back.
    const matchAfter = (index: number) =>
      expected.find((scene) => scene.index > index) ?? expected[0]!
    const first = matchAfter(0)
    await findBox(page).press('Enter')
    const selected = page.getByRole('tab', { selected: true })
    await expect(selected).toHaveAccessibleName(new RegExp(`^Scene ${first.index + 1}\\b`))
    await expect(page).toHaveURL(new RegExp(`sceneIndex=${first.index}`))
    await expect(findBox(page)).toBeFocused()
    const second = matchAfter(first.index)
    await findBox(page).press('Enter')
    await expect(selected).toHaveAccessibleName(new RegExp(`^Scene ${second.index + 1}\\b`))
    await findBox(page).press('Shift+Enter')
    await expect(selected).toHaveAccessibleName(new RegExp(`^Scene ${first.index + 1}\\b`))
    // The words are marked in the selected scene's description too.
    const panel = page.getByRole('tabpanel')
    await expect(panel.locator('mark').first()).toHaveText(/^stud/i)
    await expect(page.getByRole('slider', { name: 'Timeline' })).toHaveAttribute(
      'aria-valuetext',
      /Matches the find text\.$/,
    )

    // A reload (or a shared link) reopens the find.
    await page.reload()
    await expect(findBox(page)).toHaveValue('stud')
    await expect(count).toHaveText(`${expected.length} of ${scenes.length} scenes`)

    // Esc clears the box, the marks and the address.
    await findBox(page).press('Escape')
    await expect(findBox(page)).toHaveValue('')
    await expect(matchTabs(page)).toHaveCount(0)
    await expect(page.locator('.timeline-segment[data-match]')).toHaveCount(0)
    await expect(page).not.toHaveURL(/find=/)
  })

  test('a bad find= in the address is cut to a valid text, never an error', async ({
    page,
    bigVideo: video,
  }) => {
    await openSignedIn(page, `/video-detail/${video.id}?find=${'x'.repeat(400)}&t=soon`)
    await expect(findBox(page)).toHaveValue('x'.repeat(200))
    await expect(page.getByRole('status').filter({ hasText: /^0 of 6 scenes$/ })).toBeVisible()
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })
})

test.describe('find in this video, in Japanese', () => {
  test.use({ locale: 'ja-JP' })

  test('a two-kanji word finds its scene; Enter selects it @phone', async ({ page, request }) => {
    const video = await demoVideo(request, '科学展 研究発表')
    const scenes = video.output_data.scenes
    const expected = scenes.filter((scene) => scene.description.includes('黒板'))
    expect(expected).toHaveLength(1)
    const number = expected[0]!.index + 1
    await openSignedIn(page, `/video-detail/${video.id}`)
    await findBox(page, /^この動画内を検索$/).fill('黒板')
    await expect(page.getByRole('status').filter({ hasText: /シーン中/ })).toHaveText(
      `${scenes.length}シーン中1シーン`,
    )
    await expect(matchTabs(page, '一致')).toHaveCount(1)
    await expect(matchTabs(page, '一致')).toHaveAccessibleName(new RegExp(`^シーン${number}`))
    await findBox(page, /^この動画内を検索$/).press('Enter')
    await expect(page.getByRole('tab', { selected: true })).toHaveAccessibleName(
      new RegExp(`^シーン${number}`),
    )
    await expect(page.getByRole('tabpanel').locator('mark')).toHaveText('黒板')
  })
})

test.describe('find in this video, offline', () => {
  test.use({ serviceWorkers: 'allow' })

  test('works on a saved detail page after an offline reload, and so does the export', async ({
    page,
    context,
    bigVideo: video,
  }) => {
    const expected = withPrefix(video.output_data.scenes, 'stud')
    await openSignedIn(page, `/video-detail/${video.id}`)
    await expect(page.getByRole('heading', { level: 1, name: video.title })).toBeVisible()
    await serviceWorkerReady(page)
    await persisted(page, [['videos', 'detail', video.id]])
    // The export's code comes with its first use: the service worker has it precached.
    await context.setOffline(true)
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: video.title })).toBeVisible()

    await findBox(page).fill('stud')
    await expect(page.getByRole('status').filter({ hasText: /of \d+ scenes$/ })).toHaveText(
      `${expected.length} of 6 scenes`,
    )
    await expect(matchTabs(page)).toHaveCount(expected.length)
    await findBox(page).press('Enter')
    await expect(page.getByRole('tab', { selected: true })).toContainText('Match')

    await page.getByRole('button', { name: 'Export scenes' }).click()
    const dialog = page.getByRole('dialog', { name: 'Export scenes' })
    await dialog.getByRole('radio', { name: /Spreadsheet \(CSV\)/ }).check()
    const download = page.waitForEvent('download')
    await dialog.getByRole('button', { name: 'Download' }).click()
    expect((await download).suggestedFilename()).toBe(`${video.title}.scenes.csv`)
  })
})
