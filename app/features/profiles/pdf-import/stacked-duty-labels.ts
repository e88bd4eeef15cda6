// A 경력기술서's label column merges one cell over a job's duties and results, its two labels stacked in it
// ("담당업무" over "주요 성과"); read back they are one line, "담당업무 주요 성과 ⇥ LNG운반선 … 대응", which no
// label reader takes, and both labels stayed in the duties. Two duty labels set apart by a space are one label.
import { WORK_LABELS, key } from './vocabulary';

/** The first label of a cell made of two duty labels ("담당업무 주요 성과" → "담당업무"), else null. */
export function stackedDutyLabel(cell: string): string | null {
  const text = cell.trim();
  for (let at = text.indexOf(' '); at > 0; at = text.indexOf(' ', at + 1)) {
    const [first, second] = [text.slice(0, at), text.slice(at + 1)];
    if (WORK_LABELS.get(key(first)) === 'achievements' && WORK_LABELS.get(key(second)) === 'achievements')
      return first;
  }
  return null;
}
