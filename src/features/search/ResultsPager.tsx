import { Trans, useLingui } from '@lingui/react/macro'
import { Icon } from '@/ui/Icon'
import { Spinner } from '@/ui/Spinner'

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
        <button
          type="button"
          className="small"
          disabled={!props.hasPrevious}
          aria-label={t`Previous page`}
          onClick={() => props.onPage(-1)}
        >
          <Icon name="chevron-left" size={18} />
        </button>
        <button
          type="button"
          className="small"
          disabled={!props.hasNext}
          aria-label={t`Next page`}
          onClick={() => props.onPage(1)}
        >
          <Icon name="chevron-right" size={18} />
        </button>
      </div>
    </nav>
  )
}
