import { useLingui } from '@lingui/react/macro'
import { formatBytes } from '@/offline/device-report'
import { useOnline } from '@/ui/use-online'
import type { FileStatus } from './upload-queue'

/** One file's phase and, while it goes up, its real progress (docs/product.md §2 progress bar). */
export function UploadProgress({
  status,
  loaded,
  total,
  name,
  dropped,
}: {
  status: FileStatus
  loaded: number
  total: number
  /** The file, so each bar of a queue has its own accessible name. */
  name: string
  /** The network dropped under its last try (it is tried again after a wait). */
  dropped?: boolean
}) {
  const { t, i18n } = useLingui()
  const online = useOnline()
  const size = formatBytes(total, i18n.locale)
  const percent = total > 0 ? Math.min(100, Math.floor((loaded / total) * 100)) : 0
  const labels: Partial<Record<FileStatus, string>> = {
    // Offline the queue waits for the network, each file with its size (docs/product.md §2).
    queued: !online
      ? t`Waiting for the network · ${size}`
      : dropped
        ? t`The connection dropped. Trying again shortly…`
        : t`Waiting for its turn`,
    creating: t`Preparing the upload…`,
    people: t`Sending the people images…`,
    uploading: t`Uploading… ${percent}%`,
    finishing: t`Starting the analysis…`,
    failed: t`Upload stopped at ${percent}%`,
  }
  const label = labels[status]
  if (!label) return null
  return (
    <div className="upload-progress">
      <div className="upload-progress-text">
        <span>{label}</span>
      </div>
      {status !== 'queued' && (
        <progress
          max={100}
          value={status === 'creating' || status === 'people' ? undefined : percent}
          aria-label={t`Upload progress of ${name}`}
          aria-valuetext={`${percent}%`}
        />
      )}
    </div>
  )
}
