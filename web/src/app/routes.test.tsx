import { STOREFRONT_PAGES, storefrontPage } from "@shop/common";
import type { RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { routes } from "./routes";

/** Every route's path pattern, joined with its parents'. */
function patterns(list: RouteObject[], parent = ""): string[] {
  return list.flatMap((route) => {
    const own = route.index ? parent || "/" : route.path ? `${parent}/${route.path}` : parent;
    return [...(route.path || route.index ? [own] : []), ...patterns(route.children ?? [], route.path ? own : parent)];
  });
}

describe("the storefront's routes and the server's list of them (common/src/storefront-routes.ts)", () => {
  it("agree: site analytics counts every page the router opens, and only those", () => {
    const pages = patterns(routes).filter((pattern) => !pattern.endsWith("*"));
    const examples = pages.flatMap((pattern) =>
      pattern.endsWith("/:category?")
        ? [pattern.replace("/:category?", ""), pattern.replace(":category?", "a-category")]
        : [pattern.replace(":slug", "a-slug")],
    );
    for (const path of examples) expect(storefrontPage(path)?.path, path).toBe(path);
    const fixed = pages.filter((pattern) => !pattern.includes(":") && pattern !== "/").map((pattern) => pattern.slice(1));
    expect([...fixed].sort()).toEqual([...STOREFRONT_PAGES].sort());
  });
});
