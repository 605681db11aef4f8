/**
 * SMPTE timecodes (HH:MM:SS:FF) at the frame rates an edit decision list is made for. 29.97 is
 * drop-frame: its frames run at 30000/1001 a second, and to keep the clock on time the labels
 * 00 and 01 are skipped at the start of every minute except every tenth (the frames are all
 * there; only their names jump). Its timecodes use `;` before the frames.
 */

export const FRAME_RATES = ['24', '25', '29.97df', '30'] as const
export type FrameRate = (typeof FRAME_RATES)[number]
export const FRAME_RATE_DEFAULT: FrameRate = '25'

interface Rate {
  /** Frames a second, exactly. */
  fps: number
  /** Frames counted in one timecode second. */
  base: number
  drop: boolean
}

const RATES: Record<FrameRate, Rate> = {
  '24': { fps: 24, base: 24, drop: false },
  '25': { fps: 25, base: 25, drop: false },
  '29.97df': { fps: 30000 / 1001, base: 30, drop: true },
  '30': { fps: 30, base: 30, drop: false },
}

/** Drop-frame 29.97: frames in ten minutes (10 × 1800 less 9 × 2 dropped), and in a minute that drops. */
const DF_TEN_MINUTES = 17_982
const DF_MINUTE = 1_798
const DF_DROPPED = 2

export const isDropFrame = (rate: FrameRate) => RATES[rate].drop

/** The frame at `seconds` (the nearest one); never below 0. */
export const framesAt = (seconds: number, rate: FrameRate) =>
  Math.max(0, Math.round(seconds * RATES[rate].fps))

/** Where frame `frames` starts, in seconds. */
export const secondsAt = (frames: number, rate: FrameRate) => frames / RATES[rate].fps

const two = (n: number) => String(n).padStart(2, '0')

/** The timecode of frame number `frames` (0 is 00:00:00:00). */
export function timecode(frames: number, rate: FrameRate): string {
  const { base, drop } = RATES[rate]
  let label = Math.max(0, Math.floor(frames))
  if (drop) {
    // Add back the labels skipped so far: 18 per ten minutes, 2 per further minute begun.
    const tens = Math.floor(label / DF_TEN_MINUTES)
    const rest = label % DF_TEN_MINUTES
    label +=
      18 * tens +
      (rest > DF_DROPPED - 1 ? DF_DROPPED * Math.floor((rest - DF_DROPPED) / DF_MINUTE) : 0)
  }
  const ff = label % base
  const seconds = Math.floor(label / base)
  const clock = [Math.floor(seconds / 3600), Math.floor(seconds / 60) % 60, seconds % 60]
  return `${clock.map(two).join(':')}${drop ? ';' : ':'}${two(ff)}`
}

/** The frame number of a timecode, or undefined when it is not one (at this rate). */
export function parseTimecode(text: string, rate: FrameRate): number | undefined {
  const match = /^(\d{2,}):(\d{2}):(\d{2})([:;.,])(\d{2})$/.exec(text.trim())
  if (!match) return undefined
  const { base, drop } = RATES[rate]
  const [hh, mm, ss, ff] = [match[1], match[2], match[3], match[5]].map(Number) as [
    number,
    number,
    number,
    number,
  ]
  if (mm > 59 || ss > 59 || ff >= base) return undefined
  if ((match[4] === ';' || match[4] === ',') !== drop) return undefined
  const minutes = hh * 60 + mm
  if (drop && ss === 0 && ff < DF_DROPPED && mm % 10 !== 0) return undefined // a skipped label
  const dropped = drop ? DF_DROPPED * (minutes - Math.floor(minutes / 10)) : 0
  return (minutes * 60 + ss) * base + ff - dropped
}
