import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { detectLocale } from '../src/i18n/locales'
import { applyLanguage, markWrongPage, prePaint, showSnapshot } from './pre-paint'

const setBrowserLanguage = (language: string) =>
  Object.defineProperty(navigator, 'language', { value: language, configurable: true })

/** The listeners a run added: a page runs the script once, these tests many times. */
const added: Array<[EventTarget, string, EventListenerOrEventListenerObject]> = []

/** Runs the script as the page would, and returns what it set on <html>. */
function runPrePaint() {
  const html = document.documentElement
  for (const mark of ['lang', 'data-signed-in', 'data-wrong-page', 'data-snapshot-shown'])
    html.removeAttribute(mark)
  const listen = [html, document].map((target) => ({
    target,
    spy: vi.spyOn(target, 'addEventListener'),
  }))
  prePaint(html)
  for (const { target, spy } of listen) {
    for (const [type, listener] of spy.mock.calls)
      if (listener) added.push([target, type, listener])
    spy.mockRestore()
  }
  return marks()
}

/** What the script sets on <html>. */
function marks() {
  const html = document.documentElement
  return {
    lang: html.lang,
    signedIn: html.hasAttribute('data-signed-in'),
    wrongPage: html.hasAttribute('data-wrong-page'),
    snapshotShown: html.hasAttribute('data-snapshot-shown'),
  }
}

afterEach(() => {
  setBrowserLanguage('en-US')
  for (const name of document.documentElement.getAttributeNames())
    document.documentElement.removeAttribute(name)
  window.history.replaceState(null, '', '/')
  for (const [target, type, listener] of added.splice(0)) target.removeEventListener(type, listener)
})

describe('the pre-paint script', () => {
  const cases: Array<[saved: string | null, browser: string]> = [
    [null, 'en-US'],
    [null, 'ja-JP'],
    [null, 'ja'],
    [null, 'JA'],
    [null, 'fr-FR'],
    [null, ''],
    ['en', 'ja-JP'],
    ['ja', 'en-GB'],
    ['de', 'ja-JP'],
    ['', 'en-US'],
  ]
  it.each(cases)('picks the language the app picks (saved %j, browser %j)', (saved, browser) => {
    if (saved !== null) localStorage.setItem('selectedLanguage', saved)
    setBrowserLanguage(browser)
    const html = document.documentElement
    expect(applyLanguage(html)).toBe(detectLocale())
    expect(html.lang).toBe(detectLocale())
  })

  it('marks a stored session, and only then', () => {
    const html = document.documentElement
    applyLanguage(html)
    expect(marks().signedIn).toBe(false)
    localStorage.setItem('localUser', 'sealed')
    applyLanguage(html)
    expect(marks().signedIn).toBe(true)
  })

  it('picks the language and leaves the session unmarked where storage is refused', () => {
    setBrowserLanguage('ja-JP')
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError')
    })
    expect(runPrePaint()).toEqual({
      lang: 'ja',
      signedIn: false,
      wrongPage: false,
      snapshotShown: false,
    })
    vi.restoreAllMocks()
  })

  it('shows the page snapshot only to the sign-in and language it was kept for', () => {
    setBrowserLanguage('en-US')
    const html = document.documentElement
    html.dataset.snapshotFor = 'tag-of-sign-in1 en'
    // The part alone, then as the page runs it: with the language it has just applied.
    localStorage.setItem('localUser', 'sealed')
    localStorage.setItem('localUserTag', 'tag-of-sign-in1')
    showSnapshot(html, 'ja')
    expect(marks().snapshotShown).toBe(false)
    showSnapshot(html, 'en')
    expect(marks().snapshotShown).toBe(true)
    localStorage.clear()
    // No session stored, or a session without its tag (stored by an older build).
    expect(runPrePaint().snapshotShown).toBe(false)
    localStorage.setItem('localUser', 'sealed')
    expect(runPrePaint().snapshotShown).toBe(false)
    localStorage.setItem('localUserTag', 'tag-of-sign-in1')
    expect(runPrePaint().snapshotShown).toBe(true)
    // Another sign-in (a new tag), then another language.
    localStorage.setItem('localUserTag', 'tag-of-sign-in2')
    expect(runPrePaint().snapshotShown).toBe(false)
    localStorage.setItem('localUserTag', 'tag-of-sign-in1')
    localStorage.setItem('selectedLanguage', 'ja')
    expect(runPrePaint().snapshotShown).toBe(false)
    // A page without a snapshot.
    localStorage.removeItem('selectedLanguage')
    html.removeAttribute('data-snapshot-for')
    expect(runPrePaint().snapshotShown).toBe(false)
  })

  it('marks a page that a host served for another path, and only then', () => {
    const html = document.documentElement
    const wrongPageAt = (address: string) => {
      window.history.replaceState(null, '', address)
      html.removeAttribute('data-wrong-page')
      markWrongPage(html)
      return marks().wrongPage
    }
    // Home's file, as a host that rewrites every unknown path to index.html serves it.
    html.dataset.path = '/'
    for (const path of ['/video-detail/7', '/login', '/index.html'])
      expect(wrongPageAt(`${path}?redirect=%2F`), path).toBe(true)
    expect(wrongPageAt('/?ref=mail')).toBe(false)
    // Login's own file at its own path, and the app shell (no path) anywhere.
    html.dataset.path = '/login'
    expect(wrongPageAt('/login?redirect=%2Fvideo')).toBe(false)
    html.removeAttribute('data-path')
    expect(wrongPageAt('/video-detail/7')).toBe(false)
  })

  describe('the language switch before the app runs', () => {
    const TITLES: Record<string, string> = {
      en: 'Log in · Video Insight',
      ja: 'ログイン｜Video Insight',
    }
    /** Two pre-rendered copies, each with its switch, as build/prerender-plugin.ts writes them. */
    function copies(count: 1 | 2) {
      const copy = (language: string) =>
        `<div data-prerendered="${language}" data-title="${TITLES[language]}">` +
        '<select name="language">' +
        `<option value="en"${language === 'en' ? ' selected' : ''}>English</option>` +
        `<option value="ja"${language === 'ja' ? ' selected' : ''}>日本語</option></select>` +
        '<form><input type="email"><input type="password"><input type="checkbox"></form></div>'
      document.body.innerHTML = count === 2 ? copy('en') + copy('ja') : copy('en')
    }
    const switchIn = (language: string) =>
      document.querySelector<HTMLSelectElement>(`[data-prerendered="${language}"] select`)!
    function pick(select: HTMLSelectElement, value: string) {
      select.value = value
      select.dispatchEvent(new Event('change', { bubbles: true }))
    }

    it('shows the other copy, saves the choice and moves the focus to its switch', () => {
      setBrowserLanguage('en-US')
      copies(2)
      runPrePaint()
      pick(switchIn('en'), 'ja')
      expect(document.documentElement.lang).toBe('ja')
      expect(localStorage.getItem('selectedLanguage')).toBe('ja')
      expect(document.activeElement).toBe(switchIn('ja'))
      // The hidden copy's switch reads its own language again, so a way back shows it right.
      expect(switchIn('en').value).toBe('en')
      pick(switchIn('ja'), 'en')
      expect(document.documentElement.lang).toBe('en')
      expect(localStorage.getItem('selectedLanguage')).toBe('en')
    })

    it('titles the document in the language shown, once parsed and after a pick', () => {
      localStorage.setItem('selectedLanguage', 'ja')
      document.title = TITLES.en!
      copies(2)
      runPrePaint()
      document.dispatchEvent(new Event('DOMContentLoaded'))
      expect(document.title).toBe(TITLES.ja)
      pick(switchIn('ja'), 'en')
      expect(document.title).toBe(TITLES.en)
      localStorage.removeItem('selectedLanguage')
    })

    it('carries what was typed into the copy it shows', () => {
      setBrowserLanguage('en-US')
      copies(2)
      runPrePaint()
      const fields = (language: string) =>
        document.querySelectorAll<HTMLInputElement>(`[data-prerendered="${language}"] input`)
      const [email, password] = fields('en')
      email!.value = 'demo@example.com'
      password!.value = 'Demo1234'
      pick(switchIn('en'), 'ja')
      const [emailJa, passwordJa, boxJa] = fields('ja')
      expect(emailJa!.value).toBe('demo@example.com')
      expect(passwordJa!.value).toBe('Demo1234')
      expect(boxJa!.value).toBe('on')
    })

    it('leaves a pick alone once the app has taken the page (one copy left)', () => {
      setBrowserLanguage('en-US')
      copies(1)
      runPrePaint()
      pick(switchIn('en'), 'ja')
      expect(document.documentElement.lang).toBe('en')
      expect(localStorage.getItem('selectedLanguage')).toBeNull()
    })
  })

  it("adds the page's code to <head> once the page has painted, and only once", async () => {
    document.body.innerHTML =
      '<template id="app-code"><link rel="modulepreload" href="/assets/app.js"></template>'
    runPrePaint()
    const code = () => document.head.querySelectorAll('link[href="/assets/app.js"]')
    expect(code()).toHaveLength(0)
    document.dispatchEvent(new Event('DOMContentLoaded'))
    await vi.waitFor(() => expect(code()).toHaveLength(1))
    expect(document.getElementById('app-code')).toBeNull()
    for (const link of code()) link.remove()
    document.body.innerHTML = ''
  })

  describe('where the browser reports its paints (Paint Timing)', () => {
    let report: ((entries: { getEntriesByName: (name: string) => object[] }) => void) | undefined
    class PaintObserver {
      static supportedEntryTypes = ['paint']
      constructor(callback: typeof report) {
        report = callback
      }
      observe() {}
      disconnect() {
        report = undefined
      }
    }
    const paint = (...names: string[]) =>
      report?.({ getEntriesByName: (name) => (names.includes(name) ? [{ name }] : []) })
    const code = () => document.head.querySelectorAll('link[href="/assets/app.js"]')
    const start = () => {
      document.body.innerHTML =
        '<template id="app-code"><link rel="modulepreload" href="/assets/app.js"></template>'
      runPrePaint()
      document.dispatchEvent(new Event('DOMContentLoaded'))
    }

    beforeEach(() => {
      vi.stubGlobal('PerformanceObserver', PaintObserver)
      vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] })
    })

    afterEach(() => {
      for (const link of code()) link.remove()
      document.body.innerHTML = ''
      vi.unstubAllGlobals()
      vi.useRealTimers()
    })

    it('adds the code once the first contentful paint is reported, not at the first frame', async () => {
      start()
      await vi.advanceTimersByTimeAsync(100)
      expect(code()).toHaveLength(0)
      paint('first-paint')
      await vi.advanceTimersByTimeAsync(100)
      expect(code()).toHaveLength(0)
      paint('first-paint', 'first-contentful-paint')
      await vi.advanceTimersByTimeAsync(1)
      expect(code()).toHaveLength(1)
      // The fallback's frame comes later and adds nothing more.
      await vi.advanceTimersByTimeAsync(2_000)
      expect(code()).toHaveLength(1)
    })

    it('adds it 1 s after parsing at the latest, when no contentful paint is reported', async () => {
      start()
      await vi.advanceTimersByTimeAsync(900)
      expect(code()).toHaveLength(0)
      await vi.advanceTimersByTimeAsync(200)
      expect(code()).toHaveLength(1)
    })

    it('adds it after the first frame on a page that will paint nothing of its own', async () => {
      document.documentElement.dataset.path = '/login'
      start()
      expect(document.documentElement.hasAttribute('data-wrong-page')).toBe(true)
      await vi.advanceTimersByTimeAsync(100)
      expect(code()).toHaveLength(1)
    })
  })

  it('runs the scripts one after another, each once the one before has loaded or failed', async () => {
    // A type the test DOM does not fetch: here the test says when each script has loaded.
    document.body.innerHTML =
      '<template id="app-code"><script type="x-test" src="/assets/react.js"></script>' +
      '<script type="x-test" src="/assets/vendor.js"></script>' +
      '<script type="x-test" src="/assets/app.js"></script>' +
      '<link rel="modulepreload" href="/assets/vendor.js"></template>'
    runPrePaint()
    document.dispatchEvent(new Event('DOMContentLoaded'))
    const scripts = () =>
      [...document.head.querySelectorAll('script[src]')].map((script) => script.getAttribute('src'))
    // Every preload at once, the first script alone.
    await vi.waitFor(() => expect(scripts()).toEqual(['/assets/react.js']))
    expect(document.head.querySelectorAll('link[rel=modulepreload]')).toHaveLength(1)
    const last = () => document.head.querySelector<HTMLScriptElement>('script[src]:last-of-type')
    last()?.dispatchEvent(new Event('load'))
    // The next one in a task of its own, not in the load event's.
    expect(scripts()).toHaveLength(1)
    await vi.waitFor(() => expect(scripts()).toEqual(['/assets/react.js', '/assets/vendor.js']))
    last()?.dispatchEvent(new Event('error'))
    await vi.waitFor(() => expect(scripts()).toHaveLength(3))
    expect(scripts()[2]).toBe('/assets/app.js')
    for (const element of document.head.querySelectorAll('script[src], link[rel=modulepreload]'))
      element.remove()
    document.body.innerHTML = ''
  })
})
