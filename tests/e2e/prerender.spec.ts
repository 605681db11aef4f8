import type { Page } from '@playwright/test'
import { DEMO, expect, signIn, test } from './fixtures'
import { serviceWorkerReady } from './offline-helpers'

/**
 * The public screens are exported as HTML (build/prerender.ts): they paint without JavaScript,
 * in the visitor's language from the first paint, and the app then takes them over in place
 * (hydration) without a warning, an error or anything moving.
 */

interface Screen {
  path: string
  heading: { en: string; ja: string }
  text: { en: RegExp; ja: RegExp }
}

const SCREENS: Screen[] = [
  {
    path: '/',
    heading: {
      en: 'Turn your video archive into searchable data',
      ja: '動画アーカイブを、検索できるデータに',
    },
    text: { en: /Automatic trailer generation/, ja: /トレーラーの自動生成/ },
  },
  {
    path: '/login',
    heading: { en: 'Log in', ja: 'ログイン' },
    text: { en: /Forgot password\?/, ja: /パスワードをお忘れの方/ },
  },
  {
    path: '/privacy-policy',
    heading: { en: 'Privacy Policy', ja: 'プライバシーポリシー' },
    text: { en: /Last updated: 2024\/12\/24/, ja: /最終更新日：2024\/12\/24/ },
  },
]

const mainHeading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name })

/**
 * Holds the app's entry script until `release` is called: the page as its HTML paints it. (A
 * held module script also holds the load events: navigate with `waitUntil: 'commit'`.)
 */
async function holdAppScripts(page: Page): Promise<() => Promise<void>> {
  let release!: () => void
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released
    await route.continue()
  })
  return async () => release()
}

/**
 * The harness blocks service workers (playwright.config.ts): the browser's warning about it,
 * and the app's note that its worker is not registered, are not the page's problems.
 */
const SERVICE_WORKER_BLOCKED = /Service Worker registration blocked|Service worker not registered/

/** Every console warning or error (hydration warnings included) and every uncaught error. */
function collectProblems(page: Page): string[] {
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
  page.on('console', (message) => {
    if (SERVICE_WORKER_BLOCKED.test(message.text())) return
    if (message.type() === 'warning' || message.type() === 'error') {
      problems.push(`${message.type()}: ${message.text()}`)
    }
  })
  return problems
}

/** Sum of the layout-shift scores since the navigation started (shifts after input excluded, as CLS does). */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as {
            value: number
            hadRecentInput: boolean
          }[]) {
            if (!entry.hadRecentInput) total += entry.value
          }
        }).observe({ type: 'layout-shift', buffered: true })
        setTimeout(() => resolve(total), 300)
      }),
  )
}

for (const language of ['en', 'ja'] as const) {
  test.describe(`without JavaScript, a ${language} browser`, () => {
    test.use({ javaScriptEnabled: false, locale: language === 'ja' ? 'ja-JP' : 'en-US' })

    for (const screen of SCREENS) {
      test(`reads ${screen.path} in ${language === 'ja' ? 'Japanese' : 'English'} @phone`, async ({
        page,
      }) => {
        await page.goto(screen.path)
        await expect(mainHeading(page, screen.heading[language])).toBeVisible()
        await expect(page.getByText(screen.text[language]).first()).toBeVisible()
        await expect(page.locator('html')).toHaveAttribute('lang', language)
        // Only one language shows.
        const other = language === 'ja' ? 'en' : 'ja'
        await expect(mainHeading(page, screen.heading[other])).toBeHidden()
      })
    }

    test('the sign-in pages paint their forms too', async ({ page }) => {
      await page.goto('/forgot-password')
      await expect(page.getByRole('textbox').first()).toBeVisible()
      await page.goto('/reset-password?resetToken=abc')
      await expect(page.getByRole('button', { name: /^(Submit|送信)$/ })).toBeVisible()
    })
  })
}

test.describe('with JavaScript', () => {
  // As in a real browser: the service worker registers (no "registration blocked" warning).
  test.use({ serviceWorkers: 'allow' })

  for (const screen of SCREENS) {
    test(`${screen.path} is taken over in place: no warning, nothing moves, it works`, async ({
      page,
    }) => {
      const problems = collectProblems(page)
      const release = await holdAppScripts(page)
      await page.goto(screen.path, { waitUntil: 'commit' })
      // The HTML alone: the heading is there before the app runs; remember its node.
      await expect(mainHeading(page, screen.heading.en)).toBeVisible()
      await page.evaluate(() => {
        ;(window as unknown as { before: Element | null }).before = document.querySelector('h1')
      })
      await release()
      // The app has taken the page over when the pre-paint markers are gone; nothing moved.
      await expect(page.locator('[data-prerendered]')).toHaveCount(0)
      expect(await layoutShift(page)).toBe(0)
      // Interactive: the language switch works (until the app has attached its handlers the
      // select is plain HTML, so the choice is made again until it takes). A switch that took
      // but painted late has renamed the select, hence either name.
      await expect(async () => {
        await page
          .getByRole('combobox', { name: /^(Language|言語)$/ })
          .first()
          .selectOption('ja', { timeout: 1000 })
        await expect(mainHeading(page, screen.heading.ja)).toBeVisible({ timeout: 1000 })
      }).toPass()
      // Hydrated, not rendered again: the very same heading element, now in Japanese.
      expect(
        await page.evaluate(
          () =>
            (window as unknown as { before: Element | null }).before ===
            document.querySelector('h1'),
        ),
      ).toBe(true)
      expect(problems).toEqual([])
    })
  }

  test('Login works on the pre-rendered form', async ({ page }) => {
    const problems = collectProblems(page)
    await signIn(page)
    await expect(page.getByRole('heading', { level: 1, name: 'Videos' })).toBeVisible()
    expect(problems).toEqual([])
  })

  for (const path of ['/login', '/login?redirect=%2Fprofile']) {
    test(`what is typed into ${path} before the app runs is kept, and signs in`, async ({
      page,
    }) => {
      const problems = collectProblems(page)
      const release = await holdAppScripts(page)
      await page.goto(path, { waitUntil: 'commit' })
      // The pre-rendered form, before any app script: a quick visitor types into it.
      await page.getByLabel('E-mail address').fill(DEMO.email)
      await page.getByLabel('Password').fill(DEMO.password)
      await release()
      await expect(page.locator('[data-prerendered]')).toHaveCount(0)
      await expect(page.getByLabel('E-mail address')).toHaveValue(DEMO.email)
      await expect(page.getByLabel('Password')).toHaveValue(DEMO.password)
      await page.getByRole('button', { name: 'Log in' }).click()
      await expect(page).toHaveURL(path.includes('profile') ? /\/profile$/ : /\/video$/)
      expect(problems).toEqual([])
    })
  }
})

test.describe('typing on while the app takes over', () => {
  // `/login` is hydrated in place; `?redirect=` makes the app render Login afresh, replacing
  // the pre-rendered fields.
  for (const [path, landing] of [
    ['/login', /\/video$/],
    ['/login?redirect=%2Fprofile', /\/profile$/],
  ] as const) {
    test(`${path}: no key is lost and the caret stays in its field`, async ({ page }) => {
      const problems = collectProblems(page)
      const release = await holdAppScripts(page)
      await page.goto(path, { waitUntil: 'commit' })
      await page.getByLabel('E-mail address').fill(DEMO.email)
      await page.getByLabel('Password').click()
      const [start, middle, end] = [
        DEMO.password.slice(0, 3),
        DEMO.password.slice(3, 6),
        DEMO.password.slice(6),
      ]
      await page.keyboard.type(start)
      await release()
      // Keys go on arriving while the code loads and the form is swapped…
      await page.keyboard.type(middle, { delay: 40 })
      await expect(page.locator('[data-prerendered]')).toHaveCount(0)
      // …and after it, without a click: the caret is still in the field.
      await page.keyboard.type(end)
      await expect(page.getByLabel('Password')).toBeFocused()
      await expect(page.getByLabel('Password')).toHaveValue(DEMO.password)
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL(landing)
      expect(problems).toEqual([])
    })
  }
})

test.describe('the first paint is in the visitor language', () => {
  test.describe('a Japanese browser', () => {
    test.use({ locale: 'ja-JP' })

    test('paints / in Japanese before any app script runs', async ({ page }) => {
      await holdAppScripts(page)
      await page.goto('/', { waitUntil: 'commit' })
      await expect(page.locator('html')).toHaveAttribute('lang', 'ja')
      await expect(mainHeading(page, SCREENS[0]!.heading.ja)).toBeVisible()
      await expect(mainHeading(page, SCREENS[0]!.heading.en)).toBeHidden()
    })

    test('with English saved, paints English', async ({ page }) => {
      await page.addInitScript(() => localStorage.setItem('selectedLanguage', 'en'))
      await holdAppScripts(page)
      await page.goto('/login', { waitUntil: 'commit' })
      await expect(mainHeading(page, 'Log in')).toBeVisible()
      await expect(mainHeading(page, 'ログイン')).toBeHidden()
    })
  })

  test('an English browser with Japanese saved paints Japanese', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('selectedLanguage', 'ja'))
    await holdAppScripts(page)
    await page.goto('/privacy-policy', { waitUntil: 'commit' })
    await expect(mainHeading(page, 'プライバシーポリシー')).toBeVisible()
    await expect(mainHeading(page, 'Privacy Policy')).toBeHidden()
  })
})

test.describe('a language picked while the page loads', () => {
  const languageSwitch = (page: Page, name = 'Language') => page.getByRole('combobox', { name })

  test('before any app script: the page turns at once, and the app keeps it', async ({ page }) => {
    const problems = collectProblems(page)
    const release = await holdAppScripts(page)
    await page.goto('/login', { waitUntil: 'commit' })
    await page.getByLabel('E-mail address').fill(DEMO.email)
    await languageSwitch(page).selectOption('ja')
    await expect(mainHeading(page, 'ログイン')).toBeVisible()
    // What was typed comes along into the copy now shown.
    await expect(page.getByLabel('メールアドレス')).toHaveValue(DEMO.email)
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja')
    // The keyboard stays on the switch (now the Japanese copy's).
    await expect(languageSwitch(page, '言語')).toBeFocused()
    await release()
    await expect(page.locator('[data-prerendered]')).toHaveCount(0)
    await expect(mainHeading(page, 'ログイン')).toBeVisible()
    await expect(languageSwitch(page, '言語')).toHaveValue('ja')
    await expect(page.getByLabel('メールアドレス')).toHaveValue(DEMO.email)
    expect(await page.evaluate(() => localStorage.getItem('selectedLanguage'))).toBe('ja')
    expect(problems).toEqual([])
  })

  test('while the app takes the page over: it is applied once the app runs', async ({ page }) => {
    const problems = collectProblems(page)
    // The app has taken its copy (the other language's is gone) and waits for its config.
    let release!: () => void
    const released = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route(/\/config\.json$/, async (route) => {
      await released
      await route.continue()
    })
    await page.goto('/login', { waitUntil: 'commit' })
    await expect(page.locator('[data-prerendered="ja"]')).toHaveCount(0)
    await languageSwitch(page).selectOption('ja')
    release()
    await expect(mainHeading(page, 'ログイン')).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja')
    await expect(languageSwitch(page, '言語')).toHaveValue('ja')
    expect(await page.evaluate(() => localStorage.getItem('selectedLanguage'))).toBe('ja')
    expect(problems).toEqual([])
  })
})

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
    await page.goBack()
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
