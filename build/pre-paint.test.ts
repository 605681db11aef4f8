import { readFileSync } from 'node:fs'
import { afterEach, describe, expect, it } from 'vitest'
import { detectLocale } from '../src/i18n/i18n'
import { PRE_PAINT_HASH, PRE_PAINT_SCRIPT } from './pre-paint'

const setBrowserLanguage = (language: string) =>
  Object.defineProperty(navigator, 'language', { value: language, configurable: true })

/** Runs the inline script as the page would, and returns what it set on <html>. */
function runPrePaint() {
  const html = document.documentElement
  html.removeAttribute('lang')
  html.removeAttribute('data-signed-in')
  new Function(PRE_PAINT_SCRIPT)()
  return { lang: html.lang, signedIn: html.hasAttribute('data-signed-in') }
}

afterEach(() => setBrowserLanguage('en-US'))

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
    expect(runPrePaint().lang).toBe(detectLocale())
  })

  it('marks a stored session, and only then', () => {
    expect(runPrePaint().signedIn).toBe(false)
    localStorage.setItem('localUser', 'sealed')
    expect(runPrePaint().signedIn).toBe(true)
  })

  it('is allowed by the Content-Security-Policy the README gives to static hosts', () => {
    const readme = readFileSync('README.md', 'utf8')
    const csp = /^Content-Security-Policy: (.+)$/m.exec(readme)?.[1] ?? ''
    expect(csp).toContain(`script-src 'self' ${PRE_PAINT_HASH};`)
  })
})
