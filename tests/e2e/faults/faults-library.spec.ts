import type { Page } from '@playwright/test'
import { DEMO, type Double, expect, GENERIC_ERROR, test } from '../fixtures'
import { type FaultKind, serverLines } from './matrix'
import {
  answersOk,
  dismissPopup,
  ensureAt,
  type MatrixCall,
  matrixTitle,
  runMatrix,
} from './matrix-run'

const LIBRARY = /\/video(\?.*)?$/
const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search by tag' })
const cards = (page: Page) => page.locator('.video-grid article')

/** A slow card action: the first card says what it is doing and its button waits. */
async function expectCardBusy(page: Page, status: string, button: string) {
  const card = cards(page).first()
  await expect(card.getByRole('status').filter({ hasText: status })).toBeVisible()
  await expect(card.getByRole('button', { name: button })).toBeDisabled()
}

/** A small library of failed videos only: no polling, and Retry on every card. */
async function failedLibrary(double: Double) {
  await double.control('clear-videos', { data: { email: DEMO.email } })
  await double.control('seed-videos', {
    data: { email: DEMO.email, count: 2, status: 'failed', filenamePrefix: 'fault_case' },
  })
}

/** The library of failedLibrary() on screen, no popup over it: both cards offer Retry and Delete. */
async function atFailedCards(page: Page) {
  await ensureAt(page, '/video', LIBRARY)
  await dismissPopup(page)
  await expect(cards(page)).toHaveCount(2)
  await expect(cards(page).first().getByText('Failed')).toBeVisible()
}

/** After a write the client takes for a success, the list refetch is held back so the
 * optimistic change can be seen before the double's unchanged state comes back. */
async function holdListRefetch(double: Double, kind: FaultKind) {
  if (answersOk(kind))
    await double.fault({ method: 'GET', path: '/api/videos', delayMs: 2500, times: 1 })
}

/**
 * A card action's failure: a popup with the server's message, or the no-network line
 * (failure lines, docs/architecture.md Forms); the card stays as it was.
 */
async function expectActionFailed(page: Page, kind: FaultKind) {
  const popup = page.getByRole('alertdialog', { name: 'Error' })
  await expect(popup).toContainText(serverLines(kind))
  await popup.getByRole('button', { name: 'OK' }).click()
  await expect(popup).toBeHidden()
  await expect(cards(page)).toHaveCount(2)
  await expect(cards(page).first().getByRole('button', { name: 'Retry' })).toBeEnabled()
}

/**
 * A card action on failedLibrary(): the refetch held after a success, and its outcomes: slow, the
 * card busy; a success, what `succeeded` checks and no popup; a failure, expectActionFailed().
 */
const cardAction = (
  busy: string,
  button: string,
  succeeded: (page: Page) => Promise<void>,
): Pick<MatrixCall, 'setUp' | 'arrange' | 'beforeAct' | 'assert'> => ({
  setUp: failedLibrary,
  arrange: atFailedCards,
  beforeAct: holdListRefetch,
  assert: async (page, kind) => {
    if (kind === 'slow') return expectCardBusy(page, busy, button)
    if (answersOk(kind)) {
      await succeeded(page)
      await expect(page.getByRole('alertdialog')).toHaveCount(0)
      return
    }
    await expectActionFailed(page, kind)
  },
})

const CALLS: MatrixCall[] = [
  {
    name: 'List videos',
    method: 'GET',
    path: '/api/videos',
    sticky: true,
    arrange: async (page) => {
      await ensureAt(page, '/video', LIBRARY)
      await dismissPopup(page)
    },
    act: async (page) => {
      // Each case searches its own tag, so the list is a query the cache has never seen.
      await searchBox(page).fill(`case ${Date.now()}`)
      await searchBox(page).press('Enter')
    },
    assert: async (page, kind) => {
      // What the user typed stays in the box and in the URL, whatever the answer.
      await expect(searchBox(page)).toHaveValue(/^case \d+$/)
      await expect(page).toHaveURL(/searchValue=case/)
      if (kind === 'slow') {
        await expect(page.getByRole('button', { name: 'Refresh' })).toBeDisabled()
        return
      }
      const problem = page.getByRole('alert').filter({ hasText: GENERIC_ERROR })
      await expect(problem).toBeVisible({ timeout: 15_000 })
      await expect(problem.getByRole('button', { name: 'Try again' })).toBeEnabled()
      await expect(page.getByRole('button', { name: 'Upload', exact: true })).toBeEnabled()
    },
  },
  {
    name: 'Retry',
    method: 'POST',
    path: '/api/videos/:id/retry-process',
    act: async (page) => {
      await cards(page).first().getByRole('button', { name: 'Retry' }).click()
    },
    // A 200 whose body is not read is a success: the card switches to in progress (docs/product.md §4).
    ...cardAction('Retrying…', 'Retry', (page) =>
      expect(cards(page).first().getByText('In progress')).toBeVisible(),
    ),
  },
  {
    name: 'Delete video',
    method: 'DELETE',
    path: '/api/videos/:id',
    act: async (page) => {
      await cards(page).first().getByRole('button', { name: 'Delete' }).click()
      const warning = page.getByRole('alertdialog', { name: 'Delete this video?' })
      await warning.getByRole('button', { name: 'Delete' }).click()
    },
    ...cardAction('Deleting…', 'Delete', (page) => expect(cards(page)).toHaveCount(1)),
  },
]

for (const call of CALLS)
  test(matrixTitle(call), ({ page, double }) => runMatrix(page, double, call))
