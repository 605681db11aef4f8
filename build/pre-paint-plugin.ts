import { join } from 'node:path'
import { build, type Plugin, type Rolldown } from 'vite'

const SOURCE = join(import.meta.dirname, 'pre-paint.ts')
const ENTRY = 'virtual:pre-paint'

/**
 * The pre-paint script as the pages carry it: build/pre-paint.ts and the few names it imports,
 * bundled by Vite (Rolldown, minified by oxc) into one function that runs where it stands.
 * Nothing is written to disk: the text goes into every page's <head>.
 */
export async function bundlePrePaint(): Promise<string> {
  const result = await build({
    configFile: false,
    root: join(import.meta.dirname, '..'),
    logLevel: 'warn',
    publicDir: false,
    plugins: [
      {
        name: 'pre-paint-entry',
        resolveId: (id) => (id === ENTRY ? `\0${ENTRY}` : undefined),
        load: (id) =>
          id === `\0${ENTRY}`
            ? `import { prePaint } from ${JSON.stringify(SOURCE)}\nprePaint()`
            : undefined,
      },
    ],
    build: {
      write: false,
      minify: true,
      // It runs on every browser that gets a page, not only on those that run the app (es2022).
      target: 'es2015',
      modulePreload: false,
      reportCompressedSize: false,
      rolldownOptions: { input: ENTRY, output: { format: 'iife' } },
    },
  })
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[]
  const chunks = outputs.flatMap(({ output }) => output).filter((item) => item.type === 'chunk')
  if (chunks.length !== 1) throw new Error(`pre-paint: ${chunks.length} chunks, expected one`)
  return chunks[0]!.code.trim()
}

/**
 * Puts the pre-paint script first in every page's <head>, right after <meta charset> (the
 * built pages, pre-rendered ones included, are made from index.html; `vite` dev gets it too, so
 * the language is picked before the first paint there as well). Bundled once per build.
 */
export function prePaintPlugin(): Plugin {
  let script: Promise<string> | undefined
  return {
    name: 'pre-paint',
    transformIndexHtml: {
      order: 'pre',
      handler: async (html) => {
        const charset = /<meta charset="UTF-8" \/>/i
        if (!charset.test(html)) throw new Error('index.html: no <meta charset="UTF-8" /> found')
        script ??= bundlePrePaint()
        const text = await script
        return html.replace(charset, (tag) => `${tag}\n    <script>${text}</script>`)
      },
    },
  }
}
