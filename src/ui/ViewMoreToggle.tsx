import { Trans } from '@lingui/react/macro'

/** View More / View Less under a collapsed block (`controls` is its id): flips `expanded`. */
export function ViewMoreToggle({
  expanded,
  onToggle,
  controls,
  className,
}: {
  expanded: boolean
  onToggle: () => void
  controls: string
  className: string
}) {
  return (
    <button
      type="button"
      className={`link ${className}`}
      aria-expanded={expanded}
      aria-controls={controls}
      onClick={onToggle}
    >
      {expanded ? <Trans>View Less</Trans> : <Trans>View More</Trans>}
    </button>
  )
}
