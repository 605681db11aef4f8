import { getRouteApi } from '@tanstack/react-router'
import { useEffect, useMemo, useRef, useState } from 'react'
import { matchText, type TextQuery, textQuery } from '@/api/local-search/text-match'
import type { Scene } from '@/api/videos'

const route = getRouteApi('/_app/video-detail/$id/')

export interface SceneFind {
  text: string
  setText: (text: string) => void
  query: TextQuery
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
 */
export function useSceneFind(scenes: readonly Scene[]): SceneFind {
  const { find = '' } = route.useSearch()
  const navigate = route.useNavigate()
  const [text, setTextState] = useState(find)
  // The address follows the box; the box follows the address only when something else changed it.
  const written = useRef(find)
  useEffect(() => {
    if (find === written.current) return
    written.current = find
    setTextState(find)
  }, [find])

  const setText = (next: string) => {
    setTextState(next)
    written.current = next
    void navigate({
      search: (prev) => ({ ...prev, find: next || undefined }),
      replace: true,
      resetScroll: false,
    })
  }

  const query = useMemo(() => textQuery(text), [text])
  const matches = useMemo(
    () =>
      query.length === 0
        ? []
        : scenes.filter((scene) => matchText(scene.description, query).all).map((s) => s.index),
    [scenes, query],
  )
  const matchSet = useMemo(() => new Set(matches), [matches])

  const matchFrom = (from: number, by: 1 | -1) => {
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
  }

  return { text, setText, query, matches, isMatch: (index) => matchSet.has(index), matchFrom }
}
