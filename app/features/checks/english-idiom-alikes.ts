// Round thirty-six (issue 36): English sound-alikes that are both words, told apart by the words around them —
// fresh23's real-word misses (seen) widened to their families:
// - palate (the sense of taste) written palette (a painter's board): palette cleanser, cleanse the palette, and
//   palette in a sentence of tasting (wine, coffee, flavour, a chef) with no word of colour or design in it;
//   "a colour palette", "a palette knife" and "a palette of blues" stay;
// - peace written piece in its set phrases (piece of mind, piece and quiet, make piece with, keep the piece,
//   piece talks) and piece written peace in its own (a peace of cake, a peace of equipment, peace by peace);
//   "a piece of work" and "peace of mind" stay;
// - accepted written excepted as a verb with an object (she excepted a refund, we excepted every change): the
//   preposition's participle stands after what is left out or before "from" (present company excepted,
//   excepted from the rule), which stay;
// - dessert written desert before what belongs to a meal's last course (desert menu, desert wine, desert
//   spoon) or after other courses (starters and desert), and desert written dessert before what belongs to a
//   dry land (dessert island, dessert heat); "crossing the desert", "just deserts" and "a dessert menu" stay.
// Tested both ways in round-thirty-six-spelling.test.ts.
import type { ContextRule } from './context-rule';

/** Keeps the first letter's case of the word replaced. */
const cased = (found: string, fix: string) =>
  /^[A-Z]/.test(found) ? fix[0].toUpperCase() + fix.slice(1) : fix;

/** The sentence a match stands in. */
function sentenceOf(m: RegExpExecArray): string {
  const text = m.input;
  const start = Math.max(...['.', '!', '?'].map((p) => text.lastIndexOf(p, m.index - 1))) + 1;
  const ends = ['.', '!', '?'].map((p) => text.indexOf(p, m.index + m[0].length)).filter((i) => i >= 0);
  return text.slice(start, ends.length ? Math.min(...ends) : text.length);
}

const TASTE =
  /\b(?:tast(?:e|es|ed|ing|ings)|flavou?rs?|wines?|sommeliers?|vintages?|grapes?|coffees?|cupping|teas?|aromas?|acidity|tannins?|sweetness|bitterness|umami|dish(?:es)?|cuisine|chefs?|cooks?|cooking|whiske?y|beers?|spirits|cheeses?|chocolates?|spices?|seasoning|menu|sip|sips)\b/i;
const COLOUR =
  /\b(?:colou?rs?|paints?|painting|painters?|hues?|shades?|designs?|designers?|brand|branding|graphics?|pastels?|brush(?:es)?|canvas|pigments?|inks?|prints?|interiors?|make-?up|eyeshadows?|knife|knives|tones?)\b/i;

/** What belongs to a meal's last course. */
const COURSE_THINGS =
  '(?:menus?|spoons?|wines?|trolleys?|courses?|plates?|recipes?|chefs?|stations?|carts?|bars?|tables?|forks?|counters?|cups?|buffets?|lists?|ranges?|sections?|items?|dish(?:es)?|selections?|pairings?|platters?|options?|specials?|boards?|kitchens?|shops?|cafés?|cafes?)';
/** What belongs to a dry land. */
const DRY_THINGS =
  '(?:islands?|heat|sands?|storms?|climates?|regions?|plains?|landscapes?|terrain|camps?|roads?|tracks?|dunes?|oasis|oases|nights?|sun|plants?|ecosystems?|tortoises?|foxes|rats?|boots)';

export const EN_IDIOM_ALIKES: ContextRule[] = [
  {
    id: 'confusable',
    re: /\bpalette(?= cleansers?\b)|\b(?:cleanse|cleanses|cleansed|cleansing|clear|clears|cleared|clearing) (?:the|your|my|his|her|their|our) palette\b/gi,
    fix: (m) => m[0].replace(/palette$/i, (p) => cased(p, 'palate')),
  },
  {
    id: 'confusable',
    re: /\bpalettes?\b(?! (?:knife|knives|of\b))/gi,
    when: (m) => {
      const s = sentenceOf(m);
      return TASTE.test(s) && !COLOUR.test(s) && !/^palettes? cleanser/i.test(m.input.slice(m.index));
    },
    fix: (m) => cased(m[0], m[0].toLowerCase().endsWith('s') ? 'palates' : 'palate'),
  },
  {
    id: 'confusable',
    re: /\bpiece(?= of mind\b| and quiet\b| talks\b| process\b| treaty\b| accord\b| deal\b| offering\b)|\b((?:make|makes|made|making|making my|at|keep|keeps|kept|keeping) (?:the |my |his |her |their |our )?)piece(?= with\b|[.,;!?]| and\b)/gi,
    fix: (m) => (m[1] ?? '') + cased(m[0].slice((m[1] ?? '').length), 'peace'),
  },
  {
    id: 'confusable',
    re: /\b((?:a|one|another|each|every|this|that|the last|the first|a single|a small|a big|a key|a vital|a crucial) )peace(?= of (?:cake|equipment|kit|machinery|work|paper|evidence|furniture|software|code|advice|feedback|information|news|music|writing|art|jewell?e?ry|land|string|luggage|clothing|fabric|wood|metal|glass|pipe|data|the puzzle)\b)|\bpeace(?= by piece\b)|\b(piece by )peace\b/gi,
    fix: (m) => (m[1] ?? m[2] ?? '') + cased(m[0].slice((m[1] ?? m[2] ?? '').length), 'piece'),
  },
  {
    id: 'confusable',
    re: /(?<![,;(] )\bexcept(ed)(?= (?:a|an|the|their|our|his|her|my|your|its|this|that|these|those|every|each|all|any|some|no|one|two|three|full|partial|\d+)\b)(?! (?:the|a) (?:few|handful)\b)/gi,
    fix: (m) => cased(m[0], `accept${m[1].toLowerCase()}`),
  },
  {
    id: 'confusable',
    re: new RegExp(
      `(?<!\\bjust )\\bdesert(s)?(?= ${COURSE_THINGS}\\b)|\\b((?:starters?|mains?|main courses?|cakes?|puddings?|pastries|coffee|cheese) and )desert(s)?\\b`,
      'gi',
    ),
    fix: (m) =>
      m[2] !== undefined
        ? `${m[2]}dessert${m[3] ?? ''}`
        : cased(m[0], `dessert${m[1] ?? ''}`),
  },
  {
    id: 'confusable',
    re: new RegExp(`\\bdessert(?= ${DRY_THINGS}\\b)`, 'gi'),
    fix: (m) => cased(m[0], 'desert'),
  },
];
