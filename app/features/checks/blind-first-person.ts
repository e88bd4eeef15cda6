// The first-person frame (round twenty-one, ADR 0039): within a sentence that speaks of the writer (저는,
// 제가, 저희 집, 우리 가족; I, my, we; saya, keluarga saya), a word from a broad list of each category is a
// finding — an own trait however it is phrased — where the older rules listed fixed phrasings. The caller
// still lets the "other people" frames own a word (customers', patients', a school as a workplace, a company
// named like a school). Korean short school names by their shape (인하공전, ○○보건대, ○○과학고) need no frame.
import type { BlindWhy } from './blind-lists';
import { FRAMED_MORE } from './blind-first-person-more';
import type { CheckLang } from './types';

type Rule = { why: BlindWhy; re: RegExp };

const OWN: Record<CheckLang, RegExp> = {
  ko: /(?<![가-힣])(?:저|제|저희|우리|나|내)(?:는|가|의|도|를|에게|와|만)?(?![가-힣])/,
  en: /\b(?:I|I'm|I've|I'd|[Mm]e|[Mm]y|[Mm]ine|[Ww]e|[Oo]ur|us)\b/,
  id: /\b(?:saya|aku|ku|kami)\b|\w+ku\b/i,
};

const PLACES =
  '서울|부산|대구|인천|광주|대전|울산|세종|제주|강원|경기|충청|전라|경상|경남|경북|전남|전북|충남|충북|수원|성남|청주|천안|전주|포항|창원|김해|목포|여수|순천|강릉|춘천|원주|안동|경주|군산|익산|거제|통영|진주|구미|평택|안산|제천|충주|속초|서산|당진|마산|진해';
const END = '(?=[은는이가을를의에와과도만로서께,.!?\\s]|$)';

/** Korean short school names by their shape: a name, then 공전·보건대·전문대·여대·과기대·외고·과학고·예고·여고. */
const KO_SCHOOL_SHAPE: Rule = {
  why: 'school',
  re: new RegExp(
    `(?<![가-힣])[가-힣]{1,5}(?:공전|보건대|전문대|여대|과기대|외고|과학고|예고|여고|여중|마이스터고|공업고|상업고)${END}`,
    'g',
  ),
};

const KO: Rule[] = [
  {
    why: 'gender',
    re: /(?<![가-힣])(?:여자|남자|여성|남성|여학생|남학생)\s?(?:엔지니어|개발자|디자이너|검사원|기술자|간호사|정비사|용접사|기사|팀원|직원|사원|신입|리더|팀장|관리자|연구원|소방관|경찰관|군인|장교|선수|조리사|요리사|작업자|근로자|교사|프로그래머|기자|PD|엔지니어로|운전원|감독관|현장직|생산직|영업사원)(?![가-힣]*(?:을|를) 위한)/g,
  },
  {
    why: 'gender',
    // Round thirty-six: a bare gender word before a person noun describes that person ("여성 동료의 근무를 제가").
    re: /(?<![가-힣])(?:여자|남자|여성|남성)(?:(?:로서는?|로는|는|가|이)\s|\s(?!(?:동료|후배|선배|고객|손님|환자|직원|팀원|어르신|승객|이용객|방문객|보호자|학생|회원|수강생|관객|분)(?![가-힣]*(?:로서|으로서|라서|이라서|인 저|인 제가))))(?:[가-힣]+\s){0,3}?(?:제가|저 혼자|저뿐|저 하나)(?:\s?(?:처음|유일|혼자))?/g,
  },
  {
    why: 'age',
    re: /(?<![가-힣])(?:환갑|칠순|고희|불혹|지천명|이순|중년|만학도|정년을 앞둔|은퇴를 앞둔)(?![가-힣]*(?:고객|층|세대를))/g,
  },
  {
    why: 'family',
    re: /(?<![가-힣])(?:대가족|맏이|맏딸|맏아들|장손|종손|한부모|조손 가정|편모|편부|소년가장|소녀가장|쌍둥이)(?![가-힣]*(?:고객|가정을 위한|지원))/g,
  },
  {
    why: 'wealth',
    re: /(?<![가-힣])(?:형편이?\s?(?:넉넉|어려|좋|나쁘|여유)|넉넉하지 않|가난|빈곤|유복|부유|가세가|기초생활수급|차상위|건물주|부잣집|유산을|(?:건물|빌딩|상가|땅|토지|아파트)(?:을|를|이|가)?\s?(?:[가-힣\d]+\s)?(?:소유|보유|갖고|가지고|두\s?채|세\s?채))/g,
  },
  {
    why: 'appearance',
    re: /(?<![가-힣])(?:동안(?:이라|이어서|입니다|인 편|인 얼굴|이라는|\s?얼굴|\s?외모)|미남|미녀|미인|호감형|웃는\s?(?:상|얼굴)|(?:눈|코|얼굴)이\s?(?:크|작|동그|갸름|하얗)|피부가\s?(?:하얗|희|까무|검|좋)|(?:머리|머리카락)가\s?(?:길|짧)|잘생|예쁘|(?:제|저의|나의|내)\s?(?:외모|얼굴|인상|미소|외형|이목구비))/g,
  },
  {
    why: 'appearance',
    re: /(?<![가-힣])(?:키가\s?(?:작|크|큰|커)|(?:청각|시각|지체|신체|청력|시력)\s?장애|장애인(?:으로|이라|입니다|이지만)|(?:다리|팔|손|눈|귀|허리)(?:에|가|이)?\s?(?:[가-힣]+\s)?장애가\s?있)/g,
  },
  {
    why: 'religion',
    re: /(?<![가-힣])(?:(?:교회|성당|절|사찰|법당)(?:에|에서)\s?(?:[가-힣]+\s){0,2}?(?:다니|가서|가면|봉사|섬기|예배|기도|찬양|미사)|(?:교회|성당)\s?(?:청년부|고등부|중등부|대학부|성가대|찬양팀|주일학교)|(?:예배|미사|기도|108배|묵상|큐티|법회)(?:를|을)?\s?(?:드리|드립|합니|하며|하고|했|드렸|봅니|보며)|모태\s?신앙|신앙생활|불자|개신교인|천주교인)/g,
  },
  {
    why: 'hometown',
    re: new RegExp(
      `(?<![가-힣])(?:(?:${PLACES})\\s?(?:사람|토박이|촌놈|시골)(?:이라|입니다|으로서|으로|이어서|이다 보니|인 저|이기에)|[가-힣]{1,8}(?:을|를)\\s?보며\\s?자[라란랐]|[가-힣]{1,6}(?:으로|로)\\s?이사\\s?(?:와|와서|온|가|가서|간)(?=[^.!?\\n]*(?:살|때|시절|자라|자랐|자란|컸|성장|지냈|지내)))`,
      'g',
    ),
  },
];

const EN: Rule[] = [
  {
    why: 'school',
    re: /\b(?:studied|majored|minored|graduated|enrolled|did my (?:degree|masters|master's|PhD|BA|BSc|MBA))\b[^.!?\n]{0,40}?\b(?:at|from) (?:the )?(?:University of )?[A-Z][\w&'-]+(?: [A-Z][\w&'-]+)?|\b(?:[Mm]y alma mater|[Aa]lma mater|[Mm]y (?:old )?(?:college|university|high school|prep school|boarding school)|class of (?:19|20)\d\d)\b/g,
  },
  {
    why: 'wealth',
    re: /\b(?:we|I|my family|my parents|my (?:mother|father|mum|mom|dad)) (?:were|was|lived|grew up|relied)[^.!?\n]{0,15}?\bon (?:welfare|benefits)\b|\b(?:food stamps|public housing|council estate|free school meals|trailer park|(?:working|upper|middle)-class (?:family|home|background|upbringing)|low-income (?:family|home|household)|a (?:wealthy|rich|poor|well-off|affluent) (?:family|home|household|neighborhood|neighbourhood))\b/gi,
  },
  {
    why: 'marital',
    re: /\b(?:got|am|was|recently|just|newly) (?:engaged|married|divorced|remarried|separated|widowed)\b|\b(?:my|our) (?:fianc[ée]e?|newborn|toddler|kids|children|baby)\b|\b(?:took|take|taking|on|my|returned from|back from) (?:maternity|paternity|parental) leave\b/gi,
  },
  {
    why: 'appearance',
    re: /\bI(?:'m| am| was| have been)\b[^.!?\n]{0,20}?\b(?:deaf|hard of hearing|partially sighted|visually impaired|disabled|an amputee|a wheelchair user|overweight|obese|petite|stocky|muscular|slim|skinny)\b|\b(?:I have|I've got|I had|my)\b (?:[a-z,-]+ ){0,3}(?:smile|tattoos?|piercings?|freckles|complexion|dimples|beard)\b|\b(?:lovely|warm|friendly|bright|striking|charming|pleasant|kind|attractive|youthful) (?:smile|face|appearance|looks|features)\b/gi,
  },
];

const ID: Rule[] = [
  {
    why: 'hometown',
    re: /\b(?:orang|suku|darah|keturunan) (?:Batak|Jawa|Sunda|Minang|Minangkabau|Bugis|Dayak|Betawi|Madura|Ambon|Papua|Bali|Aceh|Toraja|Manado|Padang|Medan|Tionghoa|Cina|Arab|Sasak|Melayu|Banjar|Flores|Timor)\b/g,
  },
  { why: 'age', re: /\b(?:usia|umur) saya\b/gi },
  {
    why: 'religion',
    re: /\b(?:salat|sholat|shalat|solat) (?:tahajud|dhuha|duha|lima waktu|Jumat|berjamaah|subuh|tarawih)\b|\bpuasa (?:Senin|sunnah|Daud)\b|\b(?:mengaji|misa|kebaktian|persekutuan doa|sekolah Minggu)\b|\b(?:aktif|anggota|ikut|bergabung|menjadi|sebagai) (?:di |dalam |dengan )?(?:paduan suara|pemuda|remaja|jemaat|majelis|pengurus|pelayanan|kegiatan) (?:di )?(?:gereja|masjid|musala|musholla|pura|vihara|klenteng)\b|\b(?:ke|di) (?:gereja|masjid|pura|vihara|klenteng) (?:setiap|tiap|rutin)\b/gi,
  },
];

const FRAMED: Record<CheckLang, Rule[]> = { ko: KO, en: EN, id: ID };

/** Findings of the first-person frame, and Korean school shapes anywhere, as [start, end, why] (`more`: round twenty-two's). */
export function firstPersonMatches(
  text: string,
  lang: CheckLang,
  more = false,
): [number, number, BlindWhy][] {
  const out: [number, number, BlindWhy][] = [];
  const run = (rule: Rule, from: number, to: number) => {
    const part = text.slice(from, to);
    for (const m of part.matchAll(rule.re)) {
      const a = from + m.index;
      const b = a + m[0].trimEnd().length;
      if (b > a) out.push([a, b, rule.why]);
    }
  };
  if (lang === 'ko' && !more) run(KO_SCHOOL_SHAPE, 0, text.length);
  const sentences = text.matchAll(/[^.!?\n]+[.!?]*/g);
  for (const s of sentences) {
    if (!OWN[lang].test(s[0])) continue;
    // Round twenty-two: `more` runs the round's families (blind-first-person-more.ts) in the same frame.
    for (const rule of (more ? FRAMED_MORE : FRAMED)[lang]) run(rule, s.index, s.index + s[0].length);
  }
  return out;
}
