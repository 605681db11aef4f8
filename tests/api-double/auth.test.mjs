// @ts-check
import { describe, expect, it } from 'vitest'
import { call, control, login, setUpDouble } from './test-helpers.mjs'

const d = setUpDouble({ signedIn: false })

describe('login and tokens', () => {
  it('logs in the demo account', async () => {
    const r = await call(d, 'POST', '/api/login', {
      body: { email: 'demo@example.com', password: 'Demo1234' },
    })
    expect(r.status).toBe(200)
    expect(r.body).toMatchObject({ token_type: 'bearer', is_first_login: false, expires_in: 3600 })
    expect(typeof r.body.access_token).toBe('string')
    expect(r.body.access_token.length).toBeGreaterThan(20)
  })

  it('refuses bad credentials with 401 and the FastAPI detail', async () => {
    const r = await call(d, 'POST', '/api/login', {
      body: { email: 'demo@example.com', password: 'Wrong1234' },
    })
    expect(r.status).toBe(401)
    expect(r.body).toEqual({ detail: 'Incorrect email or password' })
    const unknown = await call(d, 'POST', '/api/login', {
      body: { email: 'nobody@example.com', password: 'Demo1234' },
    })
    expect(unknown.status).toBe(401)
  })

  it('answers 422 lists for invalid bodies', async () => {
    const missing = await call(d, 'POST', '/api/login', { body: { email: 'demo@example.com' } })
    expect(missing.status).toBe(422)
    expect(missing.body.detail).toEqual([
      expect.objectContaining({
        loc: ['body', 'password'],
        type: 'missing',
        msg: expect.any(String),
      }),
    ])
    const wrongType = await call(d, 'POST', '/api/login', {
      body: { email: 42, password: 'Demo1234' },
    })
    expect(wrongType.status).toBe(422)
    expect(wrongType.body.detail[0]).toMatchObject({ loc: ['body', 'email'], type: 'string_type' })
    const badEmail = await call(d, 'POST', '/api/login', {
      body: { email: 'not-an-email', password: 'Demo1234' },
    })
    expect(badEmail.status).toBe(422)
    expect(badEmail.body.detail[0]).toMatchObject({ loc: ['body', 'email'], type: 'value_error' })
    const notJson = await call(d, 'POST', '/api/login', { raw: '{"email": ' })
    expect(notJson.status).toBe(422)
    expect(notJson.body.detail[0].type).toBe('json_invalid')
    const noBody = await call(d, 'POST', '/api/login')
    expect(noBody.status).toBe(422)
    expect(noBody.body.detail[0]).toMatchObject({ loc: ['body'], type: 'missing' })
  })

  it('answers 401 without, with an invalid, or with an expired token', async () => {
    expect((await call(d, 'GET', '/api/profile')).status).toBe(401)
    const bad = await call(d, 'GET', '/api/profile', { token: 'not-a-token' })
    expect(bad.status).toBe(401)
    expect(bad.body.detail).toEqual(expect.any(String))
    expect(bad.headers.get('www-authenticate')).toBe('Bearer')
    await control(d, '/__control/config', { tokenTtlSeconds: 1 })
    const answer = await call(d, 'POST', '/api/login', {
      body: { email: 'demo@example.com', password: 'Demo1234' },
    })
    expect(answer.body.expires_in).toBe(1) // the lifetime changes at run time
    const token = answer.body.access_token
    expect((await call(d, 'GET', '/api/profile', { token })).status).toBe(200)
    await new Promise((r) => setTimeout(r, 1100))
    expect((await call(d, 'GET', '/api/profile', { token })).status).toBe(401)
    expect((await call(d, 'GET', '/api/refresh', { token })).status).toBe(401)
  })

  it('refreshes a token into a new working token', async () => {
    const token = await login(d)
    await control(d, '/__control/config', { tokenTtlSeconds: 90 })
    const r = await call(d, 'GET', '/api/refresh', { token })
    expect(r.status).toBe(200)
    expect(r.body).toMatchObject({ token_type: 'bearer', expires_in: 90 })
    expect(r.body.access_token).not.toBe(token)
    expect((await call(d, 'GET', '/api/profile', { token: r.body.access_token })).status).toBe(200)
  })

  it('keeps the presented token after a refresh, or revokes it when asked to', async () => {
    const kept = await login(d)
    expect((await call(d, 'GET', '/api/refresh', { token: kept })).status).toBe(200)
    expect((await call(d, 'GET', '/api/profile', { token: kept })).status).toBe(200)

    await control(d, '/__control/config', { revokeOnRefresh: true })
    const old = await login(d)
    const r = await call(d, 'GET', '/api/refresh', { token: old })
    expect(r.status).toBe(200)
    expect((await call(d, 'GET', '/api/profile', { token: old })).status).toBe(401)
    expect((await call(d, 'GET', '/api/refresh', { token: old })).status).toBe(401)
    expect((await call(d, 'GET', '/api/profile', { token: r.body.access_token })).status).toBe(200)
  })

  it('never answers 403 on auth problems', async () => {
    const r = await call(d, 'GET', '/api/videos', { headers: { Authorization: 'Basic abc' } })
    expect(r.status).toBe(401)
  })
})

describe('HTTP basics', () => {
  it('answers CORS preflights for local origins and echoes the origin', async () => {
    const r = await fetch(`${d.apiUrl}/api/videos`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'authorization',
      },
    })
    expect(r.status).toBe(204)
    expect(r.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
    expect(r.headers.get('access-control-allow-headers')).toMatch(/Authorization/)
    const foreign = await fetch(`${d.apiUrl}/api/login`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example' },
    })
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('answers 404 and 405 in the FastAPI shape', async () => {
    const token = await login(d)
    expect(await call(d, 'GET', '/api/nothing-here', { token })).toMatchObject({
      status: 404,
      body: { detail: 'Not Found' },
    })
    expect((await call(d, 'PATCH', '/api/profile', { token })).status).toBe(405)
  })

  it('lists the supported languages', async () => {
    const token = await login(d)
    const r = await call(d, 'GET', '/api/supported-videos-languages', { token })
    expect(r.status).toBe(200)
    expect(r.body).toEqual(
      expect.arrayContaining([
        { code: 'en', name: 'English' },
        { code: 'ja', name: 'Japanese' },
      ]),
    )
    expect(r.body.length).toBeGreaterThan(3)
  })
})
