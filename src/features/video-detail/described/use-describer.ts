import { type RefObject, useEffect, useState } from 'react'
import { pauseSpeaking, resumeSpeaking, speak, stopSpeaking } from './speech'

interface DescriberProps {
  video: RefObject<HTMLVideoElement | null>
  /** The `<track kind="descriptions">` element; its cues are what is described. */
  track: RefObject<HTMLTrackElement | null>
  /** The track's file (the effect starts again when it is there). */
  trackUrl: string | undefined
  on: boolean
  /** The language the descriptions are written in (the video's output language). */
  lang: string
  /** Whether to speak them too (a voice for the language exists). */
  voice: boolean
}

/** A cue's text as written (`VTTCue.text` keeps the file's `&amp;`). */
const textOf = (cue: TextTrackCue) =>
  (cue instanceof VTTCue ? cue.getCueAsHTML().textContent : '') ?? ''

/**
 * Described video (docs/product.md, "Described video"): while `on`, each cue of the track is
 * given out as it begins, as the text this returns (for a polite live region) and spoken. The
 * rule for the time a description may take: its scene. When a cue ends while its description is
 * still spoken (the next scene begins, or a stretch no scene covers), the video is paused and
 * plays on when the speech ends, and the next scene's description follows then. A seek stops
 * the speech and lets go of a hold; pressing play while held plays on (the user's choice wins).
 * A pause the user makes pauses the speech too, and play goes on with it.
 */
export function useDescriber({ video, track, trackUrl, on, lang, voice }: DescriberProps): string {
  const [said, setSaid] = useState('')

  useEffect(() => {
    const element = video.current
    const textTrack = track.current?.track
    if (!element || !textTrack || !trackUrl) return
    if (!on) {
      textTrack.mode = 'disabled'
      setSaid('')
      return
    }
    // Hidden: its cues load and change as the video plays, and the browser draws none.
    textTrack.mode = 'hidden'
    let given: TextTrackCue | undefined // the cue last given out
    let speaking: TextTrackCue | undefined // the cue whose description is being spoken
    let waiting: TextTrackCue | undefined // a cue that began while the one before was spoken
    let held = false // the video was paused here, for the speech to end
    let turn = 0 // a speech's end counts only for the speech still wanted

    const playOn = () => {
      if (!held) return
      held = false
      if (element.paused && element.isConnected) element.play().catch(() => undefined)
    }

    const give = (cue: TextTrackCue) => {
      given = cue
      const text = textOf(cue)
      setSaid(text)
      const mine = ++turn
      const ended = voice ? speak(text, lang) : undefined
      speaking = ended ? cue : undefined
      ended?.then(() => {
        if (mine !== turn) return
        speaking = undefined
        const next = waiting
        waiting = undefined
        if (next) give(next)
        playOn()
      })
    }

    const onCueChange = () => {
      const active = textTrack.activeCues?.[0]
      if (speaking && speaking !== active) {
        // Its scene is over and its description is not: hold the video until it is.
        if (!element.paused) {
          held = true
          element.pause()
        }
        if (active && active !== given) waiting = active
        return
      }
      if (active && active !== given) give(active)
    }

    const onSeeking = () => {
      turn++
      stopSpeaking()
      given = speaking = waiting = undefined
      held = false
    }
    const onPlay = () => {
      held = false
      if (speaking) resumeSpeaking()
    }
    const onPause = () => {
      if (!held && speaking) pauseSpeaking()
    }

    textTrack.addEventListener('cuechange', onCueChange)
    element.addEventListener('seeking', onSeeking)
    element.addEventListener('play', onPlay)
    element.addEventListener('pause', onPause)
    onCueChange()
    return () => {
      textTrack.removeEventListener('cuechange', onCueChange)
      element.removeEventListener('seeking', onSeeking)
      element.removeEventListener('play', onPlay)
      element.removeEventListener('pause', onPause)
      turn++
      if (speaking) stopSpeaking()
      playOn()
    }
  }, [video, track, trackUrl, on, lang, voice])

  return said
}
