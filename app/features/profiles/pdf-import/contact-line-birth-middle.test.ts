import { describe, expect, it } from 'vitest';
import { parseResumeText } from './parse';

const person = (lines: string[]) =>
  parseResumeText([...lines, '', '경력', '2020.03 ~ 현재\t(주)한빛'].join('\n')).sections.person;

describe('a full date among the pieces of the contact line', () => {
  it('is the birth date wherever it sits (not only first or last)', () => {
    expect(
      person([
        '오다은',
        '010-3030-4040 · daeun.oh@example.com · 1995.07.21 · 부산광역시 해운대구 센텀중앙로 97',
      ]),
    ).toMatchObject({ birthYear: '1995', birthMonth: '7' });
  });

  it('leaves a month alone, a period and a line without contacts as they were', () => {
    expect(
      person([
        '오다은',
        '010-3030-4040 · 2019.03 · daeun.oh@example.com · 부산광역시 해운대구 센텀중앙로 97',
      ]),
    ).toMatchObject({
      birthYear: '',
    });
    expect(
      person(['오다은', '010-3030-4040 · 2019.03.02 ~ 2020.01.15 · daeun.oh@example.com']),
    ).toMatchObject({
      birthYear: '',
    });
    expect(person(['오다은', '서울 · 1995.07.21 · 마케팅'])).toMatchObject({ birthYear: '' });
  });
});
