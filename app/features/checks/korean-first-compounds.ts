// Round twenty-three (ADR 0039): 첫 (first) and a noun written as one word, as 표준국어대사전 writes its
// compounds (첫아이, 첫손녀, 첫조카, 첫사랑, 첫걸음), also with a particle (첫아이를). Hunspell lists some
// (첫사랑, 첫날) and not others. The rest must be a word Hunspell knows of two syllables or more, and, when
// the analyser is there, one it reads as a single common noun — so a slip of the noun (첫애이를) and 첫
// before a verb's form stay flagged. Pure: `correct` and the analyser come in.

type Analyse = (w: string) => { surface: string; pos: string; known: boolean }[];

export function firstCompound(
  word: string,
  correct: (w: string) => boolean,
  particle: RegExp,
  analyse?: Analyse,
): boolean {
  if (!word.startsWith('첫')) return false;
  const rest = word.slice(1);
  const bare = rest.replace(particle, '');
  for (const w of bare !== rest && bare.length >= 2 ? [rest, bare] : [rest]) {
    if (w.length < 2 || !correct(w)) continue;
    if (!analyse) return true;
    const ms = analyse(w);
    if (ms.length === 1 && ms[0].known && ms[0].pos.split('+').every((t) => t === 'NNG')) return true;
  }
  return false;
}
