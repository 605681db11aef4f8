import type { Page } from '@playwright/test'
import { storeSession } from './fixtures'
import { demoVideo, expect, hostTest as test } from './hosts'

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

/**
 * Checks at every frame the page renders, from the document's start, whether Home's heading is
 * visible, and records it (`window.homeHeadingProbe`, with the frames it watched).
 */
async function watchForHomeHeading(page: Page) {
  await page.addInitScript((headings) => {
    const probe = { seen: false, frames: 0 }
    Object.assign(window, { homeHeadingProbe: probe })
    const check = () => {
      probe.frames++
      for (const heading of document.querySelectorAll('h1')) {
        const text = (heading.textContent ?? '').replace(/\s+/g, ' ').trim()
        if (headings.includes(text) && heading.checkVisibility({ visibilityProperty: true }))
          probe.seen = true
      }
      requestAnimationFrame(check)
    }
    requestAnimationFrame(check)
  }, HOME_HEADINGS)
}

/** What the probe recorded; it must have watched frames to mean anything. */
async function homeHeadingProbe(page: Page) {
  const probe = await page.evaluate(
    () =>
      (window as unknown as { homeHeadingProbe: { seen: boolean; frames: number } })
        .homeHeadingProbe,
  )
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

test('the probe sees Home where Home is asked for', async ({ page }) => {
  await watchForHomeHeading(page)
  const scripts = await holdScripts(page)
  await scripts.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: HOME_HEADINGS[0] })).toBeVisible()
  await expect.poll(() => homeHeadingProbe(page)).toMatchObject({ seen: true })
})

test('a signed-out deep link to a video shows the loading state, then Login, never Home', async ({
  page,
  request,
}) => {
  const video = await demoVideo(request)
  await watchForHomeHeading(page)
  const scripts = await holdScripts(page)
  await scripts.goto(`/video-detail/${video.id}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible()
  await expect(page).toHaveURL(/\/login\?redirect=/)
  expect(await homeHeadingProbe(page)).toMatchObject({ seen: false })
})

test('a signed-in deep link to a video shows the loading state, then the video, never Home', async ({
  page,
  request,
}) => {
  const video = await demoVideo(request)
  await storeSession(page)
  await watchForHomeHeading(page)
  const scripts = await holdScripts(page)
  await scripts.goto(`/video-detail/${video.id}`)
  await expect(page.getByRole('heading', { level: 1, name: video.title })).toBeVisible()
  expect(await homeHeadingProbe(page)).toMatchObject({ seen: false })
})
