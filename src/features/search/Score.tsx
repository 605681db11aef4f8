import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { SCORE_BANDS } from '@/config/limits'
import { type ScoreScale, scoreBand } from './score-meaning'

/** What a band says: the strength of a match, or in hybrid the rank, which is not a strength. */
const WORDS = {
  strength: { high: msg`Strong match`, mid: msg`Good match`, low: msg`Weak match` },
  rank: { high: msg`Top rank`, mid: msg`Middle rank`, low: msg`Low rank` },
}
const wordsFor = (scale: ScoreScale) => (scale === 'hybrid' ? WORDS.rank : WORDS.strength)

/** Two decimals in the interface language's digits (1.00, 0.98): a column reads evenly. */
function useScoreFormat() {
  const { i18n } = useLingui()
  return (value: number) =>
    i18n.number(value, { maximumFractionDigits: 2, minimumFractionDigits: 2 })
}

/**
 * The similarity score: its number, what it means on its method's scale (a word, so the meaning
 * is in the text and never in a colour alone), and a small bar for its strength. The bar only
 * repeats the number, so it is hidden from assistive technology (docs/decisions.md). Scores
 * outside 0..1 (the contract does not bound them) show their number and a bar clamped to the
 * ends.
 */
export function Score({ value, scale }: { value: number | null; scale: ScoreScale }) {
  const { i18n } = useLingui()
  const format = useScoreFormat()
  if (value === null) return null
  const strength = `${Math.round(Math.min(1, Math.max(0, value)) * 100)}%`
  const band = scoreBand(value, scale)
  return (
    <p className="result-score">
      <Trans>Similarity score</Trans> <strong>{format(value)}</strong>{' '}
      <span className="score-word">{i18n._(wordsFor(scale)[band])}</span>
      <span className="score-bar" aria-hidden="true">
        <span style={{ inlineSize: strength }} />
      </span>
    </p>
  )
}

/**
 * One line above the results on what their scores mean (docs/product.md §2 "Scores"): each
 * method's scores run on their own scale, and a hybrid score is a rank.
 */
export function ScoreLegend({ scale }: { scale: ScoreScale }) {
  const format = useScoreFormat()
  const high = format(SCORE_BANDS[scale].high)
  const mid = format(SCORE_BANDS[scale].mid)
  const one = format(1)
  return (
    <p className="score-legend muted">
      {scale === 'dense' ? (
        <Trans>
          Semantic scores measure closeness of meaning and run low: {high} or more is a strong
          match, {mid} or more a good one, less a weak one.
        </Trans>
      ) : scale === 'sparse' ? (
        <Trans>
          Keyword scores measure how well the words match: {high} or more is a strong match, {mid}{' '}
          or more a good one, less a weak one.
        </Trans>
      ) : scale === 'device' ? (
        <Trans>
          Scores on this device measure how well the words match: {high} or more is a strong match,{' '}
          {mid} or more a good one, less a weak one.
        </Trans>
      ) : (
        <Trans>
          Hybrid scores are ranks, not strengths: the keyword and semantic rankings combined, so the
          first results of any search score near {one}. {high} or more is a top rank (near the top
          of both), {mid} or more a middle rank, less a low rank.
        </Trans>
      )}
    </p>
  )
}
