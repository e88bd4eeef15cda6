// Round twenty-six (issue 36, ADR 0039): English families from the seventh (grid) set's misses, each a shape
// of a kind of trait with a lexicon of its words, run in a sentence about the writer (blind-grid.ts): a
// degree earned at a named school, where one grew up or was born said as a field or a past participle, a
// small-town girl, an age as a field or a round number, an era or a decade one is a child of, a role that
// says gender (a working mom, sorority, pronouns, Scouts), birth order and twins, height in feet, a body
// size or a model's past, eye colour, health conditions, and ethnicity, heritage or citizenship.
import type { BlindRule } from './blind-lists';

const N = '(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|\\d{1,2})';
const CONDITION =
  "diabetes|ADHD|autism|asthma|epilepsy|cancer|depression|anxiety|bipolar(?: disorder)?|PTSD|OCD|MS|multiple sclerosis|lupus|arthritis|Crohn's(?: disease)?|chronic [a-z]+(?: pain| illness| fatigue)?|a heart condition|HIV|a chronic illness|fibromyalgia|migraines|Parkinson's|a brain injury|schizophrenia";

export const GRID_EN: BlindRule[] = [
  {
    why: 'school',
    re: /\b(?:degree|diploma|MBA|BA|BS|BSc|MA|MSc|PhD|master's|doctorate|certificate) I (?:earned|got|received|completed|did|took) (?:at|from) (?:the )?(?:University of )?[A-Z][\w&'-]+(?: [A-Z][\w&'-]+){0,2}/g,
  },
  {
    why: 'hometown',
    re: /\b(?:[Hh]aving )(?:grown up|been raised|been born|lived all my life) (?:in|on) (?:rural |small-town |suburban |inner-city |coastal |northern |southern |western |eastern )?\p{Lu}[\p{L}\w-]+|\b(?:[Ss]mall-town|[Cc]ountry|[Ii]sland|[Ff]arm|[Ss]outhern|[Cc]ity) (?:[A-Z][\w-]+ )?(?:girl|boy|kid|gal|lad|lass)\b/gu,
  },
  {
    why: 'hometown',
    re: /\b(?:[Mm]y (?:birthplace|place of birth|native (?:city|town|country|village))|[Pp]lace of [Bb]irth|[Bb]irthplace|[Cc]ountry of [Bb]irth)(?: is| was|:)\s?[A-Z][\w-]+/g,
  },
  {
    why: 'age',
    re: /\b(?:Age|AGE|DOB|D\.O\.B\.|Date of [Bb]irth)\s?:\s?\d{1,4}\b|\b(?:at|by|turning|turned|nearly|almost|past|over) (?:twenty|thirty|forty|fifty|sixty|seventy)(?:-(?:one|two|three|four|five|six|seven|eight|nine))?\b(?! (?:percent|%|people|staff|customers|clients|stores|sites|hours|minutes|days|years|of))/g,
  },
  {
    why: 'age',
    re: /\b(?:during|under|since) the [A-Z][a-z]+ (?:administration|presidency|era|years)\b|\b(?:child|kid|product|baby|son|daughter) of the (?:'?[5-9]0s|19[5-9]0s|fifties|sixties|seventies|eighties|nineties|two-thousands|noughties)\b/g,
  },
  {
    why: 'gender',
    re: /\b(?:I'm|I am|I was|I've been|[Aa]s) an? (?:proud |busy |former |full-time |single )?(?:working|stay-at-home|single|new|first-time|soccer|boy|girl|military|young|expectant|hockey) (?:mom|mum|mother|dad|father|wife|husband)\b|\b(?:sorority|fraternity) (?:sister|brother|president|member|pledge|treasurer|chapter president)\b|\b[Mm]y pronouns are [a-z]+\/[a-z]+|\b(?:she\/her|he\/him|they\/them)\b|\ban? (?:former )?(?:Eagle|Boy|Girl|Cub) Scout\b(?! (?:troop|program|magazine|camp|council|leader))/g,
  },
  {
    why: 'family',
    re: /\b(?:[Aa]s |I'm |I am |I was )(?:an? |the )(?:middle|youngest|eldest|oldest|only|second-born|firstborn) (?:child|son|daughter|sibling|kid)\b|\b(?:a|the) (?:middle|youngest|eldest|oldest) (?:child|son|daughter|kid)\b(?= (?:in|of)\b|, so|,|\.)|\b(?:I have|I've got|I had) an? (?:identical |fraternal )?twin(?: brother| sister)?\b|\bI (?:was|am) the firstborn\b|\bthe firstborn (?:in|of) (?:a|my|our)\b/g,
  },
  {
    why: 'appearance',
    re: new RegExp(
      `\\b${N} (?:feet|foot|ft)(?: ${N}(?: inches)?)? tall\\b|\\b(?:five|six|seven)-(?:foot|feet)(?:-${N})?\\b(?! (?:fence|wall|ladder|tall fence))|\\bI stand (?:about |nearly |just |over )?(?:\\d|five|six|seven)\\b`,
      'g',
    ),
  },
  {
    why: 'appearance',
    re: /\b(?:I'm |I am |I was |[Aa]s )an? (?:proud |confident )?(?:plus-size|plus-sized|curvy|big-boned|heavyset|full-figured|petite|tall|short|big|large) (?:woman|man|person|girl|guy|lady|fellow)\b|\bI(?:'m| am| was)(?: a bit| a little| quite| rather| somewhat| fairly| very| pretty)? (?:heavy|heavyset|chubby|stocky|thin|skinny|slender|lean|curvy|big-boned)\b|\b(?:I'm |I am |I was |[Aa]s )an? (?:former |ex-|professional |part-time )?(?:model|beauty queen|pageant (?:winner|queen|contestant)|fashion model)\b|\bI (?:have|'ve got|had) (?:[a-z]+ )?(?:blue|green|brown|hazel|grey|gray|dark|big|bright) eyes\b/g,
  },
  {
    why: 'appearance',
    re: new RegExp(
      `\\bI (?:have|had|live with|'ve had|'ve got|was diagnosed with|am living with|suffer from|manage|struggle with|am managing|battled|beat|survived)\\b[^.!?\\n]{0,15}?\\b(?:type [12] )?(?:${CONDITION})\\b|\\b(?:[Aa]s )?(?:someone|a person|a woman|a man) (?:living )?with (?:${CONDITION})\\b|\\b(?:I'm |I am |I was |[Aa]s )an? (?:[a-z]+ )?(?:cancer|stroke|heart attack|brain tumou?r|burn) survivor\\b|\\bI(?:'m| am| was)(?: [a-z]+)? (?:legally blind|blind|partially deaf|diabetic|epileptic|bipolar|chronically ill|HIV-positive)\\b`,
      'g',
    ),
  },
  {
    why: 'hometown',
    re: /\bI(?:'m| am| was)(?: an?)? (?:proud )?(?:[A-Z][a-z]+-(?:American|Canadian|British|Australian)|Latina|Latino|Latinx|Hispanic|Asian-American|African-American|Native American|Indigenous|biracial|mixed-race|half [A-Z][a-z]+|first-generation|second-generation|an immigrant|a refugee)\b|\b(?:[Aa]s|I'm|I am) an? (?:first|second|third)-generation (?:immigrant|American|Canadian|Briton|Australian|Korean|Indian|Mexican)\b|\bI(?:'m| am) an? [A-Z][a-z]+ (?:citizen|national|passport holder)\b|\b[Mm]y (?:heritage|ethnicity|nationality|ancestry|roots|citizenship) (?:is|are|was|were|:) [A-Z]\w+/g,
  },
];
