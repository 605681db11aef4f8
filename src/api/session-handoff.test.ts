import 'fake-indexeddb/auto'
import { beforeEach, describe, expect, it } from 'vitest'
import { encryptText } from '@/lib/crypto'
import {
  endSession,
  followLatestSession,
  followStoredSession,
  replaceToken,
  session,
  startSession,
} from './session'
import { handOverSession, successorOf } from './session-handoff'
import { LOCAL_USER_KEY } from './session-key'

const email = 'a@example.com'

beforeEach(async () => {
  await endSession('logout')
})

/** Another tab's refresh: it spent `spent` and stored `accessToken`, in IndexedDB only here. */
async function refreshedInAnotherTab(spent: string, accessToken: string, issuedAt: number) {
  const sealed = await encryptText(JSON.stringify({ accessToken, email, issuedAt }))
  await handOverSession(sealed, spent)
}

describe('the session a refresh hands over to the next tab in line', () => {
  it('takes the token stored after spending its own, though localStorage does not show it yet', async () => {
    await startSession({ accessToken: 't1', email, issuedAt: 1_000 })
    await refreshedInAnotherTab('t1', 't2', 2_000)
    // Following localStorage alone keeps the spent token: this tab's copy is its own.
    await expect(followStoredSession()).resolves.toBe('unchanged')
    expect(session.token()).toBe('t1')
    await expect(followLatestSession()).resolves.toBe('refreshed')
    expect(session.token()).toBe('t2')
  })

  it('takes the newest after refreshes it missed in a row', async () => {
    await startSession({ accessToken: 't1', email, issuedAt: 1_000 })
    await refreshedInAnotherTab('t1', 't2', 2_000)
    await refreshedInAnotherTab('t2', 't3', 3_000)
    await expect(followLatestSession()).resolves.toBe('refreshed')
    expect(session.token()).toBe('t3')
  })

  it('never replaces a session it does not follow from', async () => {
    await startSession({ accessToken: 'a1', email, issuedAt: 5_000 })
    // A refresh of another session of the same user (an older sign-in, another build's tab).
    await refreshedInAnotherTab('x1', 'x2', 9_000)
    await expect(followLatestSession()).resolves.toBe('unchanged')
    expect(session.token()).toBe('a1')
    // Another user's refresh never signs this tab in as them through here.
    const theirs = await encryptText(JSON.stringify({ accessToken: 'b2', email: 'b@example.com' }))
    await handOverSession(theirs, 'a1')
    await expect(followLatestSession()).resolves.toBe('unchanged')
    expect(session.user()?.email).toBe(email)
  })

  it('keeps the newer token when localStorage shows an older copy late', async () => {
    await startSession({ accessToken: 't1', email, issuedAt: 1_000 })
    const older = localStorage.getItem(LOCAL_USER_KEY) as string
    await replaceToken('t2', { issuedAt: 2_000 })
    localStorage.setItem(LOCAL_USER_KEY, older)
    await expect(followStoredSession()).resolves.toBe('refreshed')
    expect(session.token()).toBe('t2')
  })

  it('is written by each refresh, begun again by a sign-in and gone after a logout', async () => {
    await startSession({ accessToken: 't1', email, issuedAt: 1_000 })
    await replaceToken('t2', { issuedAt: 2_000 })
    expect(await successorOf('t1')).toBe(localStorage.getItem(LOCAL_USER_KEY))
    await startSession({ accessToken: 's1', email, issuedAt: 3_000 })
    expect(await successorOf('t1')).toBeUndefined()
    await replaceToken('s2', { issuedAt: 4_000 })
    await endSession('logout')
    await expect.poll(() => successorOf('s1')).toBeUndefined()
  })
})
