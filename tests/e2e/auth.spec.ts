import { DEMO, expect, signIn, test } from './fixtures'

test.describe('sign-in', () => {
  test('a correct login lands on the Videos page', async ({ page }) => {
    await signIn(page)
    await expect(page).toHaveURL(/\/video$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Videos' })).toBeVisible()
  })

  test('a wrong password shows the two-line error popup', async ({ page }) => {
    await signIn(page, { ...DEMO, password: 'Wrong1234' })
    const dialog = page.getByRole('alertdialog', { name: 'Login failed' })
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText('The email or password seems to be incorrect. Please enter it again.')
    await expect(dialog).toContainText('Please check that Caps Lock is off.')
    await dialog.getByRole('button', { name: 'OK' }).click()
    await expect(page).toHaveURL(/\/login/)
  })
})
