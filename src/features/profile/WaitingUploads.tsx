import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { formatBytes, type OfflineCopy, type WaitingFigures } from '@/offline/device-report'
import { Icon } from '@/ui/Icon'
import { showModal } from '@/ui/modal-store'
import { globalSpinner } from '@/ui/Spinner'

/**
 * Offline copy: the uploads kept on this device until the network returns, with their size,
 * and their removal (docs/product.md §2 Upload, "Waiting for the network"). Nothing when none.
 */
export function WaitingUploads({
  waiting,
  copy,
  onRemoved,
}: {
  waiting: WaitingFigures | undefined
  copy: OfflineCopy
  onRemoved: () => Promise<unknown>
}) {
  const { t, i18n } = useLingui()
  const remove = copy.removeWaitingUploads
  if (!waiting || waiting.files === 0 || !remove) return null
  const size = formatBytes(waiting.bytes, i18n.locale)
  const files = waiting.files

  const confirmRemove = async () => {
    const confirmed = await showModal({
      type: 'warning',
      title: t`Remove the waiting uploads?`,
      message: t`The videos waiting for the network are removed from this device and are not uploaded.`,
      confirmLabel: t`Remove`,
    })
    if (!confirmed) return
    await globalSpinner.around(() => remove().catch(() => undefined))
    await onRemoved()
  }

  return (
    <section aria-labelledby="waiting-uploads-title">
      <h3 id="waiting-uploads-title">
        <Trans>Uploads waiting for the network</Trans>
      </h3>
      <p>
        <Plural value={files} one={`# video, ${size}`} other={`# videos, ${size}`} />
      </p>
      <div className="form-actions">
        <button type="button" className="danger" onClick={confirmRemove}>
          <Icon name="trash" />
          <Trans>Remove the waiting uploads</Trans>
        </button>
      </div>
    </section>
  )
}
