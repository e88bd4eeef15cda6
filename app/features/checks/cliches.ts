// Clichés and empty openings (issue 36 item 5): kept phrases per language that tell a reader nothing,
// and a first sentence that does not answer the question's kind (the letters' classifier, intent.ts).
import { recognizeIntent } from '~/features/coverletters/index.server';
import { CLICHE_DEVOTION } from './cliche-devotion';
import { CLICHE_FAMILIES } from './cliche-families';
import { CLICHE_CLAIMS } from './cliche-claims';
import { CLICHE_LESSONS } from './cliche-lessons';
import { CLICHE_LISTS } from './cliche-lists';
import { CLICHE_REASON_FOR_BEING } from './cliche-reason-for-being';
import { clicheShapes } from './cliche-shapes';
import { KO_VIRTUE_PAIR } from './cliche-virtue-pairs';
import { announcesApplicant } from './opening-announcements';
import { opensOnGenerality } from './opening-generalities';
import { opensOnAnswering } from './opening-meta';
import { opensOnPreamble } from './opening-preambles';
import { opensOnQuestionPrompt } from './opening-question-prompted';
import { opensOnSelf } from './opening-self-starts';
import { sentences } from './text';
import type { CheckLang, Finding } from './types';

export const CLICHES: Record<CheckLang, string[]> = {
  ko: [
    '저는 어려서부터',
    '어려서부터',
    '어릴 때부터',
    '어릴 적부터',
    '최선을 다하는',
    '최선을 다하겠습니다',
    '최선을 다했습니다',
    '1남 1녀 중',
    '2남 1녀 중',
    '화목한 가정',
    '엄격하신 아버지',
    '자상하신 어머니',
    '열정을 가지고',
    '열정만큼은',
    '누구에게도 뒤지지 않',
    '누구에게도 지지 않',
    '열정적인 인재',
    '성실함을 바탕으로',
    '성실한 사람',
    '책임감이 강한',
    '뽑아주신다면',
    '뽑아 주신다면',
    '귀사에 입사하여',
    '귀사의 발전에',
    '회사의 발전에 이바지',
    '밑거름이 되겠습니다',
    '일원이 되어',
    '항상 노력하는',
    '끊임없이 노력하는',
    '소통을 중시하는',
    '긍정적인 마인드',
    '누구보다 자신 있',
    '누구보다 열심히',
    '무엇이든 할 수 있',
    '준비된 인재',
    '인재가 되겠습니다',
    '글로벌 인재',
    '첫 단추',
    '초심을 잃지',
    '주인의식',
    '꼭 필요한 인재',
    '지원하게 되었습니다',
  ],
  en: [
    'fast-paced environment',
    'fast paced environment',
    'hard-working team player',
    'team player',
    'hard-working',
    'hardworking',
    'go-getter',
    'think outside the box',
    'hit the ground running',
    'passionate about',
    'since I was a child',
    'from a young age',
    'detail-oriented',
    'results-driven',
    'self-starter',
    'fast learner',
    'quick learner',
    'people person',
    'give 110%',
    'perfectionist',
    'dream job',
    'I believe I am the perfect',
    'I am writing to apply',
    'to whom it may concern',
    'best of my ability',
    'wear many hats',
    'synergy',
    'go the extra mile',
    'going the extra mile',
  ],
  id: [
    'bekerja dalam tim maupun individu',
    'bekerja secara individu maupun tim',
    'bekerja secara tim maupun individu',
    'pekerja keras',
    'sejak kecil',
    'sejak dulu',
    'bekerja sama dalam tim',
    'bekerja keras',
    'mampu bekerja dalam tim',
    'berdedikasi tinggi',
    'disiplin dan jujur',
    'semaksimal mungkin',
    'sebaik-baiknya',
    'motivasi tinggi',
    'cepat belajar',
    'bekerja di bawah tekanan',
    'dengan hormat',
    'pekerjaan impian',
    'berkontribusi bagi kemajuan perusahaan',
    'loyalitas tinggi',
  ],
};

/** Words that answer each kind of question in a first sentence. */
const ANSWERS: Record<string, RegExp> = {
  motivation:
    /지원|입사|관심|이유|때문|매력|비전|apply|join|because|drawn|reason|attract|melamar|bergabung|karena|alasan|tertarik/i,
  goals: /입사 후|목표|계획|년 후|되겠|하겠|goal|plan|aim|within|year|ingin|target|tujuan|rencana/i,
  failure: /실패|실수|어려|문제|놓쳤|잘못|fail|mistake|missed|wrong|lost|gagal|kesalahan|salah/i,
  teamwork:
    /팀|동료|함께|갈등|협업|의견|team|colleague|together|conflict|disagree|tim|rekan|bersama|konflik/i,
  leadership: /이끌|이끈|맡아|리더|주도|led|lead|took charge|organi[sz]ed|memimpin|mengkoordinasi/i,
  customer: /고객|사용자|이용자|소비자|customer|client|user|pelanggan|klien|pengguna/i,
  strengths: /강점|장점|단점|약점|저는 .*(?:사람|편)|strength|weakness|I am|kelebihan|kekurangan|kekuatan/i,
  data: /데이터|분석|수치|지표|data|analy|metric|angka|analisis/i,
  problem: /문제|해결|개선|원인|problem|solv|improv|cause|masalah|menyelesaikan|memperbaiki/i,
  ethics: /원칙|안전|정직|규정|윤리|principle|safe|honest|rule|ethic|prinsip|aturan|jujur/i,
  growth: /성장|배웠|배운|계기|grew|learn|shaped|tumbuh|belajar/i,
  competency: /역량|경험|능력|기술|강점|skill|experience|able|expert|kompetensi|pengalaman|keahlian/i,
};

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const cliché = Object.fromEntries(
  Object.entries(CLICHES).map(([lang, list]) => [
    lang,
    new RegExp(
      [...list]
        .sort((a, b) => b.length - a.length)
        .map(escape)
        .join('|'),
      lang === 'ko' ? 'g' : 'gi',
    ),
  ]),
) as Record<CheckLang, RegExp>;

/**
 * Virtues listed without a story ("jujur, disiplin, dan bertanggung jawab", "honest, reliable and
 * punctual", "성실하고 꼼꼼한"): two or more stock self-descriptions in a row, however they are joined.
 */
const VIRTUES: Record<CheckLang, string> = {
  ko: '(?:성실|꼼꼼|정직|책임감 ?있|책임감이 강|긍정적이|적극적이|부지런|끈기 ?있)',
  en: '(?:honest|hard-?working|reliable|punctual|motivated|dedicated|responsible|diligent|loyal|disciplined|trustworthy|self-motivated)',
  id: '(?:jujur|disiplin|bertanggung ?jawab|rajin|teliti|ulet|tekun|loyal|mandiri|cekatan|berintegritas|pekerja keras)',
};
const JOIN: Record<CheckLang, string> = {
  ko: '(?:하고|하며|이고|고|하면서)?,? ?',
  en: '(?:,? and |, (?:and )?)',
  id: '(?:,? dan |,? serta |, (?:dan )?)',
};
const virtueList = Object.fromEntries(
  (Object.keys(VIRTUES) as CheckLang[]).map((lang) => [
    lang,
    new RegExp(
      `${lang === 'ko' ? '' : '\\b'}${VIRTUES[lang]}(?:${JOIN[lang]}${VIRTUES[lang]})+${lang === 'ko' ? '' : '\\b'}`,
      'gi',
    ),
  ]),
) as Record<CheckLang, RegExp>;

/**
 * Kept phrase families rather than one string each: a stock pair of virtues ("열정과 패기", "패기와
 * 열정"), an idiom in any form of its verb ("thinks outside the box", "went the extra mile") and the
 * stock "never give up" ("pantang menyerah", "tak kenal menyerah").
 */
const KO_SPIRIT = '(?:열정|패기|도전 ?정신|투지|끈기|근성)';
const FAMILIES: Record<CheckLang, RegExp> = {
  ko: new RegExp(`${KO_SPIRIT}(?:과|와|,| 및) ?${KO_SPIRIT}|${KO_VIRTUE_PAIR}`, 'g'),
  en: /\b(?:think(?:s|ing)?|thought) outside (?:of )?the box\b|\b(?:go(?:es|ing)?|went|gone) the extra mile\b|\bhit(?:s|ting)? the ground running\b|\bwear(?:s|ing)? many hats\b/gi,
  id: /\b(?:pantang menyerah|(?:tidak|tak) (?:pernah |mudah |kenal )?menyerah|(?:tidak|tak) kenal lelah)\b/gi,
};

export function clicheFindings(text: string, lang: CheckLang): Finding[] {
  const out: Finding[] = [];
  const add = (index: number, phrase: string) => {
    const end = index + phrase.length;
    // A kept phrase inside a listed run of virtues (or the other way round) is one finding.
    if (out.some((f) => f.range[0] < end && index < f.range[1])) return;
    out.push({
      kind: 'cliche',
      severity: 'consider',
      range: [index, end],
      message: 'cliche.phrase',
      values: { phrase },
    });
  };
  for (const m of text.matchAll(cliché[lang])) add(m.index, m[0]);
  for (const m of text.matchAll(virtueList[lang])) add(m.index, m[0]);
  for (const m of text.matchAll(FAMILIES[lang])) add(m.index, m[0]);
  for (const m of text.matchAll(CLICHE_FAMILIES[lang])) add(m.index, m[0]);
  for (const m of text.matchAll(CLICHE_LESSONS[lang])) add(m.index, m[0]);
  for (const m of text.matchAll(CLICHE_DEVOTION[lang])) add(m.index, m[0]);
  for (const m of text.matchAll(CLICHE_LISTS[lang])) add(m.index, m[0]);
  for (const m of text.matchAll(CLICHE_CLAIMS[lang])) add(m.index, m[0]);
  // Round thirty: the customer's smile as the writer's reason for being (cliche-reason-for-being.ts).
  for (const m of text.matchAll(CLICHE_REASON_FOR_BEING[lang])) add(m.index, m[0]);
  // Round twenty-seven: by shape, in a sentence with nothing concrete (cliche-shapes.ts).
  for (const [a, b] of clicheShapes(text, lang)) add(a, text.slice(a, b));
  return out.sort((a, b) => a.range[0] - b.range[0]);
}

/** Stems of a question's words (first two Hangul syllables; a Latin word's first five letters). */
function stems(s: string): Set<string> {
  const out = new Set<string>();
  for (const w of s.toLowerCase().match(/[\p{L}]{2,}/gu) ?? [])
    out.add(/[\uac00-\ud7a3]/.test(w) ? w.slice(0, 2) : w.length >= 4 ? w.slice(0, 5) : '');
  out.delete('');
  return out;
}
const STOP = new Set([
  '자신',
  '본인',
  '무엇',
  '어떻',
  '있는',
  '대해',
  '기술',
  'descr',
  'pleas',
  'about',
  'jelas',
  'ceritakan',
  // Function words a question and any sentence share (four letters or more).
  'your',
  'with',
  'that',
  'what',
  'this',
  'when',
  'from',
  'have',
  'yang',
  'anda',
  'saya',
  'untuk',
  'dalam',
  'denga',
  'pada',
  'dari',
  'perna',
]);

/**
 * An opening that says nothing yet: a greeting, an introduction or a letter's preamble, or the applicant
 * described in general ("저는 …입니다", "I am a …", "Saya adalah …"). A first sentence that sets a scene
 * ("As a site supervisor, I …", "재활병원에서 물리치료사로 일하며 …") is how a story answer starts, and is
 * never flagged however few words it shares with the question.
 */
const EMPTY_OPENING = new RegExp(
  [
    /안녕하(?:십니까|세요)|처음 뵙겠습니다|반갑습니다|인사(?:를 )?드립니다|소개(?:해 )?(?:하겠|드리겠)습니다|제 이름은|지원자입니다/,
    /^\s*저는\s[^.!?]*(?:입니다|이었습니다|였습니다)[.!?]?\s*$/,
    /\b(?:hello|dear (?:sir|madam|hiring)|to whom it may concern|i am writing|i'm writing|my name is)\b/,
    /\b(?:let me|allow me to) introduce|\bi (?:would like to apply|am applying)\b|thank you for (?:the|this) opportunity/,
    /^\s*(?:i am|i'm) an?\b/,
    /\b(?:perkenalkan|nama saya|dengan hormat|salam kenal|izinkan saya|saya (?:ingin|bermaksud) melamar)\b/,
    /terima kasih atas kesempatan|^\s*saya (?:adalah|merupakan|seorang|orang yang)\b/,
    // Thanks to the reader for reading (round twelve): a courtesy, no answer yet.
    /(?:읽어|살펴|검토해|봐) ?주(?:시는|신|셔서|심에)[^.!?]*감사|(?:귀한|소중한) 시간[^.!?]*감사/,
    // Round sixteen: a childhood dream or a lifelong fascination told before the answer, and the
    // preambles of Indonesian letters (a prayer of thanks, "perkenankan saya").
    /^\s*(?:저는\s)?(?:어린 ?시절|어릴 ?적|어려서|어렸을 ?때|오래전)(?:부터)?[^.!?]*(?:꿈꾸|꿈이었|꿈을 (?:키|꾸)|동경해|관심이 많았)/,
    /^\s*(?:ever since|since|when) I was (?:a (?:child|kid|boy|girl)|young|little)\b|^\s*I (?:have|'ve) always (?:been (?:fascinated|interested|passionate|drawn)|dreamed|dreamt|wanted)\b|^\s*(?:from|since) (?:a young age|childhood|an early age)\b/,
    /^\s*(?:sejak|dari) (?:kecil|masih kecil|usia dini|bangku sekolah)\b[^.!?]*(?:bercita-cita|bermimpi|mimpi|impian|cita-cita|tertarik)|\bpuji syukur\b|\bperkenankan saya\b/,
    /\bthank(?:s| you) (?:so much |very much )?for (?:taking the time|your time|reading|considering|reviewing)\b/,
    /\bterima kasih (?:banyak )?(?:atas waktu|telah meluangkan|sudah meluangkan|(?:karena )?(?:telah|sudah) membaca|atas perhatian)/,
    // Round seventeen: a preamble that announces what the letter will show of its writer ("이 글을 통해 저라는
    // 사람을 보여 드리고자", "Before anything else, I would like to share a little about who I am").
    /(?:이 (?:글|자기소개서|지면|자리)(?:을|를) (?:통해|빌려)|본 (?:글|자기소개서)(?:을|를)? 통해)[^.!?]*(?:보여|알려|소개해|전해) ?(?:드리|드릴)|저라는 사람(?:을|에 대해|이 어떤)/,
    /\b(?:I(?:'d| would) like to|let me|allow me to|I want to)(?: (?:take|use) (?:this|the) (?:opportunity|chance|moment|space) to)? (?:share|tell you|say|write) (?:a (?:little|bit|few words) |something )?(?:more )?(?:about )?(?:who I am|myself|me as a person)\b/,
    // Round nineteen: a preamble that says the letter is about to begin or to introduce its writer, with any
    // words between ("자기소개서를 시작하기에 앞서 제 소개를 간단히 드리겠습니다", "Before I begin, let me
    // say who I am", "Pada kesempatan yang berbahagia ini, … memperkenalkan siapa saya").
    /(?:시작하기에|시작하기 전에|들어가기에|들어가기 전에|본론에 앞서|본론으로 들어가기)[^.!?]*(?:소개|인사)|(?:제 |저를 |저에 대해 |제 자신을 )(?:먼저 |간단히 |짧게 |잠시 )*소개(?:를|해)? ?(?:(?:먼저|간단히|짧게|잠시) )?(?:하겠|드리겠|드리고자|해 드리|올리겠)/,
    /^\s*before I (?:begin|start|go on|answer)\b|\bpada kesempatan (?:yang (?:berbahagia|baik|istimewa|berharga) )?ini\b|\bmemperkenalkan siapa (?:saya|aku)\b|\b(?:memulai|mengawali) (?:surat|tulisan) ini dengan\b/,
  ]
    .map((r) => r.source)
    .join('|'),
  'i',
);

/** Self-introduction formulas with their modal (I would like to…, saya ingin…, …하겠습니다). */
const INTRODUCTION =
  /(?:(?:saya|aku) )?(?:(?:ingin|mau|hendak|bermaksud|akan) )?memperkenalkan diri(?: saya)?|izinkan saya (?:untuk )?memperkenalkan|perkenalkan(?:lah)?|(?:(?:saya|aku) )?(?:(?:ingin|mau|hendak|bermaksud|akan) )?(?:(?:memulai|mengawali)(?: \w+ ini)? dengan )?memperkenalkan siapa (?:saya|aku)|(?:저를 |제 ?소개를 )?(?:간단히 )?소개(?:해 ?)?(?:하겠|드리겠|드리고자 합니다|하고자 합니다)[가-힣]*|I(?:'d| would) like to introduce myself|(?:let me|allow me to) introduce myself/gi;

/**
 * The first sentence when it is empty (above) and neither answers the question's kind nor shares a word
 * with the question.
 */
export function openingFinding(text: string, question: string | undefined): Finding | null {
  const first = sentences(text)[0];
  if (!first || !question) return null;
  const sentence = text.slice(first[0], first[1]);
  // A sentence that only announces the applicant is empty whatever words it shares (round twenty).
  // Round twenty-two: so is a remark on the world, on everyone or on the writer in general (opening-preambles.ts).
  // Round twenty-five: so is a start about who the writer is, or gladness to write (opening-self-starts.ts).
  // Round twenty-six: so is a generality, a saying, praise or a letter's formula (opening-generalities.ts).
  const announced =
    announcesApplicant(sentence) ||
    opensOnPreamble(sentence) ||
    opensOnSelf(sentence) ||
    opensOnGenerality(sentence) ||
    opensOnAnswering(sentence) ||
    // Round thirty: the question as the prompt to look back over one's road (opening-question-prompted.ts).
    opensOnQuestionPrompt(sentence);
  if (!announced && !EMPTY_OPENING.test(sentence)) return null;
  const kind = recognizeIntent(question);
  // The formula of an introduction is no answer, whatever its modal says (round eleven): "saya ingin
  // memperkenalkan diri" wants nothing, "소개하겠습니다" plans nothing, "I would like to introduce myself".
  if (!announced && ANSWERS[kind]?.test(sentence.replace(INTRODUCTION, ' '))) return null;
  const asked = stems(question);
  for (const s of stems(sentence)) if (!announced && asked.has(s) && !STOP.has(s)) return null;
  return {
    kind: 'opening',
    severity: 'consider',
    range: first,
    message: 'opening.empty',
    values: { kind: `intents.${kind}` },
  };
}
