import { type APIRequestContext, type BrowserContext, expect, type Page } from "@playwright/test";
import { DEMO_ACCOUNTS, EMULATOR_PROJECT_ID } from "../../../scripts/auth-emulator.mjs";

/**
 * Sign-in helpers for the browser tests. The server under test runs against the Firebase Auth
 * emulator (the Playwright config starts it with the demo accounts, and ADMIN_EMAILS makes the
 * demo admin an admin).
 */

function demoAccount(admin: boolean): { email: string; password: string; displayName: string } {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.admin === admin);
  if (!account) throw new Error("The emulator has no demo account of that kind");
  return account;
}

export const DEMO_ADMIN = demoAccount(true);
export const DEMO_SHOPPER = demoAccount(false);

/**
 * An ID token of the account, straight from the Auth emulator the server under test trusts
 * (for setting up data through the API; the browser signs in through the page).
 */
export async function idTokenOf(request: APIRequestContext, email: string, password: string): Promise<string> {
  const port = process.env.E2E_AUTH_PORT ?? "9150";
  const response = await request.post(
    `http://127.0.0.1:${port}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=emulator`,
    { data: { email, password, returnSecureToken: true } },
  );
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { idToken: string }).idToken;
}

/**
 * A new account in the Auth emulator whose email is verified, as if its owner had followed the
 * verification link: the shop attaches guest orders only to verified emails (`claimGuestOrders`).
 */
export async function createVerifiedAccount(request: APIRequestContext, email: string, password: string): Promise<void> {
  const base = `http://127.0.0.1:${process.env.E2E_AUTH_PORT ?? "9150"}/identitytoolkit.googleapis.com/v1`;
  const signUp = await request.post(`${base}/accounts:signUp?key=emulator`, { data: { email, password, returnSecureToken: true } });
  expect(signUp.ok(), await signUp.text()).toBe(true);
  const { localId } = (await signUp.json()) as { localId: string };
  const verify = await request.post(`${base}/projects/${EMULATOR_PROJECT_ID}/accounts:update`, {
    headers: { authorization: "Bearer owner" },
    data: { localId, emailVerified: true },
  });
  expect(verify.ok(), await verify.text()).toBe(true);
}

/** An email address no earlier test run has used. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${String(Date.now())}-${Math.random().toString(36).slice(2, 8)}@shop.test`;
}

/** Fills and sends the email sign-in form of the page at /login. */
export async function signInWithForm(page: Page, email: string, password: string): Promise<void> {
  const form = page.getByRole("form", { name: "Sign in with email" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel(/^Password/).fill(password);
  await form.getByRole("button", { name: "Sign in", exact: true }).click();
}

/** Goes to /login and signs in; waits until the header shows the account menu. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto("/login");
  await signInWithForm(page, email, password);
  await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();
}

/** Opens the header's account menu. */
export async function openAccountMenu(page: Page) {
  await page.getByRole("button", { name: "Account menu" }).click();
  const menu = page.getByRole("menu");
  await expect(menu).toBeVisible();
  return menu;
}

export async function signOut(page: Page): Promise<void> {
  const menu = await openAccountMenu(page);
  await menu.getByRole("menuitem", { name: "Sign out" }).click();
  await expect(page.getByRole("link", { name: "Sign in" })).toBeVisible();
}

/**
 * A stand-in for `https://apis.google.com/js/api.js` (this machine has no internet). Firebase's
 * popup sign-in, emulator included, talks to a helper iframe (`/emulator/auth/iframe`) through
 * `gapi.iframes`; the emulator's popup hands the result to that iframe, which passes it on to
 * the page. Both the page and the iframe load this script. It implements only what the SDK and
 * the emulator's iframe use: `gapi.load`, `gapi.iframes.getContext()` with `open` (page side) and
 * `getParentIframe` (iframe side), and `register`/`send`/`ping`/`restyle` on the iframe handles,
 * carried over `postMessage` between the two origins. The `onload` callback of the script URL and
 * `window.gapi_onload` are called as the real loader does.
 */
const FAKE_GAPI = String.raw`(() => {
  const TAG = "__fakeGapi";
  const src = document.currentScript && document.currentScript.src;
  const onloadName = src ? new URL(src).searchParams.get("onload") : null;
  const replies = new Map();
  const channels = [];
  let nextId = 1;

  function createChannel(target) {
    const handlers = new Map();
    const queued = new Map();
    let markReady;
    const ready = new Promise((resolve) => (markReady = resolve));
    const channel = {
      target,
      ready,
      markReady,
      deliver(message) {
        const handler = handlers.get(message.type);
        if (!handler) {
          queued.set(message.type, [...(queued.get(message.type) || []), message]);
          return;
        }
        let result;
        try {
          result = handler(message.data);
        } catch (error) {
          result = { status: "ERROR", error: String(error) };
        }
        target().postMessage({ [TAG]: "reply", id: message.id, result: [result] }, "*");
      },
      handle: {
        register(type, handler) {
          handlers.set(type, handler);
          const waiting = queued.get(type) || [];
          queued.delete(type);
          waiting.forEach((message) => channel.deliver(message));
        },
        send(type, data, callback) {
          const id = String(nextId++);
          if (callback) replies.set(id, callback);
          target().postMessage({ [TAG]: "send", type, data, id }, "*");
          return Promise.resolve();
        },
        ping(callback) {
          return ready.then(() => {
            if (callback) callback();
          });
        },
        restyle() {
          return Promise.resolve();
        },
      },
    };
    channels.push(channel);
    return channel;
  }

  window.addEventListener("message", (event) => {
    const message = event.data;
    if (!message || typeof message !== "object" || !message[TAG]) return;
    if (message[TAG] === "reply") {
      const callback = replies.get(message.id);
      replies.delete(message.id);
      // The SDK throws from some callbacks on purpose; that must not break the channel.
      try {
        if (callback) callback(message.result);
      } catch (error) {
        console.debug("fake gapi callback threw", error);
      }
      return;
    }
    const channel = channels.find((candidate) => candidate.target() === event.source);
    if (!channel) return;
    if (message[TAG] === "ready") channel.markReady();
    if (message[TAG] === "send") channel.deliver(message);
  });

  let parentChannel = null;
  const context = {
    open(options, onOpen) {
      const iframe = document.createElement("iframe");
      const attributes = options.attributes || {};
      for (const [name, value] of Object.entries(attributes)) {
        if (name === "style") Object.assign(iframe.style, value);
        else iframe.setAttribute(name, String(value));
      }
      const channel = createChannel(() => iframe.contentWindow);
      iframe.src = options.url;
      (options.where || document.body).appendChild(iframe);
      return Promise.resolve(onOpen ? onOpen(channel.handle) : channel.handle);
    },
    getParentIframe() {
      if (!parentChannel) {
        parentChannel = createChannel(() => window.parent);
        window.parent.postMessage({ [TAG]: "ready" }, "*");
      }
      return parentChannel.handle;
    },
  };

  window.gapi = window.gapi || {};
  window.gapi.iframes = { CROSS_ORIGIN_IFRAMES_FILTER: () => true, Iframe: function Iframe() {}, getContext: () => context };
  window.gapi.load = (_name, options) => {
    const callback = typeof options === "function" ? options : options && options.callback;
    setTimeout(() => callback && callback(), 0);
  };
  setTimeout(() => {
    if (onloadName && typeof window[onloadName] === "function") window[onloadName]();
    if (typeof window.gapi_onload === "function") window.gapi_onload();
  }, 0);
})();`;

/**
 * Lets Firebase's Google popup sign-in run against the Auth emulator offline: answers
 * `apis.google.com/js/api.js` with the stand-in above, and refuses the emulator popup's
 * stylesheets, fonts and script from CDNs (the popup works without them).
 */
export async function fakeGoogleApis(context: BrowserContext): Promise<void> {
  await context.route(/^https:\/\/apis\.google\.com\/js\/api\.js(\?.*)?$/, (route) =>
    route.fulfill({ status: 200, contentType: "text/javascript", body: FAKE_GAPI }),
  );
  await context.route(/^https:\/\/(unpkg\.com|fonts\.googleapis\.com|fonts\.gstatic\.com)\//, (route) => route.abort());
}

/** The Auth emulator's URL, as the server tells the web app. */
export async function emulatorUrl(page: Page): Promise<string> {
  const response = await page.request.post("/graphql", { data: { query: "{ authConfig { emulatorUrl } }" } });
  const body = (await response.json()) as { data?: { authConfig: { emulatorUrl: string | null } | null } };
  const url = body.data?.authConfig?.emulatorUrl;
  if (!url) throw new Error("The server under test does not use the Auth emulator (authConfig.emulatorUrl is empty)");
  return url;
}

export interface EmulatorAccount {
  localId: string;
  email?: string;
  displayName?: string;
  photoUrl?: string;
}

/** The emulator's account for `email` (its admin API, with the emulator's "owner" token). */
export async function emulatorAccount(page: Page, email: string): Promise<EmulatorAccount | undefined> {
  const base = await emulatorUrl(page);
  const response = await page.request.post(`${base}/identitytoolkit.googleapis.com/v1/projects/${EMULATOR_PROJECT_ID}/accounts:query`, {
    headers: { authorization: "Bearer owner" },
    data: { returnUserInfo: true },
  });
  const body = (await response.json()) as { userInfo?: EmulatorAccount[] };
  return body.userInfo?.find((account) => account.email === email);
}

/** The out-of-band codes (password reset links…) the emulator has "sent". */
export async function emulatorOobCodes(page: Page): Promise<{ email: string; requestType: string; oobLink: string }[]> {
  const base = await emulatorUrl(page);
  const response = await page.request.get(`${base}/emulator/v1/projects/${EMULATOR_PROJECT_ID}/oobCodes`);
  const body = (await response.json()) as { oobCodes?: { email: string; requestType: string; oobLink: string }[] };
  return body.oobCodes ?? [];
}
