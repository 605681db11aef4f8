import { useLingui } from '@lingui/react/macro'
import type { UploadStatus } from './upload-store'

/** The upload's phase and, while the file goes up, its real progress (docs/product.md §2 progress bar). */
export function UploadProgress({
  status,
  loaded,
  total,
}: {
  status: UploadStatus
  loaded: number
  total: number
}) {
  const { t } = useLingui()
  const percent = total > 0 ? Math.min(100, Math.floor((loaded / total) * 100)) : 0
  const labels: Partial<Record<UploadStatus, string>> = {
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
      <progress
        max={100}
        value={status === 'creating' || status === 'people' ? undefined : percent}
        aria-label={t`Upload progress`}
        aria-valuetext={`${percent}%`}
      />
    </div>
  )
}
