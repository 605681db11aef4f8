import { describe, expect, it } from 'vitest'
import { fileOfMultipart, multipartBoundary } from './multipart-file'

/** A body exactly as a browser encodes a form (Node's fetch encodes like one). */
async function encoded(form: FormData) {
  const request = new Request('http://localhost/share-target', { method: 'POST', body: form })
  return { body: await request.blob(), type: request.headers.get('content-type') ?? '' }
}

const video = (bytes: BlobPart[], name = 'clip.mp4') => new File(bytes, name, { type: 'video/mp4' })

async function sharedFile(form: FormData, field = 'video') {
  const { body, type } = await encoded(form)
  return fileOfMultipart(body, type, field)
}

describe('fileOfMultipart', () => {
  it('gives the shared file: its name, type and bytes', async () => {
    const form = new FormData()
    form.append('title', 'A title')
    form.append('text', 'Some text\r\nover two lines')
    form.append('video', video(['0123456789']))
    const file = await sharedFile(form)
    expect(file?.name).toBe('clip.mp4')
    expect(file?.type).toBe('video/mp4')
    expect(await file?.text()).toBe('0123456789')
  })

  it('finds delimiters cut across reads, and keeps bytes that only look like one', async () => {
    const boundary = '----WebKitFormBoundaryQ1w2E3r4'
    // Content full of carriage returns and near-delimiters.
    const content = `\r\n--${boundary.slice(0, -1)}x\r\r\n-`.repeat(500)
    const body = [
      `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nA title`,
      `\r\n--${boundary}\r\nContent-Disposition: form-data; name="video"; filename="a.mp4"`,
      `\r\nContent-Type: video/mp4\r\n\r\n${content}`,
      `\r\n--${boundary}\r\nContent-Disposition: form-data; name="video"; filename="b.mp4"`,
      `\r\nContent-Type: video/mp4\r\n\r\nsecond\r\n--${boundary}--\r\n`,
    ].join('')
    // Read 7 bytes at a time, say: every delimiter is cut somewhere.
    for (const readBytes of [7, 64, 65536]) {
      const file = await fileOfMultipart(
        new Blob([body]),
        `multipart/form-data; boundary=${boundary}`,
        'video',
        readBytes,
      )
      expect(file?.name).toBe('a.mp4')
      expect(await file?.text()).toBe(content)
    }
  })

  it('skips an empty file and text fields of the same name', async () => {
    const form = new FormData()
    form.append('video', 'not a file')
    form.append('video', video([], 'empty.mp4'))
    form.append('video', video(['bytes'], 'real.mp4'))
    expect((await sharedFile(form))?.name).toBe('real.mp4')
  })

  it('keeps a name with quotes and Japanese in it', async () => {
    const form = new FormData()
    form.append('video', video(['x'], '運動会 "決勝".mp4'))
    expect((await sharedFile(form))?.name).toBe('運動会 "決勝".mp4')
  })

  it('gives nothing for no file, another field, or a body that is not multipart', async () => {
    const form = new FormData()
    form.append('title', 'only text')
    expect(await sharedFile(form)).toBeUndefined()
    const withFile = new FormData()
    withFile.append('other', video(['x']))
    expect(await sharedFile(withFile)).toBeUndefined()
    expect(await fileOfMultipart(new Blob(['x']), 'text/plain', 'video')).toBeUndefined()
    const cut = await encoded(withFile)
    expect(await fileOfMultipart(cut.body.slice(0, 20), cut.type, 'other')).toBeUndefined()
  })
})

describe('multipartBoundary', () => {
  it('reads a plain or quoted boundary, and only of form data', () => {
    expect(multipartBoundary('multipart/form-data; boundary=----abc')).toBe('----abc')
    expect(multipartBoundary('Multipart/Form-Data; charset=utf-8; boundary="a b"')).toBe('a b')
    expect(multipartBoundary('multipart/mixed; boundary=abc')).toBeUndefined()
    expect(multipartBoundary('multipart/form-data')).toBeUndefined()
  })
})
