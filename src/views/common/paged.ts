/** The items of one page (pages from 1) and how many pages there are. */
export function paged<T>(items: readonly T[], page: number, size: number): { items: T[]; pages: number } {
  const pages = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(Math.max(1, page), pages);
  return { items: items.slice((current - 1) * size, current * size), pages };
}
