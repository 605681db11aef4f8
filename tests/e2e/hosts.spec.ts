import { ordinaryVideo } from './demo-api'
import { DEMO, openSignedIn, signIn } from './fixtures'
import { expect, HOSTS, hostTest as test } from './hosts'
import { serviceWorkerReady } from './offline-helpers'
import { cardLinks } from './videos-helpers'

/**
 * The smoke set: the production build served by nginx as a deployment serves it, through the
 * deploy/ configuration and through a generic host that rewrites every unknown path to
 * index.html. Every test also fails on any Content-Security-Policy violation (hosts.ts). The
 * update prompt after a new deployment is in update.spec.ts (it shares that spec's second
 * build).
 */
for (const { host, name } of HOSTS) {
  test.describe(`served by ${name}`, () => {
    test.use({ host })
    // Journeys of five or six page loads each, with the service worker installing on the way.
    test.describe.configure({ timeout: 90_000 })

    test('a signed-out deep link leads through Login to the video, then the library', async ({
      page,
      request,
    }) => {
      const video = await ordinaryVideo(request)
      await page.goto('/')
      await expect(
        page.getByRole('heading', {
          level: 1,
          name: 'Turn your video archive into searchable data',
        }),
      ).toBeVisible()

      await signIn(page, DEMO, { goto: `/video-detail/${video.id}` })
      await expect(page).toHaveURL(new RegExp(`/video-detail/${video.id}$`))
      await expect(page.getByRole('heading', { level: 1, name: video.title })).toBeVisible()

      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Videos' })
        .click()
      await expect(page.getByRole('heading', { level: 1, name: 'Videos' })).toBeVisible()
      await expect(page.getByRole('link', { name: video.title })).toBeVisible()

      // A deep link opened signed in, as a shared link or a bookmark is.
      await page.goto(`/video-detail/${video.id}`)
      await expect(page.getByRole('heading', { level: 1, name: video.title })).toBeVisible()
      await page.goto('/privacy-policy')
      await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible()
    })

    test('a reload offline is answered by the service worker', async ({
      page,
      context,
      request,
    }) => {
      const video = await ordinaryVideo(request)
      await openSignedIn(page, '/video')
      await expect(page.getByRole('heading', { level: 1, name: 'Videos' })).toBeVisible()
      await serviceWorkerReady(page)
      const card = cardLinks(page).first()
      const listed = ((await card.textContent()) ?? '').trim()
      await page.goto(`/video-detail/${video.id}`)
      await expect(page.getByRole('heading', { level: 1, name: video.title })).toBeVisible()

      await context.setOffline(true)
      const detail = await page.reload()
      expect(detail?.fromServiceWorker()).toBe(true)
      await expect(page.getByRole('heading', { level: 1, name: video.title })).toBeVisible()
      await expect(page.getByRole('status').getByText('You are offline.')).toBeVisible()
      const library = await page.goto('/video')
      expect(library?.fromServiceWorker()).toBe(true)
      await expect(page.getByRole('link', { name: listed })).toBeVisible()
    })
  })
}
