/**
 * The storefront rendered on the server (docs/decisions/032-server-rendered-storefront.md). The
 * server (graph/src/ssr) loads this module's build, `web/dist-ssr/entry-server.js`, and calls
 * `renderPage` for every page request: it runs the page's queries in the server's own process,
 * renders the page to HTML with React's streaming renderer, and hands back the head, the body and
 * the state the browser hydrates from.
 */
import { ApolloClient, ApolloLink, type DocumentNode, type OperationVariables } from "@apollo/client";
import { prerenderStatic } from "@apollo/client/react/ssr";
import createEmotionCache, { type EmotionCache } from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import type { ReactNode } from "react";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { Observable } from "rxjs";
import { createApolloCache } from "./app/apolloCache";
import { type PageHandle, routes } from "./app/routes";
import { rendersOnServer } from "./app/serverRendering";
import { ShopProviders } from "./app/ShopProviders";
import { SERVER_STATE_ID, serializeServerState } from "./shared/ssr/serverState";

/** One GraphQL operation, as the server executes it in-process. */
export interface ServerOperation {
  query: DocumentNode;
  variables: OperationVariables;
  operationName: string | undefined;
}

/** A GraphQL result as the server's schema answers it. */
export interface ServerResult {
  data?: Record<string, unknown> | null;
  errors?: readonly { message: string; extensions?: Record<string, unknown> }[];
}

export interface PageRequest {
  /** The page's path and query string. */
  url: string;
  /** Runs one operation against the server's schema, as a signed-out visitor. */
  execute(operation: ServerOperation): Promise<ServerResult>;
}

export interface RenderedPage {
  /** Markup for `<head>`: the page's styles. */
  head: string;
  /** Starts writing the page's body markup (what goes into `#root`) into `destination`. */
  pipe<Writable extends NodeJS.WritableStream>(destination: Writable): Writable;
  /** The `<script type="application/json">` data block the browser restores its state from. */
  stateScript: string;
  /** The page modules the page needs (routes.tsx's `PageHandle`), as the client build's manifest names them. */
  modules: string[];
}

/** At most this many renders find a page's data: each one starts the queries the previous one's results revealed. */
const MAX_DATA_RENDERS = 4;

/** A link that hands each operation to the server's own executor: no HTTP request to itself. */
function inProcessLink(execute: PageRequest["execute"]): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        execute({ query: operation.query, variables: operation.variables, operationName: operation.operationName }).then(
          (result) => {
            observer.next(result as ApolloLink.Result);
            observer.complete();
          },
          (error: unknown) => observer.error(error),
        );
      }),
  );
}

/**
 * Emotion's cache for one render, in "compat" mode: styles are collected in the cache instead of
 * being written as `<style>` elements between the page's own elements (which would break
 * `:first-child` selectors), so they can go into `<head>` as one element.
 */
function collectingEmotionCache(): EmotionCache {
  const cache = createEmotionCache({ key: "css" });
  cache.compat = true;
  return cache;
}

/**
 * The collected styles as the `<style data-emotion="css id…">` element emotion's browser cache
 * adopts at start, so the browser does not insert them a second time.
 */
function styleElement(cache: EmotionCache): string {
  const ids: string[] = [];
  let css = "";
  for (const [id, rules] of Object.entries(cache.inserted)) {
    if (typeof rules !== "string") continue;
    ids.push(id);
    css += rules;
  }
  // A style sheet cannot be closed early by its own text except through "</style".
  return `<style data-emotion="${cache.key} ${ids.join(" ")}">${css.replace(/<\/style/gi, "<\\/style")}</style>`;
}

/**
 * Render the page at `url`; null for the pages the browser renders itself (the cart, checkout,
 * account and admin pages: everything on them depends on the browser's storage or a sign-in).
 */
export async function renderPage({ url, execute }: PageRequest): Promise<RenderedPage | null> {
  const location = new URL(url, "http://shop.local");
  if (!rendersOnServer(location.pathname)) return null;

  const handler = createStaticHandler(routes);
  const routing = await handler.query(new Request(location));
  // No route has a loader or an action: the handler only matches.
  if (routing instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, routing);
  const modules = routing.matches.flatMap(({ route }) => {
    const handle = route.handle as Partial<PageHandle> | undefined;
    return handle?.module ? [handle.module] : [];
  });

  const cache = createApolloCache();
  const client = new ApolloClient({ ssrMode: true, link: inProcessLink(execute), cache });
  const emotion = collectingEmotionCache();
  const page: ReactNode = (
    <CacheProvider value={emotion}>
      <ShopProviders client={client}>
        <StaticRouterProvider router={router} context={routing} hydrate={false} />
      </ShopProviders>
    </CacheProvider>
  );

  // Render until every query the page starts has its data in the cache…
  await prerenderStatic({ tree: page, renderFunction: renderToString, ignoreResults: true, maxRerenders: MAX_DATA_RENDERS });

  // …then render it once more, streaming, from that cache.
  return new Promise<RenderedPage>((resolve, reject) => {
    const stream = renderToPipeableStream(page, {
      // Every Suspense boundary in place in the HTML: React otherwise sends a large one after the rest,
      // hidden, with a script that moves it into place, and a browser without JavaScript shows nothing there.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        resolve({
          head: styleElement(emotion),
          pipe: (destination) => stream.pipe(destination),
          modules,
          stateScript: `<script type="application/json" id="${SERVER_STATE_ID}">${serializeServerState({ apollo: cache.extract() })}</script>`,
        });
      },
      onShellError: reject,
    });
  });
}
