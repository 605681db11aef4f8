import * as v from 'valibot'
import { optionalIndex } from '@/lib/search-params'

/** VideoDetail's optional selected scene (docs/product.md §2). */
export const videoDetailSchema = v.object({ sceneIndex: optionalIndex })
