import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { loadKeeper, loadKeptVideos, useKeptVideos, wipeKeptVideos } from '@/api/kept-on-device'
import { formatBytes } from '@/offline/device-report'
import { Icon } from '@/ui/Icon'

/**
 * The videos kept for offline on this device (docs/product.md §2 Profile, Offline copy), each
 * with its size and Remove, and Remove all; read from the device, so offline too.
 */
export function KeptVideosList() {
  const { t, i18n } = useLingui()
  const videos = useKeptVideos()
  const [said, setSaid] = useState('')
  useEffect(() => {
    void loadKeptVideos()
  }, [])
  const total = videos.reduce((sum, video) => sum + video.bytes, 0)
  return (
    <>
      <h3>
        <Trans>Kept videos</Trans>
      </h3>
      {videos.length === 0 ? (
        <p className="muted">
          <Trans>
            No video is kept on this device. A video's page keeps it with Keep for offline.
          </Trans>
        </p>
      ) : (
        <>
          <ul className="kept-videos">
            {videos.map((video) => {
              const name = video.title || t`Untitled video`
              return (
                <li key={video.videoId}>
                  <span className="kept-videos-title">{name}</span>
                  <span className="muted">
                    {formatBytes(video.bytes, i18n.locale)}
                    {!video.complete && ` · ${t`partly kept`}`}
                  </span>
                  <button
                    type="button"
                    className="secondary small"
                    aria-label={t`Remove ${name} from this device`}
                    onClick={() => {
                      setSaid(t`${name} was removed from this device.`)
                      void loadKeeper().then((keeper) => keeper.removeKept(video.videoId))
                    }}
                  >
                    <Trans>Remove</Trans>
                  </button>
                </li>
              )
            })}
          </ul>
          <div className="form-actions">
            <button
              type="button"
              className="secondary"
              onClick={() => {
                setSaid(t`Every kept video was removed from this device.`)
                void wipeKeptVideos()
              }}
            >
              <Icon name="trash" />
              <Trans>Remove all kept videos ({formatBytes(total, i18n.locale)})</Trans>
            </button>
          </div>
        </>
      )}
      <p role="status" className="saved-copy-answer">
        {said}
      </p>
    </>
  )
}
