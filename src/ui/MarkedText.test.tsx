import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { MarkedText } from './MarkedText'

const html = (text: string, ranges: [number, number][]) =>
  render(
    <p>
      <MarkedText text={text} ranges={ranges} />
    </p>,
  ).container.innerHTML

describe('MarkedText', () => {
  it('puts each range in a mark and keeps the rest as text', () => {
    expect(
      html('The river at sunrise', [
        [4, 9],
        [13, 20],
      ]),
    ).toBe('<p>The <mark>river</mark> at <mark>sunrise</mark></p>')
  })

  it('shows the text alone without ranges, and ignores ranges outside it', () => {
    expect(html('運動会', [])).toBe('<p>運動会</p>')
    expect(
      html('運動会', [
        [0, 2],
        [5, 9],
      ]),
    ).toBe('<p><mark>運動</mark>会</p>')
  })

  it('never repeats text when ranges overlap', () => {
    expect(
      html('abcdef', [
        [0, 3],
        [2, 5],
      ]),
    ).toBe('<p><mark>abc</mark><mark>de</mark>f</p>')
  })
})
