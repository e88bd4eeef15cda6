// The pieces of the member's own text an interview question is made from: sentences, the figures in
// them, cue words by kind and language, and the short excerpt a question quotes. Pure (no server), so the
// page, the server and the bench share it.
import { splitSentences } from '~/features/coverletters';

export type InterviewLang = 'ko' | 'en' | 'id';

/** A sentence compared with another: NFC, without spaces and closing punctuation, lower case. */
export const sentenceKey = (s: string) =>
  s
    .normalize('NFC')
    .replace(/[\s.!?。"“”'‘’]+/g, '')
    .toLowerCase();

/** The sentences of a text (line breaks end a sentence too), without bullets and very short bits. */
export function sentencesOf(text: string): string[] {
  return splitSentences(text.normalize('NFC'))
    .map((s) => s.replace(/^[-•*·▪◦]\s*|^\d+[.)]\s+/, '').trim())
    .filter((s) => [...s.replace(/\s/g, '')].length >= 6);
}

/** A figure as written: the number as the text has it, its value and unit (''/% /명 …, normalized). */
export type Figure = { text: string; value: number; unit: string };

const UNIT_ALIASES: Record<string, string> = {
  '%': '%',
  퍼센트: '%',
  percent: '%',
  persen: '%',
  '%p': '%p',
  명: 'person',
  people: 'person',
  persons: 'person',
  members: 'person',
  users: 'user',
  customers: 'person',
  orang: 'person',
  건: 'case',
  cases: 'case',
  kasus: 'case',
  원: 'won',
  만원: '10kwon',
  억원: '100mwon',
  억: '100mwon',
  won: 'won',
  rupiah: 'rupiah',
  rp: 'rupiah',
  배: 'times',
  times: 'times',
  x: 'times',
  kali: 'times',
  개: 'count',
  개월: 'month',
  months: 'month',
  month: 'month',
  bulan: 'month',
  주: 'week',
  weeks: 'week',
  minggu: 'week',
  일: 'day',
  days: 'day',
  hari: 'day',
  시간: 'hour',
  hours: 'hour',
  jam: 'hour',
  분: 'minute',
  minutes: 'minute',
  menit: 'minute',
  초: 'second',
  seconds: 'second',
  detik: 'second',
  년: 'year',
  years: 'year',
  tahun: 'year',
  위: 'rank',
  등: 'rank',
};
const UNIT_RE = Object.keys(UNIT_ALIASES)
  .sort((a, b) => b.length - a.length)
  .join('|');
// A number (with , or . groups or decimals) followed by a unit; "Rp 5.000.000" puts the unit first.
const FIGURE_RE = new RegExp(`(?:(rp)\\s?)?(\\d+(?:[.,]\\d+)*)\\s?(${UNIT_RE})?(?![0-9A-Za-z])`, 'giu');

/** The number a figure's digits stand for in the text's language (Indonesian: 1.000,5; else 1,000.5). */
export function numberValue(digits: string, lang: InterviewLang): number {
  const groups = lang === 'id' ? /\./g : /,/g;
  const decimal = lang === 'id' ? ',' : '.';
  // "3,5" in Indonesian and "3.5" elsewhere are decimals; "1.000" / "1,000" (three digits after) groups.
  const parts = digits.split(decimal);
  const whole = parts[0].replace(groups, '');
  const frac = parts.length > 1 ? parts.slice(1).join('') : '';
  if (lang !== 'id' && /^\d{1,3}(,\d{3})+$/.test(digits)) return Number(digits.replace(/,/g, ''));
  if (lang === 'id' && /^\d{1,3}(\.\d{3})+$/.test(digits)) return Number(digits.replace(/\./g, ''));
  return Number(frac ? `${whole}.${frac}` : whole);
}

/**
 * The figures of a text: a number with a unit ("40%", "30만원", "6 people"), or a bare number of two or
 * more digits with the word after it as its unit ("2,000 anonymised", "40 a month"). A year alone is not
 * a claim to check, nor is a single digit without a unit.
 */
export function figuresOf(text: string, lang: InterviewLang): Figure[] {
  const out: Figure[] = [];
  const s = text.normalize('NFC');
  for (const m of s.matchAll(FIGURE_RE)) {
    const unitWord = (m[1] ?? m[3] ?? '').toLowerCase();
    const value = numberValue(m[2], lang);
    if (!Number.isFinite(value)) continue;
    const unit = UNIT_ALIASES[unitWord] ?? '';
    if (unit) {
      out.push({ text: m[0].trim(), value, unit });
      continue;
    }
    if (m[2].replace(/\D/g, '').length < 2 || /^(19|20)\d\d$/.test(m[2])) continue;
    // The word after it names what was counted; after "a", "per" … the word after that too ("40 a month").
    const next = /^\s?([\p{L}]+)(?:\s([\p{L}]+))?/u.exec(s.slice((m.index ?? 0) + m[0].length));
    if (!next) continue;
    const two = next[2] && /^(a|an|per|of|the|in|se|per)$/i.test(next[1]);
    const words = two ? next[0] : next[0].replace(/\s[\p{L}]+$/u, '');
    out.push({ text: `${m[0]}${words}`.trim(), value, unit: `word:${words.trim().toLowerCase()}` });
  }
  return out;
}

export type CueKind =
  'action' | 'result' | 'conflict' | 'lesson' | 'company' | 'plan' | 'joining' | 'now' | 'we' | 'people';

/** Words that mark what a sentence tells, by language (stems: Korean verbs by their stem). */
const CUES: Record<InterviewLang, Record<CueKind, RegExp>> = {
  ko: {
    action:
      /(제가|직접|주도|맡아|맡았|맡은|도입|설계|개발|기획|만들|제안|구축|작성|운영|진행했|정리했|분석했|개선했)/,
    result:
      /(그 결과|결과적으로|덕분에|달성|늘었|늘렸|줄었|줄였|향상|높였|낮췄|단축|절감|증가|감소|수상|성과)/,
    conflict: /(갈등|의견 차이|의견이 달|반대|충돌|설득했|설득하|이견|불만|마찰|대립|셨지만)/,
    lesson: /(배웠|배운|깨달|교훈|느꼈|알게 되었|알게 됐)/,
    company: /(지원|입사|귀사|합류|에서 일하|이 회사|직무)/,
    plan: /(입사 후|입사하면|기여하|하고 싶|되고 싶|목표|계획)/,
    joining: /(입사 후|입사하면|입사해서|입사하게 되면)/,
    now: /(지금|요즘|최근|올해)/,
    we: /(우리|저희|팀원들과|함께)/,
    people: /(팀장|동료|선배|고객|교수|상사|사용자|팀원|담당자|매니저)/,
  },
  en: {
    action:
      /\b(I (?:led|built|designed|introduced|organi[sz]ed|created|wrote|ran|proposed|developed|implemented|set up|started|launched|managed|rebuilt|analy[sz]ed|automated)|my role|I was responsible)\b/i,
    result:
      /\b(as a result|resulted|reduc(?:ed|ing)|increas(?:ed|ing)|improv(?:ed|ing)|grew|cut|saved|won|raised|lowered|doubled|halved|achieved)\b/i,
    conflict:
      /\b(conflict|disagree(?:d|ment)?|pushed back|objected|persuad(?:e|ed)|convinc(?:e|ed)|tension|argued|resist(?:ed|ance)|complain(?:ed|ts?))\b/i,
    lesson: /\b(learn(?:ed|t)|taught me|reali[sz]ed|lesson|understood that)\b/i,
    company: /\b(join|apply(?:ing)?|applied|your (?:company|team)|this (?:role|position|company)|work at)\b/i,
    plan: /\b(would like to|want to|hope to|plan to|contribute|in my first|goal)\b/i,
    joining: /\b(in my first (?:weeks?|months?|year)|once I join|after joining|when I join)\b/i,
    now: /\b(now|currently|finally|this year)\b/i,
    we: /\b(we|our team|together with|with my team)\b/i,
    people: /\b(manager|colleagues?|customers?|professor|teammates?|supervisor|users?|client)\b/i,
  },
  id: {
    action:
      /\b(saya (?:memimpin|membangun|merancang|membuat|mengusulkan|mengembangkan|menerapkan|mengelola|menyusun|menganalisis|memulai|menjalankan)|peran saya|saya bertanggung jawab)\b/i,
    result:
      /\b(hasilnya|sehingga|meningkat(?:kan)?|menurun(?:kan)?|berkurang|mengurangi|berhasil|menghemat|memenangkan|mempercepat|naik|turun)\b/i,
    conflict:
      /\b(konflik|perbedaan pendapat|tidak setuju|meyakinkan|membujuk|berselisih|keberatan|menolak|keluhan)\b/i,
    lesson: /\b(belajar|pelajaran|menyadari|memahami bahwa|mengajarkan saya)\b/i,
    company: /\b(bergabung|melamar|perusahaan ini|posisi ini|bekerja di)\b/i,
    plan: /\b(ingin|berharap|berkontribusi|rencana|target saya)\b/i,
    joining: /\b(setelah bergabung|begitu bergabung|di bulan pertama|dalam bulan pertama)\b/i,
    now: /\b(sekarang|saat ini|tahun ini)\b/i,
    we: /\b(kami|kita|bersama tim|tim kami)\b/i,
    people: /\b(atasan|rekan(?: kerja)?|pelanggan|dosen|manajer|pengguna|klien)\b/i,
  },
};

export const cueIn = (kind: CueKind, s: string, lang: InterviewLang) => CUES[lang][kind].exec(s);

/** The language of a piece of the member's text: Hangul is Korean; Latin text by its function words. */
const EN_WORDS = /\b(the|and|to|of|in|for|with|i|my|was|we|our|that|this)\b/gi;
const ID_WORDS = /\b(yang|dan|di|ke|dari|untuk|dengan|saya|kami|ini|itu|dalam|adalah|tidak|pada)\b/gi;
export function languageOf(text: string, fallback: InterviewLang): InterviewLang {
  const hangul = (text.match(/[\uac00-\ud7a3]/g) ?? []).length;
  const latin = (text.match(/[A-Za-z]/g) ?? []).length;
  if (!hangul && !latin) return fallback;
  if (hangul >= latin * 0.5) return 'ko';
  const en = (text.match(EN_WORDS) ?? []).length;
  const id = (text.match(ID_WORDS) ?? []).length;
  if (en === id) return fallback === 'ko' ? 'en' : fallback;
  return en > id ? 'en' : 'id';
}

/**
 * A short part of a sentence to name it in a question, around `at` (a code-point offset): the whole
 * sentence when short, else a window cut at spaces with "…" where it was cut. Always the member's words.
 */
export function excerpt(sentence: string, at = 0, max = 36): string {
  const s = sentence.replace(/[.!?。]+$/, '').trim();
  const cps = [...s];
  if (cps.length <= max) return s;
  let start = Math.max(0, at - Math.floor(max / 3));
  while (start > 0 && cps[start - 1] !== ' ') start--;
  let end = Math.min(cps.length, start + max);
  while (end < cps.length && end > start + max / 2 && cps[end] !== ' ') end--;
  if (end <= start + max / 2) end = Math.min(cps.length, start + max);
  const body = cps.slice(start, end).join('').trim();
  return `${start > 0 ? '…' : ''}${body}${end < cps.length ? '…' : ''}`;
}

/** The code-point offset of a match found in a string (regex indices are UTF-16). */
export const cpOffset = (s: string, index: number) => [...s.slice(0, index)].length;
