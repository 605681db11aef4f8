import { i18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { catalogsInUse, loadCatalogs } from './catalogs'
import { activateLocale } from './i18n'

// The catalogs are the real compiled ones (locales/<locale>/<name>.po).
const idsIn = (locale: string) =>
  Object.keys((i18n as unknown as { _messages: Record<string, object> })._messages[locale] ?? {})

describe('catalogs on demand', () => {
  it('merges a feature catalog into what the locale already has', async () => {
    // Other test files of this worker may have loaded catalogs already (no module isolation),
    // so the check is on ids, not counts: the feature's ids join, the earlier ones stay.
    await loadCatalogs('ja', ['common'])
    const before = idsIn('ja')
    expect(before.length).toBeGreaterThan(0)
    await loadCatalogs('ja', ['auth'])
    const { messages } = await import('/locales/ja/auth.po')
    expect(idsIn('ja')).toEqual(expect.arrayContaining([...before, ...Object.keys(messages)]))
  })

  it('a language switch loads every catalog used so far in the new locale', async () => {
    await loadCatalogs('en', ['profile'])
    expect(catalogsInUse()).toEqual(expect.arrayContaining(['common', 'auth', 'profile']))
    const before = idsIn('ja').length
    await activateLocale('ja')
    expect(i18n.locale).toBe('ja')
    expect(idsIn('ja').length).toBeGreaterThan(before)
    await activateLocale('en')
  })

  it('rejects a catalog that does not exist, and may try it again later', async () => {
    await expect(loadCatalogs('xx', ['common'])).rejects.toThrow(/No catalog xx\/common/)
  })
})
