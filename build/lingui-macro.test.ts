import { describe, expect, it } from 'vitest'
import { linguiMacroPlugin } from './lingui-macro'

const plugin = linguiMacroPlugin()
const transform = plugin.transform as unknown as {
  filter: { id: { include: RegExp; exclude: RegExp }; code: RegExp }
  handler: (code: string, id: string) => Promise<{ code: string } | null>
}

describe('the Lingui macro plugin', () => {
  it('compiles the macros of a TSX module, types and JSX left for Vite', async () => {
    const source = [
      "import { Trans, useLingui } from '@lingui/react/macro'",
      'export function Hello({ name }: { name: string }) {',
      '  const { t } = useLingui()',
      '  return <p title={t`Greeting`}><Trans>Hello {name}</Trans></p>',
      '}',
    ].join('\n')
    const result = await transform.handler(source, '/app/src/Hello.tsx?tsr-split=component')
    expect(result?.code).not.toContain('/macro')
    expect(result?.code).toMatch(/name: string/)
    expect(result?.code).toContain('<p')
    expect(result?.code).toMatch(/id: "\w+"/)
  })

  it('takes only modules that import a macro, never a package', () => {
    const { id, code } = transform.filter
    expect(code.test("import { t } from '@lingui/core/macro'")).toBe(true)
    expect(code.test("import { i18n } from '@lingui/core'")).toBe(false)
    expect(id.include.test('/app/src/a.ts')).toBe(true)
    expect(id.include.test('/app/src/a.css')).toBe(false)
    expect(id.exclude.test('/app/node_modules/x/a.js')).toBe(true)
  })
})
