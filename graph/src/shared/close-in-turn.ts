/**
 * Run every step of a close in order, each one even when an earlier one failed (the pools are
 * closed and the data folder released after a failed flush); then throw what failed (an
 * AggregateError when several did).
 */
export async function closeInTurn(steps: ReadonlyArray<() => unknown>): Promise<void> {
  const failures: unknown[] = [];
  for (const step of steps) {
    try {
      await step();
    } catch (error) {
      failures.push(error);
    }
  }
  if (failures.length === 1) throw failures[0];
  if (failures.length > 1) throw new AggregateError(failures, `${failures.length} steps of the close failed`);
}
