import { createMemoryHistory } from '@tanstack/react-router'
import { prerender } from 'react-dom/static'
import { App } from './app/App'
import { createQueryClient } from './app/query-client'
import { catalogsOf, factsAt } from './app/route-facts'
import { identifierPrefix } from './config/prerendered-pages'
import { activateLocale } from './i18n/i18n'
import type { Locale } from './i18n/locales'
import { createAppRouter } from './router'

/**
 * The build's server entry (build/prerender-plugin.ts bundles it for Node): renders one public page in
 * one language exactly as the browser's first render will, so the app hydrates it in place
 * (main.tsx). Signed out, with the build-time defaults of the runtime config.
 */
export interface RenderedPage {
  html: string
  /** The page's <title> (its routes' heads), as HTML text: the build puts it into <head>. */
  title: string
  /** The route ids the page is made of (the build links their styles and code). */
  routeIds: string[]
}

/** React writes the <title> a page renders (`HeadContent`) first, since no <head> is rendered. */
const LEADING_TITLE = /^<title>([^<]*)<\/title>/

export async function renderPage(path: string, locale: Locale): Promise<RenderedPage> {
  const queryClient = createQueryClient()
  const history = createMemoryHistory({ initialEntries: [path] })
  const router = createAppRouter(queryClient, history, { prerender: true })
  // The words first: the routes' heads read the title in this language as the router loads.
  await activateLocale(locale, catalogsOf(factsAt(router, path), false))
  await router.load()
  const location = router.state.location.pathname
  if (location !== path) throw new Error(`Pre-rendering ${path} ended at ${location}`)
  const routeIds = router.state.matches.map((match) => match.routeId as string)
  const { prelude } = await prerender(<App router={router} queryClient={queryClient} />, {
    identifierPrefix: identifierPrefix(locale),
  })
  const rendered = await new Response(prelude).text()
  const title = LEADING_TITLE.exec(rendered)
  if (!title) throw new Error(`Pre-rendering ${path} (${locale}) gave no <title>`)
  return { html: rendered.slice(title[0].length), title: title[1] ?? '', routeIds }
}
