import { i18n } from '@lingui/core'
import { cleanup } from '@testing-library/react'
import { afterAll, afterEach, beforeEach, vi } from 'vitest'

/*
 * Test files share one worker and one happy-dom window (`isolate: false` in vite.config.ts):
 * a fresh window and process per file cost four fifths of the unit run. What a file could
 * leave behind for the next one is undone here instead:
 * - the app's own modules are evaluated afresh for every file. The stores (docs/architecture.md,
 *   "Stores") do not rely on it: a test makes a fresh store (`createUploadStore`) or resets one
 *   through its own API (`closeAllModals`, `endSession`). Other modules do, through state of
 *   their own: the pre-render's hydration test (`prerender.test.tsx` fails without it even on
 *   its own, and the component tests after it in the worker then render nothing), the
 *   languages (`i18n/`), the token refresh timer (`api/session-refresh.ts`), the local search
 *   (`api/local-search/`), the saved copy's database (`app/offline/saved-store.ts`);
 * - listeners a file added to window or document are removed when it ends (the session
 *   wiring's, a session end's `pagehide`, the local index's `load`; no store adds one when its
 *   module loads, and a test stops the leave-page guard it starts);
 * - storage, the document's body and <html> attributes, stubbed globals, mocks and fake
 *   timers are reset.
 * Libraries in node_modules load once per worker: a test that changes one of their globals
 * (TanStack Query's onlineManager, say) must restore it itself.
 */
vi.resetModules()

type Added = [EventTarget, string, EventListenerOrEventListenerObject, unknown]
const added: Added[] = []
for (const target of [window, document] as EventTarget[]) {
  const add = target.addEventListener
  target.addEventListener = function (this: EventTarget | undefined, type, listener, options) {
    // Called unbound (`const { addEventListener } = window`), it means the global, as in browsers.
    const self = this ?? target
    if (listener) added.push([self, type, listener, options])
    return add.call(self, type, listener, options)
  }
  afterAll(() => {
    target.addEventListener = add
  })
}

afterAll(() => {
  for (const [target, type, listener, options] of added.splice(0))
    target.removeEventListener(type, listener, options as EventListenerOptions)
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  localStorage.clear()
  sessionStorage.clear()
  document.body.innerHTML = ''
  for (const name of document.documentElement.getAttributeNames())
    document.documentElement.removeAttribute(name)
})

// Unit tests render in English with source messages (the macro compiles them in place).
i18n.load('en', {})
i18n.activate('en')

beforeEach(() => localStorage.clear())
afterEach(() => cleanup())
