// A closing section of miscellaneous items ("5. 기타 사항", "Lainnya", "Additional information") whose items
// are labelled with what they are: "○ 사용 프로그램 : SAP, Excel" (skills), "○ 수상 : 우수사원상 (…, 2022. 12.)"
// (an award). The section names no field, so its items went to the section before it (the certificates). In
// such a section a line labelled with a section word opens that section with its value (an item labelled with a
// word of no field, "○ 취미 : 등산", opens a section of no field again); unlabelled lines go with the item above.
import { key, SECTION_HEADINGS, type SectionKind } from './vocabulary';

/** Headings of a miscellaneous section. */
const MISC = new Set(
  [
    '기타',
    '기타 사항',
    '기타사항',
    '기타 정보',
    'Other',
    'Others',
    'Miscellaneous',
    'Additional information',
    'Lainnya',
    'Lain-lain',
    'Informasi tambahan',
  ].map(key),
);

/** Whether a heading's word names a section of miscellaneous items. */
export const isMiscHeading = (word: string) => MISC.has(key(word.replace(/^\s*\d{1,2}[.)]\s*/, '').trim()));

/** The section a labelled item opens ("수상: X" → awards, "X"), or null for any other line. */
export function miscItem(line: string): { kind: SectionKind; value: string } | null {
  const match = /^\s*(?:[○●◦•·-]\s*)?([^:：\t]{1,20}?)\s*(?:[:：]|\t)\s*(\S.*)$/u.exec(line);
  if (!match) return null;
  const kind = SECTION_HEADINGS.get(key(match[1].replace(/\s+/g, ' ')));
  return kind && kind !== 'person' && kind !== 'intro'
    ? { kind, value: match[2].trim() }
    : null;
}
