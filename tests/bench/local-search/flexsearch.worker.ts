/// <reference lib="webworker" />
/**
 * FlexSearch (the library compared with MiniSearch) over the same library, with the same
 * tokenizer and the same two indexes (videos: title, tags, summary; scenes: descriptions).
 * `tokenize: 'forward'` indexes every prefix of a term: FlexSearch's way to prefix search.
 * It has no edit-distance typo tolerance (only phonetic encoders, which do not fit a custom
 * tokenizer) and returns no scores.
 */
import { Document } from 'flexsearch'
import { tokenize } from '@/api/local-search/tokenize'
import type { IndexableVideo as Video } from '@/api/local-search/types'

type Doc = Record<string, string>
const field = (name: string) => ({ field: name, tokenize: 'forward' as const, encode: tokenize })
let videos = new Document<Doc>({ document: { id: 'id', index: [] } })
let scenes = videos

const handlers = {
  build(library: Video[]) {
    videos = new Document<Doc>({
      document: { id: 'id', index: [field('title'), field('tags'), field('summary')] },
    })
    scenes = new Document<Doc>({ document: { id: 'id', index: [field('description')] } })
    for (const v of library) {
      videos.add({
        id: v.id,
        title: v.title ?? '',
        tags: (v.tags ?? []).map((t) => t.name).join('\n'),
        summary: v.summary ?? '',
      })
      for (const s of v.outputData?.scenes ?? [])
        scenes.add({ id: `${v.id}#${s.index}`, description: s.description ?? '' })
    }
    return null
  },
  search({ text, mode }: { text: string; mode: 'videos' | 'scenes' }) {
    const options = { limit: 1000, merge: true as const, suggest: true }
    const found = scenes.search(text, options).length
    return mode === 'scenes' ? found : found + videos.search(text, options).length
  },
  async size() {
    let bytes = 0
    const encoder = new TextEncoder()
    for (const index of [videos, scenes])
      await index.export((key: string, data: string) => {
        bytes += encoder.encode(key).length + encoder.encode(data ?? '').length
      })
    return bytes
  },
}

self.onmessage = async (event: MessageEvent) => {
  const { id, type, arg } = event.data as { id: number; type: keyof typeof handlers; arg: never }
  self.postMessage({ id, result: await handlers[type](arg) })
}
