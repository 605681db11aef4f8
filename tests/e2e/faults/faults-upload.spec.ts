import type { Page } from '@playwright/test'
import { expect, GENERIC_ERROR, test } from '../fixtures'
import { chooseSample, fillStepOne, uploadDialog } from '../upload-helpers'
import type { FaultKind } from './matrix'
import { answersOk, ensureAt, type MatrixCall, matrixTitle, runMatrix } from './matrix-run'

// Ten cases per test; a case re-opens the dialog and re-fills the draft when it has to.
test.describe.configure({ timeout: 150_000 })

const LIBRARY = /\/video(\?.*)?$/
const ABOUT = 'School sports day, filmed in June.'
const uploadButton = (page: Page) =>
  uploadDialog(page).getByRole('button', { name: 'Upload', exact: true })

/** Opens the upload dialog on step 1 (from the list, a failed step 2 or a closed dialog). */
async function dialogAtStepOne(page: Page, options: { fresh?: boolean } = {}) {
  await ensureAt(page, '/video', LIBRARY)
  // The generic popup only: closing the upload dialog itself would ask to discard the draft.
  const popup = page.getByRole('alertdialog')
  if (await popup.count()) {
    await popup
      .getByRole('button', { name: /^(OK|Cancel)$/ })
      .first()
      .click()
    await expect(popup).toHaveCount(0)
  }
  const dialog = uploadDialog(page)
  const open = async () => {
    await page.getByRole('button', { name: 'Upload', exact: true }).click()
    // The dialog's code loads on its first use after a page load: it opens a moment later.
    await expect(dialog).toBeVisible()
  }
  if (!(await dialog.isVisible())) await open()
  const previous = dialog.getByRole('button', { name: 'Previous' })
  if (await previous.isVisible()) await previous.click()
  if (options.fresh) {
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog).toBeHidden()
    await open()
  }
  await expect(dialog.getByText('Step 1 of 2: about the video')).toBeVisible()
}

/** Step 2 with the draft filled and the sample chosen; a failed draft is resumed as it is. */
async function readyToUpload(page: Page, options: { fresh?: boolean } = {}) {
  await dialogAtStepOne(page, options)
  const dialog = uploadDialog(page)
  if ((await dialog.getByLabel('About this video (optional)').inputValue()) === '')
    await fillStepOne(page)
  else await dialog.getByRole('button', { name: 'Next' }).click()
  if (!(await dialog.getByText('sample.mp4').isVisible())) await chooseSample(page)
  await expect(uploadButton(page)).toBeEnabled()
}

/** docs/product.md §8 upload failure: the generic message in the dialog; the draft and file stay. */
async function expectUploadFailed(page: Page) {
  const dialog = uploadDialog(page)
  await expect(dialog.getByRole('alert').filter({ hasText: GENERIC_ERROR })).toBeVisible()
  await expect(dialog.getByText('sample.mp4')).toBeVisible()
  await dialog.getByRole('button', { name: 'Previous' }).click()
  await expect(dialog.getByLabel('About this video (optional)')).toHaveValue(ABOUT)
  await expect(dialog.getByLabel('Name of person 1')).toHaveValue('Aiko Tanaka')
  await expect(dialog.getByLabel('Trailer instruction')).toHaveValue('Focus on the relay race.')
  await dialog.getByRole('button', { name: 'Next' }).click()
  await expect(uploadButton(page)).toBeEnabled()
}

/**
 * docs/product.md §2 Upload: a connection that dropped under a step is tried again after a wait,
 * and the file says so meanwhile; Stop ends it with the draft and the file kept.
 */
async function expectRetrying(page: Page) {
  const dialog = uploadDialog(page)
  await expect(dialog.getByText('The connection dropped. Trying again shortly…')).toBeVisible()
  await dialog.getByRole('button', { name: 'Stop upload' }).click()
  await expect(dialog.getByText('sample.mp4')).toBeVisible()
  await expect(uploadButton(page)).toBeEnabled()
}

async function expectUploaded(page: Page) {
  await expect(uploadDialog(page)).toBeHidden()
  await expect(page.getByRole('region', { name: 'Upload' })).toContainText(
    'Uploaded. The analysis has started.',
  )
}

/** The pending UI of a step that has not answered yet: progress shown, the upload stoppable. */
async function expectPending(page: Page, label: RegExp) {
  const dialog = uploadDialog(page)
  await expect(dialog.getByText(label)).toBeVisible()
  await expect(dialog.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Stop upload' })).toBeEnabled()
}

/** A step of the upload sequence on the API origin: 401/403 end the session (docs/product.md §8). */
function apiStep(
  name: string,
  method: string,
  path: string,
  pending: RegExp,
  succeedsOn: (kind: FaultKind) => boolean,
): MatrixCall {
  return {
    name,
    method,
    path,
    arrange: (page) => readyToUpload(page),
    act: (page) => uploadButton(page).click(),
    assert: async (page, kind) => {
      if (kind === 'slow') return expectPending(page, pending)
      if (kind === 'dropped') return expectRetrying(page)
      if (succeedsOn(kind)) return expectUploaded(page)
      await expectUploadFailed(page)
    },
  }
}

/** The call succeeds as far as the client can tell, or its 404 is cured by a new record. */
const recordMadeAgain = (kind: FaultKind) => answersOk(kind) || kind === '404'

// A storage answer the client takes for success leaves nothing to upload on the next try:
// that case starts the next one from a fresh draft so the storage call is made again.
let storageDone = false

const CALLS: MatrixCall[] = [
  // The create answer is read (the ticket): a 200 without one is an upload failure.
  apiStep('Create video', 'POST', '/api/videos', /Preparing the upload/, () => false),
  // People images and update status are not read: a 200 is a success. Their 404 says the
  // record is gone: it is made again once and the file goes on (docs/product.md §4 Upload).
  apiStep(
    'People images',
    'POST',
    '/api/videos/:id/upload-people-images',
    /Sending the people images/,
    recordMadeAgain,
  ),
  {
    name: 'File upload (storage ticket)',
    ownAuthErrors: true,
    method: 'POST',
    path: '/upload',
    arrange: async (page) => {
      await readyToUpload(page, { fresh: storageDone })
      storageDone = false
    },
    act: (page) => uploadButton(page).click(),
    assert: async (page, kind) => {
      if (kind === 'slow') return expectPending(page, /Uploading… \d+%/)
      if (kind === 'dropped') return expectRetrying(page)
      if (answersOk(kind)) {
        // Any 2xx from storage is success; the double then refuses update-status (409: no file
        // arrived), which is an upload failure like any other.
        storageDone = true
        return expectUploadFailed(page)
      }
      // A refused ticket (400 once) is made again with its record, and the file goes on; the
      // 403 refuses the second ticket too (the matrix answers it twice).
      if (kind === '400') return expectUploaded(page)
      // Storage is not the API: its 401/403 refuse the ticket, they do not end the session.
      await expect(page).toHaveURL(LIBRARY)
      await expectUploadFailed(page)
    },
  },
  apiStep(
    'Update status',
    'PUT',
    '/api/videos/:id/update-status',
    /Starting the analysis/,
    recordMadeAgain,
  ),
  {
    name: 'Languages',
    method: 'GET',
    path: '/api/supported-videos-languages',
    sticky: true,
    arrange: async (page) => {
      await dialogAtStepOne(page)
      const about = uploadDialog(page).getByLabel('About this video (optional)')
      if ((await about.inputValue()) === '') await about.fill(ABOUT)
    },
    // Step 2 mounts the list; a list in error is fetched again on mount.
    act: (page) => uploadDialog(page).getByRole('button', { name: 'Next' }).click(),
    assert: async (page, kind) => {
      const dialog = uploadDialog(page)
      const select = dialog.getByLabel('Output language')
      await expect(select).toBeDisabled()
      if (kind === 'slow') {
        await expect(select.locator('option')).toHaveText('Loading…')
        return
      }
      const problem = dialog.getByRole('alert').filter({ hasText: 'The languages could not be' })
      await expect(problem).toBeVisible({ timeout: 15_000 })
      await expect(problem.getByRole('button', { name: 'Try again' })).toBeEnabled()
      await expect(uploadButton(page)).toBeDisabled()
      await dialog.getByRole('button', { name: 'Previous' }).click()
      await expect(dialog.getByLabel('About this video (optional)')).toHaveValue(ABOUT)
    },
  },
]

for (const call of CALLS)
  test(matrixTitle(call), ({ page, double }) => runMatrix(page, double, call))
