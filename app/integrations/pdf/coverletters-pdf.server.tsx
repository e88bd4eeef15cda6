// Prints cover letters to PDF, in a worker of the PDF render pool (never on the request thread): one
// section per question, its letters under it, Pretendard embedded so Hangul renders and stays extractable.
import type { PrintableLetters } from './coverletters-document';
import { renderPdf } from './render-pool.server';

export type { PrintableLetters } from './coverletters-document';
export { PdfExportBusyError } from './render-pool.server';

export function renderCoverLettersPdf(doc: PrintableLetters): Promise<Buffer> {
  return renderPdf({
    kind: 'coverletters',
    letters: {
      title: doc.title,
      groups: doc.groups.map((g) => ({
        questionName: g.questionName,
        letters: g.letters.map((l) => ({ content: l.content, stamp: l.stamp })),
      })),
    },
  });
}
