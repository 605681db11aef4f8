import { expect, GENERIC_ERROR, test } from './fixtures'
import { chooseSample, fillStepOne, openUploadDialog } from './upload-helpers'

/**
 * An upload that fails at one of its calls keeps the draft and the file, and a retry finishes
 * it; a page left while a file goes up asks first.
 */

// The machine is shared by several engineers' runs: allow for a slow start.
test.describe.configure({ timeout: 90_000 })

test.describe('the two-step upload, when it fails', () => {
  for (const step of [
    {
      name: 'create',
      fault: { method: 'POST', path: '/api/videos', status: 500 },
      creates: 2,
      deletes: 0,
    },
    {
      name: 'create (bad answer)',
      fault: { method: 'POST', path: '/api/videos', wrongShape: true, status: 201 },
      creates: 2,
      deletes: 0,
    },
    {
      name: 'people images',
      fault: { method: 'POST', path: '/api/videos/:id/upload-people-images', status: 500 },
      creates: 1,
      deletes: 0,
    },
    {
      name: 'storage',
      fault: { method: 'POST', path: '/upload', status: 500 },
      creates: 1,
      deletes: 0,
    },
    {
      name: 'update-status',
      fault: { method: 'PUT', path: '/api/videos/:id/update-status', status: 503 },
      creates: 1,
      deletes: 0,
    },
  ]) {
    test(`a failure at ${step.name} keeps the draft and a retry finishes the upload`, async ({
      page,
      double,
    }) => {
      const dialog = await openUploadDialog(page)
      await fillStepOne(page)
      await chooseSample(page)
      await double.fault(step.fault)
      await dialog.getByRole('button', { name: 'Upload', exact: true }).click()
      await expect(dialog.getByText(GENERIC_ERROR)).toBeVisible()
      await expect(dialog.getByText('sample.mp4')).toBeVisible()
      await dialog.getByRole('button', { name: 'Previous' }).click()
      await expect(dialog.getByLabel('About this video (optional)')).toHaveValue(
        'School sports day, filmed in June.',
      )
      await expect(dialog.getByLabel('Name of person 1')).toHaveValue('Aiko Tanaka')
      await expect(dialog.getByLabel('Trailer instruction')).toHaveValue('Focus on the relay race.')
      await dialog.getByRole('button', { name: 'Next' }).click()
      await dialog.getByRole('button', { name: 'Upload', exact: true }).click()
      await expect(dialog).toBeHidden()
      await expect(page.getByRole('region', { name: 'Upload' })).toContainText(
        'Uploaded. The analysis has started.',
      )
      const creates = (await double.requests()).filter(
        (r) => r.method === 'POST' && r.path === '/api/videos',
      )
      // A retry continues where it stopped instead of creating a second record.
      expect(creates).toHaveLength(step.creates)
      // A record that could not be finished is removed, never left "in progress".
      await expect
        .poll(async () => (await double.requests()).filter((r) => r.method === 'DELETE').length)
        .toBe(step.deletes)
    })
  }

  test('an expired ticket is made again once; expired again, the file says why', async ({
    page,
    double,
  }) => {
    const dialog = await openUploadDialog(page)
    await fillStepOne(page)
    await chooseSample(page)
    // The double issues tickets already past their time: the storage refuses them (403).
    await double.control('config', { data: { ticketTtlSeconds: -1 } })
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click()
    await expect(dialog.getByText('The storage refused the file twice')).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Remove sample.mp4' })).toBeVisible()
    const calls = async (method: string, path: RegExp) =>
      (await double.requests()).filter((r) => r.method === method && path.test(r.path)).length
    // The first record was replaced by a second one without asking, and removed.
    expect(await calls('POST', /^\/api\/videos$/)).toBe(2)
    await expect.poll(() => calls('DELETE', /^\/api\/videos\//)).toBe(1)

    await double.control('config', { data: { ticketTtlSeconds: 3600 } })
    await dialog.getByRole('button', { name: 'Retry sample.mp4' }).click()
    await expect(page.getByRole('region', { name: 'Upload' })).toContainText(
      'Uploaded. The analysis has started.',
    )
    expect(await calls('POST', /^\/api\/videos$/)).toBe(3)
    await expect.poll(() => calls('DELETE', /^\/api\/videos\//)).toBe(2)
  })

  test('leaving the page while a file is uploading asks first', async ({ page, double }) => {
    const dialog = await openUploadDialog(page)
    await dialog.getByRole('button', { name: 'Next' }).click()
    await chooseSample(page)
    await double.fault({ method: 'POST', path: '/upload', delayMs: 8000 })
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click()
    await expect(dialog.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible()
    const asked = page.waitForEvent('dialog')
    await page.close({ runBeforeUnload: true })
    const prompt = await asked
    expect(prompt.type()).toBe('beforeunload')
    await prompt.accept()
  })
})
