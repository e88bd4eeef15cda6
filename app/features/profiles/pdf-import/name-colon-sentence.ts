// A project's name, a colon, then what it is in a sentence, on one line: "Dry-electrode cathode process: A
// solvent-free electrode coating for 4680 cylindrical cells." (moderncv's \cvitem, a LaTeX résumé's bold name
// before its description). Read whole, the sentence became part of the name. The name is the words before the
// colon when they are a short name (two to eight words, no sentence) and after it comes a sentence of four
// words or more; a label before a colon ("Client: Samsung", "Role: Lead") is left as it is.

const LINE = /^([^:：\t]{3,70}?)\s*[:：]\s+(\p{Lu}[^\t]*[.!?])$/u;

/** The name and the description of a "Name: Sentence." line; null for any other line. */
export function nameColonSentence(text: string): [string, string] | null {
  const match = LINE.exec(text.trim());
  if (!match) return null;
  const [, name, sentence] = match;
  const words = name.trim().split(/\s+/);
  if (words.length < 2 || words.length > 8 || /[.!?](?:\s|$)/.test(name.trim())) return null;
  if (sentence.split(/\s+/).length < 4) return null;
  return [name.trim(), sentence.trim()];
}
