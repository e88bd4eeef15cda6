// Round seventeen (ADR 0039): the round-sixteen set's (fresh13.ts, seen since its blind run) spelling false
// alarms and misses by their general cause, each both ways with made-up examples the set does not hold.
import { describe, expect, it } from 'vitest';
import { englishLoan } from './indonesian-affixes';
import { contextHits } from './spelling-rules';

describe('Indonesian: English loans in Indonesian spelling, round seventeen', () => {
  const words = new Set(['contagious', 'reagent', 'protection', 'ambient', 'selection', 'religious']);
  const correct = (w: string) => words.has(w);
  it('reads ks as ct before i, j as a soft g, -ius as -ious and -en as -ent', () => {
    for (const w of ['kontajius', 'reajen', 'proteksi', 'ambien', 'seleksi', 'relijius'])
      expect(englishLoan(w, correct), w).toBe(true);
  });
  it('not a slip of them, nor any word ending in -en or -ius', () => {
    for (const w of ['kontajus', 'reajan', 'protekis', 'ambiun', 'seleksu', 'kakien', 'relijus'])
      expect(englishLoan(w, correct), w).toBe(false);
  });
});

describe('Korean: verb pairs told by their neighbours and 적 glued, round seventeen', () => {
  const hits = (text: string) => contextHits(text, 'ko').map((h) => [h.found, h.fix] as [string, string]);
  it('corrects each family in words the sets do not hold', () => {
    for (const [text, fix] of [
      ['축제 준비가 한참 진행 중일 때 합류했습니다.', '한창'],
      ['연말 한참 바쁠 때 재고 조사를 맡았습니다.', '한창'],
      ['고등어를 소금에 저려 두었습니다.', '절여'],
      ['배추를 저리고 양념을 버무렸습니다.', '절이'],
      ['결과 발표까지 마음을 조렸습니다.', '졸였'],
      ['가슴 조리며 검수 결과를 기다렸습니다.', '졸이'],
      ['상담 인력을 두 배로 늘였습니다.', '늘렸'],
      ['검수 인원을 세 명 늘여 마감을 맞췄습니다.', '늘려'],
      ['주문이 한참 붐빌 때 포장을 도왔습니다.', '한창'],
      ['점포 수를 늘이는 데 집중했습니다.', '늘리'],
      ['팀원들 마음을 추스려 다시 시작했습니다.', '추슬러'],
      ['시험을 치루고 바로 입사했습니다.', '치르'],
      ['창고 문을 잠궈 두었습니다.', '잠가'],
      ['이런 장비는 다뤄본적이 없습니다.', '다뤄본 적이 '],
      ['그 공장에 가본적 있습니다.', '가본 적 '],
      ['학생일적부터 정리를 좋아했습니다.', '학생일 적'],
    ])
      expect(
        hits(text).some(([, f]) => f.includes(fix)),
        `${text} ${JSON.stringify(hits(text))}`,
      ).toBe(true);
  });
  it('leaves the right word in its own sense', () => {
    for (const text of [
      '한참 동안 기다린 끝에 답을 받았습니다.',
      '한참을 걸어 현장에 도착했습니다.',
      '한참 기다리던 부품이 도착했습니다.',
      '오래 서 있으면 다리가 저려 옵니다.',
      '손끝이 저리는 추위였습니다.',
      '생선을 간장에 조려 반찬을 만들었습니다.',
      '바지 길이를 늘여 수선했습니다.',
      '고무줄을 늘이면 끊어집니다.',
      '공을 치려고 자세를 잡았습니다.',
      '치루 수술 환자를 돌봤습니다.',
      '사고의 흔적이 없었습니다.',
      '인적이 드문 산길이었습니다.',
      '선적이 없는 날에는 창고를 정리합니다.',
      '실적에 따라 성과급을 받았습니다.',
      '다뤄 본 적이 없습니다.',
    ])
      expect(hits(text), text).toEqual([]);
  });
});
