// Round twenty (ADR 0039): English real-word confusions a dictionary cannot see, by family, each told by
// the words around it — your/you're before a noun of thanks (for you're time), affect/effect as a noun or a
// verb with an object (the affect of, effected our sales), than/then after a comparative (faster then),
// paid/payed, supposed to, take for granted, bachelor's/master's degree, write/wright, led/lead with a past
// time, advice/advise, role/roll, accept/except, waive/wave, site/sight, career/carrier, ethic, saw/seen, and
// set phrases heard, not read (one and the same, case in point, per se). Tested both ways in round-twenty.test.ts.
import type { ContextRule } from './spelling-families';

const COMPARATIVES =
  'better|worse|faster|slower|higher|lower|larger|smaller|greater|fewer|bigger|cheaper|easier|harder|rather|other|more|less';
/** What a comparison is made with (faster then my peers); a clause after "then" is a sequence. */
const THAN_WHAT =
  '(?:my|our|his|her|their|the|a|an|any|anyone|anything|before|usual|expected|planned|others|ever|last|previous|\\d)\\b';
const PAST = '(?:last (?:year|month|week|quarter|summer|winter|spring|autumn)|\\w+ (?:years?|months?|weeks?) ago)';

export const EN_CONFUSIONS: ContextRule[] = [
  {
    id: 'confusable',
    re: /\b(for|of|on|with|to) you're (time|help|consideration|attention|support|feedback|interest|patience|team|company|business)\b/gi,
    fix: (m) => `${m[1]} your ${m[2]}`,
  },
  {
    id: 'confusable',
    re: /\b(the|an|no|any|positive|negative|big|direct|lasting|knock-on) affect (of|on)\b/gi,
    fix: (m) => `${m[1]} effect ${m[2]}`,
  },
  {
    id: 'confusable',
    re: /\b(effected) (our|my|his|her|their|its|us|them|me|everyone|customers|sales|morale)\b/gi,
    fix: (m) => `affected ${m[2]}`,
  },
  {
    id: 'confusable',
    re: new RegExp(`\\b(${COMPARATIVES})((?: \\w+)?) then (?=${THAN_WHAT})`, 'gi'),
    fix: (m) => `${m[1]}${m[2]} than `,
  },
  {
    id: 'confusable',
    re: /\bpayed (the|for|off|back|my|our|their|all|them|him|her|\$|\d)/gi,
    fix: (m) => `paid ${m[1]}`,
  },
  {
    id: 'confusable',
    re: /\b(was|were|is|are|am|be|been|not) suppose to\b/gi,
    fix: (m) => `${m[1]} supposed to`,
  },
  {
    id: 'confusable',
    re: /\b(take|takes|took|taken|taking) (it|this|that|them|things|nothing|anything|people) for granite\b/gi,
    fix: (m) => `${m[1]} ${m[2]} for granted`,
  },
  {
    id: 'confusable',
    re: /\b(bachelor|master)s (degree|programme|program)\b/gi,
    fix: (m) => `${m[1]}'s ${m[2]}`,
  },
  { id: 'confusable', re: /\bto wright\b/gi, fix: () => 'to write' },
  {
    id: 'confusable',
    re: new RegExp(`\\b(I|We|He|She|They) lead (?=[^.!?]*\\b${PAST})`, 'g'),
    fix: (m) => `${m[1]} led `,
  },
  // Advice (the noun) written advise after a word that makes it a noun (good advise, my advise).
  {
    id: 'confusable',
    re: /\b(good|some|expert|professional|sound|useful|helpful|practical|career|legal|financial|valuable|wise|bad|my|your|his|her|their|our) advise\b/gi,
    fix: (m) => `${m[1]} advice`,
  },
  {
    id: 'confusable',
    re: /\b(took on|take on|taking on|takes on|assumed|played|stepped into|in) (the|a|my|this|that) roll (of|as)\b/gi,
    fix: (m) => `${m[1]} ${m[2]} role ${m[3]}`,
  },
  {
    id: 'confusable',
    re: /\b(excepted) (the|an|a|their|our|his|her|my) (offer|job|position|change|role|invitation|terms|proposal|challenge)\b/gi,
    fix: (m) => `accepted ${m[2]} ${m[3]}`,
  },
  {
    id: 'confusable',
    re: /\b(fees?|charges?|penalt(?:y|ies)|requirements?|deposits?) (was|were|is|are|be|been) waved\b/gi,
    fix: (m) => `${m[1]} ${m[2]} waived`,
  },
  {
    id: 'confusable',
    re: /\b(construction|work|job|building|client|camp) sight\b/gi,
    fix: (m) => `${m[1]} site`,
  },
  {
    id: 'confusable',
    re: /\b(further|advance|start|build|begin|launch|pursue) (my|a|his|her|their|your) carrier\b/gi,
    fix: (m) => `${m[1]} ${m[2]} career`,
  },
  { id: 'confusable', re: /\bwork ethnic\b/gi, fix: () => 'work ethic' },
  { id: 'confusable', re: /\b(I|[Ww]e|[Tt]hey|[Hh]e|[Ss]he) seen\b/g, fix: (m) => `${m[1]} saw` },
  // Set phrases heard, not read.
  { id: 'confusable', re: /\bone in the same\b/gi, fix: () => 'one and the same' },
  { id: 'confusable', re: /\bcase and point\b/gi, fix: () => 'case in point' },
  { id: 'confusable', re: /\bfor all intensive purposes\b/gi, fix: () => 'for all intents and purposes' },
  { id: 'confusable', re: /\bper say\b/gi, fix: () => 'per se' },
];
