// @ts-check
/** What the upload benches share: large files that take no disk, and the dialog's ready Upload. */
import { closeSync, ftruncateSync, openSync } from 'node:fs'
import { join } from 'node:path'

/**
 * A file of `bytes` zeros that takes no disk space (sparse), at `dir/name`.
 * @param {string} dir @param {string} name @param {number} bytes
 */
export function sparseFile(dir, name, bytes) {
  const path = join(dir, name)
  const fd = openSync(path, 'w')
  ftruncateSync(fd, bytes)
  closeSync(fd)
  return path
}

/**
 * Waits until the upload dialog's Upload button can be pressed (every chosen file's length
 * read, by success, error or time-out), polling in the page rather than through Playwright's
 * locators, which would run inside what the bench measures.
 * @param {import('@playwright/test').Page} page
 */
export async function untilUploadEnabled(page) {
  await page.waitForFunction(
    () => {
      const button = [...document.querySelectorAll('dialog button')].find(
        (b) => b.textContent?.trim() === 'Upload',
      )
      return button instanceof HTMLButtonElement && !button.disabled
    },
    undefined,
    { timeout: 120_000 },
  )
}
