/**
 * Telling "the browser removed the saved copy" from "nothing was ever saved" (docs/decisions.md,
 * "Eviction noticed"). A note in localStorage says that a saved copy exists for an owner; the
 * copy's owner marker lives in its own IndexedDB database, so an eviction takes the marker and
 * leaves the note. A logout or "Remove the saved copy" removes the note first. Pure: the page
 * reads both, applies what `judgeStart` returns and shows the notice while the note says so.
 */

export interface SavedCopyNote {
  /** Whose copy was saved (lib/owner.ts). */
  owner: string
  /** The browser removed it; the notice waits for a dismissal or the next save. */
  evicted: boolean
}

export interface StartFacts {
  /** Who is signed in at this start (undefined: nobody). */
  owner: string | undefined
  /** The owner marker in the saved copy's database (undefined: none, as after an eviction). */
  marker: string | undefined
}

/** The note after this start; the eviction notice shows while it says `evicted`. */
export function judgeStart(
  note: SavedCopyNote | undefined,
  { owner, marker }: StartFacts,
): SavedCopyNote | undefined {
  // Nobody signed in, no note, or someone else's: nothing to tell, and the note is stale.
  if (!owner || note?.owner !== owner) return undefined
  // Told at an earlier start and neither dismissed nor followed by a save: still to tell.
  if (note.evicted) return note
  if (marker === owner) return note
  // The note says a copy was saved and its marker is gone: the browser removed the database.
  if (marker === undefined) return { owner, evicted: true }
  // Another user's marker: that user's sign-in replaced the copy, which is no eviction.
  return undefined
}

/** The note as stored (JSON); anything else reads as no note. */
export function parseNote(text: string | null): SavedCopyNote | undefined {
  if (!text) return undefined
  try {
    const value: unknown = JSON.parse(text)
    if (typeof value !== 'object' || value === null) return undefined
    const { owner, evicted } = value as Record<string, unknown>
    if (typeof owner !== 'string' || owner === '' || typeof evicted !== 'boolean') return undefined
    return { owner, evicted }
  } catch {
    return undefined
  }
}
