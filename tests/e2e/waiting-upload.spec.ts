import type { Page } from '@playwright/test'
import { DEMO, expect, openSignedIn, test } from './fixtures'
import { expectReachable } from './hostile-helpers'
import { serviceWorkerReady } from './offline-helpers'
import { sampleMp4, uploadDialog } from './upload-helpers'

/**
 * Uploads that wait for the network (docs/product.md §2 Upload, "Waiting for the network"):
 * chosen offline, kept on the device (the origin private file system here), sent when the
 * network returns.
 */

// The app's service worker serves the app offline.
test.use({ serviceWorkers: 'allow' })

const SAMPLE_BYTES = sampleMp4().length
const video = (name: string) => ({ name, mimeType: 'video/mp4', buffer: sampleMp4() })
const WAITING = /Waiting for the network · \d/

/** Files kept for the network on this device: in the private file system and as records. */
const keptOnDevice = (page: Page) =>
  page.evaluate(async () => {
    let files = 0
    try {
      const root = await navigator.storage.getDirectory()
      const dir = await root.getDirectoryHandle('waiting-uploads')
      for await (const _ of dir.keys()) files++
    } catch {
      // No folder: nothing kept.
    }
    const db = (await indexedDB.databases()).some((d) => d.name === 'vi-waiting-uploads')
    if (!db) return { files, records: 0 }
    const records = await new Promise<number>((resolve, reject) => {
      const open = indexedDB.open('vi-waiting-uploads')
      open.onerror = () => reject(open.error)
      open.onsuccess = () => {
        const names = open.result.objectStoreNames
        if (!names.contains('uploads')) return resolve(0)
        const count = open.result.transaction('uploads').objectStore('uploads').count()
        count.onsuccess = () => resolve(count.result)
      }
    })
    return { files, records }
  })

/** The names of the files kept on this device that the user stopped. */
const stoppedOnDevice = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('vi-waiting-uploads')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const all = open.result.transaction('uploads').objectStore('uploads').getAll()
          all.onsuccess = () =>
            resolve(
              (all.result as { name: string; stopped?: boolean }[])
                .filter((record) => record.stopped)
                .map((record) => record.name),
            )
        }
      }),
  )

/** Signed in on the library, its service worker in control. */
async function signedInWithWorker(page: Page) {
  await openSignedIn(page, '/video', DEMO)
  await serviceWorkerReady(page)
}

/** Offline, the upload dialog on step 2. */
async function offlineOnStepTwo(page: Page) {
  await page.context().setOffline(true)
  await page.getByRole('button', { name: 'Upload', exact: true }).click()
  const dialog = uploadDialog(page)
  await dialog.getByRole('button', { name: 'Next' }).click()
  return dialog
}

/** Signed in, offline: one.mp4 and two.mp4 kept on the device, then one.mp4 stopped there. */
async function twoKeptOneStopped(page: Page) {
  await signedInWithWorker(page)
  const dialog = await offlineOnStepTwo(page)
  await dialog.getByTestId('video-file-input').setInputFiles([video('one.mp4'), video('two.mp4')])
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click()
  await expect(dialog.getByText(WAITING)).toHaveCount(2)
  await dialog.getByRole('button', { name: 'Stop one.mp4' }).click()
  await expect.poll(() => stoppedOnDevice(page)).toEqual(['one.mp4'])
  return dialog
}

test('chosen offline, two files wait on the device; a new page online uploads both', async ({
  page,
  double,
}) => {
  test.setTimeout(90_000)
  await signedInWithWorker(page)
  const dialog = await offlineOnStepTwo(page)
  await expect(dialog.getByRole('status').filter({ hasText: 'You are offline.' })).toContainText(
    'Upload keeps the videos on this device',
  )
  await dialog.getByTestId('video-file-input').setInputFiles([video('one.mp4'), video('two.mp4')])
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click()
  await expect(dialog.getByText(WAITING)).toHaveCount(2)
  await dialog.getByRole('button', { name: 'Continue in background' }).click()
  const tray = page.getByRole('region', { name: 'Upload' })
  await expect(tray).toContainText('Waiting for the network. The upload starts when')
  expect(await keptOnDevice(page)).toEqual({ files: 2, records: 2 })

  // The tab closes; the browser opens the app again, online.
  const context = page.context()
  await page.close()
  await context.setOffline(false)
  await double.clearRequests()
  const next = await context.newPage()
  await next.goto('/video')
  await expect(next.getByRole('region', { name: 'Upload' })).toContainText(
    'Uploaded. The analysis has started.',
    { timeout: 30_000 },
  )
  const sent = (await double.requests())
    .filter((r) => r.origin === 'storage' && r.method === 'POST')
    .map((r) => (r.body as { files: { filename: string; size: number }[] }).files[0])
  expect(sent).toEqual([
    expect.objectContaining({ filename: 'one.mp4', size: SAMPLE_BYTES }),
    expect.objectContaining({ filename: 'two.mp4', size: SAMPLE_BYTES }),
  ])
  // Each file left the device once its upload was confirmed.
  expect(await keptOnDevice(next)).toEqual({ files: 0, records: 0 })
})

test('the network drops at half of a file: it completes once the network returns', async ({
  page,
  double,
}) => {
  test.setTimeout(60_000)
  // The storage takes half of the body's bytes, then the connection is cut, on every try until
  // the network returns. (Chromium's offline emulation does not cut a request already under
  // way, so the cut is the double's.)
  const half = Math.floor(SAMPLE_BYTES / 2)
  await double.fault({ method: 'POST', path: '/upload', dropAfterBytes: half, times: 0 })
  await openSignedIn(page, '/video', DEMO)
  await page.getByRole('button', { name: 'Upload', exact: true }).click()
  const dialog = uploadDialog(page)
  await dialog.getByRole('button', { name: 'Next' }).click()
  await dialog.getByTestId('video-file-input').setInputFiles([video('gym.mp4')])
  await expect(dialog.getByText('00:00:06')).toBeVisible()
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click()
  await expect(dialog.getByText('The connection dropped. Trying again shortly…')).toBeVisible()
  // The network goes, then returns.
  await page.context().setOffline(true)
  await expect(dialog.getByText(WAITING)).toBeVisible()
  await double.clearFaults()
  await page.context().setOffline(false)
  await expect(page.getByRole('region', { name: 'Upload' })).toContainText(
    'Uploaded. The analysis has started.',
    { timeout: 30_000 },
  )
  const log = await double.requests()
  const sizes = log
    .filter((r) => r.origin === 'storage' && r.method === 'POST')
    .map((r) => (r.body as { files?: { size: number }[] } | undefined)?.files?.[0]?.size ?? 0)
  // Each cut try got half of the body (the ticket's fields come first, then half of the file
  // less their size); the last one got all of the file's bytes.
  expect(sizes.length).toBeGreaterThan(1)
  for (const size of sizes.slice(0, -1)) {
    expect(size).toBeGreaterThan(half - 4096)
    expect(size).toBeLessThanOrEqual(half)
  }
  expect(sizes.at(-1)).toBe(SAMPLE_BYTES)
  // Every try went on with the record the first one made.
  expect(log.filter((r) => r.method === 'POST' && r.path === '/api/videos')).toHaveLength(1)
})

test('a file stopped while waiting comes back stopped after a reload; the other is sent', async ({
  page,
  double,
}) => {
  test.setTimeout(60_000)
  const dialog = await twoKeptOneStopped(page)
  await expect(dialog.getByRole('button', { name: 'Retry one.mp4' })).toBeVisible()

  // The page reloads, still offline: the stop is kept with the file.
  await page.reload()
  await page.getByRole('button', { name: 'Upload', exact: true }).click()
  const again = uploadDialog(page)
  await expect(again.getByRole('button', { name: 'Retry one.mp4' })).toBeVisible()
  await expect(again.getByText(WAITING)).toHaveCount(1)
  await double.clearRequests()
  await page.context().setOffline(false)
  await expect(again.getByText('Uploaded', { exact: true })).toBeVisible({ timeout: 30_000 })
  const sent = (await double.requests())
    .filter((r) => r.origin === 'storage' && r.method === 'POST')
    .map((r) => (r.body as { files: { filename: string }[] }).files[0]?.filename)
  expect(sent).toEqual(['two.mp4'])
  await expect(again.getByRole('button', { name: 'Retry one.mp4' })).toBeVisible()
  expect(await keptOnDevice(page)).toEqual({ files: 1, records: 1 })

  // A new page: every file of the batch is stopped, and the tray still shows what the device
  // holds, with Retry and Remove.
  await page.reload()
  const tray = page.getByRole('region', { name: 'Upload' })
  await expect(tray).toContainText('Upload stopped')
  await expect(tray).toContainText('The video stays on this device until you retry or remove it.')
  await expect(tray.getByRole('button', { name: 'Retry one.mp4' })).toBeVisible()
  await tray.getByRole('button', { name: 'Remove one.mp4' }).click()
  await expect(tray).toBeHidden()
  // The tray went with its last file: keyboard focus is on the page, not lost.
  await expect(page.getByRole('main')).toBeFocused()
  await expect.poll(() => keptOnDevice(page)).toEqual({ files: 0, records: 0 })
})

test('a kept file that failed, its draft edited: after a reload it goes up with the edit', async ({
  page,
  double,
}) => {
  test.setTimeout(90_000)
  await signedInWithWorker(page)
  const dialog = await offlineOnStepTwo(page)
  await dialog.getByTestId('video-file-input').setInputFiles([video('one.mp4')])
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click()
  await expect(dialog.getByText(WAITING)).toBeVisible()
  // Back online, its record is made and the last step fails.
  await double.fault({ method: 'PUT', path: '/api/videos/:id/update-status', status: 503 })
  await page.context().setOffline(false)
  await expect(dialog.getByRole('button', { name: 'Retry one.mp4' })).toBeVisible({
    timeout: 30_000,
  })
  await dialog.getByRole('button', { name: 'Previous' }).click()
  await dialog.getByLabel('About this video (optional)').fill('The relay race, edited.')
  await dialog.getByRole('button', { name: 'Next' }).click()
  // Confirmed offline: it waits again, and the page reloads before the network returns.
  await page.context().setOffline(true)
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click()
  await expect(dialog.getByText(WAITING)).toBeVisible()
  await page.reload()
  await expect(page.getByRole('region', { name: 'Upload' })).toContainText(
    'Waiting for the network',
  )
  await double.clearRequests()
  await page.context().setOffline(false)
  await expect(page.getByRole('region', { name: 'Upload' })).toContainText(
    'Uploaded. The analysis has started.',
    { timeout: 30_000 },
  )
  const log = await double.requests()
  const created = log.filter((r) => r.method === 'POST' && r.path === '/api/videos')
  expect(created.map((r) => (r.body as { about_this_video?: string }).about_this_video)).toEqual([
    'The relay race, edited.',
  ])
  // The record made from the old draft was removed, not finished.
  expect(
    log.filter((r) => r.method === 'DELETE' && r.path.startsWith('/api/videos/')),
  ).toHaveLength(1)
  expect(await keptOnDevice(page)).toEqual({ files: 0, records: 0 })
})

test('two tabs: the one that kept the files sends them; the other takes over what it left', async ({
  page,
  double,
}) => {
  test.setTimeout(90_000)
  const dialog = await twoKeptOneStopped(page)
  // A second tab of the app opens, still offline; then the network returns.
  const other = await page.context().newPage()
  await other.goto('/video')
  await expect(other.getByRole('heading', { level: 1, name: 'Videos' })).toBeVisible()
  await double.clearRequests()
  await page.context().setOffline(false)
  await expect(dialog.getByText('Uploaded', { exact: true })).toBeVisible({ timeout: 30_000 })
  // The first tab closes: the second brings back the stopped file it left.
  await page.close()
  await expect(
    other.getByRole('region', { name: 'Upload' }).getByRole('button', { name: 'Retry one.mp4' }),
  ).toBeVisible()
  const created = (await double.requests()).filter(
    (r) => r.method === 'POST' && r.path === '/api/videos',
  )
  // two.mp4 went up once, not once per tab.
  expect(created.map((r) => (r.body as { filename: string }).filename)).toEqual(['two.mp4'])
})

test('a logout with a waiting queue asks, then leaves no kept file', async ({ page }) => {
  await signedInWithWorker(page)
  const dialog = await offlineOnStepTwo(page)
  await dialog.getByTestId('video-file-input').setInputFiles([video('one.mp4')])
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click()
  await expect(dialog.getByText(WAITING)).toBeVisible()
  await dialog.getByRole('button', { name: 'Continue in background' }).click()
  expect((await keptOnDevice(page)).files).toBe(1)
  await page.getByRole('button', { name: 'Logout' }).click()
  const ask = page.getByRole('alertdialog', { name: 'Log out while offline?' })
  await expect(ask).toContainText('One upload has not finished.')
  await ask.getByRole('button', { name: 'Log out' }).click()
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible()
  await expect.poll(() => keptOnDevice(page)).toEqual({ files: 0, records: 0 })
})

test('a quota too small refuses with the message and keeps nothing', async ({ page, baseURL }) => {
  await signedInWithWorker(page)
  // Less than the app's own files already use: no room for a video.
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Storage.overrideQuotaForOrigin', {
    origin: new URL(baseURL ?? '').origin,
    quotaSize: 20_000,
  })
  const dialog = await offlineOnStepTwo(page)
  await dialog.getByTestId('video-file-input').setInputFiles([video('big.mp4')])
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click()
  await expect(dialog.getByRole('alert')).toContainText(
    'There is not enough room on this device to keep these videos',
  )
  await expect(dialog.getByRole('button', { name: 'Upload', exact: true })).toBeVisible()
  expect(await keptOnDevice(page)).toEqual({ files: 0, records: 0 })
})

test('the tray and Profile › Offline copy show the waiting upload with its size; removed there @phone', async ({
  page,
  axe,
}) => {
  test.setTimeout(90_000)
  // Profile is opened online once, so it opens offline later.
  await openSignedIn(page, '/profile?type=OFFLINE', DEMO)
  await serviceWorkerReady(page)
  await expect(page.getByRole('heading', { level: 2, name: 'Offline copy' })).toBeVisible()
  await page.goto('/video')
  const dialog = await offlineOnStepTwo(page)
  await dialog.getByTestId('video-file-input').setInputFiles([video('gym.mp4')])
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click()
  await expect(dialog.getByText(WAITING)).toBeVisible()
  await dialog.getByRole('button', { name: 'Continue in background' }).click()
  const tray = page.getByRole('region', { name: 'Upload' })
  await expect(tray).toContainText('Waiting for the network. The upload starts when')
  await expect(tray).toContainText(/Waiting for the network · [\d.]+ kB/)
  await expectReachable(page, tray.getByRole('button', { name: 'Show upload' }))

  // Offline, the profile's Offline copy lists what the queue holds, with its size.
  await page.goto('/profile?type=OFFLINE')
  const waiting = page.getByRole('region', { name: 'Uploads waiting for the network' })
  await expect(waiting).toContainText(/1 video, [\d.]+ kB/)
  const remove = waiting.getByRole('button', { name: 'Remove the waiting uploads' })
  await expectReachable(page, remove)
  await axe()
  await remove.click()
  const ask = page.getByRole('alertdialog', { name: 'Remove the waiting uploads?' })
  await ask.getByRole('button', { name: 'Remove', exact: true }).click()
  await expect(waiting).toHaveCount(0)
  await expect.poll(() => keptOnDevice(page)).toEqual({ files: 0, records: 0 })
})
