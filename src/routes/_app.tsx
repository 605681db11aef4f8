import { createFileRoute, redirect } from '@tanstack/react-router'
import { session } from '@/api/session'
import { SidebarLayout } from '@/app/layouts/SidebarLayout'
import { SharedVideoReceiver } from '@/app/offline/SharedVideoReceiver'
import { onLogoutAsked, onSessionEnd, onSessionStart } from '@/app/session-registry'
import { UploadHost } from '@/features/upload/UploadHost'
import {
  discardUnfinishedUploads,
  endUploadSession,
  openUploadWithFile,
  startUploadSession,
  unfinishedUploads,
} from '@/features/upload/upload-launcher'
import { CARRIED_PARAM } from '@/lib/search-params'

// What a session's end and start do to the uploads (docs/decisions.md, "What a session end
// clears"): the shell runs these steps without knowing the feature.
onSessionEnd({
  what: 'the upload and its draft',
  run: ({ reason, owner }) => endUploadSession(reason, owner),
})
onSessionStart({ what: 'a kept upload', run: startUploadSession })
onLogoutAsked({
  what: 'unfinished uploads',
  unfinished: unfinishedUploads,
  discard: discardUnfinishedUploads,
})

/**
 * Signed-in only. A signed-out visitor goes to Login with the page they asked for, so a shared
 * deep link survives sign-in (docs/decisions.md), and the whitelisted param is carried along.
 */
export const Route = createFileRoute('/_app')({
  // No `upload` catalog here: the tray and the dialog load it with their chunk, on first use
  // and before they render (features/upload/upload-launcher.ts), so no signed-in page's first
  // screen fetches it for a tray that is not there yet.
  staticData: { guard: 'signed-in' },
  beforeLoad: ({ location, search }) => {
    if (!session.isSignedIn()) {
      throw redirect({
        to: '/login',
        search: { redirect: location.href, [CARRIED_PARAM]: search[CARRIED_PARAM] },
      })
    }
  },
  component: SignedInLayout,
})

/** The upload tray and a shared video's hand-over stay with every signed-in page. */
function SignedInLayout() {
  return (
    <SidebarLayout>
      <UploadHost />
      <SharedVideoReceiver onFile={openUploadWithFile} />
    </SidebarLayout>
  )
}
