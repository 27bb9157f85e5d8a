import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { startAuthEmulator } from "../../scripts/auth-emulator.mjs";
import { freePortBlock } from "./auth.js";

/**
 * For the integration projects: a few Auth emulators started once, which test files lease one at a
 * time (`startTestAuth`), instead of each file starting its own. An emulator costs 6 to 7 s of a
 * core to start (firebase-tools is large), and 18 files on two databases started 34 of them in
 * every run. Two per project: at most three files run at once, and a file that finds none free
 * starts its own as before.
 */
const POOL_SIZE = 2;

export interface PooledAuthEmulator {
  host: string;
  url: string;
}

declare module "vitest" {
  export interface ProvidedContext {
    /** The pooled emulators and the folder whose subfolders lock them (tests/support/auth.ts). */
    authEmulatorPool: { emulators: PooledAuthEmulator[]; lockDir: string };
  }
}

export default async function setup(project: TestProject) {
  const lockDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-auth-pool-"));
  const ports: number[] = [];
  for (let i = 0; i < POOL_SIZE; i++) {
    let port = await freePortBlock();
    while (ports.some((taken) => Math.abs(taken - port) < 3)) port = await freePortBlock();
    ports.push(port);
  }
  const emulators = await Promise.all(ports.map((port) => startAuthEmulator({ port })));
  project.provide("authEmulatorPool", { emulators: emulators.map(({ host, url }) => ({ host, url })), lockDir });
  return async () => {
    await Promise.all(emulators.map((emulator) => emulator.stop()));
    fs.rmSync(lockDir, { recursive: true, force: true });
  };
}
