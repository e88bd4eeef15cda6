// Round twenty-seven (ADR 0039): clichés and empty openings by shape (cliche-shapes.ts, opening-meta.ts),
// both ways on made-up sentences other than the sets': the shape is found, and a sentence with the same
// words and something concrete (a figure, a name, a past act) is left alone.
import { describe, expect, it } from 'vitest';
import { clicheFindings, openingFinding } from './cliches';

const found = (text: string, lang: 'ko' | 'en' | 'id') => clicheFindings(text, lang).length > 0;

describe('round twenty-seven: a virtue, a maxim or a promise with nothing concrete', () => {
  it('finds the shape', () => {
    for (const s of [
      '뚝심 있는 책임감을 갖춘 저는 어떤 일도 미루지 않습니다.',
      '저의 가장 큰 장점은 끈기입니다.',
      '시련은 곧 성장입니다.',
      '모든 환자는 존중받을 권리가 있다고 믿습니다.',
      '언제나 배우는 직원이 되겠습니다.',
    ])
      expect(found(s, 'ko'), s).toBe(true);
    for (const s of [
      'I am a reliable and proactive team player.',
      'My greatest strength is my determination.',
      'Armed with a can-do attitude, I never give up.',
      'Each patient deserves dignity and respect.',
      'Setbacks are simply lessons in disguise.',
      'I will always strive to be better.',
    ])
      expect(found(s, 'en'), s).toBe(true);
    for (const s of [
      'Saya memiliki etos kerja yang tinggi.',
      'Berbekal semangat, saya siap menghadapi apa pun.',
      'Kritik adalah guru terbaik.',
      'Setiap penumpang berhak mendapat pelayanan ramah.',
      'Saya siap memberikan yang terbaik.',
    ])
      expect(found(s, 'id'), s).toBe(true);
  });
  it('leaves the same words with a figure, a name or a past act', () => {
    for (const s of [
      '책임감을 갖춘 후배 3명에게 검수 업무를 넘겼습니다.',
      '끈기가 필요했던 교정 작업을 6주 만에 마쳤습니다.',
      '시련은 곧 끝났고, 두 번째 시제품이 통과했습니다.',
      '모든 환자는 접수 순서대로 진료받았습니다.',
    ])
      expect(found(s, 'ko'), s).toBe(false);
    for (const s of [
      'I am a reliable driver with 12 years without a claim.',
      'Each patient deserves a bed within 4 hours, so I rebuilt the porter rota.',
      'Setbacks are logged in Jira by the night team.',
      'I will strive to cut returns by 15% in my first year.',
    ])
      expect(found(s, 'en'), s).toBe(false);
    for (const s of [
      'Saya memiliki semangat yang sama dengan tim Bandung saat proyek 2023.',
      'Kritik adalah masukan yang saya catat di formulir 12 butir.',
      'Setiap penumpang berhak atas bagasi 20 kg.',
      'Saya akan berkontribusi penuh pada audit 2025 di cabang Medan.',
    ])
      expect(found(s, 'id'), s).toBe(false);
  });
});

describe('round twenty-seven: an opening about answering, feelings on writing, or the company\u2019s fame', () => {
  const q = {
    ko: '협업 경험을 기술해 주십시오.',
    en: 'Tell us about working in a team.',
    id: 'Ceritakan pengalaman kerja tim Anda.',
  };
  const opens = (text: string, lang: 'ko' | 'en' | 'id') => openingFinding(text, q[lang]) !== null;
  it('finds the shape', () => {
    for (const s of [
      '이 질문에 대한 답을 쓰며 지난 시간을 돌아보게 되었습니다. 물류팀에서 일했습니다.',
      '제 경험을 차근차근 풀어 보겠습니다. 물류팀에서 일했습니다.',
      '설레는 마음으로 이 글을 씁니다. 물류팀에서 일했습니다.',
    ])
      expect(opens(s, 'ko'), s).toBe(true);
    for (const s of [
      'What follows is my honest response. I worked in a warehouse team.',
      'This question made me pause and think about teams. I worked in a warehouse.',
      'Everyone knows your name in this town. I worked in a warehouse.',
    ])
      expect(opens(s, 'en'), s).toBe(true);
    for (const s of [
      'Inilah jawaban saya tentang kerja tim. Saya bekerja di gudang.',
      'Ketika pertama membaca pertanyaan ini, saya teringat masa lalu. Saya bekerja di gudang.',
      'Siapa yang tidak mengenal perusahaan ini? Saya bekerja di gudang.',
    ])
      expect(opens(s, 'id'), s).toBe(true);
  });
  it('leaves a first sentence on the topic', () => {
    for (const s of [
      '물류팀에서 입고 담당 5명과 함께 일하며 질문이 많은 신입을 맡았습니다.',
      '고객 문의에 답하는 매뉴얼을 팀원 4명과 함께 작성했습니다.',
    ])
      expect(opens(s, 'ko'), s).toBe(false);
    for (const s of [
      'Here is how our six-person team cut picking errors by half.',
      'I answered 40 customer questions a day alongside two colleagues.',
    ])
      expect(opens(s, 'en'), s).toBe(false);
    for (const s of [
      'Berikut cara tim gudang kami yang berisi 6 orang memangkas kesalahan.',
      'Saya menjawab 40 pertanyaan pelanggan per hari bersama dua rekan.',
    ])
      expect(opens(s, 'id'), s).toBe(false);
  });
});
