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

  it('never answers 403 on auth problems', async () => {
    const r = await call(d, 'GET', '/api/videos', { headers: { Authorization: 'Basic abc' } })
    expect(r.status).toBe(401)
  })
})

describe('profile', () => {
  it('returns the profile in snake_case with the team', async () => {
    const token = await login(d)
    const r = await call(d, 'GET', '/api/profile', { token })
    expect(r.status).toBe(200)
    expect(r.body).toEqual({
      id: expect.any(String),
      email: 'demo@example.com',
      full_name: 'Demo User',
      username: 'demo',
      team: { id: expect.any(String), name: 'Northwind Media' },
    })
    const other = await call(d, 'GET', '/api/profile', {
      token: await login(d, 'other@example.com', 'Other1234'),
    })
    expect(other.body.team.name).toBe('Blue Harbor School')
    const aiko = await call(d, 'GET', '/api/profile', {
      token: await login(d, 'aiko@example.com', 'Aiko1234'),
    })
    expect(aiko.body.team).toEqual(r.body.team)
  })

  it('updates full name and username', async () => {
    const token = await login(d)
    const r = await call(d, 'PUT', '/api/users/update-profile', {
      token,
      body: { full_name: 'Dee Mo', username: 'deemo' },
    })
    expect(r.status).toBe(200)
    expect(r.body).toMatchObject({
      full_name: 'Dee Mo',
      username: 'deemo',
      email: 'demo@example.com',
    })
    expect((await call(d, 'GET', '/api/profile', { token })).body.full_name).toBe('Dee Mo')
    const bad = await call(d, 'PUT', '/api/users/update-profile', {
      token,
      body: { full_name: '', username: 7 },
    })
    expect(bad.status).toBe(422)
    expect(bad.body.detail.map((/** @type {any} */ e) => e.loc[1]).sort()).toEqual([
      'full_name',
      'username',
    ])
  })
})

describe('passwords', () => {
  it('changes the password; the old one stops working', async () => {
    const token = await login(d)
    const wrong = await call(d, 'POST', '/api/change-password', {
      token,
      body: {
        current_password: 'Nope12345',
        new_password: 'Fresh1234',
        confirmation_password: 'Fresh1234',
      },
    })
    expect(wrong.status).toBe(400)
    expect(wrong.body).toEqual({ detail: 'Current password is incorrect' })
    const rule = await call(d, 'POST', '/api/change-password', {
      token,
      body: { current_password: 'Demo1234', new_password: 'short', confirmation_password: 'short' },
    })
    expect(rule.status).toBe(422)
    expect(rule.body.detail[0].loc).toEqual(['body', 'new_password'])
    const mismatch = await call(d, 'POST', '/api/change-password', {
      token,
      body: {
        current_password: 'Demo1234',
        new_password: 'Fresh1234',
        confirmation_password: 'Fresh1235',
      },
    })
    expect(mismatch.status).toBe(422)
    expect(mismatch.body.detail[0].loc).toEqual(['body', 'confirmation_password'])
    const ok = await call(d, 'POST', '/api/change-password', {
      token,
      body: {
        current_password: 'Demo1234',
        new_password: 'Fresh1234',
        confirmation_password: 'Fresh1234',
      },
    })
    expect(ok.status).toBe(200)
    expect(
      (
        await call(d, 'POST', '/api/login', {
          body: { email: 'demo@example.com', password: 'Demo1234' },
        })
      ).status,
    ).toBe(401)
    expect(
      (
        await call(d, 'POST', '/api/login', {
          body: { email: 'demo@example.com', password: 'Fresh1234' },
        })
      ).status,
    ).toBe(200)
  })

  it('forgot + reset password with a one-time token', async () => {
    const unknown = await call(d, 'POST', '/api/forgot-password', {
      body: { email: 'ghost@example.com' },
    })
    expect(unknown.status).toBe(200)
    expect(unknown.body.message).toEqual(expect.any(String))
    expect((await control(d, '/__control/reset-token?email=ghost@example.com')).status).toBe(404)
    const r = await call(d, 'POST', '/api/forgot-password', { body: { email: 'demo@example.com' } })
    expect(r.status).toBe(200)
    const { body } = await control(d, '/__control/reset-token?email=demo@example.com')
    const resetToken = body.reset_token
    expect(resetToken).toEqual(expect.any(String))
    const mismatch = await call(d, 'POST', '/api/reset-password', {
      body: { password: 'Reset1234', confirmation_password: 'Reset9999', reset_token: resetToken },
    })
    expect(mismatch.status).toBe(422)
    const badToken = await call(d, 'POST', '/api/reset-password', {
      body: { password: 'Reset1234', confirmation_password: 'Reset1234', reset_token: 'nope' },
    })
    expect(badToken.status).toBe(401)
    const ok = await call(d, 'POST', '/api/reset-password', {
      body: { password: 'Reset1234', confirmation_password: 'Reset1234', reset_token: resetToken },
    })
    expect(ok.status).toBe(200)
    const reused = await call(d, 'POST', '/api/reset-password', {
      body: { password: 'Reset5678', confirmation_password: 'Reset5678', reset_token: resetToken },
    })
    expect(reused.status).toBe(401)
    await login(d, 'demo@example.com', 'Reset1234')
  })
})

describe('e-mail change', () => {
  it('changes the e-mail with a 6-digit code', async () => {
    const token = await login(d)
    const wrongPw = await call(d, 'POST', '/api/users/change-email-request', {
      token,
      body: { current_password: 'Wrong1234', new_email: 'new@example.com', language: 'en' },
    })
    expect(wrongPw.status).toBe(400)
    const taken = await call(d, 'POST', '/api/users/change-email-request', {
      token,
      body: { current_password: 'Demo1234', new_email: 'aiko@example.com', language: 'en' },
    })
    expect(taken.status).toBe(400)
    const badEmail = await call(d, 'POST', '/api/users/change-email-request', {
      token,
      body: { current_password: 'Demo1234', new_email: 'nope', language: 'en' },
    })
    expect(badEmail.status).toBe(422)
    const ok = await call(d, 'POST', '/api/users/change-email-request', {
      token,
      body: { current_password: 'Demo1234', new_email: 'new@example.com', language: 'en' },
    })
    expect(ok.status).toBe(200)
    const { body } = await control(d, '/__control/otp?email=new@example.com')
    expect(body.otp).toMatch(/^\d{6}$/)
    expect((await control(d, '/__control/otp?email=demo@example.com')).body.otp).toBe(body.otp)
    const wrong = await call(d, 'POST', '/api/users/change-email-verify-otp', {
      token,
      body: {
        otp: body.otp === '000000' ? '111111' : '000000',
        new_email: 'new@example.com',
        language: 'en',
      },
    })
    expect(wrong.status).toBe(400)
    expect(wrong.body).toEqual({ detail: 'Invalid verification code' })
    const verified = await call(d, 'POST', '/api/users/change-email-verify-otp', {
      token,
      body: { otp: body.otp, new_email: 'new@example.com', language: 'en' },
    })
    expect(verified.status).toBe(200)
    expect((await call(d, 'GET', '/api/profile', { token })).body.email).toBe('new@example.com')
    await login(d, 'new@example.com', 'Demo1234')
    expect(
      (
        await call(d, 'POST', '/api/login', {
          body: { email: 'demo@example.com', password: 'Demo1234' },
        })
      ).status,
    ).toBe(401)
  })
})

describe('account deletion', () => {
  it('deletes only the own account, and its tokens die', async () => {
    const token = await login(d)
    const other = (
      await call(d, 'GET', '/api/profile', {
        token: await login(d, 'aiko@example.com', 'Aiko1234'),
      })
    ).body
    expect((await call(d, 'DELETE', `/api/users/${other.id}`, { token })).status).toBe(404)
    const me = (await call(d, 'GET', '/api/profile', { token })).body
    expect((await call(d, 'DELETE', `/api/users/${me.id}`, { token })).status).toBe(200)
    expect((await call(d, 'GET', '/api/profile', { token })).status).toBe(401)
    expect(
      (
        await call(d, 'POST', '/api/login', {
          body: { email: 'demo@example.com', password: 'Demo1234' },
        })
      ).status,
    ).toBe(401)
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
