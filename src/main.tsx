import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { restoreSession } from './api/session'
import { App } from './app/App'
import { preloadFirstScreen } from './app/first-screen'
import { setupOffline } from './app/offline/setup'
import { createQueryClient } from './app/query-client'
import { wireSession } from './app/session-wiring'
import { BUILD_ID } from './config/build-id'
import { loadConfig } from './config/runtime'
import { activateLocale, detectLocale } from './i18n/i18n'
import { createAppRouter } from './router'
import './styles/global.css'
import './styles/layout.css'

/**
 * App start (docs/product.md §2): configuration, language and the stored session are read before the
 * router's first load, so the guard sees the real session; the session is then verified with
 * the server in the background (a network failure keeps it: offline is not logged out).
 * The router exists from the start so the first screen's code is fetched alongside them, and
 * only the catalogs that screen needs are loaded (the rest come with their routes).
 */
async function start() {
  // Which build this page runs, for support (devtools); every deployment's entry differs.
  document.documentElement.dataset.build = BUILD_ID
  const queryClient = createQueryClient()
  const router = createAppRouter(queryClient)
  const catalogs = preloadFirstScreen(router, window.location.pathname)
  const [, , restored] = await Promise.all([
    loadConfig(),
    activateLocale(detectLocale(), catalogs),
    restoreSession(),
  ])
  // The signed-in user's saved pages are back before the router's first load (offline start).
  await setupOffline(queryClient)
  wireSession(router, queryClient, { verifyNow: restored })

  const root = document.getElementById('root')
  if (!root) throw new Error('index.html has no #root')
  createRoot(root).render(
    <StrictMode>
      <App router={router} queryClient={queryClient} />
    </StrictMode>,
  )
}

void start()
