import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { UserRole } from "../customers/user.entity.js";
import type { Database } from "../db/data-source.js";
import type { Services } from "../services.js";
import { notFound } from "../shared/errors.js";
import type { CommandTarget } from "./commands.js";
import { sendControlRequest } from "./control-client.js";
import { type ControlServer, startControlServer } from "./control-server.js";
import { CONTROL_SOCKET, ControlChannelUnavailable } from "./control-socket.js";

const quiet = { info: () => {}, error: () => {} };

let dataDir: string;
let control: ControlServer | undefined;
let roleChanges: [string, UserRole, { force?: boolean }][];
type RoleChanged = { email: string; role: UserRole; uid?: string; emailVerified?: boolean; createdAt?: Date };
let setRoleByEmail: (email: string, role: UserRole, options: { force?: boolean }) => Promise<RoleChanged>;

beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-control-"));
  roleChanges = [];
  setRoleByEmail = async (email, role, options) => {
    roleChanges.push([email, role, options]);
    return { email, role, uid: "uid-1", emailVerified: false, createdAt: new Date("2026-11-27T10:00:00Z") };
  };
});

afterEach(async () => {
  await control?.close();
  control = undefined;
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Services with just the user role change, which records its calls. */
function target(): CommandTarget {
  const services = {
    users: { setRoleByEmail: (email: string, role: UserRole, options: { force?: boolean }) => setRoleByEmail(email, role, options) },
  };
  return { services: services as unknown as Services, uploadsDir: path.join(dataDir, "uploads"), database: { kind: "pglite" } as Database, imageStorage: { kind: "local" } };
}

describe("the control channel", () => {
  it("runs grant and revoke on the shop's services and answers the CLI", async () => {
    control = await startControlServer(dataDir, target(), quiet);

    expect(await sendControlRequest(dataDir, { command: "grant", email: "a@shop.test" })).toEqual({
      ok: true,
      message: "a@shop.test is now an admin.",
    });
    expect(await sendControlRequest(dataDir, { command: "revoke", email: "a@shop.test" })).toEqual({
      ok: true,
      message: "a@shop.test is now a customer.",
    });
    expect(await sendControlRequest(dataDir, { command: "grant", email: "b@shop.test", force: true })).toEqual({
      ok: true,
      message: "b@shop.test is now an admin. The email is not verified: account uid-1, first signed in 2026-11-27T10:00:00.000Z.",
    });
    expect(roleChanges).toEqual([
      ["a@shop.test", UserRole.ADMIN, { force: false }],
      ["a@shop.test", UserRole.CUSTOMER, { force: false }],
      ["b@shop.test", UserRole.ADMIN, { force: true }],
    ]);
  });

  it("listens on a socket in the data folder that only its owner may use", async () => {
    control = await startControlServer(dataDir, target(), quiet);

    expect(control.path).toBe(path.join(dataDir, CONTROL_SOCKET));
    const stat = fs.statSync(control.path);
    expect(stat.isSocket()).toBe(true);
    expect(stat.mode & 0o777).toBe(0o600);
  });

  it("replaces a socket file left by a killed shop", async () => {
    fs.writeFileSync(path.join(dataDir, CONTROL_SOCKET), "");
    control = await startControlServer(dataDir, target(), quiet);

    expect((await sendControlRequest(dataDir, { command: "grant", email: "a@shop.test" })).ok).toBe(true);
  });

  it("answers a service's refusal with its message and ok: false", async () => {
    setRoleByEmail = () => Promise.reject(notFound("No account with the email b@shop.test has signed in to this shop yet."));
    control = await startControlServer(dataDir, target(), quiet);

    expect(await sendControlRequest(dataDir, { command: "grant", email: "b@shop.test" })).toEqual({
      ok: false,
      message: "No account with the email b@shop.test has signed in to this shop yet.",
    });
  });

  it("runs nothing but its commands", async () => {
    control = await startControlServer(dataDir, target(), quiet);

    for (const request of [
      '{"command":"drop"}',
      '{"command":"grant"}',
      '{"command":"grant","email":"a@shop.test","role":"ADMIN"}',
      '{"command":"backup"}',
      '{"command":"backup","dir":"relative/folder"}',
      '{"command":"grant","email":"a@shop.test","dir":"/tmp/x"}',
      '{"command":"grant","email":"a@shop.test","force":"yes"}',
      '{"command":"revoke","email":"a@shop.test","force":true}',
      "not json",
      "x".repeat(5000),
    ]) {
      const answer = JSON.parse(await rawRequest(control.path, `${request}\n`)) as { ok: boolean; message: string };
      expect(answer.ok).toBe(false);
      expect(answer.message).toContain("Not a command");
    }
    expect(roleChanges).toEqual([]);
  });

  it("lets a command in progress answer when the shop shuts down", async () => {
    let finish!: () => void;
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    setRoleByEmail = (email, role) => {
      started();
      return new Promise((resolve) => (finish = () => resolve({ email, role })));
    };
    control = await startControlServer(dataDir, target(), quiet);

    const answer = sendControlRequest(dataDir, { command: "grant", email: "a@shop.test" });
    await running;
    const closed = control.close();
    control = undefined;
    finish();

    expect(await answer).toEqual({ ok: true, message: "a@shop.test is now an admin." });
    await closed;
    expect(fs.existsSync(path.join(dataDir, CONTROL_SOCKET))).toBe(false);
  });

  it("tells the CLI when no shop answers", async () => {
    const error = await sendControlRequest(dataDir, { command: "seed" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ControlChannelUnavailable);
    expect((error as Error).message).toContain(`no shop answers on ${path.join(dataDir, CONTROL_SOCKET)}`);
  });

  it("is off where the socket path would be too long for a Unix socket", async () => {
    const deep = path.join(dataDir, "a-folder-name-long-enough-that-the-socket-path-does-not-fit".repeat(2));
    fs.mkdirSync(deep);

    await expect(startControlServer(deep, target(), quiet)).rejects.toThrow(ControlChannelUnavailable);
    await expect(sendControlRequest(deep, { command: "seed" })).rejects.toThrow(/longer than the \d+ bytes a Unix socket path may have/);
  });
});

/** Send raw bytes and return the answer line. */
function rawRequest(socketPath: string, payload: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let received = "";
    const connection = net.createConnection(socketPath, () => connection.write(payload));
    connection.setEncoding("utf8");
    connection.on("data", (chunk: string) => (received += chunk));
    connection.on("end", () => resolve(received));
    connection.on("error", reject);
  });
}
