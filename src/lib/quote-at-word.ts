/**
 * `cutAtWord` (text-cut.ts) for a quote in a document title, with the word cut loaded only for a
 * text too long to quote whole: the titles are computed in every route's head, and the word cut
 * (text-cut.ts with word-bounds.ts, about 1 KB gzip) is no part of a first screen that quotes
 * nothing long (docs/architecture.md, "What the entry holds").
 */
export async function quoteAtWord(text: string, max: number): Promise<string> {
  const flat = text.replace(/\s+/g, ' ').trim()
  if (Array.from(flat).length <= max) return flat
  const { cutAtWord } = await import('./text-cut')
  return cutAtWord(flat, max)
}
