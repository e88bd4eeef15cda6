import { describe, expect, it } from 'vitest';
import { blindFindings } from './blind';
import type { CheckLang } from './types';

const found = (text: string, lang: CheckLang) =>
  blindFindings(text, lang, []).map((f) => [text.slice(...f.range), f.message]);

describe('people the writer hires or trains', () => {
  it('leaves them', () => {
    expect(found('저는 물류센터 최초의 여성 직원을 채용했습니다.', 'ko')).toEqual([]);
    expect(found('여성 직원 세 명을 지게차 운전자로 교육했습니다.', 'ko')).toEqual([]);
    expect(found('Saya merekrut perempuan pertama di tim las kami.', 'id')).toEqual([]);
    expect(found('Saya melatih wanita muda dari desa sekitar pabrik.', 'id')).toEqual([]);
  });

  it("still flags the writer's own", () => {
    expect(found('저는 물류센터 최초의 여성 직원이었습니다.', 'ko').map(([, m]) => m)).toContain(
      'blind.gender',
    );
    expect(found('물류센터 최초의 여성 직원으로 입사했습니다.', 'ko').map(([, m]) => m)).toContain(
      'blind.gender',
    );
    expect(found('Saya teknisi perempuan pertama di bengkel ini.', 'id').map(([, m]) => m)).toContain(
      'blind.gender',
    );
  });
});
