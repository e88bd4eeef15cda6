import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies } from '#db/schema';
import { importCompanies, importFile, readRows, validateRows } from '#db/import';
import { db } from '~/lib/db.server';
import { withTestDatabase } from './test-database';

withTestDatabase();

const HEADER =
  'name,country,classification,sectors,address,homepage,cultureTags,recruitCount,aggressive,initiative,responsible,individual,communication,horizontal,salary,welfare,group,startup,global,government';
const row = (name: string, extra = '') =>
  `"${name}",KR,STARTUP,100|700,"서울 마포구 1, 2층",https://a.example,flat|remote,3,7,8,5,6,7,8,5,4,2,9,4,1${extra}`;

describe('company import', () => {
  it('reports every bad row with its line and loads nothing from such a file', async () => {
    const csv = [
      HEADER,
      row('좋은회사'),
      '"Bad, Inc",XX,STARTUP,100,addr,,flat,1,1,1,1,1,1,1,1,1,1,1,1,1',
      row('높은점수').replace(',7,8,5', ',11,8,5'),
    ].join('\n');
    const { good, problems } = validateRows(readRows('c.csv', csv));
    expect(good).toHaveLength(1);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^line 3: country/);
    expect(problems[1]).toMatch(/^line 4: aggressive/);
  });

  it('loads a good CSV, quoted commas included, and updates by name and country on a second load', async () => {
    const first = validateRows(readRows('c.csv', [HEADER, row('이음랩')].join('\r\n')));
    expect(first.problems).toEqual([]);
    await importCompanies(db(), first.good);
    const again = validateRows(
      readRows('c.csv', [HEADER, row('이음랩').replace(',3,7,', ',9,7,')].join('\n')),
    );
    await importCompanies(db(), again.good);
    const rows = await db().select().from(companies).where(eq(companies.name, '이음랩'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      address: '서울 마포구 1, 2층',
      recruitCount: 9,
      sectors: [100, 700],
      cultureTags: ['flat', 'remote'],
    });
  });

  it('refuses a file with a stray quote, naming its line, instead of swallowing the rest into one field', async () => {
    const csv = [
      HEADER,
      row('앞회사'),
      `ab"c,KR,STARTUP,100,Seoul,,flat,1,1,1,1,1,1,1,1,1,1,1,1,1`,
      row('뒤회사'),
    ].join('\n');
    const { loaded, problems } = await importFile('companies', 'c.csv', csv, async () => db());
    expect(loaded).toBe(0);
    expect(problems).toEqual([expect.stringMatching(/^line 3: a quote inside an unquoted field/)]);
    expect(await db().select().from(companies).where(eq(companies.name, '앞회사'))).toEqual([]);
    const unclosed = await importFile(
      'companies',
      'c.csv',
      [HEADER, row('앞회사'), `"열린,KR`, row('뒤회사')].join('\n'),
      async () => db(),
    );
    expect(unclosed.problems).toEqual([expect.stringMatching(/^line 3: .*quote.*runs on to line 4/)]);
  });

  it('names every row with extra or missing fields, and refuses an unknown column', async () => {
    const csv = [HEADER, row('하나', ',extra'), row('둘'), row('셋').replace(/,1$/, ''), row('넷')].join(
      '\n',
    );
    const { loaded, problems } = await importFile('companies', 'c.csv', csv, async () => db());
    expect(loaded).toBe(0);
    expect(problems).toEqual([
      'line 2: 21 fields where the header has 20',
      'line 4: 19 fields where the header has 20',
    ]);
    const unknown = await importFile(
      'companies',
      'c.csv',
      [`${HEADER},ceo`, row('다섯', ',김')].join('\n'),
      async () => db(),
    );
    expect(unknown.problems).toEqual([expect.stringMatching(/^line 1: unknown column "ceo"/)]);
    expect(await db().select().from(companies).where(eq(companies.name, '둘'))).toEqual([]);
  });

  it('keeps an English name when the file has one (nameEn), and none when it has not', async () => {
    const header = HEADER.replace('name,', 'name,nameEn,');
    const withName = (name: string, english: string) =>
      row(name).replace(`"${name}",`, `"${name}","${english}",`);
    const { good, problems } = validateRows(
      readRows('c.csv', [header, withName('하늘랩스', 'Haneul Labs'), withName('다온물산', '')].join('\n')),
    );
    expect(problems).toEqual([]);
    await importCompanies(db(), good);
    const [labs] = await db().select().from(companies).where(eq(companies.name, '하늘랩스'));
    const [daon] = await db().select().from(companies).where(eq(companies.name, '다온물산'));
    expect(labs.nameEn).toBe('Haneul Labs');
    expect(daon.nameEn).toBeNull();
  });

  it('reads JSON arrays too', () => {
    const json = JSON.stringify([
      {
        name: 'PT Uji',
        country: 'ID',
        classification: 'GLOBAL',
        sectors: [100],
        address: 'Jakarta',
        cultureTags: ['global'],
        aggressive: 5,
        initiative: 5,
        responsible: 5,
        individual: 5,
        communication: 5,
        horizontal: 5,
        salary: 5,
        welfare: 5,
        group: 5,
        startup: 5,
        global: 5,
        government: 5,
      },
    ]);
    expect(validateRows(readRows('c.json', json)).problems).toEqual([]);
  });
});
