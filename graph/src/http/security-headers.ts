import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import helmet, { type HelmetOptions } from "helmet";
import { type AuthConfig, ConfigError } from "../config.js";

/**
 * Security headers (docs/decisions/007-security-headers-and-public-url.md): helmet's headers on
 * every response (computed once: with these options they never depend on the request), with a
 * strict Content-Security-Policy that suits JSON, files and errors; the SPA's HTML gets its own
 * policy from `pagePolicy`, computed from the sign-in configuration and whether the tracking pixel
 * is active. HSTS only over HTTPS.
 */

/** Google's loader for the Firebase popup's helper iframe (`gapi`), real project and emulator alike. */
export const GOOGLE_APIS_ORIGIN = "https://apis.google.com";
/** Firebase Auth's REST endpoints (sign-in, account changes; token refresh). */
export const FIREBASE_AUTH_API_ORIGINS = ["https://identitytoolkit.googleapis.com", "https://securetoken.googleapis.com"];
/** Meta's pixel: `fbevents.js` and the pixel's configuration script. */
export const PIXEL_SCRIPT_ORIGIN = "https://connect.facebook.net";
/** Meta's pixel: events (`/tr`, sent as images, beacons or fetches) and the `<noscript>` image. */
export const PIXEL_EVENTS_ORIGIN = "https://www.facebook.com";

/** For JSON, files, errors: nothing may load, run or frame them (an uploaded SVG opened directly runs no script). */
const STRICT_DIRECTIVES = {
  "default-src": ["'none'"],
  "base-uri": ["'none'"],
  "form-action": ["'none'"],
  "frame-ancestors": ["'none'"],
};

/**
 * Browser features the shop never uses, denied to its pages and to anything they frame. Only names
 * Chromium recognises: it logs an error for any other ("bluetooth" is one), which the browser test
 * counts as a violation.
 */
export const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "browsing-topics=()",
  "camera=()",
  "display-capture=()",
  "geolocation=()",
  "gyroscope=()",
  "hid=()",
  "idle-detection=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "screen-wake-lock=()",
  "serial=()",
  "usb=()",
  "xr-spatial-tracking=()",
].join(", ");

/** One year; no includeSubDomains (the shop does not own the rest of its domain) and no preload. */
export const HSTS = "max-age=31536000";

/** A host (with an optional port) that can go into a policy as is: nothing else (no `;`, spaces, paths). */
const HOST = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:]+\])(?::\d{1,5})?$/i;

function checkedHost(value: string, name: string): string {
  if (!HOST.test(value)) throw new ConfigError(`${name} must be a host name (with an optional :port), got "${value}"`);
  return value;
}

/** The third-party origins the SPA's pages use, by directive. */
interface Sources {
  script: string[];
  connect: string[];
  frame: string[];
  img: string[];
}

/**
 * What sign-in needs; null when it is off (the same rule as the `authConfig` query). The
 * popup's helper iframe is on the auth domain, or on the emulator, which also answers every
 * Auth API call. Profile photos are any https URL a person enters (docs/behaviour.md#validation), Google's included.
 */
function signInSources(auth: AuthConfig): Sources | null {
  if (!auth.projectId || !auth.apiKey || !auth.authDomain) return null;
  if (auth.emulatorHost) {
    const emulator = `http://${checkedHost(auth.emulatorHost, "FIREBASE_AUTH_EMULATOR_HOST")}`;
    return { script: [GOOGLE_APIS_ORIGIN], connect: [emulator], frame: [emulator], img: ["https:"] };
  }
  return {
    script: [GOOGLE_APIS_ORIGIN],
    connect: FIREBASE_AUTH_API_ORIGINS,
    frame: [`https://${checkedHost(auth.authDomain, "FIREBASE_AUTH_DOMAIN")}`],
    img: ["https:"],
  };
}

const PIXEL_SOURCES: Sources = {
  script: [PIXEL_SCRIPT_ORIGIN],
  connect: [PIXEL_EVENTS_ORIGIN, PIXEL_SCRIPT_ORIGIN],
  frame: [],
  img: [PIXEL_EVENTS_ORIGIN],
};

export interface PagePolicyOptions {
  auth: AuthConfig;
  /** The tracking pixel is ACTIVE with a valid id, so the storefront loads it. */
  pixelActive: boolean;
  /** The request came over HTTPS (directly or, with TRUST_PROXY, per X-Forwarded-Proto). */
  https: boolean;
  /** Where uploaded images are served from besides this origin: object storage's S3_PUBLIC_URL. */
  imageOrigins?: readonly string[];
}

/**
 * The Content-Security-Policy of the SPA's HTML. Scripts only from this origin (the built
 * index.html has no inline script) plus what sign-in and the pixel load; styles may be inline
 * because Chakra UI (emotion) and react-hot-toast (goober) insert <style> elements at run time.
 */
export function pagePolicy({ auth, pixelActive, https, imageOrigins = [] }: PagePolicyOptions): string {
  const parts = [signInSources(auth), pixelActive ? PIXEL_SOURCES : null].filter((s): s is Sources => s !== null);
  const all = (key: keyof Sources) => parts.flatMap((part) => part[key]);
  const list = (...sources: string[]) => [...new Set(sources)].join(" ");
  const frames = all("frame");
  const directives = [
    "default-src 'self'",
    `script-src ${list("'self'", ...all("script"))}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${list("'self'", "data:", ...imageOrigins, ...all("img"))}`,
    `connect-src ${list("'self'", ...all("connect"))}`,
    `frame-src ${frames.length ? list(...frames) : "'none'"}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  // Over HTTPS, an http:// image (a profile photo) is fetched over https instead of being
  // blocked as mixed content. Not with the emulator, which only speaks plain HTTP on loopback.
  if (https && !auth.emulatorHost) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

/** A Meta pixel id is digits only; the storefront loads nothing else (web/src/shared/pixel/pixelId.ts). */
const isPixelId = (value: string | null) => typeof value === "string" && /^\d{1,32}$/.test(value);

export interface SecurityHeadersOptions {
  auth: AuthConfig;
  /** Where the tracking pixel's status lives (SettingsService). */
  pixel: () => Promise<{ pixelId: string | null; status: string }>;
  /** Origins of uploaded images other than the shop's own (object storage), for img-src. */
  imageOrigins?: readonly string[];
}

export interface SecurityHeaders {
  /** Sets the SPA page's Content-Security-Policy on `reply` (one settings read, no string building). */
  applyPagePolicy(request: FastifyRequest, reply: FastifyReply): Promise<void>;
}

/**
 * The headers helmet sets with these options, read once. Helmet's middleware builds its header
 * values from the options on every call (as @fastify/helmet calls it, per request): a tenth of the
 * server's time on a cached read. None of them depends on the request here (HSTS is added per
 * request in registerSecurityHeaders; no CSP nonces or functions).
 */
export function helmetHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/** Register the headers for every response; returns what the SPA's HTML responses add. */
export async function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeadersOptions): Promise<SecurityHeaders> {
  // The four possible page policies, built once (a bad host in the configuration stops the start here).
  const policies = new Map<string, string>();
  for (const pixelActive of [false, true]) {
    for (const https of [false, true]) {
      policies.set(`${pixelActive}:${https}`, pagePolicy({ auth: options.auth, pixelActive, https, imageOrigins: options.imageOrigins }));
    }
  }

  const common = helmetHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: STRICT_DIRECTIVES },
    // Firebase's Google sign-in popup reports back to its opener; "same-origin" would cut that link.
    crossOriginOpenerPolicy: { policy: "same-origin-allow-popups" },
    crossOriginResourcePolicy: { policy: "same-origin" },
    frameguard: { action: "deny" },
    hsts: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  });
  common["permissions-policy"] = PERMISSIONS_POLICY;

  app.addHook("onRequest", (request, reply, done) => {
    void reply.headers(common);
    if (request.protocol === "https") void reply.header("strict-transport-security", HSTS);
    // Uploaded images are shared: the original storefront on another host (CORS_ORIGINS) shows them too.
    if (request.url.startsWith("/uploads/")) void reply.header("cross-origin-resource-policy", "cross-origin");
    done();
  });

  return {
    async applyPagePolicy(request, reply) {
      const pixel = await options.pixel();
      const pixelActive = pixel.status === "ACTIVE" && isPixelId(pixel.pixelId);
      reply.header("content-security-policy", policies.get(`${pixelActive}:${request.protocol === "https"}`));
    },
  };
}
