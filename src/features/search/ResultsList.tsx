import { useLingui } from '@lingui/react/macro'
import type { Ref } from 'react'
import type { TextQuery } from '@/api/local-search/text-match'
import type { SimilarItem } from '@/api/similar'
import { SceneResultCard, VideoResultCard } from './ResultCards'
import type { ScoreScale } from './score-meaning'
import type { SearchMode, SimilarSearchParams } from './search-page-params'

interface ResultFiltersProps {
  mode: SearchMode
  scope: SimilarSearchParams['searchScope']
  method: SimilarSearchParams['searchMethod']
  hasVideo: boolean
  /** The results come from this device: matched by keyword, whatever the method. */
  onDevice?: boolean
}

/** docs/product.md §2 filters line: videos or scenes, the scope (scenes), and the method. */
export function ResultFilters({ mode, scope, method, hasVideo, onDevice }: ResultFiltersProps) {
  const { t } = useLingui()
  const methods = { hybrid: t`Hybrid`, dense: t`Semantic`, sparse: t`Keyword` }
  const scopes = { all: t`All Videos`, current: t`This Video` }
  return (
    <ul className="result-filters" aria-label={t`Search settings`}>
      <li className="badge">{mode === 'scenes' ? t`Scenes` : t`Videos`}</li>
      {mode === 'scenes' && <li className="badge">{scopes[hasVideo ? scope : 'all']}</li>}
      <li className="badge">{onDevice ? t`Keyword, on this device` : methods[method]}</li>
    </ul>
  )
}

/** The cards of one page; dimmed and busy while the next page is on its way. */
export function ResultsList({
  ref,
  mode,
  items,
  busy,
  marks,
  scale,
}: {
  ref?: Ref<HTMLUListElement>
  mode: SearchMode
  items: SimilarItem[]
  busy: boolean
  /** The search's words to mark in the cards (docs/decisions.md "Moments", why it matched). */
  marks?: TextQuery
  /** The scale the scores are on (what each score means). */
  scale: ScoreScale
}) {
  const { t } = useLingui()
  return (
    <ul
      ref={ref}
      className={busy ? 'results-list busy' : 'results-list'}
      aria-busy={busy}
      aria-label={mode === 'scenes' ? t`Similar scenes` : t`Similar videos`}
    >
      {items.map((item) => (
        <li key={`${item.id}#${item.sceneIndex ?? ''}`}>
          {mode === 'scenes' ? (
            <SceneResultCard item={item} marks={marks} scale={scale} />
          ) : (
            <VideoResultCard item={item} marks={marks} scale={scale} />
          )}
        </li>
      ))}
    </ul>
  )
}
