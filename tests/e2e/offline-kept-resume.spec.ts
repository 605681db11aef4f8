import { createHash } from 'node:crypto'
import { readFileSync, statSync } from 'node:fs'
import type { APIRequestContext, Page } from '@playwright/test'
import { type ApiVideo, uploadDemoVideo } from './demo-api'
import { type Double, expect, openSignedIn, test } from './fixtures'
import {
  keptStored,
  PART_BYTES,
  playsFrom75,
  progressShown,
  startKeep,
  videoOverOnePart,
} from './kept-helpers'
import { serviceWorkerReady } from './offline-helpers'
import { cardFor } from './videos-helpers'

/**
 * A keep cut off continues unasked (docs/product.md §4 Offline, "Kept videos"): after a reload
 * or in the next tab it takes the full video up from its first missing part with that part's
 * `Range` request, its progress counting what was kept; the video then plays and seeks offline
 * from the device, byte for byte the upload. A keep the user paused stays paused.
 */

test.use({ serviceWorkers: 'allow' })
test.describe.configure({ timeout: 90_000 })

/** Uploads a video of more than one part while the app starts, then opens its detail page. */
async function openVideoOverOnePart(page: Page, request: APIRequestContext) {
  const file = await videoOverOnePart()
  expect(statSync(file).size).toBeGreaterThan(PART_BYTES)
  const [video] = await Promise.all([
    uploadDemoVideo(request, { file, seconds: 4, about: 'More than one part, for a keep cut.' }),
    openSignedIn(page).then(() => serviceWorkerReady(page)),
  ])
  await page.goto(`/video-detail/${video.id}`)
  await expect(detailHeading(page, video)).toBeVisible()
  return { file, video }
}

const detailHeading = (page: Page, video: ApiVideo) =>
  page.getByRole('heading', { level: 1, name: video.title! })

/**
 * Keeps the video with its second part's answer held back (the keep asks for each part with
 * its own `Range`) until its first part is written whole on the device; the double's log is
 * then emptied, for what comes after.
 */
async function keepPastFirstPart(page: Page, double: Double, video: ApiVideo) {
  await double.fault({
    method: 'GET',
    path: '/assets/data/input/*',
    rangeFrom: PART_BYTES,
    hang: true,
  })
  const section = await startKeep(page)
  const progress = section.getByRole('progressbar', { name: 'Keeping for offline' })
  await expect
    .poll(() => progressShown(progress), { timeout: 20_000 })
    .toBeGreaterThanOrEqual(PART_BYTES)
  await expect.poll(() => keptStored(page, video.id)).toBe(PART_BYTES)
  await double.clearRequests()
  return section
}

/** The assets origin's GETs of a video's own file (the upload): their `Range`, or 'none'. */
async function fullVideoGets(double: Double, videoId: string) {
  return (await double.requests())
    .filter((r) => r.origin === 'assets' && r.method === 'GET')
    .filter((r) => r.path.startsWith(`/assets/data/input/${videoId}/`))
    .map((r) => r.headers.range ?? 'none')
}

/**
 * The full video is asked for once since the cut: its second part, the first one missing (the
 * file has two), from its first byte to the file's end, not from zero.
 */
async function continuedWithRange(double: Double, videoId: string, file: string) {
  await expect.poll(() => fullVideoGets(double, videoId)).toHaveLength(1)
  const [range] = await fullVideoGets(double, videoId)
  expect(range).toBe(`bytes=${PART_BYTES}-${statSync(file).size - 1}`)
  return range
}

/** The kept full video, read through the service worker: its SHA-256. */
function keptDigest(page: Page, videoId: string): Promise<string> {
  return page.evaluate(async (id) => {
    const body = await (await fetch(`/kept-video/${encodeURIComponent(id)}/full`)).arrayBuffer()
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', body))
    return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('')
  }, videoId)
}

test('a reload in the middle of a keep continues it from its first missing part with Range', async ({
  page,
  context,
  double,
  request,
}) => {
  const { file, video } = await openVideoOverOnePart(page, request)
  const section = await keepPastFirstPart(page, double, video)

  await page.reload()
  await expect(detailHeading(page, video)).toBeVisible()
  // Unasked, the keep goes on, its progress from what is kept, not from zero.
  const progress = section.getByRole('progressbar', { name: 'Keeping for offline' })
  await expect(progress).toBeVisible()
  expect(await progressShown(progress)).toBeGreaterThanOrEqual(PART_BYTES)
  const range = await continuedWithRange(double, video.id, file)
  await expect(section.getByText('Kept for offline', { exact: true })).toBeVisible({
    timeout: 20_000,
  })
  expect(await fullVideoGets(double, video.id)).toEqual([range])

  await context.setOffline(true)
  await page.reload()
  await expect(detailHeading(page, video)).toBeVisible()
  // The parts written before and after the reload are the upload, byte for byte.
  expect(await keptDigest(page, video.id)).toBe(
    createHash('sha256').update(readFileSync(file)).digest('hex'),
  )
  await page.getByRole('button', { name: 'Watch full video' }).click()
  await playsFrom75(page.getByRole('dialog', { name: 'Full video' }).locator('video'))
})

test('a keep cut by a closed tab continues in the next one, its progress in the corner', async ({
  page,
  context,
  double,
  request,
}) => {
  const { file, video } = await openVideoOverOnePart(page, request)
  await keepPastFirstPart(page, double, video)

  await page.close()
  const next = await context.newPage()
  await next.goto('/video')
  const tray = next.getByRole('region', { name: `Keeping “${video.title}” for offline` })
  const progress = tray.getByRole('progressbar', { name: 'Keeping for offline' })
  await expect(progress).toBeVisible()
  expect(await progressShown(progress)).toBeGreaterThanOrEqual(PART_BYTES)
  await continuedWithRange(double, video.id, file)
  await expect(
    cardFor(next, video.title!).getByText('Kept for offline', { exact: true }),
  ).toBeVisible({ timeout: 20_000 })
  await expect(tray).toBeHidden()
})

test('a keep cut by a dropped network continues with Range at the next start online', async ({
  page,
  double,
  request,
}) => {
  const { file, video } = await openVideoOverOnePart(page, request)
  // The network goes halfway through the second part (asked for with its own Range).
  await double.fault({
    method: 'GET',
    path: '/assets/data/input/*',
    rangeFrom: PART_BYTES,
    dropAfterBytes: 2_000_000,
  })
  const section = await startKeep(page)
  await expect(section.getByRole('status')).toHaveText(
    'Keeping stopped. It continues the next time the app starts online.',
    { timeout: 20_000 },
  )
  // One whole part, in the app's decimal megabytes (16 MiB is 16.8 MB).
  const onePart = (PART_BYTES / 1_000_000).toFixed(1)
  await expect(section.getByText(new RegExp(`^Partly kept \\(${onePart} MB\\)`))).toBeVisible()
  expect(await keptStored(page, video.id)).toBe(PART_BYTES)
  await double.clearRequests()

  await page.reload()
  await continuedWithRange(double, video.id, file)
  await expect(section.getByText('Kept for offline', { exact: true })).toBeVisible({
    timeout: 20_000,
  })
})

test('a paused keep stays paused after a reload; Continue keeping takes it up with Range', async ({
  page,
  double,
  request,
}) => {
  const { file, video } = await openVideoOverOnePart(page, request)
  const section = await keepPastFirstPart(page, double, video)
  await section.getByRole('button', { name: 'Pause keeping' }).click()
  await expect(section.getByRole('status')).toHaveText(/^Keeping paused\./)

  await page.reload()
  await expect(
    section.getByText(/^Partly kept \(.+\)\. Continue keeping takes it up/),
  ).toBeVisible()
  const resume = section.getByRole('button', { name: 'Continue keeping' })
  await expect(resume).toBeEnabled()
  // Nothing was asked for while the page started (this cannot prove a later start never comes,
  // the unit test of resumeKeeps does).
  expect(await fullVideoGets(double, video.id)).toEqual([])
  await resume.click()
  await continuedWithRange(double, video.id, file)
  await expect(section.getByText('Kept for offline', { exact: true })).toBeVisible({
    timeout: 20_000,
  })
})
