import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type APIRequestContext, expect } from '@playwright/test'
import type { ApiVideo } from './demo-api'
import { DEMO } from './fixtures'
import { urls } from './ports'

const HERE = dirname(fileURLToPath(import.meta.url))

/**
 * A 48-second clip of four 12-second shots (blue, amber, green, white, a running clock), made
 * with ffmpeg for these tests (README: "Test media"). The seeded library's full videos are stock
 * clips of a few seconds, shorter than their scene times say; this one's scenes fit it.
 */
export const MOMENTS_MP4 = join(HERE, 'media', 'moments.mp4')
const MOMENTS_SECONDS = 48

async function token(request: APIRequestContext) {
  const login = await request.post(`${urls.api}/api/login`, { data: DEMO })
  return (await login.json()).access_token as string
}

/**
 * Uploads the moments clip the way the app does (record, storage ticket, status) and waits for
 * the double's analysis: its scenes are cut where the shots change, so their times fit the file.
 */
export async function uploadMomentsVideo(
  request: APIRequestContext,
  outputLanguage: 'en' | 'ja' = 'en',
): Promise<ApiVideo> {
  const auth = { Authorization: `Bearer ${await token(request)}` }
  const created = await request.post(`${urls.api}/api/videos`, {
    headers: auth,
    data: {
      filename: 'moments.mp4',
      video_length: MOMENTS_SECONDS,
      video_date: new Date().toISOString(),
      output_language: outputLanguage,
      about_this_video: 'Four shots for the moments tests.',
    },
  })
  expect(created.status()).toBe(201)
  const { id, post_url: ticket } = (await created.json()) as {
    id: string
    post_url: { url: string; fields: Record<string, string> }
  }
  const stored = await request.post(ticket.url, {
    multipart: {
      ...ticket.fields,
      'Content-Type': 'video/mp4',
      file: { name: 'moments.mp4', mimeType: 'video/mp4', buffer: readFileSync(MOMENTS_MP4) },
    },
  })
  expect(stored.ok()).toBe(true)
  const started = await request.put(`${urls.api}/api/videos/${id}/update-status`, {
    headers: auth,
    data: { status: 'in_progress' },
  })
  expect(started.ok()).toBe(true)
  let video: ApiVideo | undefined
  await expect
    .poll(
      async () => {
        video = await (await request.get(`${urls.api}/api/videos/${id}`, { headers: auth })).json()
        return video?.status
      },
      { timeout: 30_000 },
    )
    .toBe('completed')
  return video!
}
