import { AsyncLocalStorage } from "node:async_hooks";

/**
 * The tags of what one request read, collected while it runs (cache/cache-tags.ts names them).
 * Services say what they read with `readsShow`, wherever the request came from (GraphQL or
 * REST); outside a collecting request it does nothing.
 */
const collecting = new AsyncLocalStorage<Set<string>>();

export function readsShow(...tags: string[]): void {
  const tagsRead = collecting.getStore();
  if (tagsRead) for (const tag of tags) tagsRead.add(tag);
}

/** Run `work`, collecting into `tagsRead` the tags of everything it reads. */
export function collectReadTags<T>(tagsRead: Set<string>, work: () => T): T {
  return collecting.run(tagsRead, work);
}
