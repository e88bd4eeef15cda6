// Round twenty-seven (issue 36, ADR 0039): English families from fresh18's misses (its one blind run: en
// 9/16), each a shape of a trait run in a sentence about the writer (blind-grid.ts): one's people named by a
// place's demonym ("As a proud Geordie", "a born-and-bred Mancunian"), years at a named school spent reading
// or studying ("three years at St Andrews reading geography"), an alumnus of a named school ("an old boy of
// Harrow School"), a birth dated by what was happening ("born during the miners' strike of 1984"), a height
// said as "petite at five foot", the first or only woman ("the first woman in my village"), and a weight in
// stone ("at 18 stone").
import type { BlindRule } from './blind-lists';

const N =
  '(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|twenty-[a-z]+|\\d{1,2}(?:\\.\\d)?)';
/** Demonyms of cities and regions a member calls themself. */
const DEMONYM =
  'Geordie|Scouser|Brummie|Mancunian|Cockney|Glaswegian|Liverpudlian|Londoner|Yorkshire(?:man|woman)|Lancastrian|Cornish(?:man|woman)|Texan|Southerner|Northerner|Midwesterner|New Yorker|Bostonian|Chicagoan|Parisian|Berliner|Aussie|Kiwi|Brooklynite|Angeleno|Hoosier|Okie|Welsh(?:man|woman)|Ulster(?:man|woman)|Highlander|Islander|Yooper|Jerseyite|Marylander|Floridian|Californian|Bajan|Trini|Yardie';
/** Words that end like a demonym but name a role. */
const ROLE =
  'Member|Manager|Partner|Owner|Founder|Leader|Sponsor|Supporter|Volunteer|Officer|Engineer|Designer|Developer|Teacher|Trainer|Player|Fellow|Director|Ambassador|Christian|Muslim|Librarian|Technician|Veteran';

export const GRID_EN_MORE: BlindRule[] = [
  {
    why: 'hometown',
    re: new RegExp(
      `\\b(?:[Aa]s|I'm|I am|I was|[Bb]eing) an? (?:(?:proud|born-and-bred|true|native|lifelong|real|typical|fellow|die-hard) )?(?:${DEMONYM})\\b|\\b(?:[Aa]s|I'm|I am|I was|[Bb]eing) an? (?:proud|born-and-bred|true|native|lifelong|die-hard) (?!(?:${ROLE})\\b)[A-Z][a-z]+(?:er|ian|ite|ie|an|ese)\\b`,
      'g',
    ),
  },
  {
    why: 'school',
    re: /\b(?:years?|semesters?|terms?) (?:at|in) (?:the )?(?:University of )?[A-Z][\w'&.-]+(?: (?:of )?[A-Z][\w'&.-]+){0,3},? (?:reading|studying|majoring in|doing (?:a|my) (?:degree|PhD|master's|doctorate|BA|BSc|MA|MSc))\b|\b(?:[Aa]s|I'm|I am|I was|[Bb]eing) an? (?:proud |former )?(?:old boy|old girl|alumnus|alumna|alum|former pupil|graduate|grad) of (?:the )?(?:University of )?[A-Z][\w'&.-]+(?: (?:of )?[A-Z][\w'&.-]+){0,3}/g,
  },
  {
    why: 'age',
    re: /(?:\bI was |^\s*|[,;]\s?)(?:[Bb]orn) (?:during|amid|amidst|at the height of|in the (?:middle|midst|depths) of|on the eve of|in the (?:last|first) days of) (?:the |a )?[^.,;!?\n]{0,40}?(?:\b(?:19|20)\d\d\b|\b(?:[Ss]trikes?|[Ww]ar|[Rr]ecession|[Cc]risis|[Rr]iots?|Olympics|World Cup|lockdown|pandemic|boom|revolution|famine|blackout|millennium|election|coup|Troubles|Blitz|Depression)\b)/g,
  },
  {
    why: 'appearance',
    re: new RegExp(
      `\\b(?:[Pp]etite|[Ss]hort|[Tt]all|[Ss]mall|[Ss]tanding|[Tt]iny) (?:at )?(?:just |only |barely |nearly |over |about )?${N}(?: (?:foot|feet|ft)|')(?: ${N}(?: inches)?)?|\\b(?:at|weigh(?:ing|ed)?|over|nearly|almost|about|around) (?:just |nearly |over |under |about )?${N} ?(?:stone|st)\\b(?! ?(?:walls?|slabs?|blocks?|steps?|floors?|bridges?|cottages?|houses?|buildings?|tiles?|pavers?|flags?|of|chips)\\b)`,
      'g',
    ),
  },
  {
    why: 'gender',
    re: /\b(?:I was|I'm|I am|I became|[Aa]s|[Bb]eing) the (?:very )?(?:first|only|sole|lone) (?:woman|girl|female|lady|man|boy|male)\b|\b(?:first|only) (?:woman|girl|female|man|boy) (?:in|from) my (?:village|town|family|class|year|street|school|neighbourhood|neighborhood|community|county)\b/g,
  },
];
