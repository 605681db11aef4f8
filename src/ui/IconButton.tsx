import type { ButtonHTMLAttributes } from 'react'
import { Icon, type IconName } from './Icon'

interface IconButtonProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'aria-label' | 'type'> {
  icon: IconName
  /** The button's accessible name: the icon is hidden from assistive technology. */
  label: string
  iconSize?: number
}

/** A button that shows only an icon; small and quiet unless `className` says otherwise. */
export function IconButton({
  icon,
  label,
  iconSize,
  className = 'ghost small',
  ...button
}: IconButtonProps) {
  return (
    <button type="button" className={className} aria-label={label} {...button}>
      <Icon name={icon} size={iconSize} />
    </button>
  )
}
