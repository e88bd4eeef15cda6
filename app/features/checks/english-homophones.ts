// Round eighteen (ADR 0039): English sound-alikes that are both words, told apart by the idiom or the word
// they stand in — a family of the round-sixteen set's misses (fresh13.ts, seen: "stationery" for a trolley
// that must not move, "the reigns" of a galley). The dictionary accepts either spelling, so only the context
// can tell: the reins one takes or hands over, a stationary thing that stays or stands, discreet enquiries
// and discrete steps, havoc wreaked, the line toed, breath bated, data pored over, an appetite whetted, a
// moot point, deep-seated, a shoo-in, in vain, a fee waived, allowed to, bear with me, lightning fast, a
// colour palette, on a roll and a key role, on-site visits. Tested both ways in round-eighteen.test.ts on
// sentences with other words of each family.
import type { ContextRule } from './spelling-families';

/** Keeps the first letter's case of the word replaced. */
const cased = (found: string, fix: string) =>
  /^[A-Z]/.test(found) ? fix[0].toUpperCase() + fix.slice(1) : fix;

/** Being, staying or standing still: what a stationary thing does. */
const STILL =
  '(?:is|are|was|were|be|been|being|remain|remains|remained|remaining|stay|stays|stayed|staying|stand|stands|stood|sit|sits|sat|kept|keep|keeps|held|hold|holds|come to|came to|coming to|completely|fully|perfectly|totally|still|left)';
/** What a stationary thing is: a vehicle, a machine, a position. */
const STILL_THINGS =
  '(?:vehicles?|trolleys?|trucks?|cars?|bikes?|bicycles?|objects?|positions?|engines?|targets?|machines?|loads?|tanks?|ships?|vessels?|traffic|queues?|fronts?|phases?|sources?|equipment|cranes?|carts?|wheels?)';
/** What stationery is: paper goods one orders and stores. */
const PAPER_GOODS =
  '(?:supplies|shop|shops|store|stores|order|orders|cupboard|budget|items|suppliers?|cabinet|costs|spend)';

/** Bare verbs of stopping and calming that breathe is listed with. */
const CALMING = '(?:[Ss]top|[Pp]ause|[Rr]elax|[Ss]low down|[Cc]alm down|[Ss]it down|[Ll]isten|[Tt]hink|[Ww]ait|[Rr]eset|[Rr]egroup|[Cc]ount to (?:ten|three|five))';

export const EN_HOMOPHONES: ContextRule[] = [
  // reins (of a horse, of control) written reigns: taken, handed over, held; free rein; rein in.
  {
    id: 'confusable',
    re: /\b((?:take|takes|took|taken|taking|hand|hands|handed|handing|hold|holds|held|holding|grab|grabbed|pass|passed|passing|give|gave|given|seize|seized)(?: over)?(?: (?:me|us|him|her|them|over))? (?:the|my|his|her|their|our) )reigns\b/gi,
    fix: (m) => `${m[1]}reins`,
  },
  { id: 'confusable', re: /\b([Ff])ree reign\b/g, fix: (m) => `${m[1]}ree rein` },
  {
    id: 'confusable',
    re: /\b([Rr])eign(s|ed|ing)? in (?=(?:the |our |my |their |his |her )?(?:costs?|spending|overtime|expenses|budgets?|waste|scope|hours|prices|emotions|temper|losses|inventory|stock)\b)/g,
    fix: (m) => `${m[1]}ein${m[2] ?? ''} in `,
  },
  // stationary (still) written stationery after a verb of staying or before a thing that moves.
  {
    id: 'confusable',
    re: new RegExp(`\\b(${STILL} )stationery\\b|\\b(a |the )?stationery(?= ${STILL_THINGS}\\b)`, 'gi'),
    fix: (m) => (m[1] !== undefined ? `${m[1]}stationary` : `${m[2] ?? ''}stationary`),
  },
  // stationery (paper goods) written stationary before what is ordered or stored.
  {
    id: 'confusable',
    re: new RegExp(`\\b([Oo]ffice |[Ss]chool )?stationary(?= ${PAPER_GOODS}\\b)|\\b([Oo]ffice|[Ss]chool) stationary\\b`, 'g'),
    fix: (m) => `${m[1] ?? (m[2] ? `${m[2]} ` : '')}stationery`,
  },
  // discreet (tactful) and discrete (separate).
  {
    id: 'confusable',
    re: /\bdiscrete(?= (?:manner|way|enquiries|inquiries|word|conversations?|questions|support|service|presence|approach)\b)|\b((?:be|being|was|were|stay|stayed|remain|remained|very|quietly) )discrete\b(?! (?:steps|components|units|data|variables|values|stages|phases|parts|events|modules|elements|categories|tasks)\b)/g,
    fix: (m) => `${m[1] ?? ''}discreet`,
  },
  {
    id: 'confusable',
    re: /\bdiscreet(?= (?:steps|components|units|data|variables|values|stages|phases|parts|events|modules|elements|categories|time|signals?)\b)/g,
    fix: () => 'discrete',
  },
  // Idioms with a sound-alike inside.
  {
    id: 'confusable',
    re: /\b([Ww])reck(s|ed|ing)? havoc\b/g,
    fix: (m) => `${m[1]}reak${m[2] === 'ed' ? 'ed' : (m[2] ?? '')} havoc`,
  },
  { id: 'confusable', re: /\b([Tt])ow(s|ed|ing)? the (?:company |party )?line\b/g, fix: (m) => m[0].replace(/ow/, 'oe') },
  { id: 'confusable', re: /\b([Bb])aited breath\b/g, fix: (m) => `${m[1]}ated breath` },
  {
    id: 'confusable',
    re: /\b([Pp])our(s|ed|ing)? over (?=(?:the |every |each |all |our |my |their |his |her |hundreds of |pages of )?(?:[a-z]+ )?(?:data|reports?|records?|logs?|manuals?|documents?|spreadsheets?|figures|details|files?|notes|books?|plans?|drawings?|contracts?|numbers|results|invoices|statements|maps?|charts?|transcripts?|footage|minutes)\b)/g,
    fix: (m) => `${m[1]}ore${m[2] === 'ed' ? 'd' : (m[2] ?? '')} over `,
  },
  {
    id: 'confusable',
    re: /\b([Ww])et(s|ted|ting)? (?=(?:my|your|their|our|his|her|the|an|a|everyone's|people's) appetites?\b)/g,
    fix: (m) => `${m[1]}het${m[2] ?? ''} `,
  },
  { id: 'confusable', re: /\b([Mm])ute point\b/g, fix: (m) => `${m[1]}oot point` },
  { id: 'confusable', re: /\b([Dd])eep[- ]seeded\b/g, fix: (m) => `${m[1]}eep-seated` },
  { id: 'confusable', re: /\b([Ss])hoe[- ]in\b(?= for\b)/g, fix: (m) => `${m[1]}hoo-in` },
  { id: 'confusable', re: /\b([Ii])n vein\b(?! of\b)/g, fix: (m) => `${m[1]}n vain` },
  {
    id: 'confusable',
    re: /\b([Ww])ave(s|d)? (?=(?:the|a|an|their|our|his|her|all|any) (?:[a-z]+ )?(?:fees?|penalty|penalties|charges?|requirements?|deposit|fines?|rights?|claims?)\b)/g,
    fix: (m) => `${m[1]}aive${m[2] ?? ''} `,
  },
  {
    id: 'confusable',
    re: /\b((?:not|n't|be|are|were|was|is|been|being|am) )aloud(?= to\b)/g,
    fix: (m) => `${m[1]}allowed`,
  },
  { id: 'confusable', re: /\b([Bb])are (?=with (?:me|us|them|him|her)\b|in mind\b)/g, fix: (m) => `${m[1]}ear ` },
  { id: 'confusable', re: /\blightening(?=[- ](?:fast|quick|speed|strikes?|bolts?|storms?|rod)\b)/gi, fix: (m) => cased(m[0], 'lightning') },
  { id: 'confusable', re: /\b((?:colou?r|design|brand) )pallet(s)?\b/gi, fix: (m) => `${m[1]}palette${m[2] ?? ''}` },
  { id: 'confusable', re: /\b([Oo]n a )role\b(?! (?:model|for|as|in|of)\b)/g, fix: (m) => `${m[1]}roll` },
  {
    id: 'confusable',
    re: /\b((?:key|lead|leading|vital|important|central|major|crucial|active|big|pivotal|supporting) )roll(s)?(?= (?:in|as|of)\b)/g,
    fix: (m) => `${m[1]}role${m[2] ?? ''}`,
  },
  {
    id: 'confusable',
    re: /\b([Oo])n[- ]sight(?= (?:visits?|inspections?|training|support|teams?|staff|work|audits?|meetings?|assessments?|surveys?)\b)/g,
    fix: (m) => `${m[1]}n-site`,
  },
  {
    id: 'confusable',
    re: /\b((?:to|could|can|can't|couldn't|would|will|must|should) )breath(?= (?:in|out|again|deeply|easier|easily|freely|through|normally|[a-z]+ly)\b|[.,])/g,
    fix: (m) => `${m[1]}breathe`,
  },
  { id: 'confusable', re: /\b((?:a|deep|short|long|one|quick) )breathe\b/g, fix: (m) => `${m[1]}breath` },
  // Round thirty-seven: breath in a row of bare verbs, as a verb beside verbs of calming (stop, breath and
  // check; pause and breath; to breath, relax and reset); "a deep breath and relax" keeps the noun.
  {
    id: 'confusable',
    re: new RegExp(
      `(?<=(?:\\bto|^|[.!?]|\\bthen) ?)(${CALMING}(?:,| and| or|, and) )breath(?=(?:,| and| or) |[.!]|$)|(?<=(?:\\bto|^|[.!?] )\\s?)([Bb])reath(?=(?:,| and| or|, and) ${CALMING}\\b)`,
      'gm',
    ),
    fix: (m) => (m[1] !== undefined ? `${m[1]}breathe` : `${m[2]}reathe`),
  },
  // Round nineteen: a goods pallet written palette, by what is done to it or what it carries (wrapped
  // palettes, a palette jack, loaded the palettes); a colour palette, a palette of flavours stay.
  {
    id: 'confusable',
    re: /\b((?:wrapped|shrink-wrapped|stretch-wrapped|wooden|plastic|euro|empty|broken|loaded|stacked|mixed|full|damaged|load(?:ed|ing)? (?:the |\d+ )?|unload(?:ed|ing)? (?:the |\d+ )?|stack(?:ed|ing)? (?:the |\d+ )?|wrap(?:ped|ping)? (?:the |\d+ )?))palette(s)?\b|\bpalette(s)?(?= (?:jacks?|trucks?|racking|racks?|wrap|wrapper|loads?|of (?:goods|stock|bricks|cement|parcels|boxes|water|milk|feed|fertili[sz]er))\b)/gi,
    fix: (m) => (m[1] !== undefined ? `${m[1]}pallet${m[2] ?? ''}` : `pallet${m[3] ?? ''}`),
  },
  // A place one is at written "on sight" after being, arriving or working (was on sight within an hour, the
  // crew arrived on sight); "shot on sight", "recognised on sight" and "love at first sight" stay.
  {
    id: 'confusable',
    re: /\b((?:was|were|is|are|be|been|being|am|arrived|arrive|arrives|arriving|stay|stayed|remain|remained|work|worked|works|working|based|present|already|back|get|got|kept) )on sight\b(?! of\b)/g,
    fix: (m) => `${m[1]}on site`,
  },
];
