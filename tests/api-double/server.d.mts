/** Types of the API double's module API for TypeScript callers (the e2e harness). */
export interface DoubleOptions {
  apiPort?: number
  assetsPort?: number
  storagePort?: number
  host?: string
  dataDir?: string
  analysisDelayMs?: number
  trailerDelayMs?: number
  reportDelayMs?: number
  tokenTtlSeconds?: number
  /** Throttles storage uploads to this many bytes per second (0: no throttle). */
  storageBytesPerSecond?: number
  /** Every API call answers 0.5 to 1.5 times this late, so concurrent calls may reorder (0: none). */
  latencyMs?: number
  /** A refresh revokes the token it presented (a stricter backend; off by default). */
  revokeOnRefresh?: boolean
  appOrigins?: string[]
  quiet?: boolean
  /** Mounts the control endpoints (`/__control/*`) for tests; off unless asked for. */
  control?: boolean
  /** Demo mode (npm start): seeded videos in progress finish within `demoWindowMs` (60 s). */
  demo?: boolean
  demoWindowMs?: number
  /** The ffmpeg that cuts an upload's own pictures: a path, or false for the stock media only. */
  ffmpeg?: boolean | string
  /** How long ffmpeg may take over an upload before the stock media stand in (90 s). */
  mediaTimeLimitMs?: number
  /** Where footage made to length is kept (`{dataDir}/footage`, else a temp folder all doubles share). */
  footageDir?: string
}
export interface DoubleHandle {
  apiUrl: string
  assetsUrl: string
  storageUrl: string
  close: () => Promise<void>
}
export declare function startDouble(options?: DoubleOptions): Promise<DoubleHandle>
export declare const MAX_VIDEO_BYTES: number
/** The fields every storage ticket carries and every storage POST must send back. */
export declare const TICKET_FIELDS: string[]
