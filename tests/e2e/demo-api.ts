import type { APIRequestContext } from '@playwright/test'
import { DEMO } from './fixtures'
import { urls } from './ports'

/** GETs `path` from the double's API as the demo user (to know what a screen should show). */
export async function demoApi(request: APIRequestContext, path: string) {
  const login = await request.post(`${urls.api}/api/login`, { data: DEMO })
  const token = (await login.json()).access_token as string
  const response = await request.get(`${urls.api}${path}`, {
    headers: { Authorization: `Bearer ${token}` },
  })
  return response.json()
}

/** The seeded "Sports Day 2025" video (ids change with each seed); its scene 3 has 2,400 frames. */
export async function bigVideoId(request: APIRequestContext): Promise<string> {
  const { items } = (await demoApi(request, '/api/videos?size=100&page=1')) as {
    items: { id: string; title: string | null }[]
  }
  const found = items.find((video) => video.title === 'Sports Day 2025 Full Coverage')
  if (!found) throw new Error('the seeded big video is missing')
  return found.id
}
