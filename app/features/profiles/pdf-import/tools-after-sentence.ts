// "Scored berth delays from vessel positions. Tools: Python, PostgreSQL": a project's description whose last
// sentence is followed, on the same line, by its tools under their label. The tools are its technologies,
// never part of the description.
import { key, PROJECT_LABELS } from './vocabulary';
import { tidy } from './text';

/** A sentence's end, then a short label and its colon, then the rest of the text. */
const AFTER_SENTENCE = /^(.*?[.!?。])\s+([^.!?:：]{1,32}?)\s*[:：]\s*(\S[^:：]*)$/u;

/** The description without the labelled tools closing it, and the tools; null when it ends in none. */
export function toolsAfterSentence(description: string): { description: string; tools: string } | null {
  const match = AFTER_SENTENCE.exec(description.trim());
  if (!match || PROJECT_LABELS.get(key(match[2])) !== 'technologies') return null;
  return { description: tidy(match[1]), tools: tidy(match[3]) };
}
