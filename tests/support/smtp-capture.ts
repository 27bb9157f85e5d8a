import type { AddressInfo } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/**
 * A real SMTP server for tests (`smtp-server`), on a free port, that insists on a user name and
 * password (plain text over the loopback: no TLS in tests) and keeps every message it accepts,
 * parsed (`mailparser`), with the envelope it came in.
 */
export interface SmtpCapture {
  url: string;
  received: ReceivedMail[];
  /** Mail refused because of the login (a wrong password). */
  authFailures: number;
  /** Resolves once `count` messages have arrived (or rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  /** The env the shop needs to send through it. */
  env(from?: string): Record<string, string>;
  close(): Promise<void>;
}

export interface ReceivedMail {
  envelope: { from: string; to: string[] };
  mail: ParsedMail;
  /** The raw message as it arrived. */
  raw: string;
}

export async function startSmtpCapture({ user = "shop", pass = "smtp-secret" } = {}): Promise<SmtpCapture> {
  const received: ReceivedMail[] = [];
  const waiters: (() => void)[] = [];
  const capture: SmtpCapture = {
    url: "",
    received,
    authFailures: 0,
    waitFor(count, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (received.length < count) return false;
          clearTimeout(timer);
          resolve(received.slice());
          return true;
        };
        const timer = setTimeout(() => reject(new Error(`Only ${received.length} of ${count} emails arrived within ${timeoutMs} ms.`)), timeoutMs);
        const waiter = () => {
          if (!check()) waiters.push(waiter);
        };
        waiter();
      });
    },
    env: (from = "Shop <orders@shop.example>") => ({ SMTP_URL: `smtp://${user}:${pass}@127.0.0.1:${new URL(capture.url).port}`, MAIL_FROM: from }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS"],
    allowInsecureAuth: true,
    authMethods: ["PLAIN", "LOGIN"],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === user && auth.password === pass) return callback(null, { user });
      capture.authFailures += 1;
      callback(new Error("Invalid username or password"));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        simpleParser(raw)
          .then((mail) => {
            received.push({
              envelope: { from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "", to: session.envelope.rcptTo.map((r) => r.address) },
              mail,
              raw,
            });
            for (const wake of waiters.splice(0)) wake();
            callback();
          })
          .catch((error: Error) => callback(error));
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  capture.url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  return capture;
}
