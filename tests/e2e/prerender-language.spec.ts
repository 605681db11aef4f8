import type { Page } from '@playwright/test'
import { DEMO, expect, test } from './fixtures'
import { collectProblems, holdAppScripts, mainHeading, SCREENS } from './prerender-helpers'

/** The first paint in the visitor's language, and a language picked before the app runs. */

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
  })

  // A saved choice wins over the browser's language, either way round.
  for (const c of [
    { locale: 'ja-JP', saved: 'en', path: '/login', shows: 'Log in', hides: 'ログイン' },
    {
      locale: 'en-US',
      saved: 'ja',
      path: '/privacy-policy',
      shows: 'プライバシーポリシー',
      hides: 'Privacy Policy',
    },
  ] as const) {
    test.describe(`a ${c.locale} browser`, () => {
      test.use({ locale: c.locale })

      test(`with ${c.saved} saved, paints ${c.path} in ${c.saved}`, async ({ page }) => {
        await page.addInitScript(
          (saved) => localStorage.setItem('selectedLanguage', saved),
          c.saved,
        )
        await holdAppScripts(page)
        await page.goto(c.path, { waitUntil: 'commit' })
        await expect(mainHeading(page, c.shows)).toBeVisible()
        await expect(mainHeading(page, c.hides)).toBeHidden()
      })
    })
  }
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
