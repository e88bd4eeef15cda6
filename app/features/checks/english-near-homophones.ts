// Round thirty-two (issue 36): English near-homophones that are both words, told apart by what the word does
// in its sentence — fresh20's real-word misses (seen) widened to their families:
// - wander (to walk about) written wonder before where one walks or drifts (wonder through the exit, wondered
//   around the site, let guests wonder off, minds wonder), and wonder written wander before what one asks
//   oneself (I wander whether, no wander); "wonder about the cost" stays;
// - quite (fairly, entirely) written quiet before what it grades (quiet a shock, quiet a few, quiet different,
//   not quiet sure), and quiet written quite where it is a stillness (a quite room, kept quite, quite time);
// - pique (to stir interest) written peak or peek as the verb of interest or curiosity (peaked their
//   customers' interest, peeks my curiosity); peak interest rates and a sneak peek stay.
// Tested both ways in round-thirty-two-spelling.test.ts.
import type { ContextRule } from './context-rule';

/** Keeps the first letter's case of the word replaced. */
const cased = (found: string, fix: string) =>
  /^[A-Z]/.test(found) ? fix[0].toUpperCase() + fix.slice(1) : fix;

/** Where one wanders: through, about, off, away, the floor, the aisles. */
const WANDERED =
  '(?:through|around|round|off|away|into|along|among|aimlessly|about (?:the|our|their) (?:site|floor|park|store|shop|building|ward|halls?|corridors?|aisles?|streets?|town|city|yard|warehouse)|the (?:streets?|halls?|corridors?|aisles?|floors?|site|park|wards?|building|store|shop|yard|warehouse|grounds|campus))';
/** What "quite" grades that "quiet" never describes. */
const GRADED =
  '(?:(?:a|an) (?:shock|surprise|challenge|change|feat|task|journey|learning curve|step|leap|jump|stretch|few|bit of|number of|lot more|difference|relief|achievement|transition|adjustment)|sure|certain|right|similar|different|often|simply|literally|clearly|unusual|rare|common|possibly|true|the same|the opposite|frankly|honestly|unexpected|surprising|complex|complicated|difficult|challenging|demanding|stressful|tiring|overwhelming|significant|substantial|impressive|expensive|busy|proud|pleased|nervous|confident|useful|effective|successful|understand|understood)';
/** Where "quiet" is meant: a still place, time or voice. */
const STILL_THINGS =
  '(?:room|rooms|place|corner|moment|moments|area|space|word|time|period|hours?|zone|office|life|voice|confidence|environment|street|night|day|weekend|spot|morning|afternoon|evening|season|shift|week|month)';

export const EN_NEAR_HOMOPHONES: ContextRule[] = [
  {
    id: 'confusable',
    re: new RegExp(`\\bwonder(s|ed|ing)?(?= ${WANDERED}\\b)`, 'gi'),
    fix: (m) => cased(m[0], `wander${m[1] ?? ''}`),
  },
  {
    id: 'confusable',
    re: /\b((?:mind|minds|attention|thoughts|eyes|gaze)(?: (?:would|will|can|could|tends? to|tended to|began to|starts? to|started to|might|may))? )wonder(s|ed|ing)?(?=[.,;!?]| (?:off|away|during|while|when|from)\b)/gi,
    fix: (m) => `${m[1]}wander${m[2] ?? ''}`,
  },
  {
    id: 'confusable',
    re: /\b((?:I|we|they|you|one|to|often|sometimes|always|never|began to|started to|still) )wander(s|ed|ing)?(?= (?:whether|if|why|how|what)\b)|\b([Nn]o |[Ss]mall )wander\b/g,
    fix: (m) => (m[3] ? `${m[3]}wonder` : `${m[1]}wonder${m[2] ?? ''}`),
  },
  {
    id: 'confusable',
    re: new RegExp(`\\bquiet(?= ${GRADED}\\b)`, 'gi'),
    fix: (m) => cased(m[0], 'quite'),
  },
  {
    id: 'confusable',
    re: new RegExp(
      `\\b((?:a|the|very|more|nice|calm|peaceful|relatively|fairly) )quite(?= ${STILL_THINGS}\\b)|\\b((?:keep|keeps|kept|keeping|stay|stays|stayed|staying|remain|remains|remained|remaining|fell|fall|falls|went|go|goes|grew|gone) )quite(?=[.,;!?]| (?:and|but|while|when|during|until|for)\\b)`,
      'gi',
    ),
    fix: (m) => `${m[1] ?? m[2]}quiet`,
  },
  {
    id: 'confusable',
    re: /\b(?:peak|peek)(s|ed|ing)?(?= (?:my|your|his|her|our|their|its|the|everyone's|[A-Za-z]+s'|[A-Za-z]+'s)(?: [A-Za-z]+(?:'s|s')?){0,2} (?:interest|curiosity|attention)\b)|\b((?:to|will|would|could|can|might|may|should) )(?:peak|peek)(?= (?:(?:my|your|his|her|our|their|its|the) )?(?:interest|curiosity)\b)/gi,
    fix: (m) =>
      m[2] !== undefined
        ? `${m[2]}pique`
        : cased(m[0], { s: 'piques', ed: 'piqued', ing: 'piquing' }[m[1] ?? ''] ?? 'pique'),
  },
];
