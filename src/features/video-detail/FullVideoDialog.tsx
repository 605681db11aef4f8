import { Trans, useLingui } from '@lingui/react/macro'
import { type KeyboardEvent, useMemo, useRef, useState } from 'react'
import { assetUrl } from '@/api/assets'
import { keptSource } from '@/api/kept-on-device'
import type { Video } from '@/api/videos'
import { formatDuration } from '@/lib/dates'
import { chaptersVtt } from '@/lib/webvtt'
import { MediaPlayer } from '@/ui/MediaPlayer'
import { isTextField } from '@/ui/shortcuts/keys'
import { CopyMoment } from './CopyMoment'
import { chaptersOf } from './chapters'
import { DescribedVideo } from './described/DescribedVideo'
import { setDescribed, useDescribed } from './described/described-choice'
import { descriptionsVtt } from './described/descriptions'
import { useHasVoice } from './described/speech'
import { useDescriber } from './described/use-describer'
import { SceneFind } from './SceneFind'
import { SceneJumpList } from './SceneJumpList'
import { type SceneSpan, sceneSpans, spanAt } from './scene-spans'
import { useSceneFind } from './use-scene-find'
import { useVttUrl } from './use-vtt-url'
import { ViewerDialog } from './ViewerDialog'
import './moment-dialogs.css'

/** A position this close before where the player was sent counts as there (frames, rounding). */
const REACHED_MARGIN_S = 0.5
/** A file shorter than its record by more than this says so (a length is whole seconds). */
const SHORT_BY_S = 1

interface FullVideoDialogProps {
  open: boolean
  video: Video
  /** Where playback starts, in seconds. */
  start: number
  /** Play at once (a click on Watch); a link that opens the player leaves it paused. */
  autoPlay: boolean
  /** Closed; `scene` was playing last. */
  onClose: (scene: number | undefined) => void
}

/**
 * The full video, knowing its scenes (docs/product.md, video detail: "Watch full video"): it
 * starts at `start`, carries the scenes as a chapters track, lists them to jump to with the one
 * playing marked, and copies a link to the moment on screen. Closing unmounts the player, which
 * pauses it and releases its network (MediaPlayer); a video kept for offline plays from the device.
 */
export function FullVideoDialog({ open, video, start, autoPlay, onClose }: FullVideoDialogProps) {
  const { t, i18n } = useLingui()
  const player = useRef<HTMLVideoElement>(null)
  const scenes = useMemo(() => video.outputData?.scenes ?? [], [video])
  const spans = useMemo(() => sceneSpans(scenes), [scenes])
  const find = useSceneFind(scenes)
  const chapters = useVttUrl(chaptersVtt(chaptersOf(spans, (number) => t`Scene ${number}`)))
  const descriptions = useVttUrl(descriptionsVtt(spans))
  const descriptionsTrack = useRef<HTMLTrackElement>(null)
  const described = useDescribed()
  const lang = video.outputLanguage || i18n.locale
  const voice = useHasVoice(lang)
  const said = useDescriber({
    video: player,
    track: descriptionsTrack,
    trackUrl: descriptions,
    on: described,
    lang,
    voice,
  })
  const [current, setCurrent] = useState(() => spanAt(spans, start)?.scene.index)
  const [duration, setDuration] = useState<number>()
  // The time tells which scene plays only once the file has reached where it was sent (the
  // start, a jump): a file shorter than its record cannot seek to a later scene, and its time
  // (clamped to its end, or 0) must not move the selection that closing hands back.
  const sentTo = useRef({ time: start, reached: start === 0 })
  // A kept copy plays from this device (the service worker), online too: no second download.
  const file = keptSource(video.id, 'full') ?? assetUrl(video.id, video.videoPath, 'input')
  // A media fragment: the browser asks for the bytes at `start` first.
  const [src] = useState(() => (file ? (start > 0 ? `${file}#t=${start}` : file) : undefined))
  const close = () => onClose(current)
  // D turns described video on and off anywhere in the player but a text field (a modal
  // dialog owns the keyboard, so the page's shortcuts do not reach here).
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key.toLowerCase() !== 'd' || event.ctrlKey || event.metaKey || event.altKey) return
    if (event.nativeEvent.isComposing || isTextField(event.target)) return
    event.preventDefault()
    setDescribed(!described)
  }

  const jump = (span: SceneSpan) => {
    const element = player.current
    if (!element || span.start === undefined) return
    element.currentTime = span.start
    sentTo.current = { time: span.start, reached: false }
    setCurrent(span.scene.index)
    element.play().catch(() => undefined)
  }

  // Find in this video marks the matching scenes here; Enter and Shift+Enter play the next and
  // previous match (typing alone does not move playback).
  const stepFind = (by: 1 | -1) => {
    const index = find.matchFrom(current ?? -1, by)
    const span = spans.find((each) => each.scene.index === index)
    if (span) jump(span)
  }

  return (
    <ViewerDialog
      open={open}
      title={t`Full video`}
      onClose={close}
      className="player-dialog full-video"
    >
      {src ? (
        // biome-ignore lint/a11y/noStaticElementInteractions: a key for the whole player, not a control
        <div className="full-video-body" onKeyDown={onKeyDown}>
          <div className="full-video-stage">
            <MediaPlayer
              src={src}
              label={t`Full video`}
              autoPlay={autoPlay}
              videoRef={player}
              onTimeUpdate={(event) => {
                const time = event.currentTarget.currentTime
                if (!sentTo.current.reached) {
                  if (time < sentTo.current.time - REACHED_MARGIN_S) return
                  sentTo.current.reached = true
                }
                setCurrent(spanAt(spans, time)?.scene.index)
              }}
              onLoadedMetadata={(event) => {
                const length = event.currentTarget.duration
                setDuration(Number.isFinite(length) ? length : undefined)
              }}
            >
              {chapters && (
                <track
                  kind="chapters"
                  src={chapters}
                  srcLang={i18n.locale}
                  label={t`Scenes`}
                  default
                />
              )}
              {descriptions && (
                <track
                  ref={descriptionsTrack}
                  kind="descriptions"
                  src={descriptions}
                  srcLang={lang}
                  label={t`Scene descriptions`}
                />
              )}
            </MediaPlayer>
            <DescribedVideo on={described} lang={lang} voice={voice} said={said} />
            <CopyMoment videoId={video.id} now={() => player.current?.currentTime ?? start} />
            <ShortFileNote file={duration} record={recordLength(video, spans)} />
          </div>
          {spans.length > 0 && (
            <div className="full-video-scenes">
              <SceneFind find={find} selected={current ?? -1} onStep={stepFind} />
              <SceneJumpList
                spans={spans}
                current={current}
                duration={duration}
                onJump={jump}
                isMatch={find.isMatch}
                marksIn={find.marksIn}
              />
            </div>
          )}
        </div>
      ) : (
        <p className="muted">
          <Trans>This video is not available.</Trans>
        </p>
      )}
    </ViewerDialog>
  )
}

/** The video's length as its record gives it, else where its last timed scene ends. */
function recordLength(video: Video, spans: readonly SceneSpan[]): number | undefined {
  if (video.videoLength) return video.videoLength
  const ends = spans.flatMap((span) => (span.timed ? [span.end!] : []))
  return ends.length > 0 ? Math.max(...ends) : undefined
}

/**
 * The file is shorter than its record (a trimmed or re-encoded upload, a backend's mistake): says
 * so, with both lengths, so scenes that cannot be reached are not a mystery.
 */
function ShortFileNote({ file, record }: { file?: number; record?: number }) {
  if (file === undefined || record === undefined || file >= record - SHORT_BY_S) return null
  const fileLength = formatDuration(file)
  const recordLength = formatDuration(record)
  return (
    <p className="full-video-short">
      <Trans>
        This file is {fileLength} long; the video's record says {recordLength}. Scenes after{' '}
        {fileLength} cannot be played.
      </Trans>
    </p>
  )
}
