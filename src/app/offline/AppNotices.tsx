import { OfflineIndicator } from './OfflineIndicator'
import { UpdatePrompt } from './UpdatePrompt'
import './offline.css'

/** The offline indicator and the update prompt, over every page (mounted once in the root). */
export function AppNotices() {
  return (
    <div className="app-notices">
      <OfflineIndicator />
      <UpdatePrompt />
    </div>
  )
}
