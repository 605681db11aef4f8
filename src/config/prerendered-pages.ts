/**
 * The public pages the build pre-renders (docs/product.md §2: reachable signed out), each
 * written as a file of its own with both languages in it; every other path is served the app
 * shell, which the browser renders. Used by the build (build/prerender-plugin.ts), the service worker
 * (navigation routing) and the preview server (negotiation for visitors without JavaScript).
 */
export const PRERENDERED_PAGES = [
  { path: '/', file: 'index.html' },
  { path: '/login', file: 'login.html' },
  { path: '/forgot-password', file: 'forgot-password.html' },
  { path: '/reset-password', file: 'reset-password.html' },
  { path: '/privacy-policy', file: 'privacy-policy.html' },
] as const

/** The app shell: the document for every path that is not pre-rendered (the SPA fallback). */
export const SHELL_FILE = 'shell.html'

/** The pre-rendered file for a path, or undefined when the path is served the app shell. */
export function prerenderedFile(pathname: string): string | undefined {
  return PRERENDERED_PAGES.find((page) => page.path === pathname)?.file
}

/**
 * The same page with Japanese shown first, for a host that picks a file by the visitor's
 * Accept-Language (visitors without JavaScript; everyone else gets the language picked before
 * the first paint, see index.html).
 */
export const japaneseFile = (file: string) => file.replace(/\.html$/, '.ja.html')

/** The `useId` prefix of a language's copy: both copies share one document, their ids must not. */
export const identifierPrefix = (locale: string) => `${locale}-`
