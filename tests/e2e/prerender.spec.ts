import { DEMO, expect, signIn, test } from './fixtures'
import { layoutShift } from './layout-shift'
import { collectProblems, holdAppScripts, mainHeading, SCREENS } from './prerender-helpers'

/**
 * The public screens are exported as HTML (build/prerender-plugin.ts): they paint without JavaScript,
 * in the visitor's language from the first paint, and the app then takes them over in place
 * (hydration) without a warning, an error or anything moving.
 */

// One test a language and layout: the screens share a browser context (each test is a new
// context), and each is still opened afresh.
for (const language of ['en', 'ja'] as const) {
  const name = language === 'ja' ? 'Japanese' : 'English'
  test.describe(`without JavaScript, a ${language} browser`, () => {
    test.use({ javaScriptEnabled: false, locale: language === 'ja' ? 'ja-JP' : 'en-US' })

    test(`reads every public screen in ${name}, and the sign-in pages paint their forms @phone`, async ({
      page,
    }) => {
      for (const screen of SCREENS) {
        await test.step(`reads ${screen.path} in ${name}`, async () => {
          await page.goto(screen.path)
          await expect(mainHeading(page, screen.heading[language])).toBeVisible()
          await expect(page.getByText(screen.text[language]).first()).toBeVisible()
          await expect(page.locator('html')).toHaveAttribute('lang', language)
          // Only one language shows.
          const other = language === 'ja' ? 'en' : 'ja'
          await expect(mainHeading(page, screen.heading[other])).toBeHidden()
        })
      }
      await test.step('the sign-in pages paint their forms too', async () => {
        await page.goto('/forgot-password')
        await expect(page.getByRole('textbox').first()).toBeVisible()
        await page.goto('/reset-password?resetToken=abc')
        await expect(page.getByRole('button', { name: /^(Submit|送信)$/ })).toBeVisible()
      })
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

test('a field typed into and left before the app runs is checked once it does', async ({
  page,
}) => {
  const release = await holdAppScripts(page)
  await page.goto('/login', { waitUntil: 'commit' })
  await page.getByLabel('E-mail address').fill('not-an-email')
  await page.getByLabel('Password').click()
  await release()
  await expect(page.locator('[data-prerendered]')).toHaveCount(0)
  await expect(page.getByText('Please enter a valid email address')).toBeVisible()
  await expect(page.getByLabel('Password')).toBeFocused()
  await expect(page.getByRole('button', { name: 'Log in' })).toBeDisabled()
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
