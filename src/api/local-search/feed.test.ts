import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ownerOf } from '@/lib/owner'
import type { IndexableVideo } from './types'

/** What the page would post to the worker, in order. */
const calls: string[] = []
let user: { email: string } | null = { email: 'alice@example.com' }

vi.mock('@/api/session', () => ({ session: { user: () => user } }))
vi.mock('./client', () => ({
  localSearch: () => ({
    upsertVideos: async (owner: string, videos: readonly IndexableVideo[]) => {
      calls.push(`upsert ${owner === ownerOf(user) ? 'me' : 'other'} ${videos.map((v) => v.id)}`)
    },
    removeVideos: async (_owner: string, ids: readonly string[]) => {
      calls.push(`remove ${ids}`)
    },
  }),
  setLocalSearchOwner: async (owner: string) => {
    calls.push(`owner ${owner === ownerOf(user) ? 'me' : 'other'}`)
  },
  wipeLocalSearch: async () => {
    if (wipeFails) throw new TypeError('Failed to fetch dynamically imported module')
    calls.push('wipe')
  },
}))
let wipeFails = false

const video = (id: string) => ({ id }) as unknown as IndexableVideo

/** A fresh feed (its queue is module state) for every test. */
async function freshFeed() {
  vi.resetModules()
  return import('./feed')
}

beforeEach(() => {
  calls.length = 0
  user = { email: 'alice@example.com' }
  wipeFails = false
})

describe('the feed of saved pages to the index', () => {
  it('posts one page per call, in the order saved, when a search settles it', async () => {
    const feed = await freshFeed()
    const me = ownerOf(user)!
    feed.feedIndex(me, [video('a'), video('b')])
    feed.feedIndex(me, [video('c')])
    feed.unfeedIndex(me, ['a'])
    feed.feedIndex(me, []) // nothing to post
    await feed.settleFeed()
    expect(calls).toEqual(['upsert me a,b', 'upsert me c', 'remove a'])
  })

  it("sets the saved index's owner to the signed-in user before the first post reaches it", async () => {
    const feed = await freshFeed()
    const me = ownerOf(user)!
    feed.setIndexOwner(me) // its own turn comes after the page's load; a post does not wait
    feed.feedIndex(me, [video('a')])
    await feed.settleFeed()
    feed.feedIndex(me, [video('b')])
    await feed.settleFeed()
    expect(calls).toEqual(['owner me', 'upsert me a', 'upsert me b'])
  })

  it('skips setting the owner to a user who is no longer signed in', async () => {
    const feed = await freshFeed()
    feed.setIndexOwner(ownerOf(user)!)
    user = { email: 'bob@example.com' }
    await feed.settleFeed()
    expect(calls).toEqual([])
  })

  it('drops a page queued for a user whose session ended or changed hands', async () => {
    const feed = await freshFeed()
    feed.feedIndex(ownerOf(user)!, [video('a')])
    user = { email: 'bob@example.com' }
    await feed.settleFeed()
    expect(calls).toEqual([])
  })

  it('wipes an index left by a vanished session after the load, quietly when it cannot', async () => {
    vi.useFakeTimers()
    try {
      user = null
      const feed = await freshFeed()
      feed.wipeIfSignedOut()
      await vi.advanceTimersByTimeAsync(feed.FEED_START_DELAY_MS)
      expect(calls).toEqual(['wipe'])
      // Its code out of reach (a deploy replaced it): no unhandled rejection on the page,
      // which would fail this test.
      wipeFails = true
      const again = await freshFeed()
      again.wipeIfSignedOut()
      await vi.advanceTimersByTimeAsync(again.FEED_START_DELAY_MS)
      expect(calls).toEqual(['wipe'])
    } finally {
      vi.useRealTimers()
    }
  })

  it('forgets what is queued at a session end and wipes after any post on its way', async () => {
    const feed = await freshFeed()
    const me = ownerOf(user)!
    feed.feedIndex(me, [video('a')])
    const settled = feed.settleFeed()
    feed.feedIndex(me, [video('b')])
    await feed.wipeIndex()
    await settled
    await feed.settleFeed()
    expect(calls).toEqual(['upsert me a', 'wipe'])
  })
})
