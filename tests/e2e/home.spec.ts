import { expect, openSignedIn, test } from './fixtures'
import { layoutShift } from './layout-shift'
import { axeInBothThemes, expectWayIntoApp } from './public-pages'

const SECTION_HEADINGS = [
  'Automatic trailer generation',
  'Automatic report generation',
  'Advanced searchable database',
  'Key benefits',
  'Cloud setup example',
  'Start with a free demo',
]

test.describe('Home, signed out (English)', () => {
  test('shows every landing section, the Login button and the footer links @phone', async ({
    page,
  }) => {
    await page.goto('/')
    await expect(
      page.getByRole('heading', { level: 1, name: 'Turn your video archive into searchable data' }),
    ).toBeVisible()
    for (const name of SECTION_HEADINGS) {
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible()
    }
    const banner = page.getByRole('banner')
    await expect(banner.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login')
    await expect(banner.getByRole('link', { name: 'Go to the app' })).toHaveCount(0)
    await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('en')
    // The four demo steps, in order.
    const steps = page.getByRole('region', { name: 'Start with a free demo' }).getByRole('listitem')
    await expect(steps.getByRole('heading')).toHaveText([
      'Ask for a demo',
      'Receive your login details',
      'Log in',
      'Change the initial password',
    ])
    // Meaningful illustrations are named; the cloud diagram names all five parts.
    await expect(page.getByRole('img', { name: /^Example cloud setup/ })).toBeVisible()
    await expect(page.getByRole('img', { name: /^Example: one video/ })).toBeVisible()
    await expect(page.getByRole('img', { name: /^Example: one scene/ })).toBeVisible()

    const footer = page.getByRole('contentinfo')
    const company = footer.getByRole('link', { name: /^Company website/ })
    await expect(company).toHaveAttribute('href', 'https://example.com/')
    await expect(company).toHaveAttribute('target', '_blank')
    await footer.getByRole('link', { name: 'Privacy Policy' }).click()
    await expect(page).toHaveURL(/\/privacy-policy$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible()
  })

  test('contact buttons open the English inquiry page; Login and an in-page link', async ({
    page,
  }) => {
    await page.goto('/')
    await test.step('contact buttons open the English inquiry page in a new tab with a template', async () => {
      const contacts = page.getByRole('link', { name: /^(Contact us|Request a free demo)/ })
      await expect(contacts).toHaveCount(3)
      for (const link of await contacts.all()) {
        await expect(link).toHaveAttribute('target', '_blank')
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
        await expect(link).toHaveAttribute('href', /^https:\/\/example\.com\/en\/contact\?subject=/)
      }
      const general = new URL((await contacts.first().getAttribute('href')) ?? '')
      expect(general.searchParams.get('subject')).toBe('Inquiry about Video Insight')
      expect(general.searchParams.get('body')).toContain('I would like to know more')
      const demo = page.getByRole('region', { name: 'Start with a free demo' })
      const demoHref = new URL(
        (await demo.getByRole('link', { name: /^Request a free demo/ }).getAttribute('href')) ?? '',
      )
      expect(demoHref.searchParams.get('subject')).toBe('Request for a free Video Insight demo')
    })
    await test.step('Login opens the Login page; an in-page link scrolls to its section', async () => {
      await page.getByRole('link', { name: 'See what it does' }).click()
      await expect(page).toHaveURL(/#trailers$/)
      await expect(
        page.getByRole('heading', { level: 2, name: 'Automatic trailer generation' }),
      ).toBeInViewport()
      await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click()
      await expect(page).toHaveURL(/\/login$/)
    })
  })

  test('the first Tab reaches a skip link that jumps past the header', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to content' })
    await expect(skip).toBeFocused()
    await expect(skip).toBeInViewport()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/#main$/)
    await expect(page.getByRole('main')).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(page.getByRole('link', { name: /^Request a free demo/ }).first()).toBeFocused()
  })

  test('nothing shifts while the page loads (CLS 0)', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(await layoutShift(page)).toBe(0)
  })

  test('passes axe in the light and the dark theme @phone', async ({ page, axe }) => {
    await axeInBothThemes(page, axe, '/')
  })
})

test.describe('Home, signed in', () => {
  test('offers a go-to-app button instead of Login', async ({ page }) => {
    await openSignedIn(page, '/')
    await expectWayIntoApp(page, 'Go to the app')
  })
})

test.describe('Home in Japanese', () => {
  test.use({ locale: 'ja-JP' })

  test('reads in Japanese and contacts the Japanese inquiry page @phone', async ({ page }) => {
    await page.goto('/')
    await expect(
      page.getByRole('heading', { level: 1, name: '動画アーカイブを、検索できるデータに' }),
    ).toBeVisible()
    for (const name of [
      'トレーラーの自動生成',
      'レポートの自動生成',
      '主なメリット',
      'クラウド構成例',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible()
    }
    await expect(page.getByRole('banner').getByRole('link', { name: 'ログイン' })).toBeVisible()
    const demo = page.getByRole('region', { name: '無料デモから始めましょう' })
    const link = demo.getByRole('link', { name: /^無料デモを申し込む/ })
    await expect(link).toHaveAttribute('target', '_blank')
    const href = new URL((await link.getAttribute('href')) ?? '')
    expect(href.origin + href.pathname).toBe('https://example.com/ja/contact')
    expect(href.searchParams.get('subject')).toBe('Video Insight 無料デモのお申し込み')
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: 'プライバシーポリシー' }),
    ).toBeVisible()
  })

  test('switching to English changes the copy and the contact page', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('combobox', { name: '言語' }).selectOption('en')
    await expect(
      page.getByRole('heading', { level: 1, name: 'Turn your video archive into searchable data' }),
    ).toBeVisible()
    await expect(
      page.getByRole('region', { name: 'Start with a free demo' }).getByRole('link', {
        name: /^Request a free demo/,
      }),
    ).toHaveAttribute('href', /^https:\/\/example\.com\/en\/contact\?/)
  })
})
