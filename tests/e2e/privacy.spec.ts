import { expect, openSignedIn, test } from './fixtures'
import { axeInBothThemes, expectWayIntoApp } from './public-pages'

/** Every fact of docs/product.md §1 "Privacy policy facts", as the English page states it. */
const FACTS = [
  /deleted automatically 3 years after upload/,
  /You can delete them earlier at any time/,
  /Deletion is completed within 30 days/,
  /Communication records are kept for 2 years/,
  /Your data stays in the European Economic Area/,
  /We use no cookies and no tracking/,
  /not knowingly serve children under 16/,
  /within 72 hours/,
  /We answer every rights request within one month/,
  /Members of your team see the team name and the analysis results/,
  /Team administrators manage which members have access/,
  /General Data Protection Regulation \(GDPR\)/,
]

test.describe('Privacy policy, signed out (English)', () => {
  test('states every fact, the last-updated date, and the header links @phone', async ({
    page,
  }) => {
    await page.goto('/privacy-policy')
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible()
    await expect(page.getByText('Last updated: 2024/12/24')).toBeVisible()
    const article = page.getByRole('article')
    for (const fact of FACTS) await expect(article).toContainText(fact)
    const banner = page.getByRole('banner')
    await expect(banner.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login')
    await expect(
      banner.getByRole('link', { name: 'Video Insight: go to your videos' }),
    ).toHaveAttribute('href', '/video')
  })

  test('the table of contents links to its sections; Log in opens the Login page', async ({
    page,
  }) => {
    await page.goto('/privacy-policy')
    await test.step('the table of contents links to its sections', async () => {
      const toc = page.getByRole('navigation', { name: 'Contents' })
      await expect(toc.getByRole('link')).toHaveCount(12)
      await toc.getByRole('link', { name: 'Your rights' }).click()
      await expect(page).toHaveURL(/\/privacy-policy#rights$/)
      await expect(page.getByRole('heading', { level: 2, name: /Your rights/ })).toBeInViewport()
    })
    await test.step('Log in opens the Login page', async () => {
      await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click()
      await expect(page).toHaveURL(/\/login$/)
    })
  })

  test('says "Unknown" when no date is configured', async ({ page }) => {
    await page.route('**/config.json', async (route) => {
      const response = await route.fetch()
      const body = { ...(await response.json()), privacyPolicyUpdatedAt: null }
      await route.fulfill({ response, json: body })
    })
    await page.goto('/privacy-policy')
    await expect(page.getByText('Last updated: Unknown')).toBeVisible()
  })

  test('passes axe in the light and the dark theme @phone', async ({ page, axe }) => {
    await axeInBothThemes(page, axe, '/privacy-policy')
  })
})

test.describe('Privacy policy, signed in', () => {
  test('has no Login link, and its home link opens the video list', async ({ page }) => {
    await openSignedIn(page, '/privacy-policy')
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible()
    await expectWayIntoApp(page, 'Video Insight: go to your videos')
  })
})

test.describe('Privacy policy in Japanese', () => {
  test.use({ locale: 'ja-JP' })

  test('shows the whole policy in Japanese @phone', async ({ page, axe }) => {
    await page.goto('/privacy-policy')
    await expect(
      page.getByRole('heading', { level: 1, name: 'プライバシーポリシー' }),
    ).toBeVisible()
    await expect(page.getByText('最終更新日：2024/12/24')).toBeVisible()
    const article = page.getByRole('article')
    for (const fact of [
      'アップロードから3年後に自動的に削除',
      '削除は30日以内に完了します',
      '2年間保管',
      '欧州経済領域（EEA）内にとどまります',
      'Cookie もトラッキングも使用しません',
      '16歳未満',
      '72時間以内',
      '1か月以内に回答',
      'チーム名とチームの動画の解析結果',
      'チームの管理者が管理します',
      'GDPR',
    ]) {
      await expect(article).toContainText(fact)
    }
    await expect(article).not.toContainText('Your rights')
    await expect(page.getByRole('banner').getByRole('link', { name: 'ログイン' })).toBeVisible()
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Video Insight：動画一覧へ' }),
    ).toBeVisible()
    await axe()
  })
})
