import type { Page } from '@playwright/test'
import { DEMO, expect, GENERIC_ERROR, openSignedIn, signIn, test } from './fixtures'

const NEW_PASSWORD = 'Fresh5678'

async function openSection(page: Page, type: string) {
  await openSignedIn(page, `/profile?type=${type}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible()
}

async function fillPasswords(page: Page, current: string, next: string, confirmation = next) {
  await page.getByLabel('Current password').fill(current)
  await page.getByLabel('New password', { exact: true }).fill(next)
  await page.getByLabel('New password (confirmation)').fill(confirmation)
}

/** The change-password form, filled to change `current` to NEW_PASSWORD. */
async function openPasswordChange(page: Page, current: string) {
  await openSection(page, 'CHANGE_PASSWORD')
  await fillPasswords(page, current, NEW_PASSWORD)
}

test.describe('change password', () => {
  test('a wrong current password shows the server message in a popup; typing stays', async ({
    page,
  }) => {
    await openPasswordChange(page, 'Wrong1234')
    await page.getByRole('button', { name: 'Change Password' }).click()
    const popup = page.getByRole('alertdialog', { name: 'Error' })
    await expect(popup).toContainText('Current password is incorrect')
    await popup.getByRole('button', { name: 'OK' }).click()
    await expect(page.getByLabel('Current password')).toHaveValue('Wrong1234')
    await expect(page.getByLabel('New password (confirmation)')).toHaveValue(NEW_PASSWORD)
  })

  test('a failure without a server message says the generic line, not the profile text', async ({
    page,
    double,
  }) => {
    await openPasswordChange(page, DEMO.password)
    await double.fault({
      method: 'POST',
      path: '/api/change-password',
      status: 500,
      body: {},
      times: 1,
    })
    await page.getByRole('button', { name: 'Change Password' }).click()
    const popup = page.getByRole('alertdialog', { name: 'Error' })
    await expect(popup).toContainText(GENERIC_ERROR)
    await expect(popup).not.toContainText('updating the profile')
    await popup.getByRole('button', { name: 'OK' }).click()
    await expect(page.getByLabel('New password', { exact: true })).toHaveValue(NEW_PASSWORD)
  })

  test.describe('in Japanese', () => {
    test.use({ locale: 'ja-JP' })

    test('a known server message is shown in Japanese, by its exact text', async ({ page }) => {
      await openSignedIn(page, '/profile?type=CHANGE_PASSWORD')
      await expect(page.getByRole('heading', { level: 1, name: 'プロフィール' })).toBeVisible()
      await page.getByLabel('現在のパスワード').fill('Wrong1234')
      await page.getByLabel('新しいパスワード', { exact: true }).fill(NEW_PASSWORD)
      await page.getByLabel('新しいパスワード（確認）').fill(NEW_PASSWORD)
      await page.getByRole('button', { name: 'パスワードの変更' }).click()
      // The double sends "Current password is incorrect", as the contract's backend does.
      const popup = page.getByRole('alertdialog', { name: 'エラー' })
      await expect(popup).toContainText('現在のパスワードが正しくありません。')
      await expect(popup).not.toContainText('Current password is incorrect')
    })
  })

  test('the section 5 rules: length, letters and digits, and a matching confirmation', async ({
    page,
    axe,
  }) => {
    await openSection(page, 'CHANGE_PASSWORD')
    const submit = page.getByRole('button', { name: 'Change Password' })
    await expect(submit).toBeDisabled()
    await page.getByLabel('New password', { exact: true }).fill('short')
    await page.getByLabel('New password', { exact: true }).blur()
    await expect(page.getByText('Please enter at least 8 characters')).toBeVisible()
    await page.getByLabel('New password', { exact: true }).fill('with space 1')
    await expect(page.getByText('Please enter alphanumeric characters only')).toBeVisible()
    await fillPasswords(page, DEMO.password, NEW_PASSWORD, 'Other5678')
    await page.getByLabel('New password (confirmation)').blur()
    await expect(page.getByText('Passwords do not match')).toBeVisible()
    await expect(submit).toBeDisabled()
    await axe()
    await page.getByLabel('New password (confirmation)').fill(NEW_PASSWORD)
    await expect(page.getByText('Passwords do not match')).toBeHidden()
    await expect(submit).toBeEnabled()
  })

  test('after a change the new password signs in and the old one does not', async ({
    page,
    double,
  }) => {
    await openPasswordChange(page, DEMO.password)
    await double.clearRequests()
    await page.getByRole('button', { name: 'Change Password' }).click()
    const popup = page.getByRole('dialog', { name: 'Success' })
    await expect(popup).toContainText('Your password has been updated.')
    const request = (await double.requests()).find((entry) => entry.path === '/api/change-password')
    // The double's log redacts passwords; signing in with the new one below proves what was sent.
    expect(request?.body).toEqual({
      current_password: '[redacted]',
      new_password: '[redacted]',
      confirmation_password: '[redacted]',
    })
    await popup.getByRole('button', { name: 'OK' }).click()
    await expect(page.getByLabel('Current password')).toHaveValue('')

    await page.getByRole('button', { name: 'Logout' }).click()
    await expect(page).toHaveURL(/\/login/)
    await signIn(page, DEMO)
    await expect(page.getByRole('alertdialog', { name: 'Login failed' })).toBeVisible()
    await signIn(page, { email: DEMO.email, password: NEW_PASSWORD })
    await expect(page).toHaveURL(/\/video$/)
  })
})

test.describe('delete account', () => {
  test('Delete enables only for the account e-mail; Escape closes and focus returns', async ({
    page,
    axe,
  }) => {
    await openSection(page, 'DELETE_ACCOUNT')
    const open = page.getByRole('button', { name: 'Delete Account' })
    await open.click()
    const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' })
    const field = dialog.getByLabel('E-mail address')
    const remove = dialog.getByRole('button', { name: 'Delete', exact: true })
    await expect(field).toBeFocused()
    await expect(remove).toBeDisabled()
    await field.fill('not-an-email')
    await field.blur()
    await expect(dialog.getByText('Please enter a valid email address')).toBeVisible()
    await field.fill('other@example.com')
    await expect(
      dialog.getByText('This does not match the e-mail address of your account'),
    ).toBeVisible()
    await expect(remove).toBeDisabled()
    await axe()
    await field.fill(DEMO.email)
    await expect(remove).toBeEnabled()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(open).toBeFocused()
  })

  test('a failed delete is said in the popup, which stays open', async ({ page, double }) => {
    await openSection(page, 'DELETE_ACCOUNT')
    await page.getByRole('button', { name: 'Delete Account' }).click()
    const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' })
    await dialog.getByLabel('E-mail address').fill(DEMO.email)
    await double.fault({
      method: 'DELETE',
      path: '/api/users/:id',
      status: 500,
      body: {},
      times: 1,
    })
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click()
    await expect(dialog.getByRole('alert')).toHaveText(GENERIC_ERROR)
    await expect(dialog.getByLabel('E-mail address')).toHaveValue(DEMO.email)
  })

  test('deleting ends at Login and the account can no longer sign in @phone', async ({
    page,
    double,
  }) => {
    await openSection(page, 'DELETE_ACCOUNT')
    await page.getByRole('button', { name: 'Delete Account' }).click()
    const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' })
    await dialog.getByLabel('E-mail address').fill(DEMO.email)
    await double.clearRequests()
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click()
    await expect(page).toHaveURL(/\/login/)
    const done = page.getByRole('dialog', { name: 'Success' })
    await expect(done).toContainText('Your account has been deleted.')
    const request = (await double.requests()).find((entry) => entry.method === 'DELETE')
    expect(request?.path).toMatch(/^\/api\/users\/[\w-]+$/)
    await done.getByRole('button', { name: 'OK' }).click()
    expect(await page.evaluate(() => localStorage.getItem('localUser'))).toBeNull()

    await signIn(page, DEMO)
    await expect(page.getByRole('alertdialog', { name: 'Login failed' })).toBeVisible()
  })
})
