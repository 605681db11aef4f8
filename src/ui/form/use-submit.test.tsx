import { act, fireEvent, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { required } from '@/lib/validators'
import { renderWithProviders as render } from '@/test/render'
import { closeAllModals, useCurrentModal } from '@/ui/modal-store'
import { GlobalSpinner } from '@/ui/Spinner'
import { Field } from './Field'
import { SubmitButton } from './SubmitButton'
import { useForm } from './use-form'
import { type Failure, type SubmitOptions, showFailure, useSubmit } from './use-submit'

type Options = Partial<Pick<SubmitOptions<string>, 'needsNetwork' | 'spinner'>> & {
  send: () => Promise<string>
  done?: (result: string) => void
  failure?: (error: unknown) => Failure | undefined
  inline?: boolean
}

function Harness({ send, done, failure = () => ['It failed.'], inline, ...rest }: Options) {
  const form = useForm({ name: '' }, { name: [required] })
  const [errors, setErrors] = useState<readonly string[]>()
  const submitter = useSubmit({
    form,
    send,
    done,
    failure,
    report: inline ? setErrors : undefined,
    ...rest,
  })
  return (
    <>
      <form aria-label="Form" onSubmit={submitter.submit} noValidate>
        <Field label="Name" error={form.errors.name} {...form.bind('name')} />
        <SubmitButton submitter={submitter}>Save</SubmitButton>
        {errors && <p role="alert">{errors.join(' | ')}</p>}
      </form>
      <GlobalSpinner />
      <Popup />
    </>
  )
}

/** The open popup, named by its title (else its type), its lines joined. */
function Popup() {
  const modal = useCurrentModal()
  return modal ? (
    <div role="dialog" aria-label={modal.title ?? modal.type}>
      {[modal.message].flat().join(' | ')}
    </div>
  ) : null
}

const button = () => screen.getByRole('button', { name: /Save/ }) as HTMLButtonElement
const type = (value: string) =>
  fireEvent.change(screen.getByLabelText('Name'), { target: { value } })
const settle = () => act(async () => {})

/** A promise the test settles by hand. */
function deferred() {
  let resolve!: (value: string) => void
  let reject!: (reason: unknown) => void
  const promise = new Promise<string>((yes, no) => {
    resolve = yes
    reject = no
  })
  return { promise, resolve, reject }
}

afterEach(() => {
  closeAllModals()
  vi.restoreAllMocks()
})

describe('useSubmit', () => {
  it('stays blocked while the form is empty, and a blocked submit shows every error', async () => {
    const send = vi.fn(async () => 'ok')
    render(<Harness send={send} />)
    expect(button().disabled).toBe(true)
    fireEvent.submit(screen.getByRole('form', { name: 'Form' }))
    await settle()
    expect(send).not.toHaveBeenCalled()
    expect(screen.getByRole('alert').textContent).toBe('This field is required')
  })

  it('sends once under the global spinner, then runs done with the result', async () => {
    const call = deferred()
    const send = vi.fn(() => call.promise)
    const done = vi.fn()
    const { container } = render(<Harness send={send} done={done} />)
    type('Aiko')
    fireEvent.click(button())
    fireEvent.submit(screen.getByRole('form', { name: 'Form' }))
    await settle()
    expect(send).toHaveBeenCalledTimes(1)
    expect(button().disabled).toBe(true)
    expect(container.querySelector('.global-spinner')).not.toBeNull()
    expect(done).not.toHaveBeenCalled()
    await act(async () => call.resolve('saved'))
    expect(done).toHaveBeenCalledWith('saved')
    expect(container.querySelector('.global-spinner')).toBeNull()
    expect(button().disabled).toBe(false)
  })

  it('shows a failure in an error popup, with its title, and keeps what was typed', async () => {
    render(
      <Harness
        send={() => Promise.reject(new Error('no'))}
        failure={() => ({ title: 'Login failed', lines: ['Wrong.', 'Caps Lock?'] })}
      />,
    )
    type('Aiko')
    fireEvent.click(button())
    await settle()
    expect(screen.getByRole('dialog', { name: 'Login failed' }).textContent).toBe(
      'Wrong. | Caps Lock?',
    )
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Aiko')
    expect(button().disabled).toBe(false)
  })

  it('gives a failure to the form when it shows errors inline, and clears them on the next try', async () => {
    const call = deferred()
    const send = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('no'))
      .mockReturnValueOnce(call.promise)
    render(<Harness send={send} inline failure={() => ['Taken.', 'Too long.']} />)
    type('Aiko')
    fireEvent.click(button())
    await settle()
    expect(screen.getByRole('alert').textContent).toBe('Taken. | Too long.')
    expect(screen.queryByRole('dialog')).toBeNull()
    fireEvent.click(button())
    await settle()
    expect(screen.queryByRole('alert')).toBeNull()
    await act(async () => call.resolve('ok'))
  })

  it('says nothing when the failure has nothing to say (the session ended)', async () => {
    render(<Harness send={() => Promise.reject(new Error('ended'))} failure={() => undefined} />)
    type('Aiko')
    fireEvent.click(button())
    await settle()
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(button().disabled).toBe(false)
  })

  it('with its own spinner, shows it in the button instead of the full-screen one', async () => {
    const call = deferred()
    const { container } = render(<Harness send={() => call.promise} spinner="button" />)
    type('Aiko')
    fireEvent.click(button())
    await settle()
    expect(button().querySelector('[role="status"]')?.textContent).toBe('Sending…')
    expect(container.querySelector('.global-spinner')).toBeNull()
    await act(async () => call.resolve('ok'))
    expect(button().querySelector('[role="status"]')).toBeNull()
  })

  it('blocks a form that needs the server while offline, pointing at the offline notice', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const send = vi.fn(async () => 'ok')
    render(<Harness send={send} needsNetwork />)
    type('Aiko')
    await settle()
    // Unavailable, not disabled: it stays focusable and says why.
    expect(button().disabled).toBe(false)
    expect(button().getAttribute('aria-disabled')).toBe('true')
    expect(button().getAttribute('aria-describedby')).toBe('offline-notice')
    fireEvent.click(button())
    await settle()
    expect(send).not.toHaveBeenCalled()
    fireEvent.submit(screen.getByRole('form', { name: 'Form' }))
    await settle()
    expect(send).not.toHaveBeenCalled()
  })
})

describe('showFailure', () => {
  it("shows an action's failure lines in the same popup as a form's, and nothing without lines", async () => {
    render(<Popup />)
    act(() => showFailure(undefined))
    expect(screen.queryByRole('dialog')).toBeNull()
    act(() => showFailure(['Injected.', 'Second.']))
    expect(screen.getByRole('dialog', { name: 'error' }).textContent).toBe('Injected. | Second.')
    act(() => closeAllModals())
    act(() => showFailure({ title: 'Delete failed', lines: ['Gone.'] }))
    expect(screen.getByRole('dialog', { name: 'Delete failed' }).textContent).toBe('Gone.')
  })
})
