// Small capitals as a browser draws them: a word typed in mixed case and styled `font-variant: small-caps`
// ("Daniel Whitaker") is printed as capitals, its first letter in the text's size and the lower-case
// letters as capitals about seven tenths as large ("D" 19pt, "ANIEL" 13.5pt). The letters the PDF holds
// are all capitals; the sizes tell which were typed in lower case. Capitals set in one size (a name typed
// in capitals, "IEEE" in small caps) are left as they are.
/** A positioned run of text (runs.ts's TextRun; its own type here so that runs.ts can use this module). */
type Run = { text: string; x: number; y: number; width: number; size: number; font?: string };

/** How much smaller than the capital a small capital is drawn (Chromium: 0.7; fonts' own: 0.65-0.8). */
const MIN_RATIO = 0.6;
const MAX_RATIO = 0.82;

const sameLine = (a: Run, b: Run) => Math.abs(a.y - b.y) <= 0.5 && a.font === b.font;

/** Runs with small capitals read back in lower case, after the full-size capital that opens their word. */
export function withSmallCaps<T extends Run>(runs: T[]): T[] {
  const out = runs.map((r) => ({ ...r }));
  const order = out.map((_, i) => i).sort((a, b) => out[b].y - out[a].y || out[a].x - out[b].x);
  let capital: Run | null = null;
  let last: Run | null = null;
  for (const i of order) {
    const run = out[i];
    const touching =
      last && sameLine(last, run) && run.x - (last.x + last.width) <= run.size * 0.6 && run.x >= last.x;
    if (!touching) capital = null;
    const ratio = capital ? run.size / capital.size : 0;
    if (capital && ratio >= MIN_RATIO && ratio <= MAX_RATIO && /^[\p{Lu}\s'’.-]+$/u.test(run.text)) {
      // A space in the small size goes on in the word's size: the next word opens with its own capital.
      run.text = run.text.toLowerCase();
      if (run.text.trim() === '') capital = null;
    } else if (/^\p{Lu}$/u.test(run.text.trim()) || /\p{Lu}$/u.test(run.text)) capital = run;
    else capital = null;
    last = run;
  }
  return out;
}
