// A paragraph of running text after a list section's last item: a two-column résumé's introduction, at the top
// of the main column beside the sidebar, read after the sidebar's last section (its certificates), and taken
// for a certificate named with its first line and issued by its second. Certificates are names, never
// sentences: a block after the items, set apart by a blank line, its lines long and undated and its last one
// closing a sentence, is no item.
import { findDates } from './dates';
import { endsSentence, isBlank } from './text';

/** A line of running text is long. */
const MIN_RUNNING = 30;

/** A wrapped paragraph's line fills the column: its last line may then be short ("healthcare clients."). */
const WRAPPED = 60;

const wrappedLast = (lines: string[], i: number) =>
  i > 0 && i === lines.length - 1 && lines[i - 1].trim().length >= WRAPPED;

/** The lines with each block of running text after the first block (long undated lines closing a sentence) dropped. */
export function withoutRunningText(lines: string[]): string[] {
  const out: string[] = [];
  let block: string[] = [];
  const flush = () => {
    const filled = block.filter((l) => !isBlank(l));
    const running =
      out.some((l) => !isBlank(l)) &&
      filled.length > 0 &&
      filled.every((l) => findDates(l).length === 0) &&
      filled.every((l, i) => l.trim().length >= MIN_RUNNING || wrappedLast(filled, i)) &&
      endsSentence(filled[filled.length - 1]);
    if (!running) out.push(...block);
    block = [];
  };
  for (const line of lines) {
    if (isBlank(line)) {
      flush();
      out.push(line);
    } else block.push(line);
  }
  flush();
  return out;
}
