import { IconButton } from './IconButton'

interface Step {
  label: string
  /** A tooltip, e.g. the key that does the same. */
  title?: string
  disabled: boolean
}

interface StepButtonsProps {
  previous: Step
  next: Step
  onStep: (direction: -1 | 1) => void
  /** The buttons' class; IconButton's quiet default when left out. */
  className?: string
}

/** Previous and next as two icon buttons (the results pager, find in this video). */
export function StepButtons({ previous, next, onStep, className }: StepButtonsProps) {
  const steps = [
    { direction: -1, icon: 'chevron-left', ...previous },
    { direction: 1, icon: 'chevron-right', ...next },
  ] as const
  return steps.map(({ direction, ...step }) => (
    <IconButton
      key={direction}
      iconSize={18}
      className={className}
      {...step}
      onClick={() => onStep(direction)}
    />
  ))
}
