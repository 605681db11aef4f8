import { useEffect, useState } from 'react'

/**
 * Speech synthesis as the described video uses it: one description at a time, in a language,
 * with a voice of that language or not at all. The browser's `speechSynthesis` is read at each
 * call (never kept), so whatever engine the page has is the one used.
 */

const engine = (): SpeechSynthesis | undefined =>
  typeof window !== 'undefined' && 'speechSynthesis' in window ? window.speechSynthesis : undefined

/** A voice for `lang` ("en", "ja"): one on the device first (it needs no network). */
function voiceFor(lang: string): SpeechSynthesisVoice | undefined {
  const want = lang.toLowerCase().split('-')[0]!
  const voices = (engine()?.getVoices() ?? []).filter(
    (voice) => voice.lang.toLowerCase().replace('_', '-').split('-')[0] === want,
  )
  return voices.find((voice) => voice.localService) ?? voices[0]
}

/**
 * Whether the browser has a voice for `lang`. The list of voices may arrive after the page
 * (Chrome fills it later and says so with `voiceschanged`), so the answer follows it.
 */
export function useHasVoice(lang: string): boolean {
  const [has, setHas] = useState(() => voiceFor(lang) !== undefined)
  useEffect(() => {
    const synth = engine()
    const check = () => setHas(voiceFor(lang) !== undefined)
    check()
    synth?.addEventListener?.('voiceschanged', check)
    return () => synth?.removeEventListener?.('voiceschanged', check)
  }, [lang])
  return has
}

/** The utterance being spoken: kept here, as Chrome may drop one nothing refers to unfinished. */
let speaking: SpeechSynthesisUtterance | undefined

/**
 * Speaks `text` in `lang`, stopping whatever was being said. Settles when the utterance ends,
 * fails or is cancelled; undefined when there is no voice for the language (nothing is said).
 */
export function speak(text: string, lang: string): Promise<void> | undefined {
  const synth = engine()
  const voice = voiceFor(lang)
  if (!synth || !voice) return undefined
  synth.cancel()
  // Chrome keeps a paused engine paused after cancel, and would not say the next one.
  if (synth.paused) synth.resume()
  const utterance = new SpeechSynthesisUtterance(text)
  utterance.lang = voice.lang
  utterance.voice = voice
  speaking = utterance
  return new Promise((resolve) => {
    const done = () => {
      if (speaking === utterance) speaking = undefined
      resolve()
    }
    utterance.addEventListener('end', done, { once: true })
    utterance.addEventListener('error', done, { once: true })
    synth.speak(utterance)
  })
}

/** Pauses the description being spoken (the user paused the video); `resumeSpeaking` goes on. */
export function pauseSpeaking(): void {
  engine()?.pause?.()
}

export function resumeSpeaking(): void {
  engine()?.resume?.()
}

/** Stops speaking at once; a pending `speak` settles. */
export function stopSpeaking(): void {
  engine()?.cancel()
}
