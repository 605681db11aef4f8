import { createAtom } from '@tanstack/store'
import { expect, it } from 'vitest'
import { guardLeavingPage } from './upload-leave-guard'
import * as machine from './upload-machine'

/** What the browser does before leaving: true when the page asked to stay. */
const leaving = () => {
  const event = new Event('beforeunload', { cancelable: true })
  window.dispatchEvent(event)
  return event.defaultPrevented
}

it('asks before the page is left only while files wait or go up, until it is stopped', () => {
  const chosen = machine.videosChosen(machine.initialUploadState(), [
    new File(['x'], 'a.mp4', { type: 'video/mp4' }),
  ])
  const read = machine.durationRead(chosen, 1, 6)
  const state = createAtom(read)
  const stopGuarding = guardLeavingPage(state)
  expect(leaving()).toBe(false)
  state.set(machine.queueStarted(read))
  expect(leaving()).toBe(true)
  state.set((now) => machine.fileSent(machine.fileStarted(now, 1), 1))
  expect(leaving()).toBe(false)
  state.set(machine.queueStarted(read))
  stopGuarding()
  expect(leaving()).toBe(false)
})
