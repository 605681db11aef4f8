import { expect, openSignedIn, storeSession, test } from './fixtures'
import { urls } from './ports'

/**
 * Every page has its own title in the user's language (WCAG 2.4.2; docs/decisions.md, "Page
 * titles"): one row per route, in English and in Japanese. A video's pages are named after
 * the video once it is there; the titles follow a language switch; a pre-rendered page's HTML
 * carries its title in each language.
 */
test.describe.configure({ timeout: 90_000 })

type Words = { en: string; ja: string }

/** What a row needs: the address, and what it is titled (a video's pages: from its title). */
interface Row {
  name: string
  signedIn: boolean
  path: (video: { id: string }) => string
  title: Words | ((heading: string) => Words)
}

const ROWS: Row[] = [
  {
    name: 'Home',
    signedIn: false,
    path: () => '/',
    title: {
      en: 'AI video analysis for teams · Video Insight',
      ja: 'チームのためのAI動画解析｜Video Insight',
    },
  },
  {
    name: 'Login',
    signedIn: false,
    path: () => '/login',
    title: { en: 'Log in · Video Insight', ja: 'ログイン｜Video Insight' },
  },
  {
    name: 'ForgotPassword',
    signedIn: false,
    path: () => '/forgot-password',
    title: { en: 'Forgot password · Video Insight', ja: 'パスワードをお忘れの方｜Video Insight' },
  },
  {
    name: 'ResetPassword',
    signedIn: false,
    path: () => '/reset-password?resetToken=abc',
    title: { en: 'Reset password · Video Insight', ja: 'パスワードの再設定｜Video Insight' },
  },
  {
    name: 'PrivacyPolicy',
    signedIn: false,
    path: () => '/privacy-policy',
    title: { en: 'Privacy Policy · Video Insight', ja: 'プライバシーポリシー｜Video Insight' },
  },
  {
    name: 'Profile',
    signedIn: true,
    path: () => '/profile',
    title: {
      en: 'Account · Profile · Video Insight',
      ja: 'アカウント｜プロフィール｜Video Insight',
    },
  },
  {
    name: 'Profile, a section',
    signedIn: true,
    path: () => '/profile?type=CHANGE_PASSWORD',
    title: {
      en: 'Change Password · Profile · Video Insight',
      ja: 'パスワードの変更｜プロフィール｜Video Insight',
    },
  },
  {
    name: 'VideoList',
    signedIn: true,
    path: () => '/video',
    title: { en: 'Videos · Video Insight', ja: '動画｜Video Insight' },
  },
  {
    name: 'VideoList, page 2',
    signedIn: true,
    path: () => '/video?page=2',
    title: { en: 'Videos, page 2 · Video Insight', ja: '動画（2ページ目）｜Video Insight' },
  },
  {
    name: 'VideoList, a tag search',
    signedIn: true,
    path: () => '/video?searchValue=sports',
    title: {
      en: 'Videos tagged “sports” · Video Insight',
      ja: 'タグ「sports」の動画｜Video Insight',
    },
  },
  {
    name: 'AdvancedSearch',
    signedIn: true,
    path: () => '/advanced-search',
    title: { en: 'Advanced Search · Video Insight', ja: '詳細検索｜Video Insight' },
  },
  {
    name: 'SimilarVideo, a text search',
    signedIn: true,
    path: () => '/video/similar?description=relay%20race',
    title: {
      en: 'Search results for “relay race” · Video Insight',
      ja: '「relay race」の検索結果｜Video Insight',
    },
  },
  {
    name: 'SimilarVideo, from a video',
    signedIn: true,
    path: ({ id }) => `/video/similar/${id}?video=true`,
    title: { en: 'Similar videos · Video Insight', ja: '類似動画｜Video Insight' },
  },
  {
    name: 'VideoDetail',
    signedIn: true,
    path: ({ id }) => `/video-detail/${id}`,
    title: (video) => ({ en: `${video} · Video Insight`, ja: `${video}｜Video Insight` }),
  },
  {
    name: 'SceneFrames',
    signedIn: true,
    path: ({ id }) => `/video-detail/${id}/scene/2/frames`,
    title: (video) => ({
      en: `Frame images of scene 3 · ${video} · Video Insight`,
      ja: `シーン3のフレーム画像｜${video}｜Video Insight`,
    }),
  },
]

/** The public pages first, opened signed out; then the signed-in ones, after one sign-in. */
const IN_ORDER = [...ROWS.filter((row) => !row.signedIn), ...ROWS.filter((row) => row.signedIn)]

// One test a language: the rows share a browser context and one session (each test is a new
// context and a cold start), and each row still opens its page afresh. A soft check lets a
// failing row name itself and the rows after it run on.
for (const locale of ['en', 'ja'] as const) {
  test.describe(`in ${locale}`, () => {
    test.use({ locale: locale === 'ja' ? 'ja-JP' : 'en-US' })

    test('every page has its own title, opened directly', async ({ page, bigVideo }) => {
      test.setTimeout(180_000)
      let signedIn = false
      for (const row of IN_ORDER) {
        await test.step(`${row.name} has its own title`, async () => {
          const path = row.path(bigVideo)
          if (row.signedIn && !signedIn) {
            await openSignedIn(page, path)
            signedIn = true
          } else await page.goto(path)
          await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
          // A video's title is its data: the same in either language.
          const title = typeof row.title === 'function' ? row.title(bigVideo.title) : row.title
          await expect.soft(page).toHaveTitle(title[locale])
        })
      }
    })
  })
}

test.describe('the title follows', () => {
  test('a video that arrives after its page: a title for the wait, then its name', async ({
    page,
    bigVideo,
  }) => {
    await storeSession(page)
    // The video's answer is held until the page has been drawn (and titled) without it.
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route(`${urls.api}/api/videos/${bigVideo.id}`, async (route) => {
      await held
      await route.continue()
    })
    await page.goto(`/video-detail/${bigVideo.id}`)
    await expect(page).toHaveTitle('Video details · Video Insight')
    release()
    await expect(page.getByRole('heading', { level: 1, name: bigVideo.title })).toBeVisible()
    await expect(page).toHaveTitle(`${bigVideo.title} · Video Insight`)
  })

  test('a language switch, signed in and on a pre-rendered page', async ({ page }) => {
    await openSignedIn(page, '/video')
    await expect(page).toHaveTitle('Videos · Video Insight')
    await page.getByRole('combobox', { name: 'Language' }).selectOption('ja')
    await expect(page.getByRole('heading', { level: 1, name: '動画' })).toBeVisible()
    await expect(page).toHaveTitle('動画｜Video Insight')
    // Then to another page: its title is read in the language chosen.
    await page.getByRole('link', { name: 'プロフィール' }).first().click()
    await expect(page).toHaveTitle('アカウント｜プロフィール｜Video Insight')
  })

  test('a pick on a pre-rendered page, before and after the app has taken it over', async ({
    page,
  }) => {
    await page.goto('/login')
    await expect(page).toHaveTitle('Log in · Video Insight')
    await page
      .getByRole('combobox', { name: 'Language' })
      .filter({ visible: true })
      .selectOption('ja')
    await expect(page.getByRole('heading', { level: 1, name: 'ログイン' })).toBeVisible()
    await expect(page).toHaveTitle('ログイン｜Video Insight')
    await page.getByRole('combobox', { name: '言語' }).filter({ visible: true }).selectOption('en')
    await expect(page).toHaveTitle('Log in · Video Insight')
  })
})

test('the pre-rendered pages carry their title in each language, for a visitor without JavaScript', async ({
  request,
}) => {
  const titleOf = async (path: string, language: string) => {
    const response = await request.get(`${urls.app}${path}`, {
      // A navigation, as a browser asks for it (the host picks the file by language).
      headers: { Accept: 'text/html', 'Accept-Language': language },
    })
    return /<title>([^<]*)<\/title>/.exec(await response.text())?.[1]
  }
  expect(await titleOf('/login', 'en')).toBe('Log in · Video Insight')
  expect(await titleOf('/login', 'ja')).toBe('ログイン｜Video Insight')
  expect(await titleOf('/privacy-policy', 'ja')).toBe('プライバシーポリシー｜Video Insight')
})
