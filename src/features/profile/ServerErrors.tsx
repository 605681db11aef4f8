/** Server messages inline in red (docs/product.md §8 change e-mail): one line, or a list when several. */
export function ServerErrors({ id, lines }: { id?: string; lines: readonly string[] | undefined }) {
  if (!lines || lines.length === 0) return null
  return (
    <div id={id} className="server-errors" role="alert">
      {lines.length === 1 ? (
        <p>{lines[0]}</p>
      ) : (
        <ul>
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
    </div>
  )
}
