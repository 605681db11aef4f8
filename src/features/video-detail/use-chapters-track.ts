import { useEffect, useState } from 'react'
import { chaptersVtt } from '@/lib/webvtt'
import { chaptersOf } from './chapters'
import type { SceneSpan } from './scene-spans'

/**
 * The scenes as a WebVTT chapters file, made on the device and handed to `<track>` as a blob
 * URL (allowed by the page's `media-src blob:`), released when the player goes.
 */
export function useChaptersTrack(
  spans: readonly SceneSpan[],
  untitled: (number: number) => string,
): string | undefined {
  const vtt = chaptersVtt(chaptersOf(spans, untitled))
  const [url, setUrl] = useState<string>()
  useEffect(() => {
    const made = URL.createObjectURL(new Blob([vtt], { type: 'text/vtt' }))
    setUrl(made)
    return () => {
      setUrl(undefined)
      URL.revokeObjectURL(made)
    }
  }, [vtt])
  return url
}
