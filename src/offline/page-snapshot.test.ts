import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  keepSnapshot,
  readSnapshotFacts,
  type SnapshotFacts,
  shellWithSnapshot,
  snapshotOnScreen,
  snapshotResponse,
} from './page-snapshot'
import { newSessionTag, SESSION_TAG_KEY } from './session-tag'

const SHELL =
  '<!doctype html>\n<html lang="en">\n<head><link rel="stylesheet" href="/assets/index-a1.css">' +
  '</head>\n<body>\n<div id="root"></div>\n</body>\n</html>'
const FACTS: SnapshotFacts = {
  build: 'build-1',
  tag: 'AbCdEfGh-_123456',
  lang: 'ja',
  styles: ['/assets/index-a1.css', '/assets/_app-b2.css'],
}

describe('the shell with a snapshot', () => {
  it('puts the snapshot into the root, hidden and inert, with its tag and stylesheets', () => {
    const page = shellWithSnapshot(SHELL, '<main><h1>Videos</h1></main>', FACTS)!
    expect(page).toContain('<html data-snapshot-for="AbCdEfGh-_123456 ja" lang="en">')
    expect(page).toContain(
      '<div id="root"><div data-snapshot inert aria-hidden="true" ' +
        'style="display:var(--snapshot-display,none)">' +
        '<main><h1>Videos</h1></main></div></div>',
    )
    // The route's stylesheet is added once; the shell's own is not added again.
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/_app-b2.css"></head>')
    expect(page.match(/index-a1\.css/g)).toHaveLength(1)
  })

  it('takes the snapshot text as it is, `$` included', () => {
    const page = shellWithSnapshot(SHELL, "<p>$& $1 $' price $5</p>", FACTS)!
    expect(page).toContain("<p>$& $1 $' price $5</p>")
  })

  it('gives nothing for a shell of another shape (no empty root)', () => {
    expect(shellWithSnapshot(SHELL.replace('<div id="root"></div>', ''), '<p/>', FACTS)).toBe(
      undefined,
    )
  })
})

describe('the facts a snapshot is kept with', () => {
  it('read back as they were written', () => {
    expect(readSnapshotFacts(snapshotResponse('<p/>', FACTS).headers)).toEqual(FACTS)
  })

  it.each([
    ['a tag that is not one', { tag: 'short' }],
    ['a tag with a quote', { tag: 'AbCdEfGh"_123456' }],
    ['another language', { lang: 'fr' }],
    ['no build', { build: '' }],
  ])('refuse %s', (_, change) => {
    const headers = snapshotResponse('<p/>', FACTS).headers
    const [name, value] = Object.entries(change)[0]!
    headers.set(`x-snapshot-${name}`, value)
    expect(readSnapshotFacts(headers)).toBeUndefined()
  })

  it('keep only built stylesheets', () => {
    const facts = { ...FACTS, styles: ['/assets/a.css', 'https://elsewhere.example/x.css'] }
    expect(readSnapshotFacts(snapshotResponse('<p/>', facts).headers)?.styles).toEqual([
      '/assets/a.css',
    ])
    const headers = snapshotResponse('<p/>', FACTS).headers
    headers.set('x-snapshot-styles', '/assets/a.css "><script>')
    expect(readSnapshotFacts(headers)).toBeUndefined()
  })
})

it('makes a new session tag each time, in the form the snapshot accepts', () => {
  const tags = new Set(Array.from({ length: 20 }, newSessionTag))
  expect(tags.size).toBe(20)
  for (const tag of tags) expect(tag).toMatch(/^[A-Za-z0-9_-]{16}$/)
})

/** Cache Storage as far as keepSnapshot uses it: one cache, in insertion order. */
function fakeCaches() {
  const entries = new Map<string, Response>()
  const cache = {
    put: async (key: string, response: Response) => {
      entries.delete(key)
      entries.set(key, response)
    },
    delete: async (key: string | Request) =>
      entries.delete(typeof key === 'string' ? key : key.url),
    keys: async () => [...entries.keys()].map((url) => new Request(url)),
  }
  vi.stubGlobal('caches', { open: async () => cache })
  return entries
}

describe('keeping the snapshot of the page on screen', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    document.body.innerHTML = ''
    window.history.replaceState(null, '', '/')
  })

  const TAG = 'AbCdEfGh-_123456'
  /** What the library page passes: its address and tag, and that both still hold. */
  const drawn = { cacheName: 'snapshots', build: 'build-1', address: '/video?page=2', tag: TAG }

  function page() {
    document.documentElement.lang = 'en'
    localStorage.setItem(SESSION_TAG_KEY, TAG)
    document.body.innerHTML =
      '<div id="root"><main><h1>Videos</h1><ul class="grid"><li>1</li><li>2</li><li>3</li></ul>' +
      '<div role="status">Offline</div><p role="alert">Failed</p><dialog open>Upload</dialog>' +
      '<section data-snapshot-leave>Tray</section></main></div>'
  }

  const keyOf = (address: string) => `${window.location.origin}${address}`

  it('keeps the root without what belongs to the moment, under the address that drew it', async () => {
    const entries = fakeCaches()
    page()
    // The router has moved on to the next address: the snapshot is still the drawn one's.
    window.history.replaceState(null, '', '/video-detail/v1')
    await keepSnapshot({
      ...drawn,
      stillCurrent: () => true,
      trim: (copy) => copy.querySelector('.grid > li:nth-child(3)')?.remove(),
    })
    expect([...entries.keys()]).toEqual([keyOf('/video?page=2')])
    const kept = entries.get(keyOf('/video?page=2'))!
    expect(await kept.text()).toBe(
      '<main><h1>Videos</h1><ul class="grid"><li>1</li><li>2</li></ul></main>',
    )
    expect(readSnapshotFacts(kept.headers)).toMatchObject({
      build: 'build-1',
      tag: TAG,
      lang: 'en',
    })
  })

  it('keeps nothing when the stored tag is not the one the page drew for', async () => {
    const entries = fakeCaches()
    page()
    localStorage.removeItem(SESSION_TAG_KEY)
    await keepSnapshot({ ...drawn, stillCurrent: () => true })
    localStorage.setItem(SESSION_TAG_KEY, newSessionTag())
    await keepSnapshot({ ...drawn, stillCurrent: () => true })
    expect(entries.size).toBe(0)
  })

  it('keeps nothing while what the page drew is no longer current', async () => {
    const entries = fakeCaches()
    page()
    await keepSnapshot({ ...drawn, stillCurrent: () => false })
    expect(entries.size).toBe(0)
  })

  it.each([
    ['the session ended', () => localStorage.removeItem(SESSION_TAG_KEY)],
    ['another sign-in', () => localStorage.setItem(SESSION_TAG_KEY, newSessionTag())],
  ])('drops what it kept when %s meanwhile', async (_, change) => {
    const entries = fakeCaches()
    page()
    const put = entries.set.bind(entries)
    vi.spyOn(entries, 'set').mockImplementation((key, value) => {
      change()
      return put(key, value)
    })
    await keepSnapshot({ ...drawn, stillCurrent: () => true })
    expect(entries.size).toBe(0)
  })

  it('drops what it kept when the page stopped being current meanwhile', async () => {
    const entries = fakeCaches()
    page()
    let current = true
    const put = entries.set.bind(entries)
    vi.spyOn(entries, 'set').mockImplementation((key, value) => {
      current = false
      return put(key, value)
    })
    await keepSnapshot({ ...drawn, stillCurrent: () => current })
    expect(entries.size).toBe(0)
  })

  it('keeps the six newest addresses', async () => {
    const entries = fakeCaches()
    page()
    for (let n = 1; n <= 8; n++)
      await keepSnapshot({ ...drawn, address: `/video?page=${n}`, stillCurrent: () => true })
    expect([...entries.keys()].map((url) => new URL(url).search)).toEqual(
      [3, 4, 5, 6, 7, 8].map((n) => `?page=${n}`),
    )
  })
})

it('sees a snapshot on screen only while it is shown and not yet replaced', () => {
  document.body.innerHTML = '<div id="root"><div data-snapshot></div></div>'
  expect(snapshotOnScreen()).toBe(false)
  document.documentElement.setAttribute('data-snapshot-shown', '')
  expect(snapshotOnScreen()).toBe(true)
  document.body.innerHTML = '<div id="root"><main></main></div>'
  expect(snapshotOnScreen()).toBe(false)
  document.documentElement.removeAttribute('data-snapshot-shown')
})
