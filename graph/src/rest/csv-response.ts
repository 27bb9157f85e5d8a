import { Readable } from "node:stream";
import { stringify } from "csv-stringify";
import type { FastifyReply } from "fastify";

/**
 * Send records as a CSV download: UTF-8 with a BOM (so spreadsheet apps read Bangla and other
 * non-Latin text right), a header row, every field quoted, CRLF line ends; streamed as produced.
 */
export function sendCsv(
  reply: FastifyReply,
  {
    filename,
    columns,
    records,
    headers = {},
  }: { filename: string; columns: readonly string[]; records: Iterable<string[]> | AsyncIterable<string[]>; headers?: Record<string, string> },
) {
  const source = Readable.from(records);
  const csv = source.pipe(stringify({ bom: true, header: true, columns: [...columns], quoted: true, record_delimiter: "windows" }));
  source.on("error", (error) => csv.destroy(error));
  for (const [name, value] of Object.entries(headers)) reply.header(name, value);
  return reply
    .header("content-type", "text/csv; charset=utf-8")
    .header("content-disposition", `attachment; filename="${filename}"`)
    .header("cache-control", "no-store")
    .send(csv);
}
