import 'fake-indexeddb/auto'
import { screen, waitFor } from '@testing-library/react'
import { createStore, get, set } from 'idb-keyval'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  SHARE_DB,
  SHARE_REFUSED_NO_ROOM,
  SHARE_REFUSED_TOO_LARGE,
  SHARE_STORE,
  SHARED_FILE_KEY,
} from '@/offline/names'
import { renderWithProviders as render } from '@/test/render'
import { closeAllModals, useCurrentModal } from '@/ui/modal-store'
import { SharedVideoReceiver } from './SharedVideoReceiver'

const store = () => createStore(SHARE_DB, SHARE_STORE)

function Page({ onFile }: { onFile: (file: File) => void }) {
  const modal = useCurrentModal()
  return (
    <>
      <SharedVideoReceiver onFile={onFile} />
      {modal && <p role="alert">{modal.message}</p>}
    </>
  )
}

afterEach(() => closeAllModals())

// Handing a kept file over is shown end to end (tests/e2e/share.spec.ts): a File does not
// survive this environment's IndexedDB.
describe('SharedVideoReceiver', () => {
  it.each([
    [SHARE_REFUSED_TOO_LARGE, 'The shared video is larger than 5 GB'],
    [SHARE_REFUSED_NO_ROOM, 'This device has no room to keep the shared video'],
  ])('says why a video was not kept (%s), and forgets it', async (marker, reason) => {
    await set(SHARED_FILE_KEY, marker, store())
    const onFile = vi.fn()
    render(<Page onFile={onFile} />)
    expect((await screen.findByRole('alert')).textContent).toContain(reason)
    expect(onFile).not.toHaveBeenCalled()
    await waitFor(async () => expect(await get(SHARED_FILE_KEY, store())).toBeUndefined())
  })
})
