// A section heading with a word that only narrows it: "Selected publications", "Recent Publications", "Notable
// projects", "Publikasi terpilih", "주요 논문", a LinkedIn export's "Top Skills" / "Keahlian Teratas" / "주요 기술".
// Not found among the headings, the heading became a line of the section above (a language named "Selected
// publications", its papers as languages). The section is the one its heading word names; the qualifier names none.
import { matrixHeading } from './skills-matrix';
import { SECTION_HEADINGS, key, type SectionKind } from './vocabulary';

const BEFORE =
  /^(?:top|selected|recent|notable|relevant|related|key|major|main|other|additional|further|academic|peer[- ]reviewed|refereed)\s+(\S.*)$/iu;
const AFTER = /^(\S.*?)\s+(?:terpilih|teratas|lainnya|utama|terkait|pilihan|\(selected\)|\(recent\))$/iu;
const KOREAN_BEFORE = /^(?:주요|대표|기타|최근)\s*([가-힣]{2,8})$/u;

/** The section a qualified heading names; null when the words left are no heading of their own. */
export function qualifiedHeading(text: string): SectionKind | null {
  const t = text.trim();
  const word = BEFORE.exec(t)?.[1] ?? AFTER.exec(t)?.[1] ?? KOREAN_BEFORE.exec(t)?.[1];
  return word ? (SECTION_HEADINGS.get(key(word)) ?? null) : matrixHeading(t);
}
