// A job's field label before its value on one line with neither a colon nor a cell gap: set apart by colour
// only ("부서 물류혁신팀", "직위 차장", "소속/직급 메모리센터 식각팀 / 책임"), or joined by a dash, typed ("담당업무 –
// …") or a coloured label's space that a Nanum font loses as an en dash ("소속/직급–공정기술팀 / 선임"). Read as
// one text, the label and the department became the company or the position and the rest the duties. The line
// is read as the "label: value" it means, which the work reader takes as it takes a typed one.
import { key } from './vocabulary';
import { workLabel } from './work-label-cells';
import { DEPARTMENT_LABELS } from './work';

/** A label, a dash (spaces around it or none), then the value. */
const DASHED = /^([^–—:]{1,16}?)\s*[–—]\s*(\S.*)$/u;
/** One or two label words (a pair around a slash), a space, then the value. */
// A value that opens with a colon ("소속 : …") is a typed label's, read as it is.
const SPACED = /^(\S{1,6}(?:\s*\/\s*\S{1,6})?)\s+([^\s:：].*)$/u;
/** A value of a department or rank: at most four words, no sentence. */
const SHORT_VALUE = /^[^.。!?\s]+(?:\s+[^.。!?\s]+){0,3}$/u;
/** Rank words that never begin a duty phrase ("담당 고객사 …", "역할 분담 …" do). */
const RANKS = new Set(['직위', '직급', '직책'].map(key));

/** Department and rank labels only ("부서", "직위", "소속/직급"): a duty word before a phrase is no label. */
function rankLabel(text: string): boolean {
  const halves = text.split(/\s*\/\s*/);
  return halves.every((h) => DEPARTMENT_LABELS.has(key(h)) || RANKS.has(key(h)));
}

/** "소속/직급–공정기술팀 / 선임" -> "소속/직급: 공정기술팀 / 선임", "직위 차장" -> "직위: 차장"; null for any other line. */
export function dashedWorkLabel(line: string): string | null {
  if (line.includes('\t')) return null;
  const text = line.trim();
  const dashed = DASHED.exec(text);
  if (dashed && workLabel(dashed[1]) && !workLabel(dashed[2])) return `${workLabel(dashed[1])}: ${dashed[2].trim()}`;
  const spaced = SPACED.exec(text);
  if (!spaced || !workLabel(spaced[1]) || !rankLabel(spaced[1])) return null;
  if (workLabel(spaced[2]) || !SHORT_VALUE.test(spaced[2])) return null;
  return `${workLabel(spaced[1])}: ${spaced[2].trim()}`;
}

/** The work lines with each such label line written as "label: value". */
export const withDashedWorkLabels = (lines: string[]) => lines.map((l) => dashedWorkLabel(l) ?? l);
