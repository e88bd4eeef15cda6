import { describe, expect, it } from 'vitest';
import { parseResumeText } from './parse';

// A builder's header: the contacts in a grid of two columns, an icon before each read as a bullet.
const HEADER = [
  '윤도현',
  '• 010-5539-2716\t• dohyun.yoon@example.com',
  '사용자 경험을 숫자로 검증하는 프로덕트 디자이너\t• 경기도 성남시 분당구 판교역로 166\t1992.11.03',
  '경력',
  '카카오페이\t2021.09 - 재직 중',
  '결제경험디자인팀 선임',
];

describe('a contact grid in the header', () => {
  it('an icon read as a bullet is no part of the address', () => {
    const { person } = parseResumeText(HEADER.join('\n')).sections;
    expect([person.address, person.region]).toEqual(['경기도 성남시 분당구 판교역로 166', '경기도']);
  });

  it('a full date closing a line under the contacts is the birth date', () => {
    const { person } = parseResumeText(HEADER.join('\n')).sections;
    expect([person.birthYear, person.birthMonth]).toEqual(['1992', '11']);
  });

  it('a year and month alone there is not (it may be when anything began)', () => {
    const lines = [...HEADER];
    lines[2] = '사용자 경험을 숫자로 검증하는 프로덕트 디자이너\t2019.03';
    expect(parseResumeText(lines.join('\n')).sections.person.birthYear).toBe('');
  });
});
