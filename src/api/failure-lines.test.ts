import { i18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { ApiError } from './errors'
import { failureLines, GENERIC_FAILURE } from './failure-lines'

const GENERIC = 'Something went wrong. Please try again!'

describe('failureLines', () => {
  it("shows the server's messages when it sent any", () => {
    const error = new ApiError('http', 400, {}, ['currentPassword is wrong', 'second'])
    expect(failureLines(error, { fallback: 'fallback' })).toEqual([
      'currentPassword is wrong',
      'second',
    ])
  })

  it('falls back to the given text, else the generic message, when the server said nothing', () => {
    const error = new ApiError('http', 500)
    expect(
      failureLines(error, { fallback: 'An error occurred while updating the profile' }),
    ).toEqual(['An error occurred while updating the profile'])
    expect(failureLines(error)).toEqual([GENERIC])
  })

  it('says the server could not be reached without a network, in the caller’s words if given', () => {
    const error = new ApiError('network', 0)
    expect(failureLines(error)).toEqual([
      'The server could not be reached. Please check your connection and try again.',
    ])
    expect(failureLines(error, { network: 'Offline.' })).toEqual(['Offline.'])
  })

  it('says nothing when the session ended (Login is already showing)', () => {
    expect(failureLines(new ApiError('session-ended', 401))).toBeUndefined()
  })

  it('gives the generic message for an unreadable answer or a non-API failure', () => {
    expect(failureLines(new ApiError('malformed', 200))).toEqual([GENERIC])
    expect(failureLines(new ApiError('invalid-response', 200))).toEqual([GENERIC])
    expect(failureLines(new TypeError('boom'))).toEqual([GENERIC])
  })

  it('writes the generic message once: the descriptor a screen without an error shows', () => {
    expect(i18n._(GENERIC_FAILURE)).toBe(GENERIC)
    expect(failureLines(undefined)).toEqual([i18n._(GENERIC_FAILURE)])
  })
})
