import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { maxLength } from '../../lib/validators'

/** Spec §5 and §9: the upload dialog's rules. */
export const UPLOAD_TEXT_MAX = 500
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024
export const VIDEO_MAX_BYTES = 5120 * 1024 * 1024
export const VIDEO_EXTENSIONS = ['mp4', 'm4v', 'mov'] as const
export const IMAGE_EXTENSIONS = ['jpeg', 'jpg', 'png', 'svg'] as const
export const VIDEO_ACCEPT = '.mp4,.m4v,.mov,video/mp4,video/x-m4v,video/quicktime'
export const IMAGE_ACCEPT = '.jpg,.jpeg,.png,.svg,image/jpeg,image/png,image/svg+xml'

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

const extensionOf = (name: string) => /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase() ?? ''

export const isVideoFile = (file: { name: string }) =>
  (VIDEO_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))

export const isImageFile = (file: { name: string }) =>
  (IMAGE_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))

export const textError = (value: string) => maxLength(UPLOAD_TEXT_MAX)(value)

export function imageError(file: File | null): MessageDescriptor | undefined {
  if (!file) return undefined
  if (!isImageFile(file)) return msg`Please choose a JPEG, PNG or SVG image.`
  if (file.size > IMAGE_MAX_BYTES) return msg`File size must not exceed 10MB`
  return undefined
}

export function videoError(file: File | null): MessageDescriptor | undefined {
  if (!file) return undefined
  if (!isVideoFile(file)) return msg`Please choose an MP4, M4V or MOV video.`
  if (file.size > VIDEO_MAX_BYTES) return msg`File size must not exceed 5GB`
  return undefined
}

export const PERSON_INCOMPLETE = msg`Please add both the name and the image for this section.`

export const personIncomplete = (person: PersonDraft) =>
  person.name.trim() === '' || person.image === null

/** Spec §5: Next is disabled while any of these hold. */
export function stepOneBlocked(draft: UploadDraft): boolean {
  if (textError(draft.aboutVideo)) return true
  if (draft.makeTrailer && draft.trailerInstruction.trim() === '') return true
  if (draft.makeTrailer && textError(draft.trailerInstruction)) return true
  return draft.people.some((person) => personIncomplete(person) || imageError(person.image))
}
