// Round thirty (issue 36): real-word confusions of sound-alikes by the words around them.
// - passed (the verb) written past after a passive's be (the audit was past with no actions, were past
//   by the board) — "was past its best", "was past midnight" stay: only before with, without, by,
//   unanimously, first time, in full; and past (time gone) written passed after "in the", "over the",
//   "for the", "during the" or before a span (the passed few years, in the passed).
// - waste written waist with what is wasted or done to waste (the waist of paper, food waist, cut waist,
//   waist management); a body's waist (waist size, around the waist) stays.
// - complement (what completes) written compliment as what goes with something (a perfect compliment to
//   the steaks, compliments each other); a compliment paid (paid me a compliment) stays.
// Tested both ways in round-thirty-spelling.test.ts.
import type { ContextRule } from './context-rule';

const WASTED =
  'time|money|paper|food|materials?|energy|effort|stock|meat|plastic|water|resources|space|fuel|product|packaging|fabric|ink|tickets?';

export const EN_PAST_WASTE_COMPLEMENT: ContextRule[] = [
  {
    id: 'confusable',
    re: /\b((?:was|were|been|being|is|are|be|got|get|gets) )past(?= (?:with|without|by|unanimously|first time|at the first|in full|on (?:the )?first)\b)/gi,
    fix: (m) => `${m[1]}passed`,
  },
  {
    id: 'confusable',
    re: /\b((?:in|over|for|during|from) the )passed(?=[.,;!?]| (?:few|two|three|four|five|six|seven|eight|nine|ten|several|many|\d+|year|years|decade|month|months|week|weeks|season|and|I|we)\b)/gi,
    fix: (m) => `${m[1]}past`,
  },
  {
    id: 'confusable',
    re: new RegExp(
      `\\bwaist(?= of (?:${WASTED})\\b| (?:management|disposal|reduction|bins?|collection|streams?|levels?|paper|food|water|oil|heat)\\b)|\\b((?:food|paper|plastic|zero|general|clinical|hazardous|trade|packaging|reduce|reduced|reducing|reduces|cut|cuts|cutting|minimi[sz]e|minimi[sz]ed|minimi[sz]ing|less|avoid|avoided) )waist\\b`,
      'gi',
    ),
    fix: (m) => `${m[1] ?? ''}waste`,
  },
  {
    id: 'confusable',
    re: /\b((?:a|the) (?:perfect|great|good|nice|natural|ideal|excellent|welcome|useful|strong|fine) )compliment(?= to\b)|\bcompliment(s|ed)?(?= (?:each other|one another)\b)/gi,
    fix: (m) => (m[1] ? `${m[1]}complement` : `complement${m[2] ?? ''}`),
  },
];
