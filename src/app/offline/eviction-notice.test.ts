import 'fake-indexeddb/auto'
import { QueryClient } from '@tanstack/react-query'
import { beforeEach, describe, expect, it } from 'vitest'
import { clearSession } from '@/app/session-end'
import {
  dismissEvictionNotice,
  forgetSavedCopyNote,
  judgeSavedCopyAtStart,
  noteSaved,
} from './eviction-notice'
import { removeSavedCopy } from './saved-copy'

const NOTE_KEY = 'vi-saved-copy-note'
const note = () => localStorage.getItem(NOTE_KEY)
/** A start of alice's with the saved copy's marker gone: is the eviction told? */
const toldAtStart = () => {
  judgeSavedCopyAtStart('alice', undefined)
  return note() === JSON.stringify({ owner: 'alice', evicted: true })
}

beforeEach(() => forgetSavedCopyNote())

describe('the note beside the saved copy, through a user’s day', () => {
  it('a save writes it; a start that finds the marker gone tells the eviction', () => {
    noteSaved('alice')
    expect(note()).toBe(JSON.stringify({ owner: 'alice', evicted: false }))
    expect(toldAtStart()).toBe(true)
  })

  it('nothing ever saved: no note, nothing told', () => {
    expect(toldAtStart()).toBe(false)
  })

  it('dismissed, it is not told again', () => {
    noteSaved('alice')
    expect(toldAtStart()).toBe(true)
    dismissEvictionNotice()
    expect(toldAtStart()).toBe(false)
  })

  it('the next save ends it: the following start does not tell it again', () => {
    noteSaved('alice')
    expect(toldAtStart()).toBe(true)
    noteSaved('alice')
    judgeSavedCopyAtStart('alice', 'alice')
    expect(note()).toBe(JSON.stringify({ owner: 'alice', evicted: false }))
  })

  it('a logout is no eviction', async () => {
    noteSaved('alice')
    await clearSession({
      reason: 'logout',
      owner: 'alice',
      replaced: false,
      queryClient: new QueryClient(),
    })
    expect(toldAtStart()).toBe(false)
  })

  it('“Remove the saved copy” is no eviction', async () => {
    noteSaved('alice')
    await removeSavedCopy('alice', new QueryClient())
    expect(toldAtStart()).toBe(false)
  })
})
