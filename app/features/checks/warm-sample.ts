// What the speller thread checks at boot (warmSpeller), once per language, so the first member's check
// meets a loaded dictionary and compiled code (the rules and the tracer run three to five times slower
// before V8 has compiled them): a short resume and an answer with a mistake of each kind.
import type { ResumeSections } from '#db/schema/profiles';
import type { ResumeProfile } from '~/integrations/ai/types';
import type { CheckContext, CheckLang } from './types';

const sections = (company: string, position: string, achievements: string): ResumeSections => ({
  person: { country: 'KR', region: '', address: '', birthYear: '', birthMonth: '' },
  educations: [],
  works: [{ company, position, achievements, start: '2020.03', end: '2023.02' }],
  skills: ['SQL', 'Python'],
  certifications: [],
  languages: [],
  projects: [],
  awards: [],
  episodes: [],
});

const SAMPLES: Record<CheckLang, { profile: ResumeProfile; question: string; text: string }> = {
  ko: {
    profile: {
      name: null,
      sections: sections('가온상사', '영업 관리', '주문 처리 시간을 3일에서 1일로 줄였습니다.'),
    },
    question: '지원 동기를 기술해 주십시오.',
    text: '저는 어려서부터 최선을 다하는 사람입니다. 가온상사에서 주문 처리 시간을 3일에서 1일로 줄였습니다. 일이 잘 되서 매출을 300% 늘렸습니다. 서울에서 태어나 한국대학교를 졸업했습니다. 역활을 나누고 협업하여 문제를 풀었습니다. 매출 300% 증가는 큰 보람이었습니다.',
  },
  en: {
    profile: {
      name: null,
      sections: sections('Acme Co.', 'Sales analyst', 'Cut order handling from 3 days to 1 day.'),
    },
    question: 'Why do you want to join us?',
    text: 'I am a hard-working team player. At Acme Co. I cut order handling from 3 days to 1 day. Our sales grew by 300% after I recieved the project. I am 29 years old and grew up in Leeds. The 300% growth was my proudest moment.',
  },
  id: {
    profile: {
      name: null,
      sections: sections(
        'PT Maju',
        'Analis penjualan',
        'Memangkas proses pesanan dari 3 hari menjadi 1 hari.',
      ),
    },
    question: 'Mengapa Anda ingin bergabung?',
    text: 'Saya adalah pekerja keras yang selalu memberikan yang terbaik. Di PT Maju saya memangkas proses pesanan dari 3 hari menjadi 1 hari. Penjualan naik 300% setelah saya menerima proyek itu dengan kwalitas baik. Saya berusia 29 tahun. Kenaikan 300% itu kebanggaan saya.',
  },
};

/** The boot check of one language: its text, context and resume. */
export function warmSample(lang: CheckLang): { text: string; ctx: CheckContext; profile: ResumeProfile } {
  const s = SAMPLES[lang];
  return {
    text: s.text,
    profile: s.profile,
    ctx: {
      lang,
      blind: true,
      terms: [],
      schools: [],
      otherAnswers: [{ label: '1', text: s.text.slice(0, 60) }],
      question: { text: s.question, maxLength: 100, limitType: 'with-spaces' },
    },
  };
}
