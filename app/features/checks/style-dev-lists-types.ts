// Round twenty-six (ADR 0039): the shape of a list set's entries per language (style-dev-lists.ts,
// style-dev-lists-second.ts) and how they become style cases: each opening carries its question's kind
// first ("m|…" motivation, "s|…" strengths, "f|…" failure, "c|…" conflict, "g|…" goals).
import type { StyleCase } from './style-dev-set';
import type { CheckLang } from './types';

export type ListEntries = {
  cliche: string[];
  clicheClean: string[];
  opening: string[];
  openingClean: string[];
};

/** One question per kind and language, each recognised as its kind by the letters' classifier. */
export const LIST_QUESTIONS: Record<CheckLang, Record<string, string>> = {
  ko: {
    m: '지원 동기를 구체적으로 기술해 주십시오.',
    s: '본인의 장단점을 기술해 주십시오.',
    f: '실패했던 경험과 그 경험에서 배운 점을 기술해 주십시오.',
    c: '팀 내 갈등을 해결한 경험을 기술해 주십시오.',
    g: '입사 후 포부를 기술해 주십시오.',
  },
  en: {
    m: 'Why do you want to join our company?',
    s: 'What are your greatest strengths and weaknesses?',
    f: 'Tell us about a time you failed and what you learned.',
    c: 'Describe a conflict with a colleague and how you resolved it.',
    g: 'Where do you see yourself in five years?',
  },
  id: {
    m: 'Mengapa Anda ingin bergabung dengan perusahaan kami?',
    s: 'Apa kelebihan dan kekurangan Anda?',
    f: 'Ceritakan pengalaman kegagalan Anda dan apa yang Anda pelajari.',
    c: 'Ceritakan konflik dengan rekan kerja dan bagaimana Anda menyelesaikannya.',
    g: 'Apa rencana karier Anda lima tahun ke depan?',
  },
};

const opening = (lang: CheckLang, entry: string, clean: boolean): StyleCase => {
  const [key, ...rest] = entry.split('|');
  return { lang, kind: 'opening', text: rest.join('|'), question: LIST_QUESTIONS[lang][key], clean };
};

/** The style cases of one language's entries. */
export function listCases(lang: CheckLang, e: ListEntries): StyleCase[] {
  return [
    ...e.cliche.map((text) => ({ lang, kind: 'cliche' as const, text })),
    ...e.clicheClean.map((text) => ({ lang, kind: 'cliche' as const, text, clean: true })),
    ...e.opening.map((entry) => opening(lang, entry, false)),
    ...e.openingClean.map((entry) => opening(lang, entry, true)),
  ];
}
