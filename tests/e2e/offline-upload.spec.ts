import { DEMO, expect, signIn, test } from './fixtures'
import { chooseSample, uploadDialog } from './upload-helpers'

const TOKEN_SECONDS = 8

test('a throttled upload that spans three token lifetimes completes and the user stays signed in', async ({
  page,
  double,
}) => {
  test.setTimeout(150_000)
  // Tokens issued from now on live 8 s and say so (expires_in); the file (74 KB) takes about
  // 26 s to reach storage.
  await double.control('config', {
    data: { tokenTtlSeconds: TOKEN_SECONDS, storageBytesPerSecond: 2800 },
  })
  await signIn(page, DEMO)
  await page.getByRole('button', { name: /^(Upload|アップロード)$/ }).click()
  const dialog = uploadDialog(page)
  await dialog.getByRole('button', { name: /^(Next|次へ)$/ }).click()
  await chooseSample(page)
  await double.clearRequests()
  await dialog.getByRole('button', { name: /^(Upload|アップロード)$/ }).click()
  await dialog
    .getByRole('button', { name: /^(Continue in background|バックグラウンドで続行)$/ })
    .click()
  const tray = page.getByRole('region', { name: /^(Upload|アップロード)$/ })
  await expect(tray).toContainText(/Uploaded\. The analysis has started\.|アップロードしました/, {
    timeout: 90_000,
  })

  const log = await double.requests()
  const storage = log.findIndex((r) => r.origin === 'storage' && r.method === 'POST')
  const finish = log.findIndex((r) => r.method === 'PUT' && r.path.endsWith('/update-status'))
  expect(storage).toBeGreaterThanOrEqual(0)
  expect(finish).toBeGreaterThan(storage)
  const took = Date.parse(log[finish]?.time ?? '') - Date.parse(log[storage]?.time ?? '')
  // The file took longer than three tokens live; the session was refreshed along the way,
  // and once more while the file was sent, before the upload's last call.
  expect(took).toBeGreaterThan(3 * TOKEN_SECONDS * 1000)
  const refreshes = log
    .map((r, index) => (r.path === '/api/refresh' ? index : -1))
    .filter((index) => index >= 0 && index < finish)
  expect(refreshes.length).toBeGreaterThanOrEqual(3)
  expect(refreshes.some((index) => index > storage)).toBe(true)

  // Still signed in a whole token lifetime later: the library, polling the new video's
  // analysis, keeps its session fresh too.
  const refreshesSoFar = (await double.requests()).filter((r) => r.path === '/api/refresh').length
  await expect
    .poll(async () => (await double.requests()).filter((r) => r.path === '/api/refresh').length, {
      timeout: 3 * TOKEN_SECONDS * 1000,
    })
    .toBeGreaterThan(refreshesSoFar + 1)
  await expect(page).toHaveURL(/\/video/)
  await expect(page.getByRole('button', { name: /^(Logout|ログアウト)$/ })).toBeVisible()
})
