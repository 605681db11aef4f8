import type { Page } from '@playwright/test'
import { ordinaryVideo } from './demo-api'
import { storeSession } from './fixtures'
import { expect, hostTest as test } from './hosts'

/**
 * A host that answers every unknown path with index.html (object storage behind a CDN, the
 * usual SPA rewrite) serves Home's pre-rendered file for a deep link. The page must know it is
 * not at Home's path before its first paint and show the loading state, never Home, even while
 * its scripts are slow to arrive (docs/decisions.md, "Any host").
 */
test.use({ host: 'rewrite' })

const HOME_HEADINGS = [
  'Turn your video archive into searchable data',
  '動画アーカイブを、検索できるデータに',
]
const SCRIPT_DELAY_MS = 2000
/** The app's usual start, plus the two seconds its scripts are held. */
const APP_START = { timeout: SCRIPT_DELAY_MS + 10_000 }

/**
 * Checks at every frame the page renders, from the document's start, whether Home's heading is
 * visible and whether the page spinner turns in place of a pre-rendered page, and records both
 * (`window.framesProbe`, with the frames it watched).
 */
async function watchFrames(page: Page) {
  await page.addInitScript((headings) => {
    const probe = { seen: false, spinner: false, frames: 0 }
    Object.assign(window, { framesProbe: probe })
    const check = () => {
      probe.frames++
      for (const heading of document.querySelectorAll('h1')) {
        const text = (heading.textContent ?? '').replace(/\s+/g, ' ').trim()
        if (headings.includes(text) && heading.checkVisibility({ visibilityProperty: true }))
          probe.seen = true
      }
      for (const copy of document.querySelectorAll('[data-prerendered]')) {
        const ring = getComputedStyle(copy, '::before')
        if (copy.checkVisibility() && ring.animationName === 'spin') probe.spinner = true
      }
      requestAnimationFrame(check)
    }
    requestAnimationFrame(check)
  }, HOME_HEADINGS)
}

/** What the probe has recorded so far. */
function readProbe(page: Page) {
  return page.evaluate(
    () =>
      (
        window as unknown as {
          framesProbe: { seen: boolean; spinner: boolean; frames: number }
        }
      ).framesProbe,
  )
}

/** What the probe recorded; it must have watched frames to mean anything. */
async function whatFramesShowed(page: Page) {
  const probe = await readProbe(page)
  expect(probe.frames, 'frames the probe watched').toBeGreaterThan(0)
  return probe
}

/** Holds every script of the app until two seconds after the navigation starts. */
async function holdScripts(page: Page) {
  let releaseAt = Number.POSITIVE_INFINITY
  await page.route(/\/assets\/[^?]+\.js$/, async (route) => {
    const wait = releaseAt - Date.now()
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
    await route.continue()
  })
  return {
    goto: async (path: string) => {
      releaseAt = Date.now() + SCRIPT_DELAY_MS
      await page.goto(path, { waitUntil: 'commit' })
    },
  }
}

/** Opens `path` with the probe watching every frame and the app's scripts held back. */
async function openHeld(page: Page, path: string) {
  await watchFrames(page)
  const scripts = await holdScripts(page)
  await scripts.goto(path)
}

test('the probe sees Home where Home is asked for', async ({ page }) => {
  await openHeld(page, '/')
  await expect(page.getByRole('heading', { level: 1, name: HOME_HEADINGS[0] })).toBeVisible()
  // The heading is laid out before the browser's first frame may have run the probe: polled
  // until a frame has (a throw inside the poll would end it at once, as it once did in CI).
  await expect
    .poll(async () => {
      const { seen, spinner, frames } = await readProbe(page)
      return { seen, spinner, watched: frames > 0 }
    })
    .toEqual({ seen: true, spinner: false, watched: true })
})

test('a signed-out deep link to a video shows the loading state, then Login, never Home', async ({
  page,
  request,
}) => {
  const video = await ordinaryVideo(request)
  await openHeld(page, `/video-detail/${video.id}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible(APP_START)
  await expect(page).toHaveURL(/\/login\?redirect=/)
  expect(await whatFramesShowed(page)).toMatchObject({ seen: false, spinner: true })
})

test('a signed-in deep link to a video shows the loading state, then the video, never Home', async ({
  page,
  request,
}) => {
  const video = await ordinaryVideo(request)
  await storeSession(page)
  await openHeld(page, `/video-detail/${video.id}`)
  await expect(page.getByRole('heading', { level: 1, name: video.title })).toBeVisible(APP_START)
  expect(await whatFramesShowed(page)).toMatchObject({ seen: false, spinner: true })
})
