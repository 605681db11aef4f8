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
      const { html } = await renderPage(path, locale)
      expect(html).toContain('<h1')

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
      // notes for every context both render; any other message is a mismatch.
      const messages = warnings.mock.calls
        .map((call) => String(call[0]))
        .filter((message) => !message.startsWith('Detected multiple renderers concurrently'))
      expect(messages).toEqual([])
      warnings.mockRestore()
    },
    // The first case imports and renders the whole app cold: seconds on a busy 2-core machine.
    30_000,
  )
})
