// The whole application for download (issue 25 item 7, ADR 0033): the company, posting, deadline and
// status, and each of the company's questions with its limit and one answer with its count by the
// question's rule, in the member's language — as a PDF (rendered in the PDF render pool) or as a Word
// document (.docx) to edit in Word or Hangul or paste from into the company's form.
import { countBy } from '~/features/coverletters';
import type { LetterItem } from '~/features/coverletters/index.server';
import { renderApplicationDocx, DOCX_CONTENT_TYPE } from '~/integrations/docx/application-docx.server';
import {
  PdfExportBusyError,
  renderApplicationPdf,
  type PrintableApplication,
} from '~/integrations/pdf/application-pdf.server';
import { attachmentDisposition } from '~/lib/content-disposition';
import { formatDate } from '~/lib/format';
import { httpError } from '~/lib/http.server';
import type { Language } from '~/lib/i18n';
import { getFixedT, getLanguage } from '~/lib/i18n.server';
import { parseRowId } from '~/lib/ids';
import { companyNameIn } from '~/lib/romanize';
import { findApplication } from './applications.server';
import { answersOf } from './questions.server';

export type ExportFormat = 'pdf' | 'docx';

const NUMBER_LOCALES: Record<Language, string> = { ko: 'ko-KR', en: 'en-US', id: 'id-ID' };

/**
 * The answer an export carries for a question (letters come newest first): the newest one the member
 * selected (`checked`; a pasted answer is saved selected), else the newest of all (ADR 0033).
 */
export function chosenLetter<L extends Pick<LetterItem, 'checked'>>(letters: readonly L[]): L | null {
  return letters.find((l) => l.checked) ?? letters[0] ?? null;
}

/** The member's application as a printable document in their language, or null (none, or not theirs). */
export async function printableApplication(
  userId: number,
  applicationId: number | null,
  lang: Language,
): Promise<PrintableApplication | null> {
  const [app, t] = await Promise.all([
    findApplication(userId, applicationId),
    getFixedT(lang, 'applications'),
  ]);
  if (!app) return null;
  const { questions } = answersOf(app);
  const number = new Intl.NumberFormat(NUMBER_LOCALES[lang]);
  // A listed Korean company by its English name in English and Indonesian, as the pages show it; a typed
  // name as typed.
  const company = app.companyId ? companyNameIn(lang, app.companyName, app.companyNameEn) : app.companyName;
  const facts = [
    { label: t('export.company'), value: company },
    ...(app.postingTitle ? [{ label: t('export.posting'), value: app.postingTitle }] : []),
    {
      label: t('export.deadline'),
      value: app.deadline ? formatDate(`${app.deadline}T00:00:00+09:00`) : t('deadline.none'),
    },
    { label: t('export.status'), value: t(`status.${app.status}`) },
  ];
  return {
    lang,
    title: t('export.documentTitle', { company }),
    facts,
    questions: questions.map((q, i) => {
      const unit = t(`export.units.${q.limitType}`);
      const max = number.format(q.maxLength);
      const letter = chosenLetter(q.letters);
      const used = letter ? countBy(letter.counts, q.limitType) : 0;
      return {
        heading: `${i + 1}. ${q.text}`,
        limit: t('export.limit', { max, unit }),
        answer: letter ? letter.content : null,
        count: letter ? t('export.count', { used: number.format(used), max, unit }) : null,
        over: letter && q.maxLength > 0 && used > q.maxLength ? t('export.over') : null,
      };
    }),
    noAnswer: t('export.noAnswer'),
  };
}

/**
 * The download of `/{domain}/applications/{id}/export.{pdf|docx}` for the signed-in member: 404 for an
 * id that is not one of their applications; a busy PDF render pool answers 503, "try again".
 */
export async function applicationDownload(
  userId: number,
  rawId: string | undefined,
  format: ExportFormat,
  request: Request,
): Promise<Response> {
  const lang = await getLanguage(request);
  const doc = await printableApplication(userId, parseRowId(rawId), lang);
  if (!doc) throw httpError(404);
  return documentDownload(doc, format, lang, 'application');
}

/**
 * A printable application-shaped document (the application's answers, or its interview prep sheet) as a
 * PDF or Word download, private; a busy PDF render pool answers 503 "try again" in the reader's language.
 */
export async function documentDownload(
  doc: PrintableApplication,
  format: ExportFormat,
  lang: Language,
  kind: 'application' | 'interview',
): Promise<Response> {
  let bytes: Buffer;
  try {
    bytes = format === 'pdf' ? await renderApplicationPdf(doc) : await renderApplicationDocx(doc);
  } catch (error) {
    if (!(error instanceof PdfExportBusyError)) throw error;
    const t = await getFixedT(lang, 'applications');
    return new Response(t('export.busy'), {
      status: 503,
      headers: {
        'Content-Type': 'text/plain; charset=utf-8',
        'Content-Language': lang,
        'Retry-After': '5',
        'Cache-Control': 'no-store',
      },
    });
  }
  return new Response(new Uint8Array(bytes), {
    headers: {
      'Content-Type': format === 'pdf' ? 'application/pdf' : DOCX_CONTENT_TYPE,
      'Content-Disposition': attachmentDisposition(doc.title, format, kind),
      'Cache-Control': 'private, no-store',
    },
  });
}
