import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { failureLines } from '@/api/failure-lines'
import { type Profile, profileKeys, updateProfile } from '@/api/profile'
import { required } from '@/lib/validators'
import { Field } from '@/ui/form/Field'
import { SubmitRow } from '@/ui/form/SubmitButton'
import { useForm } from '@/ui/form/use-form'
import { useSubmit } from '@/ui/form/use-submit'
import { showModal } from '@/ui/modal-store'

/** docs/product.md §2 Account: editable full name and username, read-only team; Save, then a popup. */
export function AccountSection({ profile }: { profile: Profile }) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const form = useForm(
    { fullName: profile.fullName ?? '', username: profile.username ?? '' },
    { fullName: [required], username: [required] },
  )
  useSyncWithProfile(profile, form)
  const submitter = useSubmit({
    form,
    needsNetwork: true,
    send: async () => {
      await updateProfile({
        fullName: form.values.fullName.trim(),
        username: form.values.username.trim(),
      })
      // The sidebar and this page read the profile query: refresh it (docs/product.md §7).
      await queryClient.invalidateQueries({ queryKey: profileKeys.all })
    },
    failure: (error) =>
      failureLines(error, { fallback: t`An error occurred while updating the profile` }),
    done: () => void showModal({ type: 'success', message: t`Your profile has been updated.` }),
  })

  return (
    <form className="profile-form" onSubmit={submitter.submit} noValidate>
      <Field label={t`Full name`} autoComplete="name" {...form.field('fullName')} />
      <Field
        label={t`Username`}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        {...form.field('username')}
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
      <SubmitRow submitter={submitter}>
        <Trans>Save</Trans>
      </SubmitRow>
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
