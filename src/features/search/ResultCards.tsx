import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useId, useState } from 'react'
import { assetUrl } from '@/api/assets'
import type { TextQuery } from '@/api/local-search/text-match'
import type { SimilarItem } from '@/api/similar'
import { formatDateTime } from '@/lib/dates'
import { LazyImage } from '@/ui/LazyImage'
import { MarkedText } from '@/ui/MarkedText'
import { ViewMoreToggle } from '@/ui/ViewMoreToggle'
import { marked, markedSceneDescription } from './result-marks'
import { SceneClip } from './SceneClip'
import { Score } from './Score'
import type { ScoreScale } from './score-meaning'

interface ResultCardProps {
  item: SimilarItem
  /** The search's words, to mark where the card shows them (keyword and hybrid searches). */
  marks?: TextQuery
  /** The scale its score is on (the search method's, or this device's). */
  scale: ScoreScale
}

/**
 * docs/product.md §2 video result: thumbnail, title, expandable summary, score (and what it
 * means) and created time; the search's words marked in the title and summary.
 */
export function VideoResultCard({ item, marks, scale }: ResultCardProps) {
  const { t } = useLingui()
  const summaryId = useId()
  const [expanded, setExpanded] = useState(false)
  const title = marked(item.title || t`Untitled video`, marks)
  const summary = marked(item.summary, marks)
  return (
    <article className="card result-card">
      <LazyImage src={assetUrl(item.id, item.videoThumbnailPath)} alt="" className="result-thumb" />
      <div className="result-body">
        <h2 className="result-title">
          <Link to="/video-detail/$id" params={{ id: item.id }} className="result-link">
            <MarkedText {...title} />
          </Link>
        </h2>
        {item.summary && (
          <>
            <p id={summaryId} className={expanded ? 'result-text' : 'result-text clamped'}>
              <MarkedText {...summary} />
            </p>
            <ViewMoreToggle
              expanded={expanded}
              onToggle={() => setExpanded((value) => !value)}
              controls={summaryId}
              className="result-more"
            />
          </>
        )}
        <div className="result-meta">
          <Score value={item.similarityScore} scale={scale} />
          <p className="muted">
            <time dateTime={item.createdAt ?? undefined}>{formatDateTime(item.createdAt)}</time>
          </p>
        </div>
      </div>
    </article>
  )
}

/**
 * docs/product.md §2 scene result: the scene thumbnail (with Play, which plays the scene's clip
 * in place), the first 60 characters of its description (cut between words) as the title and
 * the rest as the body, the search's words marked in them, "Scene #n from {title}" and the
 * score (and what it means).
 */
export function SceneResultCard({ item, marks, scale }: ResultCardProps) {
  const { t } = useLingui()
  const { title, body } = markedSceneDescription(item.sceneDescription, marks)
  const sceneIndex = item.sceneIndex ?? undefined
  const number = (item.sceneIndex ?? 0) + 1
  const plainTitle = item.title || t`Untitled video`
  // An element, not a string: Lingui would read tags in a title such as "<b>" (see Trans).
  const videoTitle = <>{plainTitle}</>
  return (
    <article className="card result-card">
      <SceneClip item={item} videoTitle={plainTitle} />
      <div className="result-body">
        <h2 className="result-title">
          <Link
            to="/video-detail/$id"
            params={{ id: item.id }}
            search={{ sceneIndex }}
            className="result-link"
          >
            {title.text ? <MarkedText {...title} /> : t`Scene #${number}`}
          </Link>
        </h2>
        {body.text && (
          <p className="result-text">
            <MarkedText {...body} />
          </p>
        )}
        <p className="result-from muted">
          <Trans>
            Scene #{number} from {videoTitle}
          </Trans>
        </p>
        <div className="result-meta">
          <Score value={item.similarityScore} scale={scale} />
        </div>
      </div>
    </article>
  )
}
