import { describe, expect, it } from 'vitest'
import { readCsv } from '@/test/format-readers'
import { buildCsv, csvValue, profileCsv, scenesCsv } from './csv'

const bytes = (text: string) => [...new TextEncoder().encode(text)]

describe('profileCsv', () => {
  const header = '\uFEFFemail,fullName,username,team\n'
  const demo = { email: 'demo@example.com', fullName: 'Demo User', username: 'demo' }
  const aiko = { email: 'a@b.co', fullName: '田中 愛子', username: 'aiko' }

  it.each([
    [
      'one unquoted row',
      { ...demo, team: { name: 'Northwind Media' } },
      'demo@example.com,Demo User,demo,Northwind Media',
    ],
    [
      'an empty team when there is none',
      { ...demo, team: null },
      'demo@example.com,Demo User,demo,',
    ],
    ['empty cells for what is missing', { email: 'a@b.co' }, 'a@b.co,,,'],
    [
      'Japanese text as it is',
      { ...aiko, team: { name: '北風メディア' } },
      'a@b.co,田中 愛子,aiko,北風メディア',
    ],
  ])('writes the BOM, the header and %s', (_, profile, row) => {
    expect(profileCsv(profile)).toBe(header + row)
  })

  it('starts with the UTF-8 BOM and keeps Japanese text as UTF-8', () => {
    const csv = profileCsv({ ...aiko, team: { name: '北風メディア' } })
    expect(bytes(csv).slice(0, 3)).toEqual([0xef, 0xbb, 0xbf])
    expect(
      new TextDecoder('utf-8', { ignoreBOM: true }).decode(new TextEncoder().encode(csv)),
    ).toBe(csv)
  })
})

describe('csvValue', () => {
  it.each([
    ['Demo User', 'Demo User'],
    ['', ''],
    [undefined, ''],
  ])('leaves the ordinary value %j unquoted', (value, written) => {
    expect(csvValue(value)).toBe(written)
  })

  it.each([
    ['Reed, Oliver', '"Reed, Oliver"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
  ])('quotes %j, which would break the row', (value, written) => {
    expect(csvValue(value)).toBe(written)
  })
})

describe('csvValue: formulas', () => {
  it.each([
    ['=HYPERLINK("http://x","y")', '"\'=HYPERLINK(""http://x"",""y"")"'],
    ['+1+1', "'+1+1"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['\rcmd', '"\'\rcmd"'],
    ['=1,2', '"\'=1,2"'],
  ])('neutralises %j', (value, written) => {
    expect(csvValue(value)).toBe(written)
  })

  it.each(['a=b', 'user+tag@example.com', 'Mary-Jane'])(
    'leaves a formula character later in the value alone: %j',
    (value) => {
      expect(csvValue(value)).toBe(value)
    },
  )

  it('neutralises a hostile profile in the file', () => {
    expect(profileCsv({ email: 'a@b.co', fullName: '=cmd|calc', username: '@me' })).toBe(
      "\uFEFFemail,fullName,username,team\na@b.co,'=cmd|calc,'@me,",
    )
  })
})

describe('buildCsv', () => {
  it('joins rows with LF and no trailing newline', () => {
    expect(
      buildCsv(
        ['a', 'b'],
        [
          ['1', '2'],
          ['3', '4'],
        ],
      ),
    ).toBe('\uFEFFa,b\n1,2\n3,4')
  })
})

describe('scenesCsv', () => {
  it('writes a row per scene that reads back: times, duration, hostile text kept safe', () => {
    const csv = scenesCsv([
      { number: 1, start: 0, end: 72.48, description: 'The river, at "sunrise"' },
      { number: 2, start: 72.48, end: 190.2, description: '=HYPERLINK("x")\n校長先生' },
      { number: 3, description: 'No times' },
    ])
    expect(csv.startsWith('\uFEFFindex,start,end,duration,description\n')).toBe(true)
    expect(readCsv(csv)).toEqual([
      ['index', 'start', 'end', 'duration', 'description'],
      ['1', '00:00:00.000', '00:01:12.480', '72.480', 'The river, at "sunrise"'],
      ['2', '00:01:12.480', '00:03:10.200', '117.720', '\'=HYPERLINK("x")\n校長先生'],
      ['3', '', '', '', 'No times'],
    ])
  })
})
