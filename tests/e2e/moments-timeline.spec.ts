import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { readCsv, readEdl, readVtt } from '@/test/format-readers'
import { expect, openSignedIn, test } from './fixtures'
import { urls } from './ports'

/**
 * The timeline (docs/decisions.md "Moments"): a segment selects its scene, the arrow keys move
 * through the scenes, broken scene times still draw; and each export downloads a file that
 * reads back: chapters, CSV rows, EDL events.
 */

const timeline = (page: Page) => page.getByRole('slider', { name: 'Timeline' })
const selectedTab = (page: Page) => page.getByRole('tab', { selected: true })

test.describe('the timeline', () => {
  test('a segment selects its scene; arrow keys, Home and End move; hover and focus tell the times', async ({
    page,
    bigVideo: video,
  }) => {
    await openSignedIn(page, `/video-detail/${video.id}`)
    const bar = timeline(page)
    await expect(bar).toHaveAttribute('aria-valuenow', '1')
    await expect(bar).toHaveAttribute('aria-valuemax', '6')
    const segments = bar.locator('.timeline-segment')
    await expect(segments).toHaveCount(6)
    // Scene 3 lasts almost two hours of the video's two: most of the bar.
    const widths = await segments.evaluateAll((all) =>
      all.map((s) => s.getBoundingClientRect().width),
    )
    const barWidth = (await bar.boundingBox())!.width
    expect(widths[2]! / barWidth).toBeGreaterThan(0.8)

    await segments.nth(2).hover()
    await expect(page.locator('.timeline-tip')).toHaveText(
      /^Scene 3 of 6, 00:00:26 – 01:59:18: The relay race starts/,
    )
    await segments.nth(2).click()
    await expect(selectedTab(page)).toHaveAccessibleName(/^Scene 3\b/)
    await expect(page).toHaveURL(/sceneIndex=2$/)
    await expect(bar).toHaveAttribute('aria-valuenow', '3')

    await bar.focus()
    await page.keyboard.press('ArrowRight')
    await expect(selectedTab(page)).toHaveAccessibleName(/^Scene 4\b/)
    await expect(bar).toHaveAttribute(
      'aria-valuetext',
      /^Scene 4 of 6, 01:59:18 – 02:00:03: A teacher/,
    )
    await page.keyboard.press('End')
    await expect(bar).toHaveAttribute('aria-valuenow', '6')
    await page.keyboard.press('Home')
    await expect(selectedTab(page)).toHaveAccessibleName(/^Scene 1\b/)
    await expect(bar).toBeFocused()
  })

  test('scenes with missing, overlapping or unreadable times still draw, at equal widths, with a note', async ({
    page,
    bigVideo: video,
  }) => {
    // The server sends broken times: one unreadable, one missing, one overlapping.
    await page.route(`${urls.api}/api/videos/${video.id}`, async (route) => {
      const response = await route.fetch()
      const body = await response.json()
      const scenes = body.output_data.scenes
      scenes[1].start_time = 'soon'
      scenes[3].end_time = null
      scenes[4].start_time = '00:00:05.000'
      await route.fulfill({ response, json: body })
    })
    await openSignedIn(page, `/video-detail/${video.id}`)
    await expect(page.getByText(/timeline shows every scene at the same width/)).toBeVisible()
    const segments = timeline(page).locator('.timeline-segment')
    await expect(segments).toHaveCount(6)
    const widths = await segments.evaluateAll((all) =>
      all.map((s) => s.getBoundingClientRect().width),
    )
    for (const width of widths) expect(Math.abs(width - widths[0]!)).toBeLessThan(1.5)
    await segments.nth(4).click()
    await expect(selectedTab(page)).toHaveAccessibleName(/^Scene 5\b/)

    // The exports leave out what has no times, and say so; the CSV keeps every scene.
    await page.getByRole('button', { name: 'Export scenes' }).click()
    const dialog = page.getByRole('dialog', { name: 'Export scenes' })
    await expect(dialog.getByText(/2 scenes have no times that can be read/)).toBeVisible()
    const download = page.waitForEvent('download')
    await dialog.getByRole('button', { name: 'Download' }).click()
    expect(readVtt(readFileSync(await (await download).path(), 'utf8'))).toHaveLength(4)
  })

  test('@phone every scene is at least 24 px wide however long its neighbours; many scenes scroll sideways', async ({
    page,
    bigVideo: video,
  }) => {
    // Twenty one-second scenes around one of two hours (WCAG 2.5.8: a target of 24 px).
    const clock = (seconds: number) => new Date(seconds * 1000).toISOString().slice(11, 23)
    await page.route(`${urls.api}/api/videos/${video.id}`, async (route) => {
      const response = await route.fetch()
      const body = await response.json()
      const [first] = body.output_data.scenes
      const lengths = [...Array(10).fill(1), 7200, ...Array(10).fill(1)]
      let at = 0
      body.output_data.scenes = lengths.map((length, index) => {
        const scene = { ...first, index, start_time: clock(at), end_time: clock(at + length) }
        at += length
        return scene
      })
      body.video_length = at
      await route.fulfill({ response, json: body })
    })
    await openSignedIn(page, `/video-detail/${video.id}`)
    const bar = timeline(page)
    const segments = bar.locator('.timeline-segment')
    await expect(segments).toHaveCount(21)
    const sizes = await segments.evaluateAll((all) =>
      all.map((segment) => segment.getBoundingClientRect()),
    )
    for (const { width, height } of sizes) {
      expect(width).toBeGreaterThanOrEqual(23.9)
      expect(height).toBeGreaterThanOrEqual(23.9)
    }
    // On a desktop the long scene takes the room that is left; on a phone there is none left,
    // and the track scrolls sideways instead.
    if (test.info().project.name === 'phone') {
      const overflow = await bar.evaluate((element) => {
        const track = element.closest('.timeline-track')!
        return track.scrollWidth - track.clientWidth
      })
      expect(overflow).toBeGreaterThan(0)
    } else expect(sizes[10]!.width).toBeGreaterThan(sizes[0]!.width * 10)
    // The keyboard reaches the last scene, and the track shows it.
    await bar.focus()
    await page.keyboard.press('End')
    await expect(bar).toHaveAttribute('aria-valuenow', '21')
    await expect(segments.last()).toBeInViewport({ ratio: 1 })
    await page.keyboard.press('Home')
    await expect(segments.first()).toBeInViewport({ ratio: 1 })
  })

  test('a press made before the page scrolls to the picked scene keeps it still: the button pressed is the one clicked', async ({
    page,
    bigVideo: video,
  }) => {
    // The page's timers run on a clock the test holds still from the pick to the release, so
    // the press comes before the 200 ms delay is over however slow the machine is.
    await page.clock.install()
    await openSignedIn(page, `/video-detail/${video.id}`)
    // The scenes (the timeline among them) render after the page above them has painted, on
    // the page's clock: the test holds it still only once the user can see what they press.
    const segment = timeline(page).locator('.timeline-segment').nth(4)
    await expect(segment).toBeVisible()
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000))
    await segment.click()
    // Read once the pick is made: the click may have scrolled the timeline into view.
    const box = (await page.getByRole('button', { name: 'Export scenes' }).boundingBox())!
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    await page.mouse.down()
    // Past the delay, then a whole scroll's time (the scroll itself runs on the browser's
    // clock): had the page moved away under the press, the release would land elsewhere and
    // the click on neither.
    await page.clock.runFor(1_000)
    await page.waitForTimeout(800)
    await page.mouse.up()
    await page.clock.resume()
    await expect(page.getByRole('dialog', { name: 'Export scenes' })).toBeVisible()
    await expect(selectedTab(page)).toHaveAccessibleName(/^Scene 5\b/)
  })
})

test.describe('export scenes', () => {
  test('chapters, CSV and EDL (25 and 29.97 drop-frame) download and read back @phone', async ({
    page,
    bigVideo: video,
  }) => {
    const scenes = video.output_data.scenes
    await openSignedIn(page, `/video-detail/${video.id}`)
    await page.getByRole('button', { name: 'Export scenes' }).click()
    const dialog = page.getByRole('dialog', { name: 'Export scenes' })
    const save = async () => {
      const download = page.waitForEvent('download')
      await dialog.getByRole('button', { name: 'Download' }).click()
      const file = await download
      await expect(dialog.getByRole('status')).toHaveText(`Saved ${file.suggestedFilename()}.`)
      return { name: file.suggestedFilename(), text: readFileSync(await file.path(), 'utf8') }
    }

    await expect(dialog.getByRole('radio', { name: /Chapters \(WebVTT\)/ })).toBeChecked()
    const vtt = await save()
    expect(vtt.name).toBe(`${video.title}.chapters.vtt`)
    const cues = readVtt(vtt.text)
    expect(cues).toHaveLength(scenes.length)
    expect(cues[2]!.text).toMatch(/^The relay race starts/)

    await dialog.getByRole('radio', { name: /Spreadsheet \(CSV\)/ }).check()
    const csv = await save()
    expect(csv.name).toBe(`${video.title}.scenes.csv`)
    const rows = readCsv(csv.text)
    expect(rows[0]).toEqual(['index', 'start', 'end', 'duration', 'description'])
    expect(rows.slice(1).map((row) => row[0])).toEqual(scenes.map((s) => String(s.index + 1)))
    expect(rows[3]).toEqual([
      '3',
      scenes[2]!.start_time,
      scenes[2]!.end_time,
      '7132.106',
      scenes[2]!.description,
    ])

    await dialog.getByRole('radio', { name: /Edit decision list/ }).check()
    const rate = dialog.getByRole('combobox', { name: 'Frame rate' })
    await expect(rate).toHaveValue('25')
    const edl = await save()
    expect(edl.name).toBe(`${video.title}.edl`)
    const at25 = readEdl(edl.text, '25')
    expect(at25.dropFrame).toBe(false)
    expect(at25.events).toHaveLength(scenes.length)
    // Scene 6 ends at 02:01:05.500: frame 181,638 at 25 fps.
    expect(at25.events[5]!.recordOut).toBe(181_638)

    await rate.selectOption({ label: '29.97 fps drop-frame' })
    const dropFrame = (await save()).text
    const df = readEdl(dropFrame, '29.97df')
    expect(df.dropFrame).toBe(true)
    expect(df.events).toHaveLength(scenes.length)
    // 02:01:05.500 is frame 217,747 at 30000/1001 fps, labelled 02:01:05;15: drop-frame keeps to the clock.
    expect(df.events[5]!.recordOut).toBe(217_747)
    expect(dropFrame).toContain('02:01:05;15')
  })
})
