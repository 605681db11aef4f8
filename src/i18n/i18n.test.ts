import { i18n } from '@lingui/core'
import { afterEach, describe, expect, it } from 'vitest'
import { activateLocale, chooseLocale } from './i18n'
import { LANGUAGE_KEY } from './locales'

afterEach(() => activateLocale('en'))

describe('a language switch', () => {
  it('applies the choice at once, on the page too, and saves it', async () => {
    await activateLocale('en')
    await chooseLocale('ja')
    expect(i18n.locale).toBe('ja')
    expect(document.documentElement.lang).toBe('ja')
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('ja')
  })
})
