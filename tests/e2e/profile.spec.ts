import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { expect, openSignedIn, test, unprocessable } from './fixtures'
import { expectUnavailableOffline, OFFLINE_NOTICE } from './offline-helpers'

async function openProfile(page: Page, type?: string) {
  await openSignedIn(page, type ? `/profile?type=${type}` : '/profile')
  await expect(
    page.getByRole('heading', { level: 1, name: /^(Profile|プロフィール)$/ }),
  ).toBeVisible()
}

const sections = (page: Page) => page.getByRole('navigation', { name: 'Profile sections' })

test.describe('account', () => {
  test('sections by the type query; the account form saves, requires its fields and shows server errors', async ({
    page,
    double,
    axe,
  }) => {
    // Four tests' worth of steps on one page: allow what they had together.
    test.setTimeout(120_000)
    await openProfile(page)
    await test.step('the type query chooses the section; switching rewrites it', async () => {
      await expect(page).toHaveURL(/\/profile$/)
      await expect(page.getByRole('heading', { level: 2, name: 'Account' })).toBeVisible()
      await expect(
        sections(page).getByRole('link', { name: 'Account', exact: true }),
      ).toHaveAttribute('aria-current', 'page')
      await axe()

      await sections(page).getByRole('link', { name: 'Change Email' }).click()
      await expect(page).toHaveURL(/\/profile\?type=CHANGE_EMAIL$/)
      await expect(page.getByRole('heading', { level: 2, name: 'Change Email' })).toBeVisible()
      await axe()

      await sections(page).getByRole('link', { name: 'Account', exact: true }).click()
      await expect(page).toHaveURL(/\/profile$/)

      // Upper-cased; a bad value falls back to Account.
      await page.goto('/profile?type=export_profile')
      await expect(page.getByRole('heading', { level: 2, name: 'Export Profile' })).toBeVisible()
      await page.goto('/profile?type=NOPE')
      await expect(page.getByRole('heading', { level: 2, name: 'Account' })).toBeVisible()

      // Back on Account by its link, for the account steps.
      await sections(page).getByRole('link', { name: 'Account', exact: true }).click()
      await expect(page).toHaveURL(/\/profile$/)
    })

    await test.step('saves the full name and username, and the profile is refreshed', async () => {
      const fullName = page.getByLabel('Full name')
      await expect(fullName).toHaveValue('Demo User')
      await expect(page.getByLabel('Team')).toHaveValue('Northwind Media')
      await expect(page.getByLabel('Team')).toHaveAttribute('readonly', '')
      await fullName.fill('Dana Demo')
      await page.getByLabel('Username').fill('dana')
      await double.clearRequests()
      await page.getByRole('button', { name: 'Save' }).click()

      const popup = page.getByRole('dialog', { name: 'Success' })
      await expect(popup).toContainText('Your profile has been updated.')
      await popup.getByRole('button', { name: 'OK' }).click()
      await expect(popup).toBeHidden()

      const log = await double.requests()
      const put = log.find((entry) => entry.method === 'PUT')
      expect(put?.path).toBe('/api/users/update-profile')
      expect(put?.body).toEqual({ full_name: 'Dana Demo', username: 'dana' })
      expect(log.some((entry) => entry.method === 'GET' && entry.path === '/api/profile')).toBe(
        true,
      )

      await page.reload()
      await expect(page.getByLabel('Full name')).toHaveValue('Dana Demo')
    })

    await test.step('Save is disabled while a field is empty; the error shows after leaving it', async () => {
      const save = page.getByRole('button', { name: 'Save' })
      await expect(save).toBeEnabled()
      await page.getByLabel('Username').fill('')
      await expect(save).toBeDisabled()
      await expect(page.getByText('This field is required')).toBeHidden()
      await page.getByLabel('Username').blur()
      await expect(page.getByText('This field is required')).toBeVisible()
      await page.getByLabel('Username').fill('demo2')
      await expect(save).toBeEnabled()
    })

    await test.step('server errors show normalised in an error popup, and what was typed stays', async () => {
      await page.getByLabel('Username').fill('someone-new')
      await double.fault(
        unprocessable('PUT', '/api/users/update-profile', [
          ['username', 'String should have at most 50 characters', 'string_too_long'],
          ['full_name', 'Value error, Name is reserved', 'value_error'],
        ]),
      )
      await page.getByRole('button', { name: 'Save' }).click()
      const popup = page.getByRole('alertdialog', { name: 'Error' })
      await expect(popup).toContainText('username should have at most 50 characters')
      await expect(popup).toContainText('fullName error, Name is reserved')
      await popup.getByRole('button', { name: 'OK' }).click()
      await expect(page.getByLabel('Username')).toHaveValue('someone-new')

      // No details: the fallback text.
      await double.fault({
        method: 'PUT',
        path: '/api/users/update-profile',
        status: 500,
        body: {},
        times: 1,
      })
      await page.getByRole('button', { name: 'Save' }).click()
      await expect(popup).toContainText('An error occurred while updating the profile')
      await popup.getByRole('button', { name: 'OK' }).click()

      // A 200 whose body is not JSON: the update happened and its body is not read, so it is a
      // success (the profile is then fetched again); never a crash.
      await double.fault({
        method: 'PUT',
        path: '/api/users/update-profile',
        malformed: true,
        times: 1,
      })
      await page.getByRole('button', { name: 'Save' }).click()
      await expect(page.getByRole('dialog')).toContainText('Your profile has been updated.')
    })
  })

  test('offline: saving is unavailable and says why @phone', async ({ page, context }) => {
    await openProfile(page)
    await context.setOffline(true)
    await expectUnavailableOffline(page.getByRole('button', { name: 'Save' }))
    await expect(page.getByText(OFFLINE_NOTICE.en)).toBeVisible()
    await context.setOffline(false)
    await expect(page.getByRole('button', { name: 'Save' })).toBeEnabled()
  })
})

test.describe('export', () => {
  test('profile.csv byte by byte, built on the client even offline', async ({ page, context }) => {
    await openProfile(page, 'EXPORT_PROFILE')
    await context.setOffline(true)
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download profile.csv' }).click(),
    ])
    expect(download.suggestedFilename()).toBe('profile.csv')
    const bytes = await readFile(await download.path())
    const expected = Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      Buffer.from(
        'email,fullName,username,team\ndemo@example.com,Demo User,demo,Northwind Media',
        'utf8',
      ),
    ])
    expect(bytes.equals(expected), `got ${JSON.stringify(bytes.toString('utf8'))}`).toBe(true)
    await context.setOffline(false)
  })
})

test.describe('in Japanese', () => {
  test.use({ locale: 'ja-JP' })

  test('sections and the account form speak Japanese @phone', async ({ page, axe }) => {
    await openProfile(page)
    const nav = page.getByRole('navigation', { name: 'プロフィールの項目' })
    for (const name of [
      'アカウント',
      'メールアドレスの変更',
      'パスワードの変更',
      'プロフィールのエクスポート',
      'アカウントの削除',
    ])
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: 'アカウント' })).toBeVisible()
    await page.getByLabel('氏名').fill('デモ 太郎')
    await page.getByRole('button', { name: '保存' }).click()
    const popup = page.getByRole('dialog')
    await expect(popup).toContainText('プロフィールを更新しました。')
    await popup.getByRole('button').click()
    await axe()

    await nav.getByRole('link', { name: 'プロフィールのエクスポート' }).click()
    await expect(page.getByRole('button', { name: 'profile.csv をダウンロード' })).toBeVisible()
  })
})
