import { useLingui } from '@lingui/react/macro'
import { type PointerEvent, type ReactNode, useLayoutEffect, useRef } from 'react'
import { assetUrl } from '@/api/assets'
import type { Scene } from '@/api/videos'
import { FRAME_SWIPE_PX } from '@/config/limits'
import { IconButton } from '@/ui/IconButton'
import { LazyImage } from '@/ui/LazyImage'
import { ViewerDialog } from './ViewerDialog'

interface FrameViewerProps {
  videoId: string
  scene: Scene
  /** The frame shown (0-based, among all the scene's frames), or null when closed. */
  index: number | null
  onIndex: (index: number) => void
  onClose: () => void
}

/**
 * A scene's frames, one at a time and large (docs/decisions.md "Screens", frames open larger): previous and next by the buttons, the
 * arrow keys or a swipe; Esc or Close shuts it and the browser returns the focus to the frame
 * that opened it (native <dialog>).
 */
export function FrameViewer({ videoId, scene, index, onIndex, onClose }: FrameViewerProps) {
  const { t } = useLingui()
  const swipeStart = useRef<number | null>(null)
  const total = scene.frames.length
  const open = index !== null && index >= 0 && index < total
  const hasPrevious = open && index > 0
  const hasNext = open && index < total - 1
  const go = (step: -1 | 1) => {
    if (index === null) return
    const next = index + step
    if (next >= 0 && next < total) onIndex(next)
  }

  // Arrow keys anywhere in the open viewer, whichever of its controls has the focus. Set at the
  // commit (a layout effect), so a held key's next repeat already steps from the frame shown.
  useLayoutEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return
      event.preventDefault()
      const step = event.key === 'ArrowLeft' ? -1 : 1
      const next = index + step
      if (next >= 0 && next < total) onIndex(next)
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [open, index, total, onIndex])

  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = event.clientX
  }
  const onPointerUp = (event: PointerEvent) => {
    const start = swipeStart.current
    swipeStart.current = null
    if (start === null) return
    const moved = event.clientX - start
    // Right to left shows the next frame, as on a phone's photo viewer.
    if (Math.abs(moved) >= FRAME_SWIPE_PX) go(moved < 0 ? 1 : -1)
  }

  const sceneNumber = scene.index + 1
  const position = (index ?? 0) + 1
  const label = t`Scene ${sceneNumber}, frame ${position} of ${total}`
  const frame = open ? scene.frames[index] : undefined
  return (
    <ViewerDialog open={open} title={label} onClose={onClose} className="frame-viewer">
      <div className="frame-viewer-stage">
        <IconButton
          icon="chevron-left"
          label={t`Previous frame`}
          className="frame-viewer-step"
          disabled={!hasPrevious}
          onClick={() => go(-1)}
        />
        <div
          className="frame-viewer-picture"
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
          onPointerCancel={() => {
            swipeStart.current = null
          }}
        >
          {frame && (
            <img
              key={frame.path}
              src={assetUrl(videoId, frame.path)}
              alt={label}
              crossOrigin="anonymous"
              draggable={false}
            />
          )}
        </div>
        <IconButton
          icon="chevron-right"
          label={t`Next frame`}
          className="frame-viewer-step"
          disabled={!hasNext}
          onClick={() => go(1)}
        />
      </div>
    </ViewerDialog>
  )
}

/**
 * A frame's thumbnail in a grid, named by its place in the scene, with the button over it that
 * opens it in the viewer. `children` go between the two (the frame's number in the full grid).
 */
export function FrameTile({
  videoId,
  path,
  sceneNumber,
  position,
  total,
  onOpen,
  children,
}: {
  videoId: string
  path: string
  sceneNumber: number
  /** From 1, among all the scene's frames. */
  position: number
  total: number
  onOpen: () => void
  children?: ReactNode
}) {
  const { t } = useLingui()
  return (
    <>
      <LazyImage
        src={assetUrl(videoId, path)}
        alt={t`Scene ${sceneNumber}, frame ${position} of ${total}`}
      />
      {children}
      <button
        type="button"
        className="frame-open"
        aria-label={t`Enlarge frame ${position} of ${total}`}
        onClick={onOpen}
      />
    </>
  )
}
