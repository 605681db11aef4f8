import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import {
  FILE_NAME_MAX,
  IMAGE_EXTENSIONS,
  IMAGE_MAX_BYTES,
  UPLOAD_TEXT_MAX,
  VIDEO_MAX_BYTES,
} from '@/config/limits'
import { maxLength } from '@/lib/validators'
import { extensionOf, isVideoFile } from './video-files'

export interface PersonDraft {
  key: number
  name: string
  image: File | null
  /** The person was interacted with (a field left or an image chosen): show its problems. */
  touched: boolean
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

export const textError = (value: string) => maxLength(UPLOAD_TEXT_MAX)(value)

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

export const personIncomplete = (person: PersonDraft) =>
  person.name.trim() === '' || person.image === null

/** docs/product.md §5: Next is disabled while any of these hold. */
export function stepOneBlocked(draft: UploadDraft): boolean {
  if (textError(draft.aboutVideo)) return true
  if (draft.makeTrailer && draft.trailerInstruction.trim() === '') return true
  if (draft.makeTrailer && textError(draft.trailerInstruction)) return true
  return draft.people.some((person) => personIncomplete(person) || imageError(person.image))
}
