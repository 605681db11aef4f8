import { expect, signIn, test } from './fixtures'

test.describe('language', () => {
  test('the switch is saved and survives a reload', async ({ page }) => {
    await page.goto('/login')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await page.getByRole('combobox', { name: 'Language' }).selectOption('ja')
    await expect(page.getByRole('heading', { level: 1, name: 'ログイン' })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja')
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: 'ログイン' })).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('selectedLanguage'))).toBe('ja')
  })

  test.describe('with a Japanese browser', () => {
    test.use({ locale: 'ja-JP' })

    test('Japanese is used when nothing is saved, across the app @phone', async ({ page, axe }) => {
      await page.goto('/login')
      await expect(page.locator('html')).toHaveAttribute('lang', 'ja')
      await axe()
      await signIn(page)
      await expect(page.getByRole('heading', { level: 1, name: '動画' })).toBeVisible()
      await expect(page.getByRole('button', { name: 'アップロード' })).toBeVisible()
    })

    test('a saved English choice wins over the browser', async ({ page }) => {
      await page.goto('/login')
      await page.evaluate(() => localStorage.setItem('selectedLanguage', 'en'))
      await page.reload()
      await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible()
    })

    test('the login error popup is in Japanese', async ({ page }) => {
      await signIn(page, { email: 'demo@example.com', password: 'Wrong1234' })
      const dialog = page.getByRole('alertdialog', { name: 'ログインに失敗しました' })
      await expect(dialog).toContainText('メールアドレスまたはパスワードが正しくないようです。')
    })
  })
})
