import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { companies, recruits } from '#db/schema';
import { importFile, readRows } from '#db/import';
import { importPostings, validatePostingRows, withScheme } from '#db/import-postings';
import { seedReference } from '#db/seed';
import { db } from '~/lib/db.server';
import { withTestDatabase } from './test-database';

withTestDatabase();

const HEADER = 'companyName,companyCountry,title,infoUrl,closeDate,location,jobCategoryId';
let kr: { id: number; name: string };
let id: { id: number; name: string };

beforeAll(async () => {
  await seedReference(db());
  const first = async (country: string) =>
    (
      await db()
        .select({ id: companies.id, name: companies.name })
        .from(companies)
        .where(eq(companies.country, country))
        .orderBy(companies.id)
        .limit(1)
    )[0];
  kr = await first('KR');
  id = await first('ID');
});

const postingsOf = (companyId: number, title: string) =>
  db()
    .select()
    .from(recruits)
    .where(and(eq(recruits.companyId, companyId), eq(recruits.title, title)));
const total = async () =>
  (
    await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(recruits)
  )[0].n;
const open = async () => db();

describe('posting import', () => {
  it('adds http:// to a web address without a scheme and refuses one that is not a web address', () => {
    expect(withScheme(' careers.example.com/jobs/1 ')).toBe('http://careers.example.com/jobs/1');
    expect(withScheme('//careers.example.com')).toBe('http://careers.example.com');
    expect(withScheme('https://careers.example.com')).toBe('https://careers.example.com');
    expect(withScheme('')).toBeUndefined();
  });

  it('loads a good CSV, resolves location names in any language, and upserts by company and title', async () => {
    const csv = [
      HEADER,
      `${kr.name},KR,"백엔드 개발자, 경력 채용",careers.hanbit.example/42,2027-03-31,서울,101`,
      `${kr.name},KR,QA 엔지니어 채용,https://jobs.example.com/qa,2027-04-01, busan ,105`,
      `"${id.name}",ID,Lowongan Staf Pemasaran,,2027-05-15,Jakarta,403`,
      `"${id.name}",ID,Sales Officer,www.example.co.id/karir,2028-02-29,104,401`,
    ].join('\r\n');
    const before = await total();
    const result = await importFile('postings', 'p.csv', csv, open);
    expect(result).toEqual({ loaded: 4, problems: [] });
    expect(await total()).toBe(before + 4);

    const [backend] = await postingsOf(kr.id, '백엔드 개발자, 경력 채용');
    expect(backend).toMatchObject({
      country: 'KR',
      infoUrl: 'http://careers.hanbit.example/42',
      closeDate: '2027-03-31',
      locationId: 1,
      jobCategoryId: 101,
    });
    expect((await postingsOf(kr.id, 'QA 엔지니어 채용'))[0]).toMatchObject({ locationId: 4 });
    expect((await postingsOf(id.id, 'Lowongan Staf Pemasaran'))[0]).toMatchObject({
      country: 'ID',
      infoUrl: null,
      locationId: 101,
    });
    expect((await postingsOf(id.id, 'Sales Officer'))[0]).toMatchObject({
      infoUrl: 'http://www.example.co.id/karir',
      locationId: 104,
    });

    // Same company and title again: updated in place, nothing added.
    const again = [HEADER, `${kr.name},KR,"백엔드 개발자, 경력 채용",,2027-06-30,경기,102`].join('\n');
    expect(await importFile('postings', 'p.csv', again, open)).toEqual({ loaded: 1, problems: [] });
    expect(await total()).toBe(before + 4);
    expect(await postingsOf(kr.id, '백엔드 개발자, 경력 채용')).toMatchObject([
      { infoUrl: null, closeDate: '2027-06-30', locationId: 2, jobCategoryId: 102 },
    ]);
  });

  it('reads JSON arrays with numeric ids', async () => {
    const json = JSON.stringify([
      {
        companyName: id.name,
        companyCountry: 'ID',
        title: 'Data Analyst',
        infoUrl: 'https://karir.example.id/1',
        closeDate: '2027-01-31',
        location: 108,
        jobCategoryId: 103,
      },
    ]);
    const { good, problems } = await validatePostingRows(db(), readRows('p.json', json));
    expect(problems).toEqual([]);
    await importPostings(db(), good);
    expect(await postingsOf(id.id, 'Data Analyst')).toMatchObject([{ locationId: 108, jobCategoryId: 103 }]);
  });

  it('loads nothing from a file with bad rows and names each bad line', async () => {
    const csv = [
      HEADER,
      `${kr.name},KR,좋은 공고,https://a.example/1,2027-03-01,서울,101`,
      `없는회사,KR,공고,https://a.example/2,2027-03-01,서울,101`,
      `${kr.name},KR,날짜가 틀린 공고,,2027-02-30,서울,101`,
      `${kr.name},KR,업종을 고른 공고,,2027-03-01,서울,100`,
      `${kr.name},KR,지역이 없는 공고,,2027-03-01,Jakarta,101`,
      `"${id.name}",ID,Bad link,http://not a url,2027-03-01,Bandung,101`,
      `"${id.name}",ID,Unknown role,,2027-03-01,Bandung,999`,
    ].join('\n');
    const before = await total();
    const { loaded, problems } = await importFile('postings', 'p.csv', csv, open);
    expect(loaded).toBe(0);
    expect(await total()).toBe(before);
    expect(await postingsOf(kr.id, '좋은 공고')).toEqual([]);
    expect(problems).toHaveLength(6);
    expect(problems[0]).toMatch(/^line 3: companyName no company "없는회사" in KR/);
    expect(problems[1]).toMatch(/^line 4: closeDate /);
    expect(problems[2]).toMatch(/^line 5: jobCategoryId 100 is an industry, not a job role/);
    expect(problems[3]).toMatch(/^line 6: location "Jakarta" is not a location id or name in KR/);
    expect(problems[4]).toMatch(/^line 7: infoUrl /);
    expect(problems[5]).toMatch(/^line 8: jobCategoryId 999 is not a job role/);
  });

  it('names every problem of one row, and quoted line breaks keep the line numbers right', async () => {
    const csv = [
      HEADER,
      `${kr.name},KR,"두 줄
제목",,2027-03-01,서울,101`,
      `${id.name},ID,Broken,javascript:alert(1),2027-03-01,Seoul,200`,
    ].join('\n');
    const { problems } = await validatePostingRows(db(), readRows('p.csv', csv));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^line 4: infoUrl /);
    const refs = await validatePostingRows(
      db(),
      readRows('p.csv', [HEADER, `없는회사,ID,Broken,,2027-03-01,Seoul,200`].join('\n')),
    );
    expect(refs.problems[0]).toMatch(
      /^line 2: companyName .*; location .*; jobCategoryId 200 is an industry/,
    );
  });

  it('refuses a file whose stray quote would swallow the following lines, naming the line', async () => {
    const csv = [
      HEADER,
      `${kr.name},KR,정상 공고,,2027-03-01,서울,101`,
      `${kr.name},KR,ab"c,Seoul,2027-03-01,서울,101`,
      `${kr.name},KR,다음 공고,,2027-03-01,서울,101`,
    ].join('\n');
    const before = await total();
    const { loaded, problems } = await importFile('postings', 'p.csv', csv, open);
    expect(loaded).toBe(0);
    expect(problems).toEqual([expect.stringMatching(/^line 3: a quote inside an unquoted field/)]);
    expect(await total()).toBe(before);
  });

  it('names rows with extra or missing fields (after a quoted line break too)', async () => {
    const csv = [
      HEADER,
      `${kr.name},KR,"두 줄
제목",,2027-03-01,서울,101`,
      `${kr.name},KR,남는 칸,,2027-03-01,서울,101,extra`,
      `${kr.name},KR,모자란 칸,,2027-03-01,서울`,
    ].join('\n');
    const { loaded, problems } = await importFile('postings', 'p.csv', csv, open);
    expect(loaded).toBe(0);
    expect(problems).toEqual([
      'line 4: 8 fields where the header has 7',
      'line 5: 6 fields where the header has 7',
    ]);
    expect(await postingsOf(kr.id, '두 줄\n제목')).toEqual([]);
  });
});
