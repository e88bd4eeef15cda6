// A project's tools under a label set as a chip, without a colon or a dash ("사용 툴  Figma, Maze, Amplitude",
// "Tools used  Docker, Grafana": the label in its own emphasised box before the list): the label was not
// told, and the line was read as a second project's name. A technologies label, then a comma list of two
// short items or more, no sentence, is the project's tools. A bare generic word ("기술", "Stack",
// "Software") opens running text as often as a list, and is left alone.
import { PROJECT_LABELS, key } from './vocabulary';

const GENERIC = new Set(['기술', '도구', '활용', 'Tech', 'Stack', 'Software', 'Technology', 'Alat'].map(key));
/** A tool's name is short. */
const MAX_TOOL = 25;

/** The tools of "Label  A, B, C" when the label (its first one to four words) names technologies. */
export function toolsAfterLabelChip(text: string): string | null {
  const words = text.trim().split(/\s+/);
  for (let n = Math.min(4, words.length - 1); n >= 1; n--) {
    const label = key(words.slice(0, n).join(' '));
    if (GENERIC.has(label) || PROJECT_LABELS.get(label) !== 'technologies') continue;
    const value = words.slice(n).join(' ');
    const items = value.split(/\s*[,，、]\s*/u).filter(Boolean);
    if (items.length < 2 || items.some((i) => i.length > MAX_TOOL) || /[.!?。]$/u.test(value)) return null;
    return value;
  }
  return null;
}
