import { execSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { parseSync, Visitor } from 'vite'
import { expect, it } from 'vitest'

/** The modules of src/ and build/. */
function modules(): string[] {
  return execSync('git ls-files src build', { encoding: 'utf8' })
    .split('\n')
    .filter((path) => /\.(tsx?|mts|mjs)$/.test(path))
}

/**
 * Code stays code: a string of over 300 characters in src/ or build/ is a program, a page or a
 * policy hidden from the linter and the types (the pre-paint script was one). Such text belongs
 * in a module that the build turns into a string.
 */
const LONGEST = 300

// Parses every module: a few seconds on a busy machine.
it('no string literal in src/ or build/ is over 300 characters', { timeout: 30_000 }, () => {
  const files = modules()
  const long: string[] = []
  for (const path of files) {
    const { program, errors } = parseSync(path, readFileSync(path, 'utf8'))
    expect(errors, path).toEqual([])
    new Visitor({
      // biome-ignore lint/correctness/noComponentHookFactories: a node kind, not a component
      Literal: (node) => {
        if (typeof node.value === 'string' && node.value.length > LONGEST) long.push(path)
      },
      // biome-ignore lint/correctness/noComponentHookFactories: a node kind, not a component
      TemplateElement: (node) => {
        if ((node.value.cooked ?? node.value.raw).length > LONGEST) long.push(path)
      },
    }).visit(program)
  }
  expect(files.length).toBeGreaterThan(300)
  expect(long).toEqual([])
})

/** The take-over is by design (docs/decisions.md, "The take-over"), never through React's internals. */
it("no module reads React's internals", () => {
  const readers = modules().filter(
    (path) => path !== 'src/plain-code.test.ts' && readFileSync(path, 'utf8').includes('__react'),
  )
  expect(readers).toEqual([])
})
