// A contact strip of boxes, each a small label over its value ("EMAIL | TELEPON | DOMISILI" over
// "putri@… | 0857-… | Depok, Sleman, …"): read in rows, the labels made a line of their own and the values
// another, so no value met its label and the domicile was lost. A line whose every cell is a person label,
// over a line of as many cells, is one line of label and value pairs ("EMAIL<tab>putri@…<tab>TELEPON<tab>…").
import { cells, labelCell } from './text';
import { PERSON_LABELS } from './vocabulary';

/** Whether every cell of the line (two at least) is a person label ("Email", "Domisili", "Tanggal lahir"). */
const labelRow = (row: string[]) =>
  row.length >= 2 && row.every((c) => c !== '' && labelCell(c, PERSON_LABELS) !== null);

/** The lines with each row of labels joined to the row of values under it, cell by cell. */
export function labelRowsOverValues(lines: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const labels = cells(lines[i]);
    const values = cells(lines[i + 1] ?? '');
    if (labelRow(labels) && values.length === labels.length && !labelRow(values)) {
      out.push(labels.flatMap((label, n) => [label, values[n]]).join('\t'));
      i++;
    } else out.push(lines[i]);
  }
  return out;
}
