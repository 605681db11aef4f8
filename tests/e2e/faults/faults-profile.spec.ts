import type { Locator, Page } from '@playwright/test'
import { DEMO, expect, test } from '../fixtures'
import { type FaultKind, serverLines } from './matrix'
import { answersOk, ensureAt, type MatrixCall, matrixTitle, runMatrix } from './matrix-run'

const NEW_EMAIL = 'demo.moved@example.com'
const NEW_PASSWORD = 'Fresh5678'

/** Closes the success / error popup of the previous case, if it is still open. */
async function closeNotice(page: Page) {
  const notice = page
    .getByRole('alertdialog', { name: 'Error' })
    .or(page.getByRole('dialog', { name: 'Success' }))
  if (await notice.count()) {
    await notice.getByRole('button', { name: 'OK' }).click()
    await expect(notice).toHaveCount(0)
  }
}

async function openSection(page: Page, type: string) {
  await closeNotice(page)
  // The default section (ACCOUNT) is left out of the URL.
  const path = type === 'ACCOUNT' ? '/profile' : `/profile?type=${type}`
  await ensureAt(page, path, new RegExp(`${path.replace('?', '\\?')}$`))
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible()
}

async function fillIfEmpty(field: Locator, value: string) {
  if ((await field.inputValue()) === '') await field.fill(value)
}

/** A slow answer: the button waits, disabled, under the global spinner. */
async function expectBusy(page: Page, submit: Locator) {
  await expect(submit).toBeDisabled()
  await expect(page.locator('.global-spinner')).toBeVisible()
}

/** A popup section (docs/product.md §8: profile update and password change errors in an error popup). */
async function expectPopupResult(
  page: Page,
  kind: FaultKind,
  submit: Locator,
  success: string,
  kept: () => Promise<void>,
) {
  if (kind === 'slow') return expectBusy(page, submit)
  if (answersOk(kind)) {
    await expect(page.getByRole('dialog', { name: 'Success' })).toContainText(success)
    return
  }
  const popup = page.getByRole('alertdialog', { name: 'Error' })
  await expect(popup).toContainText(serverLines(kind))
  await popup.getByRole('button', { name: 'OK' }).click()
  await kept()
}

/** A popup section's submit button pressed, and its outcome as expectPopupResult() checks it. */
const popupSubmit = (
  button: string,
  success: string,
  kept: (page: Page) => Promise<void>,
): Pick<MatrixCall, 'act' | 'assert'> => ({
  act: (page) => page.getByRole('button', { name: button }).click(),
  assert: (page, kind) =>
    expectPopupResult(page, kind, page.getByRole('button', { name: button }), success, () =>
      kept(page),
    ),
})

/** Inline errors in red (docs/product.md §8 change e-mail steps, and the delete-account popup). */
async function expectInline(scope: Locator, kind: FaultKind) {
  await expect(scope.getByRole('alert')).toHaveText(serverLines(kind))
}

const password = (page: Page) => ({
  current: page.getByLabel('Current password'),
  next: page.getByLabel('New password', { exact: true }),
  confirmation: page.getByLabel('New password (confirmation)'),
})

const email = (page: Page) => ({
  address: page.getByLabel('New e-mail address'),
  password: page.getByLabel('Current password'),
})

/** Change e-mail step 1, from wherever the previous case ended. */
async function emailStepOne(page: Page) {
  await openSection(page, 'CHANGE_EMAIL')
  const back = page.getByRole('button', { name: 'Use a different e-mail address' })
  if (await back.isVisible()) await back.click()
  await fillIfEmpty(email(page).address, NEW_EMAIL)
  await fillIfEmpty(email(page).password, DEMO.password)
}

const digit = (page: Page, n: number) => page.getByLabel(`Digit ${n} of 6`)
const deleteDialog = (page: Page) => page.getByRole('alertdialog', { name: 'Delete your account?' })

const CALLS: MatrixCall[] = [
  {
    name: 'Update profile',
    method: 'PUT',
    path: '/api/users/update-profile',
    arrange: async (page) => {
      await openSection(page, 'ACCOUNT')
      await page.getByLabel('Full name').fill('Fault Case Name')
    },
    ...popupSubmit('Save', 'Your profile has been updated.', async (page) => {
      await expect(page.getByLabel('Full name')).toHaveValue('Fault Case Name')
      await expect(page.getByLabel('Username')).toHaveValue('demo')
    }),
  },
  {
    name: 'Change password',
    method: 'POST',
    path: '/api/change-password',
    arrange: async (page) => {
      await openSection(page, 'CHANGE_PASSWORD')
      const fields = password(page)
      await fillIfEmpty(fields.current, DEMO.password)
      await fillIfEmpty(fields.next, NEW_PASSWORD)
      await fillIfEmpty(fields.confirmation, NEW_PASSWORD)
    },
    ...popupSubmit('Change Password', 'Your password has been updated.', async (page) => {
      const fields = password(page)
      await expect(fields.current).toHaveValue(DEMO.password)
      await expect(fields.next).toHaveValue(NEW_PASSWORD)
      await expect(fields.confirmation).toHaveValue(NEW_PASSWORD)
    }),
  },
  {
    name: 'Change email request',
    method: 'POST',
    path: '/api/users/change-email-request',
    arrange: emailStepOne,
    act: (page) => page.getByRole('button', { name: 'Send' }).click(),
    assert: async (page, kind) => {
      const send = page.getByRole('button', { name: 'Send' })
      if (kind === 'slow') return expectBusy(page, send)
      if (answersOk(kind)) {
        // The answer is not read: step 2 asks for the code.
        await expect(page.getByText(`We sent a 6-digit code to ${NEW_EMAIL}`)).toBeVisible()
        return
      }
      await expectInline(page.locator('.profile-form'), kind)
      await expect(email(page).address).toHaveValue(NEW_EMAIL)
      await expect(email(page).password).toHaveValue(DEMO.password)
      await expect(send).toBeEnabled()
    },
  },
  {
    name: 'Change email verify',
    method: 'POST',
    path: '/api/users/change-email-verify-otp',
    arrange: async (page) => {
      await closeNotice(page)
      await openSection(page, 'CHANGE_EMAIL')
      if (!(await digit(page, 1).isVisible())) {
        await fillIfEmpty(email(page).address, NEW_EMAIL)
        await fillIfEmpty(email(page).password, DEMO.password)
        await page.getByRole('button', { name: 'Send' }).click()
      }
      await expect(digit(page, 1)).toBeVisible()
      if ((await digit(page, 6).inputValue()) === '') {
        await digit(page, 1).focus()
        await page.keyboard.type('123456')
      }
    },
    act: (page) => page.getByRole('button', { name: 'Change Email Address' }).click(),
    assert: async (page, kind) => {
      const submit = page.getByRole('button', { name: 'Change Email Address' })
      if (kind === 'slow') return expectBusy(page, submit)
      if (answersOk(kind)) {
        const popup = page.getByRole('dialog', { name: 'Success' })
        await expect(popup).toContainText('Your email has been updated.')
        await popup.getByRole('button', { name: 'OK' }).click()
        await expect(page).toHaveURL(/\/video$/)
        return
      }
      await expectInline(page.locator('.profile-form'), kind)
      await expect(digit(page, 6)).toHaveValue('6')
      await expect(submit).toBeEnabled()
    },
  },
  {
    name: 'Delete account',
    method: 'DELETE',
    path: '/api/users/:id',
    arrange: async (page) => {
      await openSection(page, 'DELETE_ACCOUNT')
      if (!(await deleteDialog(page).isVisible()))
        await page.getByRole('button', { name: 'Delete Account' }).click()
      await fillIfEmpty(deleteDialog(page).getByLabel('E-mail address'), DEMO.email)
    },
    act: (page) => deleteDialog(page).getByRole('button', { name: 'Delete', exact: true }).click(),
    assert: async (page, kind) => {
      const dialog = deleteDialog(page)
      if (kind === 'slow') {
        await expect(dialog.getByRole('button', { name: 'Delete', exact: true })).toBeDisabled()
        await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled()
        return
      }
      if (answersOk(kind)) {
        // Then logout (docs/product.md §4): Login, with the popup confirming it there.
        await expect(page).toHaveURL(/\/login/)
        await expect(page.getByRole('dialog', { name: 'Success' })).toContainText(
          'Your account has been deleted.',
        )
        return
      }
      await expectInline(dialog, kind)
      await expect(dialog.getByLabel('E-mail address')).toHaveValue(DEMO.email)
    },
  },
]

for (const call of CALLS)
  test(matrixTitle(call), ({ page, double }) => runMatrix(page, double, call))
