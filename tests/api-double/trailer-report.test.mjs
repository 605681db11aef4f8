// @ts-check
// Trailers and reports: the flags first, then the paths; a report through a signed link only.
import { describe, expect, it } from 'vitest'
import { call, control, setUpDouble, uploadVideo, waitFor } from './test-helpers.mjs'

const d = setUpDouble()

/** @param {string} id */
const get = (id) => call(d, 'GET', `/api/videos/${id}`, { token: d.token })

describe('trailer and report', () => {
  /** @returns {Promise<any>} */
  const completedWithout = async () => {
    const items = (await call(d, 'GET', '/api/videos?size=200', { token: d.token })).body.items
    for (const item of items) {
      if (item.status !== 'completed' || item.trailer_path || item.report_path) continue
      const v = (await get(item.id)).body
      if (v.output_data.scenes.length > 0) return v
    }
    throw new Error('no suitable video')
  }

  it('makes a trailer: flag first, then the path', async () => {
    const v = await completedWithout()
    expect(
      (
        await call(d, 'POST', `/api/videos/${v.id}/make-trailer`, {
          token: d.token,
          body: { trailer_instruction: '' },
        })
      ).status,
    ).toBe(422)
    expect(
      (
        await call(d, 'POST', `/api/videos/${v.id}/make-trailer`, {
          token: d.token,
          body: { trailer_instruction: 'x'.repeat(501) },
        })
      ).status,
    ).toBe(422)
    await control(d, '/__control/config', { trailerDelayMs: 300 })
    const r = await call(d, 'POST', `/api/videos/${v.id}/make-trailer`, {
      token: d.token,
      body: { trailer_instruction: 'Fast cuts' },
    })
    // the answer is the record with the flag set (a GET afterwards may already see the trailer)
    expect(r).toMatchObject({
      status: 200,
      body: { is_trailer_creating: true, trailer_path: null },
    })
    const done = await waitFor(async () =>
      (await get(v.id)).body.trailer_path ? (await get(v.id)).body : null,
    )
    expect(done).toMatchObject({ is_trailer_creating: false, trailer_path: 'trailer.mp4' })
    const clip = await fetch(`${d.assetsUrl}/assets/data/output/${v.id}/trailer.mp4`)
    expect(clip.status).toBe(200)
    expect(clip.headers.get('content-type')).toBe('video/mp4')
  })

  it('makes a report, shown through a signed link, with every user text escaped', async () => {
    const v = await completedWithout()
    const page = `${d.apiUrl}/api/videos/${v.id}/report/report.html`
    expect((await fetch(page, { headers: { Authorization: `Bearer ${d.token}` } })).status).toBe(
      404,
    )
    const hostile = '<script>alert(1)</script><img src=x onerror=alert(2)> & "quotes"'
    const r = await call(d, 'POST', `/api/videos/${v.id}/make-report`, {
      token: d.token,
      body: { report_instruction: hostile },
    })
    expect(r).toMatchObject({ status: 200, body: { is_report_creating: true } })
    const made = await waitFor(async () => (await get(v.id)).body.report_path)
    expect(made).toMatch(/^report\/report\.html\?expires=\d+&signature=[0-9a-f]{64}$/)
    const answer = await fetch(`${d.apiUrl}/api/videos/${v.id}/${made}`) // no token: the link
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toMatch(/^text\/html/)
    const html = await answer.text()
    expect(html).not.toContain('<script>')
    expect(html).not.toContain('<img src=x')
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(html).toContain(v.title.replaceAll('&', '&amp;').replaceAll('’', '’'))
    expect(html).toContain(`${d.assetsUrl}/assets/data/output/${v.id}/scenes/0/thumbnail.jpg`)
  })

  it('escapes hostile filenames and about text in the report', async () => {
    const id = await uploadVideo(d, d.token, '<b>x</b>.mp4', {
      about_this_video: '<iframe src=//evil>',
    })
    await call(d, 'PUT', `/api/videos/${id}/update-status`, {
      token: d.token,
      body: { status: 'in_progress' },
    })
    await waitFor(async () => (await get(id)).body.status === 'completed')
    await call(d, 'POST', `/api/videos/${id}/make-report`, {
      token: d.token,
      body: { report_instruction: 'ok' },
    })
    const made = await waitFor(async () => (await get(id)).body.report_path)
    const html = await (await fetch(`${d.apiUrl}/api/videos/${id}/${made}`)).text()
    expect(html).not.toMatch(/<iframe|<b>x<\/b>/i) // the title is capitalised: <B>X</B>
  })
})
