import { getRouteApi } from '@tanstack/react-router'
import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { TextQuery, TextRange } from '@/api/local-search/text-match'
import type { Scene } from '@/api/videos'
import { FIND_ADDRESS_DELAY_MS } from '@/config/limits'

const route = getRouteApi('/_app/video-detail/$id/')

type Matching = typeof import('@/api/local-search/text-match')

/**
 * The matching rule is code that only a search needs: it loads when the box is focused or
 * pointed at, or when there is a text to match (a link with `find=`), not with the page
 * (docs/decisions.md, "Signed-in first screens"). Loaded once for the app's life.
 */
let matching: Matching | undefined
const loadMatching = () =>
  import('@/api/local-search/text-match').then((module) => {
    matching = module
    return module
  })

/** The matching rule once it is in; asks for it while `wanted`. A failed load is asked again. */
function useMatching(wanted: boolean): Matching | undefined {
  const [loaded, setLoaded] = useState(matching)
  useEffect(() => {
    if (loaded || !wanted) return
    let live = true
    loadMatching().then(
      (module) => live && setLoaded(module),
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [loaded, wanted])
  return loaded
}

const NO_QUERY: TextQuery = []
const NO_RANGES: readonly TextRange[] = []
const NO_MATCHES: readonly number[] = []

const sameItems = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((item, i) => item === b[i])

export interface SceneFind {
  /** The text matched (it follows the box in a transition). */
  text: string
  /** Counts the times the text came from outside the box (the address): the box takes it then. */
  outside: number
  setText: (text: string) => void
  /** The text was typed in the box, not only opened from the address. */
  typedInBox: boolean
  query: TextQuery
  /** A text is typed but the matching rule is still on its way: nothing to say yet. */
  pending: boolean
  /** Starts loading the matching rule (the box is about to be used). */
  prepare: () => void
  /** Where a text holds the words searched for: the whole words to mark. */
  marksIn: (text: string) => readonly TextRange[]
  /** The scenes whose description holds every word, in the strip's order. */
  matches: readonly number[]
  isMatch: (index: number) => boolean
  /** The match after (1) or before (-1) the scene at `from`, going round; none without matches. */
  matchFrom: (from: number, by: 1 | -1) => number | undefined
}

/**
 * Find in this video (docs/product.md, video detail): the text lives in the address (`find=`),
 * so a link or a reload reopens it; the box keeps its own copy while the user types (a typed
 * Japanese word is composed in the box before it reaches the address). Matching is the local
 * search's rule (`@/api/local-search/text-match`), on the device, so it works offline too.
 * A key paints the box alone: the matches and marks follow in a transition React can put off
 * for the next key, and the address once typing pauses (each write renders the whole page;
 * per key it took 150-500 ms on a slowed phone, README.md#performance).
 */
export function useSceneFind(scenes: readonly Scene[]): SceneFind {
  const find = route.useSearch({ select: (search) => search.find ?? '' })
  const navigate = route.useNavigate()
  const [text, setTextState] = useState(find)
  const [outside, setOutside] = useState(0)
  const [typedInBox, setTypedInBox] = useState(false)
  // The address follows the box; the box follows the address only when something else changed it.
  const written = useRef(find)
  useEffect(() => {
    if (find === written.current) return
    written.current = find
    setTextState(find)
    setOutside((n) => n + 1)
  }, [find])

  const addressLater = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(addressLater.current), [])
  const setText = useCallback(
    (next: string) => {
      written.current = next
      startTransition(() => {
        setTextState(next)
        setTypedInBox(true)
      })
      clearTimeout(addressLater.current)
      addressLater.current = setTimeout(
        () =>
          void navigate({
            search: (prev) => ({ ...prev, find: written.current || undefined }),
            replace: true,
            resetScroll: false,
          }),
        FIND_ADDRESS_DELAY_MS,
      )
    },
    [navigate],
  )

  const typed = text.trim() !== ''
  const rule = useMatching(typed)
  const query = useMemo(
    () => (rule && typed ? rule.textQuery(text) : NO_QUERY),
    [rule, typed, text],
  )
  const found = useMemo(
    () =>
      !rule || query.length === 0
        ? NO_MATCHES
        : scenes
            .filter((scene) => rule.matchText(scene.description, query).all)
            .map((s) => s.index),
    [rule, scenes, query],
  )
  // The same matches keep the same array (a key that adds a letter often matches the same
  // scenes): what shows the matches does not render again. Only ever an equal array is kept,
  // so a render React throws away leaves nothing wrong behind.
  const lastMatches = useRef(found)
  if (!sameItems(lastMatches.current, found)) lastMatches.current = found
  const matches = lastMatches.current
  const matchSet = useMemo(() => new Set(matches), [matches])

  const matchFrom = useCallback(
    (from: number, by: 1 | -1) => {
      if (matches.length === 0) return undefined
      const order = scenes.map((scene) => scene.index)
      const found = order.indexOf(from)
      const at = found >= 0 ? found : by === 1 ? -1 : order.length
      const count = order.length
      for (let step = 1; step <= count; step++) {
        const index = order[(((at + by * step) % count) + count) % count]!
        if (matchSet.has(index)) return index
      }
      return undefined
    },
    [matches, matchSet, scenes],
  )
  const isMatch = useCallback((index: number) => matchSet.has(index), [matchSet])
  const marksIn = useCallback(
    (description: string) =>
      rule && query.length > 0 ? rule.markedParts(description, query) : NO_RANGES,
    [rule, query],
  )

  // One object while nothing in it changed: the parts given it are memoised, and a key that
  // changes no match leaves the strip and the timeline alone.
  const pending = typed && !rule
  return useMemo(
    () => ({
      text,
      outside,
      setText,
      typedInBox,
      query,
      pending,
      prepare,
      marksIn,
      matches,
      isMatch,
      matchFrom,
    }),
    [text, outside, setText, typedInBox, query, pending, marksIn, matches, isMatch, matchFrom],
  )
}

const prepare = () => void loadMatching().catch(() => undefined)

/**
 * Find's hold on the selected scene: typing moves to the first match and shows it, and Enter
 * and Shift+Enter step through the matches (docs/product.md, Find in this video). `select`
 * selects a scene and shows it without taking the focus from the box.
 * - When the text typed changes what matches and the selected scene is not a match, the first
 *   match (in the strip's order) is selected; a selected scene that still matches stays, so
 *   typing on does not jump between matches.
 * - A scene chosen by hand after typing stays chosen until the text changes again; an address
 *   that opens with `find=` keeps the scene it names.
 * Returns the step for Enter (1) and Shift+Enter (-1).
 */
export function useFindSelection(
  find: SceneFind,
  selected: number | undefined,
  select: (index: number) => void,
) {
  const matchKey = find.matches.join()
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the text or its matches change, not when a scene is chosen
  useEffect(() => {
    const [first] = find.matches
    if (!find.typedInBox || first === undefined) return
    if (selected !== undefined && find.isMatch(selected)) return
    select(first)
  }, [find.text, matchKey])

  return (by: 1 | -1) => {
    if (selected === undefined) return
    const next = find.matchFrom(selected, by)
    if (next !== undefined) select(next)
  }
}
