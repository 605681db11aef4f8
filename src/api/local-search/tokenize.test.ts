import { describe, expect, it } from 'vitest'
import { bigrams, normalizeText, pieces, tokenize } from './tokenize'

describe('normalizeText', () => {
  it('folds full-width and half-width forms (NFKC) and case', () => {
    expect(normalizeText('ＡＩカメラ ｶﾒﾗ Ｑ３')).toBe('aiカメラ カメラ q3')
    expect(normalizeText('Sports DAY')).toBe('sports day')
  })
})

describe('tokenize', () => {
  it('splits English into lower-case words without function words or single letters', () => {
    expect(tokenize('The Relay-Race at the Stadium, a 4 x 100 m!')).toEqual(
      'relay race stadium 4 100'.split(' '),
    )
  })

  it('drops accents from Latin words only (café is cafe; が stays が)', () => {
    expect(tokenize('Café Crème')).toEqual(['cafe', 'creme'])
    expect(tokenize('がっこう')).toEqual(['がっ', 'っこ', 'こう'])
  })

  it('indexes Japanese by overlapping character bigrams within each script', () => {
    expect(bigrams('東京都庁')).toEqual(['東京', '京都', '都庁'])
    expect(tokenize('東京都庁')).toEqual(['東京', '京都', '都庁'])
    expect(tokenize('体育館で運動会')).toEqual(['体育', '育館', '運動', '動会'])
    expect(tokenize('新しいノートパソコン')).toEqual(
      '新 しい ノー ート トパ パソ ソコ コン'.split(' '),
    )
  })

  it('keeps a lone character, drops a lone hiragana (a particle), stops at punctuation', () => {
    expect(tokenize('春。夏、秋')).toEqual(['春', '夏', '秋'])
    expect(tokenize('「港」の朝')).toEqual(['港', '朝'])
    expect(tokenize('霞ヶ関')).toEqual(['霞', 'ヶ', '関'])
  })

  it('separates English and Japanese written together', () => {
    expect(tokenize('AIカメラとUSBケーブル')).toEqual('ai カメ メラ usb ケー ーブ ブル'.split(' '))
    expect(tokenize('ｽﾏｰﾄﾌｫﾝ')).toEqual(tokenize('スマートフォン'))
  })

  it('counts characters outside the basic plane as one (no broken pairs)', () => {
    expect(bigrams('𠮷野家')).toEqual(['𠮷野', '野家'])
  })

  it('tells words from CJK runs in a query', () => {
    expect(pieces('ai カメラ 東')).toEqual([
      { kind: 'word', term: 'ai' },
      { kind: 'cjk', terms: ['カメ', 'メラ'] },
      { kind: 'cjk', terms: ['東'] },
    ])
    expect(pieces(' … — ')).toEqual([])
  })
})
