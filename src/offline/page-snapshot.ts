import { readSessionTag, SESSION_TAG } from './session-tag'

/**
 * The page snapshot (docs/decisions.md, "Warm start: the page snapshot"): the HTML the
 * app last drew for a library address, kept on this device so that the next start through the
 * service worker paints it before any script has run. What the page (which keeps it) and the
 * service worker (which serves it inside the shell) both need to agree on lives here.
 */

export type SnapshotLanguage = 'en' | 'ja'

/** What a snapshot was drawn for: the build, the sign-in (its session tag) and the language. */
export interface SnapshotFacts {
  build: string
  /** The session tag of the session it was drawn for. */
  tag: string
  lang: SnapshotLanguage
  /** The stylesheets the page had beyond the shell's (its route's), as `/assets/…css` paths. */
  styles: string[]
}

const HEADER = {
  build: 'x-snapshot-build',
  tag: 'x-snapshot-tag',
  lang: 'x-snapshot-lang',
  styles: 'x-snapshot-styles',
} as const

/** A built stylesheet: nothing else may go into the served page's <head>. */
const STYLE = /^\/assets\/[\w.-]+\.css$/

/** The key a snapshot is kept under: its address without the fragment. */
export function snapshotKey(url: { origin: string; pathname: string; search: string }): string {
  return `${url.origin}${url.pathname}${url.search}`
}

export function snapshotResponse(html: string, facts: SnapshotFacts): Response {
  return new Response(html, {
    headers: {
      'content-type': 'text/html; charset=utf-8',
      [HEADER.build]: facts.build,
      [HEADER.tag]: facts.tag,
      [HEADER.lang]: facts.lang,
      [HEADER.styles]: facts.styles.filter((href) => STYLE.test(href)).join(' '),
    },
  })
}

/** The facts a kept snapshot carries, or undefined when any of them is not what it must be. */
export function readSnapshotFacts(headers: Headers): SnapshotFacts | undefined {
  const build = headers.get(HEADER.build)
  const tag = headers.get(HEADER.tag) ?? ''
  const lang = headers.get(HEADER.lang)
  const styles = (headers.get(HEADER.styles) ?? '').split(' ').filter(Boolean)
  if (!build || !SESSION_TAG.test(tag)) return undefined
  if (lang !== 'en' && lang !== 'ja') return undefined
  if (!styles.every((href) => STYLE.test(href))) return undefined
  return { build, tag, lang, styles }
}

/**
 * Hidden unless the stylesheet sets --snapshot-display (global.css): no layout before it is in.
 * Inert and hidden from assistive technology: a snapshot, not a page one can use; the app's own
 * page follows in a moment.
 */
const SNAPSHOT_ATTRIBUTES =
  'data-snapshot inert aria-hidden="true" style="display:var(--snapshot-display,none)"'

/**
 * The app shell with a snapshot in its root: hidden by the stylesheet unless the pre-paint script
 * finds the session and language it was drawn for (`data-snapshot-for` on <html>), and inert, so
 * nothing in it can be typed into, pressed or focused before the app replaces it. Undefined
 * when the shell is not the one expected (its <html> or empty root is missing).
 */
export function shellWithSnapshot(
  shell: string,
  snapshot: string,
  facts: SnapshotFacts,
): string | undefined {
  const html = '<html '
  const root = '<div id="root"></div>'
  const head = '</head>'
  if (!shell.includes(html) || !shell.includes(root) || !shell.includes(head)) return undefined
  const links = facts.styles
    .filter((href) => !shell.includes(`href="${href}"`))
    .map((href) => `<link rel="stylesheet" crossorigin href="${href}">`)
    .join('')
  // Replaced by functions: a `$` in the snapshot's text is not a replacement pattern.
  return shell
    .replace(html, () => `<html data-snapshot-for="${facts.tag} ${facts.lang}" `)
    .replace(head, () => `${links}${head}`)
    .replace(root, () => `<div id="root"><div ${SNAPSHOT_ATTRIBUTES}>${snapshot}</div></div>`)
}

/**
 * The service worker's side: the shell with the snapshot kept for this address, when it has one
 * of this build; the pre-paint script decides whether it is shown. Anything amiss gives the
 * shell as it is.
 */
export async function withSnapshot(
  shell: Response,
  url: URL,
  { cacheName, build }: { cacheName: string; build: string },
): Promise<Response> {
  try {
    const snapshot = await caches.match(snapshotKey(url), { cacheName })
    const facts = snapshot && readSnapshotFacts(snapshot.headers)
    if (!snapshot || facts?.build !== build) return shell
    const page = shellWithSnapshot(await shell.clone().text(), await snapshot.text(), facts)
    if (!page) return shell
    const headers = new Headers(shell.headers)
    headers.delete('content-length')
    return new Response(page, { status: shell.status, statusText: shell.statusText, headers })
  } catch {
    return shell
  }
}

/**
 * Whether a snapshot is on screen now: drawn for this session and language, and not yet replaced
 * by the app's first render (which clears the root).
 */
export function snapshotOnScreen(): boolean {
  return (
    document.documentElement.hasAttribute('data-snapshot-shown') &&
    document.querySelector('[data-snapshot]') !== null
  )
}

/** Snapshots kept at most: the newest, one per address (a few library pages and searches). */
const SNAPSHOTS_KEPT = 6
/** A snapshot larger than this is not kept (a library page's first 8 cards: about 19 KB). */
const SNAPSHOT_MAX_CHARS = 256 * 1024

/**
 * Dialogs, open suggestion lists, live notices (offline, ready, failed) and what is marked so
 * (the upload tray).
 */
const MOMENTARY = 'dialog, [role="listbox"], [role="status"], [role="alert"], [data-snapshot-leave]'

interface KeepOptions {
  cacheName: string
  build: string
  /** The address (path and search) of the page that drew what #root shows. */
  address: string
  /** The session tag of the session whose data the page drew. */
  tag: string
  /**
   * Whether what the page drew is still that session's, at that address: checked before the
   * copy and again after the write. Another tab's sign-in as someone else writes a new session
   * and tag before this tab has followed it, and the router changes the address before the next
   * page has drawn; a snapshot of one must never be kept under the other.
   */
  stillCurrent: () => boolean
  /** Takes out of the copy what the next start should not paint before the app (rows below). */
  trim?: (copy: DocumentFragment) => void
}

/**
 * Keeps what #root shows now as the snapshot of the address that drew it, for its session and
 * language. What belongs to the moment is left out (MOMENTARY).
 */
export async function keepSnapshot({
  cacheName,
  build,
  address,
  tag,
  stillCurrent,
  trim,
}: KeepOptions): Promise<void> {
  const current = () => stillCurrent() && readSessionTag() === tag
  if (!current()) return
  const root = document.getElementById('root')
  const lang = document.documentElement.lang
  if (!root || (lang !== 'en' && lang !== 'ja') || typeof caches === 'undefined') return
  // Into a <template>'s document, whose images never load: a copy, trimmed, then written out.
  const copy = document.createElement('template')
  for (const child of root.childNodes)
    copy.content.append(copy.content.ownerDocument.importNode(child, true))
  for (const element of copy.content.querySelectorAll(MOMENTARY)) element.remove()
  trim?.(copy.content)
  const html = copy.innerHTML
  if (html.length > SNAPSHOT_MAX_CHARS) return
  // Vite adds a route's stylesheets with absolute addresses; the shell's are paths.
  const styles = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')]
    .map((link) => new URL(link.href))
    .filter((url) => url.origin === window.location.origin)
    .map((url) => url.pathname)
  const key = snapshotKey(new URL(address, window.location.origin))
  const cache = await caches.open(cacheName)
  await cache.put(key, snapshotResponse(html, { build, tag, lang, styles }))
  // The session ended, changed hands or moved on while this was written: nothing is kept.
  if (!current()) await cache.delete(key)
  const keys = await cache.keys()
  await Promise.all(keys.slice(0, -SNAPSHOTS_KEPT).map((request) => cache.delete(request)))
}
