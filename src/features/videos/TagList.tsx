import { useId, useState } from 'react'
import { TAGS_COLLAPSED } from '@/config/limits'
import { ViewMoreToggle } from '@/ui/ViewMoreToggle'

/** How many tags a card shows before "View More". */

/** docs/product.md §2: a completed card's tags, expandable with View More / View Less. */
export function TagList({ tags }: { tags: readonly { name: string }[] }) {
  const [expanded, setExpanded] = useState(false)
  const id = useId()
  if (tags.length === 0) return null
  const shown = expanded ? tags : tags.slice(0, TAGS_COLLAPSED)
  return (
    <div className="tag-list">
      <ul id={id}>
        {shown.map((tag, index) => (
          // Tags may repeat; the position keeps keys unique.
          // biome-ignore lint/suspicious/noArrayIndexKey: order is stable
          <li key={`${tag.name}-${index}`} className="tag">
            {tag.name}
          </li>
        ))}
      </ul>
      {tags.length > TAGS_COLLAPSED && (
        <ViewMoreToggle
          expanded={expanded}
          onToggle={() => setExpanded((value) => !value)}
          controls={id}
          className="tag-toggle"
        />
      )}
    </div>
  )
}
