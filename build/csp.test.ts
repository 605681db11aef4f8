import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { META_CSP, metaCspPlugin } from './csp'
import { PRE_PAINT_HASH, PRE_PAINT_SCRIPT } from './pre-paint'
import { securityHeaders } from './vite-preview'

const directives = (policy: string) => policy.split(/;\s*/).filter(Boolean)

/** The header policies the project gives: the preview server's, deploy/nginx's, the README's. */
const headerPolicies = {
  preview: securityHeaders(undefined)['Content-Security-Policy'] ?? '',
  nginx: /add_header Content-Security-Policy "([^"]+)"/.exec(
    readFileSync('deploy/nginx/headers.conf', 'utf8'),
  )?.[1],
  readme: /^Content-Security-Policy: (.+)$/m.exec(readFileSync('README.md', 'utf8'))?.[1],
}

function transform(html: string): string {
  const hook = metaCspPlugin().transformIndexHtml
  if (!hook || typeof hook === 'function') throw new Error('meta-csp: no ordered hook')
  return hook.handler.call({} as never, html, {} as never) as string
}

describe('the policy in the built pages (a meta, for hosts that cannot send headers)', () => {
  it.each(Object.entries(headerPolicies))(
    'holds each directive word for word as the %s header policy does',
    (_, policy) => {
      const header = directives(policy ?? '')
      expect(header.length).toBeGreaterThan(5)
      for (const directive of directives(META_CSP)) expect(header).toContain(directive)
    },
  )

  it('carries what a meta can and the deployment does not change; allows the pre-paint script', () => {
    const names = directives(META_CSP).map((directive) => directive.split(' ')[0])
    for (const headerOnly of ['frame-ancestors', 'report-uri', 'sandbox'])
      expect(names).not.toContain(headerOnly)
    // Origins come from config.json at run time: the header carries these.
    for (const perDeployment of ['default-src', 'img-src', 'media-src', 'connect-src'])
      expect(names).not.toContain(perDeployment)
    expect(names).toEqual(expect.arrayContaining(['script-src', 'object-src', 'base-uri']))
    expect(directives(META_CSP)).toContain(`script-src 'self' ${PRE_PAINT_HASH}`)
  })

  it('goes first in <head>, before the pre-paint script', () => {
    const html = transform(
      `<head>\n    <meta charset="UTF-8" />\n    <script>${PRE_PAINT_SCRIPT}</script>\n</head>`,
    )
    const meta = html.indexOf('<meta http-equiv="Content-Security-Policy"')
    expect(meta).toBeGreaterThan(html.indexOf('charset'))
    expect(meta).toBeLessThan(html.indexOf('<script>'))
    expect(html).toContain(`content="${META_CSP}"`)
  })
})
