import type { SimilarRequest } from '@/api/similar'
import type { LocalSearchQuery } from './types'

/**
 * The local query for the server request a results URL stands for (`similarRequest` in the
 * search feature), so one URL gives the server's results online and this device's offline.
 * The search method is not carried: offline matching is always by keyword.
 */
export function fromSimilarRequest({ endpoint, query }: SimilarRequest): LocalSearchQuery {
  return {
    text: query.description,
    mode: endpoint === 'find-similar-scenes' ? 'scenes' : 'videos',
    limit: query.kValue,
    page: query.page,
    scope: query.searchScope === 'current' ? 'current' : 'all',
    videoId: query.videoId,
    sceneIndex: query.sceneIndex,
    similar: query.video,
  }
}
