// Kept context rules for real-word errors a dictionary cannot see (ADR 0039): Korean 되/돼, 안/않,
// 로서/로써 and common spacing; English "could of"; Indonesian "di" written apart or together. Each rule
// matches in one sentence and offers the corrected text; what it matches is the excerpt.
import { EN_HOMOPHONES } from './english-homophones';
import { EN_CONTEXTS, ID_CONTEXTS, KO_CONTEXTS } from './spelling-contexts';
import { KO_VERB_PAIRS } from './spelling-verb-pairs';
import { KO_FORMS } from './spelling-ko-forms';
import { KO_LOAN_FORMS } from './korean-loan-forms';
import { ID_FORMS } from './spelling-id-forms';
import { EN_FAMILIES, ID_FAMILIES, KO_FAMILIES, type ContextRule } from './spelling-families';
import { EN_CONFUSIONS } from './english-confusions';
import { EN_THEIR } from './english-their';
import { ID_MEANING_PAIRS } from './indonesian-meaning-pairs';
import { ID_BAKU_CONTEXTS } from './indonesian-baku-pairs';
import { ID_SPACING } from './indonesian-spacing';
import { ID_APOSTROPHE } from './indonesian-apostrophe';
import { KO_ENDINGS } from './korean-endings';
import { KO_HEARSAY } from './korean-hearsay';
import { KO_LOOKALIKE_VERBS } from './korean-lookalike-verbs';
import { KO_SPACING } from './korean-spacing';
import { EN_THIRD, ID_THIRD, KO_THIRD } from './spelling-families-third';
import { EN_SIXTH, ID_SIXTH, KO_SIXTH } from './spelling-context-sixth';
import { KO_COVERAGE } from './spelling-coverage-ko';
import { EN_COVERAGE } from './spelling-coverage-en';
import { EN_BRAKES_LED } from './english-brakes-led';
import { EN_THEIR_PLACE } from './english-their-place';
import { ID_COVERAGE } from './spelling-coverage-id';
import { KO_NEGATION_ADVERBS } from './korean-negation-adverbs';
import { KO_BOUND_SPACING } from './korean-bound-spacing';
import { KO_SHORT_STEMS } from './korean-short-stems';
import { KO_LOAN_PALATAL } from './korean-loan-palatal';
import { KO_FOLK_FORMS } from './korean-folk-forms';
import { EN_PAST_WASTE_COMPLEMENT } from './english-past-waste-complement';
import { EN_TENSE_SOUND_ALIKES } from './english-tense-sound-alikes';
import { EN_NOUN_VERB_ALIKES } from './english-noun-verb-alikes';
import { ID_KAUS } from './indonesian-informal-forms';
import { EN_WARY_WEARY } from './english-wary-weary';
import { EN_NEAR_HOMOPHONES } from './english-near-homophones';
import { KO_LOAN_AGE } from './korean-loan-age';
import { KO_AIMED_AVOIDED } from './korean-aimed-avoided';
import { KO_CARRIED_FORMS } from './korean-carried-forms';
import { KO_LIFTED_REVEALED } from './korean-lifted-revealed';
import { ID_DI_WORK } from './indonesian-di-work';
import { KO_GUESSED_POINTED } from './korean-guessed-pointed';
import { EN_IDIOM_ALIKES } from './english-idiom-alikes';
import type { CheckLang } from './types';

export type { ContextRule };

/** Verb forms ending in ㄹ that take 수/때/것/줄 as a separate word ("할 수 있다", "할 때"). */
const L_FORMS =
  '할|될|볼|갈|올|쓸|낼|알|줄|살|찾을|만들|배울|이룰|도울|얻을|맡을|읽을|믿을|있을|없을|받을|느낄|드릴|이끌|키울|바꿀|늘릴|줄일|높일|해낼|풀|들|나눌|기를|익힐|세울|옮길|지킬|채울|맞출|갖출|일할|성장할|기여할|발전할|해결할|개선할';
// Round thirteen: the family, not a few words — people by their work or place (관리자, 운영자, 검사원,
// 간호사, 점장, 직장인, 부모, 고객), also at the end of a compound (품질관리자로써).
const ROLES =
  '팀장|리더|일원|사람|엔지니어|개발자|구성원|학생|대표|담당자|인턴|신입|사원|전문가|책임자|회장|부원|팀원|직원|마케터|디자이너|기획자|분석가|연구원|봉사자|멘토|선배|후배|' +
  '관리자|운영자|실무자|작업자|진행자|중재자|조정자|기술자|근로자|지원자|참가자|참여자|발표자|사회자|소비자|사용자|이용자|판매자|구매자|감독관|관리인|상담원|검사원|조사원|공무원|직장인|사회인|간호사|조리사|지도사|강사|교사|코치|매니저|감독|주임|대리|과장|차장|부장|점장|실장|반장|조장|선임|동료|맏이|막내|부모|시민|국민|고객';
const MEANS = '대화|소통|노력|데이터|방법|수단|분석|토론|설득|실험|기록|협업|자동화';

/** Every Hangul syllable whose final consonant is one of `finalIndexes` (1 ㄱ, 7 ㄷ, 8 ㄹ, 17 ㅂ, 19 ㅅ…). */
function finals(finalIndexes: number[]): string {
  let out = '';
  for (let lead = 0; lead < 19 * 21; lead++)
    for (const f of finalIndexes) out += String.fromCharCode(0xac00 + lead * 28 + f);
  return out;
}
/** Finals said voiceless before 하 (ㄱ ㄲ ㄳ ㄷ ㅂ ㅄ ㅅ ㅆ ㅈ ㅊ ㅋ ㅌ ㅍ). */
const VOICELESS = [1, 2, 3, 7, 17, 18, 19, 20, 22, 23, 24, 25, 26];

const KO: ContextRule[] = [
  // 되/돼: 돼 = 되어. "되서/되요/됬" are never right; "돼다/돼는/돼고/돼면" never either.
  {
    id: 'doe-dwae',
    re: /(?<![가-힣])((?:안\s?)?)되(서|요|써|야지|야|라)(?![가-힣])/g,
    fix: (m) => `${m[1]}돼${m[2]}`,
  },
  { id: 'doe-dwae', re: /(?<![가-힣])((?:안\s?)?)됬/g, fix: (m) => `${m[1]}됐` },
  {
    id: 'doe-dwae',
    re: /([가-힣]*)돼(다|는|고|면|지만|며|기|게)(?![가-힣])/g,
    fix: (m) => `${m[1]}되${m[2]}`,
  },
  // 안/않: 않 = 아니하-, after -지; 안 = 아니, before a verb.
  { id: 'an-anh', re: /(?<![가-힣])않\s?(하|해|했|되|돼|됐|좋|맞)/g, fix: (m) => `안 ${m[1]}` },
  { id: 'an-anh', re: /([가-힣]+지)\s?안(았|고|는|다|습|을|으|아)/g, fix: (m) => `${m[1]} 않${m[2]}` },
  // 로서 (as a role) / 로써 (by means of).
  { id: 'roseo-rosseo', re: new RegExp(`(${ROLES})(으?)로써`, 'g'), fix: (m) => `${m[1]}${m[2]}로서` },
  {
    id: 'roseo-rosseo',
    re: new RegExp(`(${MEANS}|이)(으?)로서(?![가-힣])`, 'g'),
    fix: (m) => `${m[1]}${m[2]}로써`,
  },
  // Spacing: 의존 명사 수/때/것/줄/뿐 stand apart.
  {
    id: 'spacing',
    re: new RegExp(`(?<![가-힣])(${L_FORMS})(수|때|줄)(?=\\s|$|[을를이가도는밖에,.!?])(?!록)`, 'g'),
    fix: (m) => `${m[1]} ${m[2]}`,
  },
  {
    id: 'spacing',
    re: new RegExp(`(?<![가-힣])(${L_FORMS})수(있|없)`, 'g'),
    fix: (m) => `${m[1]} 수 ${m[2]}`,
  },
  { id: 'spacing', re: /(?<![가-힣])([가-힣]+[는을])것(?=[을이은도만과]|\s|$)/g, fix: (m) => `${m[1]} 것` },
  { id: 'spacing', re: /것같/g, fix: () => '것 같' },
  { id: 'spacing', re: /뿐만아니라/g, fix: () => '뿐만 아니라' },
  {
    id: 'spacing',
    re: /(?<![가-힣])(해야|되어야|돼야)(할|한다|합니다|하는)(?![가-힣])/g,
    fix: (m) => `${m[1]} ${m[2]}`,
  },
  // Sound-alike words, both real, told apart by what follows (round eleven): 반드시 (surely) / 반듯이
  // (straight: 반듯이 앉다, 세우다, 접다); 지그시 (gently: 눈을 지그시 감다) / 지긋이 (나이가 지긋이);
  // 갈음 (replacing: 인사를 갈음합니다) / 가름 (telling apart); 넘어 (crossing: 벽을 넘어) / 너머 (beyond).
  {
    id: 'sound-alike',
    re: /(?<![가-힣])반듯이(?!\s?(?:앉|서|섰|선 |세우|세워|세운|눕|누워|누운|펴|편 |놓|걸|접|개어|개서|쌓|자르|잘라|깎|빗|매|묶|붙|꽂|정돈|정리|그|쓰|써|눕|뉘|누이|가르|갈라))/g,
    fix: () => '반드시',
  },
  {
    id: 'sound-alike',
    re: /((?:눈|입술|입|손|어깨|이마|가슴)을\s?)지긋이/g,
    fix: (m) => `${m[1]}지그시`,
  },
  {
    id: 'sound-alike',
    re: /((?:인사말?|축사|답사|말씀|소개)(?:를|을|로|으로)?\s?|(?:으로|로)\s)가름(하|합|할|했|한)/g,
    fix: (m) => `${m[1]}갈음${m[2]}`,
  },
  { id: 'sound-alike', re: /((?:을|를)\s?)너머(?=\s)/g, fix: (m) => `${m[1]}넘어` }, // Round twelve. 하 dropped whole after a voiceless final (맞춤법 제40항 붙임 2: 익숙지, 넉넉지, 깨끗지,
  // 생각지 못한), and 서슴다, which has no 하 at all: -치 before 않/못 is -지 there.
  {
    id: 'chi-ji',
    re: new RegExp(`((?<![가-힣])[가-힣]*[${finals(VOICELESS)}]|(?<![가-힣])서슴)치(?=\\s?(?:않|못))`, 'g'),
    fix: (m) => `${m[1]}지`,
  },
  // 결제 (paying) written 결재 (a superior's approval) beside a means or a sum of payment.
  {
    id: 'sound-alike',
    re: /((?:(?:신용|체크)?카드|현금|간편|모바일|온라인|계좌|할부|일시불)\s?|(?:카드|현금|페이)(?:로|으로)\s?|(?:대금|요금|비용|금액|관세|세금|수수료|물품값|잔금)(?:을|를)\s?)결재/g,
    fix: (m) => `${m[1]}결제`,
  },
  // Round twenty, tuning: a sum named just before it with no particle (요금 결재, 추가 요금 결재 누락,
  // 구독료 결재; not before 절차/라인/서류, the approval's own words: 비용 결재 절차), and a payment's own
  // words after it (결재 수단, 결재 금액, 결재 대행, 결재 단말기).
  {
    id: 'sound-alike',
    re: /((?:요금|대금|비용|금액|수수료|구독료|회비|잔금|주차비|객실료|주문|구매)\s?)결재(?!\s?(?:절차|라인|서류|문서|권한|규정))|결재(\s?(?:수단|금액|대행|단말기|링크|한도))/g,
    fix: (m) => (m[1] ? `${m[1]}결제` : `결제${m[2]}`),
  },
  // Round thirteen: sound-alike verbs told apart by what they take. 결재 (a superior's approval) written
  // 결제 (paying) after the one who approves or before what approval is (올리다, 상신, 라인, 서류).
  {
    id: 'sound-alike',
    re: /((?:(?:팀장|부장|과장|차장|실장|본부장|국장|원장|센터장|점장|사장|상급자|윗선)님?(?:의|께|에게)?\s?)|(?:기안|품의)\s?)결제(?=를|가|는|도|만|권|\s?(?:라인|서류|받|올리|올려|올렸|상신|요청))/g,
    fix: (m) => `${m[1]}결재`,
  },
  {
    id: 'sound-alike',
    re: /(?<![가-힣])결제(를\s?|\s)(올리|올려|올렸|올린|상신)/g,
    fix: (m) => `결재${m[1]}${m[2]}`,
  },
  // 붙이다 (to stick on) written 부치다 (to send, to fry) where something is stuck on a surface.
  {
    id: 'sound-alike',
    re: /((?:벽|벽면|게시판|문|출입문|창문|유리창|칠판|화이트보드|모니터|책상|냉장고|상자|박스|포장|선반|기계|장비)(?:에|에다|마다)\s?|(?:스티커|라벨|테이프|포스터|안내문|공지문|메모|포스트잇|딱지|명찰|바코드|표지|스티커)(?:를|을)\s?)부(치|쳤|쳐|친|칠)/g,
    fix: (m) => `${m[1]}${{ 치: '붙이', 쳤: '붙였', 쳐: '붙여', 친: '붙인', 칠: '붙일' }[m[2]] ?? m[2]}`,
  },
  // 띠다 (to carry a colour, a mood, a duty) written 띄다 (to be seen; 눈에 띄다 stays).
  {
    id: 'sound-alike',
    re: /((?:활기|생기|활력|색|색깔|색채|빛|붉은빛|푸른빛|윤기|미소|웃음|열기|기운|긴장감|성격|성향|경향|임무|사명|특징)(?:를|을)\s?)(띄|띈)(?!\s?쓰)/g,
    fix: (m) => `${m[1]}${m[2] === '띈' ? '띤' : '띠'}`,
  },
  // 맞추다 (to fit to, to match) written 맞히다 (to hit, to guess right) after what one fits to.
  {
    id: 'sound-alike',
    re: /((?:일정|기준|시간|시각|순서|규격|눈높이|수준|입맛|요구|요구사항|취향|박자|속도|마감|기한|형식|양식|사양|예산|온도|비율|수치)(?:에|에다)\s?)맞(히|혀|혔|힌|힐)/g,
    fix: (m) => `${m[1]}${{ 히: '맞추', 혀: '맞춰', 혔: '맞췄', 힌: '맞춘', 힐: '맞출' }[m[2]] ?? m[2]}`,
  },
  // 나은 (better, 낫다) written 낳은 (born, 낳다) after a word of comparison (더 낳은 방법, 훨씬 낳아졌다).
  {
    id: 'sound-alike',
    re: /((?<![가-힣])(?:더|훨씬|보다|좀|조금|한결|한층|점점|훨씬 더|좀 더|조금 더)\s)낳(아지|아졌|아진|아서|아요|습니다|[은을아](?![가-힣]))/g,
    fix: (m) => `${m[1]}나${m[2]}`,
  },
  // 않 is a stem (않다, 않고, 않았다): alone as a word, before another, it is 안 (잘 않 풀렸다).
  { id: 'an-anh', re: /(?<![가-힣])(?<![지치]\s)않(?=\s+[가-힣])/g, fix: () => '안' },
  // -ㄹ 때 and -ㄹ 수 있다 after any verb, glued (확인할때마다, 어릴때, 처리할수있는); not 물때, nor 실수
  // 없이 (a noun: the ㄹ of -ㄹ 수 follows a stem of one syllable or more).
  {
    id: 'spacing',
    re: new RegExp(
      `(?<![가-힣])(?!(?:썰|밀)?물때)([가-힣]*[${finals([8])}])(때)(?=(?:마다|에|에는|에도|도|는|부터|까지|면|의|만|처럼)?(?:[\\s,.!?]|$))`,
      'g',
    ),
    fix: (m) => `${m[1]} ${m[2]}`,
  },
  {
    id: 'spacing',
    re: new RegExp(`(?<![가-힣])([가-힣]+[${finals([8])}])수(있|없)`, 'g'),
    fix: (m) => `${m[1]} 수 ${m[2]}`,
  },
];
// The spacing rule for 것 must not split 것 nouns that are one word (그것, 이것, 저것, 무엇).
const NOT_SPACED = /^(?:그|이|저|무)것/;

const EN: ContextRule[] = [
  { id: 'could-of', re: /\b(could|should|would|must|might)\s+of\b/gi, fix: (m) => `${m[1]} have` },
  { id: 'a-lot', re: /\balot\b/gi, fix: () => 'a lot' },
  // A noun or adjective written for its sound-alike verb after a modal or "to" (round twelve): loose for
  // lose, advice for advise, breath for breathe, device for devise; and "loose" before what one loses.
  {
    id: 'sound-alike',
    // Round twenty, tuning: also after "did not", "will not", "never" (not "was not loose"), and more of what
    // one loses.
    re: /\b((?:to|will|would|could|should|might|may|can|cannot|can't|won't|wouldn't|couldn't|don't|didn't|doesn't|(?:did|does|do|will|would|could|should|can|must|may|might) not|never) )loose\b|\bloose(?= (?:track|sight|focus|weight|money|interest|touch|motivation|momentum|customers|clients|count|revenue|income|sales|business|data|time|trust|the (?:deal|contract|client|customer|account|bid)|my|our|their|his|her|your|its)\b)/gi,
    fix: (m) => `${m[1] ?? ''}lose`,
  },
  {
    id: 'sound-alike',
    re: /\b((?:will|would|could|should|might|may|can|cannot|can't|won't|wouldn't|couldn't|don't|didn't|doesn't|I|we|they) )(advice|breath|device)\b(?! (?:of|is|was|from|for)\b)/g,
    fix: (m) => `${m[1]}${{ advice: 'advise', breath: 'breathe', device: 'devise' }[m[2]] ?? m[2]}`,
  },
  // Round thirteen: peak (the highest point) written peek (a quick look) before what peaks or after what
  // reaches one; and the other way, peek written peak in a quick look.
  {
    id: 'sound-alike',
    re: /\bpeek(?= (?:season|seasons|hours?|times?|periods?|demand|load|performance|traffic|months?|summer|winter|days?|level|levels|capacity|sales|shifts?|volumes?)\b)|\b((?:at (?:its|their|the|our|my)|reached (?:its|their|a|the)|hit (?:its|their|a|the)|past (?:its|their|the)) )peek\b/gi,
    fix: (m) => `${m[1] ?? ''}${m[0].startsWith('P') ? 'Peak' : 'peak'}`,
  },
  {
    id: 'sound-alike',
    re: /\b((?:sneak|take a|took a|taking a|quick|have a|had a) )peak\b/gi,
    fix: (m) => `${m[1]}peek`,
  },
];

const ID: ContextRule[] = [
  // "di" as a preposition stands apart before a place word; as a prefix it is written together.
  {
    id: 'di-apart',
    re: /\b(di|ke)(mana|sana|sini|situ|rumah|kantor|kampus|sekolah|perusahaan|jakarta|bandung|surabaya)\b/gi,
    fix: (m) => `${m[1]} ${m[2]}`,
  },
  // Round twelve: the family, not a few words — a place or a position after "di"/"ke" (dilapangan,
  // diatas, didalam, kedepan, digudang); never a passive (dilakukan) nor keluar, a word of its own.
  {
    id: 'di-apart',
    re: /\b(di|ke)(atas|bawah|dalam|depan|belakang|samping|tengah|sebelah|seberang|sekitar|antara|lapangan|lokasi|gudang|pabrik|kota|desa|kelas|hotel|bandara|pasar|toko|kamar|ruang|ruangan|gedung|pelabuhan|lingkungan|bidang|daerah|wilayah|kawasan|proyek|lantai|pusat)\b/gi,
    fix: (m) => `${m[1]} ${m[2]}`,
  },
  {
    id: 'di-together',
    re: /\bdi\s(kerjakan|lakukan|berikan|gunakan|selesaikan|tingkatkan|terima|ajak|pimpin|rancang|kembangkan|pilih|minta|tugaskan)\b/gi,
    fix: (m) => `di${m[1]}`,
  },
  // Round thirteen: the family, not a list — the prefix di- written apart from any verb with -kan (di
  // kembalikan, di sampaikan); a place after the preposition never ends in -kan (di kanan, di ikan-ikan
  // stay: the word before -kan has three letters or more and the word is no noun of the list).
  {
    id: 'di-together',
    re: /\bdi\s(?!(?:ikan|pakan|bukan|makan|akan|kan|jalan|kanan|lapangan|pangkalan|dataran)\b)([a-z]{3,}kan)\b/g,
    fix: (m) => `di${m[1]}`,
  },
];

// Round fourteen: the families of spelling-families.ts after the older rules (an older, narrower rule over
// the same words keeps its finding); round sixteen's words in context after them (spelling-contexts.ts).
const RULES: Record<CheckLang, ContextRule[]> = {
  ko: [
    ...KO,
    ...KO_FAMILIES,
    ...KO_CONTEXTS,
    ...KO_VERB_PAIRS,
    ...KO_FORMS,
    ...KO_SPACING,
    ...KO_LOOKALIKE_VERBS,
    ...KO_ENDINGS,
    ...KO_HEARSAY,
    ...KO_THIRD,
    ...KO_SIXTH,
    ...KO_COVERAGE,
    ...KO_LOAN_FORMS,
    // Round thirty.
    ...KO_NEGATION_ADVERBS,
    ...KO_BOUND_SPACING,
    ...KO_SHORT_STEMS,
    ...KO_LOAN_PALATAL,
    ...KO_FOLK_FORMS,
    ...KO_LOAN_AGE,
    ...KO_AIMED_AVOIDED,
    ...KO_CARRIED_FORMS,
    ...KO_LIFTED_REVEALED,
    ...KO_GUESSED_POINTED,
  ],
  en: [
    ...EN,
    ...EN_FAMILIES,
    ...EN_CONTEXTS,
    ...EN_HOMOPHONES,
    ...EN_CONFUSIONS,
    ...EN_THEIR,
    ...EN_THIRD,
    ...EN_SIXTH,
    ...EN_COVERAGE,
    ...EN_BRAKES_LED,
    ...EN_THEIR_PLACE,
    ...EN_PAST_WASTE_COMPLEMENT,
    ...EN_WARY_WEARY,
    ...EN_NEAR_HOMOPHONES,
    ...EN_TENSE_SOUND_ALIKES,
    ...EN_NOUN_VERB_ALIKES,
    ...EN_IDIOM_ALIKES,
  ],
  id: [
    ...ID,
    ...ID_FAMILIES,
    ...ID_CONTEXTS,
    ...ID_FORMS,
    ...ID_BAKU_CONTEXTS,
    ...ID_SPACING,
    ...ID_MEANING_PAIRS,
    ...ID_APOSTROPHE,
    ...ID_THIRD,
    ...ID_SIXTH,
    ...ID_COVERAGE,
    ...ID_KAUS,
    ...ID_DI_WORK,
  ],
};

export type RuleHit = { rule: string; range: [number, number]; found: string; fix: string };

/** Every context rule's match in `text`, in order. */
export function contextHits(text: string, lang: CheckLang): RuleHit[] {
  const hits: RuleHit[] = [];
  for (const rule of RULES[lang]) {
    const sameRule = hits.filter((h) => h.rule === rule.id);
    rule.re.lastIndex = 0;
    for (let m = rule.re.exec(text); m; m = rule.re.exec(text)) {
      if (!m[0]) {
        rule.re.lastIndex++;
        continue;
      }
      if (rule.id === 'spacing' && NOT_SPACED.test(m[0])) continue;
      if (rule.when && !rule.when(m)) continue;
      // Two rules of one kind over the same words are one finding (the first, the narrower, kept).
      const [a, b] = [m.index, m.index + m[0].length];
      if (sameRule.some((h) => h.range[0] < b && a < h.range[1])) continue;
      hits.push({ rule: rule.id, range: [m.index, m.index + m[0].length], found: m[0], fix: rule.fix(m) });
    }
  }
  return hits.sort((a, b) => a.range[0] - b.range[0]);
}
