import type { BrowserContext, Page } from '@playwright/test'
import { expect, openSignedIn, test } from './fixtures'

/**
 * A page frozen in the back/forward cache keeps the IndexedDB transaction it had open, and
 * every write after it waits until the browser drops that page (seen in the fault matrix: a
 * 403 that never reached Login). Another page of the origin holding a transaction on the
 * waiting uploads' store stands in for it here: a session end still reaches Login, and its
 * wipe still happens once the store is let go (docs/architecture.md, "Storage a frozen page
 * holds"). The same holds for a start, which reads the saved copy before its first load.
 */

const DB = 'vi-waiting-uploads'
const STORE = 'uploads'

/**
 * A second page of the app's origin, holding a readwrite transaction on `stores` of `db` until
 * it is closed; `record` is put into the first store (made if missing, as idb-keyval does).
 */
async function holdStores(
  context: BrowserContext,
  db: string,
  stores: [string, ...string[]],
  record?: unknown,
): Promise<Page> {
  const holder = await context.newPage()
  await holder.route('**/__e2e-holder', (route) =>
    route.fulfill({ contentType: 'text/html', body: '' }),
  )
  await holder.goto('/__e2e-holder')
  await holder.evaluate(
    ({ db, stores, record }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open(db)
        open.onupgradeneeded = () => open.result.createObjectStore(stores[0])
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const first = open.result.transaction(stores, 'readwrite').objectStore(stores[0])
          if (record) first.put(record, 'held')
          // Asked again each time it is answered: the transaction never ends.
          const ask = () => {
            first.get('held').onsuccess = ask
          }
          ask()
          resolve()
        }
      }),
    { db, stores, record },
  )
  return holder
}

/** The waiting uploads' store held, with a record of the signed-in user's for the wipe. */
const holdWaitingUploads = (context: BrowserContext) =>
  holdStores(context, DB, [STORE], { id: 'held', tag: 'x', size: 1, order: 0 })

/** How many records the store holds, read from `page` (the wipe's outcome). */
const recordsIn = (page: Page) =>
  page.evaluate(
    ({ db, store }) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open(db)
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const count = open.result.transaction(store).objectStore(store).count()
          count.onsuccess = () => {
            open.result.close()
            resolve(count.result)
          }
        }
      }),
    { db: DB, store: STORE },
  )

test('a 403 reaches Login while another page holds the storage, and the wipe follows', async ({
  page,
  context,
  double,
  bigVideo,
}) => {
  await openSignedIn(page, '/video')
  const holder = await holdWaitingUploads(context)
  await double.fault({ method: 'GET', path: '/api/videos/:id', status: 403, times: 0 })
  await page.bringToFront()
  await page.goto(`/video-detail/${bigVideo.id}`)
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible()
  await expect(page).toHaveURL(/\/login/)

  await holder.close()
  await expect.poll(() => recordsIn(page)).toBe(0)
})

test('Logout reaches Login while another page holds the storage, and the wipe follows', async ({
  page,
  context,
}) => {
  await openSignedIn(page, '/video')
  const holder = await holdWaitingUploads(context)
  await page.bringToFront()
  await page.getByRole('button', { name: 'Logout' }).click()
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible()

  await holder.close()
  await expect.poll(() => recordsIn(page)).toBe(0)
})

test('a start opens its page while another page holds the saved copy', async ({
  page,
  context,
  bigVideo,
}) => {
  await openSignedIn(page, `/video-detail/${bigVideo.id}`)
  const holder = await holdStores(context, 'vi-saved', ['records', 'meta'])
  await page.bringToFront()
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: bigVideo.title })).toBeVisible()
  await holder.close()
})
