import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'
import { Icon } from '@/ui/Icon'
import { MediaPlayer } from '@/ui/MediaPlayer'

/**
 * The selected scene's player: its clip with the scene's still as poster, and a Play button over
 * it; the browser's controls come with the first Play, which starts the clip and moves the focus
 * to the player. The page's first load and each choice of a scene then build no controls:
 * Chromium's styled six SVG documents for them, the largest style recalculations of the detail
 * page's load (docs/architecture.md, "The detail page's first load").
 */
export function ScenePlayer({
  src,
  poster,
  number,
}: {
  src: string
  poster: string | undefined
  number: number
}) {
  const { t } = useLingui()
  const video = useRef<HTMLVideoElement>(null)
  const [started, setStarted] = useState(false)
  useEffect(() => {
    if (started) video.current?.focus()
  }, [started])
  const start = () => {
    setStarted(true)
    // Inside the click, so the browser lets it play with sound.
    video.current?.play().catch(() => undefined)
  }
  return (
    <div className="scene-player-box">
      <MediaPlayer
        src={src}
        label={t`Scene ${number}`}
        poster={poster}
        videoRef={video}
        controls={started}
      />
      {!started && (
        <button type="button" className="scene-player-start" onClick={start}>
          <Icon name="play" />
          {t`Play scene ${number}`}
        </button>
      )}
    </div>
  )
}
