import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { nothingSaved, type OfflineCopy } from '@/offline/device-report'
import { Icon } from '@/ui/Icon'
import { LoadProblem } from '@/ui/LoadStates'
import { showModal } from '@/ui/modal-store'
import { globalSpinner, Spinner } from '@/ui/Spinner'
import { KeptVideosList } from './KeptVideosList'
import { PersistentStorage } from './PersistentStorage'
import { SavedCopyFigures } from './SavedCopyFigures'
import { WaitingUploads } from './WaitingUploads'

/**
 * docs/product.md §2 Profile, Offline copy: what this device keeps for the user, whether the
 * browser keeps it, and "Remove the saved copy". All of it is local, so it works offline too.
 */
export function OfflineSection({ copy }: { copy: OfflineCopy }) {
  const report = useQuery({
    queryKey: ['offline-copy'],
    queryFn: () => copy.read(),
    // Read from this device: never waits for a network, asked anew each time it shows.
    networkMode: 'always',
    retry: false,
    staleTime: 0,
    gcTime: 0,
  })
  return (
    <div className="saved-copy">
      <p>
        <Trans>
          This device keeps a copy of the library pages and video pages you open, with their images
          and a search index, so they open offline too. Logging out removes it.
        </Trans>
      </p>
      {report.isPending ? (
        <p className="saved-copy-loading">
          <Spinner size="small" />
          <Trans>Reading what this device keeps…</Trans>
        </p>
      ) : report.isError ? (
        <LoadProblem
          message={<Trans>What this device keeps could not be read.</Trans>}
          onRetry={() => void report.refetch()}
        />
      ) : (
        <>
          <SavedCopyFigures report={report.data} />
          <KeptVideosList />
          <WaitingUploads
            waiting={report.data.waiting}
            copy={copy}
            onRemoved={() => report.refetch()}
          />
          <PersistentStorage initial={report.data.persistence} copy={copy} />
          <RemoveSavedCopy
            copy={copy}
            empty={nothingSaved(report.data.saved)}
            onRemoved={() => report.refetch()}
          />
        </>
      )}
    </div>
  )
}

type Outcome = 'removed' | 'failed'

function RemoveSavedCopy({
  copy,
  empty,
  onRemoved,
}: {
  copy: OfflineCopy
  empty: boolean
  onRemoved: () => Promise<unknown>
}) {
  const { t } = useLingui()
  const [outcome, setOutcome] = useState<Outcome>()
  const said = useRef<HTMLParagraphElement>(null)
  // The button goes once nothing is saved: focus moves to what happened, not to the page's top.
  useEffect(() => {
    if (outcome) said.current?.focus()
  }, [outcome])

  const remove = async () => {
    const confirmed = await showModal({
      type: 'warning',
      title: t`Remove the saved copy?`,
      message: t`The library pages, video pages, images, search index and kept videos saved on this device are removed. You stay logged in, and pages you open online are saved again.`,
      confirmLabel: t`Remove`,
    })
    if (!confirmed) return
    setOutcome(undefined)
    const next = await globalSpinner.around(() =>
      copy.removeSavedCopy().then(
        (): Outcome => 'removed',
        (): Outcome => 'failed',
      ),
    )
    await onRemoved()
    setOutcome(next)
  }

  return (
    <>
      {!empty && (
        <div className="form-actions">
          <button type="button" className="danger" onClick={remove}>
            <Icon name="trash" />
            <Trans>Remove the saved copy</Trans>
          </button>
        </div>
      )}
      <p ref={said} role="status" tabIndex={-1} className="saved-copy-answer">
        {outcome === 'removed' && <Trans>The saved copy was removed.</Trans>}
        {outcome === 'failed' && (
          <Trans>The saved copy could not be removed completely. Try again.</Trans>
        )}
      </p>
    </>
  )
}
