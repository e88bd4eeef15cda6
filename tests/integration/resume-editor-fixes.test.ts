// Issue 27 items 3 and 12 through the resume editor's action (a browser without JavaScript) and the
// editor's client validation (with JavaScript): an empty skill box does not block Save, and the dates
// of educations, works and episodes say what is wrong — a missing start, or a start after the end.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedReference } from '#db/seed';
import { findProfile } from '~/features/profiles/profiles.server';
import { validateResume } from '~/features/profiles/validation';
import { db } from '~/lib/db.server';
import { action as editorAction } from '~/routes/($domain)._member.profile.information';
import { member } from './letters-helpers';
import { outcome, routeContext } from './route-calls';
import { withTestDatabase } from './test-database';

withTestDatabase();
beforeAll(async () => {
  await seedReference(db());
});

const base: [string, string][] = [
  ['name', 'Resume'],
  ['person.country', 'KR'],
  ['person.region', 'Seoul'],
  ['person.address', 'Mapo-gu 1'],
  ['person.birthYear', '1998'],
  ['person.birthMonth', '5'],
  ['educations[0].gradLevel', 'university'],
  ['educations[0].school', 'Hanbit University'],
];
const body = (extra: [string, string][]) => new URLSearchParams([...base, ...extra]);
const post = (userId: number, extra: [string, string][]) =>
  outcome(
    editorAction({
      request: new Request('http://localhost/main/profile/information', {
        method: 'POST',
        body: body(extra),
        headers: { 'accept-language': 'ko' },
      }),
      context: routeContext({ id: userId }),
      params: {},
    }),
  );
const savedId = (value: unknown) => Number((value as Response).headers.get('location')?.split('id=')[1]);
const errorsOf = (value: unknown) => (value as { error?: Record<string, string[] | null> }).error ?? {};
const ko = JSON.parse(fs.readFileSync(path.resolve('app/locales/ko/profiles.json'), 'utf8')) as {
  validation: Record<string, string>;
};
/** What the editor's client validation says (JavaScript on), before anything is posted. */
function clientCheck(extra: [string, string][]) {
  const form = new FormData();
  for (const [k, v] of body(extra)) form.append(k, v);
  return validateResume({ formData: form });
}

describe('an empty skill box (+ 기술 추가, left empty)', () => {
  const skills: [string, string][] = [
    ['skills[0]', 'SQL'],
    ['skills[1]', ''],
    ['skills[2]', '   '],
    ['skills[3]', 'Excel'],
    ['skills[4]', 'SQL'],
  ];
  it('saves without JavaScript, keeping only the filled skills once each', async () => {
    const owner = await member(0);
    const saved = await post(owner, skills);
    expect(saved.status).toBe(302);
    expect((await findProfile(owner, savedId(saved.value)))?.skills).toEqual(['SQL', 'Excel']);
  });
  it('passes the client validation, so Save and Next go through with JavaScript', () => {
    const result = clientCheck(skills);
    expect(result.status).toBe('success');
    expect(result.status === 'success' && result.value.skills).toEqual(['SQL', 'Excel']);
    expect(clientCheck([['skills[0]', '']]).status).toBe('success');
  });
  it('still refuses an over-long skill with a message', async () => {
    const owner = await member(0);
    const refused = await post(owner, [['skills[0]', 'x'.repeat(51)]]);
    expect(refused.status).toBe(400);
    expect(errorsOf(refused.value)['skills[0]']).toEqual(['validation.tooLong']);
  });
});

describe('dates in the editor', () => {
  const sections: [string, [string, string][]][] = [
    ['educations[0]', []],
    ['works[0]', [['works[0].company', 'Hanbit']]],
    [
      'episodes[0]',
      [
        ['episodes[0].title', 'Stock count'],
        ['episodes[0].action', 'Recounted the shelves.'],
      ],
    ],
  ];
  it.each(sections)(
    '%s: a missing start with an end has its own message, a start after the end is refused',
    async (at, fields) => {
      const owner = await member(0);
      const noStart = await post(owner, [...fields, [`${at}.end`, '2022.02']]);
      expect(noStart.status).toBe(400);
      expect(errorsOf(noStart.value)[`${at}.start`]).toEqual(['validation.startRequired']);
      const client = clientCheck([...fields, [`${at}.end`, '2022.02']]);
      expect(client.status === 'error' && client.error?.[`${at}.start`]).toEqual([
        'validation.startRequired',
      ]);

      const reversed = await post(owner, [...fields, [`${at}.start`, '2023.03'], [`${at}.end`, '2022.02']]);
      expect(reversed.status).toBe(400);
      expect(errorsOf(reversed.value)[`${at}.start`]).toEqual(['validation.startBeforeEnd']);

      const sameMonth = await post(owner, [...fields, [`${at}.start`, '2022.02'], [`${at}.end`, '2022.02']]);
      expect(sameMonth.status).toBe(302);
      const ordered = await post(owner, [...fields, [`${at}.start`, '2019.03'], [`${at}.end`, '2022.02']]);
      expect(ordered.status).toBe(302);
    },
  );
  it('words the two messages differently in Korean', () => {
    expect(ko.validation.startBeforeEnd).toBe('시작일은 종료일보다 앞서야 합니다.');
    expect(ko.validation.startRequired).not.toBe(ko.validation.startBeforeEnd);
    expect(ko.validation.startRequired).toContain('시작일');
  });
});

describe('long texts are limited as the counter counts them', () => {
  // 3000 on the counter: lines joined by CRLF (as a browser posts a textarea) and a few emoji.
  const line = '재고 동기화 배치를 줄였습니다 😀';
  const atLimit = (extra: number) => {
    const text = Array.from({ length: 150 }, () => line).join('\r\n');
    const counted = [...text.replace(/\r\n/g, '\n')].length; // what the counter shows
    return text + 'x'.repeat(3000 - counted + extra);
  };
  it('takes a text of exactly 3000 counted characters (a line break once, an emoji once) and stores plain line breaks', async () => {
    const owner = await member(0);
    const saved = await post(owner, [
      ['works[0].company', 'Hanbit'],
      ['works[0].achievements', atLimit(0)],
    ]);
    expect(saved.status).toBe(302);
    const stored = (await findProfile(owner, savedId(saved.value)))?.works[0].achievements ?? '';
    expect(stored).not.toContain('\r');
    expect([...stored]).toHaveLength(3000);
  });
  it('refuses one more, with the message by the field', async () => {
    const owner = await member(0);
    const refused = await post(owner, [
      ['works[0].company', 'Hanbit'],
      ['works[0].achievements', atLimit(1)],
    ]);
    expect(refused.status).toBe(400);
    expect(errorsOf(refused.value)['works[0].achievements']).toEqual(['validation.tooLong']);
  });
});
