/**
 * A privacy policy kept as plain text (before it became rich text, issue 12) as the HTML the
 * editor and /privacy-policy now use: a blank line starts a paragraph, a single line break
 * stays a `<br>`, and the text is escaped. Text that already is HTML is left as it is.
 */
export function policyTextToHtml(text: string): string {
  if (/^\s*</u.test(text)) return text;
  const escape = (line: string) => line.replace(/&/gu, "&amp;").replace(/</gu, "&lt;").replace(/>/gu, "&gt;").replace(/"/gu, "&quot;");
  return text
    .replace(/\r\n?/gu, "\n")
    .split(/\n\s*\n/u)
    .map((paragraph) =>
      paragraph
        .split("\n")
        .map((line) => line.trim())
        .filter(Boolean)
        .map(escape),
    )
    .filter((lines) => lines.length > 0)
    .map((lines) => `<p>${lines.join("<br>")}</p>`)
    .join("");
}
