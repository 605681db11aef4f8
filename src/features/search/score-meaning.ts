import { SCORE_BANDS } from '@/config/limits'
import type { SimilarSearchParams } from './search-page-params'

/** The scale a page of scores is on: its search method's, or this device's (keyword). */
export type ScoreScale = keyof typeof SCORE_BANDS

/** What a score says on its scale: strong, good, weak (a rank in hybrid: top, middle, low). */
export type ScoreBand = 'high' | 'mid' | 'low'

export const scoreScale = (
  method: SimilarSearchParams['searchMethod'],
  onDevice: boolean,
): ScoreScale => (onDevice ? 'device' : method)

/**
 * The band of a score (docs/product.md §2 "Scores"), read from the number the card shows (two
 * decimals), so a card never shows 0.35 beside the word for scores under 0.35.
 */
export function scoreBand(value: number, scale: ScoreScale): ScoreBand {
  const shown = Math.round(value * 100) / 100
  const { high, mid } = SCORE_BANDS[scale]
  return shown >= high ? 'high' : shown >= mid ? 'mid' : 'low'
}
