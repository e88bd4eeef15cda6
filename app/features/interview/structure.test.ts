// Actions and disagreements told without a cue word (issue 40): the member's own part and the other
// side are asked about from the sentence's shape, in ko, en and id. The sentences here are tuning ones.
import { describe, expect, it } from 'vitest';
import { generateQuestions } from './generate';
import { actionAt, conflictAt } from './structure';

describe('a first-person action without a cue word', () => {
  it.each([
    ['ko', '팀원들과 일정을 다시 짰습니다.'],
    ['ko', '고객 문의를 유형별로 묶어 답변 템플릿을 새로 썼습니다.'],
    ['en', 'I rewrote the onboarding flow.'],
    ['en', 'We moved the weekly meeting to Monday.'],
    ['en', 'Organised a reading club for first-year students.'],
    ['id', 'Saya menata ulang jadwal piket gudang.'],
    ['id', 'Kami memindahkan rapat mingguan ke hari Senin.'],
  ] as const)('%s: “%s” is asked as the member’s own part', (lang, sentence) => {
    expect(actionAt(sentence, lang)).not.toBeNull();
    const qs = generateQuestions({ texts: [{ ref: 'answer:1', text: sentence }], fallbackLang: lang });
    const action = qs.find((q) => q.kind === 'action');
    expect(action?.source).toBe(sentence);
    expect(action?.text).toMatch(/본인이 직접|your own part|bagian Anda sendiri/);
  });

  it.each([
    ['ko', '매출이 늘었습니다.'],
    ['ko', '저는 그때 많이 긴장했습니다.'],
    ['ko', '점장님이 재고표를 바꾸셨습니다.'],
    ['en', 'I thought it was too slow.'],
    ['en', 'I wanted a job close to home.'],
    ['id', 'Saya ingin belajar lebih banyak.'],
    ['id', 'Ayah saya membuka toko kecil.'],
    ['id', 'Saya merasa senang.'],
  ] as const)('%s: “%s” (a state, a wish, someone else) is not', (lang, sentence) => {
    expect(actionAt(sentence, lang)).toBeNull();
  });
});

describe('another side’s stance without a cue word', () => {
  it.each([
    ['ko', '팀장님은 그 방식을 받아들이지 않으셨습니다.'],
    ['en', 'My manager did not want to change the form.'],
    ['en', 'The shop owner insisted on paper receipts.'],
    ['id', 'Kepala gudang tidak mau mengubah jadwal.'],
  ] as const)('%s: “%s” is asked from the other side’s view', (lang, sentence) => {
    expect(conflictAt(sentence, lang)).not.toBeNull();
    const qs = generateQuestions({ texts: [{ ref: 'answer:1', text: sentence }], fallbackLang: lang });
    expect(qs.find((q) => q.kind === 'conflict')?.text).toMatch(/상대방|the other side|pihak lain/);
  });

  it.each([
    ['ko', '팀원들과 일정을 다시 짰습니다.'],
    ['en', 'It did not work at first.'],
    ['en', 'The data did not match the invoices.'],
    ['id', 'Saya tidak mau menyerah.'],
  ] as const)('%s: “%s” is not', (lang, sentence) => {
    expect(conflictAt(sentence, lang)).toBeNull();
  });
});
