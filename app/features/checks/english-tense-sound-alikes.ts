// Round thirty-four (issue 36): English sound-alikes told apart by tense or by what they are said of —
// - passed (the verb) written past after has/have/had before what was passed (has past their first
//   sessions, had past the audit): "has past experience", "have past records" (past as an adjective before
//   a bare noun) stay; only before a determiner, a figure or "through".
// - led (the past of lead) written lead after I/we/he/she/they in a sentence that opens on a time gone by
//   (Last Christmas I lead a trial; In 2019 we lead the move; Two years ago, she lead) — "I lead a team"
//   with no such opening, and "Next year I lead" stay.
// - complement (to go well with) written compliment as a verb said of a thing: after "that/which" (with a
//   modal) whose antecedent is not a person (a lining that will compliment the cloth), or after a verb of
//   choosing or making + "to" (chosen to compliment the decor). "customers complimented the food", "a
//   guest who complimented our staff" and "the chef that complimented us" stay.
// - Round thirty-seven: compliment said of a thing as the subject of a modal (a good home should compliment
//   the dog's temperament, the sauce would compliment it): what a thing does is go well with, never praise;
//   a person, a role in -er/-or/-ist/-ant/-ent, or a team as the subject stays (the manager will compliment).
// Tested both ways in round-thirty-four-spelling.test.ts and round-thirty-seven-spelling.test.ts.
import type { ContextRule } from './context-rule';

const MONTHS = 'January|February|March|April|May|June|July|August|September|October|November|December';
/** A sentence's opening that puts it in a time gone by. */
const GONE_BY = new RegExp(
  `^(?:(?:[Ll]ast|[Tt]hat|[Oo]ne) (?:year|month|week|quarter|summer|winter|spring|autumn|season|Christmas|Easter|Ramadan|weekend|shift|night|term|${MONTHS}|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)|[Ii]n (?:19|20)\\d\\d|[Ii]n (?:${MONTHS}) (?:19|20)\\d\\d|[Ii]n my (?:first|second|third|last|previous) (?:year|job|role|post|season)|[Yy]esterday|[Ee]arlier this (?:year|month|week)|(?:[A-Z][a-z]+|\\d+) (?:years?|months?|weeks?|days?) ago|[Bb]ack in)\\b`,
);
/** People a compliment is paid to: "a guest that complimented" keeps it. */
const PERSON =
  /\b(?:customers?|guests?|clients?|patients?|visitors?|diners?|shoppers?|managers?|chefs?|staff|colleagues?|people|person|someone|everyone|one|man|woman|men|women|boss|owner|team|friends?|users?|members?|buyers?|residents?|passengers?|parents?|students?|teachers?|he|she|they)$/i;

export const EN_TENSE_SOUND_ALIKES: ContextRule[] = [
  {
    id: 'confusable',
    re: /\b((?:has|have|had|having)(?: (?:now|already|just|finally|successfully|all))? )past(?= (?:the|their|his|her|its|our|my|your|a|an|all|every|each|both|this|that|these|those|through|\d+)\b)/gi,
    fix: (m) => `${m[1]}passed`,
  },
  {
    id: 'confusable',
    re: /\b(I|[Ww]e|[Hh]e|[Ss]he|[Tt]hey) lead(?= (?:a|an|the|our|my|his|her|their|two|three|four|five|six|several|\d+)\b)/g,
    when: (m) =>
      GONE_BY.test(
        (
          m.input
            .slice(0, m.index)
            .split(/[.!?]\s|\n/)
            .pop() ?? ''
        ).trim(),
      ),
    fix: (m) => `${m[1]} led`,
  },
  {
    id: 'confusable',
    re: /\b([A-Za-z]+ )((?:that|which) (?:(?:will|would|can|could|should|might|may|also|nicely|perfectly|really|always) ){0,2})compliment(s|ed|ing)?(?= (?:the|its|their|our|each|every|a|an|this|that|these|those|any)\b)/g,
    when: (m) => !PERSON.test(m[1].trim()),
    fix: (m) => `${m[1]}${m[2]}complement${m[3] ?? ''}`,
  },
  {
    id: 'confusable',
    re: /\b((?:[Tt]he|[Aa]n?|[Tt]his|[Tt]hat|[Ee]ach|[Ee]very|[Oo]ur|[Yy]our|[Tt]heir|[Ii]ts|[Mm]y|[Aa]ny) (?:[a-z]+ )?)([a-z]+)( (?:(?:should|would|will|must|can|could|may|might|also|always|nicely|perfectly|really) ){1,2})compliment(s)?(?= (?:the|its|their|our|each|every|a|an|this|that|these|those|any|his|her|your|my)\b)/g,
    when: (m) =>
      !PERSON.test(m[2]) &&
      !/(?:er|or|ist|ant|ent|crew|hire|host|guest|chef|nurse|child|kid|boy|girl|dog|cat)$|^(?:that|which|who|whom|whose)$/.test(
        m[2],
      ),
    fix: (m) => `${m[1]}${m[2]}${m[3]}complement${m[4] ?? ''}`,
  },
  {
    id: 'confusable',
    re: /\b((?:chosen|chose|choose|picked|selected|designed|made|built|planned|added|created|meant|intended|used) to )compliment(?= (?:the|its|their|our|each|every|a|an|this|that|these|those|any)\b)/gi,
    fix: (m) => `${m[1]}complement`,
  },
];
