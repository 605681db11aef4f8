import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Page } from '@playwright/test'
import { expect } from './fixtures'
import { openLibrary } from './videos-helpers'

const HERE = dirname(fileURLToPath(import.meta.url))
/** A real 6-second H.264 clip. */
export const SAMPLE_MP4 = join(HERE, 'media', 'sample.mp4')
export const sampleMp4 = () => readFileSync(SAMPLE_MP4)

/** A 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

export const uploadDialog = (page: Page) => page.getByRole('dialog', { name: 'Upload a video' })

/** Opens the library signed in, then the upload dialog (on step 1). */
export async function openUploadDialog(page: Page) {
  await openLibrary(page)
  await page.getByRole('button', { name: 'Upload', exact: true }).click()
  return uploadDialog(page)
}

/** Fills step 1 with an about text, one person and a trailer instruction, then goes to step 2. */
export async function fillStepOne(page: Page) {
  const dialog = uploadDialog(page)
  await dialog.getByLabel('About this video (optional)').fill('School sports day, filmed in June.')
  await dialog.getByRole('button', { name: 'Add More People' }).click()
  await dialog.getByLabel('Name of person 1').fill('Aiko Tanaka')
  await dialog
    .getByLabel('Choose image of person 1')
    .setInputFiles({ name: 'aiko.png', mimeType: 'image/png', buffer: PNG })
  await dialog.getByLabel('Make a trailer').check()
  await dialog.getByLabel('Trailer instruction').fill('Focus on the relay race.')
  await dialog.getByRole('button', { name: 'Next' }).click()
}

/** Chooses the sample video on step 2 and waits for its duration. */
export async function chooseSample(page: Page) {
  const dialog = uploadDialog(page)
  await dialog.getByTestId('video-file-input').setInputFiles(SAMPLE_MP4)
  await expect(dialog.getByText('sample.mp4')).toBeVisible()
  await expect(dialog.getByText('00:00:06')).toBeVisible()
}

/** Drops a file whose reported size the test controls (a 5 GB file cannot be made here). */
export async function dropFile(page: Page, name: string, size: number, type = 'video/mp4') {
  await page.locator('.drop-zone').evaluate(
    (zone, file) => {
      const blob = new File([new Uint8Array(16)], file.name, { type: file.type })
      Object.defineProperty(blob, 'size', { value: file.size })
      const event = new DragEvent('drop', { bubbles: true, cancelable: true })
      Object.defineProperty(event, 'dataTransfer', { value: { files: [blob], dropEffect: 'copy' } })
      zone.dispatchEvent(event)
    },
    { name, size, type },
  )
}
