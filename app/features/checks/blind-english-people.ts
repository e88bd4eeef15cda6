// English blind-hiring phrasings of round fifteen (ADR 0039), by family, from the round-fifteen set's misses
// (fresh12.ts, read after its one blind run): a school one attended named by its own word (School, Academy,
// College), an age or a height said in words ("At forty-five,", "six foot three"), one's build or stature
// ("a tall man", "a broad build"), a family's means said with "we were", and being a parent of a child.
import type { BlindRule } from './blind-lists';

const NUMBER_WORD =
  '(?:twenty|thirty|forty|fifty|sixty|seventy)(?:-(?:one|two|three|four|five|six|seven|eight|nine))?';
const SMALL = '(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|\\d{1,2})';

export const ENGLISH_PEOPLE: BlindRule[] = [
  {
    // The school one went to, named with its own word: not "a partner school" nor "the school run".
    why: 'school',
    re: /\b(?:went to|attended|studied at|educated at|graduated from|was a pupil at|was a student at) (?:the )?(?:(?:St\.?|[A-Z][\w'’.-]*) ){1,4}(?:School|Academy|College|High School|Grammar School|Comprehensive|Institute|University)\b/g,
  },
  {
    // An age as the sentence's frame ("At forty-five, I …", "Aged 52 and …"), not a rate or an amount.
    why: 'age',
    re: new RegExp(
      `\\b(?:[Aa]t|[Aa]ged) (?:${NUMBER_WORD}|[2-7]\\d)(?=,| and\\b| years? old\\b| I\\b)(?! (?:percent|per|degrees)\\b)`,
      'g',
    ),
  },
  {
    // A height said "six foot three" or "5 foot 10" (the "5 ft 9" form has its own rule in blind-lists.ts).
    why: 'appearance',
    re: new RegExp(
      `\\b(?:four|five|six|seven|[4-7]) foot ${SMALL}\\b(?!\\s?(?:%|m\\b|cm\\b|mm\\b|metres|meters|wide|long|deep|high))`,
      'gi',
    ),
  },
  {
    // One's stature or build: "as a tall man", "I have a broad build", "with a stocky frame".
    why: 'appearance',
    re: /\b(?:[Aa]s|I am|I'm|being) an? (?:(?:very|quite|fairly) )?(?:tall|short|petite|big|large|heavy|heavy-set|slim|slight|stocky|muscular|broad-shouldered|well-built)(?: (?:young|older))? (?:man|woman|guy|girl|lady|person|fellow|bloke)\b|\b(?:with|of|I have|I've got) an? (?:broad|stocky|muscular|athletic|slim|slight|heavy|large|strong|sturdy|powerful|petite) (?:build|physique)\b(?! (?:quality|process|system|pipeline|times?)\b)|\bI (?:have|'ve got) an? (?:broad|stocky|muscular|athletic|slim|slight|heavy|large|strong|sturdy|powerful|petite) frame\b/g,
  },
  {
    // A family's means said with "we were" / "I was" ("we were comfortably off growing up").
    why: 'wealth',
    re: /\b(?:we|I) (?:were|was) (?:(?:quite|very|fairly|always|never) )?(?:comfortably off|well[- ]off|well-to-do|wealthy|rich|affluent|poor|hard up|badly off)\b(?! (?:at|in|on|for)\b)/gi,
  },
  {
    // Being a parent: "As the father of a seven-year-old son", "I am a mother of two".
    why: 'marital',
    re: new RegExp(
      `\\b(?:[Aa]s|I am|I'm|being) (?:the |a )?(?:father|mother|dad|mum|mom|parent) of (?:a|an|one|two|three|four|[1-9])(?:(?: [\\w-]+){0,2} (?:sons?|daughters?|children|kids|child|boys?|girls?|twins|toddlers?|babies|baby)\\b|(?=[,.;]))`,
      'g',
    ),
  },
];
