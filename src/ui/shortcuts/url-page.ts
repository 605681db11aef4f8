/**
 * The `page` the address asks for at this moment. A navigation writes the address before the
 * page that reads it renders, so [ pressed right after ] (a quick reader changing their mind,
 * on a slow device too) reads the page just asked for, not the one still on screen.
 */
export function urlPage(): number {
  const page = Number(new URLSearchParams(window.location.search).get('page'))
  return Number.isInteger(page) && page > 1 ? page : 1
}
