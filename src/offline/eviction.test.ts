import { describe, expect, it } from 'vitest'
import { judgeStart, parseNote, type SavedCopyNote } from './eviction'

const saved: SavedCopyNote = { owner: 'alice', evicted: false }
const told: SavedCopyNote = { owner: 'alice', evicted: true }

describe('the eviction rule at start', () => {
  it.each([
    ['a saved copy whose marker is gone: the browser removed it', saved, 'alice', undefined, told],
    ['a saved copy still there', saved, 'alice', 'alice', saved],
    ['nothing was ever saved (no note), marker or not', undefined, 'alice', undefined, undefined],
    ['only a sign-in’s marker', undefined, 'alice', 'alice', undefined],
    ['told before, not dismissed, nothing saved since', told, 'alice', 'alice', told],
    ['told before and the marker still missing', told, 'alice', undefined, told],
    ['nobody signed in: the note is stale', saved, undefined, undefined, undefined],
    ['nobody signed in after an eviction was told', told, undefined, 'alice', undefined],
    ['the note of another user', { owner: 'bob', evicted: false }, 'alice', undefined, undefined],
    ['another user’s sign-in replaced the copy', saved, 'alice', 'bob', undefined],
  ] as const)('%s', (_, note, owner, marker, expected) => {
    expect(judgeStart(note, { owner, marker })).toEqual(expected)
  })

  it('a logout or “Remove the saved copy” removes the note first, so no eviction is told', () => {
    // Both wipe the note before the database: the next start has no note to judge.
    expect(judgeStart(undefined, { owner: 'alice', marker: undefined })).toBeUndefined()
  })
})

describe('the stored note', () => {
  it('reads back what was written', () => {
    expect(parseNote(JSON.stringify(told))).toEqual(told)
  })

  it.each([
    null,
    '',
    'not json',
    '"alice"',
    'null',
    '{"owner":"","evicted":false}',
    '{"owner":"alice"}',
    '{"owner":1,"evicted":true}',
  ])('%j reads as no note', (text) => {
    expect(parseNote(text)).toBeUndefined()
  })
})
