import { TAG_SUGGESTIONS_MAX } from '@/config/limits'
import type { VideoRecord } from './records'
import { hasCjk, normalizeText } from './tokenize'
import type { TagSuggestion } from './types'

interface TagEntry {
  key: string
  /** Spellings and how many videos use each: the most used one is shown. */
  spellings: Map<string, number>
  count: number
}

/** How well a tag matches what was typed: 0 starts with it, 1 a word or part of it does. */
function matchRank(key: string, typed: string): number | undefined {
  if (key.startsWith(typed)) return 0
  // Japanese has no spaces: any part of the tag counts (春キャンペーン for キャンペーン).
  if (hasCjk(typed)) return key.includes(typed) ? 1 : undefined
  return key.split(/[^\p{L}\p{M}\p{N}]+/u).some((word) => word.startsWith(typed)) ? 1 : undefined
}

/** The tags of the indexed videos, counted, for suggestions as the user types. */
export function tagCatalog(records: Iterable<VideoRecord>) {
  const entries = new Map<string, TagEntry>()
  for (const record of records) {
    for (const name of new Set(record.tags.map((tag) => tag.trim()))) {
      const key = normalizeText(name)
      const entry = entries.get(key) ?? { key, spellings: new Map(), count: 0 }
      entry.count += 1
      entry.spellings.set(name, (entry.spellings.get(name) ?? 0) + 1)
      entries.set(key, entry)
    }
  }
  const display = (entry: TagEntry) =>
    [...entry.spellings].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]![0]

  return {
    /** Best first: matched at the start, then by how many videos use it, then by name. */
    suggest(prefix: string, limit = TAG_SUGGESTIONS_MAX): TagSuggestion[] {
      const typed = normalizeText(prefix).trim()
      const found: { entry: TagEntry; rank: number }[] = []
      for (const entry of entries.values()) {
        const rank = typed ? matchRank(entry.key, typed) : 0
        if (rank !== undefined) found.push({ entry, rank })
      }
      found.sort(
        (a, b) =>
          a.rank - b.rank ||
          b.entry.count - a.entry.count ||
          a.entry.key.localeCompare(b.entry.key),
      )
      return found
        .slice(0, Math.max(0, limit))
        .map(({ entry }) => ({ name: display(entry), count: entry.count }))
    },
  }
}
