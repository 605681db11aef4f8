import { basename, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build, type Plugin, type PluginOption, type ResolvedConfig, type Rolldown } from 'vite'
import { japaneseFile, PRERENDERED_PAGES, SHELL_FILE } from '../src/config/prerendered-pages.ts'
import { LOCALES, type Locale } from '../src/i18n/locales.ts'
import type { RenderedPage } from '../src/prerender-entry.tsx'
import { EVALUATED_FIRST } from './chunk-groups.ts'
import { APP_CODE_ID } from './pre-paint.ts'

type Render = (path: string, locale: Locale) => Promise<RenderedPage>

/**
 * Static export of the public pages (docs/decisions.md, "Static export"): after the
 * client build, the app is bundled once more for Node (src/prerender-entry.tsx) and each page of
 * PRERENDERED_PAGES is rendered in both languages into a file of its own, which also links the
 * styles and code of its routes. The built index.html becomes the app shell (SHELL_FILE) for
 * every other path, and `/` becomes the pre-rendered Home. Every page carries the pre-paint
 * script that picks the language before the first paint (the template has it already:
 * build/pre-paint-plugin.ts).
 *
 * `sourcePlugins` are the plugins that compile the app's sources (routes, Lingui, React).
 */
export function prerenderPlugin(sourcePlugins: () => PluginOption[]): Plugin {
  let config: ResolvedConfig
  return {
    name: 'prerender',
    configResolved(resolved) {
      config = resolved
    },
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        if (config.command !== 'build' || config.build.ssr) return
        const index = bundle['index.html']
        if (index?.type !== 'asset') throw new Error('prerender: the build has no index.html')
        const template = String(index.source)
        const render = await bundleRenderer(config, sourcePlugins())

        this.emitFile({ type: 'asset', fileName: SHELL_FILE, source: template })
        for (const page of PRERENDERED_PAGES) {
          const copies = {} as Record<Locale, RenderedPage>
          for (const locale of LOCALES) copies[locale] = await render(page.path, locale)
          const head = headLinks(bundle, config, copies.en.routeIds)
          for (const first of LOCALES) {
            const html = pageHtml(template, head, copies, first, page.path)
            const fileName = first === 'en' ? page.file : japaneseFile(page.file)
            if (fileName === 'index.html') index.source = html
            else this.emitFile({ type: 'asset', fileName, source: html })
          }
        }
      },
    },
  }
}

/**
 * Bundles src/prerender-entry.tsx for Node and loads it. The bundle sits in the checkout (beside its
 * node_modules, so its imports resolve) but not inside node_modules, which checkouts may share;
 * one folder per build output, so two builds at once (the update test's second build beside
 * another) never empty each other's.
 */
async function bundleRenderer(config: ResolvedConfig, plugins: PluginOption[]): Promise<Render> {
  const outDir = join(config.root, '.prerender', basename(config.build.outDir))
  await build({
    configFile: false,
    root: config.root,
    mode: config.mode,
    logLevel: 'warn',
    plugins,
    define: config.define,
    build: {
      ssr: 'src/prerender-entry.tsx',
      outDir,
      emptyOutDir: true,
      minify: false,
      rolldownOptions: { output: { entryFileNames: 'prerender.mjs' } },
    },
  })
  const url = `${pathToFileURL(join(outDir, 'prerender.mjs')).href}?build=${Date.now()}`
  const module = (await import(url)) as { renderPage: Render }
  return module.renderPage
}

/**
 * The page's two copies in the template: the first language's copy first (so its ids win for a
 * visitor without JavaScript) and its title in <head>, both in the document; the stylesheet
 * shows the one whose language the pre-paint script chose, and the script shows its title.
 * Sign-in pages are hidden while a session is stored (the app sends a signed-in user on to the
 * library). <html data-path> names the page's path, so the script can tell a file served for
 * another path (docs/decisions.md, "Any host").
 */
function pageHtml(
  template: string,
  head: string,
  copies: Record<Locale, RenderedPage>,
  first: Locale,
  path: string,
): string {
  const signInPage = copies.en.routeIds.includes('/_auth')
  const order = first === 'en' ? LOCALES : [...LOCALES].reverse()
  const body = order
    .map((locale) => {
      const html = copies[locale].html
      if (/<script/i.test(html)) throw new Error(`prerender: ${path} (${locale}) has a script`)
      const hidden = signInPage ? ' class="signed-out-only"' : ''
      // Out of the layout until the stylesheet is in (src/styles/global.css, "copy-display").
      const shown = ' style="display: var(--copy-display, none)"'
      // The copy's title, for the pre-paint script to show with it (HTML text is attribute-safe:
      // React escapes quotes in text too).
      const title = ` data-title="${copies[locale].title}"`
      const marks = `data-prerendered="${locale}" lang="${locale}"${title}${shown}${hidden}`
      return `<div ${marks}>${html}</div>`
    })
    .join('')
  const root = '<div id="root"></div>'
  if (!template.includes(root)) throw new Error(`index.html: no ${root} found`)
  const title = /<title>[^<]*<\/title>/
  if (!title.test(template)) throw new Error('index.html: no <title> found')
  const html = template
    .replace(/<html lang="[a-z-]+"/, `<html lang="${first}" data-path="${path}"`)
    // The first language's title: visitors without JavaScript see that copy.
    .replace(title, () => `<title>${copies[first].title}</title>`)
    .replace('</head>', `${head}</head>`)
    .replace(root, body)
  return codeAfterPaint(html)
}

const CODE_TAGS =
  /\s*(<script type="module" crossorigin [^>]*><\/script>|<link rel="modulepreload" crossorigin [^>]*>)/g

/**
 * A pre-rendered page reads without its code, so its code waits until the page has painted:
 * the entry script and its preloads move from <head> into <template id="app-code"> (inert: not
 * fetched, not run) at the end of <body>, and the pre-paint script adds them to the document
 * after the first paint (build/pre-paint.ts; docs/decisions.md, "First screens"). A script
 * requested before the first paint lengthens it on a slow link. The app shell keeps its
 * scripts in <head>: it paints nothing without them.
 * The chunks evaluated first (build/chunk-groups.ts) get a script of their own before the
 * entry's, in order: the pre-paint script runs the template's scripts one per task, so each
 * chunk's evaluation is its own task instead of one long one for all (their preloads still
 * fetch every file at once).
 */
function codeAfterPaint(html: string): string {
  const code = html.match(CODE_TAGS)?.map((tag) => tag.trim()) ?? []
  if (!code.some((tag) => tag.startsWith('<script'))) throw new Error('prerender: no entry script')
  const first = EVALUATED_FIRST.map((name) => {
    const links = code.filter((tag) => new RegExp(`href="[^"]*/${name}-[\\w-]+\\.js"`).test(tag))
    const href = links.length === 1 ? /href="([^"]+)"/.exec(links[0] ?? '')?.[1] : undefined
    if (!href) throw new Error(`prerender: expected one preload of the ${name} chunk`)
    return `<script type="module" crossorigin src="${href}"></script>`
  })
  const body = '</body>'
  if (!html.includes(body)) throw new Error(`index.html: no ${body} found`)
  return html
    .replace(CODE_TAGS, '')
    .replace(
      body,
      `<template id="${APP_CODE_ID}">${[...first, ...code].join('')}</template>\n  ${body}`,
    )
}

/** Stylesheets and module preloads of the routes' chunks that the template does not link yet. */
function headLinks(
  bundle: Rolldown.OutputBundle,
  { root, base }: ResolvedConfig,
  routeIds: string[],
): string {
  const files = routeIds.map((id) => {
    const name = id === '__root__' ? '__root' : id.endsWith('/') ? `${id}index` : id
    return join(root, 'src/routes', `${name}.tsx`)
  })
  const chunks = Object.values(bundle).filter(
    (item): item is Rolldown.OutputChunk => item.type === 'chunk',
  )
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const entry = chunks.find((chunk) => chunk.isEntry)
  const linked = new Set<string>()
  const visit = (chunk: Rolldown.OutputChunk | undefined, into: Set<string>) => {
    if (!chunk || into.has(chunk.fileName)) return
    into.add(chunk.fileName)
    for (const name of chunk.imports) visit(byName.get(name), into)
  }
  visit(entry, linked)

  const needed = new Set<string>()
  for (const chunk of chunks) {
    const isRouteChunk = chunk.moduleIds.some((id) =>
      files.some((file) => id.split('?')[0] === file),
    )
    if (isRouteChunk && !chunk.isEntry) visit(chunk, needed)
  }
  const css = new Set<string>()
  const js: string[] = []
  for (const name of needed) {
    if (linked.has(name)) continue
    js.push(name)
    for (const file of byName.get(name)?.viteMetadata?.importedCss ?? []) css.add(file)
  }
  for (const name of linked) {
    for (const file of byName.get(name)?.viteMetadata?.importedCss ?? []) css.delete(file)
  }
  const links = [
    ...[...css].map((file) => `<link rel="stylesheet" crossorigin href="${base}${file}">`),
    ...js.map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`),
  ]
  return links.map((link) => `\n    ${link}`).join('') + (links.length ? '\n  ' : '')
}
