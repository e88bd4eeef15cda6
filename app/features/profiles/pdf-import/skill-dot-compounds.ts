// "Workday, 엑셀(피벗·VLOOKUP), 급여·4대보험 실무, 노무 리스크 검토": in a list cut by commas, a middle dot set
// tight between two words joins them into one item (급여·4대보험, "payroll and social insurance"), as Korean
// writes a pair of nouns; it cuts the list only with a space beside it ("Figma · Sketch") or in a list
// that has no comma at all ("Figma·Sketch·Zeplin"). A row of chips set apart by wide gaps (tabs: "상품기획(MD)	Excel
// 피벗·VLOOKUP	GA4") is cut by its gaps the same way: a tight dot inside a chip joins.

/** A comma, semicolon or a chip's gap: the list's own separator, after which a tight middle dot is no separator. */
const COMMA = /[,，、;；\t]/;

/** The separators to cut `group` at: `split`, or, in a comma list, `split` without the tight middle dot. */
export function separatorsFor(group: string, split: RegExp): RegExp {
  if (!COMMA.test(group)) return split;
  const source = split.source.replace('·', '');
  return new RegExp(`${source}|\\s*·\\s+|\\s+·\\s*`, split.flags);
}
