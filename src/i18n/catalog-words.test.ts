import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * One word per concept (docs/decisions.md, "One word per concept"): the feature catalogs are
 * translated one by one, so the same English could drift into two Japanese words on two
 * screens. Every source text has one Japanese translation across all catalogs; where the same
 * English really means two things, the source gives each a context (`msgctxt`, the macros'
 * `context`), and each context is its own text.
 */
const DIR = join(process.cwd(), 'locales/ja')

/** A PO string as written: one or more quoted lines, joined and unescaped. */
const text = (quoted: string) =>
  quoted
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => JSON.parse(line) as string)
    .join('')

interface Entry {
  file: string
  context: string
  id: string
  translation: string
}

function entriesOf(file: string): Entry[] {
  const source = readFileSync(join(DIR, file), 'utf8')
  return source.split(/\n\n+/).flatMap((block) => {
    const field = (name: string) =>
      new RegExp(`(?:^|\\n)${name} ((?:".*"(?:\\n|$))+)`).exec(block)?.[1]
    const id = field('msgid')
    const translation = field('msgstr')
    if (id === undefined || translation === undefined || text(id) === '') return []
    const context = field('msgctxt')
    return [
      {
        file,
        context: context === undefined ? '' : text(context),
        id: text(id),
        translation: text(translation),
      },
    ]
  })
}

const catalogs = readdirSync(DIR).filter((file) => file.endsWith('.po'))
const entries = catalogs.flatMap(entriesOf)

describe('one Japanese word per English text', () => {
  it('reads every catalog', () => {
    expect(catalogs.length).toBeGreaterThan(5)
    expect(entries.length).toBeGreaterThan(500)
  })

  it('translates the same English the same way in every catalog', () => {
    const byText = new Map<string, Entry[]>()
    for (const entry of entries) {
      const key = `${entry.context}\u0004${entry.id}`
      byText.set(key, [...(byText.get(key) ?? []), entry])
    }
    const conflicts = [...byText.values()]
      .filter((same) => new Set(same.map((entry) => entry.translation)).size > 1)
      .map((same) =>
        [
          `"${same[0]?.id}"${same[0]?.context ? ` (context "${same[0]?.context}")` : ''}:`,
          ...same.map((entry) => `  ${entry.file}: ${entry.translation}`),
        ].join('\n'),
      )
    expect(conflicts.join('\n')).toBe('')
  })
})
