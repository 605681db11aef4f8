import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import {
  FILE_NAME_MAX,
  IMAGE_EXTENSIONS,
  IMAGE_MAX_BYTES,
  UPLOAD_TEXT_MAX,
  VIDEO_MAX_BYTES,
} from '@/config/limits'
import { maxLength, type Rule, required } from '@/lib/validators'
import { extensionOf, isVideoFile } from './video-files'

export interface PersonDraft {
  key: number
  name: string
  image: File | null
}

export interface UploadDraft {
  aboutVideo: string
  people: PersonDraft[]
  makeTrailer: boolean
  trailerInstruction: string
  outputLanguage: string
}

export const emptyDraft = (): UploadDraft => ({
  aboutVideo: '',
  people: [],
  makeTrailer: false,
  trailerInstruction: '',
  outputLanguage: '',
})

export { isVideoFile }

const isImageFile = (file: { name: string }) =>
  (IMAGE_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))

export function imageError(file: File | null): MessageDescriptor | undefined {
  if (!file) return undefined
  if (!isImageFile(file)) return msg`Please choose a JPEG, PNG or SVG image.`
  if (file.size > IMAGE_MAX_BYTES) return msg`File size must not exceed 10MB`
  return undefined
}

/** Characters, not UTF-16 units: an emoji or a rare kanji counts once. */
const fileNameTooLong = (name: string) => [...name].length > FILE_NAME_MAX

/** Why a chosen video cannot be uploaded (docs/product.md §5), or undefined when it can. */
export function videoError(file: File | null): MessageDescriptor | undefined {
  if (!file) return undefined
  if (!isVideoFile(file)) return msg`Please choose an MP4, M4V or MOV video.`
  if (fileNameTooLong(file.name))
    return msg`The file name is longer than ${FILE_NAME_MAX} characters. Please rename the file and choose it again.`
  if (file.size > VIDEO_MAX_BYTES) return msg`File size must not exceed 5GB`
  return undefined
}

export const PERSON_INCOMPLETE = msg`Please add both the name and the image for this section.`

const bothNameAndImage =
  (person: PersonDraft): Rule =>
  (name) =>
    name.trim() === '' || person.image === null ? PERSON_INCOMPLETE : undefined

/** The form field of a person's row: its name, whose rule needs the image too. */
export const personField = (key: number) => `person-${key}`

/**
 * Step 1 as a form (`ui/form/use-form.ts`): each field's value and rules (docs/product.md §5).
 * Next is blocked while any rule fails, or while an image breaks its own rule
 * (`imageError`, shown at once rather than once the row is left).
 */
export function stepOneFields(draft: UploadDraft): {
  values: Record<string, string>
  rules: Record<string, readonly Rule[]>
} {
  const text = [maxLength(UPLOAD_TEXT_MAX)]
  return {
    values: {
      aboutVideo: draft.aboutVideo,
      trailerInstruction: draft.trailerInstruction,
      ...Object.fromEntries(draft.people.map((person) => [personField(person.key), person.name])),
    },
    rules: {
      aboutVideo: text,
      trailerInstruction: draft.makeTrailer ? [required, ...text] : [],
      ...Object.fromEntries(
        draft.people.map((person) => [personField(person.key), [bothNameAndImage(person)]]),
      ),
    },
  }
}

export const hasImageProblem = (people: readonly PersonDraft[]) =>
  people.some((person) => imageError(person.image) !== undefined)
