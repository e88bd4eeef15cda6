// Round thirty-five (issue 36): English sound-alikes that are both words, told apart by the words around them —
// fresh22's real-word misses (seen) widened to their families:
// - advice (the noun) written advise where only a noun stands: after the, an, any, no, much, a piece of, or a
//   verb that takes advice (took the advise of, sought advise, followed his advise); advise (the verb) written
//   advice after a subject or a modal (I advice, we would advice); "we advise clients" and "good advice" stay;
// - fair (just) written fare before what is fair or after a verb that judges (a fare price, a fare share, fare
//   play, it is only fare to), and fare written fair after a means of travel (the bus fair, train fairs); "the
//   fare rose", "a job fair" and "a fair price" stay;
// - site (a place) written sight after a word for what happens there (landing sight, nesting sight, test-pit
//   sight, launch sight), and sight written site in the phrases of seeing (lost site of, out of site, at first
//   site, catch site of, line of site); "a welcome sight" and "the site office" stay.
// Tested both ways in round-thirty-five-spelling.test.ts.
import type { ContextRule } from './context-rule';

/** Keeps the first letter's case of the word replaced. */
const cased = (found: string, fix: string) =>
  /^[A-Z]/.test(found) ? fix[0].toUpperCase() + fix.slice(1) : fix;

/** What is said to be fair. */
const FAIR_THINGS =
  '(?:price|prices|pricing|deal|deals|share|wage|wages|pay|chance|hearing|trial|treatment|go|shot|warning|assessment|comparison|point|question|rate|rates|result|outcome|process|system|split|trade|value|market value|competition|game|contract|terms|reward)';
/** Where a place is named by what happens there: landing site, nesting site. */
const SITE_USES =
  '(?:landing|launch|launching|take-off|takeoff|nesting|breeding|roosting|burial|dig|excavation|crash|disposal|dump|dumping|drop-off|pick-up|pickup|drilling|mining|quarry|spray|spraying|storage|assembly|installation|project|survey|staging|holding|picnic|camping|caravan|heritage|web|world heritage)';

export const EN_NOUN_VERB_ALIKES: ContextRule[] = [
  {
    id: 'confusable',
    re: /\b((?:(?:the|an|any|no|much|more|piece of|pieces of|bit of|word of|for) |(?:took|take|takes|taking|sought|seek|seeks|seeking|followed|follow|follows|following|heeded|heed|ignored|ignore|asked for|ask for|gave|give|gives|giving|offered|offer|offers|get|got|getting|received|needed|need) (?:(?:the|my|your|his|her|our|their|some|expert|good|sound|this|that) )?)(?:[a-z]+'s )?)advise\b/gi,
    fix: (m) => `${m[0].slice(0, -'advise'.length)}advice`,
  },
  {
    id: 'confusable',
    re: /\b((?:I|we|they|you|would|could|should|will|can|must|might|may|to) )advice(?= (?:me|us|him|her|them|you|our|their|his|its|every|each|all|clients?|customers?|patients?|members|staff|that|whether|against|on)\b)/gi,
    fix: (m) => `${m[1]}advise`,
  },
  {
    id: 'confusable',
    re: new RegExp(
      `\\b((?:a|an|very|quite|more|most|less|truly|perfectly|completely|reasonably|entirely) )fare(?= ${FAIR_THINGS}\\b)|\\bfare(?= (?:share|play|and square|enough|and honest|and transparent|and equal|and consistent|and just)\\b)|\\b((?:is|was|be|seems?|seemed|felt|feels?|are|were) (?:only |very |not |quite |perfectly |more than |entirely )?)fare(?=[.,;!?]| to\\b| and\\b| for\\b)`,
      'gi',
    ),
    fix: (m) =>
      m[1] !== undefined ? `${m[1]}fair` : m[2] !== undefined ? `${m[2]}fair` : cased(m[0], 'fair'),
  },
  {
    id: 'confusable',
    re: /\b((?:bus|train|taxi|cab|tram|rail|ferry|air|plane|return|single|return train|coach|metro|subway|tube) )fair(s)?\b/gi,
    fix: (m) => `${m[1]}fare${m[2] ?? ''}`,
  },
  {
    id: 'confusable',
    re: new RegExp(`\\b(${SITE_USES} )sight(s)?\\b`, 'gi'),
    fix: (m) => `${m[1]}site${m[2] ?? ''}`,
  },
  {
    id: 'confusable',
    re: /\b((?:lose|loses|lost|losing|catch|catches|caught|catching|in|within|came into|come into|comes into) )site(?= of\b)|\b((?:out of|at first|line of|in plain|in full) )site(?=[.,;!?]| (?:to|from|and|but)\b)|\bsite(?= unseen\b)/gi,
    fix: (m) => (m[1] ?? m[2] ?? '') + cased(m[0].slice((m[1] ?? m[2] ?? '').length), 'sight'),
  },
];
