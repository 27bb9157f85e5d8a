/** `ids` with the item at `from` moved to `to` (both clamped to the list); the same list when nothing moves. */
export function moveId(ids: readonly string[], from: number, to: number): string[] {
  const target = Math.max(0, Math.min(ids.length - 1, to));
  if (from < 0 || from >= ids.length || from === target) return [...ids];
  const next = [...ids];
  const [moved] = next.splice(from, 1);
  next.splice(target, 0, moved as string);
  return next;
}

/** True when two orders differ. */
export function orderChanged(a: readonly string[], b: readonly string[]): boolean {
  return a.length !== b.length || a.some((id, index) => id !== b[index]);
}
