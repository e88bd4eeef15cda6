import { describe, expect, it } from 'vitest';
import { blindFindings } from './blind';
import type { CheckLang } from './types';

const found = (text: string, lang: CheckLang) =>
  blindFindings(text, lang, []).map((f) => [text.slice(...f.range), f.message]);

describe('a school-leaving exam dated by an event (blind-dated-by-event.ts)', () => {
  it('flags the writer sitting it a year an event dates', () => {
    expect(
      found('I took my A-levels the summer the Queen died, and I still study every week.', 'en'),
    ).toEqual([['I took my A-levels the summer the Queen died', 'blind.age']]);
    expect(found('I sat my Highers the year of the Commonwealth Games in Glasgow.', 'en')).toEqual([
      ['I sat my Highers the year of the Commonwealth Games', 'blind.age'],
    ]);
    expect(found('저는 한일 월드컵 이듬해에 수능을 본 세대입니다.', 'ko')).toEqual([
      ['이듬해에 수능을 본', 'blind.age'],
    ]);
  });

  it("leaves other tests and others' exams", () => {
    expect(found('I sat my driving test the year the plant opened.', 'en')).toEqual([]);
    expect(found('Our pupils sit their GCSEs the year after the merger.', 'en')).toEqual([]);
  });
});
