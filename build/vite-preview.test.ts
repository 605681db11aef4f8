import { readFileSync } from 'node:fs'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { securityHeaders } from './vite-preview'

/** The `add_header` lines of deploy/nginx/headers.conf that are in force (not commented). */
function nginxHeaders(origins: { api: string; assets: string; storage: string }) {
  const text = readFileSync('deploy/nginx/headers.conf', 'utf8')
  const headers: Record<string, string> = {}
  for (const [, name, value] of text.matchAll(/^add_header ([\w-]+) "([^"]*)" always;$/gm)) {
    headers[name as string] = (value as string)
      .replaceAll('$vi_api_origin', origins.api)
      .replaceAll('$vi_assets_origin', origins.assets)
      .replaceAll('$vi_storage_origins', origins.storage)
      .replace(/\s+/g, ' ')
      .replace(/ ;/g, ';')
      .trim()
  }
  return headers
}

afterEach(() => {
  vi.unstubAllEnvs()
})

describe('the security headers', () => {
  it('are the same from the preview server and from the nginx configuration in deploy/', () => {
    const origins = {
      api: 'https://api.example.com',
      assets: 'https://assets.example.com',
      storage: 'https://storage.example.com https://uploads.example.com',
    }
    vi.stubEnv('STORAGE_ORIGINS', origins.storage)
    const config = JSON.stringify({ apiBase: `${origins.api}/v1`, assetsBase: origins.assets })
    const preview = securityHeaders(config)
    expect(Object.keys(preview).length).toBeGreaterThan(4)
    expect(nginxHeaders(origins)).toEqual(preview)
  })

  it('recommend HSTS in deploy/ without sending it (it needs a site served over HTTPS only)', () => {
    const text = readFileSync('deploy/nginx/headers.conf', 'utf8')
    expect(text).toMatch(/^# add_header Strict-Transport-Security "max-age=\d+/m)
    expect(nginxHeaders({ api: '', assets: '', storage: '' })).not.toHaveProperty(
      'Strict-Transport-Security',
    )
  })
})
