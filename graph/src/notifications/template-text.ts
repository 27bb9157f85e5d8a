import Mustache from "mustache";

/**
 * The owner's templates (docs/notifications.md): mustache, logic-less. `{{name}}` inserts a
 * variable, `{{#name}}…{{/name}}` shows text only when it has a value (or repeats it for each
 * order line), `{{^name}}…{{/name}}` when it has none. Partials, delimiter changes and unescaped
 * `{{{name}}}` are refused: every value a shopper typed reaches the HTML escaped.
 */

export const TEMPLATE_LIMITS = { subject: 200, emailBody: 5_000, smsBody: 480 } as const;

/** Variables of each order line, inside `{{#lines}}…{{/lines}}`. */
export const LINE_VARIABLES = ["name", "options", "sku", "quantity", "unitPrice", "lineTotal"] as const;

type Token = [type: string, value: string, start: number, end: number, children?: Token[]];

/** What is wrong with a template: unknown variables, bad syntax; empty when it can be used. */
export function templateProblems(template: string, variables: readonly string[]): string[] {
  let tokens: Token[];
  try {
    tokens = new Mustache.Writer().parse(template) as Token[];
  } catch (error) {
    return [`The template cannot be read: ${error instanceof Error ? error.message : String(error)}.`];
  }
  const problems = new Set<string>();
  const visit = (list: Token[], known: readonly string[]) => {
    for (const [type, value, , , children] of list) {
      if (type === "text") continue;
      if (type === ">") problems.add("Partials ({{> …}}) are not supported.");
      else if (type === "=") problems.add("Changing the delimiters ({{= … =}}) is not supported.");
      else if (type === "&" || type === "{") problems.add(`Write {{${value}}}: values are always inserted escaped.`);
      else if (type === "!") continue;
      else if (!known.includes(value)) problems.add(`Unknown variable {{${value}}}. Known: ${known.join(", ")}.`);
      if (children) visit(children, type === "#" && value === "lines" ? [...known, ...LINE_VARIABLES] : known);
    }
  };
  visit(tokens, variables);
  return [...problems];
}

/** Plain text: values inserted as they are (an email's text part, an SMS). */
export function renderText(template: string, view: object): string {
  return new Mustache.Writer().render(template, view, {}, { escape: (value: unknown) => String(value) });
}

/**
 * HTML: the rendered text escaped as a whole (the owner's words and every value alike), its
 * blank lines made paragraphs, its line breaks kept and its web addresses made links.
 */
export function renderHtml(template: string, view: object): string {
  return paragraphs(renderText(template, view));
}

export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

function paragraphs(text: string): string {
  return text
    .trim()
    .split(/\n{2,}/)
    .map((block) => `<p style="margin:0 0 16px">${linkify(escapeHtml(block)).replace(/\n/g, "<br>")}</p>`)
    .join("\n");
}

const linkify = (escaped: string) => escaped.replace(/https?:\/\/[^\s<]+[^\s<.,;:!?)]/g, (url) => `<a href="${url}" style="color:#1d4ed8">${url}</a>`);
