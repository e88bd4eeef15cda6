// Exporting an application (issue 25 item 7, ADR 0033): the PDF (rendered in the PDF render pool) and
// the Word document carry the company, posting, deadline and status, each question with its limit and
// the chosen answer (the newest selected one, else the newest) with its count by the question's rule in
// the member's language; the Word answer is plain paragraphs, one per line, so it pastes as written.
// Only the owner gets it: another member's id and a bad id answer 404, a visitor goes to login.
import { inflateRawSync } from 'node:zlib';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { eq } from 'drizzle-orm';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, coverLetters } from '#db/schema';
import { seedReference } from '#db/seed';
import { createApplication } from '~/features/applications/applications.server';
import { chosenLetter } from '~/features/applications/export.server';
import { addApplicationQuestion, answerQuestion } from '~/features/applications/questions.server';
import { resetPdfRenderPool } from '~/integrations/pdf/render-pool.server';
import { db } from '~/lib/db.server';
import { companyNameIn } from '~/lib/romanize';
import { loader as docxLoader } from '~/routes/($domain).applications.$id.export[.]docx';
import { loader as pdfLoader } from '~/routes/($domain).applications.$id.export[.]pdf';
import { member, resumeWithTarget } from './letters-helpers';
import { outcome, routeContext } from './route-calls';
import { withTestDatabase } from './test-database';

withTestDatabase();

const COMPANY = '한빛전자';
const Q1 = '지원 동기와 입사 후 포부를 작성해 주세요.';
const Q2 = '가장 큰 실패 경험과 배운 점을 적어 주세요.';
const Q3 = '협업 경험을 적어 주세요.';
// Two paragraphs with a blank line between them: the Word document keeps both line breaks.
const ANSWER_1 =
  '저는 결제 서버의 응답 시간을 40% 줄인 경험으로 한빛전자의 플랫폼 팀에 기여하고 싶습니다.\n\n' +
  '입사 후에는 정산 배치를 다시 설계한 경험을 살려 안정적인 서비스를 만들겠습니다.';
const OLD_2 = '처음에 붙여 넣은 실패 경험 답변입니다.';
const NEW_2 = '나중에 쓴 실패 경험 답변입니다. 마감 전날 장애를 겪고 점검 목록을 만들었습니다.';

let owner: number;
let other: number;
let appId: number;

beforeAll(async () => {
  await seedReference(db());
  owner = await member(0);
  other = await member(0);
  const profileId = await resumeWithTarget(owner);
  const made = await createApplication(owner, {
    companyName: COMPANY,
    deadline: '2027-03-05',
    profileId,
    notes: '',
  });
  if (typeof made === 'string') throw new Error(made);
  appId = made.id;
  const ask = async (text: string, maxLength: number, limitType: 'with-spaces' | 'bytes') => {
    const q = await addApplicationQuestion(owner, appId, { text, maxLength, limitType });
    if (typeof q === 'string') throw new Error(q);
    return q.id;
  };
  const q1 = await ask(Q1, 1500, 'with-spaces');
  const q2 = await ask(Q2, 200, 'bytes');
  await ask(Q3, 500, 'with-spaces');
  const answer = async (questionId: number, content: string) => {
    const a = await answerQuestion(owner, appId, questionId, content);
    if (typeof a === 'string') throw new Error(a);
    return a.id;
  };
  await answer(q1, ANSWER_1);
  // Two answers to the second question: the older one stays selected, the newer one is not.
  const older = await answer(q2, OLD_2);
  const newer = await answer(q2, NEW_2);
  await db()
    .update(coverLetters)
    .set({ createdAt: new Date(Date.now() - 60_000) })
    .where(eq(coverLetters.id, older));
  await db().update(coverLetters).set({ checked: false }).where(eq(coverLetters.id, newer));
}, 60_000);

afterAll(async () => {
  await resetPdfRenderPool().then((pool) => pool.close());
});

const request = (path: string, lang = 'ko') =>
  new Request(`http://localhost${path}`, { headers: { 'accept-language': lang } });

function download(format: 'pdf' | 'docx', userId: number | null, id: string, lang = 'ko') {
  const loader = format === 'pdf' ? pdfLoader : docxLoader;
  return outcome(
    loader({
      request: request(`/main/applications/${id}/export.${format}`, lang),
      params: { id },
      context: routeContext(userId === null ? null : { id: userId }),
    } as unknown as LoaderFunctionArgs),
  );
}

async function pdfText(response: Response): Promise<string> {
  const { text } = await extractText(new Uint8Array(await response.arrayBuffer()), { mergePages: true });
  return text;
}

/** The files of a zip archive (a .docx), read from its central directory. */
function unzip(zip: Buffer): Map<string, Buffer> {
  let end = zip.length - 22;
  while (end >= 0 && zip.readUInt32LE(end) !== 0x06054b50) end--;
  if (end < 0) throw new Error('not a zip');
  const files = new Map<string, Buffer>();
  let at = zip.readUInt32LE(end + 16);
  for (let i = 0; i < zip.readUInt16LE(end + 10); i++) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error('bad central directory');
    const method = zip.readUInt16LE(at + 10);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const skip = nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    const local = zip.readUInt32LE(at + 42);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(start, start + size);
    files.set(name, method === 8 ? inflateRawSync(data) : Buffer.from(data));
    at += 46 + skip;
  }
  return files;
}

const unescapeXml = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/** The document's paragraphs: each one's style (Heading1, …, or '') and its text. */
function paragraphs(documentXml: string) {
  return [...documentXml.matchAll(/<w:p[ >][\s\S]*?<\/w:p>|<w:p\/>/g)].map(([p]) => ({
    style: /<w:pStyle w:val="([^"]+)"/.exec(p)?.[1] ?? '',
    text: unescapeXml([...p.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((m) => m[1]).join('')),
  }));
}

describe('exporting an application', () => {
  it('as a PDF: Hangul questions and answers extractable, each count by its question’s rule', async () => {
    const res = await download('pdf', owner, String(appId));
    expect(res.status).toBe(200);
    const response = res.value as Response;
    expect(response.headers.get('Content-Type')).toBe('application/pdf');
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    expect(response.headers.get('Content-Disposition')).toBe(
      `attachment; filename="application.pdf"; filename*=UTF-8''${encodeURIComponent(`${COMPANY} 지원서.pdf`)}`,
    );
    const text = await pdfText(response);
    const flat = text.replace(/\s+/g, '');
    const has = (s: string) => expect(flat).toContain(s.replace(/\s+/g, ''));
    has(`${COMPANY} 지원서`);
    has('마감일2027.03.05');
    has('지원 상태준비 중');
    has(`1. ${Q1}`);
    has(`2. ${Q2}`);
    has(`3. ${Q3}`);
    has('저는 결제 서버의 응답 시간을 40% 줄인 경험으로');
    has('안정적인 서비스를 만들겠습니다.');
    // The selected (older) answer, not the newer unselected one; its count in 2-byte-Hangul bytes.
    has(OLD_2);
    expect(flat).not.toContain(NEW_2.replace(/\s+/g, ''));
    const old2Bytes = [...OLD_2].reduce((n, ch) => n + (ch.codePointAt(0)! < 0x80 ? 1 : 2), 0);
    has(`${old2Bytes} / 200바이트`);
    has(`${[...ANSWER_1].length} / 1,500자 (공백 포함)`);
    has('제한 1,500자 (공백 포함)');
    has('아직 답변이 없습니다.'); // the third question
  }, 60_000);

  it('as a DOCX: Word headings, the answer as one plain paragraph per line, counts in the member’s language', async () => {
    const res = await download('docx', owner, String(appId), 'en');
    expect(res.status).toBe(200);
    const response = res.value as Response;
    expect(response.headers.get('Content-Type')).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(response.headers.get('Content-Disposition')).toBe(
      `attachment; filename="application.docx"; filename*=UTF-8''${encodeURIComponent(`Application to ${COMPANY}.docx`)}`,
    );
    const files = unzip(Buffer.from(await response.arrayBuffer()));
    const xml = files.get('word/document.xml')!.toString('utf8');
    const paras = paragraphs(xml);
    expect(paras[0]).toEqual({ style: 'Heading1', text: `Application to ${COMPANY}` });
    expect(paras.map((p) => p.text)).toEqual(
      expect.arrayContaining(['Deadline: 2027.03.05', 'Status: Preparing', `Company: ${COMPANY}`]),
    );
    const headings = paras.filter((p) => p.style === 'Heading2').map((p) => p.text);
    expect(headings).toEqual([`1. ${Q1}`, `2. ${Q2}`, `3. ${Q3}`]);
    // The answer's lines, in order, each a paragraph of its own with nothing else in it.
    const first = paras.findIndex((p) => p.text === ANSWER_1.split('\n')[0]);
    expect(first).toBeGreaterThan(0);
    const lines = ANSWER_1.split('\n');
    expect(paras.slice(first, first + lines.length).map((p) => p.text)).toEqual(lines);
    expect(paras[first + lines.length].text).toBe(`${[...ANSWER_1].length} / 1,500 characters (with spaces)`);
    expect(paras.some((p) => p.text === OLD_2)).toBe(true);
    expect(xml).not.toContain(NEW_2);
    expect(paras.some((p) => p.text === 'No answer yet.')).toBe(true);
    // Hangul gets a font that has it; the styles name the headings Word lists.
    const styles = files.get('word/styles.xml')!.toString('utf8');
    expect(styles).toContain('w:eastAsia="Malgun Gothic"');
    expect(styles).toMatch(/w:styleId="Heading1"/);
  });

  it('names a listed Korean company as the pages do: in Korean for Korean, its English name otherwise', async () => {
    const [company] = await db().select().from(companies).limit(1);
    const made = await createApplication(owner, { companyId: company.id, notes: '' });
    if (typeof made === 'string') throw new Error(made);
    const english = companyNameIn('en', company.name, company.nameEn);
    expect(english).not.toBe(company.name);
    const title = async (lang: string) => {
      const res = await download('docx', owner, String(made.id), lang);
      const xml = unzip(Buffer.from(await (res.value as Response).arrayBuffer()))
        .get('word/document.xml')!
        .toString('utf8');
      return paragraphs(xml)[0].text;
    };
    expect(await title('ko')).toBe(`${company.name} 지원서`);
    expect(await title('en')).toBe(`Application to ${english}`);
  });

  it("answers 404 for another member's application and for a bad id, in both formats", async () => {
    for (const format of ['pdf', 'docx'] as const) {
      expect((await download(format, other, String(appId))).status).toBe(404);
      for (const bad of ['abc', '0', '-1', '1e3', '99999999', '2147483648'])
        expect((await download(format, owner, bad)).status).toBe(404);
    }
  });

  it('sends a visitor to log in and back', async () => {
    const res = await download('pdf', null, String(appId));
    expect(res.status).toBe(302);
    expect((res.value as Response).headers.get('Location')).toBe(
      `/main/login?redirectTo=${encodeURIComponent(`/main/applications/${appId}/export.pdf`)}`,
    );
  });

  it('chooses the newest selected answer, else the newest', () => {
    const l = (id: number, checked: boolean) => ({ id, checked });
    expect(chosenLetter([l(3, false), l(2, true), l(1, true)])?.id).toBe(2);
    expect(chosenLetter([l(3, false), l(2, false)])?.id).toBe(3);
    expect(chosenLetter([])).toBeNull();
  });
});
