import { expect, test } from './fixtures'
import { urls } from './ports'

// The same build and config.json as every test (API base: this worker's double on localhost),
// but served to the browser as a deployed site, https://app.example: every request to it is
// answered by the real preview server.
const SITE = 'https://app.example'

test('a deployed site whose API base is this computer says so and sends nothing', async ({
  page,
  context,
  double,
}) => {
  await context.route(`${SITE}/**`, async (route) => {
    const { pathname, search } = new URL(route.request().url())
    await route.fulfill({ response: await route.fetch({ url: `${urls.app}${pathname}${search}` }) })
  })
  await double.clearRequests()
  await page.goto(`${SITE}/video`)

  const alert = page.getByRole('alert')
  await expect(
    alert.getByRole('heading', { level: 1, name: 'This app is not set up to reach its server' }),
  ).toBeVisible()
  await expect(alert).toContainText(`${urls.api}, points to your own computer`)
  await expect(alert).toContainText('set apiBase in config.json')

  await alert.getByRole('combobox', { name: 'Language' }).selectOption('ja')
  await expect(
    alert.getByRole('heading', {
      level: 1,
      name: 'このアプリはサーバーに接続できるよう設定されていません',
    }),
  ).toBeVisible()
  await expect(alert.getByRole('button', { name: '再読み込み' })).toBeVisible()
  // Nothing reached the API: no session check, no profile, no list.
  expect(await double.requests()).toEqual([])
})
