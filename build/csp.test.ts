import { createHash } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { build, type PreviewServer, preview } from 'vite'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { CSP_FILE, cspPlugin, HSTS, metaPolicy, NGINX_HEADERS_FILE, securityHeaders } from './csp'
import { prePaintPlugin } from './pre-paint-plugin'
import { previewServerPlugin } from './vite-preview'

/*
 * The policy a host sends, the one every page carries and the pre-paint script the pages carry
 * come from one build: here a build of index.html (its app entry swapped for a small module)
 * through the same plugins as `npm run build`, served by the preview server.
 */

const directives = (policy: string) => policy.split(/;\s*/).filter(Boolean)
const origins = {
  api: 'https://api.example.com',
  assets: 'https://assets.example.com',
  storage: 'https://storage.example.com https://uploads.example.com',
}

/** The inline scripts of a page as the browser reads them, and the hash each is allowed by. */
function inlineScriptsOf(html: string) {
  const page = new DOMParser().parseFromString(html, 'text/html')
  return [...page.querySelectorAll('script:not([src])')].map((script) => {
    const text = script.textContent ?? ''
    return { text, hash: `'sha256-${createHash('sha256').update(text).digest('base64')}'` }
  })
}

/** The `add_header` lines of the nginx include that are in force, its variables set. */
function nginxHeaders(text: string) {
  const headers: Record<string, string> = {}
  for (const [, name, value] of text.matchAll(/^add_header ([\w-]+) "([^"]*)" always;$/gm)) {
    headers[name as string] = (value as string)
      .replaceAll('$vi_api_origin', origins.api)
      .replaceAll('$vi_assets_origin', origins.assets)
      .replaceAll('$vi_storage_origins', origins.storage)
  }
  return headers
}

/** GET `path` from the server as a browser navigates: the page and the headers it came with. */
function navigate(server: PreviewServer, path: string) {
  const { port } = server.httpServer.address() as AddressInfo
  return new Promise<{ html: string; headers: Record<string, string> }>((done, fail) => {
    request({ port, path, headers: { accept: 'text/html' } }, (response) => {
      let html = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => {
        html += chunk
      })
      response.on('end', () => done({ html, headers: response.headers as Record<string, string> }))
    })
      .on('error', fail)
      .end()
  })
}

let root: string
let outDir: string
let server: PreviewServer

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'vi-csp-'))
  outDir = join(root, 'dist')
  const index = readFileSync('index.html', 'utf8')
  const entry = /<script type="module" src="\/src\/main.tsx"><\/script>/
  expect(index).toMatch(entry)
  writeFileSync(
    join(root, 'index.html'),
    index.replace(entry, '<script type="module" src="/start.js"></script>'),
  )
  writeFileSync(join(root, 'start.js'), 'document.documentElement.dataset.started = ""\n')
  await build({
    configFile: false,
    root,
    logLevel: 'silent',
    publicDir: false,
    plugins: [prePaintPlugin(), cspPlugin()],
    build: { outDir, emptyOutDir: true },
  })
  vi.stubEnv(
    'RUNTIME_CONFIG',
    JSON.stringify({ apiBase: `${origins.api}/v1`, assetsBase: origins.assets }),
  )
  vi.stubEnv('STORAGE_ORIGINS', origins.storage)
  server = await preview({
    configFile: false,
    root,
    logLevel: 'silent',
    plugins: [previewServerPlugin()],
    build: { outDir },
    preview: { port: 0, host: '127.0.0.1' },
  })
  vi.unstubAllEnvs()
}, 60_000)

afterAll(async () => {
  await server?.close()
  rmSync(root, { recursive: true, force: true })
})

describe('the policy of a build', () => {
  it('allows exactly the inline script the page carries, in the page and in what a host sends', async () => {
    const built = readFileSync(join(outDir, 'index.html'), 'utf8')
    const [script, ...others] = inlineScriptsOf(built)
    expect(others).toEqual([])
    expect(script?.text.length).toBeGreaterThan(1000)
    const allowed = `script-src 'self' ${script?.hash}`

    const meta = new DOMParser()
      .parseFromString(built, 'text/html')
      .querySelector('meta[http-equiv="Content-Security-Policy"]')
    expect(directives(meta?.getAttribute('content') ?? '')).toContain(allowed)

    const nginx = nginxHeaders(readFileSync(join(outDir, NGINX_HEADERS_FILE), 'utf8'))
    expect(directives(nginx['Content-Security-Policy'] ?? '')).toContain(allowed)

    // Served: the page and its header, as a browser gets them from the preview server.
    const served = await navigate(server, '/')
    expect(inlineScriptsOf(served.html)).toEqual([script])
    expect(directives(served.headers['content-security-policy'] ?? '')).toContain(allowed)
  })

  it('is the same from the preview server and from the nginx include the build writes', async () => {
    const { headers } = await navigate(server, '/')
    const nginx = nginxHeaders(readFileSync(join(outDir, NGINX_HEADERS_FILE), 'utf8'))
    expect(Object.keys(nginx).length).toBeGreaterThan(4)
    for (const [name, value] of Object.entries(nginx))
      expect(headers[name.toLowerCase()]).toBe(value)
    const hash = JSON.parse(readFileSync(join(outDir, CSP_FILE), 'utf8')).prePaintHash
    expect(nginx).toEqual(securityHeaders(origins, hash))
  })

  it('recommends HSTS in the nginx include without sending it (it needs a site on HTTPS only)', () => {
    const text = readFileSync(join(outDir, NGINX_HEADERS_FILE), 'utf8')
    expect(text).toContain(`\n# add_header Strict-Transport-Security "${HSTS}" always;\n`)
    expect(nginxHeaders(text)).not.toHaveProperty('Strict-Transport-Security')
  })

  it('a build refuses a page with another inline script: the policy would refuse it', async () => {
    const other = mkdtempSync(join(tmpdir(), 'vi-csp-'))
    try {
      const index = readFileSync(join(root, 'index.html'), 'utf8')
      writeFileSync(
        join(other, 'index.html'),
        index.replace('</body>', '<script>1</script></body>'),
      )
      const building = build({
        configFile: false,
        root: other,
        logLevel: 'silent',
        publicDir: false,
        plugins: [prePaintPlugin(), cspPlugin()],
        build: { write: false },
      })
      await expect(building).rejects.toThrow(/2 inline scripts/)
    } finally {
      rmSync(other, { recursive: true, force: true })
    }
  })
})

it("the README's headers for any other host are the one definition's, the hash left out", () => {
  const example = {
    api: 'https://api.example.com',
    assets: 'https://assets.example.com',
    storage: 'https://storage.example.com',
  }
  const headers = Object.entries(securityHeaders(example, "'sha256-…'"))
  const block = headers.map(([name, value]) => `${name}: ${value}`).join('\n')
  expect(readFileSync('README.md', 'utf8')).toContain(`\n\`\`\`\n${block}\n\`\`\`\n`)
})

describe('the policy in the pages (a meta, for hosts that cannot send headers)', () => {
  const hash = "'sha256-AAAA'"
  const meta = directives(metaPolicy(hash))

  it('holds each directive word for word as the header policy does', () => {
    const header = directives(securityHeaders(origins, hash)['Content-Security-Policy'] ?? '')
    expect(header.length).toBeGreaterThan(5)
    for (const directive of meta) expect(header).toContain(directive)
  })

  it('carries what a meta can and the deployment does not change', () => {
    const names = meta.map((directive) => directive.split(' ')[0])
    for (const headerOnly of ['frame-ancestors', 'report-uri', 'sandbox'])
      expect(names).not.toContain(headerOnly)
    // Origins come from config.json at run time: the header carries these.
    for (const perDeployment of ['default-src', 'img-src', 'media-src', 'connect-src'])
      expect(names).not.toContain(perDeployment)
    expect(names).toEqual(expect.arrayContaining(['script-src', 'object-src', 'base-uri']))
  })

  it('goes first in <head>, before the pre-paint script', () => {
    const built = readFileSync(join(outDir, 'index.html'), 'utf8')
    const policy = built.indexOf('<meta http-equiv="Content-Security-Policy"')
    expect(policy).toBeGreaterThan(built.indexOf('charset'))
    expect(policy).toBeLessThan(built.indexOf('<script>'))
  })
})
