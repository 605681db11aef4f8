import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { Icon } from '@/ui/Icon'
import { usePaintFirst } from '@/ui/use-paint-first'

interface PaginationProps {
  page: number
  pages: number
  /** Distinguishes the two navigation landmarks (above and below the list). */
  label: string
}

/** Page numbers around the current one, with gaps (null) where pages are skipped. */
export function pageWindow(page: number, pages: number): (number | null)[] {
  const wanted = new Set([1, pages, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pages))
  const sorted = [...wanted].sort((a, b) => a - b)
  const out: (number | null)[] = []
  sorted.forEach((n, i) => {
    const previous = sorted[i - 1]
    if (previous !== undefined && n - previous === 2) out.push(previous + 1)
    else if (previous !== undefined && n - previous > 2) out.push(null)
    out.push(n)
  })
  return out
}

/**
 * docs/product.md §2: pagination above and below the list; the page lives in the URL. Its words
 * carry the "pager" context: a pager's previous page is 前へ in Japanese, while the upload
 * dialog's step back is 戻る (same English word, different Japanese).
 */
export function Pagination({ page, pages, label }: PaginationProps) {
  const { t } = useLingui()
  if (pages <= 1) return null
  return (
    <nav className="pagination" aria-label={label}>
      {page > 1 ? (
        <PageLink page={page - 1} className="button secondary small">
          <Icon name="chevron-left" size={16} />
          <span className="pagination-word">
            <Trans context="pager">Previous</Trans>
          </span>
        </PageLink>
      ) : (
        <span className="button secondary small" aria-disabled="true">
          <Icon name="chevron-left" size={16} />
          <span className="pagination-word">
            <Trans context="pager">Previous</Trans>
          </span>
        </span>
      )}
      <ol className="pagination-pages">
        {pageWindow(page, pages).map((n, index) =>
          n === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity
            <li key={`gap-${index}`} aria-hidden="true" className="pagination-gap">
              …
            </li>
          ) : (
            <li key={n}>
              <PageLink
                page={n}
                className={n === page ? 'button primary small' : 'button ghost small'}
                label={t`Page ${n}`}
                current={n === page}
              >
                {n}
              </PageLink>
            </li>
          ),
        )}
      </ol>
      <span className="pagination-status">
        <Trans>
          Page {page} of {pages}
        </Trans>
      </span>
      {page < pages ? (
        <PageLink page={page + 1} className="button secondary small">
          <span className="pagination-word">
            <Trans context="pager">Next</Trans>
          </span>
          <Icon name="chevron-right" size={16} />
        </PageLink>
      ) : (
        <span className="button secondary small" aria-disabled="true">
          <span className="pagination-word">
            <Trans context="pager">Next</Trans>
          </span>
          <Icon name="chevron-right" size={16} />
        </span>
      )}
    </nav>
  )
}

/**
 * A link to page `page` of the list. A tap paints the link as pressed in its own frame and the
 * next page renders after it (ui/use-paint-first.ts). `exact`: page 1's address (/video, the
 * default left out) would otherwise count as current on every page, and the router marks every
 * current link aria-current="page".
 */
function PageLink({
  page,
  className,
  label,
  current,
  children,
}: {
  page: number
  className: string
  label?: string
  current?: boolean
  children: ReactNode
}) {
  const navigate = useNavigate()
  const search = (prev: Record<string, unknown>) => ({ ...prev, page })
  const open = usePaintFirst(() => navigate({ to: '/video', search }))
  return (
    <Link
      to="/video"
      search={search}
      activeOptions={{ exact: true }}
      className={className}
      aria-label={label}
      aria-current={current ? 'page' : undefined}
      data-opening={open.opening || undefined}
      onClick={open.onClick}
    >
      {children}
    </Link>
  )
}
