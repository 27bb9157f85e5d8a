import path from "node:path";

/**
 * Where a running shop listens for operator commands: a Unix socket in its data folder, which
 * only the folder's owner may connect to (mode 0600). One connection carries one request and
 * its answer, each a line of JSON: a ControlRequest in, a CommandResult out (commands.ts).
 */

export const CONTROL_SOCKET = "control.sock";

/** The longest request or answer line, in characters. */
export const MAX_LINE_LENGTH = 4096;

/** sun_path holds 108 bytes on Linux and 104 on macOS and the BSDs, the terminating NUL included. */
const MAX_SOCKET_PATH_BYTES = process.platform === "linux" ? 107 : 103;

/** The shop has no control channel here; the message says why. */
export class ControlChannelUnavailable extends Error {
  override name = "ControlChannelUnavailable";
}

/** The control socket of a data folder; throws ControlChannelUnavailable where there cannot be one. */
export function controlSocketPath(dataDir: string): string {
  if (process.platform === "win32") throw new ControlChannelUnavailable("the shop has no control channel on Windows");
  const socketPath = path.join(dataDir, CONTROL_SOCKET);
  if (Buffer.byteLength(socketPath) > MAX_SOCKET_PATH_BYTES) {
    throw new ControlChannelUnavailable(
      `the control socket path ${socketPath} is longer than the ${MAX_SOCKET_PATH_BYTES} bytes a Unix socket path may have (use a shorter DATA_DIR)`,
    );
  }
  return socketPath;
}
