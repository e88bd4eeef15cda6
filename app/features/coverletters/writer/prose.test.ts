import { describe, expect, it } from 'vitest';
import { enSentence, koAdnominal, koSentence } from './prose';

describe('koSentence: resume bullets as 합니다체', () => {
  it('turns a noun + verbal noun into a verb with the object’s particle, before a figure', () => {
    expect(koSentence('평균 응답 시간 18% 개선')).toBe('평균 응답 시간을 18% 개선했습니다.');
    expect(koSentence('출고 지시서 출력 모듈 개선')).toBe('출고 지시서 출력 모듈을 개선했습니다.');
    expect(koSentence('정산 대사 자동화')).toBe('정산 대사를 자동화했습니다.');
    expect(koSentence('- 사내 ERP 구축')).toBe('사내 ERP를 구축했습니다.');
    expect(koSentence('배송 API 설계 및 구현')).toBe('배송 API를 설계하고 구현했습니다.');
    expect(koSentence('불량률 30% 감소')).toBe('불량률이 30% 감소했습니다.');
    expect(koSentence('신규 서비스 출시 참여')).toBe('신규 서비스 출시에 참여했습니다.');
    expect(koSentence('한글(HWP) 문서 관리')).toBe('한글(HWP) 문서를 관리했습니다.');
  });

  it('keeps whole sentences and finishes 함/음/임/됨 endings', () => {
    expect(koSentence('배포 시간을 단축했습니다')).toBe('배포 시간을 단축했습니다.');
    expect(koSentence('재고 리포트 작성함')).toBe('재고 리포트 작성했습니다.');
    expect(koSentence('우수 사원으로 선정됨')).toBe('우수 사원으로 선정되었습니다.');
  });
});

describe('koAdnominal: a sentence as the clause before a noun', () => {
  it.each([
    ['응답 시간을 18% 개선했습니다.', '응답 시간을 18% 개선한'],
    ['리뷰 대기 시간을 절반으로 줄였습니다.', '리뷰 대기 시간을 절반으로 줄인'],
    ['온보딩 문서를 만들었습니다.', '온보딩 문서를 만든'],
    ['마감 시간을 2시간 앞당겼습니다.', '마감 시간을 2시간 앞당긴'],
    ['피크 시간의 장애를 없앴습니다.', '피크 시간의 장애를 없앤'],
    ['배포 방식을 바꿨습니다.', '배포 방식을 바꾼'],
    ['상을 받았습니다.', '상을 받은'],
    ['규칙 변경이 멈춰 있었습니다.', '규칙 변경이 멈춰 있던'],
    ['팀을 이끌었습니다.', '팀을 이끈'],
  ])('%s → %s', (sentence, clause) => expect(koAdnominal(sentence)).toBe(clause));

  it('says null for an ending it does not know', () => {
    expect(koAdnominal('Kafka를 도입함')).toBeNull();
  });
});

describe('enSentence: a subject for every line', () => {
  it('puts I before a past-tense verb and keeps an abbreviation’s single period', () => {
    expect(enSentence('Reduced churn by 20%')).toBe('I reduced churn by 20%.');
    expect(enSentence('Led a team of 4 at Acme Co.')).toBe('I led a team of 4 at Acme Co.');
    expect(enSentence('Responsible for payroll')).toBe('I was responsible for payroll.');
    expect(enSentence('A sync engine for offline notes.', 'Notely')).toBe(
      'Notely was a sync engine for offline notes.',
    );
    expect(enSentence('Redesign of the checkout')).toBe('I worked on the redesign of the checkout.');
  });
});
