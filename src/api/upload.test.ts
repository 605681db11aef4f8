import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { camelizeKeys } from '@/lib/case'
import { CreateVideoResponseSchema, storageForm } from './upload'

const ticket = {
  id: 'v1',
  post_url: {
    url: 'http://storage.test/upload',
    fields: {
      key: 'input/v1/a.mp4',
      'x-amz-algorithm': 'AWS4-HMAC-SHA256',
      policy: 'cG9s',
      'x-amz-signature': 'abc',
    },
  },
}

const parse = (body: unknown) => v.safeParse(CreateVideoResponseSchema, camelizeKeys(body))

describe('create-video response', () => {
  it('accepts the ticket at the top level, fields verbatim', () => {
    const result = parse(ticket)
    expect(result.success).toBe(true)
    expect(result.output).toEqual({
      id: 'v1',
      ticket: { url: 'http://storage.test/upload', fields: ticket.post_url.fields },
    })
  })

  it('accepts the ticket under data', () => {
    const result = parse({ data: ticket })
    expect(result.success && result.output.id).toBe('v1')
  })

  it('rejects a response with neither', () => {
    expect(parse({ id: 'v1' }).success).toBe(false)
    expect(parse({ data: { post_url: { url: 'x' } } }).success).toBe(false)
    expect(parse({ id: 'v1', post_url: { url: 'not a url', fields: {} } }).success).toBe(false)
  })
})

describe('storage form', () => {
  it('sends every ticket field first, in order, then the content type and the file', () => {
    const form = storageForm(
      { url: 'http://s', fields: ticket.post_url.fields },
      new Blob(['x'], { type: 'video/quicktime' }),
      'a.mov',
    )
    const names = [...form.keys()]
    expect(names).toEqual([...Object.keys(ticket.post_url.fields), 'Content-Type', 'file'])
    expect(form.get('x-amz-algorithm')).toBe('AWS4-HMAC-SHA256')
    expect(form.get('Content-Type')).toBe('video/mp4')
  })

  it('does not add a second content type when the ticket has one', () => {
    const form = storageForm(
      { url: 'http://s', fields: { key: 'k', 'Content-Type': 'video/mp4' } },
      new Blob(['x']),
      'a.mp4',
    )
    expect(form.getAll('Content-Type')).toHaveLength(1)
  })
})
