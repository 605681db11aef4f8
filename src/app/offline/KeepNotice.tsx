import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useRouterState } from '@tanstack/react-router'
import { cancelKeep, pauseKeep, useKeeping, useKeepsWaiting } from '@/api/kept-state'
import { formatBytes } from '@/offline/device-report'
import { AppNotice } from './AppNotice'

/**
 * A keep for offline under way, in the corner stack of every page but its video's own (whose
 * On this device section shows it, with what is said aloud): the video, bytes and percent,
 * Pause and Cancel keeping, and how many videos wait their turn (docs/product.md §4 Offline,
 * "Kept videos").
 */
export function KeepNotice() {
  const { t, i18n } = useLingui()
  const keeping = useKeeping()
  const waiting = useKeepsWaiting()
  const path = useRouterState({ select: (state) => state.location.pathname })
  if (!keeping || safeDecode(path) === `/video-detail/${keeping.videoId}`) return null
  const percent = keeping.total > 0 ? Math.floor((keeping.stored / keeping.total) * 100) : 0
  const stored = formatBytes(keeping.stored, i18n.locale)
  const total = formatBytes(keeping.total, i18n.locale)
  const title = keeping.title
  return (
    <AppNotice
      kind="keeping"
      icon="download"
      title={<Trans>Keeping “{title}” for offline</Trans>}
      actions={
        <>
          <button type="button" className="ghost small" onClick={pauseKeep}>
            <Trans>Pause keeping</Trans>
          </button>
          <button type="button" className="ghost small" onClick={cancelKeep}>
            <Trans>Cancel keeping</Trans>
          </button>
        </>
      }
    >
      <progress
        value={keeping.stored}
        max={keeping.total || 1}
        aria-label={t`Keeping for offline`}
      />{' '}
      {t`${stored} of ${total} (${percent} %)`}
      {waiting > 0 && (
        <> {plural(waiting, { one: 'Then # more video.', other: 'Then # more videos.' })}</>
      )}
    </AppNotice>
  )
}

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path)
  } catch {
    return path
  }
}
