import type { Video } from '@/api/videos'
import { scenesCsv } from '@/lib/csv'
import { cmx3600 } from '@/lib/edl'
import { safeFileName } from '@/lib/file-name'
import type { FrameRate } from '@/lib/timecode'
import { chaptersVtt } from '@/lib/webvtt'
import { chaptersOf } from './chapters'
import type { SceneSpan } from './scene-spans'

export const EXPORT_FORMATS = ['vtt', 'csv', 'edl'] as const
export type ExportFormat = (typeof EXPORT_FORMATS)[number]

export interface ExportFile {
  name: string
  text: string
  type: string
}

/** What a file is named after: the video's title, else its file name without the extension. */
function baseName(video: Pick<Video, 'title' | 'filename'>): string {
  const fromFile = (video.filename ?? '').replace(/\.[^.]+$/, '')
  return safeFileName(video.title || fromFile)
}

/**
 * One export of a video's scenes (docs/decisions.md "Moments", exports): WebVTT
 * chapters, a CSV of every scene, or a CMX 3600 EDL at `rate`. All of it is made on the device
 * from the page's data, so it works offline from a saved page.
 */
export function sceneExport(
  video: Pick<Video, 'title' | 'filename'>,
  spans: readonly SceneSpan[],
  format: ExportFormat,
  { rate, untitled }: { rate: FrameRate; untitled: (number: number) => string },
): ExportFile {
  const base = baseName(video)
  if (format === 'vtt')
    return {
      name: `${base}.chapters.vtt`,
      text: chaptersVtt(chaptersOf(spans, untitled)),
      type: 'text/vtt;charset=utf-8',
    }
  if (format === 'csv')
    return {
      name: `${base}.scenes.csv`,
      text: scenesCsv(
        spans.map((span) => ({
          number: span.number,
          start: span.start,
          end: span.end,
          description: span.scene.description,
        })),
      ),
      type: 'text/csv;charset=utf-8',
    }
  return {
    name: `${base}.edl`,
    text: cmx3600({
      title: video.title || base,
      clipName: video.filename || undefined,
      events: spans
        .filter((span) => span.timed)
        .map((span) => ({ start: span.start!, end: span.end!, comment: span.scene.description })),
      rate,
    }),
    type: 'text/plain;charset=utf-8',
  }
}

/** Scenes an export leaves out: the ones whose times do not read (the CSV keeps them). */
export const untimedCount = (spans: readonly SceneSpan[]) =>
  spans.filter((span) => !span.timed).length
