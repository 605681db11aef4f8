import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { APIRequestContext } from '@playwright/test'
import { type ApiVideo, uploadDemoVideo } from './demo-api'

const HERE = dirname(fileURLToPath(import.meta.url))

/**
 * A 48-second clip of four 12-second shots (blue, amber, green, white, a running clock), made
 * with ffmpeg for these tests (README: "Test media"). The seeded library's full videos are stock
 * clips of a few seconds, shorter than their scene times say; this one's scenes fit it.
 */
export const MOMENTS_MP4 = join(HERE, 'media', 'moments.mp4')
const MOMENTS_SECONDS = 48

/**
 * Uploads the moments clip the way the app does (record, storage ticket, status) and waits for
 * the double's analysis: its scenes are cut where the shots change, so their times fit the file.
 */
export const uploadMomentsVideo = (
  request: APIRequestContext,
  outputLanguage: 'en' | 'ja' = 'en',
): Promise<ApiVideo> =>
  uploadDemoVideo(request, {
    file: MOMENTS_MP4,
    seconds: MOMENTS_SECONDS,
    about: 'Four shots for the moments tests.',
    outputLanguage,
  })
