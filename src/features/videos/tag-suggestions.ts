/**
 * What the tag box may show while the answer for the newest text is on its way: the previous
 * answer's tags that still contain the text (so typing on narrows the list without a flicker),
 * never tags for a text the user has typed away from.
 */
export function stillSuggested<T extends { name: string }>(tags: readonly T[], typed: string): T[] {
  const needle = fold(typed.trim())
  return tags.filter((tag) => fold(tag.name).includes(needle))
}

const fold = (text: string) => text.normalize('NFKC').toLocaleLowerCase()
