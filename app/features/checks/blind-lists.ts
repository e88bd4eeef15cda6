// Kept lists for the blind-hiring check (ADR 0039). A rule names what a reader could infer (the `why`
// key says why it matters: 채용절차법 제4조의3 and the 2017 public-institution blind-hiring guideline).
import type { CheckLang } from './types';
import { KO_WORD_END } from './korean-word-end';

export type BlindWhy =
  'school' | 'hometown' | 'family' | 'age' | 'gender' | 'marital' | 'appearance' | 'wealth' | 'religion';

/** Korean universities and high schools by the short names people write (a kept list, not exhaustive). */
export const KO_SCHOOLS = [
  '서울대',
  '연세대',
  '고려대',
  '카이스트',
  '포스텍',
  '포항공대',
  '서강대',
  '성균관대',
  '한양대',
  '중앙대',
  '경희대',
  '한국외대',
  '서울시립대',
  '이화여대',
  '숙명여대',
  '건국대',
  '동국대',
  '홍익대',
  '국민대',
  '숭실대',
  '세종대',
  '광운대',
  '부산대',
  '경북대',
  '전남대',
  '전북대',
  '충남대',
  '충북대',
  '강원대',
  '제주대',
  '인하대',
  '아주대',
  '단국대',
  '한양여대',
  '외대',
  '시립대',
  '지스트',
  '디지스트',
  '유니스트',
  '한동대',
  '영남대',
  '계명대',
  '동아대',
  '조선대',
  '명지대',
  '가천대',
  '상명대',
  '한성대',
  '서울과기대',
  '한국공학대',
  '한밭대',
  '부경대',
  '울산대',
  '경상대',
  '과학고',
  '외고',
  '국제고',
  '자사고',
  '민사고',
  '하나고',
  '특목고',
  '명문대',
  '지방대',
  '인서울',
  'SKY',
  'KAIST',
  'POSTECH',
  'UNIST',
  'GIST',
  'DGIST',
];

const INSTITUTIONS = '병원|의료원|재단|산학협력단|출판부|기술지주';
const K = (s: string) => `(?<![가-힣A-Za-z])(?:${s})`;
/** After a Korean word: a particle, a space, punctuation or the end. */
const END = KO_WORD_END;

export type BlindRule = { why: BlindWhy; re: RegExp };

const KO: BlindRule[] = [
  {
    why: 'school',
    // Not the hospital, foundation or press a university runs (an employer: 고려대학교의료원).
    re: new RegExp(`${K(KO_SCHOOLS.join('|'))}(?!(?:학교)?(?:${INSTITUTIONS}))(?:학교)?${END}`, 'g'),
  },
  {
    why: 'school',
    re: /(?<![가-힣])(?!(?:해당|우리|모|각|본|같은|다른|그|한|두|여러|전문|일반|졸업한|다니던)(?:대학|고등))[가-힣]{1,8}(?:대학교|여자대학교|고등학교|여자고등학교|과학고등학교|외국어고등학교|공업고등학교|상업고등학교|여고|중학교)(?![가-힣]*(?:병원|의료원|재단|산학협력단|출판부|기술지주))/g,
  },
  {
    why: 'hometown',
    re: /(?<![가-힣])(?![가-힣]*?(?:가정|집안|환경|분위기|가족|곳|밑|아래|품|회사|학교|팀)에서)[가-힣]{1,6}(?:에서\s?(?:태어나|태어났|나고\s?자[라란랐]|자라|자랐)|\s?출신|\s?태생|\s?토박이)|고향(?:인|은|이|을|에|에서)?|(?:경상도|전라도|충청도|강원도|제주도|서울|부산|대구|광주|대전|인천|울산)\s?(?:사나이|사람이라|사투리)|(?<![가-힣])[가-힣]{1,6}에서\s?(?:어린 ?시절|유년 ?시절|유년기|학창 ?시절|청소년기)(?:을|를)\s?보내|(?:어린 ?시절|유년 ?시절|유년기|학창 ?시절|청소년기)(?:을|를)\s?보낸\s[가-힣]{1,6}(?:에서|은|는|이)/g,
  },
  {
    why: 'family',
    re: new RegExp(
      `${K('아버지|어머니|부모님|아버님|어머님|아빠|엄마|부친|모친|선친|양친|형님|형|누나|오빠|언니|남동생|여동생|동생|할아버지|할머니|외할아버지|외할머니|조부|조모|조부모님|삼촌|이모|고모|외삼촌|큰아버지|작은아버지|사촌|친척|형제|자매|가족 중|집안|가업')}(?:${END}|(?=처럼\\s))|[1-9]남\\s?[1-9]?녀?\\s?중|[1-9]녀\\s?중|(?<![가-힣])(?:장남|장녀|차남|차녀|막내|외동|외아들|외동딸)${END}`,
      'g',
    ),
  },
  {
    why: 'age',
    re: /(?<![가-힣])(?:스무|스물|서른|마흔|쉰|예순|열)(?:한|두|세|네|다섯|여섯|일곱|여덟|아홉)?\s?살(?![가-힣]*(?:림|짝|결|코))|\d{2,4}\s?년생|(?<![\d,])(?:19|20)\d{2}\s?년에?\s?태어|(?<![\d,])[1-9]\d\s?살|만\s?[1-9]\d\s?세|(?<![\d,])[1-9]\d\s?세(?:의|에|인|이던|이었|이며|이고|입니다|였|로|가 되|가 된)|(?<![가-힣])(?:스물|서른|마흔)(?:을|이|에|의)(?:\s?(?:앞두|넘|되|바라보))?|(?<![가-힣])(?:나이|젊은 나이|늦은 나이|어린 나이)|(?<![\d,])[2-6]0대(?:\s?초반|\s?중반|\s?후반)?(?=[의에인로,.\s])/g,
  },
  {
    why: 'gender',
    re: /(?<![가-힣])(?:남자|여자|남성|여성|여학생|남학생|여대생)(?:로서|으로서|라서|이라서|이지만|임에도|로 태어|인 제가)|(?<![가-힣])(?:군\s?복무|군대|병역|전역|제대(?!로)|육군|해군|공군|해병대|현역|병장|의경|사회복무요원)(?:을|를|에서|에서의|후|하며|하고|했|한|시절|생활|에)?|(?<![가-힣])(?:아들|딸)(?:로|로서|로서의|이|으로)(?![가-힣])/g,
  },
  {
    why: 'marital',
    re: /(?<![가-힣])(?:기혼|미혼|결혼|배우자|남편|아내|신혼|육아|자녀|아이 둘|두 아이|엄마로서|아빠로서|워킹맘|워킹대디)(?:을|를|이|가|은|는|의|과|와|하여|한|해|했|생활|후)?/g,
  },
  {
    why: 'appearance',
    re: /키가\s?(?:크|작|\d)|(?<![\d,])1[4-9]\d\s?(?:cm|센티)|몸무게|체중|외모|잘생긴|예쁜 얼굴|인상이 좋|호감형|체격이|덩치|준수한 용모|용모/g,
  },
  {
    why: 'wealth',
    re: /유복한|넉넉한\s?(?:형편|집안|가정)|어려운\s?(?:형편|가정|집안)|가정\s?형편|가난한|가난했|부유한|집안이\s?(?:넉넉|어려|부유|가난)|(?<!지적\s?)(?<!지식)재산|자산가|건물주|기초생활수급|차상위/g,
  },
];

const EN: BlindRule[] = [
  {
    why: 'school',
    // A name with an apostrophe (King's College, St John's College, Queen's University). A school's bare
    // name followed by another capitalised word that is no part of a school (Harvard Bioscience, Oxford
    // Nanopore, Cambridge Assessment) is a company's name, which blind hiring never flags (round eleven).
    re: /\b(?:University of [A-Z][A-Za-z]+(?: [A-Z][A-Za-z]+)*|[A-Z][A-Za-z.&'’]+(?: [A-Z][A-Za-z.&'’]+)* (?:University|College|Institute of Technology|High School|Academy|Business School|Law School|Medical School)|Ivy League|Oxbridge|KAIST|POSTECH|Seoul National|Yonsei|Korea University|(?:MIT|Harvard|Stanford|Oxford|Cambridge)(?! (?!(?:University|College|Law|Business|Medical|Graduate|School|Sloan|Kennedy|Extension|Summer|Divinity|Engineering|Judge|Said|Saïd)\b)[A-Z][a-z]))\b(?! (?:Health|Hospital|Medical|Press|Publishing|Business|Children|Clinic|Analytica|Instruments|Consulting)\b)/g,
  },
  {
    why: 'hometown',
    re: /\b(?:born (?:and raised )?in|grew up in|raised in|my home ?town|a native of|hail(?:s|ed)? from|I am from|I'm from|coming from a small town|growing up in|originally from|back home in|my home (?:city|village|province|state|country))\b/gi,
  },
  {
    why: 'family',
    re: /\b(?:my|our) (?:(?:older|younger|elder|big|little|baby|twin|step|half) ?)?(?:father|mother|dad|mom|mum|parents|brother|sister|siblings|grandfather|grandmother|grandparents|uncle|aunt|cousin|family)\b(?! (?:company|companies|brand|brands|site|sites|plant|plants|firm|hotel|hotels|store|stores|paper|organi[sz]ation|team|office|business)\b)|\b(?:my|our) (?:grandpa|grandma|granddad|grandad|nan|nana|in-laws|relatives|nephew|niece|stepfather|stepmother)\b|\b(?:eldest|youngest|only) (?:son|daughter|child)\b|\b(?:come|came|comes) from a (?:long line|family) of\b|\b(?:the|a|as a) (?:son|daughter|child|grandson|granddaughter) of (?:a|an|two)\b/gi,
  },
  {
    why: 'age',
    re: /\b\d{2}[- ]years?[- ]old\b|\bborn in (?:19|20)\d{2}\b|\bat (?:the age of|age) \d{2}\b|\bat [1-9]\d(?=,)|\baged? [1-9]\d\b(?! ?(?:%|per|days?|hours?|minutes?|weeks?|months?))|\bI(?:'m| am) [1-9]\d(?=\s*(?:[,.;!?)]|$)|\s(?:and|now|this|with|but|yet|so)\b)|\bin my (?:(?:early|mid|late)[- ])?(?:twenties|thirties|forties|fifties|20s|30s|40s|50s)\b|\b[1-9]\d years of age\b|\bI(?: just| recently)? turned (?:[1-9]\d|twenty|thirty|forty|fifty)\b|\b(?:twenty|thirty|forty|fifty)(?:-(?:one|two|three|four|five|six|seven|eight|nine))?[- ]years?[- ]old\b|\b(?:young|old) age\b|\bmy age\b/gi,
  },
  {
    why: 'gender',
    re: /\bas a (?:woman|man|female|male|girl|boy|mother|father)\b(?![ -]figure\b)|\b(?:military service|my service in the army|discharged from the army)\b/gi,
  },
  {
    why: 'marital',
    // The member's own status in a few words ("I am single", "I'm engaged") and having or not having
    // children ("no children", "two kids"), not only "married" and "my wife".
    re: /\b(?:married|unmarried|divorced|widowed|my (?:wife|husband|spouse|children|kids|son|daughter)|single (?:mother|father|parent)|newlywed|(?:mother|father|mum|mom|dad|parent) of (?:one|two|three|four|five|six|[1-9])|I(?:'m| am) (?:still )?(?:single|engaged|separated)|(?:no|one|two|three|four|[1-9]) (?:children|child|kids)|(?:a|one) (?:child|kid|toddler|baby|newborn|infant|preschooler)(?= (?:at home|to (?:care for|look after|raise))))\b/gi,
  },
  {
    why: 'appearance',
    re: /\b1[4-9]\d ?cm\b|\b[4-7] ?(?:ft|feet|foot)(?: ?(?:1[01]|\d)(?: ?(?:in|inches)\b|\b(?![.,]?\d| ?(?:%|(?:m|cm|ft|feet)\b)))| tall\b)|\b[4-7]' ?(?:1[01]|\d)(?:"|''|\b)|\b\d{2,3} ?kg\b|\b(?:my (?:height|weight|appearance|looks)|good-looking|attractive appearance|tall and|I am tall)\b/gi,
  },
  {
    why: 'wealth',
    re: /\b(?:wealthy|affluent|well-off|poor|low-income|humble) (?:family|background|household|upbringing)\b|\bfamily (?:wealth|fortune|business)\b/gi,
  },
];

/** Indonesian ages in words, seventeen to sixty-nine (tujuh belas, dua puluh lima, empat puluh). */
const ID_UNITS = 'satu|dua|tiga|empat|lima|enam|tujuh|delapan|sembilan';
export const ID_AGE_WORDS = `(?:(?:tujuh|delapan|sembilan) belas|(?:dua|tiga|empat|lima|enam) puluh(?: (?:${ID_UNITS}))?)`;

const ID: BlindRule[] = [
  {
    why: 'school',
    re: /\b(?:Universitas [A-Z][A-Za-z]+(?: [A-Z][A-Za-z]+)*|Institut (?:Teknologi|Pertanian) [A-Z][A-Za-z]+|SMA ?N(?:egeri)? ?\d+(?: [A-Z][A-Za-z]+)?|SMK ?N?(?:egeri)? ?\d+(?: [A-Z][A-Za-z]+)?|SMA [A-Z][A-Za-z]+|UGM|ITB|IPB|ITS|UNPAD|UNAIR|UNDIP|Binus|BINUS)\b/g,
  },
  {
    why: 'hometown',
    re: /\b(?:lahir (?:dan besar )?di|dibesarkan di|tumbuh (?:besar )?di|kampung halaman|(?:saya|aku|keluarga saya) (?:juga |memang )?berasal dari|putra daerah|putri daerah|anak rantau|(?:kota|desa|tanah) kelahiran(?: saya)?|daerah asal(?: saya)?|menghabiskan masa kecil di)\b(?! (?:era|masa|zaman|jaman)\b)/gi,
  },
  {
    why: 'hometown',
    // Round thirty-four: "asli" + a capitalised place, out of the /i rule above (where [A-Z] matched "asli dan"),
    // and only of a person: after a pronoun, a person word (orang, warga, putra daerah), a copula or a clause's
    // start — not of a thing ("panel asli dan", "kopi asli Aceh": original, genuine).
    re: /(?<=(?:^|[.!?,;:(]\s*|(?<![A-Za-z])(?:[Ss]aya|[Aa]ku|[Kk]ami|[Oo]rang|[Ww]arga|[Pp]utra|[Pp]utri|[Dd]aerah|[Aa]nak|[Pp]enduduk|[Pp]ribumi|[Ww]ong|[Aa]rek|[Uu]rang|[Mm]emang|[Jj]uga|[Aa]dalah|[Ii]ni|[Mm]erupakan|[Ss]ebagai|[Ss]eorang)\s))[Aa]sli (?:(?:orang|putra|putri|anak|warga|suku|wong|arek|urang) )?[A-Z][a-z]+\b/g,
  },
  {
    why: 'family',
    // Round thirty: a parent's work said after (Orang tua saya hanya buruh tani) is part of the finding.
    re: /\b(?:ayah|ibu|orang ?tua|bapak) saya (?:hanya(?:lah)?|adalah|hanya seorang|seorang) (?!seorang\b)[a-z]+(?: (?!dan\b|yang\b|di\b|jadi\b|sehingga\b)[a-z]+)?|\b(?:ayah|ibu|orang ?tua|(?:kakak|adik|saudara)(?: (?:perempuan|laki-laki|lelaki|pria|wanita|kandung|sulung|bungsu|tertua))?|kakek|nenek|paman|bibi|om|tante|bapak|mertua|sepupu|keponakan|keluarga) saya\b|\b(?:ayahanda|ibunda)\b|\banak (?:dari )?seorang (?!pun\b)[a-z]+\b|\b(?:ayah|ibu|kakak|adik)ku\b|\banak (?:pertama|kedua|ketiga|bungsu|sulung|tunggal)\b/gi,
  },
  {
    why: 'age',
    // An age in digits or in words after berusia/berumur/usia/umur, an age in words (dua puluh lima tahun)
    // unless it is a span of time (selama, sejak, lebih dari … tahun; … tahun terakhir/lalu).
    re: new RegExp(
      `\\b(?:berusia|berumur|umur|usia)(?: saya)?(?: (?:sudah|kini|baru|hampir|sekitar))? (?:\\d{2}|${ID_AGE_WORDS})(?: tahun)?\\b|\\blahir (?:pada )?tahun (?:19|20)\\d{2}\\b|\\bkelahiran (?:tahun )?(?:19|20)\\d{2}\\b|\\b(?:usia|umur) (?:(?:awal|pertengahan|akhir) )?(?:dua|tiga|empat|lima) puluhan\\b|\\b\\d{2} tahun(?:,| yang lalu saya lahir)|(?<!\\b(?:selama|sejak|dalam|lebih dari|hampir|setelah|sekitar|pengalaman) )\\b${ID_AGE_WORDS} tahun\\b(?! (?:terakhir|lalu|ke depan|pengalaman|berturut))`,
      'gi',
    ),
  },
  { why: 'gender', re: /\bsebagai (?:seorang )?(?:perempuan|wanita|pria|laki-laki|ibu|ayah)\b/gi },
  {
    why: 'marital',
    re: /\b(?:memiliki|mempunyai|punya|dikaruniai) (?:satu|dua|tiga|empat|lima|seorang|[1-9]) (?:orang )?anak\b|\b(?:sudah menikah|belum menikah|menikah|lajang|suami saya|istri saya|anak-anak saya|anak saya|janda|duda)\b/gi,
  },
  {
    why: 'appearance',
    re: /\b(?:tinggi badan|berat badan|berpenampilan menarik|penampilan fisik|1[4-9]\d ?cm|\d{2,3} ?kg)\b/gi,
  },
  {
    why: 'wealth',
    re: /\bkeluarga (?:kaya|miskin|sederhana|mampu|kurang mampu|berada)\b|\bekonomi keluarga\b/gi,
  },
];

export const BLIND_RULES: Record<CheckLang, BlindRule[]> = { ko: KO, en: EN, id: ID };
