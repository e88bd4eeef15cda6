// Round twenty-two (ADR 0039): more families for the first-person frame (blind-first-person.ts), from the
// third made-up set (blind-first-person-third.ts) and the second set's misses, each written for its family,
// not its sentence: where one grew up said as a place (제가 자란 곳은, "where I grew up, in …"), moving to a
// country from another, a native's name (born-and-raised New Yorker), a dialect or an accent of one's own;
// a school by its dorm, team or alumni; an age by a school-leaving year or an era one remembers; a body by
// a weight, an aid one uses (휠체어, wheelchair, kursi roda), a condition (stutter, tunarungu) or how one
// looks (인상이 부드럽, look younger, awet muda); faith by its practice (주일 예배, 세례, 신학교, 금식, haji,
// Sunday school); a parent by children counted (세 아이의 엄마); one among few women.
import type { BlindWhy } from './blind-lists';
import type { CheckLang } from './types';

type Rule = { why: BlindWhy; re: RegExp };

const KO: Rule[] = [
  {
    why: 'hometown',
    re: /(?<![가-힣])(?:제가|내가|저희가)\s?(?:나고 자란|태어나 자란|태어난|자란|살던|컸던|어린 시절을 보낸)\s?(?:곳|동네|마을|도시|지역|고장)(?:은|는|이|인)?\s?[가-힣]+/g,
  },
  {
    why: 'appearance',
    re: /(?<![가-힣])(?:첫)?인상이\s?(?:부드럽|선하|선해|순하|순해|날카롭|차갑|강하다는|강해 보|좋다는|서글서글|푸근|온화|날카로|무섭다는|착해 보)|(?:휠체어|보청기|의족|의수|목발|지팡이|인공와우)(?:를|을)\s?(?:타고|타며|타서|탑니다|씁니다|쓰고|쓰며|착용하고|착용하며|착용합니다|짚고|이용하며|이용합니다|사용하며|사용합니다|끼고|낍니다)/g,
  },
  {
    why: 'religion',
    re: /(?<![가-힣])(?:주일\s?(?:예배|미사|학교|성경공부)|(?:예배|미사)(?:에|를)\s?(?:빠지지|빠짐없이|꼭|매주|참석|드리)|세례(?:를 받|명)|견진성사|유아세례|새벽기도|십일조|성지순례를?\s?(?:다녀|갔|했)|(?:라마단[^.!?\n]{0,12}?)?금식(?:하며|하고|을 하|을 지키|합니다|했습니다|기도)|(?:신학교|신학대학?|신학과|신학원|불교대학|선교사)(?:을|를|에서|에)?\s?(?:다니|졸업|입학|나와|진학|재학|중퇴|준비))/g,
  },
  {
    why: 'marital',
    re: /(?<![가-힣])(?:(?:한|두|세|네|다섯|[1-9]) ?(?:명의\s?)?)(?:아이|자녀|아들|딸|남매|형제|자매)(?:들)?의\s?(?:엄마|아빠|어머니|아버지|부모)(?:로서|로|이자|입니다|이며)?/g,
  },
  {
    why: 'age',
    re: /(?<![가-힣])(?:스물|서른|마흔|쉰|예순|일흔)(?:한|두|세|네|다섯|여섯|일곱|여덟|아홉|하나|둘|셋|넷)?(?:에|의 나이에|이 되어|이 된|을 넘겨|에 접어들어)(?=[\s,.]|$)/g,
  },
];

const EN: Rule[] = [
  {
    why: 'hometown',
    re: /\b[Ww]here I (?:grew up|was raised|was born|come from)\b(?:, (?:in|on) [^,.!?\n]{2,40})?|\b(?:emigrated|immigrated|fled|escaped) (?:to [A-Z][\w.]*(?: [A-Z][\w.]*)? )?from [A-Z][a-z]+|\b(?:moved|came|relocated) (?:over |here )?to (?:the (?:States|US|U\.S\.|UK|U\.K\.)|America|Canada|Britain|England|Australia|New Zealand|this country) from [A-Z][a-z]+|\b(?:born[- ]and[- ]raised|native|lifelong|proud) (?:[A-Z][a-z]+ )?(?:New Yorker|Texan|Californian|Bostonian|Chicagoan|Southerner|Midwesterner|Londoner|Aussie|Kiwi|Mancunian|Glaswegian|Brooklynite)\b|\b(?:[A-Z][a-z]+ )?(?:drawl|twang|brogue)\b|\b(?:[Mm]y|[Aa]n?) (?:thick |strong |slight |heavy )?[A-Z][a-z]+ accent\b(?! (?:model|dataset|data|recognition|detection|classifier))/g,
  },
  {
    why: 'school',
    re: /\b(?:(?:honors |freshman |campus )?(?:dorm|dormitory|residence hall|fraternity|sorority)|(?:rowing|debate|varsity|lacrosse|swim|track|chess|soccer|rugby|basketball|football) (?:team|crew|squad|club)|student (?:government|union|newspaper|senate)) (?:at|of) (?:the )?(?:University of )?[A-Z][\w&'-]+(?: [A-Z][\w&'-]+)?|\b(?:I'm|I am|[Aa]s|[Pp]roud|I was) an? (?:proud )?(?:[A-Z][\w&'-]+ ){1,3}(?:alum|alumnus|alumna|grad|graduate)\b|\b[A-Z][\w&'-]+ (?:alum|alumnus|alumna)\b/g,
  },
  {
    why: 'age',
    re: /\b(?:graduated|finished|left) (?:from )?(?:high school|secondary school|college|university|school)\b[^.!?\n]{0,20}?\bin (?:19|20)\d\d\b|\b(?:remember|recall|old enough to remember|grew up (?:with|before|without)|came of age (?:in|during))\b[^.!?\n]{0,30}?\b(?:before the internet|dial-up|cassettes?|floppy disks?|VHS|the Cold War|the Berlin Wall|the moon landing|rotary phones?|typewriters|Y2K|the (?:19[5-9]0|20[01]0)s)\b|\b(?:I was|I'm|I am|when I was|aged?|at) (?:just|only|barely) (?:1[0-9]|[2-9][0-9])\b(?! (?:%|percent|people|staff|hours|days|weeks|months|minutes|km|miles))|\b(?:retired|discharged) from the (?:Army|Navy|Air Force|Marines|Marine Corps|military|Coast Guard|police|force)\b/g,
  },
  {
    why: 'gender',
    re: /\bone of (?:the |very |only |just )?(?:few|only|two|three|a handful of|a few) (?:women|men|female|male|girls|boys)\b/g,
  },
  {
    why: 'appearance',
    re: /\bI(?:'m| am| was| weigh| weighed)\s(?:about |around |nearly |over |under |just )?\d{2,3}\s?(?:pounds|lbs?|kilos|kg|kilograms|stone)\b|\bI (?:have|had|live with|'ve got|'ve had)\b[^.!?\n]{0,12}?\b(?:a stutter|a stammer|dyslexia|a hearing impairment|a visual impairment|a disability|cerebral palsy|a prosthetic (?:leg|arm|limb|hand)|hearing aids?|a limp)\b|\bI (?:use|rely on|get around (?:in|with)) (?:a )?(?:wheelchair|cane|white cane|crutches|hearing aids?|prosthetic \w+)\b|\bI(?:'m| am| was)\b[^.!?\n]{0,15}?\b(?:autistic|dyslexic|neurodivergent|paraplegic|quadriplegic)\b|\blook (?:younger|older) than (?:my age|I am)\b|\b(?:young-looking|baby-faced|youthful-looking)\b/g,
  },
  {
    why: 'religion',
    re: /\b(?:teach|taught|teaching|attend|attended|went to|grew up in) Sunday school\b|\bI (?:read|recite|study|pray with) (?:the )?(?:Quran|Qur'an|Koran|Bible|Torah|Gita|scriptures)\b[^.!?\n]{0,12}?\b(?:every|each|daily|before|after)\b|\b(?:performed|made|went on|did) (?:the |my |a )?(?:Hajj|Umrah|pilgrimage to Mecca|mission trip)\b/g,
  },
];

const ID: Rule[] = [
  {
    why: 'hometown',
    re: /\b(?:[Ll]ogat|[Aa]ksen|[Dd]ialek) [A-Z][a-z]+(?: [A-Z][a-z]+)? (?:saya|aku)\b|\bber(?:logat|aksen|dialek) [A-Z][a-z]+\b|\b(?:logat|aksen|dialek) (?:saya|aku)\b|\bmedok\b/g,
  },
  {
    why: 'family',
    re: /\b(?:saya|aku)(?: adalah| ini)?(?: seorang)? (?:anak )?(?:yatim(?: piatu)?|piatu|anak angkat|anak panti)\b/gi,
  },
  {
    why: 'wealth',
    re: /\b(?:keluarga|orang tua|ortu) (?:saya|kami|aku)(?: [a-z]+){0,2}? (?:berkecukupan|berada|kaya|kaya raya|miskin|pas-pasan|kurang mampu|tidak mampu|serba kekurangan|terpandang|sederhana)\b/gi,
  },
  {
    why: 'appearance',
    re: /\b(?:saya|aku)(?: adalah| ini| merupakan)?(?: seorang)? (?:penyandang (?:disabilitas|tunarungu|tunanetra|tunadaksa|cacat)|tuna(?:rungu|netra|daksa|wicara|grahita)|difabel|disabilitas)\b|\bsebagai (?:seorang )?(?:penyandang disabilitas|difabel|tuna(?:rungu|netra|daksa|wicara))\b|\b(?:saya|aku) (?:menggunakan|memakai|pakai|duduk di) (?:kursi roda|alat bantu dengar|kaki palsu|tongkat)\b|\b(?:saya|aku) (?:memiliki|punya|mengalami) (?:gangguan (?:pendengaran|penglihatan|bicara)|disabilitas|keterbatasan fisik)\b|\b(?:saya|aku)(?: [a-z]+){0,2} (?:sering |selalu |kerap )?(?:dibilang|terlihat|tampak|kelihatan|dikira|disebut)(?: [a-z]+)? (?:awet muda|lebih muda|lebih tua|cantik|tampan|ganteng|manis)\b|\b(?:wajah|muka|paras|kulit|rambut|tubuh|postur) (?:saya|aku)\b|\b(?:wajah|muka|paras|kulit|rambut|tubuh)ku\b/gi,
  },
  {
    why: 'religion',
    re: /\b(?:menunaikan|sudah|telah|pernah|berangkat) (?:ibadah )?(?:haji|umrah|umroh)\b/gi,
  },
];

export const FRAMED_MORE: Record<CheckLang, Rule[]> = { ko: KO, en: EN, id: ID };
