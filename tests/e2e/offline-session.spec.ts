import { DEMO, expect, signIn, test } from './fixtures'
import { serviceWorkerReady } from './offline-helpers'
import { chooseSample, uploadDialog } from './upload-helpers'
import { cardLinks } from './videos-helpers'

test.use({ serviceWorkers: 'allow' })

test('a 503 from the session check (a deploy) keeps the user signed in and the saved pages', async ({
  page,
  double,
}) => {
  await page.goto('/login')
  await serviceWorkerReady(page)
  await signIn(page, DEMO)
  const first = cardLinks(page).first()
  await expect(first).toBeVisible()
  const title = ((await first.textContent()) ?? '').trim()

  await double.fault({ method: 'GET', path: '/api/refresh', status: 503, times: 1 })
  await double.fault({ method: 'GET', path: '/api/videos', status: 503, times: -1 })
  await double.clearRequests()
  await page.reload()
  await expect
    .poll(async () =>
      (await double.requests()).map((r) => `${r.path} ${(r as { status?: number }).status}`),
    )
    .toContain('/api/refresh 503')
  await expect(page.getByRole('link', { name: title })).toBeVisible()
  await expect(page).toHaveURL(/\/video/)
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible()
})

test('an upload cut off by a forced logout is kept: signed in again, Retry finishes it on the same record', async ({
  page,
  double,
}) => {
  await signIn(page, DEMO)
  await page.getByRole('button', { name: 'Upload', exact: true }).click()
  const dialog = uploadDialog(page)
  await dialog.getByRole('button', { name: 'Next' }).click()
  await chooseSample(page)
  await double.clearRequests()
  // The session is revoked on the server just as the upload's last call goes out.
  await double.fault({ method: 'PUT', path: '/api/videos/:id/update-status', status: 401 })
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click()
  await expect(page).toHaveURL(/\/login/)

  // Signed in again on that Login page (no reload: the file is still in the tab's memory).
  await page.getByLabel('E-mail address').fill(DEMO.email)
  await page.getByLabel('Password').fill(DEMO.password)
  await page.getByRole('button', { name: 'Log in' }).click()
  const tray = page.getByRole('region', { name: 'Upload' })
  await expect(tray).toContainText('sample.mp4')
  await expect(tray).toContainText('The upload failed. Open it to try again.')
  await tray.getByRole('button', { name: 'Show upload' }).click()
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click()
  await expect(page.getByRole('region', { name: 'Upload' })).toContainText(
    'Uploaded. The analysis has started.',
  )
  const created = (await double.requests()).filter(
    (r) => r.method === 'POST' && r.path === '/api/videos',
  )
  expect(created).toHaveLength(1)
})
