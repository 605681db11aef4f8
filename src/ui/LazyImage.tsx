import { type CSSProperties, useEffect, useRef, useState } from 'react'
import { Icon } from './Icon'

interface LazyImageProps {
  src: string | undefined
  alt: string
  className?: string
  /** Width / height, reserved before the image arrives so nothing shifts (default 16 / 9). */
  aspectRatio?: string
}

/**
 * docs/product.md §7 assets: loaded when 10% of the placeholder is visible. A failed image keeps the
 * placeholder and logs a warning (docs/product.md §8). Cross-origin with CORS, so the service worker can
 * cache it without an opaque response.
 */
export function LazyImage({ src, alt, className, aspectRatio = '16 / 9' }: LazyImageProps) {
  const holder = useRef<HTMLDivElement>(null)
  const [visible, setVisible] = useState(false)
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading')

  useEffect(() => {
    const element = holder.current
    if (!element || visible) return
    if (typeof IntersectionObserver === 'undefined') {
      setVisible(true)
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setVisible(true)
          observer.disconnect()
        }
      },
      { threshold: 0.1 },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [visible])

  // A new source starts over.
  // biome-ignore lint/correctness/useExhaustiveDependencies: src is the trigger
  useEffect(() => setState('loading'), [src])

  const style: CSSProperties = { aspectRatio }
  return (
    <div ref={holder} className={['lazy-image', className].filter(Boolean).join(' ')} style={style}>
      {(state !== 'loaded' || !src) && (
        <span className="lazy-image-placeholder" aria-hidden="true">
          <Icon name="image" />
        </span>
      )}
      {visible && src && state !== 'failed' && (
        <img
          src={src}
          alt={alt}
          crossOrigin="anonymous"
          decoding="async"
          className={state === 'loaded' ? 'loaded' : undefined}
          onLoad={() => setState('loaded')}
          onError={() => {
            setState('failed')
            console.warn(`Image could not be loaded: ${src}`)
          }}
        />
      )}
    </div>
  )
}
