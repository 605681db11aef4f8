import { useEffect, useState } from 'react'

/**
 * A WebVTT file made on the device (chapters, descriptions), handed to `<track>` as a blob URL
 * (allowed by the page's `media-src blob:`, and needing no network), released when the player
 * goes or the text changes.
 */
export function useVttUrl(vtt: string): string | undefined {
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
