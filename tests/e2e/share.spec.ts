import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Page } from '@playwright/test'
import { expect, openSignedIn, signIn, test } from './fixtures'
import { serviceWorkerReady } from './offline-helpers'

test.use({ serviceWorkers: 'allow' })

const CLIP = readFileSync(resolve(import.meta.dirname, '../api-double/media/clip-3.mp4'))

/** What the system share sheet does: a multipart POST of the video to the manifest's action. */
async function shareVideo(page: Page, name = 'shared-clip.mp4') {
  await page.evaluate(
    ({ base64, fileName }) => {
      const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))
      const transfer = new DataTransfer()
      transfer.items.add(new File([bytes], fileName, { type: 'video/mp4' }))
      const form = document.createElement('form')
      form.method = 'post'
      form.enctype = 'multipart/form-data'
      form.action = '/share-target'
      const input = document.createElement('input')
      input.type = 'file'
      input.name = 'video'
      input.files = transfer.files
      form.append(input)
      document.body.append(form)
      form.submit()
    },
    { base64: CLIP.toString('base64'), fileName: name },
  )
}

async function expectDialogWithSharedFile(page: Page, name: string) {
  const dialog = page.getByRole('dialog', { name: 'Upload a video' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByText('Step 1 of 2: about the video')).toBeVisible()
  await dialog.getByRole('button', { name: 'Next' }).click()
  await expect(dialog.getByRole('button', { name: `Remove ${name}` })).toBeVisible()
  return dialog
}

test('a video shared to the app opens the upload dialog with the file chosen; uploading it works', async ({
  page,
  double,
}) => {
  test.setTimeout(90_000)
  await openSignedIn(page)
  await expect(page.getByRole('heading', { name: 'Videos', level: 1 })).toBeVisible()
  await serviceWorkerReady(page)

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
    .toEqual(expect.arrayContaining(['POST /api/videos', expect.stringMatching(/update-status$/)]))
  const created = (await double.requests()).find(
    (request) => request.method === 'POST' && request.path === '/api/videos',
  )
  expect(created?.body).toMatchObject({ filename: 'shared-clip.mp4' })
})

test('shared while signed out: Login first, and the file is still there afterwards @phone', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await page.goto('/login')
  await serviceWorkerReady(page)
  await shareVideo(page, 'from-the-gallery.mp4')
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

test('two shares before sign-in keep only the last file', async ({ page }) => {
  test.setTimeout(90_000)
  await page.goto('/login')
  await serviceWorkerReady(page)
  await shareVideo(page, 'first-share.mp4')
  await expect(page).toHaveURL(/\/login/)
  await shareVideo(page, 'second-share.mp4')
  await expect(page).toHaveURL(/\/login/)
  expect(await sharedFilesKept(page)).toBe(1)
  await signIn(page, undefined, { goto: page.url() })
  // The hand-over waits for the upload code to load on a slow machine.
  await expect(page.getByRole('dialog', { name: 'Upload a video' })).toBeVisible({
    timeout: 30_000,
  })
  await expectDialogWithSharedFile(page, 'second-share.mp4')
  await expect(page.getByText('first-share.mp4')).toHaveCount(0)
  await expect.poll(() => sharedFilesKept(page)).toBe(0)
})
