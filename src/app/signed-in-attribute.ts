import { session } from '@/api/session'

/**
 * Keeps <html data-signed-in> in step with the session. The pre-paint script set it from the
 * stored session before the first paint; the stylesheet uses it to show the control that fits
 * (`signed-in-only` / `signed-out-only`, global.css), so nothing moves when the app takes over.
 */
export function markSessionOnDocument(): void {
  const mark = () =>
    document.documentElement.toggleAttribute('data-signed-in', session.isSignedIn())
  mark()
  session.subscribe(mark)
}
