import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = process.cwd()
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8')
const sources = (readdirSync(join(ROOT, 'src'), { recursive: true }) as string[])
  .filter((file) => /\.(css|tsx?)$/.test(file) && !file.includes('.test.'))
  .map((file) => `src/${file}`)

const defined = (text: string) =>
  [...text.matchAll(/(--[\w-]+)\s*:/g)].map((match) => match[1] ?? '')
const used = (text: string) =>
  [...text.matchAll(/var\(\s*(--[\w-]+)/g)].map((match) => match[1] ?? '')

describe('design tokens', () => {
  it('every var(--…) the styles use is defined by them or by an imported open-props group', () => {
    const globalCss = read('src/styles/global.css')
    const groups = [...globalCss.matchAll(/@import\s+"open-props\/([\w-]+)"/g)].map(
      (m) => m[1] ?? '',
    )
    expect(groups.length).toBeGreaterThan(0)
    const known = new Set<string>()
    for (const group of groups) {
      for (const name of defined(read(`node_modules/open-props/${group}.min.css`))) known.add(name)
    }
    const texts = sources.map((path) => [path, read(path)] as const)
    for (const [, text] of texts) for (const name of defined(text)) known.add(name)
    // Custom properties set from components (style={{ '--x': … }}).
    for (const [, text] of texts) {
      for (const match of text.matchAll(/'(--[\w-]+)'\s*:/g)) known.add(match[1] ?? '')
    }
    const missing = texts.flatMap(([path, text]) =>
      used(text)
        .filter((name) => !known.has(name))
        .map((name) => `${path}: ${name}`),
    )
    expect(missing).toEqual([])
  })
})
