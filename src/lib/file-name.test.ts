import { describe, expect, it } from 'vitest'
import { safeFileName } from './file-name'

describe('safeFileName', () => {
  it('keeps letters of any language and drops what file systems refuse', () => {
    expect(safeFileName('Sports Day 2025: Full Coverage')).toBe('Sports Day 2025 Full Coverage')
    expect(safeFileName('運動会／2025年')).toBe('運動会／2025年')
    expect(safeFileName('a/b\\c*d?e"f<g>h|i\u0007j')).toBe('a b c d e f g h i j')
  })

  it('trims dots and spaces at the ends, avoids device names, falls back when empty', () => {
    expect(safeFileName('  ..Report.  ')).toBe('Report')
    expect(safeFileName('CON')).toBe('_CON')
    expect(safeFileName('???')).toBe('video')
    expect(safeFileName(null, 'scenes')).toBe('scenes')
  })

  it('cuts a long title to 80 characters', () => {
    expect(Array.from(safeFileName('長'.repeat(200)))).toHaveLength(80)
  })
})
