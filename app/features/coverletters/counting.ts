// One way to count a cover letter, on the server and in the browser: characters with spaces (공백 포함),
// without spaces (공백 제외), UTF-8 bytes, and 2-byte-Hangul bytes as many Korean application forms
// count them (EUC-KR style: ASCII is 1 byte, every other character 2). Text is NFC-normalised first,
// so Hangul pasted from macOS (decomposed jamo) counts as the syllables a reader sees. A character is a
// Unicode code point; a line break counts as one character (and one byte), CRLF included.
export const LIMIT_TYPES = ['with-spaces', 'without-spaces', 'bytes'] as const;
export type LimitType = (typeof LIMIT_TYPES)[number];

export type TextCounts = {
  withSpaces: number;
  withoutSpaces: number;
  utf8Bytes: number;
  /** 2-byte-Hangul (EUC-KR-style) bytes. */
  koreanBytes: number;
};

const encoder = new TextEncoder();

export const normalizeText = (text: string) => text.normalize('NFC').replace(/\r\n?/g, '\n');

export function countText(text: string): TextCounts {
  const t = normalizeText(text);
  let withSpaces = 0;
  let withoutSpaces = 0;
  let koreanBytes = 0;
  for (const ch of t) {
    withSpaces++;
    if (!/\s/u.test(ch)) withoutSpaces++;
    koreanBytes += ch.codePointAt(0)! < 0x80 ? 1 : 2;
  }
  return { withSpaces, withoutSpaces, utf8Bytes: encoder.encode(t).length, koreanBytes };
}

/** The one number a limit of this type is checked against, of counts already made. */
export function countBy(c: TextCounts, type: LimitType = 'with-spaces'): number {
  return type === 'without-spaces' ? c.withoutSpaces : type === 'bytes' ? c.koreanBytes : c.withSpaces;
}

/** The one number a limit of this type is checked against. */
export function measure(text: string, type: LimitType = 'with-spaces'): number {
  return countBy(countText(text), type);
}

/** Korean career advisers' target: a letter fills 80–90 % of the form's maximum. */
export const FILL_TARGET = { low: 0.8, high: 0.9 } as const;

/** How full a letter is against its maximum: a text measured by its limit type, or a count already made. */
export function fillRatio(text: string | number, max: number, type: LimitType = 'with-spaces') {
  const used = typeof text === 'number' ? text : measure(text, type);
  const ratio = max > 0 ? used / max : 0;
  return {
    ratio,
    percent: Math.round(ratio * 100),
    band:
      ratio < FILL_TARGET.low ? 'under' : ratio > 1 ? 'over' : ratio > FILL_TARGET.high ? 'high' : 'target',
  } as const;
}
