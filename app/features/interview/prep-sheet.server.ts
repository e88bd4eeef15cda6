// The prep sheet of an application (issue 40 item 3): its interview questions, the sentence each comes
// from, the member's best answer and notes, and the follow-ups — as a print page, a PDF (the PDF render
// pool) or a Word document (the applications' export renderers), in the member's language.
import { documentDownload, findApplication } from '~/features/applications/index.server';
import type { PrintableApplication } from '~/integrations/pdf/application-pdf.server';
import { httpError } from '~/lib/http.server';
import type { Language } from '~/lib/i18n';
import { getFixedT, getLanguage } from '~/lib/i18n.server';
import { parseRowId } from '~/lib/ids';
import { companyNameIn } from '~/lib/romanize';
import { bestAnswers, interviewOf } from './interview.server';

/** What every form of the prep sheet shows, or null (no such application of the member's). */
export async function prepSheetData(userId: number, applicationId: number | null, lang: Language) {
  const app = await findApplication(userId, applicationId);
  if (!app) return null;
  const [{ questions }, best] = await Promise.all([interviewOf(userId, app.id), bestAnswers(userId, app.id)]);
  const company = app.companyId ? companyNameIn(lang, app.companyName, app.companyNameEn) : app.companyName;
  return {
    applicationId: app.id,
    company,
    postingTitle: app.postingTitle,
    ready: questions.filter((q) => q.ready).length,
    questions: questions.map((q) => ({
      id: q.id,
      kind: q.kind,
      text: q.text,
      source: q.source,
      fromPosting: q.sourceRef === 'posting',
      best: best.get(q.id) ?? null,
      notes: q.notes || null,
      followUps: q.followUps,
      ready: q.ready,
    })),
  };
}

/** The prep sheet as the export renderers take it, or null (no such application of the member's). */
export async function prepSheet(
  userId: number,
  applicationId: number | null,
  lang: Language,
): Promise<PrintableApplication | null> {
  const [data, t] = await Promise.all([
    prepSheetData(userId, applicationId, lang),
    getFixedT(lang, 'interview'),
  ]);
  if (!data) return null;
  const { company, questions, ready } = data;
  const app = { postingTitle: data.postingTitle };
  return {
    lang,
    title: t('sheet.title', { company }),
    facts: [
      { label: t('sheet.company'), value: company },
      ...(app.postingTitle ? [{ label: t('sheet.posting'), value: app.postingTitle }] : []),
      { label: t('sheet.ready'), value: t('sheet.readyCount', { ready, total: questions.length }) },
    ],
    questions: questions.map((q, i) => ({
      heading: `${i + 1}. ${q.text}`,
      limit: t('sheet.source', { source: q.source }),
      answer:
        [q.best, q.notes ? `${t('sheet.notes')}: ${q.notes}` : null].filter(Boolean).join('\n\n') || null,
      count: `${t('sheet.followUps')}: ${q.followUps.join(' / ')}`,
      over: q.ready ? t('sheet.isReady') : null,
    })),
    noAnswer: t('sheet.noAnswer'),
  };
}

/** The print page's data: the sheet, or 404 for another's application or none. */
export async function prepSheetPrintPage(userId: number, rawId: string | undefined, lang: Language) {
  const [data, t] = await Promise.all([
    prepSheetData(userId, parseRowId(rawId), lang),
    getFixedT(lang, 'interview'),
  ]);
  if (!data) throw httpError(404);
  return { ...data, title: t('sheet.title', { company: data.company }) };
}

/** `/{domain}/applications/{id}/interview.{pdf|docx}`: 404 for another's; a busy PDF pool answers 503. */
export async function prepSheetDownload(
  userId: number,
  rawId: string | undefined,
  format: 'pdf' | 'docx',
  request: Request,
): Promise<Response> {
  const lang = await getLanguage(request);
  const doc = await prepSheet(userId, parseRowId(rawId), lang);
  if (!doc) throw httpError(404);
  return documentDownload(doc, format, lang, 'interview');
}
