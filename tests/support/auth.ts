import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { inject, type ProvidedContext } from "vitest";
import { clearAccounts, emulatorFetch, type RunningAuthEmulator, seedDemoAccounts, startAuthEmulator } from "../../scripts/auth-emulator.mjs";

export { DEMO_ACCOUNTS } from "../../scripts/auth-emulator.mjs";

/** A free TCP port with the two after it free as well (the emulator's hub and logging). */
export async function freePortBlock(): Promise<number> {
  for (;;) {
    const port = await new Promise<number>((resolve, reject) => {
      const server = net.createServer().listen(0, "127.0.0.1", () => {
        const { port } = server.address() as net.AddressInfo;
        server.close(() => resolve(port));
      });
      server.on("error", reject);
    });
    if (port < 65_000 && (await isFree(port + 1)) && (await isFree(port + 2))) return port;
  }
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
    server.on("error", () => resolve(false));
  });
}

/** A running Auth emulator with the demo accounts, plus helpers to get ID tokens from it. */
export async function startTestAuth(): Promise<TestAuth> {
  const emulator = leasePooledEmulator() ?? (await startAuthEmulator({ port: await freePortBlock() }));
  await clearAccounts(emulator.url);
  await seedDemoAccounts(emulator.url);
  return new TestAuth(emulator);
}

/**
 * A free emulator of the project's pool (auth-emulator-global-setup.ts), held until `stop()`: a
 * lock folder per emulator, which `mkdir` creates for one file only. Its accounts are emptied by
 * `startTestAuth` before use, so a file sees only the demo accounts and its own. Undefined when
 * the project has no pool (a test outside the integration projects) or every emulator is taken.
 */
function leasePooledEmulator(): RunningAuthEmulator | undefined {
  const pool: ProvidedContext["authEmulatorPool"] | undefined = inject("authEmulatorPool");
  for (const [index, emulator] of (pool?.emulators ?? []).entries()) {
    const lock = path.join(pool!.lockDir, String(index));
    try {
      fs.mkdirSync(lock);
    } catch {
      continue;
    }
    return { ...emulator, stop: async () => fs.rmSync(lock, { recursive: true, force: true }) };
  }
  return undefined;
}

export class TestAuth {
  constructor(readonly emulator: RunningAuthEmulator) {}

  private async call<T>(path: string, body: unknown, key = "emulator"): Promise<T> {
    const res = await emulatorFetch(`${this.emulator.url}/identitytoolkit.googleapis.com/v1/${path}?key=${key}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    const json = (await res.json()) as T & { error?: { message: string } };
    if (!res.ok) throw new Error(`${path}: ${json.error?.message ?? res.status}`);
    return json;
  }

  /** Sign in with email and password; returns the ID token and uid. */
  async signIn(email: string, password: string): Promise<{ idToken: string; uid: string }> {
    const { idToken, localId } = await this.call<{ idToken: string; localId: string }>("accounts:signInWithPassword", {
      email,
      password,
      returnSecureToken: true,
    });
    return { idToken, uid: localId };
  }

  /** Create an account (email not verified) and return its token. */
  async signUp(email: string, password = "Some-pass-123"): Promise<{ idToken: string; uid: string }> {
    const { idToken, localId } = await this.call<{ idToken: string; localId: string }>("accounts:signUp", {
      email,
      password,
      returnSecureToken: true,
    });
    return { idToken, uid: localId };
  }

  /** Mark an account's email verified (as clicking the emailed link would). */
  verifyEmail(uid: string): Promise<void> {
    return this.updateAccount(uid, { emailVerified: true });
  }

  /** Disable the account in Firebase (as the console's "Disable account" does). */
  disable(uid: string): Promise<void> {
    return this.updateAccount(uid, { disableUser: true });
  }

  /** Revoke the account's sessions (firebase-admin's revokeRefreshTokens): tokens issued before now stop working. */
  revokeSessions(uid: string): Promise<void> {
    // Firebase compares whole seconds: tokens whose auth_time is before validSince are revoked.
    return this.updateAccount(uid, { validSince: String(Math.floor(Date.now() / 1000) + 1) });
  }

  private async updateAccount(uid: string, changes: Record<string, unknown>): Promise<void> {
    const res = await emulatorFetch(`${this.emulator.url}/identitytoolkit.googleapis.com/v1/projects/demo-shop/accounts:update`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: "Bearer owner" },
      body: JSON.stringify({ localId: uid, ...changes }),
    });
    if (!res.ok) throw new Error(`accounts:update ${JSON.stringify(changes)}: ${res.status} ${await res.text()}`);
  }

  stop(): Promise<void> {
    return this.emulator.stop();
  }
}

/** An unsigned token shaped like the emulator's, with the claims given (for expiry and forgery tests). */
export function unsignedToken(claims: Record<string, unknown>, projectId = "demo-shop"): string {
  const now = Math.floor(Date.now() / 1000);
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const payload = {
    iss: `https://securetoken.google.com/${projectId}`,
    aud: projectId,
    auth_time: now - 60,
    user_id: "forged-user",
    sub: "forged-user",
    iat: now - 60,
    exp: now + 3600,
    email: "forged@shop.test",
    email_verified: true,
    firebase: { identities: {}, sign_in_provider: "password" },
    ...claims,
  };
  return `${encode({ alg: "none", typ: "JWT" })}.${encode(payload)}.`;
}
