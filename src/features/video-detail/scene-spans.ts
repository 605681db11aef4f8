import type { Scene } from '@/api/videos'
import { parseSceneTime } from '@/lib/dates'

/** Times closer than this are the same moment (analysis times carry rounding). */
const SAME_MOMENT_S = 0.1

/** A scene with its times read: what the timeline, the player and the exports work from. */
export interface SceneSpan {
  scene: Scene
  /** The scene's number as the page shows it (1 for the first). */
  number: number
  start?: number
  end?: number
  /** Both times read and the scene lasts: it can be drawn to scale, played and exported. */
  timed: boolean
}

export function sceneSpans(scenes: readonly Scene[]): SceneSpan[] {
  return scenes.map((scene) => {
    const start = parseSceneTime(scene.startTime)
    const end = parseSceneTime(scene.endTime)
    const timed = start !== undefined && end !== undefined && end - start >= SAME_MOMENT_S / 2
    return { scene, number: scene.index + 1, start, end, timed }
  })
}

/**
 * Whether the times lay the scenes out one after another, as the list gives them: every scene
 * timed, none starting before the one before it has ended.
 */
export function inSequence(spans: readonly SceneSpan[]): boolean {
  let previousEnd = 0
  for (const span of spans) {
    if (!span.timed || span.start! < previousEnd - SAME_MOMENT_S) return false
    previousEnd = span.end!
  }
  return true
}

/**
 * The scene playing at `seconds`: the last timed scene that has begun (a gap between scenes
 * belongs to the scene before it), undefined before the first.
 */
export function spanAt(spans: readonly SceneSpan[], seconds: number): SceneSpan | undefined {
  let found: SceneSpan | undefined
  for (const span of spans)
    if (span.timed && span.start! <= seconds + SAME_MOMENT_S / 2)
      if (!found || span.start! >= found.start!) found = span
  return found
}

/** Pieces of a bar: a scene, or the time between two scenes. */
export type TimelinePiece =
  | { kind: 'scene'; span: SceneSpan; grow: number }
  | { kind: 'gap'; grow: number }

export interface TimelineLayout {
  pieces: TimelinePiece[]
  /** False when the times could not be trusted and every scene is drawn the same width. */
  toScale: boolean
}

/**
 * The timeline of a video: each scene as wide as it lasts (and the time no scene covers as a
 * gap) when the times are in sequence; otherwise, one equal piece per scene, so a video with
 * missing, overlapping or unreadable times still draws (and says so).
 */
export function timelineLayout(
  spans: readonly SceneSpan[],
  videoLength: number | null | undefined,
): TimelineLayout {
  if (spans.length === 0 || !inSequence(spans))
    return { pieces: spans.map((span) => ({ kind: 'scene', span, grow: 1 })), toScale: false }
  const pieces: TimelinePiece[] = []
  let at = 0
  for (const span of spans) {
    if (span.start! - at > SAME_MOMENT_S) pieces.push({ kind: 'gap', grow: span.start! - at })
    pieces.push({ kind: 'scene', span, grow: span.end! - Math.max(at, span.start!) })
    at = span.end!
  }
  const length = videoLength && Number.isFinite(videoLength) ? videoLength : 0
  if (length - at > SAME_MOMENT_S) pieces.push({ kind: 'gap', grow: length - at })
  return { pieces, toScale: true }
}
