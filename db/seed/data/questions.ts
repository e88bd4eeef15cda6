// The cover-letter question bank: general questions for any target, company-specific ones ({company} is
// filled in), and major (field) questions per industry. Ids are stable: the first general questions are
// 1–5, the major ones 101–108, and the questions Korean companies ask most (failure, conflict, strengths
// and weaknesses, job competency, a problem solved, goals after joining, why this company) 109–115.
// Members' own questions take ids from 1,000,000 (the table's identity), so the bank stays below it.
import type { QuestionIntent } from '../../schema/enums';

type Texts = { ko: string; en: string; id: string };
export type QuestionRow = {
  id: number;
  type: 'GENERAL' | 'MAJOR';
  intent: QuestionIntent;
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

/** Added after the first bank: ids from 109 on, listed after the first general questions. */
const MORE_GENERAL: Omit<QuestionRow, 'type' | 'industryId' | 'sortOrder'>[] = [
  {
    id: 109,
    intent: 'failure',
    text: t(
      '실패하거나 큰 어려움을 겪었던 경험과 그것을 극복한 과정, 그로부터 배운 점을 작성해 주세요.',
      'Describe a failure or hardship you faced, how you dealt with it, and what you learned from it.',
      'Ceritakan kegagalan atau kesulitan yang pernah Anda alami, cara Anda menghadapinya, dan apa yang Anda pelajari.',
    ),
  },
  {
    id: 110,
    intent: 'teamwork',
    text: t(
      '팀 안에서 의견 충돌이나 갈등이 있었을 때 본인이 어떤 역할을 했고 어떻게 해결했는지 작성해 주세요.',
      'Describe a conflict or disagreement in a team: what was your part, and how was it resolved?',
      'Ceritakan konflik atau perbedaan pendapat dalam tim: apa peran Anda, dan bagaimana penyelesaiannya?',
    ),
  },
  {
    id: 111,
    intent: 'strengths',
    text: t(
      '본인 성격의 장점과 단점을 실제 사례와 함께 작성해 주세요.',
      'What are your strengths and weaknesses? Give a real example of each.',
      'Apa kelebihan dan kekurangan Anda? Berikan contoh nyata untuk masing-masing.',
    ),
  },
  {
    id: 112,
    intent: 'competency',
    text: t(
      '지원 직무에 필요한 역량은 무엇이며, 그 역량을 갖추기 위해 어떤 노력을 했는지 작성해 주세요.',
      'What skills does this role need, and what have you done to build them?',
      'Keahlian apa yang dibutuhkan posisi ini, dan apa yang telah Anda lakukan untuk membangunnya?',
    ),
  },
  {
    id: 113,
    intent: 'problem',
    text: t(
      '스스로 문제를 발견하고 해결한 경험을 과정과 결과 중심으로 작성해 주세요.',
      'Describe a problem you spotted and solved yourself: the steps you took and the result.',
      'Ceritakan masalah yang Anda temukan dan selesaikan sendiri: langkah-langkahnya dan hasilnya.',
    ),
  },
  {
    id: 114,
    intent: 'goals',
    text: t(
      '입사 후 맡고 싶은 업무와 목표, 이를 통해 회사에 기여할 수 있는 점을 작성해 주세요.',
      'What goals would you set for your first years after joining, and how would you contribute?',
      'Tujuan apa yang ingin Anda capai setelah bergabung, dan bagaimana Anda akan berkontribusi?',
    ),
  },
  {
    id: 115,
    intent: 'company',
    text: t(
      '{company}에 지원한 이유를 작성해 주세요.',
      'Why did you choose to apply to {company} in particular?',
      'Mengapa Anda memilih melamar ke {company}?',
    ),
  },
];

/** A field's question and what it asks (the writer reads the wording first; the tag is its hint). */
const MAJOR: Record<number, { intent: QuestionIntent; text: Texts }> = {
  100: {
    intent: 'problem',
    text: t(
      '개발 프로젝트에서 기술적 문제를 해결한 경험을 작성해 주세요.',
      'Describe a technical problem you solved in a software project.',
      'Ceritakan masalah teknis yang Anda selesaikan dalam proyek perangkat lunak.',
    ),
  },
  200: {
    intent: 'problem',
    text: t(
      '생산성이나 품질을 개선한 경험을 작성해 주세요.',
      'Describe a time you improved productivity or quality.',
      'Ceritakan pengalaman Anda meningkatkan produktivitas atau kualitas.',
    ),
  },
  300: {
    intent: 'data',
    text: t(
      '숫자와 데이터를 근거로 판단한 경험을 작성해 주세요.',
      'Describe a decision you made based on numbers and data.',
      'Ceritakan keputusan yang Anda ambil berdasarkan angka dan data.',
    ),
  },
  400: {
    intent: 'customer',
    text: t(
      '고객의 관점에서 문제를 해결한 경험을 작성해 주세요.',
      'Describe a problem you solved from the customer’s point of view.',
      'Ceritakan masalah yang Anda selesaikan dari sudut pandang pelanggan.',
    ),
  },
  500: {
    intent: 'ethics',
    text: t(
      '정확성과 책임감이 중요했던 경험을 작성해 주세요.',
      'Describe an experience where accuracy and responsibility mattered most.',
      'Ceritakan pengalaman saat ketelitian dan tanggung jawab sangat penting.',
    ),
  },
  600: {
    intent: 'ethics',
    text: t(
      '공공의 이익을 위해 노력한 경험을 작성해 주세요.',
      'Describe a time you worked for the public good.',
      'Ceritakan pengalaman Anda bekerja untuk kepentingan publik.',
    ),
  },
  700: {
    intent: 'problem',
    text: t(
      '새로운 아이디어로 결과물을 만든 경험을 작성해 주세요.',
      'Describe something you created from a new idea.',
      'Ceritakan karya yang Anda buat dari ide baru.',
    ),
  },
  800: {
    intent: 'ethics',
    text: t(
      '안전과 일정을 함께 지켜 낸 경험을 작성해 주세요.',
      'Describe a time you kept both safety and a schedule.',
      'Ceritakan pengalaman Anda menjaga keselamatan sekaligus jadwal.',
    ),
  },
};

export const QUESTIONS: QuestionRow[] = [
  ...GENERAL.map((q, i) => ({ ...q, id: i + 1, type: 'GENERAL' as const, industryId: null, sortOrder: i })),
  ...MORE_GENERAL.map((q, i) => ({
    ...q,
    type: 'GENERAL' as const,
    industryId: null,
    sortOrder: GENERAL.length + i,
  })),
  ...Object.entries(MAJOR).map(([industry, q], i) => ({
    id: 100 + i + 1,
    type: 'MAJOR' as const,
    intent: q.intent,
    industryId: Number(industry),
    text: q.text,
    sortOrder: 100 + i,
  })),
];
