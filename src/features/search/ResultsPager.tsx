import { Trans, useLingui } from '@lingui/react/macro'
import { Spinner } from '@/ui/Spinner'
import { StepButtons } from '@/ui/StepButtons'

interface ResultsPagerProps {
  from: number
  to: number
  total: number
  hasPrevious: boolean
  hasNext: boolean
  /** A page is on its way: the old one stays on screen meanwhile. */
  busy: boolean
  label: string
  onPage: (direction: -1 | 1) => void
}

/** docs/product.md §2: "a - b of total" with previous and next, disabled at the ends. */
export function ResultsPager(props: ResultsPagerProps) {
  const { t } = useLingui()
  const { from, to, total } = props
  return (
    <nav className="results-pager" aria-label={props.label}>
      <p className="results-range">
        <Trans>
          {from} - {to} of {total}
        </Trans>
        {props.busy && <Spinner size="small" label={t`Loading the next results…`} />}
      </p>
      <div className="results-pager-buttons">
        <StepButtons
          previous={{ label: t`Previous page`, disabled: !props.hasPrevious }}
          next={{ label: t`Next page`, disabled: !props.hasNext }}
          onStep={props.onPage}
          className="small"
        />
      </div>
    </nav>
  )
}
