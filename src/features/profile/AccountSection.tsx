import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { type Profile, profileKeys, updateProfile } from '../../api/profile'
import { required } from '../../lib/validators'
import { Field } from '../../ui/form/Field'
import { useForm } from '../../ui/form/useForm'
import { showModal } from '../../ui/modal-store'
import { OfflineReason } from '../../ui/OfflineReason'
import { globalSpinner } from '../../ui/spinner'
import { useOnline } from '../../ui/useOnline'
import { useServerErrors } from './useServerErrors'

/** docs/product.md §2 Account: editable full name and username, read-only team; Save, then a popup. */
export function AccountSection({ profile }: { profile: Profile }) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const online = useOnline()
  const serverErrors = useServerErrors()
  const [submitting, setSubmitting] = useState(false)
  const form = useForm(
    { fullName: profile.fullName ?? '', username: profile.username ?? '' },
    { fullName: [required], username: [required] },
  )
  useSyncWithProfile(profile, form)
  const anyEmpty = Object.values(form.values).some((value) => value.trim() === '')
  const blocked = anyEmpty || form.hasErrors || submitting || !online

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (blocked) {
      form.touchAll()
      return
    }
    setSubmitting(true)
    try {
      await globalSpinner.around(async () => {
        await updateProfile({
          fullName: form.values.fullName.trim(),
          username: form.values.username.trim(),
        })
        // The sidebar and this page read the profile query: refresh it (docs/product.md §7).
        await queryClient.invalidateQueries({ queryKey: profileKeys.all })
      })
      void showModal({ type: 'success', message: t`Your profile has been updated.` })
    } catch (error) {
      const lines = serverErrors(error, t`An error occurred while updating the profile`)
      if (lines) void showModal({ type: 'error', message: lines })
    } finally {
      setSubmitting(false)
    }
  }

  return (
    <form className="profile-form" onSubmit={submit} noValidate>
      <Field
        label={t`Full name`}
        autoComplete="name"
        error={form.errors.fullName}
        {...form.bind('fullName')}
      />
      <Field
        label={t`Username`}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={form.errors.username}
        {...form.bind('username')}
      />
      <Field label={t`Team`} value={profile.team?.name ?? ''} placeholder={t`No team`} readOnly />
      <Field
        label={t`E-mail address`}
        value={profile.email}
        readOnly
        hint={
          <Link to="/profile" search={{ type: 'CHANGE_EMAIL' }} replace>
            <Trans>Change your e-mail address</Trans>
          </Link>
        }
      />
      <div className="form-actions">
        <button
          type="submit"
          className="primary"
          disabled={blocked}
          aria-describedby={online ? undefined : 'account-offline'}
        >
          <Trans>Save</Trans>
        </button>
        <OfflineReason id="account-offline" />
      </div>
    </form>
  )
}

/** A fresher profile replaces the form's values, unless the user has started editing them. */
function useSyncWithProfile(
  profile: Profile,
  form: ReturnType<typeof useForm<'fullName' | 'username'>>,
) {
  const next = { fullName: profile.fullName ?? '', username: profile.username ?? '' }
  const shown = useRef(next)
  const { fullName, username } = form.values
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new profile triggers this
  useEffect(() => {
    const before = shown.current
    if (before.fullName === next.fullName && before.username === next.username) return
    shown.current = next
    if (fullName === before.fullName && username === before.username) form.reset(next)
  }, [next.fullName, next.username])
}
