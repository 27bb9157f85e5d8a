/** Spec §5's message for a url input that is not an http or https URL. */
export const INVALID_URL = "Invalid URL";

/**
 * What is wrong with an optional URL field, or undefined when it is empty or an http(s) URL
 * (spec §5). The server applies the same rule to `photoURL`.
 */
export function urlProblem(value: string): string | undefined {
  const text = value.trim();
  if (text === "") return undefined;
  if (/\s/u.test(text) || !/^https?:\/\/[^\s/$.?#]/iu.test(text)) return INVALID_URL;
  try {
    const url = new URL(text);
    return url.protocol === "http:" || url.protocol === "https:" ? undefined : INVALID_URL;
  } catch {
    return INVALID_URL;
  }
}
