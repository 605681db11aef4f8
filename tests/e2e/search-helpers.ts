import type { Page } from '@playwright/test'
import { type Double, expect } from './fixtures'

/** The search calls the app made (find-similar-videos and -scenes), oldest first. */
export async function searchCalls(double: Pick<Double, 'requests'>) {
  return (await double.requests()).filter((entry) =>
    entry.path.startsWith('/api/videos/find-similar'),
  )
}

/** The first search call since the log was cleared went to `mode`'s endpoint with `query`. */
export async function expectSearchCall(
  double: Pick<Double, 'requests'>,
  mode: 'videos' | 'scenes',
  query: Record<string, string>,
) {
  const [call] = await searchCalls(double)
  expect(call?.path).toBe(`/api/videos/find-similar-${mode}`)
  expect(call?.query).toMatchObject(query)
}

/** AdvancedSearch's text box, whichever tab or source labels it. */
export const description = (page: Page) =>
  page.getByRole('textbox', { name: /looking for|Summary|Description/ })
export const topK = (page: Page) => page.getByRole('textbox', { name: 'Top Results Count' })
