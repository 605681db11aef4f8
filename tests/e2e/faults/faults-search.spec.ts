import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures'
import { dismissPopup, ensureAt, type MatrixCall, matrixTitle, runMatrix } from './matrix-run'

const searchBox = (page: Page) => page.getByRole('textbox', { name: /looking for/ })

/**
 * The search is typed into AdvancedSearch and sent with its button, as a user would. Each case
 * searches its own text, so the results are a query the cache has never seen.
 */
function searchCall(mode: 'videos' | 'scenes'): MatrixCall {
  const form = mode === 'scenes' ? '/advanced-search?mode=scenes' : '/advanced-search'
  let typed = ''
  return {
    name: mode === 'scenes' ? 'Similar scenes' : 'Similar videos',
    method: 'GET',
    path: `/api/videos/find-similar-${mode}`,
    sticky: true,
    arrange: async (page) => {
      await ensureAt(page, form, /\/advanced-search/)
      await dismissPopup(page)
      if (/\/video\/similar/.test(page.url())) await page.goto(form)
      await expect(searchBox(page)).toBeVisible()
      typed = `relay race ${Date.now()}`
      await searchBox(page).fill(typed)
    },
    act: async (page) => {
      const button =
        mode === 'scenes'
          ? page.getByRole('button', { name: 'Search Relevant Scenes' })
          : page.getByRole('button', { name: 'Search Relevant Videos' })
      await button.click()
    },
    assert: async (page, kind) => {
      // What was typed is the search shown above the results, whatever the answer.
      await expect(page).toHaveURL(/\/video\/similar/)
      await expect(page.locator('.results-description')).toContainText(typed)
      if (kind === 'slow') {
        await expect(page.getByRole('status').filter({ hasText: 'Searching…' })).toBeAttached()
        return
      }
      if (kind === 'dropped') {
        // No answer from the server: the saved library on this device answers, and says so
        // (docs/decisions.md, offline search).
        await expect(
          page.getByRole('status').filter({ hasText: 'The server cannot be reached' }),
        ).toBeVisible({ timeout: 15_000 })
      } else if (kind === 'malformed' || kind === 'wrong-shape') {
        const problem = page.getByRole('alert').filter({ hasText: 'Something went wrong.' })
        await expect(problem).toBeVisible({ timeout: 15_000 })
      } else {
        // docs/product.md §8: a failed similar search is treated as an empty result.
        await expect(
          page.getByRole('heading', {
            name: mode === 'scenes' ? 'No matching scenes' : 'No matching videos',
          }),
        ).toBeVisible({ timeout: 15_000 })
      }
      // Change goes back to the form with the text as typed.
      await page.getByRole('link', { name: 'Change', exact: true }).click()
      await expect(searchBox(page)).toHaveValue(typed)
    },
  }
}

for (const call of [searchCall('videos'), searchCall('scenes')])
  test(matrixTitle(call), ({ page, double }) => runMatrix(page, double, call))
