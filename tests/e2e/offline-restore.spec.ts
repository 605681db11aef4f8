import type { Page } from '@playwright/test'
import { expect, openSignedIn, test } from './fixtures'
import { persisted, readPersisted, SAVED_DB, serviceWorkerReady } from './offline-helpers'
import { cardLinks } from './videos-helpers'

/**
 * A saved record that no longer fits its schema (another build's shape, a storage fault, an
 * edit) is dropped alone at an offline start: the rest of the saved copy opens, nothing shows
 * the error page, and the bad record is deleted (docs/decisions.md#restored-records-are-read-again).
 */

test.use({ serviceWorkers: 'allow' })
// Two offline starts after a signed-in one, on a shared 2-core machine.
test.describe.configure({ timeout: 90_000 })

const PROFILE_KEY = ['profile']
const LIBRARY_KEY = ['videos', 'list', { page: 1, tags: '' }]

/** Overwrites the data of the saved record of `queryKey` in IndexedDB, as a fault would. */
function corrupt(page: Page, queryKey: unknown[], data: unknown) {
  return page.evaluate(
    ([dbName, id, bad]) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open(dbName as string)
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const tx = open.result.transaction('records', 'readwrite')
          const store = tx.objectStore('records')
          const read = store.get(id as string)
          read.onsuccess = () => store.put({ ...read.result, data: bad })
          tx.oncomplete = () => {
            open.result.close()
            resolve()
          }
          tx.onerror = () => reject(tx.error)
        }
      }),
    [SAVED_DB, JSON.stringify(queryKey), data] as const,
  )
}

const LANGUAGES = [
  { locale: 'en-US', library: 'Videos', error: /Something went wrong/ },
  { locale: 'ja-JP', library: '動画', error: /問題が発生しました/ },
] as const

for (const lang of LANGUAGES) {
  test.describe(lang.locale, () => {
    test.use({ locale: lang.locale })
    test(`one unreadable saved record is dropped alone; the library still opens offline (${lang.locale})`, async ({
      page,
      context,
    }) => {
      await openSignedIn(page, '/video')
      await serviceWorkerReady(page)
      const firstCard = cardLinks(page).first()
      await expect(firstCard).toBeVisible()
      const title = ((await firstCard.textContent()) ?? '').trim()
      await persisted(page, [PROFILE_KEY, LIBRARY_KEY])

      // The profile, read by the sidebar of every signed-in page, no longer fits its schema.
      await corrupt(page, PROFILE_KEY, { id: 1, email: { address: 'not text' }, team: 7 })

      await context.setOffline(true)
      for (let start = 0; start < 2; start++) {
        await page.reload()
        await expect(page.getByRole('heading', { level: 1, name: lang.library })).toBeVisible()
        await expect(page.getByRole('link', { name: title, exact: true }).first()).toBeVisible()
        await expect(page.getByText(lang.error)).toHaveCount(0)
      }
      // The bad record is gone from the device; the good ones stay.
      await expect
        .poll(async () => (await readPersisted(page)).hashes)
        .not.toContain(JSON.stringify(PROFILE_KEY))
      expect((await readPersisted(page)).hashes).toContain(JSON.stringify(LIBRARY_KEY))
      await context.setOffline(false)
    })
  })
}
