/** Words that pass as CSS colours but name no colour. */
const NOT_COLOURS = new Set(["transparent", "currentcolor", "inherit", "initial", "unset", "revert"]);

/**
 * The CSS colour a variant colour's name paints as a swatch: a hex code, or a CSS colour name
 * once spaces and hyphens are dropped ("Sky Blue" → "skyblue"); null for names the browser does
 * not know ("Mustard", "Rose"), which are shown as text.
 */
export function swatchColor(name: string, supports: (color: string) => boolean = browserSupportsColor): string | null {
  const trimmed = name.trim();
  if (/^#(?:[\da-f]{3,4}|[\da-f]{6}|[\da-f]{8})$/iu.test(trimmed)) return trimmed;
  const compact = trimmed.toLowerCase().replace(/[\s-]+/gu, "");
  if (!/^[a-z]+$/u.test(compact) || NOT_COLOURS.has(compact)) return null;
  return supports(compact) ? compact : null;
}

function browserSupportsColor(color: string): boolean {
  return typeof CSS !== "undefined" && typeof CSS.supports === "function" && CSS.supports("color", color);
}
