// @ts-check
/**
 * `node tests/bench/persist-race.mjs [--runs 40]`: which way of saving an API answer survives a
 * reload that comes right after the answer is rendered? (docs/decisions.md, "Offline: saved the
 * moment it arrives".) A bare page and service worker, no app: each run fetches an answer
 * (about a library page's size, or ten times that), saves it by one strategy, renders it, and
 * the page is reloaded at once; the reloaded page reports whether the answer is in storage.
 *
 * Reload modes: `script` calls location.reload() in the same task that rendered (the worst case:
 * not even painted); `user` is what an end-to-end test (or a user) can do: wait for the render
 * (polled every animation frame), cut the network, reload.
 *
 * Strategies: `page-idb` the page writes IndexedDB itself (write-through); `page-throttled`
 * the same 500 ms later (the old persister's throttle); `pagehide` the page writes when it is
 * being hidden; `sw-message` the page posts the record to the service worker, which writes it
 * under event.waitUntil; `sw-fetch` the worker keeps a copy of the GET answer it served.
 */
import { createServer } from 'node:http'
import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, chromiumPath } from '../tools/browser.mjs'

const args = process.argv.slice(2)
const RUNS = Number(args[args.indexOf('--runs') + 1]) || 40
const PORT = Number(process.env.RACE_PORT ?? 5390)
const STRATEGIES = ['page-idb', 'page-throttled', 'pagehide', 'sw-message', 'sw-fetch']
const SIZES_KB = [25, 250]
const MODES = ['script', 'user']

const PAGE = `<!doctype html><meta charset="utf-8"><title>race</title><script src="/app.js"></script>`

// The page: saves the answer of this run, renders it, reloads; after the reload, checks.
const APP = `
const params = new URLSearchParams(location.search)
const strategy = params.get('s')
const db = new Promise((resolve, reject) => {
  const open = indexedDB.open('race', 1)
  open.onupgradeneeded = () => open.result.createObjectStore('records')
  open.onsuccess = () => resolve(open.result)
  open.onerror = () => reject(open.error)
})
const put = async (key, value) => {
  const tx = (await db).transaction('records', 'readwrite')
  tx.objectStore('records').put(value, key)
}
const get = async (key) => new Promise(async (resolve) => {
  const request = (await db).transaction('records').objectStore('records').get(key)
  request.onsuccess = () => resolve(request.result)
  request.onerror = () => resolve(undefined)
})
async function check(run, url) {
  const found = strategy === 'sw-fetch' ? await caches.match(url) : await get(run)
  window.result = { run, saved: Boolean(found) }
}
async function start() {
  await navigator.serviceWorker.ready
  const pending = sessionStorage.getItem('run')
  if (pending) {
    sessionStorage.removeItem('run')
    return check(pending, sessionStorage.getItem('url'))
  }
  if (params.get('run') === null) return
  await db
  const run = params.get('run')
  const url = new URL('/data?run=' + run + '&kb=' + params.get('kb') + '&s=' + strategy, location.href).href
  const data = await (await fetch(url)).json()
  sessionStorage.setItem('run', run)
  sessionStorage.setItem('url', url)
  const record = { owner: 'x', data }
  if (strategy === 'page-idb') void put(run, record)
  if (strategy === 'page-throttled') setTimeout(() => void put(run, record), 500)
  if (strategy === 'pagehide') addEventListener('pagehide', () => void put(run, record))
  if (strategy === 'sw-message') navigator.serviceWorker.controller.postMessage({ key: run, value: record })
  const card = document.createElement('h1')
  card.id = 'card'
  card.textContent = data.items[0].title
  document.body.append(card)
  if (params.get('mode') === 'script') location.reload()
}
start()
`

// The worker: serves the shell from its cache, keeps what it is asked to keep.
const SW = `
const pending = new Set()
const track = (promise) => {
  pending.add(promise)
  promise.finally(() => pending.delete(promise))
  return promise
}
const db = () => new Promise((resolve, reject) => {
  const open = indexedDB.open('race', 1)
  open.onupgradeneeded = () => open.result.createObjectStore('records')
  open.onsuccess = () => resolve(open.result)
  open.onerror = () => reject(open.error)
})
const put = async (key, value) => {
  const tx = (await db()).transaction('records', 'readwrite')
  tx.objectStore('records').put(value, key)
  await new Promise((resolve) => { tx.oncomplete = resolve; tx.onerror = resolve })
}
self.addEventListener('install', (event) => {
  event.waitUntil(caches.open('shell').then((cache) => cache.addAll(['/', '/app.js'])).then(() => self.skipWaiting()))
})
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()))
self.addEventListener('message', (event) => {
  event.waitUntil(track(put(event.data.key, event.data.value)))
})
self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url)
  if (event.request.mode === 'navigate' || url.pathname === '/app.js') {
    event.respondWith((async () => {
      // Saves still being written finish before the next page can read them.
      await Promise.allSettled([...pending])
      return (await caches.match(url.pathname === '/app.js' ? '/app.js' : '/')) ?? fetch(event.request)
    })())
    return
  }
  if (url.pathname === '/data' && url.searchParams.get('s') === 'sw-fetch') {
    event.respondWith((async () => {
      const response = await fetch(event.request)
      const copy = response.clone()
      event.waitUntil(track(caches.open('answers').then((cache) => cache.put(event.request, copy))))
      return response
    })())
  }
})
`

/** A library-page-like answer of about `kb` kilobytes. @param {number} kb */
function answer(kb) {
  const item = (/** @type {number} */ i) => ({
    id: `video-${i}`,
    title: `Video number ${i}`,
    summary: 'x'.repeat(300),
    tags: [{ name: 'news' }, { name: 'sports' }],
    video_thumbnail_path: `thumbs/${i}.jpg`,
  })
  const count = Math.max(1, Math.round((kb * 1024) / JSON.stringify(item(0)).length))
  return JSON.stringify({ items: Array.from({ length: count }, (_, i) => item(i)), total: count })
}

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', `http://localhost:${PORT}`)
  const send = (/** @type {string} */ type, /** @type {string} */ body) => {
    res.writeHead(200, { 'content-type': type, 'cache-control': 'no-store' })
    res.end(body)
  }
  if (url.pathname === '/') return send('text/html', PAGE)
  if (url.pathname === '/app.js') return send('text/javascript', APP)
  if (url.pathname === '/sw.js') return send('text/javascript', SW)
  if (url.pathname === '/data') {
    setTimeout(() => send('application/json', answer(Number(url.searchParams.get('kb')))), 30)
    return
  }
  res.writeHead(404).end()
})
await new Promise((resolve) => server.listen(PORT, '127.0.0.1', () => resolve(undefined)))

const executablePath = chromiumPath()
const browser = await chromium.launch({
  args: CHROMIUM_ARGS,
  ...(executablePath ? { executablePath } : {}),
})
const origin = `http://localhost:${PORT}`

/** @type {{ strategy: string, kb: number, mode: string, saved: number, runs: number }[]} */
const results = []
for (const mode of MODES) {
  for (const kb of SIZES_KB) {
    for (const strategy of STRATEGIES) {
      const context = await browser.newContext({ serviceWorkers: 'allow' })
      const page = await context.newPage()
      await page.goto(`${origin}/`)
      await page.evaluate(async () => {
        await navigator.serviceWorker.register('/sw.js')
        await navigator.serviceWorker.ready
      })
      await page.reload()
      await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller))
      let saved = 0
      for (let run = 0; run < RUNS; run++) {
        await page.evaluate(() => {
          // @ts-expect-error set by the page
          window.result = undefined
        })
        await page.goto(`${origin}/?s=${strategy}&kb=${kb}&mode=${mode}&run=${run}`)
        if (mode === 'user') {
          await page.waitForFunction(() => document.getElementById('card'), null, {
            polling: 'raf',
          })
          await context.setOffline(true)
          await page.reload()
        }
        // @ts-expect-error set by the page
        const handle = await page.waitForFunction(() => window.result, null, { timeout: 15_000 })
        const result = /** @type {{ saved: boolean }} */ (await handle.jsonValue())
        if (result.saved) saved++
        await context.setOffline(false)
      }
      results.push({ strategy, kb, mode, saved, runs: RUNS })
      console.log(`${mode} reload, ${kb} KB, ${strategy}: ${saved}/${RUNS} saved`)
      await context.close()
    }
  }
}
await browser.close()
server.close()

console.log(`\n| reload | answer | ${STRATEGIES.join(' | ')} |`)
console.log(`|---|---|${STRATEGIES.map(() => '---').join('|')}|`)
for (const mode of MODES) {
  for (const kb of SIZES_KB) {
    const cells = STRATEGIES.map((strategy) => {
      const r = results.find((x) => x.strategy === strategy && x.kb === kb && x.mode === mode)
      return r ? `${r.saved}/${r.runs}` : '-'
    })
    console.log(`| ${mode} | ${kb} KB | ${cells.join(' | ')} |`)
  }
}
