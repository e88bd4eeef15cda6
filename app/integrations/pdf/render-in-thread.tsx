// Renders a PDF in the calling thread: 200–400 ms of CPU in one block for a resume. Only the PDF render
// worker (pdf-render-worker.ts) calls this on the server; request code goes through render-pool.server.ts.
// Also the in-thread reference of the export bench and of the event-loop test.
import { renderToBuffer } from '@react-pdf/renderer';
import type { ResumeSections } from '#db/schema/profiles';
import { ApplicationDocument, type PrintableApplication } from './application-document';
import { CoverLettersDocument, type PrintableLetters } from './coverletters-document';
import { registerFonts } from './fonts';
import { ResumeDocument, type ResumeApplicant } from './resume-document';
import { RESUME_LABELS, type ResumeLang } from './resume-labels';

export type { PrintableApplication } from './application-document';
export type { PrintableLetters } from './coverletters-document';
/** Who the resume belongs to: the heading (name) and the contact line (e-mail, phone). */
export type PrintableResume = {
  name: string | null;
  sections: ResumeSections;
  intro?: string | null;
  applicant?: ResumeApplicant;
};
export type ResumePdfOptions = { lang: ResumeLang; layout?: 'single' | 'two-column' };

/** One PDF to render: what the render pool hands a worker (plain data, structured-cloneable). */
export type PdfJob =
  | { kind: 'resume'; resume: PrintableResume; options: ResumePdfOptions }
  | { kind: 'coverletters'; letters: PrintableLetters }
  | { kind: 'application'; application: PrintableApplication };

export async function renderPdfInThread(job: PdfJob): Promise<Buffer> {
  registerFonts();
  if (job.kind === 'coverletters') return renderToBuffer(<CoverLettersDocument doc={job.letters} />);
  if (job.kind === 'application') return renderToBuffer(<ApplicationDocument doc={job.application} />);
  const { resume, options } = job;
  return renderToBuffer(
    <ResumeDocument
      name={resume.name}
      applicant={resume.applicant}
      intro={resume.intro ?? null}
      sections={resume.sections}
      labels={RESUME_LABELS[options.lang]}
      layout={options.layout ?? 'single'}
      lang={options.lang}
    />,
  );
}
