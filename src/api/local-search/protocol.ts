import type { LocalSearch } from './types'

/**
 * The message protocol between the page and the worker: a call is `{ id, method, args }`, its
 * answer `{ id, result }` or `{ id, error }`. Works over anything with `postMessage` and
 * message events: a Worker, the worker's global scope, or a MessageChannel port in tests.
 */

export type Method = keyof LocalSearch
const METHODS: readonly Method[] = [
  'load',
  'upsertVideos',
  'removeVideos',
  'search',
  'suggestTags',
  'flush',
  'wipe',
  'stats',
]

export interface Call {
  id: number
  method: Method
  args: unknown[]
}
export type Answer = { id: number; result: unknown } | { id: number; error: string }

export interface Port {
  postMessage(message: unknown): void
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void
  /** A Worker's: its script failed to load or threw. */
  addEventListener(type: 'error', listener: (event: Event) => void): void
}

const isCall = (data: unknown): data is Call =>
  typeof data === 'object' &&
  data !== null &&
  typeof (data as Call).id === 'number' &&
  METHODS.includes((data as Call).method) &&
  Array.isArray((data as Call).args)

/** Answers calls arriving on `port` with `engine` (the worker side). */
export function serveLocalSearch(port: Port, engine: LocalSearch): void {
  port.addEventListener('message', (event) => {
    const call = event.data
    if (!isCall(call)) return
    const method = engine[call.method] as (...args: unknown[]) => Promise<unknown>
    Promise.resolve()
      .then(() => method(...call.args))
      .then(
        (result) => port.postMessage({ id: call.id, result } satisfies Answer),
        (error: unknown) =>
          port.postMessage({
            id: call.id,
            error: error instanceof Error ? error.message : String(error),
          } satisfies Answer),
      )
  })
}

/**
 * The engine on the other side of `port`, as promises (the page side). When the worker fails
 * (its script did not load, or it crashed), every call waiting and every later one rejects.
 */
export function connectLocalSearch(port: Port): LocalSearch {
  let nextId = 1
  let failure: Error | undefined
  const pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (e: Error) => void }
  >()
  port.addEventListener('error', () => {
    failure = new Error('Local search: the worker stopped')
    for (const waiting of pending.values()) waiting.reject(failure)
    pending.clear()
  })
  port.addEventListener('message', (event) => {
    const answer = event.data as Answer
    const waiting = typeof answer?.id === 'number' ? pending.get(answer.id) : undefined
    if (!waiting) return
    pending.delete(answer.id)
    if ('error' in answer) waiting.reject(new Error(`Local search: ${answer.error}`))
    else waiting.resolve(answer.result)
  })
  const call =
    (method: Method) =>
    (...args: unknown[]) =>
      new Promise((resolve, reject) => {
        if (failure) return reject(failure)
        const id = nextId++
        pending.set(id, { resolve, reject })
        port.postMessage({ id, method, args } satisfies Call)
      })
  return Object.fromEntries(
    METHODS.map((method) => [method, call(method)]),
  ) as unknown as LocalSearch
}
