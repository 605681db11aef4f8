import type { MessageDescriptor } from '@lingui/core'
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { VALIDATION_DEBOUNCE_MS } from '@/config/limits'
import { firstError, type Rule } from '@/lib/validators'
import { takeTypedBeforeApp } from './typed-before-app'

/** docs/product.md §5: validation runs on blur and change (not on every keystroke), debounced 5 ms. */

type RulesFor<K extends string> = Record<K, readonly Rule[]>

/** What a field keeps of what is typed or pasted, and what it becomes when it is left. */
export interface FieldFormat {
  typed?: (raw: string) => string
  left?: (value: string) => string
}

export interface FormState<K extends string> {
  values: Record<K, string>
  /** Errors to show: only for fields the user has left at least once. */
  errors: Partial<Record<K, MessageDescriptor>>
  /** True while any field (shown or not) breaks a rule. */
  hasErrors: boolean
  /** True while every field is empty. */
  isEmpty: boolean
  setValue: (name: K, value: string) => void
  /** Props for an <input>: value, change, blur and the aria state. */
  bind: (name: K) => {
    name: K
    value: string
    onChange: (event: { target: { value: string } }) => void
    onBlur: () => void
    'aria-invalid': boolean
  }
  /** Props for a `Field`: the input's props and the error to show. */
  field: (name: K) => ReturnType<FormState<K>['bind']> & {
    error: MessageDescriptor | undefined
  }
  /** Marks every field as visited so all errors show (used on a blocked submit). */
  touchAll: () => void
  reset: (values?: Partial<Record<K, string>>) => void
}

export function useForm<K extends string>(
  initial: Record<K, string>,
  rules: RulesFor<K> | ((values: Record<K, string>) => RulesFor<K>),
  formats: Partial<Record<K, FieldFormat>> = {},
): FormState<K> {
  const [values, setValues] = useState(initial)
  const [touched, setTouched] = useState<Partial<Record<K, boolean>>>({})
  const timers = useRef(new Map<K, ReturnType<typeof setTimeout>>())

  useEffect(() => {
    const pending = timers.current
    return () => {
      for (const timer of pending.values()) clearTimeout(timer)
    }
  }, [])

  const activeRules = typeof rules === 'function' ? rules(values) : rules
  const allErrors = useMemo(() => {
    const out: Partial<Record<K, MessageDescriptor>> = {}
    for (const name of Object.keys(values) as K[]) {
      const error = firstError(activeRules[name] ?? [], values[name])
      if (error) out[name] = error
    }
    return out
  }, [values, activeRules])

  const touch = useCallback((name: K) => {
    const existing = timers.current.get(name)
    if (existing) clearTimeout(existing)
    timers.current.set(
      name,
      setTimeout(
        () => setTouched((prev) => (prev[name] ? prev : { ...prev, [name]: true })),
        VALIDATION_DEBOUNCE_MS,
      ),
    )
  }, [])

  const setValue = useCallback((name: K, value: string) => {
    setValues((prev) => ({ ...prev, [name]: value }))
  }, [])

  // What a visitor typed into the pre-rendered copy of this form before the app ran is the
  // form's own from its first commit, and a field typed into and left is checked as if left now.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at the first commit
  useLayoutEffect(() => {
    const typed = takeTypedBeforeApp(Object.keys(initial))
    if (!typed) return
    const adopted = Object.entries(typed.values).map(([name, value]) => {
      const format = formats[name as K]?.typed
      return [name, format ? format(value ?? '') : (value ?? '')]
    })
    if (adopted.length > 0) setValues((prev) => ({ ...prev, ...Object.fromEntries(adopted) }))
    for (const name of typed.left) touch(name as K)
  }, [])

  // A field not yet left shows only what its `atOnce` rules say.
  const errors: Partial<Record<K, MessageDescriptor>> = {}
  for (const name of Object.keys(allErrors) as K[]) {
    const error = touched[name]
      ? allErrors[name]
      : firstError(
          (activeRules[name] ?? []).filter((rule) => rule.atOnce),
          values[name],
        )
    if (error) errors[name] = error
  }

  const bind = (name: K) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => {
      const { typed } = formats[name] ?? {}
      setValue(name, typed ? typed(event.target.value) : event.target.value)
    },
    onBlur: () => {
      const { left } = formats[name] ?? {}
      if (left) setValues((prev) => ({ ...prev, [name]: left(prev[name]) }))
      touch(name)
    },
    'aria-invalid': Boolean(errors[name]),
  })

  return {
    values,
    errors,
    hasErrors: Object.keys(allErrors).length > 0,
    isEmpty: (Object.values(values) as string[]).every((value) => value.trim() === ''),
    setValue,
    bind,
    field: (name) => ({ ...bind(name), error: errors[name] }),
    touchAll: () =>
      setTouched(
        Object.fromEntries(Object.keys(values).map((key) => [key, true])) as Record<K, boolean>,
      ),
    reset: (next) => {
      setValues({ ...initial, ...next })
      setTouched({})
    },
  }
}
