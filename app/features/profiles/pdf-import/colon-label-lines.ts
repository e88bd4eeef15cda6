// A 한글-typed 이력서's item lines, "○ 성  명 (padded with U+3000) : 박정호" or "- 학 교 명 : 충남대학교": a list mark, a label padded
// to one width with full-width spaces (read back as cells, one syllable each: "성 | 명") or spread with
// single spaces ("학 교 명"), then a colon set in a column of its own. Read back, the line is
// "○ | 성 | 명 | : | 박정호", which no "label: value" reader takes; it is rewritten "성명: 박정호". A label that
// names no field is an item's own name ("○ 화공기사 : 한국산업인력공단, 2012. 11. 취득"): it stays a cell
// before its value ("화공기사 | 한국산업인력공단, 2012. 11. 취득"), as a table row would give it.
import {
  EDUCATION_LABELS,
  LANGUAGE_LABELS,
  PERSON_LABELS,
  PROJECT_LABELS,
  SECTION_HEADINGS,
  THESIS_LABELS,
  WORK_LABELS,
  key,
} from './vocabulary';

const FIELD_LABELS = [
  PERSON_LABELS,
  EDUCATION_LABELS,
  THESIS_LABELS,
  WORK_LABELS,
  PROJECT_LABELS,
  LANGUAGE_LABELS,
  SECTION_HEADINGS,
];

/** A label that names a field, or two that do ("부서/직위"). */
function namesField(label: string): boolean {
  return label.split('/').some((part) => FIELD_LABELS.some((vocabulary) => vocabulary.has(key(part))));
}

/** The list marks a typed item line opens with. */
const ITEM_MARK = /^[○◦•·▪\-–]$/u;

/** A label spread one syllable at a time ("학 교 명", "연 락 처") is the word those syllables spell. */
function spreadWord(piece: string): string {
  return /^\p{Script=Hangul}(?: \p{Script=Hangul}){1,4}$/u.test(piece) ? piece.replace(/ /g, '') : piece;
}

/**
 * "○ | 성 | 명 | : | 박정호" -> "성명: 박정호"; "- 부서/직위 | : | 터빈설계팀 / 선임" -> "부서/직위: 터빈설계팀 / 선임";
 * "○ | 화공기사 | : 한국산업인력공단, 2012. 11. 취득" -> "화공기사 | 한국산업인력공단, 2012. 11. 취득".
 * Only a line whose colon opens a cell of its own after a short label (at most 16 characters) and before a
 * value; the label's one-syllable cells are one word, other cells stay words apart ("활용 S/W"). A line
 * with a colon inside its text ("Email: a@b.c"), or a lone colon with nothing after it, is left alone.
 */
export function joinColonLabelLine(line: string): string {
  const row = line.split('\t').map((c) => c.trim());
  // The colon cell is the colon alone ("성 | 명 | : | 박정호") or the colon glued to the value ("성 | 명 | : 박정호").
  const colon = row.findIndex((c) => /^[:：](?:\s|$)/.test(c));
  if (colon < 1) return line;
  const value = [row[colon].slice(1).trim(), ...row.slice(colon + 1)].filter(Boolean);
  if (value.length === 0) return line;
  let head = row.slice(0, colon);
  // The list mark opens the line as a cell of its own ("○ | 성 | 명") or glued to the label ("- 학 교 명").
  if (ITEM_MARK.test(head[0])) head = head.slice(1);
  else head[0] = head[0].replace(/^[○◦•·▪\-–]\s+/u, '');
  if (head.length === 0 || head.some((c) => c === '')) return line;
  const pieces = head.map(spreadWord);
  const syllables = pieces.every((p) => /^\p{Script=Hangul}$/u.test(p));
  const label = syllables ? pieces.join('') : pieces.join(' ');
  if (label.length > 16 || /[:：]/.test(label)) return line;
  return namesField(label) ? `${label}: ${value.join('\t')}` : [label, ...value].join('\t');
}
