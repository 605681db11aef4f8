import type { Page } from '@playwright/test'
import { DEMO, type Double, expect, GENERIC_ERROR, test } from '../fixtures'
import {
  answersOk,
  dismissPopup,
  ensureAt,
  type MatrixCall,
  matrixTitle,
  runMatrix,
} from './matrix-run'

/** Completed videos of the demo team without a trailer or report (fresh ids each test). */
async function seedVideos(double: Double, count: number): Promise<string[]> {
  const made = (await double.control('seed-videos', {
    data: { email: DEMO.email, count, filenamePrefix: 'fault_detail' },
  })) as { ids: string[] }
  return made.ids
}

function detailCall(): MatrixCall {
  // Each case opens a video the app has never loaded, so nothing cached can answer for it.
  let ids: string[] = []
  let next = 0
  return {
    name: 'Video detail',
    method: 'GET',
    path: '/api/videos/:id',
    sticky: true,
    setUp: async (double) => {
      ids = await seedVideos(double, 10)
      next = 0
    },
    arrange: async (page) => {
      await ensureAt(page, '/video', /\/video(\?.*)?$/)
      await dismissPopup(page)
    },
    act: async (page) => {
      await page.goto(`/video-detail/${ids[next++]}`)
    },
    assert: async (page, kind) => {
      if (kind === 'slow') {
        await expect(page).toHaveURL(/\/video-detail\//)
        await expect(page.getByRole('status').first()).toBeAttached()
        return
      }
      if (kind === 'dropped') {
        // No answer at all: the page says it needs a connection and offers a way back.
        await expect(page.getByRole('heading', { name: 'Not available offline' })).toBeVisible({
          timeout: 15_000,
        })
        await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible()
        return
      }
      // docs/product.md §8: a load failure sends the user to VideoList, with a popup saying why.
      await expect(page).toHaveURL(/\/video$/, { timeout: 15_000 })
      await expect(page.getByRole('alertdialog')).toContainText(
        kind === '404' ? 'This video could not be found.' : GENERIC_ERROR,
      )
    },
  }
}

function generationCall(what: 'Trailer' | 'Report'): MatrixCall {
  // A case the app takes as a success starts a real generation on its video; when that ends,
  // the page swaps the Make button for the result and closes the dialog of a later case. So the
  // cases after a success use the next video.
  let ids: string[] = []
  let next = 0
  const path = () => `/video-detail/${ids[next]}`
  const dialog = (page: Page) => page.getByRole('dialog', { name: `Make ${what}` })
  const text = (page: Page) => dialog(page).getByLabel(`${what} instruction`)
  const typed = `Make it short (${what.toLowerCase()}).`
  return {
    name: `Make ${what.toLowerCase()}`,
    method: 'POST',
    path: `/api/videos/:id/make-${what.toLowerCase()}`,
    setUp: async (double) => {
      ids = await seedVideos(double, 3)
      next = 0
    },
    arrange: async (page) => {
      await ensureAt(page, path(), new RegExp(`${path()}$`))
      await dismissPopup(page)
      if (!(await dialog(page).isVisible()))
        await page.getByRole('button', { name: `Make ${what}` }).click()
      if ((await text(page).inputValue()) === '') await text(page).fill(typed)
    },
    act: (page) =>
      dialog(page)
        .getByRole('button', { name: `Make ${what}` })
        .click(),
    assert: async (page, kind) => {
      const submit = dialog(page).getByRole('button', { name: `Make ${what}` })
      if (kind === 'slow') {
        await expect(submit).toBeDisabled()
        await expect(
          dialog(page).getByRole('status').filter({ hasText: 'Sending…' }),
        ).toBeAttached()
        return
      }
      if (answersOk(kind)) {
        // The answer is not read; the detail is reloaded (docs/product.md §4) and the dialog closes.
        await expect(dialog(page)).toBeHidden()
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        next++
        return
      }
      // The failure is said in the dialog, which stays open with the instruction as typed.
      const alert = dialog(page).getByRole('alert')
      await expect(alert).toBeVisible()
      if (kind === 'dropped')
        await expect(alert).toHaveText(
          'The request could not be sent. Check your connection and try again.',
        )
      else if (kind === '422') await expect(alert).toHaveText('fieldName is not valid')
      else await expect(alert).toHaveText(`Injected fault (${kind})`)
      await expect(text(page)).toHaveValue(typed)
      await expect(submit).toBeEnabled()
    },
  }
}

for (const call of [detailCall(), generationCall('Trailer'), generationCall('Report')])
  test(matrixTitle(call), ({ page, double }) => runMatrix(page, double, call))
