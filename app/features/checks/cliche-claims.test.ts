// Round twenty-six (ADR 0039): the second list set's families (cliche-claims.ts, opening-commonplaces.ts),
// both ways on made-up sentences other than the set's: a variant is found, and a case told with the same
// words is left alone.
import { describe, expect, it } from 'vitest';
import { clicheFindings, openingFinding } from './cliches';

const found = (text: string, lang: 'ko' | 'en' | 'id') => clicheFindings(text, lang).length > 0;

describe('round twenty-six: skills claimed, promises of the best, the fit and paired virtues', () => {
  it('finds a variant of each family', () => {
    for (const s of [
      '동아리 회장을 맡으며 협동심을 키웠습니다.',
      '낯선 환경에 금세 적응하는 편입니다.',
      '업계 최고의 마케터로 거듭나겠습니다.',
    ])
      expect(found(s, 'ko'), s).toBe(true);
    for (const s of [
      'I have outstanding organisational skills.',
      'I will surpass every expectation.',
      'Feel free, and don’t hesitate to reach out to me.'.replace('’', "'"),
    ])
      expect(found(s, 'en'), s).toBe(true);
    for (const s of [
      'Saya memiliki kemampuan manajerial yang kuat.',
      'Saya menaati semua tata tertib kantor.',
      'Saya menguasai bahasa Mandarin aktif maupun pasif.',
    ])
      expect(found(s, 'id'), s).toBe(true);
  });
  it('leaves a case told with the same words', () => {
    for (const s of [
      '새 환경 설정 파일을 만들어 배포 시간을 줄였습니다.',
      '최고 기온 35도에서도 냉장 차량 온도를 지켰습니다.',
    ])
      expect(found(s, 'ko'), s).toBe(false);
    for (const s of [
      'I organised a skills matrix for 30 pickers.',
      'Our listeners rose to 4,000 a week after I moved the show.',
    ])
      expect(found(s, 'en'), s).toBe(false);
    for (const s of [
      'Saya menyusun tata tertib gudang baru bersama kepala shift.',
      'Tugas saya mencatat 300 surat jalan per hari.',
    ])
      expect(found(s, 'id'), s).toBe(false);
  });
});

describe('round twenty-six: commonplace first sentences', () => {
  const empty = (text: string, question: string) => openingFinding(text, question) !== null;
  it('finds the age, a kind of person, gladness to apply, and what is usual', () => {
    expect(empty('바야흐로 인공지능의 시대입니다. 저도 공부합니다.', '지원 동기를 쓰시오.')).toBe(true);
    expect(empty('노력하는 사람은 배신당하지 않습니다. 저는 노력합니다.', '입사 후 포부를 쓰시오.')).toBe(
      true,
    );
    expect(empty('When I was young, I loved trains. I still do.', 'Why do you want to join us?')).toBe(true);
    expect(empty('Nobody wants to make mistakes. I am the same.', 'Describe a failure.')).toBe(true);
    expect(empty('Kesalahan adalah hal yang wajar. Semua orang pernah.', 'Ceritakan kegagalan Anda.')).toBe(
      true,
    );
  });
  it('leaves an answer that starts with the same words', () => {
    expect(
      empty(
        '재고를 맡는 사람은 저 혼자여서 매일 밤 실사를 했고, 그 실수가 제 실패였습니다.',
        '실패 경험을 쓰시오.',
      ),
    ).toBe(false);
    expect(
      empty(
        'When I was young I sorted parcels at my uncle’s depot, and I want to join you because your depots run the same way.',
        'Why do you want to join us?',
      ),
    ).toBe(false);
    expect(
      empty(
        'Saya gagal karena menganggap retur adalah hal kecil dan tidak mencatatnya.',
        'Ceritakan kegagalan Anda.',
      ),
    ).toBe(false);
  });
});
