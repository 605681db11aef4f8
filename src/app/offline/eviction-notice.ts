import { useSelector } from '@tanstack/react-store'
import { createAtom } from '@tanstack/store'
import { judgeStart, parseNote, type SavedCopyNote } from '@/offline/eviction'

/**
 * The note that a saved copy exists (localStorage) and the notice it may raise at start
 * (docs/decisions.md, "Eviction noticed"; the rule is `judgeStart` in offline/eviction.ts).
 */

const NOTE_KEY = 'vi-saved-copy-note'

/** Whether "the browser removed the saved copy" is on screen. */
const notice = createAtom(false)

export const useEvictionNotice = (): boolean => useSelector(notice)

function readNote(): SavedCopyNote | undefined {
  try {
    return parseNote(localStorage.getItem(NOTE_KEY))
  } catch {
    return undefined
  }
}

function writeNote(note: SavedCopyNote | undefined): void {
  try {
    if (note) localStorage.setItem(NOTE_KEY, JSON.stringify(note))
    else localStorage.removeItem(NOTE_KEY)
  } catch {
    // Storage refused: without the note an eviction goes untold, nothing else changes.
  }
}

/** At start, once the saved copy's owner marker is read: keeps the note true, raises the notice. */
export function judgeSavedCopyAtStart(owner: string | undefined, marker: string | undefined) {
  const next = judgeStart(readNote(), { owner, marker })
  writeNote(next)
  notice.set(next?.evicted ?? false)
}

/**
 * A page of `owner` is being saved. The notice on screen stays until dismissed, but the next
 * start does not tell it again: the new copy is what the note speaks of now.
 */
export function noteSaved(owner: string): void {
  const note = readNote()
  if (note?.owner !== owner || note.evicted) writeNote({ owner, evicted: false })
}

/** "Dismiss": the notice goes and is not told again (a note of a save since stays). */
export function dismissEvictionNotice(): void {
  notice.set(false)
  if (readNote()?.evicted) writeNote(undefined)
}

/**
 * The saved copy is being removed on purpose (a session end, "Remove the saved copy"): the note
 * goes before the copy does, so the next start never takes it for an eviction.
 */
export function forgetSavedCopyNote(): void {
  notice.set(false)
  writeNote(undefined)
}
