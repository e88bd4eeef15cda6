// The cover-letter question bank: general questions for any target, one company-specific question
// ({company} is filled in), and major (field) questions per industry. Ids are stable.
type Texts = { ko: string; en: string; id: string };
export type QuestionRow = {
  id: number;
  type: 'GENERAL' | 'MAJOR';
  intent: 'motivation' | 'growth' | 'strengths' | 'goals' | 'company';
  industryId: number | null;
  text: Texts;
  sortOrder: number;
};

const t = (ko: string, en: string, id: string): Texts => ({ ko, en, id });

const GENERAL: Omit<QuestionRow, 'id' | 'type' | 'industryId' | 'sortOrder'>[] = [
  {
    intent: 'company',
    text: t(
      '{company}에 지원한 동기와 입사 후 이루고 싶은 목표를 작성해 주세요.',
      'Why are you applying to {company}, and what do you want to achieve there?',
      'Mengapa Anda melamar ke {company}, dan apa yang ingin Anda capai di sana?',
    ),
  },
  {
    intent: 'motivation',
    text: t(
      '이 직무에 지원한 동기를 구체적으로 작성해 주세요.',
      'Describe in detail why you are applying for this role.',
      'Jelaskan secara rinci mengapa Anda melamar posisi ini.',
    ),
  },
  {
    intent: 'growth',
    text: t(
      '본인의 성장 과정과 그 과정에서 배운 점을 작성해 주세요.',
      'Describe how you have grown and what you learned along the way.',
      'Ceritakan proses perkembangan diri Anda dan apa yang Anda pelajari.',
    ),
  },
  {
    intent: 'strengths',
    text: t(
      '본인의 강점과 그 강점을 발휘한 경험을 작성해 주세요.',
      'What are your strengths, and when did you put them to use?',
      'Apa kekuatan Anda, dan kapan Anda menggunakannya?',
    ),
  },
  {
    intent: 'goals',
    text: t(
      '입사 후 5년 안에 이루고 싶은 목표와 계획을 작성해 주세요.',
      'What goals do you want to reach in your first five years, and how?',
      'Tujuan apa yang ingin Anda capai dalam lima tahun pertama, dan bagaimana caranya?',
    ),
  },
];

const MAJOR: Record<number, Texts> = {
  100: t(
    '개발 프로젝트에서 기술적 문제를 해결한 경험을 작성해 주세요.',
    'Describe a technical problem you solved in a software project.',
    'Ceritakan masalah teknis yang Anda selesaikan dalam proyek perangkat lunak.',
  ),
  200: t(
    '생산성이나 품질을 개선한 경험을 작성해 주세요.',
    'Describe a time you improved productivity or quality.',
    'Ceritakan pengalaman Anda meningkatkan produktivitas atau kualitas.',
  ),
  300: t(
    '숫자와 데이터를 근거로 판단한 경험을 작성해 주세요.',
    'Describe a decision you made based on numbers and data.',
    'Ceritakan keputusan yang Anda ambil berdasarkan angka dan data.',
  ),
  400: t(
    '고객의 관점에서 문제를 해결한 경험을 작성해 주세요.',
    'Describe a problem you solved from the customer’s point of view.',
    'Ceritakan masalah yang Anda selesaikan dari sudut pandang pelanggan.',
  ),
  500: t(
    '정확성과 책임감이 중요했던 경험을 작성해 주세요.',
    'Describe an experience where accuracy and responsibility mattered most.',
    'Ceritakan pengalaman saat ketelitian dan tanggung jawab sangat penting.',
  ),
  600: t(
    '공공의 이익을 위해 노력한 경험을 작성해 주세요.',
    'Describe a time you worked for the public good.',
    'Ceritakan pengalaman Anda bekerja untuk kepentingan publik.',
  ),
  700: t(
    '새로운 아이디어로 결과물을 만든 경험을 작성해 주세요.',
    'Describe something you created from a new idea.',
    'Ceritakan karya yang Anda buat dari ide baru.',
  ),
  800: t(
    '안전과 일정을 함께 지켜 낸 경험을 작성해 주세요.',
    'Describe a time you kept both safety and a schedule.',
    'Ceritakan pengalaman Anda menjaga keselamatan sekaligus jadwal.',
  ),
};

export const QUESTIONS: QuestionRow[] = [
  ...GENERAL.map((q, i) => ({ ...q, id: i + 1, type: 'GENERAL' as const, industryId: null, sortOrder: i })),
  ...Object.entries(MAJOR).map(([industry, text], i) => ({
    id: 100 + i + 1,
    type: 'MAJOR' as const,
    intent: 'strengths' as const,
    industryId: Number(industry),
    text,
    sortOrder: 100 + i,
  })),
];
