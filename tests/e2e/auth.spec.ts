import { DEMO, expect, signIn, test } from './fixtures'

const heading = (name: string | RegExp) => ({ level: 1 as const, name })

test.describe('sign-in', () => {
  test('a correct login lands on the Videos page @phone', async ({ page, axe }) => {
    await page.goto('/login')
    await axe()
    await signIn(page)
    await expect(page).toHaveURL(/\/video$/)
    await expect(page.getByRole('heading', heading('Videos'))).toBeVisible()
  })

  test('a wrong password shows the two-line error popup', async ({ page, axe }) => {
    await signIn(page, { ...DEMO, password: 'Wrong1234' })
    const dialog = page.getByRole('alertdialog', { name: 'Login failed' })
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText(
      'The email or password seems to be incorrect. Please enter it again.',
    )
    await expect(dialog).toContainText('Please check that Caps Lock is off.')
    await axe()
    await dialog.getByRole('button', { name: 'OK' }).click()
    await expect(dialog).toBeHidden()
    await expect(page).toHaveURL(/\/login/)
    // Nothing typed is lost.
    await expect(page.getByLabel('E-mail address')).toHaveValue(DEMO.email)
  })

  test('the form validates on leaving a field and blocks an invalid submit', async ({ page }) => {
    await page.goto('/login')
    const login = page.getByRole('button', { name: 'Log in' })
    await expect(login).toBeDisabled()
    await page.getByLabel('E-mail address').fill('not-an-email')
    await page.getByLabel('Password').click()
    await expect(page.getByText('Please enter a valid email address')).toBeVisible()
    await page.getByLabel('Password').fill('short')
    await page.getByLabel('E-mail address').click()
    await expect(page.getByText('Please enter at least 8 characters')).toBeVisible()
    await page.getByLabel('Password').fill('has-symbols1')
    await page.getByLabel('E-mail address').click()
    await expect(page.getByText('Please enter alphanumeric characters only')).toBeVisible()
    await expect(login).toBeDisabled()
  })

  test('the session survives a reload, and logout ends it', async ({ page }) => {
    await signIn(page)
    await expect(page).toHaveURL(/\/video$/)
    await page.reload()
    await expect(page.getByRole('heading', heading('Videos'))).toBeVisible()
    const stored = await page.evaluate(() => localStorage.getItem('localUser'))
    expect(stored).toBeTruthy()
    expect(stored).not.toContain(DEMO.email)
    await page.getByRole('button', { name: 'Logout' }).click()
    await expect(page).toHaveURL(/\/login$/)
    expect(await page.evaluate(() => localStorage.getItem('localUser'))).toBeNull()
    await page.goto('/video')
    await expect(page).toHaveURL(/\/login\?redirect=/)
  })

  test('a tampered stored session is cleared and the user signs in again', async ({ page }) => {
    await page.goto('/login')
    await page.evaluate(() => localStorage.setItem('localUser', 'garbage'))
    await page.goto('/video')
    await expect(page).toHaveURL(/\/login/)
    expect(await page.evaluate(() => localStorage.getItem('localUser'))).toBeNull()
  })
})

test.describe('password pages', () => {
  test('forgot password shows the neutral popup, also when the server answers 401', async ({
    page,
    double,
    axe,
  }) => {
    for (const fault of [false, true]) {
      if (fault) await double.fault({ method: 'POST', path: '/api/forgot-password', status: 401 })
      await page.goto('/forgot-password')
      await axe()
      await page.getByLabel('E-mail address').fill(fault ? 'nobody@example.com' : DEMO.email)
      await page.getByRole('button', { name: 'Send' }).click()
      const dialog = page.getByRole('dialog', { name: 'Check your e-mail' })
      await expect(dialog).toContainText(
        'If there is an account associated with this email, you will receive instructions on how to reset your password.',
      )
      await dialog.getByRole('button', { name: 'OK' }).click()
      await expect(page).toHaveURL(/\/login$/)
    }
  })

  test('forgot password says so when the server fails', async ({ page, double }) => {
    await double.fault({ method: 'POST', path: '/api/forgot-password', status: 500 })
    await page.goto('/forgot-password')
    await page.getByLabel('E-mail address').fill(DEMO.email)
    await page.getByRole('button', { name: 'Send' }).click()
    await expect(page.getByRole('alertdialog')).toContainText(
      'We had trouble processing your request. Please try again later.',
    )
  })

  test('a bad reset link shows "Reset Link Invalid"', async ({ page, axe }) => {
    await page.goto('/reset-password?resetToken=not-a-real-token')
    await axe()
    await page.getByLabel('New password', { exact: true }).fill('Newpass123')
    await page.getByLabel('New password (confirmation)').fill('Newpass123')
    await page.getByRole('button', { name: 'Submit' }).click()
    const dialog = page.getByRole('alertdialog', { name: 'Reset Link Invalid' })
    await expect(dialog).toContainText(
      'This link is invalid or has expired. Please reset your password again by navigating to Login > Forgot Password.',
    )
  })

  test('a real reset link sets a new password that signs in', async ({ page, double }) => {
    await page.goto('/forgot-password')
    await page.getByLabel('E-mail address').fill(DEMO.email)
    await page.getByRole('button', { name: 'Send' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click()
    const { reset_token: token } = (await double.control(
      `reset-token?email=${encodeURIComponent(DEMO.email)}`,
    )) as { reset_token: string }
    await page.goto(`/reset-password?resetToken=${encodeURIComponent(token)}`)
    await page.getByLabel('New password', { exact: true }).fill('Fresh12345')
    await page.getByLabel('New password (confirmation)').fill('Fresh12344')
    await page.getByLabel('New password', { exact: true }).click()
    await expect(page.getByText('Passwords do not match')).toBeVisible()
    await page.getByLabel('New password (confirmation)').fill('Fresh12345')
    await page.getByRole('button', { name: 'Submit' }).click()
    await expect(page.getByRole('dialog')).toContainText(
      'Your password has been reset. Please try logging in',
    )
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click()
    await signIn(page, { ...DEMO, password: 'Fresh12345' })
    await expect(page).toHaveURL(/\/video$/)
  })
})
