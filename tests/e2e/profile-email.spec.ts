import type { Page } from '@playwright/test'
import { DEMO, type Double, expect, openSignedIn, signIn, test, unprocessable } from './fixtures'

const NEW_EMAIL = 'demo.new@example.com'

async function openChangeEmail(page: Page) {
  await openSignedIn(page, '/profile?type=CHANGE_EMAIL')
  await expect(
    page.getByRole('heading', { level: 2, name: /^(Change Email|メールアドレスの変更)$/ }),
  ).toBeVisible()
}

async function sendRequest(page: Page, newEmail = NEW_EMAIL, password = DEMO.password) {
  await page.getByLabel('New e-mail address').fill(newEmail)
  await page.getByLabel('Current password').fill(password)
  await page.getByRole('button', { name: 'Send' }).click()
}

async function codeFor(double: Double, email: string) {
  const record = (await double.control(`otp?email=${encodeURIComponent(email)}`)) as { otp: string }
  return record.otp
}

const box = (page: Page, n: number) => page.getByLabel(`Digit ${n} of 6`)

test.describe('change e-mail', () => {
  test('the full change: the new e-mail signs in and the old one does not', async ({
    page,
    double,
    axe,
  }) => {
    await openChangeEmail(page)
    await double.clearRequests()
    await sendRequest(page)

    await expect(page.getByText(`We sent a 6-digit code to ${NEW_EMAIL}`)).toBeVisible()
    const request = (await double.requests()).find(
      (entry) => entry.path === '/api/users/change-email-request',
    )
    // The double's log redacts credentials; the code it answers proves the password was right.
    expect(request?.body).toEqual({
      current_password: '[redacted]',
      new_email: NEW_EMAIL,
      language: 'en',
    })

    // Submit stays disabled until every box has its digit; typing advances from the first box.
    const submit = page.getByRole('button', { name: 'Change Email Address' })
    await expect(box(page, 1)).toBeFocused()
    await expect(submit).toBeDisabled()
    const otp = await codeFor(double, NEW_EMAIL)
    await page.keyboard.type(otp.slice(0, 5))
    await expect(box(page, 6)).toBeFocused()
    await expect(submit).toBeDisabled()
    await page.keyboard.type(otp.slice(5))
    await expect(submit).toBeEnabled()
    await axe()
    await submit.click()

    const popup = page.getByRole('dialog', { name: 'Success' })
    await expect(popup).toContainText('Your email has been updated.')
    const verify = (await double.requests()).find(
      (entry) => entry.path === '/api/users/change-email-verify-otp',
    )
    expect(verify?.body).toEqual({ otp: '[redacted]', new_email: NEW_EMAIL, language: 'en' })
    await popup.getByRole('button', { name: 'OK' }).click()
    await expect(page).toHaveURL(/\/video$/)
    await expect(
      page.getByRole('complementary', { name: 'Sidebar' }).getByText(NEW_EMAIL),
    ).toBeVisible()
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0) // pending e-mail cleared

    await page.getByRole('button', { name: 'Logout' }).click()
    await expect(page).toHaveURL(/\/login/)
    await signIn(page, DEMO)
    await expect(page.getByRole('alertdialog', { name: 'Login failed' })).toBeVisible()
    await signIn(page, { email: NEW_EMAIL, password: DEMO.password })
    await expect(page).toHaveURL(/\/video$/)
  })

  test('a 422 from the server is rendered inline, and what was typed stays', async ({
    page,
    double,
  }) => {
    await openChangeEmail(page)
    await double.fault(
      unprocessable('POST', '/api/users/change-email-request', [
        ['new_email', 'value is not a valid email address', 'value_error'],
        ['current_password', 'Field required', 'missing'],
      ]),
    )
    await sendRequest(page)
    const errors = page
      .getByRole('alert')
      .filter({ hasText: 'newEmail is not a valid email address' })
    await expect(errors.getByRole('listitem')).toHaveText([
      'newEmail is not a valid email address',
      'currentPassword required',
    ])
    await expect(page.getByLabel('New e-mail address')).toHaveValue(NEW_EMAIL)
    await expect(page.getByLabel('Current password')).toHaveValue(DEMO.password)
    await expect(page.getByRole('button', { name: 'Send' })).toBeEnabled()
  })

  test('a wrong current password is said inline in one line', async ({ page }) => {
    await openChangeEmail(page)
    await sendRequest(page, NEW_EMAIL, 'Wrong1234')
    await expect(page.getByRole('alert')).toHaveText('Current password is incorrect')
    await expect(page.getByRole('button', { name: 'Send' })).toBeVisible()
  })

  test('a wrong code is said inline; Resend sends a new code that works @phone', async ({
    page,
    double,
  }) => {
    await openChangeEmail(page)
    await sendRequest(page)
    await expect(box(page, 1)).toBeFocused()
    const first = await codeFor(double, NEW_EMAIL)
    await page.keyboard.type('000000') // codes are 100000-999999, so never right
    await page.getByRole('button', { name: 'Change Email Address' }).click()
    await expect(page.getByRole('alert')).toHaveText('Invalid verification code')

    // Backspace moves back through the boxes.
    await box(page, 6).focus()
    await page.keyboard.press('Backspace')
    await page.keyboard.press('Backspace')
    await expect(box(page, 5)).toBeFocused()
    await expect(box(page, 5)).toHaveValue('')
    await expect(page.getByRole('button', { name: 'Change Email Address' })).toBeDisabled()

    await double.clearRequests()
    await page.getByRole('button', { name: 'Resend code' }).click()
    await expect(
      page.getByRole('status').filter({ hasText: `We sent a new code to ${NEW_EMAIL}.` }),
    ).toBeVisible()
    expect(
      (await double.requests()).filter((entry) => entry.path === '/api/users/change-email-request'),
    ).toHaveLength(1)
    await expect(box(page, 1)).toHaveValue('')
    await expect(box(page, 1)).toBeFocused()
    const second = await codeFor(double, NEW_EMAIL)

    // The old code no longer works (unless the double drew the same one twice).
    if (second !== first) {
      await page.keyboard.type(first)
      await page.getByRole('button', { name: 'Change Email Address' }).click()
      await expect(page.getByRole('alert')).toHaveText('Invalid verification code')
    }

    // Pasting the new code fills every box.
    await box(page, 1).evaluate((element, text) => {
      const data = new DataTransfer()
      data.setData('text/plain', text)
      element.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      )
    }, second)
    for (const [index, digit] of [...second].entries())
      await expect(box(page, index + 1)).toHaveValue(digit)
    await page.getByRole('button', { name: 'Change Email Address' }).click()
    await expect(page.getByRole('dialog', { name: 'Success' })).toContainText(
      'Your email has been updated.',
    )
  })

  test('the step list goes back to step 1 only; a reload keeps the pending code step', async ({
    page,
  }) => {
    await openChangeEmail(page)
    const steps = page.getByRole('list', { name: 'Steps' })
    await expect(steps.getByRole('button')).toHaveCount(0) // step 2 cannot be clicked yet
    await sendRequest(page)
    await expect(box(page, 1)).toBeVisible()

    await page.reload()
    await expect(page.getByText(`We sent a 6-digit code to ${NEW_EMAIL}`)).toBeVisible()

    await steps.getByRole('button', { name: /New e-mail address/ }).click()
    await expect(page.getByLabel('New e-mail address')).toHaveValue(NEW_EMAIL)
    await expect(steps.getByRole('button')).toHaveCount(0)
  })
})

test.describe('change e-mail in Japanese', () => {
  test.use({ locale: 'ja-JP' })

  test('sends the Japanese UI language and labels each box', async ({ page, double, axe }) => {
    await openChangeEmail(page)
    await double.clearRequests()
    await page.getByLabel('新しいメールアドレス').fill(NEW_EMAIL)
    await page.getByLabel('現在のパスワード').fill(DEMO.password)
    await page.getByRole('button', { name: '送信' }).click()
    await expect(page.getByLabel('6桁中1桁目')).toBeFocused()
    await expect(page.getByRole('group', { name: '確認コード' })).toBeVisible()
    const request = (await double.requests()).find(
      (entry) => entry.path === '/api/users/change-email-request',
    )
    expect(request?.body).toMatchObject({ language: 'ja' })
    await axe()

    await page.keyboard.type(await codeFor(double, NEW_EMAIL))
    await page.getByRole('button', { name: 'メールアドレスを変更' }).click()
    await expect(page.getByRole('dialog')).toContainText('メールアドレスを更新しました。')
    const verify = (await double.requests()).find(
      (entry) => entry.path === '/api/users/change-email-verify-otp',
    )
    expect(verify?.body).toMatchObject({ language: 'ja' })
  })
})
