/**
 * Text the shop cannot use, refused before anything runs (GraphQL variables and literals in
 * api/nul-characters.ts; REST paths, queries and bodies in rest/rest.ts):
 * - a NUL character: PostgreSQL text cannot hold U+0000, so it fails the statement (SQLSTATE
 *   22021). No name, search, slug or address needs one.
 * - a lone surrogate (`"\ud800"` in JSON): not Unicode at all. It would be stored as U+FFFD, and
 *   validators that encode text throw on it.
 */
export const NUL = "\u0000";
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why a string cannot be used, or null when it can. */
export function unusableText(text: string): "nul" | "malformed" | null {
  if (text.includes(NUL)) return "nul";
  return LONE_SURROGATE.test(text) ? "malformed" : null;
}

/** Deepest nesting of lists and objects accepted in input (real inputs nest about 4 deep). */
export const MAX_INPUT_DEPTH = 32;

/**
 * Does `value` nest lists and objects deeper than MAX_INPUT_DEPTH? Found with a loop, not
 * recursion: checked before anything that recurses over the input (JSON.stringify, a cache key)
 * sees it, since 9 KB of `[[[…]]]` nests 4,400 levels and overflows the stack of code that does.
 */
export function nestedTooDeep(value: unknown): boolean {
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (next.value === null || typeof next.value !== "object") continue;
    if (next.depth >= MAX_INPUT_DEPTH) return true;
    for (const item of Object.values(next.value)) pending.push({ value: item, depth: next.depth + 1 });
  }
  return false;
}

/** What is wrong with a piece of input, and where (`$input.lines[1].size`, `body.items[0].name`). */
export interface InputProblem {
  path: string;
  problem: "nul" | "malformed" | "nul-in-name" | "too-deep";
}

/**
 * The first place in `value` where a string or a key holds unusable text, or nesting exceeds
 * MAX_INPUT_DEPTH (found without walking the rest of a deeper structure).
 */
export function findUnusableInput(value: unknown, path: string, depth = 0): InputProblem | null {
  if (typeof value === "string") {
    const problem = unusableText(value);
    return problem ? { path, problem } : null;
  }
  if (value === null || typeof value !== "object") return null;
  if (depth >= MAX_INPUT_DEPTH) return { path, problem: "too-deep" };
  const isList = Array.isArray(value);
  for (const [key, item] of Object.entries(value)) {
    if (unusableText(key)) return { path, problem: "nul-in-name" };
    const found = findUnusableInput(item, isList ? `${path}[${key}]` : `${path}.${key}`, depth + 1);
    if (found) return found;
  }
  return null;
}

/** A message for the client that names the place and never echoes the value; `subject` leads the path ("The variable "). */
export function describeInputProblem({ path, problem }: InputProblem, subject = ""): string {
  if (problem === "nul") return `${subject}${path} holds a NUL character (\\u0000), which the shop cannot use.`;
  if (problem === "malformed") return `${subject}${path} holds text that is not valid Unicode (a lone surrogate).`;
  if (problem === "nul-in-name") return `A field name in ${subject.toLowerCase()}${path} holds a NUL character (\\u0000) or text that is not valid Unicode.`;
  return `${subject}${path} is nested more than ${MAX_INPUT_DEPTH} levels deep.`;
}
