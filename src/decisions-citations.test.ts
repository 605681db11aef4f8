import { execSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { expect, it } from 'vitest'

/**
 * docs/decisions.md is cited by title from code, tests and the other docs
 * (`docs/decisions.md, "Compact status cards"`): every quoted title must still be a heading or
 * a rule's bold name there, and every anchor a link names an anchor. The page states what
 * is, so it stays under 500 lines.
 */
const DOC = 'docs/decisions.md'
const doc = readFileSync(DOC, 'utf8')

const normalise = (title: string) =>
  title
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.:;,]$/, '')
    .toLowerCase()

const headings = [...doc.matchAll(/^#{1,4} (.+)$/gm)].map((m) => m[1] ?? '')
const titles = [...headings, ...[...doc.matchAll(/\*\*(.+?)\*\*/gs)].map((m) => m[1] ?? '')].map(
  normalise,
)
const slug = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\- ]/gu, '')
    .replaceAll(' ', '-')
const anchors = new Set([
  ...[...doc.matchAll(/id="([^"]+)"/g)].map((m) => m[1]),
  ...headings.map(slug),
])

/** A cited title names a rule: its whole title, or the title up to a punctuation mark. */
const named = (cited: string) =>
  titles.some(
    (title) =>
      title === cited || (/^[:;,.]/.test(title.slice(cited.length)) && title.startsWith(cited)),
  )

/** A file's text with comment markers gone, so a title wrapped over two lines reads whole. */
function prose(path: string): string {
  return readFileSync(path, 'utf8')
    .split('\n')
    .map((line) => line.replace(/^\s*(\/\*\*?|\*|\/\/|#)?\s?/, ''))
    .join(' ')
}

it('every title cited from another file is a heading or a bold rule name', () => {
  const files = execSync(`git grep -l -e decisions -- . ":!${DOC}"`, { encoding: 'utf8' })
    .split('\n')
    .filter(Boolean)
  const cited: string[] = []
  const missing: string[] = []
  for (const path of files) {
    const text = prose(path)
    for (const m of text.matchAll(
      /decisions(?:\.md)?`?(?:#[\w-]+)?[,:]?\s*(?:from\s+)?["“]([^"”]+)["”]/g,
    )) {
      cited.push(m[1] ?? '')
      if (!named(normalise(m[1] ?? ''))) missing.push(`${path}: "${m[1]}"`)
    }
    for (const m of text.matchAll(/decisions\.md#([\w-]+)/g)) {
      cited.push(m[1] ?? '')
      if (!anchors.has(m[1])) missing.push(`${path}: #${m[1]}`)
    }
  }
  expect(cited.length).toBeGreaterThan(50)
  expect(missing).toEqual([])
})

it('docs/decisions.md stays under 500 lines', () => {
  expect(doc.split('\n').length).toBeLessThan(500)
})
