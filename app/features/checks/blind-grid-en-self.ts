// Round twenty-nine (issue 36, ADR 0039): English frames that name the writer, from the tenth set (written
// before them), run in a sentence about the writer (blind-grid.ts). The older rules each held a closed list of
// words before the noun (a proud grandmother, a new grandfather); here any one to three words may come
// between, so the frame, not the phrase, finds it: a life-stage, kin or school noun in apposition to I ("As a
// first-generation graduate of Rutgers", "Now a grandmother, I", "I am a newly minted grandfather"), a body
// word before a person noun ("Being a tall, athletic guy"), and one's own kin after "my" and a describing word
// ("my aging mother", "my two teenage sons"), and a school named with its class year. A word glued to the kin that makes a thing of it (my sister
// company, a father figure) is no kin.
import type { BlindRule } from './blind-lists';

/** "As a", "I am a", "Being a": the frame of a noun in apposition to I. */
const AS =
  "\\b(?:[Aa]s|I'm|I am|I was|I became|I've become|I have become|[Bb]eing)(?: (?:now|also|still|newly|once|proudly))? an? ";
/** A sentence that opens on the noun and then names the writer: "Now a grandmother, I …". */
const LEAD = '^\\s*(?:(?:Now|Still|Once|Today|Already|Recently|Also) )?[Aa]n? ';
const THEN_I = "(?=[^,.!?]{0,40},\\s*(?:I|I'm|I've|I'd|my)\\b)";
/** Any describing words between the article and the noun (first-generation, newly minted, proud). */
const ADJS = '(?:(?!(?:of|at|in|from|for|to|with|and|the|who|that)\\b)[a-z][a-z-]*,? (?:and )?){0,3}';
const NAME = "(?:the )?(?:University of )?[A-Z][\\w'&.-]+(?: (?:of )?[A-Z][\\w'&.-]+){0,3}";
const SCHOOL = `(?:graduate|grad|alumnus|alumna|alum|old boy|old girl|former pupil|student|undergrad|undergraduate|postgrad) (?:of|from|at) ${NAME}`;
const STAGE =
  '(?:grand(?:mother|father|parent|ma|pa|mum|mom|dad)|great-grand(?:mother|father|parent)|mother|father|mum|mom|dad|parent|step(?:mom|mum|dad|mother|father|parent)|widow|widower|newlywed|housewife|homemaker|stay-at-home (?:mom|mum|dad|parent)|(?:mother|father|mom|mum|dad)-to-be|only child|middle child|eldest child|youngest child)\\b(?![ -](?:figure|company|ship|board|tongue|brand|hen|nature)\\b)';
const AGE =
  '(?:retiree|pensioner|empty[- ]nester|mature student|octogenarian|septuagenarian|sexagenarian|quinquagenarian|(?:twenty|thirty|forty|fifty|sixty)-something|millennial|(?:baby )?boomer|Gen[- ]?[XZ](?:er)?|Zoomer|teenager|school leaver|late bloomer)\\b';
const BODY =
  '(?:tall|short|petite|small|big|large|heavy|heavyset|heavy-set|slim|slender|slight|skinny|thin|stocky|muscular|athletic|burly|lanky|broad-shouldered|well-built|plus-size|overweight|chubby|curvy|bald|balding|blond|blonde|red-haired|redheaded|dark-haired|grey-haired|gray-haired|white-haired|good-looking|handsome|pretty|tattooed|bearded|freckled)';
const LOOKS = `(?:(?:very|quite|fairly|rather|naturally|relatively) )?${BODY}(?:,? (?:and )?(?:${BODY}|young|old|older|fit|strong|sporty)){0,2} (?:man|woman|guy|girl|lady|person|fellow|bloke|gal|lad|dude|boy)\\b`;
const KIN =
  '(?:mother|father|mum|mom|dad|parents|grand(?:mother|father|parents|ma|pa)|brothers?|sisters?|siblings|husband|wife|spouse|sons?|daughters?|children|kids|boys|girls|little ones|fianc[ée]e?|twin)\\b(?![ -](?:company|companies|brand|brands|site|sites|plant|plants|firm|hotel|hotels|store|stores|paper|organi[sz]ation|team|office|business|ship|board|tongue|language|node|process|branch|account|project|figure|nature|city|school)\\b)';

const both = (head: string) => new RegExp(`${AS}${ADJS}${head}|${LEAD}${ADJS}${head}${THEN_I}`, 'g');

export const GRID_EN_SELF: BlindRule[] = [
  { why: 'school', re: both(SCHOOL) },
  { why: 'family', re: both(STAGE) },
  { why: 'age', re: both(AGE) },
  { why: 'appearance', re: new RegExp(`${AS}${LOOKS}|${LEAD}${LOOKS}${THEN_I}`, 'g') },
  // An age in words in apposition to I: "Being forty-eight, I", "At fifty-one, I", "Now sixty and".
  {
    why: 'age',
    re: /(?:^\s*|\b(?:[Bb]eing|[Aa]t|[Aa]ged|[Nn]ow) )(?:twenty|thirty|forty|fifty|sixty|seventy)(?:-(?:one|two|three|four|five|six|seven|eight|nine))?(?=,|\s+(?:and|now|I)\b)/g,
  },
  // A parent of a child counted by an article, and a pregnancy with the writer as subject.
  {
    why: 'family',
    re: new RegExp(
      `\\b(?:mother|father|mum|mom|dad|parent) of (?:a|an|twins|triplets)(?: (?:[a-z-]+ )?(?:daughter|son|boy|girl|child|baby|toddler|teenager|teen)s?)?\\b|\\b(?:I|[Ww]e)(?:'m| am|'re| are) (?:now )?expecting (?:twins|triplets|a baby|a (?:boy|girl|little one)|our (?:first|second|third|fourth) (?:child|baby))\\b`,
      'g',
    ),
  },
  // Home said as a place before girl, boy, lad, lass or native in apposition to I: "Originally a Brisbane girl, I".
  {
    why: 'hometown',
    re: new RegExp(
      `(?:${AS}|^\\s*(?:(?:Originally|Still|Always|Once|Now) )?[Aa]n? )(?:(?:proud|true|real|born-and-bred|small-town) )?[A-Z][a-z]+(?: [A-Z][a-z]+)? (?:girl|boy|lad|lass|kid|native)\\b`,
      'g',
    ),
  },
  // A named place left at a school-leaving age: "I left Harrow at seventeen".
  {
    why: 'school',
    re: /\bleft (?:the )?[A-Z][\w'-]+(?: [A-Z][\w'-]+){0,2} at (?:fifteen|sixteen|seventeen|eighteen|1[5-8])\b/g,
  },
  // A school named with a class year: "I'm a Spelman woman, class of 2011", "Georgetown Law, Class of '09".
  {
    why: 'school',
    re: /(?<![\w'])(?!I\b|I'm\b)[A-Z][\w&.'-]+(?: [A-Z][\w&.'-]+){0,3}(?=(?: (?:woman|man|grad|alum|alumna|alumnus|graduate|girl|guy))?,? [Cc]lass of (?:'\d{2}|(?:19|20)\d{2})\b)/g,
  },
  // One's own kin with a describing word between: my aging mother, my two teenage sons, my late husband.
  {
    why: 'family',
    re: new RegExp(
      `\\b[Mm]y (?!(?:business|team|company|fellow)\\b)(?:[a-z][a-z-]*,? (?:and )?){1,2}${KIN}`,
      'g',
    ),
  },
];
