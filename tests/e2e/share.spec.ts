import { closeSync, ftruncateSync, openSync, readFileSync, rmSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Page } from '@playwright/test'
import { VIDEO_MAX_BYTES } from '@/config/limits'
import { expect, openSignedIn, signIn, test } from './fixtures'
import { inJapanese } from './in-japanese'
import { serviceWorkerReady } from './offline-helpers'

test.use({ serviceWorkers: 'allow' })

const CLIP = readFileSync(resolve(import.meta.dirname, '../api-double/media/harbour.mp4'))

/**
 * What the system share sheet does: a multipart POST of the video to the manifest's action.
 * `file` is a file on disk (sent as the browser sends a picked file, never read by the test)
 * or the demo clip under another name.
 */
async function shareVideo(
  page: Page,
  file: string | { name: string } = { name: 'shared-clip.mp4' },
) {
  await page.evaluate(() => {
    const form = document.createElement('form')
    form.id = 'share-sheet'
    form.method = 'post'
    form.enctype = 'multipart/form-data'
    form.action = '/share-target'
    const input = document.createElement('input')
    input.type = 'file'
    input.name = 'video'
    form.append(input)
    document.body.append(form)
  })
  await page
    .locator('#share-sheet input')
    .setInputFiles(
      typeof file === 'string' ? file : { name: file.name, mimeType: 'video/mp4', buffer: CLIP },
    )
  await page.locator('#share-sheet').evaluate((form: HTMLFormElement) => form.submit())
}

async function expectDialogWithSharedFile(page: Page, name: string) {
  const dialog = page.getByRole('dialog', { name: 'Upload a video' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByText('Step 1 of 2: about the video')).toBeVisible()
  await dialog.getByRole('button', { name: 'Next' }).click()
  await expect(dialog.getByRole('button', { name: `Remove ${name}` })).toBeVisible()
  return dialog
}

/** A sparse file of `bytes` bytes: its size to the file system, no blocks on the disk. */
function sparseFile(name: string, bytes: number) {
  const path = test.info().outputPath(name)
  const handle = openSync(path, 'w')
  ftruncateSync(handle, bytes)
  closeSync(handle)
  return path
}

// Three shares to one signed-in, installed app (installing it is most of a test's cost): each
// step is one case of what the share sheet can bring, and each leaves nothing waiting.
test('a shared video opens the upload dialog with the file chosen and uploads; offline it waits for the network; over 5 GB it is refused at once', async ({
  page,
  context,
  double,
}) => {
  test.setTimeout(120_000)
  await openSignedIn(page)
  await expect(page.getByRole('heading', { name: 'Videos', level: 1 })).toBeVisible()
  await serviceWorkerReady(page)

  await test.step('a video over 5 GB is refused with its reason at once, and nothing is kept', async () => {
    // Read whole, as `formData()` did, this share never arrived; it is refused unread now.
    const huge = sparseFile('too-long-take.mp4', VIDEO_MAX_BYTES + 1024 ** 2)
    try {
      await shareVideo(page, huge)
      await page.waitForURL(/\/video\?shared=1$/, { waitUntil: 'commit' })
      const refused = page.getByRole('alertdialog')
      await expect(refused).toContainText(
        'The shared video is larger than 5 GB, so it cannot be uploaded. Please share a smaller file.',
      )
      await expect(page.getByRole('dialog', { name: 'Upload a video' })).toHaveCount(0)
      await expect.poll(() => sharedFilesKept(page)).toBe(0)
      await refused.getByRole('button', { name: 'OK' }).click()
      await expect(refused).toBeHidden()
    } finally {
      rmSync(huge, { force: true })
    }
  })

  await test.step('a video shared to the app opens the upload dialog with the file chosen; uploading it works', async () => {
    await shareVideo(page)
    await expect(page).toHaveURL(/\/video/)
    const dialog = await expectDialogWithSharedFile(page, 'shared-clip.mp4')
    await expect(dialog.getByLabel('Output language')).not.toHaveValue('')
    await double.clearRequests()
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click()
    await expect
      .poll(async () =>
        (await double.requests()).map((request) => `${request.method} ${request.path}`),
      )
      .toEqual(
        expect.arrayContaining(['POST /api/videos', expect.stringMatching(/update-status$/)]),
      )
    const created = (await double.requests()).find(
      (request) => request.method === 'POST' && request.path === '/api/videos',
    )
    expect(created?.body).toMatchObject({ filename: 'shared-clip.mp4' })
  })

  await test.step('shared offline, the video waits on the device for the network', async () => {
    await context.setOffline(true)
    await shareVideo(page, { name: 'shared-offline.mp4' })
    const dialog = await expectDialogWithSharedFile(page, 'shared-offline.mp4')
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click()
    await expect(dialog.getByText(/^Waiting for the network · \d/)).toBeVisible()
  })
})

test('shared while signed out: Login first, and the file is still there afterwards @phone', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await page.goto('/login')
  await serviceWorkerReady(page)
  await shareVideo(page, { name: 'from-the-gallery.mp4' })
  await expect(page).toHaveURL(/\/login/)
  await signIn(page, undefined, { goto: page.url() })
  await expectDialogWithSharedFile(page, 'from-the-gallery.mp4')
})

/** How many files wait in the share store (the service worker's IndexedDB). */
const sharedFilesKept = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((done, fail) => {
        const open = indexedDB.open('vi-share')
        open.onerror = () => fail(open.error)
        open.onsuccess = () => {
          const db = open.result
          if (!db.objectStoreNames.contains('files')) return done(0)
          const count = db.transaction('files').objectStore('files').count()
          count.onsuccess = () => done(count.result)
          count.onerror = () => fail(count.error)
        }
      }),
  )

/**
 * A second share while one waits (docs/decisions.md, "A second share"): it waits beside the
 * first, and after sign-in the app asks, naming both, which one to upload.
 */
async function twoSharesThenSignIn(page: Page) {
  await page.goto('/login')
  await serviceWorkerReady(page)
  await shareVideo(page, { name: 'first-share.mp4' })
  await expect(page).toHaveURL(/\/login/)
  await shareVideo(page, { name: 'second-share.mp4' })
  await expect(page).toHaveURL(/\/login/)
  expect(await sharedFilesKept(page)).toBe(2)
  await signIn(page, undefined, { goto: page.url() })
}

test('a second share while one waits asks first; "Use the new one" uploads the new one', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await twoSharesThenSignIn(page)
  // The question waits for the upload code to load on a slow machine.
  const ask = page.getByRole('alertdialog', { name: 'Two shared videos' })
  await expect(ask).toBeVisible({ timeout: 30_000 })
  await expect(ask).toContainText('"first-share.mp4" is waiting to be uploaded.')
  await expect(ask).toContainText(
    'A new video was shared: "second-share.mp4". Which one should be uploaded?',
  )
  await expect(page.getByRole('dialog', { name: 'Upload a video' })).toHaveCount(0)
  await ask.getByRole('button', { name: 'Use the new one' }).click()
  await expectDialogWithSharedFile(page, 'second-share.mp4')
  await expect(page.getByText('first-share.mp4')).toHaveCount(0)
  await expect.poll(() => sharedFilesKept(page)).toBe(0)
})

inJapanese(() => {
  test('keeping the first from the keyboard uploads the first and forgets the new one', async ({
    page,
  }) => {
    test.setTimeout(90_000)
    await twoSharesThenSignIn(page)
    const ask = page.getByRole('alertdialog', { name: '共有された動画が2本あります' })
    await expect(ask).toBeVisible({ timeout: 30_000 })
    await expect(ask).toContainText('「first-share.mp4」がアップロードを待っています。')
    await expect(ask).toContainText('新しい動画「second-share.mp4」が共有されました。')
    // The safe answer has the focus: Enter keeps the first.
    await expect(ask.getByRole('button', { name: '最初の動画を残す' })).toBeFocused()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: '動画のアップロード' })
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: '次へ' }).click()
    await expect(dialog.getByRole('button', { name: 'first-share.mp4を削除' })).toBeVisible()
    await expect(page.getByText('second-share.mp4')).toHaveCount(0)
    await expect.poll(() => sharedFilesKept(page)).toBe(0)
  })
})
