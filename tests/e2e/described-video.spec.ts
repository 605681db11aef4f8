import type { Page } from '@playwright/test'
import { parseSceneTime } from '@/lib/dates'
import { expect, openSignedIn, test } from './fixtures'
import { uploadMomentsVideo } from './moments-helpers'

/**
 * Described video (docs/product.md, "Described video"): the player's scene descriptions as a
 * `kind="descriptions"` track, each said in a polite live region at its scene's start and
 * spoken; a description outlasting its scene holds the video until it ends. The speech engine
 * is the test's own (installed before the app starts, in place of `window.speechSynthesis`):
 * an utterance goes on until the test ends it, and the voices are those the test offers.
 */

interface Said {
  text: string
  /** The video's time when it was said, and its playback rate. */
  time: number
  rate: number
}

/** Installs the fake engine, with voices for `langs` only. */
async function fakeSpeech(page: Page, langs: readonly string[]) {
  await page.addInitScript((voiceLangs) => {
    class Utterance extends EventTarget {
      lang = ''
      voice: unknown = null
      constructor(public text: string) {
        super()
      }
    }
    const voices = voiceLangs.map((lang) => ({
      name: `Test ${lang}`,
      lang,
      voiceURI: `test-${lang}`,
      localService: true,
      default: false,
    }))
    let current: Utterance | undefined
    const spoken: { text: string; lang: string }[] = []
    const synth = Object.assign(new EventTarget(), {
      get speaking() {
        return current !== undefined
      },
      pending: false,
      paused: false,
      getVoices: () => voices,
      speak(utterance: Utterance) {
        current = utterance
        spoken.push({ text: utterance.text, lang: utterance.lang })
      },
      cancel() {
        const was = current
        current = undefined
        was?.dispatchEvent(new Event('error'))
      },
      pause() {
        synth.paused = true
      },
      resume() {
        synth.paused = false
      },
    })
    Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true })
    Object.defineProperty(window, 'SpeechSynthesisUtterance', {
      value: Utterance,
      configurable: true,
      writable: true,
    })
    Object.assign(window, {
      testSpeech: {
        spoken: () => spoken,
        speaking: () => current?.text,
        finish: () => {
          const was = current
          current = undefined
          was?.dispatchEvent(new Event('end'))
        },
      },
    })
  }, langs)
}

type Spoken = { text: string; lang: string }
interface TestSpeech {
  spoken: () => Spoken[]
  speaking: () => string | undefined
  finish: () => void
}
type WithSpeech = { testSpeech: TestSpeech }
/** What the engine was asked to say, in order; what it is saying now; ends that. */
const spoken = (page: Page) =>
  page.evaluate(() => (window as unknown as WithSpeech).testSpeech.spoken())
const speaking = (page: Page) =>
  page.evaluate(() => (window as unknown as WithSpeech).testSpeech.speaking() ?? null)
const finishSpeaking = (page: Page) =>
  page.evaluate(() => (window as unknown as WithSpeech).testSpeech.finish())

/** Records what the live region says, with the video's time, from now on. */
async function recordSaid(page: Page, region: string) {
  await page.evaluate((selector) => {
    const node = document.querySelector(selector)!
    const video = document.querySelector('dialog video') as HTMLVideoElement
    const log: Said[] = []
    Object.assign(window, { saidLog: log })
    new MutationObserver(() => {
      const text = node.textContent ?? ''
      if (text) log.push({ text, time: video.currentTime, rate: video.playbackRate })
    }).observe(node, { childList: true, characterData: true, subtree: true })
  }, region)
}
const saidLog = (page: Page) =>
  page.evaluate(() => (window as unknown as { saidLog: Said[] }).saidLog)

const runs = [
  {
    locale: 'en-US',
    output: 'en',
    dialog: 'Full video',
    toggle: 'Described video',
    track: 'Scene descriptions',
  },
  {
    locale: 'ja-JP',
    output: 'ja',
    dialog: '動画全体',
    toggle: '音声解説',
    track: 'シーンの説明',
  },
] as const

for (const run of runs) {
  test.describe(`described video (${run.locale})`, () => {
    test.use({ locale: run.locale })

    test('each scene is said at its start; a long description holds the video; the track is the scenes; remembered', async ({
      page,
      request,
      axe,
    }) => {
      test.setTimeout(90_000)
      const video = await uploadMomentsVideo(request, run.output)
      const scenes = video.output_data!.scenes
      expect(scenes.length).toBeGreaterThanOrEqual(3)
      const starts = scenes.map((scene) => parseSceneTime(scene.start_time)!)
      await fakeSpeech(page, [run.output === 'ja' ? 'ja-JP' : 'en-US'])

      // Opened a second before scene 2, paused.
      await openSignedIn(page, `/video-detail/${video.id}?t=${Math.floor(starts[1]!) - 1}`)
      const dialog = page.getByRole('dialog', { name: run.dialog })
      const player = dialog.locator('video')
      const toggle = dialog.getByRole('button', { name: run.toggle, exact: true })
      await expect(toggle).toHaveAttribute('aria-pressed', 'false')
      await toggle.click()
      await expect(toggle).toHaveAttribute('aria-pressed', 'true')

      await test.step('the descriptions track has one cue per scene, its description', async () => {
        const cues = () =>
          player.evaluate((element: HTMLVideoElement) => {
            const track = [...element.textTracks].find((t) => t.kind === 'descriptions')
            return track?.cues
              ? [...track.cues].map((cue) => ({
                  id: cue.id,
                  start: cue.startTime,
                  text: (cue as VTTCue).getCueAsHTML().textContent,
                  label: track.label,
                  language: track.language,
                }))
              : null
          })
        await expect.poll(async () => (await cues())?.length).toBe(scenes.length)
        const read = (await cues())!
        expect(read.map((cue) => cue.text)).toEqual(scenes.map((scene) => scene.description))
        expect(read.map((cue) => cue.id)).toEqual(scenes.map((scene) => String(scene.index + 1)))
        for (const [i, cue] of read.entries()) expect(cue.start).toBeCloseTo(starts[i]!, 3)
        expect(read[0]).toMatchObject({ label: run.track, language: run.output })
      })

      const region = '.described-now'
      await expect(dialog.locator(region)).toHaveAttribute('aria-live', 'polite')
      // Turned on in scene 1: its description is said at once; the test lets it end.
      await expect(dialog.locator(region)).toHaveText(scenes[0]!.description)
      await expect.poll(() => speaking(page)).toBe(scenes[0]!.description)
      await finishSpeaking(page)
      await recordSaid(page, region)
      await player.evaluate((element: HTMLVideoElement) => {
        element.playbackRate = 2
        return element.play()
      })

      await test.step('scene 2 is said and spoken at its start', async () => {
        await expect.poll(() => saidLog(page)).toHaveLength(1)
        const [said] = await saidLog(page)
        expect(said!.text).toBe(scenes[1]!.description)
        // Within half a second of the scene's start, in the time of the room (not the video).
        expect((said!.time - starts[1]!) / said!.rate).toBeGreaterThanOrEqual(-0.05)
        expect((said!.time - starts[1]!) / said!.rate).toBeLessThanOrEqual(0.5)
        await expect.poll(() => speaking(page)).toBe(scenes[1]!.description)
        const utterance = (await spoken(page))[1]
        expect(utterance!.lang.startsWith(run.output)).toBe(true)
      })

      await test.step('still spoken when scene 3 starts: the video waits, then plays on', async () => {
        await expect
          .poll(() => player.evaluate((element: HTMLVideoElement) => element.paused), {
            timeout: 20_000,
          })
          .toBe(true)
        const heldAt = await player.evaluate((element: HTMLVideoElement) => element.currentTime)
        expect(heldAt).toBeGreaterThanOrEqual(starts[2]! - 0.05)
        expect(heldAt - starts[2]!).toBeLessThanOrEqual(1)
        expect(await speaking(page)).toBe(scenes[1]!.description)

        await finishSpeaking(page)
        await expect
          .poll(() => player.evaluate((element: HTMLVideoElement) => element.paused))
          .toBe(false)
        await expect.poll(() => speaking(page)).toBe(scenes[2]!.description)
        const log = await saidLog(page)
        expect(log.map((said) => said.text)).toEqual([
          scenes[1]!.description,
          scenes[2]!.description,
        ])
        // Said at scene 3's start: the video waited there for it.
        expect((log[1]!.time - starts[2]!) / log[1]!.rate).toBeLessThanOrEqual(0.5)
      })

      await test.step('a pause pauses the description too; play goes on with it', async () => {
        const speechPaused = () => page.evaluate(() => window.speechSynthesis.paused)
        await player.evaluate((element: HTMLVideoElement) => element.pause())
        await expect.poll(speechPaused).toBe(true)
        await player.evaluate((element: HTMLVideoElement) => element.play())
        await expect.poll(speechPaused).toBe(false)
        await player.evaluate((element: HTMLVideoElement) => element.pause())
      })

      await test.step('the player passes axe', async () => {
        await axe()
      })

      await test.step('the choice is remembered on this device', async () => {
        await page.reload()
        await expect(
          page
            .getByRole('dialog', { name: run.dialog })
            .getByRole('button', { name: run.toggle, exact: true }),
        ).toHaveAttribute('aria-pressed', 'true')
      })
    })
  })
}

test('without a voice for the language the player says so, and the live region still says each scene; Find works in the scene list @phone', async ({
  page,
  bigVideo,
}) => {
  await fakeSpeech(page, ['ja-JP'])
  const scenes = bigVideo.output_data.scenes
  const second = parseSceneTime(scenes[1]!.start_time)!
  await page.addInitScript(() => localStorage.setItem('describedVideo', 'on'))
  await openSignedIn(page, `/video-detail/${bigVideo.id}?t=${Math.floor(second) - 1}`)
  const dialog = page.getByRole('dialog', { name: 'Full video' })
  await expect(dialog.getByRole('button', { name: 'Described video' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await expect(
    dialog.getByText(
      'This browser has no voice for English: the descriptions are shown here and given to screen readers, but not spoken.',
    ),
  ).toBeVisible()
  await dialog.locator('video').evaluate((element: HTMLVideoElement) => element.play())
  await expect(dialog.locator('.described-now')).toHaveText(scenes[1]!.description)
  expect(await spoken(page)).toEqual([])

  // D turns it off (the player's own key), and the region empties.
  await dialog.getByRole('button', { name: 'Described video' }).press('d')
  await expect(dialog.getByRole('button', { name: 'Described video' })).toHaveAttribute(
    'aria-pressed',
    'false',
  )
  await expect(dialog.locator('.described-now')).toHaveText('')

  // Focus order: the switch, then the moment's link, then Find beside the video.
  await dialog.getByRole('button', { name: 'Described video' }).focus()
  await page.keyboard.press('Tab')
  await expect(dialog.getByRole('button', { name: 'Copy link to this moment' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(dialog.getByRole('searchbox', { name: 'Find in this video' })).toBeFocused()

  // Find in this video marks the scene list beside the player; Enter plays the match.
  const other = scenes.filter((_, i) => i !== 2).map((scene) => scene.description.toLowerCase())
  const word = scenes[2]!.description
    .split(/[^A-Za-z]+/)
    .find((each) => each.length >= 5 && !other.some((text) => text.includes(each.toLowerCase())))!
  expect(word).toBeTruthy()
  const list = dialog.getByRole('list', { name: 'Scenes' })
  await dialog.getByRole('searchbox', { name: 'Find in this video' }).fill(word)
  await expect(list.getByText('Match')).toHaveCount(1)
  await dialog.getByRole('searchbox', { name: 'Find in this video' }).press('Enter')
  await expect(list.locator('[aria-current="true"]')).toHaveAccessibleName(/^Scene 3\b/)
})
