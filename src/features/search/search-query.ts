import type { SimilarItem, SimilarPage } from '@/api/similar'
import { displayStatus } from '@/api/videos'
import { K_DEFAULT, K_INPUT_DIGITS, K_MAX, K_MIN, SCENE_TITLE_LENGTH } from '@/config/limits'
import { splitAtWord } from '@/lib/text-cut'
import type { AdvancedSearchParams, SearchMode, SimilarSearchParams } from './search-page-params'

/** What the form holds while the user edits it (Top K as typed). */
export interface SearchFormValues {
  mode: SearchMode
  description: string
  kValue: string
  searchMethod: SimilarSearchParams['searchMethod']
  searchScope: SimilarSearchParams['searchScope']
}

/** The video (and scene) a similar search starts from. */
export interface SearchSource {
  videoId: string
  sceneIndex?: number
}

/** Top K input: digits only (anything else typed or pasted is dropped), at most 4 of them. */
export const kDigits = (raw: string) => raw.replace(/\D/g, '').slice(0, K_INPUT_DIGITS)

/** Top K on blur (docs/product.md §5): empty becomes 1, then clamped to 1..999. */
export function clampK(raw: string): number {
  const digits = kDigits(raw)
  if (digits === '') return K_MIN
  return Math.min(K_MAX, Math.max(K_MIN, Number(digits)))
}

/** The form as the AdvancedSearch URL describes it. */
export function formFromParams(
  params: AdvancedSearchParams,
  mode: SearchMode,
  description: string,
): SearchFormValues {
  return {
    mode,
    description,
    kValue: String(params.kValue ?? K_DEFAULT),
    searchMethod: params.searchMethod,
    searchScope: params.searchScope,
  }
}

/**
 * The SimilarVideo link for a submitted form (docs/product.md §2: "a query built from the form"). The
 * source, when there is one, goes in the path; every value is in the query, so the link
 * reproduces the search anywhere. Defaults are stripped from the URL by the route.
 */
export function resultsLink(form: SearchFormValues, source: SearchSource | undefined) {
  const scenes = form.mode === 'scenes'
  const search: SimilarSearchParams = {
    video: source ? true : undefined,
    mode: form.mode,
    sceneIndex: scenes ? source?.sceneIndex : undefined,
    searchScope: scenes && source ? form.searchScope : 'all',
    kValue: clampK(form.kValue),
    description: form.description.trim() || undefined,
    searchMethod: form.searchMethod,
    page: 1,
  }
  return { params: { videoId: source?.videoId }, search }
}

/** "Change" on the results: AdvancedSearch with everything but the page. */
export function changeLink(videoId: string | undefined, search: SimilarSearchParams) {
  const { page: _page, ...rest } = search
  return { params: { videoId }, search: rest satisfies AdvancedSearchParams }
}

/**
 * docs/product.md §2 scene card: the description's first 60 characters (code points) as title,
 * the rest as body, cut between words (between phrases in Japanese, `cutPlace`), never inside
 * one; a first word longer than 60 characters is cut after its 60th. Where the text was cut,
 * the title ends with "…" and the body starts with one, so the title does not read as a whole
 * sentence and the body as a new one (docs/decisions.md).
 */
export function splitSceneDescription(text: string, length = SCENE_TITLE_LENGTH) {
  const { head, rest } = splitAtWord(text.trim(), length)
  return rest ? { title: `${head}…`, body: `…${rest}` } : { title: head, body: '' }
}

/** "a - b of total" for one page of results, and whether there are pages before and after. */
export function pageRange(
  data: Pick<SimilarPage, 'page' | 'size' | 'total'> & { items: readonly unknown[] },
) {
  const from = data.items.length === 0 ? 0 : (data.page - 1) * data.size + 1
  const to = data.items.length === 0 ? 0 : from + data.items.length - 1
  return { from, to, total: data.total, hasPrevious: data.page > 1, hasNext: to < data.total }
}

/**
 * One page of similar results as shown (docs/decisions.md "Similar results: items not yet
 * completed"): only completed items become cards; "a - b of total" keeps the server's positions,
 * so paging stays where the server put it, and `hidden` says how many of them were left out.
 */
export function similarPageView<Item extends Pick<SimilarItem, 'status'>>(
  data: Pick<SimilarPage, 'page' | 'size' | 'total'> & { items: Item[] },
) {
  const shown = data.items.filter((item) => displayStatus(item.status) === 'completed')
  return { shown, hidden: data.items.length - shown.length, range: pageRange(data) }
}
