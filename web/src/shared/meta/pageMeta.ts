import type { HeadSubject } from "@shop/common";

/** What every not-found view tells the head: search engines should drop it, as the server's 404 says. */
export const NOT_FOUND_META: HeadSubject = { kind: "missing" };
