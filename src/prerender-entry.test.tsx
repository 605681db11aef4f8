import { act } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { App } from './app/App'
import { createQueryClient } from './app/query-client'
import { identifierPrefix, PRERENDERED_PAGES } from './config/prerendered-pages'
import type { Locale } from './i18n/locales'
import { renderPage } from './prerender-entry'
import { createAppRouter } from './router'

/**
 * The browser's first render of a pre-rendered page must equal the build's: React (in its
 * development build here, which reports every mismatch, attributes included) hydrates the
 * build's HTML without a single warning. The e2e tests check the production build in Chromium.
 */
/** Each page's title in each language (routes' `head`, app/page-title.ts). */
const TITLES: Record<Locale, Record<string, string>> = {
  en: {
    '/': 'AI video analysis for teams · Video Insight',
    '/login': 'Log in · Video Insight',
    '/forgot-password': 'Forgot password · Video Insight',
    '/reset-password': 'Reset password · Video Insight',
    '/privacy-policy': 'Privacy Policy · Video Insight',
  },
  ja: {
    '/': 'チームのためのAI動画解析｜Video Insight',
    '/login': 'ログイン｜Video Insight',
    '/forgot-password': 'パスワードをお忘れの方｜Video Insight',
    '/reset-password': 'パスワードの再設定｜Video Insight',
    '/privacy-policy': 'プライバシーポリシー｜Video Insight',
  },
}

let root: Root | undefined
afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  document.body.innerHTML = ''
})

describe.each(['en', 'ja'] as Locale[])('a pre-rendered page in %s', (locale) => {
  it.each(PRERENDERED_PAGES.map((page) => page.path))(
    '%s hydrates without a warning',
    async (path) => {
      const { html, title } = await renderPage(path, locale)
      expect(html).toContain('<h1')
      // The page's own title, in its language, kept apart for the build to put into <head>.
      expect(title).toBe(TITLES[locale][path])

      window.history.replaceState(null, '', path)
      const container = document.createElement('div')
      container.innerHTML = html
      document.body.append(container)
      const warnings = vi.spyOn(console, 'error')
      const recovered: unknown[] = []

      const queryClient = createQueryClient()
      const router = createAppRouter(queryClient)
      await router.load()
      router.ssr = { manifest: undefined }
      await act(async () => {
        root = hydrateRoot(container, <App router={router} queryClient={queryClient} />, {
          identifierPrefix: identifierPrefix(locale),
          onRecoverableError: (error) => recovered.push(error),
        })
      })

      expect(recovered).toEqual([])
      // The server and the browser renderer share one process here (never in use), which React
      // notes for every context both render. The router's development build of `HeadContent`
      // renders once more after hydration (`useHydrated`), an update React reports inside
      // `act` here; the production build has no such render. Any other message is a mismatch.
      const notMismatches = [
        'Detected multiple renderers concurrently',
        'The current testing environment is not configured to support act',
      ]
      const messages = warnings.mock.calls
        .map((call) => String(call[0]))
        .filter((message) => !notMismatches.some((known) => message.startsWith(known)))
      expect(messages).toEqual([])
      warnings.mockRestore()
    },
    // The first case imports and renders the whole app cold: seconds on a busy 2-core machine.
    30_000,
  )
})
