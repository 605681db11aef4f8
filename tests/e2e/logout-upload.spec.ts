import type { Page } from '@playwright/test'
import { demoApi } from './demo-api'
import { DEMO, type Double, expect, signIn, test } from './fixtures'
import { chooseSample, uploadDialog } from './upload-helpers'

/** Signs in and starts an upload slow enough to outlast the test; resolves once its record is made. */
async function uploadGoingUp(page: Page, double: Double) {
  // The 74 KB sample takes about 25 s to reach storage.
  await double.control('config', { data: { storageBytesPerSecond: 3000 } })
  await signIn(page, DEMO)
  await page.getByRole('button', { name: 'Upload', exact: true }).click()
  const dialog = uploadDialog(page)
  await dialog.getByRole('button', { name: 'Next' }).click()
  await chooseSample(page)
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click()
  await expect(dialog.getByRole('progressbar', { name: /sample\.mp4/ })).toBeVisible()
  // The record is made: the video is in the library, in progress.
  await expect
    .poll(async () =>
      (await double.requests()).some((r) => r.method === 'POST' && r.path === '/api/videos'),
    )
    .toBe(true)
  await dialog.getByRole('button', { name: 'Close' }).first().click()
}

/**
 * Logout during an upload (docs/decisions.md, "Logout during an upload"): it asks first;
 * "Keep uploading" leaves the upload going; confirmed, the half-made video is removed before the
 * session ends, so no record stays "in progress" for good.
 */
test('logging out while a video goes up asks first, and confirmed removes its video', async ({
  page,
  double,
  request,
}) => {
  test.setTimeout(90_000)
  await uploadGoingUp(page, double)

  const logout = page.getByRole('button', { name: 'Logout' })
  const ask = page.getByRole('alertdialog', { name: 'Log out while uploading?' })
  await logout.click()
  await expect(ask).toContainText(
    'One upload has not finished. Logging out stops it and removes its video.',
  )
  await ask.getByRole('button', { name: 'Keep uploading' }).click()
  await expect(ask).toBeHidden()
  await expect(page).toHaveURL(/\/video/)

  await logout.click()
  await ask.getByRole('button', { name: 'Log out' }).click()
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible()
  const deleted = (await double.requests()).filter(
    (r) => r.method === 'DELETE' && r.path.startsWith('/api/videos/'),
  )
  expect(deleted).toHaveLength(1)
  const { items } = (await demoApi(request, '/api/videos?size=100&page=1')) as {
    items: { filename: string }[]
  }
  expect(items.some((video) => video.filename === 'sample.mp4')).toBe(false)
})

test('a confirmed logout ends within seconds when the API never answers, leaving no session stored', async ({
  page,
  double,
}) => {
  test.setTimeout(90_000)
  await uploadGoingUp(page, double)
  // From here on the API takes every call and answers none (the removal of the video too).
  await double.fault({ method: '*', path: '/api/*', hang: true, times: -1 })
  await page.getByRole('button', { name: 'Logout' }).click()
  const ask = page.getByRole('alertdialog', { name: 'Log out while uploading?' })
  await ask.getByRole('button', { name: 'Log out' }).click()
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible({ timeout: 10_000 })
  expect(await page.evaluate(() => Object.keys(localStorage))).not.toContain('localUser')
  const asked = (await double.requests()).filter(
    (r) => r.method === 'DELETE' && r.path.startsWith('/api/videos/'),
  )
  expect(asked).toHaveLength(1)
})
