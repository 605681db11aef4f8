import { i18n } from '@lingui/core'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { activateLocale, chooseLocale, holdLocaleChanges } from './i18n'
import { LANGUAGE_KEY } from './locales'

afterEach(() => activateLocale('en'))

describe('a language switch while the app takes over a pre-rendered page', () => {
  it('waits for the hold to end, then applies the last choice and saves it', async () => {
    await activateLocale('en')
    const release = holdLocaleChanges()
    await chooseLocale('ja')
    await chooseLocale('en')
    await chooseLocale('ja')
    expect(i18n.locale).toBe('en')
    expect(localStorage.getItem(LANGUAGE_KEY)).toBeNull()
    release()
    await vi.waitFor(() => expect(i18n.locale).toBe('ja'))
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('ja')
  })

  it('applies nothing when nothing was chosen, and switches at once after the hold', async () => {
    await activateLocale('en')
    holdLocaleChanges()()
    expect(i18n.locale).toBe('en')
    await chooseLocale('ja')
    expect(i18n.locale).toBe('ja')
  })
})
