import { beforeEach, describe, expect, it } from 'vitest'
import { clearPendingEmail, readPendingEmail, savePendingEmail } from './pending-email'

describe('pending e-mail of a change', () => {
  beforeEach(() => sessionStorage.clear())

  it('is kept for the account that started it and cleared at the end', () => {
    savePendingEmail('user-1', 'new@example.com')
    expect(readPendingEmail('user-1')).toBe('new@example.com')
    clearPendingEmail()
    expect(readPendingEmail('user-1')).toBeUndefined()
  })

  it('is invisible to another account signed in on the same tab', () => {
    savePendingEmail('user-1', 'new@example.com')
    expect(readPendingEmail('user-2')).toBeUndefined()
  })

  it('ignores a damaged stored value', () => {
    sessionStorage.setItem('profile.pendingEmail', '{not json')
    expect(readPendingEmail('user-1')).toBeUndefined()
  })
})
