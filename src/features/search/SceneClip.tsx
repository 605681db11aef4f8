import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { assetUrl } from '@/api/assets'
import { keptSource, useKeptVideo } from '@/api/kept-on-device'
import { scenePlayerSource } from '@/api/scene-source'
import type { SimilarItem } from '@/api/similar'
import { videoDetailQuery } from '@/api/videos'
import { Icon } from '@/ui/Icon'
import { LazyImage } from '@/ui/LazyImage'
import { MediaPlayer } from '@/ui/MediaPlayer'
import { ServerButton } from '@/ui/ServerButton'
import { playClip, playingClip, usePlayingClip } from './playing-clip'
import './result-clip.css'

type ClipState =
  | { step: 'idle' }
  | { step: 'loading' }
  | { step: 'ready'; src: string }
  | { step: 'failed'; reason: 'load' | 'none' }

/**
 * A scene result's picture, and its clip played in place (docs/decisions.md "Moments", Play in
 * a scene result). Play asks for the video's record (to learn the scene's clip; a cached one answers at
 * once), then plays the clip: nothing of it loads before. One plays at a time on the page. The
 * button shows "Play scene 3" and is named for screen readers with the video's title too;
 * offline it is unavailable and points to the page's offline notice (`ServerButton`), unless the
 * scene's clip is kept on this device: then it plays from it, with no request.
 */
export function SceneClip({ item, videoTitle }: { item: SimilarItem; videoTitle: string }) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const key = `${item.id}#${item.sceneIndex}`
  const active = usePlayingClip() === key
  const [state, setState] = useState<ClipState>({ step: 'idle' })
  const number = (item.sceneIndex ?? 0) + 1
  const poster = assetUrl(item.id, item.sceneThumbnailPath ?? item.videoThumbnailPath)
  // A scene clip kept on this device plays from it, without the record and offline too.
  const kept = useKeptVideo(item.id)?.complete
  const keptClip =
    kept && typeof item.sceneIndex === 'number'
      ? keptSource(item.id, `scene-${item.sceneIndex}`)
      : undefined

  // Leaving the page (or this card leaving it) stops its clip.
  useEffect(() => () => void (playingClip() === key && playClip(undefined)), [key])

  const play = async () => {
    playClip(key)
    if (keptClip) return setState({ step: 'ready', src: keptClip })
    setState({ step: 'loading' })
    try {
      const video = await queryClient.fetchQuery(videoDetailQuery(item.id))
      const scene = video.outputData?.scenes?.find((s) => s.index === item.sceneIndex)
      const src = scene && scenePlayerSource(video, scene)
      setState(src ? { step: 'ready', src } : { step: 'failed', reason: 'none' })
    } catch {
      setState({ step: 'failed', reason: 'load' })
    }
  }

  const playing = active && state.step === 'ready'
  return (
    <div className="result-media">
      {playing ? (
        <MediaPlayer
          src={state.src}
          label={t`Scene ${number} of ${videoTitle}`}
          poster={poster}
          autoPlay
          className="result-clip"
        />
      ) : (
        <LazyImage src={poster} alt="" className="result-thumb" />
      )}
      <div className="result-play">
        {active ? (
          <button
            type="button"
            className="small"
            aria-label={t`Stop scene ${number} of ${videoTitle}`}
            onClick={() => playClip(undefined)}
          >
            <Icon name="x" size={16} />
            {t`Stop scene ${number}`}
          </button>
        ) : (
          <ServerButton
            kept={keptClip !== undefined}
            className="small"
            aria-label={t`Play scene ${number} of ${videoTitle}`}
            onClick={() => void play()}
          >
            <Icon name="play" size={16} />
            {t`Play scene ${number}`}
          </ServerButton>
        )}
        {active && state.step === 'loading' && (
          <span className="result-play-note muted" role="status">
            <Trans>Loading the scene…</Trans>
          </span>
        )}
        {active && state.step === 'failed' && (
          <span className="result-play-note" role="alert">
            {state.reason === 'none' ? (
              <Trans>No video is available for this scene.</Trans>
            ) : (
              <Trans>The scene's video could not be loaded. Please try again.</Trans>
            )}
          </span>
        )}
      </div>
    </div>
  )
}
