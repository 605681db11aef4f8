import { type ReactNode, type RefObject, type SyntheticEvent, useEffect, useRef } from 'react'

interface MediaPlayerProps {
  src: string
  label: string
  className?: string
  /** A still shown until playback starts (the scene's thumbnail), so the box is never black. */
  poster?: string
  /** Starts playing once the source is set (a browser that refuses keeps it paused). */
  autoPlay?: boolean
  /**
   * The browser's own controls (default on). Off, the caller gives the way to play: building
   * Chromium's controls styles six SVG documents, about 100 ms of a first load at 4x.
   */
  controls?: boolean
  /** `<track>` elements (chapters). */
  children?: ReactNode
  /** The element, for a caller that seeks or reads the time. */
  videoRef?: RefObject<HTMLVideoElement | null>
  onTimeUpdate?: (event: SyntheticEvent<HTMLVideoElement>) => void
  onLoadedMetadata?: (event: SyntheticEvent<HTMLVideoElement>) => void
}

/**
 * A native player (keyboard-operable controls, metadata only until played). The source is set
 * here rather than as a prop so that, when the player goes away or changes source, it can be
 * paused, emptied and reloaded: that is what makes the browser drop the open media request.
 */
export function MediaPlayer({
  src,
  label,
  className,
  poster,
  autoPlay = false,
  controls = true,
  children,
  videoRef,
  onTimeUpdate,
  onLoadedMetadata,
}: MediaPlayerProps) {
  const own = useRef<HTMLVideoElement>(null)
  const ref = videoRef ?? own

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new source, not a new ref, reloads
  useEffect(() => {
    const video = ref.current
    if (!video) return
    video.src = src
    if (autoPlay) video.play().catch(() => undefined)
    return () => releaseMedia(video)
  }, [src])

  return (
    // biome-ignore lint/a11y/useMediaCaption: the analysis produces no caption track
    <video
      ref={ref}
      className={['media-player', className].filter(Boolean).join(' ')}
      controls={controls}
      preload="metadata"
      poster={poster}
      playsInline
      aria-label={label}
      onTimeUpdate={onTimeUpdate}
      onLoadedMetadata={onLoadedMetadata}
    >
      {children}
    </video>
  )
}

/** Stops playback and releases the network connection of a media element. */
function releaseMedia(video: HTMLMediaElement) {
  video.pause()
  video.removeAttribute('src')
  video.load()
}
