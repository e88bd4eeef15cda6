// A language line "Name — Level" that a narrow column broke inside its level ("Bahasa Minangkabau — Penutur"
// over "asli", "Spanish – Full professional" over "proficiency"): the line under it opens in lower case, as a
// language's name never does in Latin script, and holds a few words with no separator, cell gap or figure.
// It goes on from the line before, whose name and level a dash or a colon sets apart.

/** Whether `line` is the rest of `previous`'s level, wrapped. */
export function continuesLevel(previous: string, line: string): boolean {
  const text = line.trim();
  const before = previous.trim();
  return (
    /^\p{Ll}[\p{L}'’-]*(?:\s+\p{L}[\p{L}'’-]*){0,2}\)?$/u.test(text) &&
    !/\t/.test(previous) &&
    /\S\s+[—–-]\s+\S|[:：]\s*\S/u.test(before) &&
    !/[.)\]]$/.test(before)
  );
}
