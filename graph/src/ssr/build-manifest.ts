import fs from "node:fs";

/** Vite's build manifest (`build.manifest`, web/dist/.vite/manifest.json): each source module's chunk and what it imports. */
export type BuildManifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

/** The manifest at `file`; empty when the web app is not built. */
export function readBuildManifest(file: string): BuildManifest {
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, "utf8")) as BuildManifest) : {};
}

/** `keys` and every chunk they import statically, recursively, each once, in order. */
function reach(manifest: BuildManifest, keys: readonly string[], into = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (into.has(key) || !manifest[key]) continue;
    into.add(key);
    reach(manifest, manifest[key].imports ?? [], into);
  }
  return into;
}

/**
 * The chunks `modules` (the page's) need, as URLs to preload: each module's chunk and what it imports,
 * less the entry and its imports, which the built page links already.
 */
export function chunkPreloads(manifest: BuildManifest, modules: readonly string[]): string[] {
  const linked = reach(
    manifest,
    Object.keys(manifest).filter((key) => manifest[key]?.isEntry),
  );
  return [...reach(manifest, modules)].filter((key) => !linked.has(key)).map((key) => `/${manifest[key]?.file ?? key}`);
}

/** `<link rel="modulepreload">` elements for a page's head. */
export function modulePreloadLinks(urls: readonly string[]): string {
  return urls.map((url) => `<link rel="modulepreload" crossorigin href="${url}">`).join("");
}

/** The same, as a `Link` header: a proxy or CDN may turn it into 103 Early Hints. */
export function modulePreloadHeader(urls: readonly string[]): string {
  return urls.map((url) => `<${url}>; rel=modulepreload; crossorigin`).join(", ");
}
