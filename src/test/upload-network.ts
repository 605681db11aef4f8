import { vi } from 'vitest'
import { startSession } from '@/api/session'
import { applyConfig } from '@/config/runtime'

/**
 * The network an upload sees, faked for unit tests: the API (`fetch`) makes records `v1`,
 * `v2`… and the storage (`XMLHttpRequest`) answers per file name. `calls` lists what reached
 * it, in order: `create a.mp4 v1`, `storage a.mp4`, `status v1`, `delete v1`.
 */
export interface UploadNetwork {
  calls: string[]
  /**
   * Storage answers per file name (default 204); `hold` keeps the answer until released;
   * `drop` gives none (the connection dropped). A list answers one per request, its last
   * one from then on.
   */
  storageAnswer: Record<string, StorageAnswer | StorageAnswer[]>
  /** The status call's answer per record id (default 204): a 404 says the record is gone. */
  statusAnswer: Record<string, number>
  /** Record creations held until released (`holdCreate`). */
  holdCreate: boolean
  release: (() => void) | undefined
}

type StorageAnswer = number | 'hold' | 'drop'

/** The calls that send each file in turn, records numbered from `v1`: create, storage, status. */
export const callsSendingInTurn = (...names: string[]): string[] =>
  names.flatMap((name, i) => [`create ${name} v${i + 1}`, `storage ${name}`, `status v${i + 1}`])

export async function fakeUploadNetwork(): Promise<UploadNetwork> {
  const network: UploadNetwork = {
    calls: [],
    storageAnswer: {},
    statusAnswer: {},
    holdCreate: false,
    release: undefined,
  }
  applyConfig({ apiBase: 'https://api.test' })
  // A token far from expiry: the upload has no reason to refresh it (api/session-refresh.ts).
  await startSession({ accessToken: 't', issuedAt: Date.now(), expiresAt: Date.now() + 60_000 })
  let ids = 0
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input instanceof Request ? input.url : input))
      const method = init?.method ?? (input instanceof Request ? input.method : 'GET')
      if (method === 'POST' && url.pathname === '/api/videos') {
        const body = JSON.parse(String(init?.body)) as { filename: string }
        if (network.holdCreate)
          await new Promise<void>((done) => {
            network.release = done
          })
        const id = `v${++ids}`
        network.calls.push(`create ${body.filename} ${id}`)
        return Response.json({
          id,
          post_url: { url: `https://storage.test/${body.filename}`, fields: { key: id } },
        })
      }
      const id = url.pathname.split('/')[3] ?? ''
      if (method === 'PUT') {
        network.calls.push(`status ${id}`)
        const status = network.statusAnswer[id]
        if (status) return Response.json({ detail: 'Video not found' }, { status })
      }
      if (method === 'DELETE') network.calls.push(`delete ${id}`)
      return new Response(null, { status: 204 })
    }),
  )
  vi.stubGlobal(
    'XMLHttpRequest',
    class {
      upload: { onprogress?: (event: ProgressEvent) => void } = {}
      status = 0
      url = ''
      onload: (() => void) | null = null
      onabort: (() => void) | null = null
      onerror: (() => void) | null = null
      open(_method: string, url: string) {
        this.url = url
      }
      abort() {
        this.onabort?.()
      }
      send() {
        const name = decodeURIComponent(this.url.split('/').pop() ?? '')
        network.calls.push(`storage ${name}`)
        const planned = network.storageAnswer[name] ?? 204
        const answer = Array.isArray(planned)
          ? ((planned.length > 1 ? planned.shift() : planned[0]) ?? 204)
          : planned
        if (answer === 'drop') {
          setTimeout(() => this.onerror?.(), 0)
          return
        }
        const finish = () => {
          this.status = answer === 'hold' ? 204 : answer
          this.onload?.()
        }
        if (answer === 'hold') network.release = finish
        else setTimeout(finish, 0)
      }
    },
  )
  return network
}
