// Round twenty-seven (issue 36): there (a place) written their after a verb of being, going or staying or a
// word of place (over, out, back, parked, stayed), where nothing owned follows — a preposition of place or
// time, a time word, or the clause's end (parked the van over their by the gate: over there; we stayed
// their until noon). The seventh development set's one English miss, widened to its family. Tested both
// ways in round-twenty-seven-spelling.test.ts.
import type { ContextRule } from './context-rule';

const BEFORE =
  'over|out|in|up|down|back|here and|stay|stayed|staying|go|went|going|get|got|be|been|was|were|is|are|live|lived|work|worked|sit|sat|stand|stood|park|parked|wait|waited|left|leave|arrive|arrived|once';
const AFTER =
  'by|at|until|till|when|because|since|before|after|every|today|yesterday|tomorrow|now|too|again|already|early|late|first|overnight';

export const EN_THEIR_PLACE: ContextRule[] = [
  {
    id: 'confusable',
    re: new RegExp(`\\b((?:${BEFORE}) )their(?=[,.;!?]|$| (?:${AFTER})\\b)`, 'gi'),
    fix: (m) => `${m[1]}there`,
  },
];
