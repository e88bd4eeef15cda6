// Round thirty-three (ADR 0039): a Korean trait in a phrase headed by a person the writer served
// (blind-others-served-ko.ts), both ways, on made-up sentences other than fresh21's and fresh19's.
import { describe, expect, it } from 'vitest';
import { blindFindings } from './blind';

const found = (text: string) => blindFindings(text, 'ko', []).map((f) => [text.slice(...f.range), f.message]);

describe('a Korean trait in a phrase headed by a person served', () => {
  it('leaves a trait in a relative or a reported clause on another person', () => {
    expect(found('결혼 30주년 기념 여행을 예약하러 온 부부에게는 객실을 한 단계 올려 드렸습니다.')).toEqual(
      [],
    );
    expect(found('딸이 성당 주일학교에 다니기 싫어한다던 어머니와는 상담 시간을 따로 잡았습니다.')).toEqual(
      [],
    );
  });
  it("leaves an age or an origin set before another person, and another's kin after a genitive", () => {
    expect(found('30대 엔지니어 출신 강사와 함께 교재를 만들었습니다.')).toEqual([]);
    expect(found('한부모 가정의 필리핀 출신 어머니와는 문자로 일정을 맞췄습니다.')).toEqual([]);
  });
  it("still flags the writer's own", () => {
    expect(found('이혼한 뒤 저를 키워 주신 어머니께는 늘 감사합니다.')).toEqual([
      ['이혼', 'blind.marital'],
      ['어머니', 'blind.family'],
    ]);
    expect(found('결혼을 반대하시던 부모님께 인정받으려 했습니다.')).toEqual([
      ['결혼을', 'blind.marital'],
      ['부모님', 'blind.family'],
    ]);
    // A copula ending the trait's own clause, a genitive before the head, the writer's upbringing after it.
    expect(found('여자 정비사라서 나이 든 남성 고객을 상대할 때 말투를 신경 썼습니다.')).toEqual([
      ['여자 정비사라서', 'blind.gender'],
    ]);
    expect(found('아버지가 하시던 세탁소의 손님들을 보며 자랐습니다.')).toEqual([['아버지', 'blind.family']]);
    expect(found('베트남 출신 어머니와는 베트남어로 이야기하며 자랐습니다.')).toEqual([
      ['베트남 출신', 'blind.hometown'],
      ['어머니', 'blind.family'],
    ]);
  });
});
