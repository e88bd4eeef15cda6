// "Microsoft Excel (Pivot, VLOOKUP)", "Python (pandas, NumPy), SQL": a skill with what it covers in brackets.
// A separator inside the brackets lists the parts of that one skill, never two skills: a skill list is cut
// outside brackets only.

/** The text cut at each match of `separator` outside round brackets (an unclosed bracket cuts as before). */
export function splitOutsideBrackets(text: string, separator: RegExp): string[] {
  const sticky = new RegExp(separator.source, `${separator.flags.replace(/[gy]/g, '')}y`);
  const closesLater = (i: number) => {
    // A bracket that never closes on the line protects nothing.
    let depth = 0;
    for (let j = i; j < text.length; j++) {
      if (text[j] === '(' || text[j] === '（') depth++;
      else if (text[j] === ')' || text[j] === '）') if (--depth < 0) return true;
    }
    return false;
  };
  const pieces: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '(' || ch === '（') depth++;
    else if ((ch === ')' || ch === '）') && depth > 0) depth--;
    if (depth > 0 && closesLater(i + 1)) continue;
    sticky.lastIndex = i;
    const cut = sticky.exec(text);
    if (cut && cut[0].length > 0) {
      pieces.push(text.slice(start, i));
      start = i + cut[0].length;
      i = start - 1;
    }
  }
  pieces.push(text.slice(start));
  return pieces;
}

/**
 * A bulleted skill whose bracket the line leaves open ("• Pemetaan drone (DJI Phantom 4") goes on in the next line
 * when that line has no bullet and closes the bracket ("RTK)"): a narrow column wrapped the item, and read line by
 * line its rest became a skill of its own.
 */
export function closesOpenBracket(item: string, line: string): boolean {
  const depth = (t: string) => (t.match(/[(（]/g)?.length ?? 0) - (t.match(/[)）]/g)?.length ?? 0);
  return depth(item) > 0 && depth(line) < 0 && line.trim().length <= 40;
}
