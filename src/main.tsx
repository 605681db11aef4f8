import { StrictMode, startTransition } from 'react'
import { flushSync } from 'react-dom'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { restoreSession } from './api/session'
import { App } from './app/App'
import { preloadFirstScreen } from './app/first-screen'
import { startLocalIndex } from './app/offline/local-index'
import { watchForMissingChunks } from './app/offline/service-worker'
import { setupOffline } from './app/offline/start-offline'
import { takePrerenderedPage } from './app/prerendered-page'
import { createQueryClient } from './app/query-client'
import { keepScrollPositions } from './app/scroll-positions'
import { wireSession } from './app/session-wiring'
import { markSessionOnDocument } from './app/signed-in-attribute'
import { showStartFailure } from './app/start-failure'
import { UnconfiguredPage } from './app/UnconfiguredPage'
import { apiBaseProblem } from './config/api-base'
import { BUILD_ID } from './config/build-id'
import { identifierPrefix } from './config/prerendered-pages'
import { config, loadConfig } from './config/runtime'
import { activateLocale, chooseLocale, currentLocale } from './i18n/i18n'
import { detectLocale } from './i18n/locales'
import { createAppRouter } from './router'
import { noteTypedBeforeApp } from './ui/form/typed-before-app'
import './styles/global.css'
import './styles/controls.css'
import './styles/widgets.css'
import './styles/layout.css'

/**
 * App start (docs/product.md §2): configuration, language and the stored session are read
 * before the router's first load, so the guard sees the real session; the session is then
 * verified with the server in the background (a network failure keeps it: offline is not
 * logged out). The router exists from the start so the first screen's code is fetched alongside
 * them, and only the catalogs that screen needs are loaded (the rest come with their routes).
 * A pre-rendered page (the public screens) is hydrated in place; any other page is rendered.
 * An API base that cannot be the intended server shows what is wrong instead of the app.
 */
async function start() {
  // Evaluating the entry (React, the router, the start modules) is one long task already; the
  // start's own work runs in the next one, so the main thread is given back in between.
  await nextTask()
  watchForMissingChunks()
  // Which build this page runs, for support (devtools); every deployment's entry differs.
  document.documentElement.dataset.build = BUILD_ID
  const locale = detectLocale()
  const prerendered = takePrerenderedPage(locale)
  const queryClient = createQueryClient()
  const router = createAppRouter(queryClient)
  keepScrollPositions(router)
  // Creating the router is the start's longest step; the reads below begin in the next task.
  await nextTask()
  const catalogs = preloadFirstScreen(router, window.location.pathname)
  const [, , restored] = await Promise.all([
    loadConfig(),
    activateLocale(locale, catalogs),
    restoreSession(),
  ])
  // Fail closed (docs/decisions.md): an API base that cannot be meant gets no call at all.
  const problem = apiBaseProblem(config().apiBase, new URL(window.location.href))
  if (problem) {
    const container = prerendered?.container ?? document.getElementById('root')
    if (!container) throw new Error('the page has no #root')
    createRoot(container).render(<UnconfiguredPage problem={problem} />)
    prerendered?.release()
    return
  }
  markSessionOnDocument()
  // The signed-in user's saved pages are back before the router's first load (offline start).
  await setupOffline(queryClient)
  startLocalIndex(queryClient)
  wireSession(router, queryClient, { verifyNow: restored })

  const app = (
    <StrictMode>
      <App router={router} queryClient={queryClient} />
    </StrictMode>
  )
  // A pre-rendered page is painted and readable: its load and hydration start in a task of
  // their own.
  if (prerendered) await nextTask()
  // Every first render comes after the router's load (loaders never wait for the network): the
  // page's code and words are in, as they were on the server, and the router's state holds
  // still while React renders, so the render draws the page at once (not the shell, then the
  // page in another task). Rendered before the load, the router's store changed under the
  // render and forced it to be one synchronous task (docs/decisions.md, "The signed-in first
  // render").
  await router.load()
  if (prerendered) {
    // The take-over (docs/decisions.md): a language picked since the app took the page is
    // applied first; what was typed is the form's at its first commit.
    for (
      let pick = prerendered.picked();
      pick && pick !== currentLocale();
      pick = prerendered.picked()
    )
      await chooseLocale(pick)
    noteTypedBeforeApp(prerendered.container)
    if (prerendered.hydrates(router)) {
      // Render as the server did: no Suspense boundary above the root route.
      router.ssr = { manifest: undefined }
      // As a transition, hydration yields to the browser every few milliseconds instead of
      // holding the main thread for the whole page (the page is already painted and readable).
      startTransition(() => {
        hydrateRoot(prerendered.container, app, { identifierPrefix: identifierPrefix(locale) })
      })
    } else {
      // Elsewhere (a query, another path or language) the page is drawn afresh, in one commit.
      const root = createRoot(prerendered.container)
      flushSync(() => root.render(app))
    }
    prerendered.release()
  } else {
    const container = document.getElementById('root')
    if (!container) throw new Error('the page has no #root')
    // As a transition, React renders the page in slices of a few milliseconds.
    const root = createRoot(container)
    startTransition(() => root.render(app))
  }
}

/** A promise settled in a later task: the browser may paint or handle input meanwhile. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve))

// A start that fails (a config, catalog or route chunk that cannot be had, storage that throws)
// shows what happened with a Reload button, never a blank page.
start().catch((error: unknown) => showStartFailure(detectLocale(), error))
