import { Trans, useLingui } from '@lingui/react/macro'
import { dismissKeptAway, useKeptAway } from '@/api/kept-state'
import type { BackgroundKeep } from '@/offline/kept-background'
import { AppNotice } from './AppNotice'

/**
 * How a keep handed to the browser's Background Fetch went while the app was closed, told once
 * at the next start in the corner stack, politely, until dismissed (docs/product.md §4 Offline,
 * "Kept videos"). The status is always there, so what appears in it is said.
 */
export function KeptAwayNotice() {
  const away = useKeptAway()
  const entry = away?.[0]
  return (
    <div role="status" className="app-notice-slot">
      {entry && <AwayNotice entry={entry} />}
    </div>
  )
}

function AwayNotice({ entry }: { entry: BackgroundKeep }) {
  const { t } = useLingui()
  const title = entry.title
  const kept = entry.state === 'kept'
  const why =
    entry.reason === 'quota-exceeded'
      ? t`The device ran out of room.`
      : entry.reason === 'bad-status' || entry.reason === 'fetch-error'
        ? t`The network or the server failed.`
        : t`The browser stopped it.`
  return (
    <AppNotice
      kind={kept ? 'online' : 'evicted'}
      icon={kept ? 'download' : 'alert-triangle'}
      title={
        kept ? (
          <Trans>“{title}” was kept for offline while the app was closed.</Trans>
        ) : (
          <Trans>“{title}” could not be kept while the app was closed.</Trans>
        )
      }
      actions={
        <button
          type="button"
          className="ghost small"
          onClick={() => dismissKeptAway(entry.videoId)}
        >
          <Trans>Dismiss</Trans>
        </button>
      }
    >
      {kept ? (
        <Trans>It plays on this device without a network.</Trans>
      ) : (
        <>
          {why}{' '}
          <Trans>
            What was kept stays; keeping continues from there while the app is open online.
          </Trans>
        </>
      )}
    </AppNotice>
  )
}
