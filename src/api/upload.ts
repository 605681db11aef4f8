import * as v from 'valibot'
import { ApiError } from './errors'
import { apiRequest } from './http'
import { ensureFreshSession, keepSessionFresh } from './session-refresh'

/**
 * The upload sequence of docs/product.md §4: create the video record, send the people images (if any),
 * POST the file to the storage ticket, then set the status to in_progress.
 */

/** docs/product.md §3 storage ticket: an S3-style presigned POST (docs/decisions.md: wire format). */
interface StorageTicket {
  url: string
  /** Opaque form fields, sent back exactly as received (names, values, order). */
  fields: Record<string, string>
}

const TicketBodySchema = v.looseObject({
  id: v.pipe(
    v.union([v.pipe(v.string(), v.minLength(1)), v.number()]),
    v.transform((id) => String(id)),
  ),
  postUrl: v.looseObject({
    url: v.pipe(v.string(), v.url()),
    fields: v.record(
      v.string(),
      v.pipe(
        v.union([v.string(), v.number(), v.boolean()]),
        v.transform((value) => String(value)),
      ),
    ),
  }),
})

const toCreated = (body: v.InferOutput<typeof TicketBodySchema>) => ({
  id: body.id,
  ticket: { url: body.postUrl.url, fields: body.postUrl.fields } satisfies StorageTicket,
})

/** The ticket at the top level or under `data`; a response with neither is an upload failure. */
export const CreateVideoResponseSchema = v.union([
  v.pipe(TicketBodySchema, v.transform(toCreated)),
  v.pipe(
    v.looseObject({ data: TicketBodySchema }),
    v.transform((body) => toCreated(body.data)),
  ),
])

interface CreateVideoInput {
  filename: string
  /** Seconds; 0 when the file's duration could not be read. */
  videoLength: number
  /** ISO date-time of the file's last modification, when known. */
  videoDate: string | null
  outputLanguage: string
  aboutThisVideo: string
  /** Only when the user asked for a trailer. */
  trailerInstruction?: string
}

export function createVideo(input: CreateVideoInput, signal?: AbortSignal) {
  return apiRequest({
    method: 'POST',
    path: '/api/videos',
    payload: {
      filename: input.filename,
      video_length: input.videoLength,
      video_date: input.videoDate,
      output_language: input.outputLanguage,
      about_this_video: input.aboutThisVideo,
      ...(input.trailerInstruction ? { trailer_instruction: input.trailerInstruction } : {}),
    },
    schema: CreateVideoResponseSchema,
    signal,
  })
}

interface PersonUpload {
  name: string
  image: File
}

/** docs/product.md §7: multipart, one name and one image per person, in the same order. */
async function uploadPeopleImages(
  videoId: string,
  people: readonly PersonUpload[],
  signal?: AbortSignal,
) {
  const form = new FormData()
  for (const person of people) {
    form.append('names', person.name)
    form.append('images', person.image, person.image.name)
  }
  await apiRequest({
    method: 'POST',
    path: `/api/videos/${encodeURIComponent(videoId)}/upload-people-images`,
    payload: form,
    signal,
  })
}

async function markUploaded(videoId: string, signal?: AbortSignal) {
  await apiRequest({
    method: 'PUT',
    path: `/api/videos/${encodeURIComponent(videoId)}/update-status`,
    payload: { status: 'in_progress' },
    signal,
  })
}

/** docs/product.md §7: the file part's content type. */
const STORAGE_CONTENT_TYPE = 'video/mp4'

/** The multipart body of the storage POST: every ticket field first, then the file. */
export function storageForm(ticket: StorageTicket, file: Blob, filename: string): FormData {
  const form = new FormData()
  for (const [name, value] of Object.entries(ticket.fields)) form.append(name, value)
  const hasType = Object.keys(ticket.fields).some((name) => name.toLowerCase() === 'content-type')
  if (!hasType) form.append('Content-Type', STORAGE_CONTENT_TYPE)
  form.append('file', file, filename)
  return form
}

/**
 * POSTs the file to the storage ticket with XMLHttpRequest, the only browser API that reports
 * upload progress. Never with the Authorization header or cookies (docs/decisions.md). Any 2xx from
 * storage is success (it answers 204 by default).
 */
function postToStorage(
  ticket: StorageTicket,
  file: File,
  onProgress: (loaded: number, total: number) => void,
  signal?: AbortSignal,
): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('Upload stopped', 'AbortError'))
      return
    }
    const xhr = new XMLHttpRequest()
    const abort = () => xhr.abort()
    signal?.addEventListener('abort', abort, { once: true })
    const done = () => signal?.removeEventListener('abort', abort)
    xhr.open('POST', ticket.url)
    xhr.withCredentials = false
    xhr.upload.onprogress = (event) => {
      onProgress(event.loaded, event.lengthComputable ? event.total : file.size)
    }
    xhr.onload = () => {
      done()
      if (xhr.status >= 200 && xhr.status < 300) resolve()
      else reject(new ApiError('http', xhr.status))
    }
    xhr.onerror = () => {
      done()
      reject(new ApiError('network', 0))
    }
    xhr.onabort = () => {
      done()
      reject(new DOMException('Upload stopped', 'AbortError'))
    }
    xhr.send(storageForm(ticket, file, file.name))
  })
}

export type UploadPhase = 'creating' | 'people' | 'uploading' | 'finishing'

/** How far an earlier attempt got, so a retry continues instead of creating a second record. */
export interface UploadCheckpoint {
  videoId?: string
  ticket?: StorageTicket
  peopleSent?: boolean
  stored?: boolean
}

interface UploadHooks {
  onPhase: (phase: UploadPhase) => void
  onProgress: (loaded: number, total: number) => void
  onCheckpoint: (checkpoint: UploadCheckpoint) => void
}

/**
 * Runs the sequence from `start`. The session is kept fresh all along (a large file on a slow
 * line outlives a token) and checked right before each call to the API (docs/decisions.md,
 * "Long uploads outlive the token").
 */
export async function uploadVideo(...sequence: Parameters<typeof runSequence>): Promise<string> {
  const release = keepSessionFresh()
  try {
    return await runSequence(...sequence)
  } finally {
    release()
  }
}

async function runSequence(
  input: CreateVideoInput,
  people: readonly PersonUpload[],
  file: File,
  start: UploadCheckpoint,
  hooks: UploadHooks,
  signal?: AbortSignal,
): Promise<string> {
  let checkpoint = { ...start }
  const save = (next: UploadCheckpoint) => {
    checkpoint = { ...checkpoint, ...next }
    hooks.onCheckpoint(checkpoint)
  }
  if (!checkpoint.videoId || !checkpoint.ticket) {
    hooks.onPhase('creating')
    await ensureFreshSession()
    // Never cut off by a stop: the server may make the record after the request has left, and
    // a record whose id never arrived could not be removed; it would stay "in progress" for
    // good. The stop takes effect once the id is known (the caller removes the record).
    const created = await createVideo(input)
    save({ videoId: created.id, ticket: created.ticket })
    signal?.throwIfAborted()
  }
  const videoId = checkpoint.videoId as string
  if (people.length > 0 && !checkpoint.peopleSent) {
    hooks.onPhase('people')
    await ensureFreshSession()
    await uploadPeopleImages(videoId, people, signal)
    save({ peopleSent: true })
  }
  if (!checkpoint.stored) {
    hooks.onPhase('uploading')
    hooks.onProgress(0, file.size)
    await postToStorage(checkpoint.ticket as StorageTicket, file, hooks.onProgress, signal)
    save({ stored: true })
  }
  hooks.onPhase('finishing')
  await ensureFreshSession()
  await markUploaded(videoId, signal)
  return videoId
}
