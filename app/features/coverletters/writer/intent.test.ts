import { describe, expect, it } from 'vitest';
import { QUESTIONS } from '#db/seed/data/questions';
import { asksWeakness, recognizeIntent, type LetterIntent } from './intent';

// Each intent in Korean, English and Indonesian wordings, as companies and the bank ask them.
const WORDINGS: Record<LetterIntent, string[]> = {
  motivation: [
    '이 직무에 지원한 동기를 구체적으로 작성해 주세요.',
    '당사에 지원하게 된 이유를 기술하시오.',
    'Why are you applying for this position?',
    'Mengapa Anda melamar posisi ini?',
    'Why do you want to join our logistics team, and what will you do in your first year?',
    '우리 팀에 지원한 이유를 작성해 주세요.',
    'Mengapa Anda ingin bergabung dengan tim kami?',
  ],
  growth: [
    '본인의 성장 과정을 작성해 주세요.',
    'Describe how you have grown.',
    'Ceritakan proses perkembangan diri Anda.',
  ],
  strengths: [
    '본인의 장점과 단점을 기술하시오.',
    'What are your strengths and weaknesses?',
    'Apa kelebihan dan kekurangan Anda?',
  ],
  goals: [
    '입사 후 포부를 작성해 주세요.',
    'What goals do you want to reach in your first five years?',
    'Tujuan apa yang ingin Anda capai dalam lima tahun?',
  ],
  failure: [
    '실패를 경험하고 극복한 사례를 작성해 주세요.',
    '살면서 가장 힘들었던 순간과 이를 이겨 낸 방법은?',
    'Tell us about a time you failed.',
    'Describe a setback and how you dealt with it.',
    'Ceritakan pengalaman kegagalan Anda.',
  ],
  teamwork: [
    '팀 내 갈등을 해결한 경험을 작성해 주세요.',
    '협업을 통해 성과를 낸 경험은?',
    'Tell us about a time you worked with others toward a shared goal.',
    'Describe how you worked together with people from other departments to reach a common goal.',
    'Ceritakan saat Anda bekerja bersama orang lain untuk mencapai tujuan bersama.',
    'Describe a conflict with a colleague and how you resolved it.',
    'Ceritakan pengalaman bekerja sama dalam tim.',
  ],
  problem: [
    '개발 프로젝트에서 기술적 문제를 해결한 경험을 작성해 주세요.',
    '새로운 아이디어로 결과물을 만든 경험을 작성해 주세요.',
    'Describe a technical problem you solved.',
    'Ceritakan masalah teknis yang Anda selesaikan.',
  ],
  data: [
    '숫자와 데이터를 근거로 판단한 경험을 작성해 주세요.',
    'Describe a decision you made based on data.',
    'Ceritakan keputusan yang Anda ambil berdasarkan angka dan data.',
  ],
  leadership: [
    '리더십을 발휘해 팀을 이끈 경험을 작성해 주세요.',
    'Describe a time you showed leadership.',
    'Ceritakan pengalaman Anda memimpin sebuah tim.',
  ],
  customer: [
    '고객의 관점에서 문제를 해결한 경험을 작성해 주세요.',
    'Describe a problem you solved from the customer’s point of view.',
    'Ceritakan masalah yang Anda selesaikan dari sudut pandang pelanggan.',
  ],
  ethics: [
    '안전과 일정을 함께 지켜 낸 경험을 작성해 주세요.',
    '윤리적 판단이 필요했던 상황과 대처를 작성해 주세요.',
    'Describe a situation that tested your integrity.',
    'Ceritakan pengalaman saat ketelitian dan tanggung jawab sangat penting.',
  ],
  competency: [
    '지원 직무와 관련된 역량을 작성해 주세요.',
    'What skills make you right for this role?',
    'Kompetensi apa yang membuat Anda cocok untuk posisi ini?',
  ],
};

describe('recognizeIntent', () => {
  for (const [intent, texts] of Object.entries(WORDINGS))
    it(`reads ${intent} from its Korean, English and Indonesian wordings`, () => {
      for (const text of texts) expect(recognizeIntent(text, 'strengths'), text).toBe(intent);
    });

  it('reads the text, not the tag: every bank question in every language', () => {
    const expected: Record<number, LetterIntent> = {
      1: 'motivation',
      2: 'motivation',
      3: 'growth',
      4: 'strengths',
      5: 'goals',
      101: 'problem',
      102: 'problem',
      103: 'data',
      104: 'customer',
      105: 'ethics',
      106: 'ethics',
      107: 'problem',
      108: 'ethics',
      109: 'failure',
      110: 'teamwork',
      111: 'strengths',
      112: 'competency',
      113: 'problem',
      114: 'goals',
      115: 'motivation',
    };
    for (const q of QUESTIONS)
      for (const text of Object.values(q.text))
        expect(recognizeIntent(text, q.intent), text).toBe(expected[q.id]);
  });

  it('falls back to the tag only when the text says nothing it knows', () => {
    expect(recognizeIntent('자유롭게 작성해 주세요.', 'growth')).toBe('growth');
    expect(recognizeIntent('Tell us anything.', 'company')).toBe('motivation');
    expect(recognizeIntent('Tell us anything.')).toBe('competency');
  });

  it('knows when a strengths question also asks for a weakness', () => {
    expect(asksWeakness('본인의 장점과 단점을 기술하시오.')).toBe(true);
    expect(asksWeakness('What are your strengths?')).toBe(false);
  });
});
