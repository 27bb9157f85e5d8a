// How the bench measures: autocannon for throughput, a one-connection loop for latency, and the table.
import http from "node:http";
import autocannon from "autocannon";

/** One request over `agent` (keep-alive), answering status, headers and the body's bytes. */
export function request(url, { method = "GET", headers = {}, body } = {}, agent) {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers, agent }, (res) => {
      const chunks = [];
      res.on("data", (chunk) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end(body);
  });
}

/**
 * Throughput at `connections` for `seconds`; `requests` (autocannon's) cycles several requests per
 * connection. With `rate`, at most that many requests per second in all (a fixed load, not the most the server takes).
 */
export function load({ url, method, headers, body, requests }, seconds, connections, { rate } = {}) {
  return autocannon({ url, method, headers, body, requests, connections, duration: seconds, ...(rate ? { overallRate: rate } : {}) });
}

/** Throws unless every answer of an autocannon run was a 2xx. */
export function assertClean(name, result) {
  if (result.errors || result.timeouts || result.non2xx) {
    throw new Error(`${name}: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx responses`);
  }
}

export function percentile(sorted, p) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * Latency at one connection: requests one after another for `seconds`, each timed from writing the
 * request to the last byte of the answer. On loopback that is the server's time plus well under a
 * tenth of a millisecond, so no Server-Timing header is needed. `next(i)` gives the i-th request.
 */
export async function sequential(next, seconds) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const latencies = [];
  const deadline = performance.now() + seconds * 1_000;
  try {
    for (let i = 0; performance.now() < deadline; i++) {
      const { url, ...options } = next(i);
      const started = performance.now();
      const answer = await request(url, options, agent);
      latencies.push(performance.now() - started);
      if (answer.status !== 200) throw new Error(`${options.method ?? "GET"} ${url}: HTTP ${answer.status}: ${answer.body.toString().slice(0, 300)}`);
    }
  } finally {
    agent.destroy();
  }
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    p50Ms: percentile(latencies, 50),
    p95Ms: percentile(latencies, 95),
    p99Ms: percentile(latencies, 99),
  };
}

const fixed = (value, digits) => (value == null || Number.isNaN(value) ? "" : Number(value).toFixed(digits));
const whole = (value) => (value == null || Number.isNaN(value) ? "" : Math.round(value).toLocaleString("en-US"));

export const COLUMNS = [
  ["section", (r) => r.section],
  ["measure", (r) => r.name],
  ["req/s", (r) => whole(r.requestsPerSecond)],
  ["p95 ms", (r) => fixed(r.p95Ms, 2)],
  ["p99 ms", (r) => fixed(r.p99Ms, r.p99Ms >= 100 ? 0 : 2)],
  ["bytes", (r) => whole(r.bytes)],
  ["bare req/s", (r) => whole(r.bareRequestsPerSecond)],
  ["ratio", (r) => fixed(r.ratio, 3)],
  ["other", (r) => r.other ?? ""],
  ["target", (r) => r.target ?? ""],
  ["result", (r) => (r.pass == null ? "" : r.pass ? "pass" : `FAIL${r.why ? ` (${r.why})` : ""}`)],
];

/** The rows as one Markdown table; left-aligned text, right-aligned figures. */
export function table(rows) {
  const textColumns = new Set(["section", "measure", "other", "target", "result"]);
  const cells = [COLUMNS.map(([title]) => title), ...rows.map((row) => COLUMNS.map(([, cell]) => String(cell(row))))];
  const widths = COLUMNS.map((_, c) => Math.max(...cells.map((line) => line[c].length)));
  const left = (c) => textColumns.has(COLUMNS[c][0]);
  const line = (cellsOfRow) => `| ${cellsOfRow.map((cell, c) => (left(c) ? cell.padEnd(widths[c]) : cell.padStart(widths[c]))).join(" | ")} |`;
  const rule = `|${widths.map((w, c) => (left(c) ? "-".repeat(w + 2) : `${"-".repeat(w + 1)}:`)).join("|")}|`;
  return [line(cells[0]), rule, ...cells.slice(1).map(line)].join("\n");
}
