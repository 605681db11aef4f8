import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { inJapanese } from './in-japanese'
import { fillStepOne, openUploadDialog, sampleMp4 } from './upload-helpers'
import { openLibrary } from './videos-helpers'

// Several uploads in a row on a shared machine: allow for a slow start.
test.describe.configure({ timeout: 120_000 })

const video = (name: string) => ({ name, mimeType: 'video/mp4', buffer: sampleMp4() })

/** The dialog on step 2 (step 1 left empty) with copies of the sample chosen, lengths read. */
async function chooseOnStepTwo(page: Page, names: readonly string[]) {
  const dialog = await openUploadDialog(page)
  await dialog.getByRole('button', { name: 'Next' }).click()
  await dialog.getByTestId('video-file-input').setInputFiles(names.map(video))
  await expect(dialog.getByText('00:00:06')).toHaveCount(names.length)
  return dialog
}

test('a queue: each file in turn with its own progress, a refused one says why, a failure does not stop the rest', async ({
  page,
  double,
}) => {
  const dialog = await openUploadDialog(page)
  await fillStepOne(page)
  await dialog
    .getByTestId('video-file-input')
    .setInputFiles([
      video('first.mp4'),
      { name: 'clip.avi', mimeType: 'video/x-msvideo', buffer: Buffer.alloc(64) },
      video('second.mp4'),
      video('third.mp4'),
    ])
  const chosen = dialog.getByRole('list', { name: 'Chosen videos' })
  await expect(chosen.getByRole('listitem')).toHaveCount(4)
  // The refused file is listed with its reason; the others can go.
  await expect(chosen.getByRole('listitem').filter({ hasText: 'clip.avi' })).toContainText(
    'Please choose an MP4, M4V or MOV video.',
  )
  await expect(chosen.getByText('00:00:06')).toHaveCount(3)
  await double.clearRequests()
  // The first file's storage answer is held back, so the queue can be watched; the second
  // file's storage call fails.
  await double.fault({ method: 'POST', path: '/upload', delayMs: 3000 })
  await double.fault({ method: 'POST', path: '/upload', status: 500 })
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click()

  // While the first goes up, the others wait for their turn, each with its own state.
  const row = (name: string) => chosen.getByRole('listitem').filter({ hasText: name })
  await expect(row('first.mp4').getByRole('progressbar', { name: /first\.mp4/ })).toBeVisible()
  await expect(row('second.mp4')).toContainText('Waiting for its turn')
  await expect(row('third.mp4')).toContainText('Waiting for its turn')

  // The queue outlives the dialog: the tray lists every file.
  await dialog.getByRole('button', { name: 'Continue in background' }).click()
  const tray = page.getByRole('region', { name: 'Upload' })
  const trayRow = (name: string) =>
    tray
      .getByRole('list', { name: 'Videos in the upload' })
      .getByRole('listitem')
      .filter({ hasText: name })
  await expect(trayRow('first.mp4')).toContainText('Uploaded', { timeout: 30_000 })
  await expect(trayRow('second.mp4')).toContainText(/Upload stopped at \d+%/, { timeout: 30_000 })
  await expect(trayRow('third.mp4')).toContainText('Uploaded', { timeout: 30_000 })
  await expect(trayRow('clip.avi')).toContainText('Please choose an MP4, M4V or MOV video.')
  await expect(tray).toContainText('The upload failed. Open it to try again.')
  await expect(tray).toContainText('2 of 4 uploaded')

  // Each file's calls in order: create → people images → storage → status, one file at a time.
  const sequence = async () =>
    (await double.requests())
      .filter((r) => r.method !== 'GET' && r.method !== 'OPTIONS')
      .map((r) => {
        const body = r.body as { filename?: string } | undefined
        const call = `${r.method} ${r.path.replace(/[0-9a-f-]{36}/, ':id')}`
        return r.path === '/api/videos' ? `${call} ${body?.filename}` : call
      })
  const oneFile = (name: string, stored = true) => [
    `POST /api/videos ${name}`,
    'POST /api/videos/:id/upload-people-images',
    'POST /upload',
    ...(stored ? ['PUT /api/videos/:id/update-status'] : []),
  ]
  expect(await sequence()).toEqual([
    ...oneFile('first.mp4'),
    ...oneFile('second.mp4', false),
    ...oneFile('third.mp4'),
  ])

  // Retry the failed one from the tray: it continues from the storage step, no second record.
  await double.clearRequests()
  await trayRow('second.mp4').getByRole('button', { name: 'Retry second.mp4' }).click()
  await expect(tray).toContainText('Uploaded. The analysis has started.', { timeout: 30_000 })
  expect(await sequence()).toEqual(['POST /upload', 'PUT /api/videos/:id/update-status'])
})

test('Stop on one file of a queue: that file stops, the next one goes', async ({
  page,
  double,
}) => {
  const dialog = await chooseOnStepTwo(page, ['slow.mp4', 'next.mp4'])
  await double.fault({ method: 'POST', path: '/upload', delayMs: 15_000 })
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click()
  await expect(dialog.getByRole('progressbar', { name: /slow\.mp4/ })).toBeVisible()
  await dialog.getByRole('button', { name: 'Stop slow.mp4' }).click()
  await expect(dialog)
    .toBeHidden({ timeout: 30_000 })
    .catch(() => undefined)
  const list = page.getByRole('list', { name: /Chosen videos|Videos in the upload/ }).first()
  await expect(list.getByRole('listitem').filter({ hasText: 'slow.mp4' })).toContainText('Stopped')
  await expect(list.getByRole('listitem').filter({ hasText: 'next.mp4' })).toContainText(
    'Uploaded',
    { timeout: 30_000 },
  )
  // The stopped file's half-made record was removed, never left "in progress".
  await expect
    .poll(async () => (await double.requests()).filter((r) => r.method === 'DELETE').length)
    .toBe(1)
})

test('Stop while the record is being made: the record is removed once the server has made it', async ({
  page,
  double,
}) => {
  const dialog = await chooseOnStepTwo(page, ['late.mp4'])
  // The server makes the record but answers late, as over a slow network.
  await double.fault({ method: 'POST', path: '/api/videos', delayMs: 2000 })
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click()
  await expect(dialog.getByText('Preparing the upload…')).toBeVisible()
  await dialog.getByRole('button', { name: 'Stop late.mp4' }).click()
  const list = page.getByRole('list', { name: /Chosen videos|Videos in the upload/ }).first()
  await expect(list.getByRole('listitem').filter({ hasText: 'late.mp4' })).toContainText('Stopped')
  // The record the server made is deleted by its id, and the file was never sent.
  const created = (await double.requests()).find(
    (r) => r.method === 'POST' && r.path === '/api/videos',
  )
  expect(created).toBeDefined()
  await expect
    .poll(async () =>
      (await double.requests()).filter((r) => r.method === 'DELETE').map((r) => r.path),
    )
    .toEqual([expect.stringMatching(/^\/api\/videos\/[^/]+$/)])
  expect((await double.requests()).some((r) => r.path === '/upload')).toBe(false)
})

test('a file name over 255 characters is refused before anything is sent', async ({
  page,
  double,
}) => {
  const dialog = await openUploadDialog(page)
  await dialog.getByRole('button', { name: 'Next' }).click()
  await double.clearRequests()
  const long = `${'a'.repeat(252)}.mp4`
  await dialog.getByTestId('video-file-input').setInputFiles(video(long))
  await expect(
    dialog.getByText(
      'The file name is longer than 255 characters. Please rename the file and choose it again.',
    ),
  ).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Upload', exact: true })).toBeDisabled()
  // 255 characters is still fine.
  await dialog.getByRole('button', { name: `Remove ${long}` }).click()
  await dialog.getByTestId('video-file-input').setInputFiles(video(`${'b'.repeat(251)}.mp4`))
  await expect(dialog.getByText('00:00:06')).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Upload', exact: true })).toBeEnabled()
  expect((await double.requests()).filter((r) => r.method === 'POST')).toEqual([])
})

inJapanese(() => {
  test('@phone the queue reads in Japanese, a refused file with its reason', async ({ page }) => {
    await openLibrary(page)
    await page.getByRole('button', { name: 'アップロード', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: '動画のアップロード' })
    await dialog.getByRole('button', { name: '次へ' }).click()
    await dialog
      .getByTestId('video-file-input')
      .setInputFiles([
        video('一本目.mp4'),
        { name: 'メモ.txt', mimeType: 'text/plain', buffer: Buffer.from('x') },
      ])
    const chosen = dialog.getByRole('list', { name: '選択した動画' })
    await expect(chosen.getByRole('listitem').filter({ hasText: 'メモ.txt' })).toContainText(
      'MP4、M4V、MOV形式の動画を選択してください。',
    )
    await dialog.getByRole('button', { name: 'アップロード', exact: true }).click()
    const tray = page.getByRole('region', { name: 'アップロード' })
    await expect(tray).toContainText('アップロード済み', { timeout: 30_000 })
    await expect(tray).toContainText('2件中1件をアップロード済み')
  })
})
