// @ts-check
/**
 * Fails when any message lacks its Japanese translation. Extracts first, so a message added
 * in the source but missing from the catalogs is caught too.
 */
import { execSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

execSync('npx lingui extract --clean', { stdio: 'ignore' })

const dir = 'locales/ja'
const missing = []
for (const file of readdirSync(dir).filter((name) => name.endsWith('.po'))) {
  const text = readFileSync(join(dir, file), 'utf8')
  // Each entry: msgid "…" (possibly multi-line) followed by msgstr "…" (possibly multi-line).
  const entries = text.split(/\n\n+/)
  for (const entry of entries) {
    const id = /(?:^|\n)msgid ((?:".*"\n?)+)/.exec(entry)
    const str = /(?:^|\n)msgstr ((?:".*"\n?)+)/.exec(entry)
    if (!id || !str) continue
    const idText = id[1].replace(/"\n"/g, '').trim()
    const strText = str[1].replace(/"\n"/g, '').trim()
    if (idText === '""') continue // header
    if (strText === '""') missing.push(`${file}: ${idText}`)
  }
}

if (missing.length) {
  console.error(`${missing.length} messages have no Japanese translation:\n${missing.join('\n')}`)
  process.exit(1)
}
console.log('Every message has a Japanese translation.')
