// Prints one application to PDF in a worker of the PDF render pool (never on the request thread), with
// the pool's limits: Pretendard embedded so Hangul renders and the text stays extractable.
import type { PrintableApplication } from './application-document';
import { renderPdf } from './render-pool.server';

export type { PrintableApplication } from './application-document';
export { PdfExportBusyError } from './render-pool.server';

export function renderApplicationPdf(doc: PrintableApplication): Promise<Buffer> {
  // Only what the document prints crosses to the worker.
  return renderPdf({
    kind: 'application',
    application: {
      lang: doc.lang,
      title: doc.title,
      facts: doc.facts.map((f) => ({ label: f.label, value: f.value })),
      questions: doc.questions.map((q) => ({
        heading: q.heading,
        limit: q.limit,
        answer: q.answer,
        count: q.count,
        over: q.over,
      })),
      noAnswer: doc.noAnswer,
    },
  });
}
