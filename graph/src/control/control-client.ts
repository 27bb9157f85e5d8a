import net from "node:net";
import type { CommandResult, ControlRequest } from "./commands.js";
import { ControlChannelUnavailable, controlSocketPath, MAX_LINE_LENGTH } from "./control-socket.js";

/**
 * Hand a command to the shop that has `dataDir` open and return its answer.
 * Throws ControlChannelUnavailable when no shop answers there (the command did not run).
 */
export async function sendControlRequest(dataDir: string, request: ControlRequest): Promise<CommandResult> {
  const socketPath = controlSocketPath(dataDir);
  return new Promise((resolve, reject) => {
    const connection = net.createConnection(socketPath);
    let received = "";
    let sent = false;
    connection.setEncoding("utf8");
    connection.on("connect", () => {
      sent = true;
      connection.write(`${JSON.stringify(request)}\n`);
    });
    connection.on("data", (chunk: string) => {
      received += chunk;
      if (received.length > MAX_LINE_LENGTH) connection.destroy(new Error("The shop's answer is too long"));
    });
    connection.on("end", () => {
      const result = parseResult(received);
      if (result) resolve(result);
      else reject(new Error(`The shop answered on ${socketPath} with something other than a result: ${received.slice(0, 200)}`));
    });
    connection.on("error", (error: NodeJS.ErrnoException) => {
      reject(
        sent
          ? new Error(`The shop stopped answering on ${socketPath} (${error.message}); the command may or may not have run.`)
          : new ControlChannelUnavailable(`no shop answers on ${socketPath} (${error.code ?? error.message})`),
      );
    });
  });
}

function parseResult(text: string): CommandResult | undefined {
  try {
    const value = JSON.parse(text) as Partial<CommandResult>;
    if (typeof value.ok === "boolean" && typeof value.message === "string") return { ok: value.ok, message: value.message };
  } catch {
    // not JSON
  }
  return undefined;
}
