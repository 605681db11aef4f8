import { describe, expect, it } from 'vitest'
import { IMAGE_MAX_BYTES, VIDEO_MAX_BYTES } from '@/config/limits'
import { firstError } from '@/lib/validators'
import {
  emptyDraft,
  hasImageProblem,
  imageError,
  isVideoFile,
  stepOneFields,
  type UploadDraft,
  videoError,
} from './upload-rules'

const sized = (name: string, size: number) => {
  const file = new File(['x'], name)
  Object.defineProperty(file, 'size', { value: size })
  return file
}

describe('upload rules (docs/product.md §5)', () => {
  it('accepts mp4, m4v and mov only, in any case', () => {
    expect(['a.mp4', 'b.M4V', 'c.mov'].every((name) => isVideoFile({ name }))).toBe(true)
    expect(['a.avi', 'mp4', 'a.mp4.txt'].some((name) => isVideoFile({ name }))).toBe(false)
  })

  it('limits videos to 5120 MB and images to 10 MB, inclusive', () => {
    expect(videoError(sized('a.mp4', VIDEO_MAX_BYTES))).toBeUndefined()
    expect(videoError(sized('a.mp4', VIDEO_MAX_BYTES + 1))?.message).toBe(
      'File size must not exceed 5GB',
    )
    expect(imageError(sized('a.png', IMAGE_MAX_BYTES))).toBeUndefined()
    expect(imageError(sized('a.svg', IMAGE_MAX_BYTES + 1))?.message).toBe(
      'File size must not exceed 10MB',
    )
    expect(imageError(sized('a.gif', 10))).toBeDefined()
  })

  it('blocks Next for long texts, an empty trailer instruction and incomplete people', () => {
    // What step 1's form checks: every field's rules, and each person's image.
    const stepOneBlocked = (draft: UploadDraft) => {
      const { values, rules } = stepOneFields(draft)
      const broken = Object.keys(rules).some((name) =>
        firstError(rules[name] ?? [], values[name] ?? ''),
      )
      return broken || hasImageProblem(draft.people)
    }
    const draft = emptyDraft()
    expect(stepOneBlocked(draft)).toBe(false)
    expect(stepOneBlocked({ ...draft, aboutVideo: 'a'.repeat(501) })).toBe(true)
    expect(stepOneBlocked({ ...draft, aboutVideo: 'あ'.repeat(500) })).toBe(false)
    expect(stepOneBlocked({ ...draft, makeTrailer: true, trailerInstruction: '  ' })).toBe(true)
    expect(stepOneBlocked({ ...draft, makeTrailer: true, trailerInstruction: 'ok' })).toBe(false)
    const person = { key: 1, name: 'Ken', image: null }
    expect(stepOneBlocked({ ...draft, people: [person] })).toBe(true)
    expect(stepOneBlocked({ ...draft, people: [{ ...person, image: sized('k.png', 5) }] })).toBe(
      false,
    )
    expect(stepOneBlocked({ ...draft, people: [{ ...person, image: sized('k.gif', 5) }] })).toBe(
      true,
    )
  })
})
