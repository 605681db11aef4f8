// @ts-check
// What every part of the double shares: the store, the run-time config, the log, the faults,
// the job scheduler and the three origins' URLs. server.mjs builds one per running double.

/**
 * Run-time settings; `GET`/`POST /__control/config` reads and merges them, reset restores them.
 * @typedef {{
 *   analysisDelayMs: number, trailerDelayMs: number, reportDelayMs: number, tokenTtlSeconds: number,
 *   ticketUnderData: boolean, ticketTtlSeconds: number, ticketSuccessActionStatus: string | null, storageBytesPerSecond: number,
 *   videoBytesPerSecond: number, latencyMs: number, revokeOnRefresh: boolean,
 * }} Config
 */

/**
 * @typedef {{
 *   store: import('./store.mjs').Store,
 *   config: Config,
 *   initialConfig: Readonly<Config>,
 *   info: (...args: unknown[]) => void,
 *   uploadsDir: string,
 *   urls: { api: string, assets: string, storage: string },
 *   appOrigins: string[],
 *   log: import('./request-log.mjs').RequestLog,
 *   faults: import('./faults.mjs').Faults,
 *   jobs: import('../sim/jobs.mjs').Jobs,
 *   media: import('../sim/media.mjs').MediaWork,
 *   footage: import('../sim/footage.mjs').Footage,
 *   demo: { windowMs: number } | null,
 * }} Double
 */

/**
 * @param {{ analysisDelayMs?: number, trailerDelayMs?: number, reportDelayMs?: number,
 *   tokenTtlSeconds?: number, storageBytesPerSecond?: number, latencyMs?: number,
 *   revokeOnRefresh?: boolean }} opts
 * @returns {Config}
 */
export function configFrom(opts) {
  return {
    analysisDelayMs: opts.analysisDelayMs ?? 8000,
    trailerDelayMs: opts.trailerDelayMs ?? 6000,
    reportDelayMs: opts.reportDelayMs ?? 5000,
    tokenTtlSeconds: opts.tokenTtlSeconds ?? 3600,
    ticketUnderData: false,
    ticketTtlSeconds: 3600,
    ticketSuccessActionStatus: null,
    storageBytesPerSecond: opts.storageBytesPerSecond ?? 0, // 0: as fast as the network goes
    // The assets origin sends video bodies at this rate (0: as fast as the network goes), so a
    // download of a video can be cut or hidden part way, as on a slow connection.
    videoBytesPerSecond: 0,
    // Each API request waits 0.5 to 1.5 times this before it is handled (0: none), so calls
    // made together may answer in any order, as over a real network.
    latencyMs: opts.latencyMs ?? 0,
    // A refresh revokes the token it presented (a stricter backend than the spec asks for).
    revokeOnRefresh: opts.revokeOnRefresh ?? false,
  }
}
