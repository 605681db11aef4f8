import { describe, expect, it } from 'vitest'
import { apiBaseProblem, isLoopback } from './api-base'

const page = (url: string) => new URL(url)

describe('fail closed: which API base the app refuses to call', () => {
  it('accepts a real server from a real site, and anything from this computer', () => {
    expect(apiBaseProblem('https://api.example.com', page('https://app.example.com/video'))).toBe(
      undefined,
    )
    expect(apiBaseProblem('http://api.example.com', page('http://intranet.example/'))).toBe(
      undefined,
    )
    // npm start, the e2e tests and a developer: page and API on this computer.
    expect(apiBaseProblem('http://localhost:8787', page('http://localhost:4173/login'))).toBe(
      undefined,
    )
    expect(apiBaseProblem('http://localhost:8787', page('http://127.0.0.1:4173/'))).toBe(undefined)
    expect(apiBaseProblem('http://api.example.com', page('http://[::1]:4173/'))).toBe(undefined)
  })

  it('refuses the build default (this computer) on a deployed site', () => {
    expect(apiBaseProblem('http://localhost:8787', page('https://app.example.com/'))).toBe(
      'loopback',
    )
    expect(apiBaseProblem('http://127.0.0.1:8787', page('http://10.0.0.5:4173/'))).toBe('loopback')
    expect(apiBaseProblem('https://[::1]', page('https://app.example.com/'))).toBe('loopback')
    expect(apiBaseProblem('http://dev.localhost:8787', page('https://app.example.com/'))).toBe(
      'loopback',
    )
  })

  it('refuses a base that is not an absolute http(s) URL, wherever the page is', () => {
    for (const base of ['', 'api.example.com', '/api', 'ftp://api.example.com', 'javascript:1'])
      expect(apiBaseProblem(base, page('http://localhost:4173/'))).toBe('invalid')
  })

  it('refuses plain http from an https page (the browser would block every call)', () => {
    expect(apiBaseProblem('http://api.example.com', page('https://app.example.com/'))).toBe(
      'insecure',
    )
  })

  it('knows the loopback names and nothing else', () => {
    for (const host of ['localhost', 'LOCALHOST', 'a.localhost', '127.0.0.1', '127.1.2.3', '[::1]'])
      expect(isLoopback(host)).toBe(true)
    for (const host of ['localhost.example.com', '128.0.0.1', '10.0.0.1', 'example.com', '::2'])
      expect(isLoopback(host)).toBe(false)
  })
})
