/**
 * A CSV reader (RFC 4180) that keeps going past a bad record: quoted fields with `""` and line
 * breaks inside, CRLF, LF or CR line ends, a UTF-8 byte order mark, blank lines skipped. Each
 * record and each problem carries the line it starts on, for the report.
 */

export interface CsvRecord {
  line: number;
  fields: string[];
}

export interface CsvProblem {
  line: number;
  message: string;
}

export function parseCsv(text: string): { records: CsvRecord[]; problems: CsvProblem[] } {
  const input = text.startsWith("\uFEFF") ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  const problems: CsvProblem[] = [];
  let line = 1;
  let at = 0;

  while (at < input.length) {
    const start = line;
    const fields: string[] = [];
    let problem: string | null = null;
    let field = "";
    let ended = false;

    while (!ended) {
      if (input[at] === '"') {
        // A quoted field: up to the quote not followed by another.
        const quoteLine = line;
        at++;
        for (;;) {
          if (at >= input.length) {
            problems.push({ line: quoteLine, message: "A quote is never closed: the rest of the file is left out." });
            return { records, problems };
          }
          const char = input[at]!;
          if (char === '"' && input[at + 1] === '"') {
            field += '"';
            at += 2;
          } else if (char === '"') {
            at++;
            break;
          } else {
            if (char === "\n" || (char === "\r" && input[at + 1] !== "\n")) line++;
            field += char;
            at++;
          }
        }
        if (at < input.length && !isDelimiterOrEnd(input, at)) problem ??= "Text after a closing quote: quote the whole field.";
      }
      // Unquoted text (or what follows a bad closing quote) up to the next comma or line end.
      while (at < input.length && !isDelimiterOrEnd(input, at)) {
        if (input[at] === '"') problem ??= 'A quote inside an unquoted field: quote the field and double the quote ("").';
        field += input[at];
        at++;
      }
      fields.push(field);
      field = "";
      if (input[at] === ",") {
        at++;
      } else {
        at += input[at] === "\r" && input[at + 1] === "\n" ? 2 : at < input.length ? 1 : 0;
        line++;
        ended = true;
      }
    }

    if (problem) problems.push({ line: start, message: problem });
    else if (!(fields.length === 1 && fields[0]!.trim() === "")) records.push({ line: start, fields });
  }
  return { records, problems };
}

function isDelimiterOrEnd(input: string, at: number): boolean {
  const char = input[at];
  return char === "," || char === "\n" || char === "\r";
}
