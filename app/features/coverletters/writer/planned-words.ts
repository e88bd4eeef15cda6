// The light wording a planned answer (ADR 0038) puts around the member's own words, in the letter's
// language: a phrase the member typed ("숫자로 원인을 좁히는 힘") becomes a sentence ("제 강점은 … 힘입니다"); a
// sentence they typed is kept as they wrote it. No frame states a fact, a motive, a plan or a lesson of its
// own: each carries exactly the member's field it wraps.
import { koSentence } from './prose';
import { josa, splitSentences } from './text';
import type { PlanKind } from './plans';

export type WriteLang = 'ko' | 'en' | 'id';

const KO_ENDED = /(?:다|요|죠|까)[.!?]?["”’)]*$/;
const LATIN_ENDED = /[.!?]["”’)]*$/;

/** The member's field as sentences in the letter's style (Korean: 합니다체; others: as typed, ended). */
export function sentencesOf(text: string | undefined | null, lang: WriteLang): string[] {
  const t = (text ?? '').trim();
  if (!t) return [];
  return splitSentences(t)
    .map((s) => (lang === 'ko' ? koSentence(s) : LATIN_ENDED.test(s) ? s : `${s}.`))
    .filter(Boolean);
}

/** Whether the member wrote a sentence (else a phrase to be framed). */
export function isSentence(text: string, lang: WriteLang): boolean {
  const t = text.trim();
  if (lang === 'ko') return KO_ENDED.test(t);
  return LATIN_ENDED.test(t) && t.split(/\s+/).length > 3 && /^[A-Z]/.test(t) && !/^(?:To|That)\s/.test(t);
}

const strip = (s: string) => s.trim().replace(/[.!?。]+$/, '');
const lowerFirst = (s: string) => (/^[A-Z][a-z]/.test(s) ? s[0]!.toLowerCase() + s.slice(1) : s);

type Frame = Record<WriteLang, (x: string) => string>;

/** Part A from *shows*: the answer to the kind's question, named. */
const SHOWS_A: Partial<Record<PlanKind, Frame>> & { default: Frame } = {
  default: {
    ko: (x) => `제 강점은 ${x}입니다.`,
    en: (x) => `My strength is ${x}.`,
    id: (x) => `Kekuatan saya adalah ${x}.`,
  },
  weaknesses: {
    ko: (x) => `제 약점은 ${x}입니다.`,
    en: (x) => `My weakness is ${x}.`,
    id: (x) => `Kelemahan saya adalah ${x}.`,
  },
  teamwork: {
    ko: (x) => `함께 일할 때 제가 보태는 것은 ${x}입니다.`,
    en: (x) => `What I bring to a team is ${x}.`,
    id: (x) => `Yang saya bawa ke dalam tim adalah ${x}.`,
  },
  conflict: {
    ko: (x) => `의견이 갈릴 때 제가 기대는 것은 ${x}입니다.`,
    en: (x) => `When views split, I rely on ${x}.`,
    id: (x) => `Saat pendapat berbeda, saya mengandalkan ${x}.`,
  },
  customer: {
    ko: (x) => `고객을 위해 일할 때 제 강점은 ${x}입니다.`,
    en: (x) => `For customers, my strength is ${x}.`,
    id: (x) => `Untuk pelanggan, kekuatan saya adalah ${x}.`,
  },
  leadership: {
    ko: (x) => `제가 팀을 이끄는 방식은 ${x}입니다.`,
    en: (x) => `The way I lead is ${x}.`,
    id: (x) => `Cara saya memimpin adalah ${x}.`,
  },
};

/** Part A from *learned*. */
const LEARNED_A: Frame = {
  ko: (x) => `제가 일하며 배운 것은 ${x}입니다.`,
  en: (x) => `What I learned is ${x}.`,
  id: (x) => `Yang saya pelajari adalah ${x}.`,
};
/** Part M from *learned*: a few wordings, taken in turn, so a long answer does not repeat one frame. */
const LEARNED_M: Frame[] = [
  {
    ko: (x) => `이 일로 ${josa(x, '을/를')} 배웠습니다.`,
    en: (x) => `From this I learned ${x}.`,
    id: (x) => `Dari sini saya belajar ${x}.`,
  },
  {
    ko: (x) => `그때 ${josa(x, '을/를')} 알게 되었습니다.`,
    en: (x) => `It taught me ${x}.`,
    id: (x) => `Pengalaman itu mengajarkan saya ${x}.`,
  },
  {
    ko: (x) => `이 경험에서 얻은 배움은 ${x}입니다.`,
    en: (x) => `What I took from it is ${x}.`,
    id: (x) => `Yang saya ambil darinya adalah ${x}.`,
  },
  {
    ko: (x) => `이 일은 제게 ${josa(x, '을/를')} 가르쳐 주었습니다.`,
    en: (x) => `The lesson I kept is ${x}.`,
    id: (x) => `Pelajaran yang saya simpan adalah ${x}.`,
  },
  {
    ko: (x) => `${x}, 이것이 이 일에서 얻은 교훈입니다.`,
    en: (x) => `The lesson here was ${x}.`,
    id: (x) => `Pelajarannya adalah ${x}.`,
  },
  {
    ko: (x) => `이 일을 겪으며 ${josa(x, '을/를')} 배웠습니다.`,
    en: (x) => `Going through it, I learned ${x}.`,
    id: (x) => `Dari pengalaman itu saya belajar ${x}.`,
  },
];

const SHOWS_M: Frame[] = [
  {
    ko: (x) => `이 경험은 ${josa(x, '을/를')} 보여 줍니다.`,
    en: (x) => `It shows ${x}.`,
    id: (x) => `Pengalaman ini menunjukkan ${x}.`,
  },
  {
    ko: (x) => `여기서 드러난 것이 ${x}입니다.`,
    en: (x) => `What it shows is ${x}.`,
    id: (x) => `Yang terlihat di sini adalah ${x}.`,
  },
  {
    ko: (x) => `제가 이 일로 보여 드릴 수 있는 것은 ${x}입니다.`,
    en: (x) => `This is where ${x} showed.`,
    id: (x) => `Di sinilah ${x} terlihat.`,
  },
  {
    ko: (x) => `이 일에 쓰인 것이 ${x}입니다.`,
    en: (x) => `What this work drew on was ${x}.`,
    id: (x) => `Yang dipakai dalam pekerjaan ini adalah ${x}.`,
  },
  {
    ko: (x) => `이 일은 제 ${josa(x, '을/를')} 보여 줍니다.`,
    en: (x) => `This work shows ${x}.`,
    id: (x) => `Pekerjaan ini menunjukkan ${x}.`,
  },
  {
    ko: (x) => `이 경험에 담긴 제 모습은 ${x}입니다.`,
    en: (x) => `What it says about me is ${x}.`,
    id: (x) => `Yang tergambar tentang saya adalah ${x}.`,
  },
];

/** The frames a meaning is written in (the bench counts how often one comes back in a letter). */
export const MEANING_FRAMES: Frame[] = [...SHOWS_M, ...LEARNED_M];

const MY_PART: Frame = {
  ko: (x) => `제 몫은 ${x}입니다.`,
  en: (x) => `My part in it was ${x}.`,
  id: (x) => `Bagian saya adalah ${x}.`,
};

const ROLE: Frame = {
  ko: (x) => `제가 맡은 부분은 ${x}입니다.`,
  en: (x) => `My part was ${x}.`,
  id: (x) => `Bagian saya adalah ${x}.`,
};

/** A field framed when it is a phrase, kept when a sentence; its further sentences follow as typed. */
function framed(text: string, lang: WriteLang, frame: Frame): string[] {
  const t = text.trim();
  if (!t) return [];
  if (isSentence(t, lang) || splitSentences(t).length > 1) return sentencesOf(t, lang);
  const x = lang === 'ko' ? strip(t) : lowerFirst(strip(t));
  return [frame[lang](x)];
}

export const showsAnswer = (text: string, lang: WriteLang, kind: PlanKind) =>
  framed(text, lang, SHOWS_A[kind] ?? SHOWS_A.default);
export const learnedSentences = (text: string, lang: WriteLang, part: 'A' | 'M', n = 0) =>
  framed(text, lang, part === 'A' ? LEARNED_A : LEARNED_M[n % LEARNED_M.length]!);
export const showsMeaning = (text: string, lang: WriteLang, n = 0) =>
  framed(text, lang, SHOWS_M[n % SHOWS_M.length]!);
export const myPartSentences = (text: string, lang: WriteLang) => framed(text, lang, MY_PART);
export const roleSentences = (text: string, lang: WriteLang) => framed(text, lang, ROLE);

/** Part L from a posting duty the story meets, named in the posting's words. */
export function dutyLink(duty: string, lang: WriteLang): string {
  if (lang === 'ko') return `공고의 '${duty}' 업무에서 이 경험을 쓰겠습니다.`;
  if (lang === 'en') return `It is what the posting's duty “${duty}” asks for.`;
  return `Itulah yang diminta tugas “${duty}” di lowongan ini.`;
}

/** Part L of a goals answer: the plan meets a posting duty (the plan itself is the member's). */
export function dutyPlanLink(duty: string, lang: WriteLang): string {
  if (lang === 'ko') return `공고의 '${duty}' 업무와 이어지는 계획입니다.`;
  if (lang === 'en') return `This plan meets the posting's duty “${duty}”.`;
  return `Rencana ini sejalan dengan tugas “${duty}” di lowongan ini.`;
}

/** Part A of a job-fit answer: the posting's duty the member's episodes meet. */
export function dutyAnswer(duty: string, lang: WriteLang): string {
  if (lang === 'ko') return `공고의 '${duty}' 업무에 맞는 경험이 있습니다.`;
  if (lang === 'en') return `The posting's duty “${duty}” is the work the story below shows.`;
  return `Tugas “${duty}” di lowongan ini adalah pekerjaan yang ditunjukkan cerita berikut.`;
}

/** A failure's answer from its result: owned, in the member's words. */
export function failureAnswer(result: string, lang: WriteLang, adnominal: (s: string) => string | null) {
  const [first, ...rest] = sentencesOf(result, lang);
  if (!first) return [];
  if (lang === 'ko') {
    const adn = adnominal(first);
    return [adn ? `${adn} 일이 제 실패입니다.` : `제 실패는 이 일입니다. ${first}`, ...rest];
  }
  if (lang === 'en') return [`My failure: ${lowerFirst(strip(first))}.`, ...rest];
  return [`Kegagalan saya: ${lowerFirst(strip(first))}.`, ...rest];
}

/** The goals answer's story, introduced as what makes the plan credible (no fact of its own). */
export const storyLead: Record<WriteLang, string> = {
  ko: '그 바탕이 된 경험이 있습니다.',
  en: 'Here is the work this plan rests on.',
  id: 'Berikut pekerjaan yang menjadi dasar rencana ini.',
};
