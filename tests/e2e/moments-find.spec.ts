import type { Page } from '@playwright/test'
import { demoVideo } from './demo-api'
import { expect, openSignedIn, test } from './fixtures'
import { persisted, serviceWorkerReady } from './offline-helpers'
import { checkMarks, japaneseWordStart } from './word-helpers'

/**
 * Find in this video (docs/decisions.md "Moments"): typing marks the matching scenes in the
 * strip and on the timeline and moves to the first match, the count says which match of how
 * many ("1 of 2 matches · scene 6"), Enter and Shift+Enter step through the matches, Esc
 * clears, the text lives in the address, and all of it works offline on a saved page.
 */

/** Scenes whose description has a word starting with `prefix` (what "stud" should find). */
const withPrefix = (scenes: { index: number; description: string }[], prefix: string) =>
  scenes.filter((scene) => new RegExp(`\\b${prefix}`, 'i').test(scene.description))

/**
 * A word of `scene`'s description (6 letters or more) that no other scene has a word starting
 * with the same three letters: typed, it finds that scene alone.
 */
function uniqueWord(
  scenes: { index: number; description: string }[],
  scene: { description: string },
) {
  const words = (text: string) => text.toLowerCase().match(/\p{L}+/gu) ?? []
  const others = scenes
    .filter((other) => other !== scene)
    .flatMap((other) => words(other.description))
  const word = words(scene.description).find(
    (candidate) =>
      candidate.length >= 6 && !others.some((other) => other.startsWith(candidate.slice(0, 3))),
  )
  if (!word) throw new Error(`no word of its own in "${scene.description}"`)
  return word
}

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
    const count = page.getByRole('status').filter({ hasText: / matches? · scene \d+$|matches?$/ })
    const n = expected.length
    // Typing selects the first match (scene 1 is selected at first: it stays if it matches).
    const first = expected[0]!
    const second = expected[1]!
    await expect(count).toHaveText(`1 of ${n} matches · scene ${first.index + 1}`)
    await expect(page).toHaveURL(/[?&]find=stud(&|$)/)
    // The marks: a badge on each matching tab, a marker on each matching timeline segment.
    await expect(matchTabs(page)).toHaveCount(expected.length)
    for (const scene of expected)
      await expect(
        page.getByRole('tab', { name: new RegExp(`^Scene ${scene.index + 1}\\b`) }),
      ).toContainText('Match')
    await expect(page.locator('.timeline-segment[data-match]')).toHaveCount(expected.length)

    // Enter selects the next match after the selected scene, going round; Shift+Enter goes back.
    const selected = page.getByRole('tab', { selected: true })
    await expect(selected).toHaveAccessibleName(new RegExp(`^Scene ${first.index + 1}\\b`))
    await findBox(page).press('Enter')
    await expect(selected).toHaveAccessibleName(new RegExp(`^Scene ${second.index + 1}\\b`))
    await expect(page).toHaveURL(new RegExp(`sceneIndex=${second.index}`))
    await expect(count).toHaveText(`2 of ${n} matches · scene ${second.index + 1}`)
    await expect(findBox(page)).toBeFocused()
    await findBox(page).press('Shift+Enter')
    await expect(selected).toHaveAccessibleName(new RegExp(`^Scene ${first.index + 1}\\b`))
    await expect(count).toHaveText(`1 of ${n} matches · scene ${first.index + 1}`)
    // A scene that is no match, chosen by hand: the count says how many match.
    const other = scenes.find((scene) => !expected.includes(scene))!
    await page.getByRole('tab', { name: new RegExp(`^Scene ${other.index + 1}\\b`) }).click()
    await expect(count).toHaveText(`${n} matches`)
    // Shift+Enter goes to the match before it, going round.
    const before =
      [...expected].reverse().find((scene) => scene.index < other.index) ?? expected[n - 1]!
    const position = expected.indexOf(before) + 1
    await findBox(page).press('Shift+Enter')
    await expect(count).toHaveText(`${position} of ${n} matches · scene ${before.index + 1}`)
    // The words are marked in the selected scene's description too, whole.
    const panel = page.getByRole('tabpanel')
    await expect(panel.locator('mark').first()).toHaveText(/^stud/i)
    for (const mark of await checkMarks(panel)) expect(mark.whole, mark.text).toBe(true)
    await expect(page.getByRole('slider', { name: 'Timeline' })).toHaveAttribute(
      'aria-valuetext',
      /Matches the find text\.$/,
    )

    // A reload (or a shared link) reopens the find, at the scene the address names. A choice
    // from the keyboard reaches the address once the keys pause (FIND_ADDRESS_DELAY_MS), so the
    // reload waits for the address a user would copy, not for the count.
    await expect(page).toHaveURL(new RegExp(`sceneIndex=${before.index}(&|$)`))
    await page.reload()
    await expect(findBox(page)).toHaveValue('stud')
    await expect(count).toHaveText(`${position} of ${n} matches · scene ${before.index + 1}`)

    // Esc clears the box, the marks and the address.
    await findBox(page).press('Escape')
    await expect(findBox(page)).toHaveValue('')
    await expect(matchTabs(page)).toHaveCount(0)
    await expect(page.locator('.timeline-segment[data-match]')).toHaveCount(0)
    await expect(page).not.toHaveURL(/find=/)
  })

  test('@phone typing moves to the only match and shows it; the box keeps the focus', async ({
    page,
    bigVideo: video,
  }) => {
    const scenes = video.output_data.scenes
    const last = scenes[scenes.length - 1]!
    const word = uniqueWord(scenes, last)
    await openSignedIn(page, `/video-detail/${video.id}`)
    const selected = page.getByRole('tab', { selected: true })
    await expect(selected).toHaveAccessibleName(/^Scene 1\b/)
    await findBox(page).pressSequentially(word)
    const number = last.index + 1
    await expect(page.getByRole('status').filter({ hasText: /· scene/ })).toHaveText(
      `1 of 1 match · scene ${number}`,
    )
    // The match is selected and shown: its tab scrolled into view, its scene below.
    await expect(selected).toHaveAccessibleName(new RegExp(`^Scene ${number}\\b`))
    await expect(selected).toBeInViewport()
    await expect(page).toHaveURL(new RegExp(`sceneIndex=${last.index}(&|$)`))
    await expect(page.getByRole('tabpanel').locator('mark')).toHaveText(
      new RegExp(`^${word}$`, 'i'),
    )
    // Typing went on in the box the whole time.
    await expect(findBox(page)).toBeFocused()
    await expect(findBox(page)).toBeInViewport()
    await expect(findBox(page)).toHaveValue(word)
  })

  test('a bad find= in the address is cut to a valid text, never an error', async ({
    page,
    bigVideo: video,
  }) => {
    await openSignedIn(page, `/video-detail/${video.id}?find=${'x'.repeat(400)}&t=soon`)
    await expect(findBox(page)).toHaveValue('x'.repeat(200))
    await expect(page.getByRole('status').filter({ hasText: /^No matches$/ })).toBeVisible()
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })
})

test.describe('find in this video, in Japanese', () => {
  test.use({ locale: 'ja-JP' })

  test('a two-kanji word finds its scene, selected as it is typed @phone', async ({
    page,
    request,
  }) => {
    const video = await demoVideo(request, '科学展 研究発表')
    const scenes = video.output_data.scenes
    const expected = scenes.filter((scene) => scene.description.includes('黒板'))
    expect(expected).toHaveLength(1)
    const number = expected[0]!.index + 1
    await openSignedIn(page, `/video-detail/${video.id}`)
    const box = findBox(page, /^この動画内を検索$/)
    const count = page.getByRole('status').filter({ hasText: /件/ })
    await box.fill('黒板')
    await expect(count).toHaveText(`1件中1件目・シーン${number}`)
    await expect(matchTabs(page, '一致')).toHaveCount(1)
    await expect(matchTabs(page, '一致')).toHaveAccessibleName(new RegExp(`^シーン${number}`))
    const selected = page.getByRole('tab', { selected: true })
    await expect(selected).toHaveAccessibleName(new RegExp(`^シーン${number}`))
    await expect(box).toBeFocused()
    await box.press('Enter')
    await expect(selected).toHaveAccessibleName(new RegExp(`^シーン${number}`))
    await expect(page.getByRole('tabpanel').locator('mark')).toHaveText('黒板')

    // The start of a longer word finds it, and its mark covers the whole word (segment).
    const found = await japaneseWordStart(
      page,
      scenes.map((scene) => scene.description),
      1,
    )
    if (!found) throw new Error('no Japanese word to find in the video')
    await box.fill(found.start)
    const scene = scenes[found.at]!
    await expect(count).toHaveText(`1件中1件目・シーン${scene.index + 1}`)
    await expect(selected).toHaveAccessibleName(new RegExp(`^シーン${scene.index + 1}`))
    const panel = page.getByRole('tabpanel')
    await expect(panel.locator('mark').first()).toHaveText(found.word)
    for (const mark of await checkMarks(panel)) expect(mark.whole, mark.text).toBe(true)

    await box.fill('存在しない語')
    await expect(count).toHaveCount(0)
    await expect(page.getByRole('status').filter({ hasText: /^一致なし$/ })).toBeVisible()
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
    await expect(page.getByRole('status').filter({ hasText: /· scene/ })).toHaveText(
      `1 of ${expected.length} matches · scene ${expected[0]!.index + 1}`,
    )
    await expect(matchTabs(page)).toHaveCount(expected.length)
    await expect(page.getByRole('tab', { selected: true })).toContainText('Match')
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
