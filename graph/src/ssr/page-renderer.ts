import fs from "node:fs";
import { type Readable, Transform } from "node:stream";
import { pathToFileURL } from "node:url";
import type { ApolloServer } from "@apollo/server";
import { type DocumentNode, print } from "graphql";
import { type ContextDeps, createRequestContext, type RequestContext } from "../api/context.js";
import type { PublicReads } from "../cache/public-reads.js";
import { collectReadTags, readsShow } from "../cache/read-tags.js";
import { chunkPreloads, modulePreloadLinks, readBuildManifest } from "./build-manifest.js";

/**
 * The storefront's server render (web/src/entry-server.tsx, built to `web/dist-ssr/entry-server.js`)
 * as the server sees it. Written here again rather than imported: the web build is loaded at run
 * time, and tests/integration/server-rendering.test.ts renders real pages through it.
 */
interface ServerOperation {
  query: DocumentNode;
  variables: Record<string, unknown>;
  operationName: string | undefined;
}
interface ServerResult {
  data?: Record<string, unknown> | null;
  errors?: readonly { message: string; extensions?: Record<string, unknown> }[];
}
interface RenderedPage {
  head: string;
  pipe<Writable extends NodeJS.WritableStream>(destination: Writable): Writable;
  stateScript: string;
  modules: string[];
}
interface RenderModule {
  renderPage(request: { url: string; execute(operation: ServerOperation): Promise<ServerResult> }): Promise<RenderedPage | null>;
}

/** A server-rendered page. */
export interface RenderedDocument {
  /** The whole document: the template's head at once, then the body as React renders it. */
  html: Readable;
  /** The page's own chunks (beyond the shell's), preloaded in its head: for a `Link` header too. */
  preloads: string[];
  /** Every query of the render was answered without an error: the page is as it should be, for anyone. */
  complete: boolean;
}

export interface PageRenderer {
  /**
   * The page at `url` (path and query) inside `template` (the built index.html, whose head already
   * holds the page's share tags), or null when the browser renders that page itself.
   */
  render(url: string, template: string, clientIp: string): Promise<RenderedDocument | null>;
}

const ROOT = '<div id="root"></div>';

/**
 * Loads the render bundle at `entryFile`; null when it is not built (the server then sends every
 * page empty, for the browser to render, as before server rendering). `manifestFile` is the client
 * build's manifest, for the chunks each page preloads.
 */
export async function loadPageRenderer(
  { entryFile, manifestFile }: { entryFile: string; manifestFile: string },
  apollo: ApolloServer<RequestContext>,
  deps: ContextDeps,
  publicReads?: PublicReads,
): Promise<PageRenderer | null> {
  if (!fs.existsSync(entryFile)) return null;
  const bundle = (await import(pathToFileURL(entryFile).href)) as RenderModule;
  const manifest = readBuildManifest(manifestFile);

  /** Each document's text, printed once: part of the cache key of its results. */
  const documentTexts = new WeakMap<DocumentNode, string>();
  const documentText = (document: DocumentNode) => {
    let text = documentTexts.get(document);
    if (text === undefined) documentTexts.set(document, (text = print(document)));
    return text;
  };

  /**
   * One operation of a render, as a signed-out visitor: from the response cache when another render
   * asked the same (a write to a product keeps the shop's settings and categories there), else
   * executed and, when it is a public read, kept. Either way its tags count for the page.
   */
  const executeForPage = async ({ query, variables, operationName }: ServerOperation, clientIp: string): Promise<ServerResult> => {
    const key = publicReads ? `render\n${operationName ?? ""}\n${documentText(query)}\n${JSON.stringify(variables)}` : null;
    const hit = key ? publicReads?.cache.get(key) : undefined;
    if (hit) {
      readsShow(...hit.tags);
      return JSON.parse(hit.body.toString("utf8")) as ServerResult;
    }
    const begun = publicReads?.cache.begin() ?? 0;
    const tagsRead = new Set<string>();
    const contextValue = createRequestContext(deps, { ip: clientIp, headers: {} });
    const response = await collectReadTags(tagsRead, () => apollo.executeOperation({ query, variables, operationName }, { contextValue }));
    readsShow(...tagsRead);
    if (response.body.kind !== "single") throw new Error("A server render asked for an incremental result");
    const result = response.body.singleResult as ServerResult;
    if (publicReads && key && contextValue.publicRead.cacheable && !result.errors?.length) {
      const body = Buffer.from(JSON.stringify(result));
      publicReads.cache.store(begun, { key, body, contentType: "application/json", headers: {}, tags: [...tagsRead] });
    }
    return result;
  };

  return {
    async render(url, template, clientIp) {
      const rootAt = template.indexOf(ROOT);
      if (rootAt < 0) throw new Error(`The page template has no ${ROOT} to render into`);
      let complete = true;
      const execute = async (operation: ServerOperation): Promise<ServerResult> => {
        const result = await executeForPage(operation, clientIp);
        if (result.errors?.length) complete = false;
        return result;
      };
      const page = await bundle.renderPage({ url, execute });
      if (!page) return null;

      const preloads = chunkPreloads(manifest, page.modules);
      const preloadLinks = modulePreloadLinks(preloads);
      const beforeRoot = template.slice(0, rootAt);
      const afterRoot = template.slice(rootAt + ROOT.length);
      // The document: the template's head with the page's styles, the body's markup as React writes
      // it (React ends the stream it writes into, so the document's end follows in `flush`).
      const document = new Transform({
        transform(chunk, _encoding, callback) {
          callback(null, chunk);
        },
        flush(callback) {
          callback(null, `</div>${page.stateScript}${afterRoot}`);
        },
      });
      document.push(beforeRoot.replace(/<\/head>/i, () => `${preloadLinks}${page.head}</head>`) + '<div id="root">');
      page.pipe(document);
      return { html: document, preloads, complete };
    },
  };
}
