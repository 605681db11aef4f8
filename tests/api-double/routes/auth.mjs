// @ts-check
// Accounts: login, refresh, profile, passwords, e-mail change, account deletion, languages.
import { issueToken, profile } from '../lib/access.mjs'
import { HttpError, randomToken } from '../lib/util.mjs'
import { validateBody } from '../lib/validate.mjs'
import { LANGUAGES } from '../sim/tables.mjs'

/** A 422 item when the confirmation differs. @param {Record<string, unknown>} b @param {string} pw @param {string} conf */
const confirmMatches = (b, pw, conf) =>
  b[pw] === b[conf]
    ? []
    : [{ loc: ['body', conf], msg: 'Value error, Passwords do not match', type: 'value_error' }]

/** @param {import('../lib/router.mjs').Router} router @param {import('../lib/context.mjs').Double} double */
export function authRoutes(router, double) {
  const { store, info, config } = double
  /** An OAuth2-style token answer: `expires_in` is the lifetime in seconds. @param {import('../sim/library.mjs').User} user */
  const tokenAnswer = (user) => ({
    access_token: issueToken(double, user),
    token_type: 'bearer',
    expires_in: config.tokenTtlSeconds,
  })

  router.add('POST', '/api/login', false, ({ body }) => {
    const b = validateBody(body, {
      email: { type: 'string', required: true, email: true, max: 254 },
      password: { type: 'string', required: true, min: 1, max: 128 },
    })
    const user = store.userByEmail(b.email)
    if (!user || user.password !== b.password)
      throw new HttpError(401, 'Incorrect email or password')
    return { ...tokenAnswer(user), is_first_login: false }
  })

  // With `revokeOnRefresh` (a stricter backend), the token a refresh presented stops working
  // once the new one is issued: two tabs that refresh with the same token race for it.
  router.add('GET', '/api/refresh', true, ({ user, token }) => {
    const answer = tokenAnswer(user)
    if (config.revokeOnRefresh) {
      delete store.state.tokens[token]
      store.dirty()
    }
    return answer
  })

  router.add('GET', '/api/profile', true, ({ user }) => profile(double, user))

  router.add('POST', '/api/forgot-password', false, ({ body }) => {
    const b = validateBody(body, {
      email: { type: 'string', required: true, email: true, max: 254 },
    })
    const user = store.userByEmail(b.email)
    if (user) {
      const token = randomToken(24)
      store.state.reset_tokens.push({
        token,
        user_id: user.id,
        email: user.email,
        expires_at: Date.now() + 3600_000,
        used: false,
      })
      store.dirty()
      info(`password reset for ${user.email}: /reset-password?resetToken=${token}`)
    }
    return {
      message:
        'If there is an account associated with this email, you will receive instructions on how to reset your password.',
    }
  })

  router.add('POST', '/api/reset-password', false, ({ body }) => {
    const b = validateBody(
      body,
      {
        password: { type: 'string', required: true, password: true },
        confirmation_password: { type: 'string', required: true },
        reset_token: { type: 'string', required: true, min: 1 },
      },
      (x) => confirmMatches(x, 'password', 'confirmation_password'),
    )
    const rec = store.state.reset_tokens.find((r) => r.token === b.reset_token)
    const user =
      rec && !rec.used && rec.expires_at > Date.now()
        ? store.state.users.find((u) => u.id === rec.user_id)
        : undefined
    if (!rec || !user) throw new HttpError(401, 'Invalid or expired reset token')
    rec.used = true
    user.password = b.password
    store.endSessionsOf(user.id)
    store.dirty()
    return { message: 'Your password has been reset.' }
  })

  router.add('POST', '/api/change-password', true, ({ body, user }) => {
    const b = validateBody(
      body,
      {
        current_password: { type: 'string', required: true, min: 1 },
        new_password: { type: 'string', required: true, password: true },
        confirmation_password: { type: 'string', required: true },
      },
      (x) => confirmMatches(x, 'new_password', 'confirmation_password'),
    )
    if (b.current_password !== user.password)
      throw new HttpError(400, 'Current password is incorrect')
    user.password = b.new_password
    store.dirty()
    return { message: 'Your password has been updated.' }
  })

  router.add('PUT', '/api/users/update-profile', true, ({ body, user }) => {
    const b = validateBody(body, {
      full_name: { type: 'string', required: true, min: 1, max: 100 },
      username: { type: 'string', required: true, min: 1, max: 50 },
    })
    user.full_name = b.full_name
    user.username = b.username
    store.dirty()
    return profile(double, user)
  })

  router.add('DELETE', '/api/users/:id', true, ({ params, user }) => {
    if (params.id !== user.id) throw new HttpError(404, 'User not found')
    const s = store.state
    s.users = s.users.filter((u) => u.id !== user.id)
    store.endSessionsOf(user.id)
    s.otps = s.otps.filter((o) => o.user_id !== user.id)
    s.reset_tokens = s.reset_tokens.filter((o) => o.user_id !== user.id)
    store.dirty()
    info(`account ${user.email} deleted`)
    return { message: 'Account deleted' }
  })

  router.add('POST', '/api/users/change-email-request', true, ({ body, user }) => {
    const b = validateBody(body, {
      current_password: { type: 'string', required: true, min: 1 },
      new_email: { type: 'string', required: true, email: true, max: 254 },
      language: { type: 'string', max: 10, nullable: true },
    })
    if (b.current_password !== user.password)
      throw new HttpError(400, 'Current password is incorrect')
    if (b.new_email.toLowerCase() === user.email.toLowerCase())
      throw new HttpError(400, 'The new email is the same as the current email')
    if (store.userByEmail(b.new_email)) throw new HttpError(400, 'This email is already in use')
    const otp = String(100000 + Math.floor(Math.random() * 900000))
    store.state.otps = store.state.otps.filter((o) => o.user_id !== user.id)
    store.state.otps.push({
      user_id: user.id,
      email: user.email,
      new_email: b.new_email,
      otp,
      expires_at: Date.now() + 15 * 60_000,
    })
    store.dirty()
    info(`e-mail change code for ${user.email} -> ${b.new_email}: ${otp}`)
    return { message: 'A verification code has been sent to the new email address.' }
  })

  router.add('POST', '/api/users/change-email-verify-otp', true, ({ body, user }) => {
    const b = validateBody(body, {
      otp: { type: 'string', required: true, min: 1, max: 12 },
      new_email: { type: 'string', required: true, email: true, max: 254 },
      language: { type: 'string', max: 10, nullable: true },
    })
    const rec = store.state.otps.find(
      (o) =>
        o.user_id === user.id &&
        o.new_email.toLowerCase() === b.new_email.toLowerCase() &&
        o.otp === b.otp &&
        o.expires_at > Date.now(),
    )
    if (!rec) throw new HttpError(400, 'Invalid verification code')
    if (store.userByEmail(rec.new_email)) throw new HttpError(400, 'This email is already in use')
    user.email = rec.new_email
    store.state.otps = store.state.otps.filter((o) => o !== rec)
    store.dirty()
    info(`e-mail of ${rec.email} changed to ${user.email}`)
    return { message: 'Your email has been updated.' }
  })

  router.add('GET', '/api/supported-videos-languages', true, () => LANGUAGES)
}
