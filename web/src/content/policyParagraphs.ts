/**
 * Plain text as paragraphs: a blank line starts a new paragraph, a single line break stays a
 * line break inside one. Lines are trimmed; empty paragraphs are dropped.
 */
export function policyParagraphs(text: string): string[][] {
  return text
    .replace(/\r\n?/gu, "\n")
    .split(/\n\s*\n/u)
    .map((paragraph) =>
      paragraph
        .split("\n")
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .filter((lines) => lines.length > 0);
}
