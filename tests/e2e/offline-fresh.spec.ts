import { DEMO, expect, signIn, test } from './fixtures'
import { serviceWorkerReady } from './offline-helpers'
import { urls } from './ports'

test.use({ serviceWorkers: 'allow' })

/** What the server says about a video now (asked directly, as another client would). */
async function serverVideo(id: string) {
  const login = await fetch(`${urls.api}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(DEMO),
  })
  const { access_token: token } = (await login.json()) as { access_token: string }
  const response = await fetch(`${urls.api}/api/videos/${id}`, {
    headers: { Authorization: `Bearer ${token}` },
  })
  return (await response.json()) as { trailer_path: string | null; is_trailer_creating: boolean }
}

test('a reload never shows older data than the server has: a finished trailer, a new title', async ({
  page,
  double,
}) => {
  test.setTimeout(90_000)
  await double.control('config', { data: { trailerDelayMs: 2500 } })
  const seeded = (await double.control('seed-videos', {
    data: { email: DEMO.email, count: 1, filenamePrefix: 'fresh_check' },
  })) as { ids: string[] }
  const id = seeded.ids[0] as string
  await page.goto('/login')
  await serviceWorkerReady(page)
  await signIn(page)
  await page.goto(`/video-detail/${id}`)

  // Make a trailer; the double finishes it; one reload shows it.
  await page.getByRole('button', { name: 'Make Trailer' }).click()
  await page.getByRole('dialog').getByLabel('Trailer instruction').fill('Upbeat, thirty seconds.')
  await page.getByRole('dialog').getByRole('button', { name: 'Make Trailer' }).click()
  await expect(page.getByText('Generating trailer...')).toBeVisible()
  await expect.poll(async () => (await serverVideo(id)).trailer_path).toBeTruthy()
  await page.reload()
  await expect(page.getByRole('button', { name: 'Watch Trailer Video' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Make Trailer' })).toHaveCount(0)

  // The page is saved as it is now, and is younger than any freshness window. The server
  // retitles the video: one reload shows the new title.
  const retitled = `Retitled ${Date.now()}`
  await double.control('patch-video', { data: { id, fields: { title: retitled } } })
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: retitled })).toBeVisible()
})
