// @ts-check
// The account: profile, password change and reset, e-mail change, deletion.
import { describe, expect, it } from 'vitest'
import { call, control, login, loginStatus, setUpDouble } from './test-helpers.mjs'

const d = setUpDouble()

describe('profile', () => {
  it('returns the profile in snake_case with the team', async () => {
    const r = await call(d, 'GET', '/api/profile', { token: d.token })
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
    const r = await call(d, 'PUT', '/api/users/update-profile', {
      token: d.token,
      body: { full_name: 'Dee Mo', username: 'deemo' },
    })
    expect(r.status).toBe(200)
    expect(r.body).toMatchObject({
      full_name: 'Dee Mo',
      username: 'deemo',
      email: 'demo@example.com',
    })
    expect((await call(d, 'GET', '/api/profile', { token: d.token })).body.full_name).toBe('Dee Mo')
    const bad = await call(d, 'PUT', '/api/users/update-profile', {
      token: d.token,
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
    /** @param {string} current @param {string} next @param {string} confirmation */
    const change = (current, next, confirmation) =>
      call(d, 'POST', '/api/change-password', {
        token: d.token,
        body: {
          current_password: current,
          new_password: next,
          confirmation_password: confirmation,
        },
      })
    const wrong = await change('Nope12345', 'Fresh1234', 'Fresh1234')
    expect(wrong.status).toBe(400)
    expect(wrong.body).toEqual({ detail: 'Current password is incorrect' })
    const rule = await change('Demo1234', 'short', 'short')
    expect(rule.status).toBe(422)
    expect(rule.body.detail[0].loc).toEqual(['body', 'new_password'])
    const mismatch = await change('Demo1234', 'Fresh1234', 'Fresh1235')
    expect(mismatch.status).toBe(422)
    expect(mismatch.body.detail[0].loc).toEqual(['body', 'confirmation_password'])
    expect((await change('Demo1234', 'Fresh1234', 'Fresh1234')).status).toBe(200)
    expect(await loginStatus(d, 'demo@example.com', 'Demo1234')).toBe(401)
    expect(await loginStatus(d, 'demo@example.com', 'Fresh1234')).toBe(200)
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
    /** @param {string} password @param {string} email */
    const ask = async (password, email) =>
      (
        await call(d, 'POST', '/api/users/change-email-request', {
          token: d.token,
          body: { current_password: password, new_email: email, language: 'en' },
        })
      ).status
    expect(await ask('Wrong1234', 'new@example.com')).toBe(400)
    expect(await ask('Demo1234', 'aiko@example.com')).toBe(400) // taken
    expect(await ask('Demo1234', 'nope')).toBe(422)
    expect(await ask('Demo1234', 'new@example.com')).toBe(200)
    const { body } = await control(d, '/__control/otp?email=new@example.com')
    expect(body.otp).toMatch(/^\d{6}$/)
    expect((await control(d, '/__control/otp?email=demo@example.com')).body.otp).toBe(body.otp)
    const wrong = await call(d, 'POST', '/api/users/change-email-verify-otp', {
      token: d.token,
      body: {
        otp: body.otp === '000000' ? '111111' : '000000',
        new_email: 'new@example.com',
        language: 'en',
      },
    })
    expect(wrong.status).toBe(400)
    expect(wrong.body).toEqual({ detail: 'Invalid verification code' })
    const verified = await call(d, 'POST', '/api/users/change-email-verify-otp', {
      token: d.token,
      body: { otp: body.otp, new_email: 'new@example.com', language: 'en' },
    })
    expect(verified.status).toBe(200)
    expect((await call(d, 'GET', '/api/profile', { token: d.token })).body.email).toBe(
      'new@example.com',
    )
    await login(d, 'new@example.com', 'Demo1234')
    expect(await loginStatus(d, 'demo@example.com', 'Demo1234')).toBe(401)
  })
})

describe('account deletion', () => {
  it('deletes only the own account, and its tokens die', async () => {
    const other = (
      await call(d, 'GET', '/api/profile', {
        token: await login(d, 'aiko@example.com', 'Aiko1234'),
      })
    ).body
    expect((await call(d, 'DELETE', `/api/users/${other.id}`, { token: d.token })).status).toBe(404)
    const me = (await call(d, 'GET', '/api/profile', { token: d.token })).body
    expect((await call(d, 'DELETE', `/api/users/${me.id}`, { token: d.token })).status).toBe(200)
    expect((await call(d, 'GET', '/api/profile', { token: d.token })).status).toBe(401)
    expect(await loginStatus(d, 'demo@example.com', 'Demo1234')).toBe(401)
  })
})
