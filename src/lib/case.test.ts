import { describe, expect, it } from 'vitest'
import { camelizeKeys, camelKey } from './case'

describe('camelizeKeys', () => {
  it('converts every key, in nested objects and arrays, and leaves the values', () => {
    const wire = {
      video_thumbnail_path: 'a_b.jpg',
      output_data: { scenes: [{ start_time: '00:01', 'kebab-key': 1, frames: [{ path: 'x' }] }] },
      tags: [{ name: 'snake_case_value' }],
      total: 2,
      empty: null,
    }
    expect(camelizeKeys(wire)).toEqual({
      videoThumbnailPath: 'a_b.jpg',
      outputData: { scenes: [{ startTime: '00:01', kebabKey: 1, frames: [{ path: 'x' }] }] },
      tags: [{ name: 'snake_case_value' }],
      total: 2,
      empty: null,
    })
  })

  it('gives the same key every time it meets a name (once converted, then remembered)', () => {
    const items = Array.from({ length: 3 }, (_, i) => ({ created_at: String(i), is_x: true }))
    expect(camelizeKeys(items)).toEqual(
      items.map((item) => ({ createdAt: item.created_at, isX: true })),
    )
    expect(camelKey('created_at')).toBe('createdAt')
  })

  it("copies a storage ticket's fields verbatim", () => {
    const ticket = { post_url: { url: 'u', fields: { 'x-amz-date': 'd', policy_doc: 'p' } } }
    expect(camelizeKeys(ticket)).toEqual({
      postUrl: { url: 'u', fields: { 'x-amz-date': 'd', policy_doc: 'p' } },
    })
  })

  it('keeps own keys only, and a key named like a prototype member', () => {
    const wire = JSON.parse('{"__proto__": {"polluted": 1}, "to_string": 2}')
    const out = camelizeKeys(wire) as Record<string, unknown>
    expect(out.toString).toBe(2)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })
})
