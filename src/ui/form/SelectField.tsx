import { type ReactNode, type SelectHTMLAttributes, useId } from 'react'

interface SelectFieldProps<T extends string>
  extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children' | 'className' | 'id'> {
  label: ReactNode
  choices: readonly T[]
  labels: Record<T, string>
  /** Added to the field's own class, for a screen's layout. */
  className?: string
}

/** A labelled select over a fixed list of choices, each shown by its label. */
export function SelectField<T extends string>({
  label,
  choices,
  labels,
  className,
  ...select
}: SelectFieldProps<T>) {
  const id = useId()
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={id}>{label}</label>
      <select id={id} {...select}>
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {labels[choice]}
          </option>
        ))}
      </select>
    </div>
  )
}
