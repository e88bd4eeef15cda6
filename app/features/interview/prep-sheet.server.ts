// The prep sheet of an application (issue 40 item 3): its interview questions, the sentence each comes
// from, the member's best answer and notes, and the follow-ups — as a PDF (the PDF render pool) or a Word
// document, through the applications' export renderers, in the member's language.
import { documentDownload, findApplication } from '~/features/applications/index.server';
import type { PrintableApplication } from '~/integrations/pdf/application-pdf.server';
import { httpError } from '~/lib/http.server';
import type { Language } from '~/lib/i18n';
import { getFixedT, getLanguage } from '~/lib/i18n.server';
import { parseRowId } from '~/lib/ids';
import { companyNameIn } from '~/lib/romanize';
import { bestAnswers, interviewOf } from './interview.server';

/** The prep sheet as the export renderers take it, or null (no such application of the member's). */
export async function prepSheet(
  userId: number,
  applicationId: number | null,
  lang: Language,
): Promise<PrintableApplication | null> {
  const [app, t] = await Promise.all([findApplication(userId, applicationId), getFixedT(lang, 'interview')]);
  if (!app) return null;
  const [{ questions }, best] = await Promise.all([interviewOf(userId, app.id), bestAnswers(userId, app.id)]);
  const company = app.companyId ? companyNameIn(lang, app.companyName, app.companyNameEn) : app.companyName;
  const ready = questions.filter((q) => q.ready).length;
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
        [best.get(q.id), q.notes ? `${t('sheet.notes')}: ${q.notes}` : null].filter(Boolean).join('\n\n') ||
        null,
      count: `${t('sheet.followUps')}: ${q.followUps.join(' / ')}`,
      over: q.ready ? t('sheet.isReady') : null,
    })),
    noAnswer: t('sheet.noAnswer'),
  };
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
