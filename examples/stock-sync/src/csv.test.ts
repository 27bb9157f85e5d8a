import { describe, expect, it } from "vitest";
import { parseCsv } from "./csv.ts";
import { readStockFile } from "./stock-file.ts";

describe("parseCsv", () => {
  it("reads quoted fields with doubled quotes, commas and line breaks, and numbers records by their first line", () => {
    const { records, problems } = parseCsv('a,"b ""c"", d"\r\n"multi\nline",x\n\n  \nlast,1');
    expect(problems).toEqual([]);
    expect(records).toEqual([
      { line: 1, fields: ["a", 'b "c", d'] },
      { line: 2, fields: ["multi\nline", "x"] },
      { line: 6, fields: ["last", "1"] },
    ]);
  });

  it("drops a byte order mark and reads CR-only line ends", () => {
    expect(parseCsv("\uFEFFsku,stock\rA,1\r").records).toEqual([
      { line: 1, fields: ["sku", "stock"] },
      { line: 2, fields: ["A", "1"] },
    ]);
  });

  it("reports a stray quote and keeps reading the next lines", () => {
    const { records, problems } = parseCsv('A,1\n"B"x,2\nC"D,3\nE,4\n');
    expect(records.map((record) => record.fields[0])).toEqual(["A", "E"]);
    expect(problems).toEqual([
      { line: 2, message: "Text after a closing quote: quote the whole field." },
      { line: 3, message: 'A quote inside an unquoted field: quote the field and double the quote ("").' },
    ]);
  });

  it("reports a quote never closed at the line it opens", () => {
    const { records, problems } = parseCsv('A,1\nB,"2\nC,3\n');
    expect(records).toEqual([{ line: 1, fields: ["A", "1"] }]);
    expect(problems).toEqual([{ line: 2, message: "A quote is never closed: the rest of the file is left out." }]);
  });
});

describe("readStockFile", () => {
  it("reads sku,stock rows with or without a header, trimming spaces", () => {
    expect(readStockFile("\uFEFFSKU, Stock\n A-1 , 5\n").rows).toEqual([{ line: 2, sku: "A-1", stock: 5 }]);
    expect(readStockFile("A-1,0\n").rows).toEqual([{ line: 1, sku: "A-1", stock: 0 }]);
  });

  it("reports bad rows with their line and leaves them out", () => {
    const { rows, problems } = readStockFile(["sku,stock", "A,1", "B", ",3", "C,-1", "D,2.5", "E,lots", "F,1000001", "G,1,extra", "H,7"].join("\n"));
    expect(rows).toEqual([
      { line: 2, sku: "A", stock: 1 },
      { line: 10, sku: "H", stock: 7 },
    ]);
    expect(problems.map((problem) => [problem.line, problem.sku, problem.message])).toEqual([
      [3, "B", "Expected 2 columns (sku,stock), found 1."],
      [4, undefined, "The SKU is empty."],
      [5, "C", 'The stock "-1" is not a whole number from 0 to 1,000,000.'],
      [6, "D", 'The stock "2.5" is not a whole number from 0 to 1,000,000.'],
      [7, "E", 'The stock "lots" is not a whole number from 0 to 1,000,000.'],
      [8, "F", 'The stock "1000001" is not a whole number from 0 to 1,000,000.'],
      [9, "G", "Expected 2 columns (sku,stock), found 3."],
    ]);
  });

  it("sends no line of a SKU listed twice", () => {
    const { rows, problems } = readStockFile("A,1\nB,2\nA,3\n");
    expect(rows).toEqual([{ line: 2, sku: "B", stock: 2 }]);
    expect(problems).toEqual([
      { line: 1, sku: "A", message: "The SKU is listed more than once (lines 1, 3): none of them is sent." },
      { line: 3, sku: "A", message: "The SKU is listed more than once (lines 1, 3): none of them is sent." },
    ]);
  });
});
