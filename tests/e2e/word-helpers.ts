import type { Locator, Page } from '@playwright/test'

/**
 * Checks of where words begin and end, made in the page with the browser's own `Intl.Segmenter`
 * (the dictionary the app's users have), in the text's language: Japanese when it has kana or
 * kanji. They check what a reader sees (a mark, a cut), not how the app found it.
 */

/** A mark and whether it starts and ends at word boundaries of the text it stands in. */
export interface MarkCheck {
  text: string
  whole: boolean
}

/** Every `<mark>` inside `scope`, each checked against the words of its parent's text. */
export function checkMarks(scope: Locator): Promise<MarkCheck[]> {
  return scope.locator('mark').evaluateAll((marks) =>
    marks.map((mark) => {
      const parent = mark.parentElement!
      const text = parent.textContent ?? ''
      let start = 0
      for (const node of parent.childNodes) {
        if (node === mark) break
        start += node.textContent?.length ?? 0
      }
      const end = start + (mark.textContent?.length ?? 0)
      const language = /[\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Han}]/u.test(text) ? 'ja' : 'en'
      const words = new Intl.Segmenter(language, { granularity: 'word' })
      const bounds = new Set([
        ...Array.from(words.segment(text), ({ index }) => index),
        text.length,
      ])
      return { text: mark.textContent ?? '', whole: bounds.has(start) && bounds.has(end) }
    }),
  )
}

/**
 * Whether cutting `text` at `at` (UTF-16 offset) falls between words: at a word boundary, and
 * either at white space or where Japanese meets the cut (Latin letters on both sides with no
 * space between would be one word cut in two).
 */
export function isWordCut(page: Page, text: string, at: number): Promise<boolean> {
  return page.evaluate(
    ([text, at]) => {
      const japanese = /[\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Han}]/u
      const words = new Intl.Segmenter(japanese.test(text) ? 'ja' : 'en', {
        granularity: 'word',
      })
      const bounds = new Set(Array.from(words.segment(text), ({ index }) => index))
      const before = text[at - 1] ?? ''
      const after = text[at] ?? ''
      const spaced = /\s/.test(before) || /\s/.test(after)
      // A phrase never starts with hiragana (a particle, a verb's ending) but after 、 or 。.
      const phrase =
        (japanese.test(before) || japanese.test(after)) &&
        (!/\p{sc=Hiragana}/u.test(after) || /[、。]/.test(before))
      return bounds.has(at) && (spaced || phrase)
    },
    [text, at] as const,
  )
}

/** A Japanese word and the two characters it starts with, and where it was found. */
export interface WordStart {
  /** The index in `texts` of the only text that holds `start`. */
  at: number
  word: string
  start: string
}

/**
 * A word of three or more kanji or katakana (a segment of the browser's dictionary) whose first
 * two characters occur in only one of `texts`, not the first (`after` skips that many): typed
 * alone they are part of a word, which a mark must show whole.
 */
export function japaneseWordStart(
  page: Page,
  texts: string[],
  after = 0,
): Promise<WordStart | undefined> {
  return page.evaluate(
    ([texts, after]) => {
      const words = new Intl.Segmenter('ja', { granularity: 'word' })
      for (const [at, text] of texts.entries()) {
        if (at < after) continue
        for (const { segment, isWordLike } of words.segment(text)) {
          if (!isWordLike || !/^[\p{sc=Han}\p{sc=Katakana}ー]{3,}$/u.test(segment)) continue
          const start = segment.slice(0, 2)
          if (texts.filter((other) => other.includes(start)).length === 1)
            return { at, word: segment, start }
        }
      }
      return undefined
    },
    [texts, after] as const,
  )
}
