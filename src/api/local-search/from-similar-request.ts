import type { SimilarRequest } from '../similar'
import type { LocalSearchQuery } from './types'

/**
 * The local query for the server request a results URL stands for (`similarRequest` in the
 * search feature), so one URL gives the server's results online and this device's offline.
 * The search method is not carried: offline matching is always by keyword.
 */
export function fromSimilarRequest({ endpoint, payload }: SimilarRequest): LocalSearchQuery {
  return {
    text: payload.description,
    mode: endpoint === 'find-similar-scenes' ? 'scenes' : 'videos',
    limit: payload.k_value,
    page: payload.page,
    size: payload.size,
    scope: payload.search_scope === 'current' ? 'current' : 'all',
    videoId: payload.video_id,
    sceneIndex: payload.scene_index,
    similar: payload.video === true,
  }
}
