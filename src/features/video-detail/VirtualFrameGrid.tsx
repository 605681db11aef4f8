import { type CSSProperties, useEffect, useLayoutEffect, useRef, useState } from 'react'
import type { Scene } from '@/api/videos'
import { FrameTile, FrameViewer } from './FrameViewer'
import { gridGeometry, type RowRange, visibleRows } from './virtual-grid'

const MIN_ITEM_PX = 150
const GAP_PX = 12
const RATIO = 9 / 16
/** Rows kept above and below the viewport, so fast scrolling rarely shows empty space. */
const OVERSCAN_ROWS = 3

/**
 * Every frame of a scene in a windowed grid: the page scrolls as if all rows were there (the
 * grid reserves their height) but only the rows near the viewport are in the DOM, and their
 * images load lazily at 10% visibility (LazyImage). Written by hand: a few lines of arithmetic
 * (virtual-grid.ts) do not justify a dependency.
 */
export function VirtualFrameGrid({ videoId, scene }: { videoId: string; scene: Scene }) {
  const holder = useRef<HTMLDivElement>(null)
  const [width, setWidth] = useState(0)
  const [range, setRange] = useState<RowRange>({ first: 0, end: 0 })
  const [viewing, setViewing] = useState<number | null>(null)
  const frames = scene.frames
  const total = frames.length
  const geometry = gridGeometry(total, width, { minItem: MIN_ITEM_PX, gap: GAP_PX, ratio: RATIO })
  const sceneNumber = scene.index + 1
  const { rowStride, rows } = geometry

  useLayoutEffect(() => {
    const element = holder.current
    if (!element) return
    setWidth(element.clientWidth)
    const observer = new ResizeObserver(() => setWidth(element.clientWidth))
    observer.observe(element)
    return () => observer.disconnect()
  }, [])

  useEffect(() => {
    const element = holder.current
    if (!element) return
    let frame = 0
    const update = () => {
      frame = 0
      const top = -element.getBoundingClientRect().top
      const next = visibleRows({ rowStride, rows }, top, window.innerHeight, OVERSCAN_ROWS)
      setRange((prev) => (prev.first === next.first && prev.end === next.end ? prev : next))
    }
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update)
    }
    update()
    window.addEventListener('scroll', schedule, { passive: true })
    window.addEventListener('resize', schedule)
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', schedule)
      window.removeEventListener('resize', schedule)
    }
  }, [rowStride, rows])

  const first = range.first * geometry.columns
  const end = Math.min(total, range.end * geometry.columns)
  const style = { blockSize: `${geometry.height}px` } as CSSProperties
  const windowStyle = {
    '--columns': geometry.columns,
    transform: `translateY(${range.first * geometry.rowStride}px)`,
  } as CSSProperties
  return (
    <div ref={holder} className="virtual-frames" style={style}>
      <ul className="frame-grid virtual-frames-window" style={windowStyle}>
        {frames.slice(first, end).map((frame, offset) => {
          const position = first + offset + 1
          return (
            <li key={position} aria-setsize={total} aria-posinset={position}>
              <FrameTile
                videoId={videoId}
                path={frame.path}
                sceneNumber={sceneNumber}
                position={position}
                total={total}
                onOpen={() => setViewing(position - 1)}
              >
                <span className="frame-number" aria-hidden="true">
                  {position}
                </span>
              </FrameTile>
            </li>
          )
        })}
      </ul>
      <FrameViewer
        videoId={videoId}
        scene={scene}
        index={viewing}
        onIndex={setViewing}
        onClose={() => setViewing(null)}
      />
    </div>
  )
}
