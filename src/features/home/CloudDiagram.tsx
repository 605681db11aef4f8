import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'

/**
 * The example cloud setup (docs/product.md §1) as a labelled SVG diagram. It is drawn tall rather than
 * wide so that its labels stay readable on a 360 px phone; the list beside it explains each
 * part in words.
 */
export function CloudDiagram() {
  const { t } = useLingui()
  const titleId = useId()
  const descId = useId()
  return (
    <figure className="card home-figure home-cloud-figure">
      <svg
        className="home-cloud-art"
        viewBox="0 0 360 470"
        role="img"
        aria-labelledby={`${titleId} ${descId}`}
        focusable="false"
      >
        <title id={titleId}>{t`Example cloud setup`}</title>
        <desc id={descId}>
          {t`The web app calls the backend. The backend keeps video data in object storage and passes work to the core service. The core service writes results to the result metadata store and vector data.`}
        </desc>
        <defs>
          <marker
            id="home-arrowhead"
            viewBox="0 0 10 10"
            refX="9"
            refY="5"
            markerWidth="7"
            markerHeight="7"
            orient="auto"
          >
            <path className="diagram-arrowhead" d="M0 0l10 5-10 5z" />
          </marker>
        </defs>
        <rect className="diagram-cloud" x="4" y="96" width="352" height="370" rx="16" />
        <text className="diagram-cloud-label" x="342" y="120" textAnchor="end">
          {t`Your cloud`}
        </text>

        <Box x={14} y={12} width={156} label={t`Web app`} note={t`in the browser`} kind="client" />
        <Arrow d="M92 68v62" />

        <Box x={14} y={134} width={156} label={t`Backend`} note={t`API`} kind="service" />
        <Arrow d="M172 162h14" />
        <Store x={190} y={130} width={156} label={t`Object storage`} note={t`video data`} />
        <Arrow d="M92 190v52" />

        <Box
          x={14}
          y={246}
          width={332}
          label={t`Core service`}
          note={t`analysis, trailers, reports, search`}
          kind="core"
        />
        <Arrow d="M92 302v52" />
        <Arrow d="M268 302v52" />

        <Store
          x={14}
          y={358}
          width={156}
          label={t`Result metadata store`}
          note={t`analysis results`}
        />
        <Store x={190} y={358} width={156} label={t`Vector data`} note={t`search index`} />
      </svg>
      <figcaption>
        <Trans>An example of Video Insight installed in a customer's own cloud.</Trans>
      </figcaption>
    </figure>
  )
}

function Box({
  x,
  y,
  width,
  label,
  note,
  kind,
}: {
  x: number
  y: number
  width: number
  label: string
  note: string
  kind: 'client' | 'service' | 'core'
}) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <rect className={`diagram-box ${kind}`} width={width} height="56" rx="10" />
      <Caption width={width} y={[25, 44]} label={label} note={note} />
    </g>
  )
}

/** A database cylinder. */
function Store({
  x,
  y,
  width,
  label,
  note,
}: {
  x: number
  y: number
  width: number
  label: string
  note: string
}) {
  const r = 9
  return (
    <g transform={`translate(${x} ${y})`}>
      <path
        className="diagram-box store"
        d={`M0 ${r}v46a${width / 2} ${r} 0 0 0 ${width} 0v-46a${width / 2} ${r} 0 0 0 ${-width} 0a${width / 2} ${r} 0 0 0 ${width} 0`}
      />
      <Caption width={width} y={[38, 56]} label={label} note={note} />
    </g>
  )
}

/** A shape's name and its note below it, centred across it at the two heights `y`. */
function Caption({
  width,
  y,
  label,
  note,
}: {
  width: number
  y: [label: number, note: number]
  label: string
  note: string
}) {
  return (
    <>
      <text className="diagram-label" x={width / 2} y={y[0]} textAnchor="middle">
        {label}
      </text>
      <text className="diagram-note" x={width / 2} y={y[1]} textAnchor="middle">
        {note}
      </text>
    </>
  )
}

function Arrow({ d }: { d: string }) {
  return <path className="diagram-arrow" d={d} markerEnd="url(#home-arrowhead)" />
}
