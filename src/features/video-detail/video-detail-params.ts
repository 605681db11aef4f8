import * as v from 'valibot'
import { FIND_TEXT_MAX } from '@/config/limits'
import { optionalIndex, optionalSeconds, textParam } from '@/lib/search-params'

/**
 * VideoDetail's query (docs/product.md §2, and "Moments"): the selected scene, the text of Find
 * in this video, and a moment of the full video to open the player at. Each is optional; a bad
 * value is dropped, never an error.
 */
export const videoDetailSchema = v.object({
  sceneIndex: optionalIndex,
  find: textParam(FIND_TEXT_MAX),
  t: optionalSeconds,
})
