// Round twenty-seven (issue 36, ADR 0039): English frames of one's own school, place, birth, family and
// gender, from the eighth set's misses and the ninth set's one run (en 18/24), run in a sentence about the
// writer (blind-grid.ts): a school or place as the subject of "is where I/my" (Cornell is where I, Small-town
// Ohio is where my), the school after "my alma mater," or a "Schooling:" field, home said as "home for me is",
// a birth said by another verb or a document (entered the world in, was delivered at, my birth certificate
// says), the family's trade or origin (my folks own a dairy farm, my family is Puerto Rican), and a gender
// identity (as a transgender man, I'm nonbinary).
import type { BlindRule } from './blind-lists';

const NAME = "(?:the )?[A-Z][\\w'&.-]+(?: (?:of )?[A-Z][\\w'&.-]+){0,3}";

export const GRID_EN_FRAMES: BlindRule[] = [
  {
    why: 'school',
    re: new RegExp(
      `(?<=[Mm]y alma mater,? (?:is |was |: )?)${NAME}|\\b(?:Schooling|Alma mater|Secondary school|High school|Prep school)\\s?:\\s?${NAME}`,
      'g',
    ),
  },
  {
    why: 'hometown',
    re: new RegExp(
      `^\\s*(?:(?:[Ss]mall-town|[Rr]ural|[Ss]uburban|[Cc]oastal|[Nn]orthern|[Ss]outhern|[Ee]astern|[Ww]estern|[Uu]pstate|[Dd]owntown) )?${NAME}(?= (?:is|was) where (?:I|my)\\b)|\\b[Hh]ome (?:for me |to me )?(?:is|was) (?:a |an |the )?[^.,;!?]{0,25}?\\b(?:in|outside|near|on) [A-Z][\\w-]+`,
      'g',
    ),
  },
  {
    why: 'hometown',
    re: /\bI (?:was delivered|entered the world|came into the world|was brought into the world|first saw the light of day)\b(?: (?:at|in|on) [^.,;!?]{0,30}?[A-Z][\w-]+)?|\b[Mm]y (?:birth certificate|passport|ID card|papers) (?:says|lists|shows|reads|records)(?: I was born in)? [A-Z][\w-]+/g,
  },
  {
    why: 'family',
    re: /(?<=\b[Mm]y (?:folks|people|family|parents|mum and dad|mom and dad) )(?:own|owned|run|ran|have|had|farm|farmed|keep|kept) (?:a|an|the|two|three) (?:[a-z-]+ ){0,2}(?:farm|ranch|business|shop|store|restaurant|company|factory|firm|vineyard|orchard|bakery|hotel|pub|garage)s?\b|(?<=\b[Mm]y (?:folks|people|family|parents) (?:is|are|was|were) (?:proudly |originally )?)(?:[A-Z][a-z]+ )?[A-Z][a-z]+(?:an|ese|ish|ian|i|ic|o|a)\b/g,
  },
  {
    why: 'gender',
    re: /\b(?:[Aa]s|I'm|I am|I was|[Bb]eing) an? (?:proud )?(?:trans(?:gender)?|cis(?:gender)?|non-?binary|genderqueer|intersex) (?:man|woman|person|guy|lady)\b|\bI(?:'m| am| identify as) (?:non-?binary|genderqueer|transgender|trans|intersex)\b/g,
  },
];
