// @ts-check
// The demo server is safe to run: no control endpoints unless a test asks, control answers
// only loopback host names, the request log never shows a secret, and the report page answers
// only the video's own team or a signed link.
import { spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { startDoubleArgs } from '../tools/double-args.mjs'
import { reportLinkValid, signedReportPath } from './lib/access.mjs'
import { startDouble } from './server.mjs'
import {
  call,
  control,
  login,
  reset,
  setUpDouble,
  uploadToTicket,
  waitFor,
} from './test-helpers.mjs'

const d = setUpDouble({ fresh: false, signedIn: false })

/**
 * A GET with a Host header of our choosing (fetch does not let one set it).
 * @param {string} url @param {Record<string, string>} headers
 * @returns {Promise<number | undefined>}
 */
const statusWith = (url, headers) =>
  new Promise((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      res.resume()
      resolve(res.statusCode)
    })
    req.on('error', reject)
    req.end()
  })

describe('control endpoints', () => {
  it('do not exist unless asked for', async () => {
    const plain = await startDouble({ quiet: true })
    try {
      for (const [method, path] of [
        ['GET', '/__control/health'],
        ['GET', '/__control/requests'],
        ['POST', '/__control/reset'],
        ['POST', '/__control/config'],
      ])
        expect((await fetch(plain.apiUrl + path, { method })).status).toBe(404)
      expect((await login(plain)).length).toBeGreaterThan(20) // the API itself works
    } finally {
      await plain.close()
    }
  })

  it('answer only a loopback host name, and no page of another site', async () => {
    const url = `${d.apiUrl}/__control/health`
    const port = new URL(d.apiUrl).port
    expect(await statusWith(url, { Host: `localhost:${port}` })).toBe(200)
    expect(await statusWith(url, { Host: `127.0.0.1:${port}` })).toBe(200)
    expect(await statusWith(url, { Host: `[::1]:${port}` })).toBe(200)
    // DNS rebinding: refused by every origin before any route (below)
    expect(await statusWith(url, { Host: `attacker.example:${port}` })).toBe(421)
    expect(await statusWith(url, { Host: `localhost.attacker.example:${port}` })).toBe(421)
    expect(await statusWith(url, { Origin: 'https://attacker.example' })).toBe(403)
    expect(await statusWith(url, { Origin: 'http://localhost:4173' })).toBe(200)
  })
})

describe('every origin', () => {
  it('answers only requests addressed to this computer', async () => {
    for (const base of [d.apiUrl, d.assetsUrl, d.storageUrl]) {
      const port = new URL(base).port
      expect(await statusWith(`${base}/`, { Host: `attacker.example:${port}` })).toBe(421)
      expect(await statusWith(`${base}/`, { Host: `localhost:${port}` })).not.toBe(421)
    }
  })

  it('serves no asset path that leaves its video’s folder, however it is spelled', async () => {
    await reset(d)
    const token = await login(d)
    const { items } = (await call(d, 'GET', '/api/videos?size=1&page=1', { token })).body
    const base = `${d.assetsUrl}/assets/data/output/${items[0].id}`
    expect((await fetch(`${base}/thumbnail.jpg`)).status).toBe(200)
    for (const path of [
      '..%2F..%2Fsecret.jpg',
      '%2E%2E/x.jpg',
      '..%5C..%5Csecret.jpg',
      'a%5Cb.jpg',
      '.%2Fthumbnail.jpg',
      'thumbnail.jpg%00.png',
    ])
      expect((await fetch(`${base}/${path}`)).status, path).toBe(404)
  })
})

describe('the request log', () => {
  it('shows [redacted] for passwords, codes, reset tokens, signatures and bearer tokens', async () => {
    await reset(d)
    const token = await login(d)
    const secrets = ['Demo1234', token]
    const send = (/** @type {string} */ method, /** @type {string} */ path, body = {}) =>
      call(d, method, path, { token, body })
    await send('POST', '/api/users/change-email-request', {
      current_password: 'Demo1234',
      new_email: 'new@example.com',
      language: 'en',
    })
    const otp = (await control(d, '/__control/otp?email=new@example.com')).body.otp
    secrets.push(otp)
    await send('POST', '/api/users/change-email-verify-otp', {
      otp,
      new_email: 'new@example.com',
      language: 'en',
    })
    await send('POST', '/api/change-password', {
      current_password: 'Demo1234',
      new_password: 'Fresh5678',
      confirmation_password: 'Fresh5678',
    })
    secrets.push('Fresh5678')
    await call(d, 'POST', '/api/forgot-password', { body: { email: 'aiko@example.com' } })
    const resetLink = (await control(d, '/__control/reset-token?email=aiko@example.com')).body
    secrets.push(resetLink.reset_token)
    await call(d, 'POST', '/api/reset-password', {
      body: {
        password: 'Other9999',
        confirmation_password: 'Other9999',
        reset_token: resetLink.reset_token,
      },
    })
    secrets.push('Other9999')
    await call(d, 'POST', '/api/login', { raw: '{"email": "x@example.com", "password": "Broken77' })
    secrets.push('Broken77')
    const created = await send('POST', '/api/videos', {
      filename: 'a.mp4',
      video_length: 1,
      output_language: 'en',
    })
    await uploadToTicket(created.body.post_url, 'bytes')
    secrets.push(created.body.post_url.fields['x-amz-signature'])

    const log = (await control(d, '/__control/requests')).body
    const text = JSON.stringify(log)
    for (const secret of secrets) expect(text).not.toContain(secret)
    const body = (/** @type {string} */ path) =>
      log.find((/** @type {any} */ e) => e.path === path).body
    expect(body('/api/users/change-email-request').current_password).toBe('[redacted]')
    expect(body('/api/users/change-email-verify-otp')).toMatchObject({
      otp: '[redacted]',
      new_email: 'new@example.com',
    })
    expect(body('/api/change-password')).toEqual({
      current_password: '[redacted]',
      new_password: '[redacted]',
      confirmation_password: '[redacted]',
    })
    expect(body('/api/reset-password').reset_token).toBe('[redacted]')
    expect(body('/upload').fields['x-amz-signature']).toBe('[redacted]')
    expect(body('/upload').fields.key).toBe(created.body.post_url.fields.key)
    expect(log.at(-1).headers.authorization).toBe(false) // the storage POST
    expect(log[1].headers.authorization).toBe('Bearer [redacted]')
  })
})

describe('the report page', () => {
  it('answers the video’s own team or a signed link, nobody else', async () => {
    await reset(d)
    const token = await login(d)
    const other = await login(d, 'other@example.com', 'Other1234')
    const items = (await call(d, 'GET', '/api/videos?size=100', { token })).body.items
    const v = items.find((/** @type {any} */ x) => x.report_path)
    const [path, query] = v.report_path.split('?')
    expect(path).toBe('report/report.html')
    const page = `${d.apiUrl}/api/videos/${v.id}/report/report.html`
    const get = (/** @type {string} */ url, headers = {}) => fetch(url, { headers })
    expect((await get(page)).status).toBe(401)
    expect((await get(page, { Authorization: `Bearer ${other}` })).status).toBe(404)
    expect((await get(page, { Authorization: `Bearer ${token}` })).status).toBe(200)
    expect((await get(`${page}?${query}`)).status).toBe(200)
    const forged = query.replace(
      /signature=(.)/,
      (/** @type {string} */ _m, /** @type {string} */ c) => `signature=${c === 'a' ? 'b' : 'a'}`,
    )
    expect((await get(`${page}?${forged}`)).status).toBe(401)
    const otherVideo = items.find((/** @type {any} */ x) => x.report_path && x.id !== v.id)
    expect(
      (await get(`${d.apiUrl}/api/videos/${otherVideo.id}/report/report.html?${query}`)).status,
    ).toBe(401)
    const assets = `${d.assetsUrl}/assets/data/output/${v.id}/report/report.html`
    expect((await get(assets)).status).toBe(403)
    expect((await get(`${assets}?${query}`)).status).toBe(200)
  })

  it('signs a link that expires within two hours and is stable within the hour', () => {
    const double = /** @type {any} */ ({ store: { state: { secret: 'k' } } })
    const v = /** @type {any} */ ({ id: 'v1', report_path: 'report/report.html' })
    const now = Date.now()
    const q = (/** @type {string} */ p) => new URL(p, 'http://x').searchParams
    const link = q(signedReportPath(double, v, now))
    const expires = Number(link.get('expires')) * 1000
    expect(expires - now).toBeGreaterThan(3_600_000)
    expect(expires - now).toBeLessThanOrEqual(7_200_000)
    expect(reportLinkValid(double, 'v1', link.get('expires'), link.get('signature'))).toBe(true)
    expect(reportLinkValid(double, 'v2', link.get('expires'), link.get('signature'))).toBe(false)
    const old = q(signedReportPath(double, v, now - 3 * 3_600_000))
    expect(reportLinkValid(double, 'v1', old.get('expires'), old.get('signature'))).toBe(false)
  })
})

describe('under npm start’s options', () => {
  it('has no control endpoints; its console shows codes but no password or token', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'double-start-'))
    const args = startDoubleArgs({ apiPort: 0, assetsPort: 0, storagePort: 0, dataDir })
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] })
    let out = ''
    child.stdout.on('data', (chunk) => {
      out += chunk
    })
    try {
      const api = await waitFor(async () => /API double ready api=(\S+)/.exec(out)?.[1], 20_000)
      const plain = /** @type {any} */ ({ apiUrl: api })
      for (const path of ['/__control/health', '/__control/requests', '/__control/otp'])
        expect((await fetch(api + path)).status).toBe(404)
      expect((await fetch(`${api}/__control/reset`, { method: 'POST' })).status).toBe(404)
      const token = await login(plain)
      await call(plain, 'POST', '/api/users/change-email-request', {
        token,
        body: { current_password: 'Demo1234', new_email: 'n@example.com', language: 'en' },
      })
      await call(plain, 'POST', '/api/change-password', {
        token,
        body: {
          current_password: 'Demo1234',
          new_password: 'Quiet4321',
          confirmation_password: 'Quiet4321',
        },
      })
      await call(plain, 'POST', '/api/forgot-password', { body: { email: 'aiko@example.com' } })
      await waitFor(async () => /resetToken=\S+/.test(out) && /n@example\.com: \d{6}/.test(out))
      expect(out).not.toContain('Quiet4321')
      expect(out).not.toContain(token)
    } finally {
      child.kill('SIGTERM')
      await new Promise((r) => child.once('exit', r))
      await rm(dataDir, { recursive: true, force: true })
    }
  })
})
