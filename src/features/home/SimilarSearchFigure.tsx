import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'

const SCORES = [0.92, 0.87, 0.81]

/**
 * An example of similar search drawn in SVG: one source (video or scene) on the left and the
 * three closest matches on the right with their similarity scores. The picture is described
 * for screen readers by its title; the caption says the same for everyone.
 */
export function SimilarSearchFigure({ kind }: { kind: 'videos' | 'scenes' }) {
  const { t } = useLingui()
  const titleId = useId()
  const label =
    kind === 'videos'
      ? t`Example: one video and the three most similar videos, with similarity scores 0.92, 0.87 and 0.81.`
      : t`Example: one scene and the three most similar scenes from other videos, with similarity scores 0.92, 0.87 and 0.81.`
  return (
    <figure className="card home-figure">
      <svg
        className="home-similar-art"
        viewBox="0 0 400 220"
        role="img"
        aria-labelledby={titleId}
        focusable="false"
      >
        <title id={titleId}>{label}</title>
        <Thumb x={16} y={56} width={150} height={96} kind={kind} source />
        <path className="art-arrow" d="M178 104h34m-10-10 10 10-10 10" />
        {SCORES.map((score, index) => (
          <g key={score} transform={`translate(226 ${14 + index * 68})`}>
            <Thumb x={0} y={0} width={88} height={56} kind={kind} variant={index} />
            <rect className="art-track" x="98" y="30" width="60" height="8" rx="4" />
            <rect className="art-brand" x="98" y="30" width={60 * score} height="8" rx="4" />
            <text className="art-score-text" x="98" y="22">
              {score.toFixed(2)}
            </text>
          </g>
        ))}
      </svg>
      <figcaption>
        {kind === 'videos' ? (
          <Trans>
            <strong>Similar videos.</strong> Start from a video and find the ones closest to it in
            content.
          </Trans>
        ) : (
          <Trans>
            <strong>Similar scenes.</strong> Start from one scene and find matching moments across
            all videos or within the same one.
          </Trans>
        )}
      </figcaption>
    </figure>
  )
}

function Thumb({
  x,
  y,
  width,
  height,
  kind,
  source = false,
  variant = 0,
}: {
  x: number
  y: number
  width: number
  height: number
  kind: 'videos' | 'scenes'
  source?: boolean
  variant?: number
}) {
  const horizon = tenth(height * (0.55 + variant * 0.06))
  const hill = [
    width * 0.3,
    -height * 0.25,
    width * 0.25,
    height * 0.15,
    width * 0.45,
    -height * 0.05,
  ]
  return (
    <g transform={`translate(${x} ${y})`}>
      <rect
        className={source ? 'art-screen source' : 'art-screen'}
        width={width}
        height={height}
        rx="8"
      />
      <path className="art-hill" d={`M0 ${horizon}l${hill.map(tenth).join(' ')}V${height}H0z`} />
      {kind === 'videos' ? (
        <path className="art-play-icon" d={`M${width / 2 - 6} ${height / 2 - 9}v18l15-9z`} />
      ) : (
        <rect
          className="art-scene-mark"
          x="6"
          y="6"
          width={tenth(width * 0.32)}
          height="10"
          rx="5"
        />
      )}
    </g>
  )
}

/** A coordinate to a tenth of a unit: 52.800000000000004 is 52.8, in fewer bytes of Home's HTML. */
const tenth = (value: number) => Math.round(value * 10) / 10
