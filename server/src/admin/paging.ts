/** Pages of admin lists: `sig` is the next offset, null on the last page. */
export function nextOf(offset: number, shown: number, total: number): number | null {
  const next = offset + shown;
  return next < total ? next : null;
}
