import { readFileSync } from 'node:fs'
import { basename } from 'node:path'
import { type APIRequestContext, expect } from '@playwright/test'
import { DEMO } from './accounts'
import { urls } from './ports'

/** A scene as the double's API answers it (the fields the tests read). */
export interface ApiScene {
  index: number
  start_time: string
  end_time: string
  description: string
  thumbnail: string
  frames: { path: string }[]
}

/** A video as the double's API answers it (the fields the tests read). */
export interface ApiVideo {
  id: string
  title: string | null
  filename: string
  status: string
  video_date: string
  created_at: string
  summary: string
  tags: { name: string }[]
  video_thumbnail_path: string | null
  /** Seconds, as the record gives them. */
  video_length: number | null
  trailer_path: string | null
  report_path: string | null
  /** In a detail answer; a list leaves the scenes out, a video in progress has none. */
  output_data?: { scenes: ApiScene[] } | null
}

/** A video's detail answer: a title (the seeded ones have one) and its scenes. */
export type VideoDetail = ApiVideo & { title: string; output_data: { scenes: ApiScene[] } }

async function demoToken(request: APIRequestContext) {
  const login = await request.post(`${urls.api}/api/login`, { data: DEMO })
  return (await login.json()).access_token as string
}

/** GETs `path` from the double's API as the demo user (to know what a screen should show). */
export async function demoApi(request: APIRequestContext, path: string) {
  const response = await request.get(`${urls.api}${path}`, {
    headers: { Authorization: `Bearer ${await demoToken(request)}` },
  })
  return response.json()
}

/**
 * Uploads a video file as the demo user the way the app does (record, storage ticket, status),
 * without the dialog, and waits for the double's analysis (ffmpeg cuts its scenes from the file).
 */
export async function uploadDemoVideo(
  request: APIRequestContext,
  upload: { file: string; seconds: number; about: string; outputLanguage?: 'en' | 'ja' },
): Promise<ApiVideo> {
  const auth = { Authorization: `Bearer ${await demoToken(request)}` }
  const filename = basename(upload.file)
  const created = await request.post(`${urls.api}/api/videos`, {
    headers: auth,
    data: {
      filename,
      video_length: upload.seconds,
      video_date: new Date().toISOString(),
      output_language: upload.outputLanguage ?? 'en',
      about_this_video: upload.about,
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
      file: { name: filename, mimeType: 'video/mp4', buffer: readFileSync(upload.file) },
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

/** A scene as the double's scene search answers it (the fields the tests read). */
export interface ApiSceneResult {
  id: string
  title: string
  scene_index: number
  scene_description: string
  similarity_score: number
}

/** The double's scene search over all videos, its first page as the results page asks for it. */
export async function demoSceneSearch(
  request: APIRequestContext,
  description: string,
  searchMethod: 'hybrid' | 'dense' | 'sparse',
  k: number,
): Promise<{ items: ApiSceneResult[]; total: number }> {
  const query = new URLSearchParams({
    description,
    search_method: searchMethod,
    k_value: String(k),
    page: '1',
    size: '50',
    search_scope: 'all',
  })
  return demoApi(request, `/api/videos/find-similar-scenes?${query}`)
}

/** The seeded big video's title: its scene 3 has 2,400 frames. */
const BIG_VIDEO_TITLE = 'Sports Day 2025 Full Coverage'

/** The demo team's library, its first 100 videos (ids change with each seed). */
export async function demoLibrary(request: APIRequestContext): Promise<ApiVideo[]> {
  return (await demoApi(request, '/api/videos?size=100&page=1')).items
}

/** A seeded video's detail, found by its title (ids change with each seed). */
export async function demoVideo(request: APIRequestContext, title: string): Promise<VideoDetail> {
  const found = (await demoLibrary(request)).find((video) => video.title === title)
  if (!found) throw new Error(`the seeded video "${title}" is missing`)
  return demoApi(request, `/api/videos/${found.id}`)
}

/**
 * The seeded "Sports Day 2025" video's detail (its id changes with each seed): scenes of 4, 0,
 * 2400, 12, 1 and 6 frames. Tests take it as the `bigVideo` fixture.
 */
export const seededBigVideo = (request: APIRequestContext) => demoVideo(request, BIG_VIDEO_TITLE)

/** A finished video of ordinary size from the demo library: its id and title. */
export async function ordinaryVideo(request: APIRequestContext) {
  const { items } = (await demoApi(request, '/api/videos?size=20&page=1')) as {
    items: { id: string; title: string | null; status: string }[]
  }
  const video = items.find(
    (item) => item.status === 'completed' && item.title && item.title !== BIG_VIDEO_TITLE,
  )
  if (!video?.title) throw new Error('the demo library has no ordinary finished video')
  return { id: video.id, title: video.title }
}
