import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { activateLocale } from '@/i18n/i18n'
import { ApiError } from './errors'
import { failureLines } from './failure-lines'
import { serverText } from './server-texts'

// The texts the API double sends (tests/api-double/routes/auth.mjs), as a backend built from
// the same contract sends them.
const KNOWN = [
  'Current password is incorrect',
  'This email is already in use',
  'Invalid verification code',
  'Invalid or expired reset token',
  'Incorrect email or password',
]

describe('server texts', () => {
  it('shows an English user exactly what the server sent', async () => {
    await activateLocale('en')
    for (const text of KNOWN) expect(serverText(text)).toBe(text)
  })

  describe('for a Japanese user', () => {
    beforeAll(() => activateLocale('ja'))
    afterAll(() => activateLocale('en'))

    it('translates each known message by its exact text', () => {
      expect(serverText('Current password is incorrect')).toBe(
        '現在のパスワードが正しくありません。',
      )
      for (const text of KNOWN) {
        const shown = serverText(text)
        expect(shown).not.toBe(text)
        expect(shown).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/)
      }
    })

    it('keeps an unknown or merely similar text as sent', () => {
      for (const text of [
        'Quota exceeded for team 7',
        'current password is incorrect',
        'Current password is incorrect.',
        'constructor',
        'toString',
        '',
      ])
        expect(serverText(text)).toBe(text)
    })

    it('is what a failed call shows, message by message', () => {
      const error = new ApiError('http', 400, {}, ['This email is already in use', 'Odd new rule'])
      expect(failureLines(error)).toEqual([
        'このメールアドレスはすでに使用されています。',
        'Odd new rule',
      ])
    })
  })
})
