import type { ComponentProps } from 'react'
import { useNeedsServer } from './use-needs-server'

/**
 * A button whose action needs the server: offline it is unavailable (`useNeedsServer`: focusable,
 * `aria-disabled`, described by the screen's offline notice, a press shows the notice again);
 * online, described by its own `aria-describedby` if it has one. `kept`: what it opens is on
 * this device, so it works offline too.
 */
export function ServerButton({
  kept,
  onClick,
  'aria-describedby': describedBy,
  ...button
}: ComponentProps<'button'> & { kept?: boolean }) {
  const server = useNeedsServer({ kept })
  return (
    <button
      type="button"
      {...button}
      {...server.control(describedBy)}
      onClick={server.guard(onClick)}
    />
  )
}
