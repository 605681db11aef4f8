import { expect, signIn, test } from './fixtures'
import { layoutShift } from './layout-shift'
import { serviceWorkerReady } from './offline-helpers'
import { holdAppScripts, mainHeading, SCREENS } from './prerender-helpers'

/** A signed-in visitor on the public pages, and the pre-rendered files as a host serves them. */

test.describe('signed in', () => {
  test('Home shows the way into the app from its first paint, and keeps it', async ({ page }) => {
    await signIn(page)
    const release = await holdAppScripts(page)
    await page.goto('/', { waitUntil: 'commit' })
    const banner = page.getByRole('banner')
    await expect(banner.getByRole('link', { name: 'Go to the app' })).toBeVisible()
    await expect(banner.getByRole('link', { name: 'Log in' })).toBeHidden()
    await release()
    await expect(page.getByRole('combobox', { name: 'Language' })).toBeEnabled()
    await banner.getByRole('link', { name: 'Go to the app' }).click()
    await expect(page).toHaveURL(/\/video$/)
    // Home comes back from the back/forward cache, which fires no load event.
    await page.goBack({ waitUntil: 'commit' })
    await expect(banner.getByRole('link', { name: 'Go to the app' })).toBeVisible()
    expect(await layoutShift(page)).toBe(0)
  })

  test('Login is not shown to a signed-in user: the app goes on to the library', async ({
    page,
  }) => {
    await signIn(page)
    const release = await holdAppScripts(page)
    await page.goto('/login', { waitUntil: 'commit' })
    // The stored session hides the form before the first paint (the app then moves on).
    await expect(page.locator('[data-path="/login"]').first()).toBeAttached()
    await expect(mainHeading(page, 'Log in')).toBeHidden()
    await release()
    await expect(page).toHaveURL(/\/video$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Videos' })).toBeVisible()
  })
})

test.describe('served like a static host', () => {
  test('a pre-rendered path gets its file, Japanese first on request; others get the shell', async ({
    request,
  }) => {
    const html = { Accept: 'text/html' }
    const login = await request.get('/login', { headers: html })
    expect(await login.text()).toContain('data-path="/login"')
    expect(login.headers().vary).toMatch(/Accept-Language/)
    const ja = await request.get('/login', {
      headers: { ...html, 'Accept-Language': 'ja,en;q=0.8' },
    })
    expect(await ja.text()).toMatch(/<html lang="ja"/)
    const library = await request.get('/video-detail/123', { headers: html })
    const shell = await library.text()
    expect(shell).toContain('<div id="root"></div>')
    // No pre-rendered copy (the pre-paint script names the attribute, no element carries it).
    expect(shell).not.toMatch(/<[a-z]+ [^>]*data-prerendered=/)
  })

  test.describe('offline, through the service worker', () => {
    test.use({ serviceWorkers: 'allow' })

    test('each pre-rendered page opens for its own path, the shell for the rest', async ({
      page,
      context,
    }) => {
      await page.goto('/privacy-policy')
      await serviceWorkerReady(page)
      await context.setOffline(true)
      for (const screen of SCREENS) {
        const response = await page.goto(screen.path)
        expect(response?.fromServiceWorker()).toBe(true)
        await expect(mainHeading(page, screen.heading.en)).toBeVisible()
      }
      // A signed-out visitor's deep link: the shell, whose guard sends them to Login.
      await page.goto('/advanced-search')
      await expect(mainHeading(page, 'Log in')).toBeVisible()
    })
  })
})
