// @ts-check
/**
 * Fills Japanese translations into a catalog from a JSON map of { "English msgid": "日本語" }.
 * Usage: node tests/tools/fill-translations.mjs locales/ja/<catalog>.po map.json
 * Existing translations are replaced when the map names them; the rest are left alone.
 */
import { readFileSync, writeFileSync } from 'node:fs'

const [catalog, mapFile] = process.argv.slice(2)
if (!catalog || !mapFile) {
  console.error('usage: fill-translations.mjs <catalog.po> <map.json>')
  process.exit(2)
}
/** @type {Record<string, string>} */
const map = JSON.parse(readFileSync(mapFile, 'utf8'))
const quote = (/** @type {string} */ text) => JSON.stringify(text)
const unquote = (/** @type {string} */ block) =>
  block
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => JSON.parse(line))
    .join('')

let filled = 0
const entries = readFileSync(catalog, 'utf8').split(/\n\n/)
const out = entries.map((entry) => {
  const match = /((?:^|\n)msgid )((?:".*"\n?)+)(msgstr )((?:".*"\n?)+)/.exec(entry)
  if (!match) return entry
  const id = unquote(match[2])
  if (id === '' || !(id in map)) return entry
  filled++
  const before = entry.slice(0, match.index)
  const tail = entry.slice(match.index + match[0].length)
  return `${before}${match[1]}${match[2]}${match[3]}${quote(map[id])}${tail ? `\n${tail.replace(/^\n/, '')}` : ''}`
})
writeFileSync(catalog, out.join('\n\n').replace(/\n*$/, '\n'))
const missing = Object.keys(map).length - filled
console.log(
  `${catalog}: ${filled} filled${missing ? `, ${missing} ids in the map were not in the catalog` : ''}`,
)
