/**
 * How many SMS a text is sent as, so the template editor can show the cost before saving.
 *
 * A text written only in the GSM 03.38 alphabet travels in 7-bit characters: 160 fit one SMS,
 * and a longer text is split into parts of 153 (each part gives 7 characters to the header
 * that joins them again). The extension characters (`{ } [ ] ~ \ | ^ €` and the form feed)
 * take two places each. Any other character (Bangla, an emoji, a curly quote) sends the whole
 * text as UCS-2: 70 in one SMS, parts of 67, counted in UTF-16 units (an emoji takes two).
 */

export type SmsEncoding = "GSM-7" | "UCS-2";

export interface SmsCount {
  encoding: SmsEncoding;
  /** The places the text takes in its encoding (an extension character counts 2). */
  characters: number;
  /** How many SMS it is sent as; 0 for an empty text. */
  segments: number;
  /** The places one SMS holds at this length: 160/70 for a single SMS, 153/67 per part beyond. */
  perSegment: number;
}

const GSM_BASIC =
  "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà";
const GSM_EXTENSION = "\f^{}\\[~]|€";

const LIMITS: Record<SmsEncoding, { single: number; part: number }> = {
  "GSM-7": { single: 160, part: 153 },
  "UCS-2": { single: 70, part: 67 },
};

const basic = new Set(GSM_BASIC);
const extension = new Set(GSM_EXTENSION);

function gsmLength(text: string): number | null {
  let length = 0;
  for (const character of text) {
    if (basic.has(character)) length += 1;
    else if (extension.has(character)) length += 2;
    else return null;
  }
  return length;
}

export function smsCount(text: string): SmsCount {
  const gsm = gsmLength(text);
  const encoding: SmsEncoding = gsm === null ? "UCS-2" : "GSM-7";
  const characters = gsm ?? text.length;
  const { single, part } = LIMITS[encoding];
  const segments = characters === 0 ? 0 : characters <= single ? 1 : Math.ceil(characters / part);
  return { encoding, characters, segments, perSegment: segments > 1 ? part : single };
}

/** "142 characters, 1 SMS" / "200 characters (Unicode), 3 SMS". */
export function smsCountText({ encoding, characters, segments }: SmsCount): string {
  const kind = encoding === "UCS-2" ? " (Unicode)" : "";
  return `${String(characters)} ${characters === 1 ? "character" : "characters"}${kind}, ${String(segments)} SMS`;
}
