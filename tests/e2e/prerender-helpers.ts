import type { Page } from '@playwright/test'

/** What the pre-render specs share: the public screens, and ways to watch a take-over. */

export interface Screen {
  path: string
  heading: { en: string; ja: string }
  text: { en: RegExp; ja: RegExp }
}

export const SCREENS: Screen[] = [
  {
    path: '/',
    heading: {
      en: 'Turn your video archive into searchable data',
      ja: '動画アーカイブを、検索できるデータに',
    },
    text: { en: /Automatic trailer generation/, ja: /トレーラーの自動生成/ },
  },
  {
    path: '/login',
    heading: { en: 'Log in', ja: 'ログイン' },
    text: { en: /Forgot password\?/, ja: /パスワードをお忘れの方/ },
  },
  {
    path: '/privacy-policy',
    heading: { en: 'Privacy Policy', ja: 'プライバシーポリシー' },
    text: { en: /Last updated: 2024\/12\/24/, ja: /最終更新日：2024\/12\/24/ },
  },
]

export const mainHeading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name })

/**
 * Holds the app's entry script until `release` is called: the page as its HTML paints it. (A
 * held module script also holds the load events: navigate with `waitUntil: 'commit'`.)
 */
export async function holdAppScripts(page: Page): Promise<() => Promise<void>> {
  let release!: () => void
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released
    await route.continue()
  })
  return async () => release()
}

/**
 * The harness blocks service workers (playwright.config.ts): the browser's warning about it,
 * and the app's note that its worker is not registered, are not the page's problems.
 */
const SERVICE_WORKER_BLOCKED = /Service Worker registration blocked|Service worker not registered/

/** Every console warning or error (hydration warnings included) and every uncaught error. */
export function collectProblems(page: Page): string[] {
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
  page.on('console', (message) => {
    if (SERVICE_WORKER_BLOCKED.test(message.text())) return
    if (message.type() === 'warning' || message.type() === 'error') {
      problems.push(`${message.type()}: ${message.text()}`)
    }
  })
  return problems
}
