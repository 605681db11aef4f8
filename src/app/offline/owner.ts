// The owner key lives in lib/ so the local search index (api/) names its owner the same way.
export { ownerOf } from '../../lib/owner'
