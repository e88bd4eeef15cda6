// Prints a resume to PDF with @react-pdf/renderer, in a worker of the PDF render pool (never on the
// request thread). Pretendard is embedded (subset) so Hangul renders and the text stays extractable
// (the font carries a ToUnicode map).
import { renderPdf } from './render-pool.server';
import { withPrintedEpisodes } from './resume-format';
import type { PrintableResume, ResumePdfOptions } from './render-in-thread';

export type { PrintableResume, ResumePdfOptions } from './render-in-thread';
export type { ResumeLang } from './resume-labels';
export { RESUME_LABELS } from './resume-labels';
export { PdfExportBusyError } from './render-pool.server';

/** Renders a resume as an A4 PDF in the given document language and layout. */
export function renderResumePdf(resume: PrintableResume, options: ResumePdfOptions): Promise<Buffer> {
  return renderPdf({
    kind: 'resume',
    // Only what the document prints crosses to the worker (callers may pass a larger object).
    // (episodes only when marked for printing).
    resume: {
      name: resume.name,
      applicant: resume.applicant,
      intro: resume.intro ?? null,
      sections: withPrintedEpisodes(resume.sections),
    },
    options: { lang: options.lang, layout: options.layout ?? 'single' },
  });
}
