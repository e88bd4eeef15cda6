import { describe, expect, it } from 'vitest';
import { enClauses, enSentence, koAdnominal, koClauses, koSentence } from './prose';
import { splitList } from './text';

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

  it('says a change between figures as Korean does: an arrow, or 에서/로, after the object', () => {
    expect(koSentence('반품 처리 기간 5일 → 2일 단축')).toBe('반품 처리 기간을 5일에서 2일로 단축했습니다.');
    expect(koSentence('재주문율 21%→34% 향상')).toBe('재주문율이 21%에서 34%로 향상했습니다.');
    expect(koSentence('포장 자재비 월 1,800만 원 → 1,100만 원 절감')).toBe(
      '포장 자재비를 월 1,800만 원에서 1,100만 원으로 절감했습니다.',
    );
    expect(koSentence('배송 만족도(5점 척도) 3.9점에서 4.5점으로 개선')).toBe(
      '배송 만족도(5점 척도)를 3.9점에서 4.5점으로 개선했습니다.',
    );
    expect(koSentence('고객사 재계약률 100% 유지')).toBe('고객사 재계약률을 100% 유지했습니다.');
    expect(koSentence('주간 보고 작성 시간 하루에서 반나절로 단축')).toBe(
      '주간 보고 작성 시간을 하루에서 반나절로 단축했습니다.',
    );
    expect(koSentence('거래처 12곳 결제 조건 분기별 점검')).toBe(
      '거래처 12곳 결제 조건을 분기별로 점검했습니다.',
    );
    // How or when, before the verb as Korean says it (not "사전을 파악했습니다").
    expect(koSentence('성수기 수요 사전 파악')).toBe('성수기 수요를 사전에 파악했습니다.');
    expect(koSentence('사전 점검')).toBe('사전에 점검했습니다.');
  });

  it('joins noun phrases listed with commas into one sentence, and states a figure as a result', () => {
    expect(koSentence('입고 검수 기준 재정비, 검수 누락 12건 → 0건 감소')).toBe(
      '입고 검수 기준을 재정비하고, 검수 누락이 12건에서 0건으로 감소했습니다.',
    );
    expect(koSentence('시즌 전환 기간 중 품절 0건')).toBe('시즌 전환 기간 중 품절은 0건이었습니다.');
    expect(koSentence('재고 실사 일정 수립, 실사 기간 중 출고 지연 0건')).toBe(
      '재고 실사 일정을 수립하고, 실사 기간 중 출고 지연은 0건이었습니다.',
    );
    // A list of names is not a list of things done: told as one phrase, the names its object.
    expect(koSentence('Excel, SQL, Tableau 활용')).toBe('Excel, SQL, Tableau를 활용했습니다.');
    expect(koSentence('협력사 납기 조율 및 발주')).toBe('협력사 납기를 조율하고 발주했습니다.');
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

describe('koClauses: the parts of a sentence a 소제목 can stand on', () => {
  it('takes the first of two past clauses, the main clause after a connective, and the whole', () => {
    expect(
      koClauses('3시간 만에 배차를 정상화했고, 그 뒤 1년 동안 같은 원인의 장애는 한 번도 없었습니다.'),
    ).toEqual([
      '3시간 만에 배차를 정상화했습니다.',
      '3시간 만에 배차를 정상화했고, 그 뒤 1년 동안 같은 원인의 장애는 한 번도 없었습니다.',
    ]);
    expect(
      koClauses(
        '결제 승인 API를 Kotlin과 Spring Boot로 다시 작성하여 평균 응답 시간을 320ms에서 110ms로 줄였습니다.',
      )[0],
    ).toBe('평균 응답 시간을 320ms에서 110ms로 줄였습니다.');
  });

  it('does not cut at a noun that ends like a connective (재고, 그해, 위해)', () => {
    expect(koClauses('재고 동기화 배치를 바꿔 재고 불일치 문의를 줄였습니다.')).toEqual([
      '재고 동기화 배치를 바꿔 재고 불일치 문의를 줄였습니다.',
    ]);
    const clauses = koClauses('첫 배포가 빨라졌고, 그해 입사한 4명이 모두 수습을 통과했습니다.');
    expect(clauses).toContain('첫 배포가 빨라졌습니다.');
    expect(clauses).not.toContain('입사한 4명이 모두 수습을 통과했습니다.');
  });

  it('turns 줄었/늘었 into 줄어든/늘어난 before a noun', () => {
    expect(koAdnominal('불만이 70% 줄었습니다.')).toBe('불만이 70% 줄어든');
    expect(koAdnominal('재방문이 2배로 늘었습니다.')).toBe('재방문이 2배로 늘어난');
    expect(koAdnominal('점수가 12점 올랐습니다.')).toBe('점수가 12점 오른');
    expect(koAdnominal('문의가 다른 팀으로 흘렀습니다.')).toBe('문의가 다른 팀으로 흐른');
    expect(koAdnominal('세 가지 안 중 하나를 골랐습니다.')).toBe('세 가지 안 중 하나를 고른');
  });
});

describe('enClauses: the first clauses of an English sentence that stand alone', () => {
  it('cuts before the way it was done, a consequence, or the next verb, keeping the figure first', () => {
    expect(
      enClauses(
        'I cut the order API response time by 40% by rewriting its slowest queries and adding a cache.',
      ),
    ).toEqual(['I cut the order API response time by 40%.']);
    expect(
      enClauses(
        'I automated payment error alerts, bringing incident response from 30 minutes down to 10 minutes.',
      ),
    ).toEqual(['I automated payment error alerts.']);
    expect(
      enClauses(
        'I stopped the test after nine days, told the pricing team what went wrong, and rebuilt the assignment.',
      ),
    ).toEqual([
      'I stopped the test after nine days.',
      'I stopped the test after nine days, told the pricing team what went wrong.',
    ]);
  });
  it('gives nothing for one clause, a quotation, or a head of fewer than four words', () => {
    expect(enClauses('I built the weekly retention dashboard used by 40 managers.')).toEqual([]);
    expect(enClauses('“Menyusun rekonsiliasi bank harian, untuk 48 toko.”')).toEqual([]);
    expect(enClauses('I led it, and the team grew to 12 people.')).toEqual([]);
  });
});

describe('splitList', () => {
  it('splits a list of tools at its commas, not those inside brackets', () => {
    expect(splitList('SQL, Python(pandas, statsmodels)、 Tableau')).toEqual([
      'SQL',
      'Python(pandas, statsmodels)',
      'Tableau',
    ]);
    expect(splitList(' , ')).toEqual([]);
  });
});
