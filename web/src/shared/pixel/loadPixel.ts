import { logPixelEvent } from "./pixelEventLog";
import { isValidPixelId } from "./pixelId";

const PIXEL_SCRIPT_URL = "https://connect.facebook.net/en_US/fbevents.js";

type FbqQueue = ((...args: unknown[]) => void) & {
  callMethod?: (...args: unknown[]) => void;
  queue: unknown[][];
  push: FbqQueue;
  loaded: boolean;
  version: string;
};

declare global {
  interface Window {
    _fbq?: unknown;
  }
}

/** The pixel id loaded in this page, so a second call (StrictMode, remounts) does nothing. */
let loadedPixelId: string | undefined;

/**
 * Loads the Meta pixel (docs/rest-compatibility.md): the standard `fbq` queue stub, the script from Meta's host,
 * `init` and the first `PageView`, and the `<noscript>` image fallback. Idempotent.
 */
export function loadPixel(pixelId: string): void {
  if (!isValidPixelId(pixelId) || loadedPixelId !== undefined) return;
  loadedPixelId = pixelId;

  if (!window.fbq) {
    // Meta's loader snippet, unminified: calls made before the script arrives are queued.
    const fbq = function (...args: unknown[]) {
      if (fbq.callMethod) fbq.callMethod(...args);
      else fbq.queue.push(args);
    } as FbqQueue;
    fbq.push = fbq;
    fbq.loaded = true;
    fbq.version = "2.0";
    fbq.queue = [];
    window.fbq = fbq as unknown as NonNullable<Window["fbq"]>;
    window._fbq ??= fbq;

    const script = document.createElement("script");
    script.async = true;
    script.src = PIXEL_SCRIPT_URL;
    document.head.appendChild(script);
  }

  const fbq = window.fbq as unknown as (...args: unknown[]) => void;
  fbq("init", pixelId);
  fbq("track", "PageView");
  logPixelEvent("PageView", undefined);

  const noscript = document.createElement("noscript");
  const image = document.createElement("img");
  image.height = 1;
  image.width = 1;
  image.style.display = "none";
  image.alt = "";
  image.src = `https://www.facebook.com/tr?id=${encodeURIComponent(pixelId)}&ev=PageView&noscript=1`;
  noscript.appendChild(image);
  document.body.appendChild(noscript);
}
