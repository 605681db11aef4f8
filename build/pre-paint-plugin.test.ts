import { expect, it } from 'vitest'
import { bundlePrePaint } from './pre-paint-plugin'

it('bundles the pre-paint script into one small function that runs where it stands', async () => {
  const script = await bundlePrePaint()
  expect(script).toMatch(/^\(function\(\)\{.*\}\)\(\);$/s)
  expect(script).not.toMatch(/\bimport\b|\bexport\b|\n/)
  // About 2.2 KB (2,239 B with the pages' titles): a name it imports must not bring the app's code.
  expect(new TextEncoder().encode(script).length).toBeLessThan(2_250)
})
