import { Icon } from './Icon'

/** The product's mark, the film icon and the name, for the element with the `brand` class. */
export function BrandMark() {
  return (
    <>
      <Icon name="film" />
      <span>Video Insight</span>
    </>
  )
}
