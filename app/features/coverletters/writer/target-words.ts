// The target's culture tags as words of a letter's language (the company's own tags, not the applicant's).
import type { Lang } from '~/integrations/ai/types';

const TAGS: Record<Lang, Record<string, string>> = {
  ko: {
    flat: '수평적인 소통',
    flexible: '유연한 근무',
    remote: '원격 근무',
    growth: '빠른 성장',
    stable: '안정적인 환경',
    global: '글로벌 무대',
    learning: '배움을 장려하는 문화',
    reward: '성과에 따른 보상',
    balance: '일과 삶의 균형',
    mission: '분명한 사명',
  },
  en: {
    flat: 'open, flat communication',
    flexible: 'flexible hours',
    remote: 'remote work',
    growth: 'fast growth',
    stable: 'a stable environment',
    global: 'a global stage',
    learning: 'a culture of learning',
    reward: 'rewards that follow results',
    balance: 'work-life balance',
    mission: 'a clear mission',
  },
  id: {
    flat: 'komunikasi yang terbuka dan setara',
    flexible: 'jam kerja yang fleksibel',
    remote: 'kerja jarak jauh',
    growth: 'pertumbuhan yang cepat',
    stable: 'lingkungan yang stabil',
    global: 'panggung global',
    learning: 'budaya belajar',
    reward: 'penghargaan yang mengikuti hasil',
    balance: 'keseimbangan kerja dan hidup',
    mission: 'misi yang jelas',
  },
};

/** A culture tag id ("flat") as words of the letter's language; an unknown id as it is. */
export const cultureTagWord = (lang: Lang, id: string) => TAGS[lang][id] ?? id;
