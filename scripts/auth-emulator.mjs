// The Firebase Auth emulator (firebase-tools), started and stopped by `npm start`, `npm run dev`
// and the test runners. Each caller gets its own ports and config, so a dev server and a test
// run can share a machine. Accounts persist in `dataDir` across restarts when one is given.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const EMULATOR_PROJECT_ID = "demo-shop";

/** Local-only demo accounts, created on every start (README lists them). */
export const DEMO_ACCOUNTS = [
  { email: "admin@shop.test", password: "Admin-pass-123", displayName: "Demo Admin", admin: true },
  { email: "shopper@shop.test", password: "Shopper-pass-123", displayName: "Demo Shopper", admin: false },
];

/**
 * Start the emulator on `port` (hub and logging on the ports after it) and wait until it answers.
 * @param {{ port?: number, dataDir?: string, quiet?: boolean }} options
 * @returns {Promise<{ host: string, url: string, stop: () => Promise<void> }>}
 */
export async function startAuthEmulator({ port = 9099, dataDir, quiet = true } = {}) {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-auth-emulator-"));
  const config = {
    emulators: {
      auth: { host: "127.0.0.1", port },
      hub: { host: "127.0.0.1", port: port + 1 },
      logging: { host: "127.0.0.1", port: port + 2 },
      ui: { enabled: false },
      singleProjectMode: true,
    },
  };
  fs.writeFileSync(path.join(workDir, "firebase.json"), JSON.stringify(config));
  const args = ["emulators:start", "--only", "auth", "--project", EMULATOR_PROJECT_ID, "--config", path.join(workDir, "firebase.json")];
  if (dataDir) {
    fs.mkdirSync(dataDir, { recursive: true });
    if (fs.existsSync(path.join(dataDir, "firebase-export-metadata.json"))) args.push("--import", dataDir);
    args.push("--export-on-exit", dataDir);
  }
  const bin = path.join(root, "node_modules", ".bin", "firebase");
  const child = spawn(bin, args, {
    cwd: workDir,
    env: { ...process.env, CI: "true", NO_UPDATE_NOTIFIER: "1", FIREBASE_CLI_EXPERIMENTS: "" },
    stdio: ["ignore", quiet ? "pipe" : "inherit", quiet ? "pipe" : "inherit"],
    detached: false,
  });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once("exit", resolve));

  const host = `127.0.0.1:${port}`;
  const url = `http://${host}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The auth emulator exited early:\n${output}`);
    try {
      const res = await fetch(url);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`The auth emulator did not start within 90 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }

  return {
    host,
    url,
    async stop() {
      if (child.exitCode === null) {
        child.kill("SIGINT");
        const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
        await exited;
        clearTimeout(timer);
      }
      fs.rmSync(workDir, { recursive: true, force: true });
    },
  };
}

/**
 * `fetch` for calls to the emulator. Node's fetch keeps connections alive, and the emulator closes
 * idle ones after a few seconds: on a loaded machine a request can go out on a connection the
 * emulator is closing and fail with "other side closed" before the emulator saw it. Such a
 * request was never received, so it is sent again (at most twice more).
 * @param {string} url
 * @param {RequestInit} [init]
 * @returns {Promise<Response>}
 */
export async function emulatorFetch(url, init) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await fetch(url, init);
    } catch (error) {
      const code = /** @type {{ cause?: { code?: string } }} */ (error).cause?.code;
      if (attempt >= 2 || (code !== "UND_ERR_SOCKET" && code !== "ECONNRESET")) throw error;
    }
  }
}

/** Delete every account in the emulator (its other settings stay). */
export async function clearAccounts(emulatorUrl) {
  const res = await emulatorFetch(`${emulatorUrl}/emulator/v1/projects/${EMULATOR_PROJECT_ID}/accounts`, { method: "DELETE" });
  if (!res.ok) throw new Error(`Could not clear the emulator's accounts: ${res.status}`);
}

/** Create the demo accounts in the emulator (existing ones are left as they are). */
export async function seedDemoAccounts(emulatorUrl, accounts = DEMO_ACCOUNTS) {
  const base = `${emulatorUrl}/identitytoolkit.googleapis.com/v1`;
  for (const account of accounts) {
    const res = await emulatorFetch(`${base}/accounts:signUp?key=emulator`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: account.email, password: account.password, displayName: account.displayName, returnSecureToken: true }),
    });
    if (!res.ok && !(await res.text()).includes("EMAIL_EXISTS")) throw new Error(`Could not create ${account.email}`);
  }
  // Mark the emails verified: ADMIN_EMAILS grants admin to verified addresses only.
  await verifyAllEmails(emulatorUrl, accounts.map((a) => a.email));
}

async function verifyAllEmails(emulatorUrl, emails) {
  const headers = { "content-type": "application/json", authorization: "Bearer owner" };
  const base = `${emulatorUrl}/identitytoolkit.googleapis.com/v1/projects/${EMULATOR_PROJECT_ID}`;
  const res = await emulatorFetch(`${base}/accounts:query`, { method: "POST", headers, body: JSON.stringify({ returnUserInfo: true }) });
  const { userInfo = [] } = await res.json();
  for (const user of userInfo) {
    if (!emails.includes(user.email) || user.emailVerified) continue;
    await emulatorFetch(`${base}/accounts:update`, { method: "POST", headers, body: JSON.stringify({ localId: user.localId, emailVerified: true }) });
  }
}
