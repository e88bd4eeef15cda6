// Prints a resume to PDF with @react-pdf/renderer. Pretendard is embedded (subset) so Hangul renders
// and the text stays extractable (the font carries a ToUnicode map).
import { createRequire } from 'node:module';
import { Font, renderToBuffer } from '@react-pdf/renderer';
import type { ResumeSections } from '../../../db/schema/profiles';
import { RESUME_FONT_FAMILY, ResumeDocument } from './resume-document';
import { RESUME_LABELS, type ResumeLang } from './resume-labels';

export type { ResumeLang } from './resume-labels';
export { RESUME_LABELS } from './resume-labels';

export type PrintableResume = { name: string | null; sections: ResumeSections; intro?: string | null };
export type ResumePdfOptions = { lang: ResumeLang; layout?: 'single' | 'two-column' };

const FONT_DIR = 'pretendard/dist/public/static/alternative';

let fontsRegistered = false;

export function registerFonts() {
  if (fontsRegistered) return;
  const require = createRequire(import.meta.url);
  const font = (weight: string) => require.resolve(`${FONT_DIR}/Pretendard-${weight}.ttf`);
  Font.register({
    family: RESUME_FONT_FAMILY,
    fonts: [
      { src: font('Regular'), fontWeight: 400 },
      { src: font('Bold'), fontWeight: 700 },
    ],
  });
  // Break lines only between words: no hyphens inserted into English words, and Korean words are kept
  // whole (Korean separates words with spaces). This keeps the printed text identical to the input.
  Font.registerHyphenationCallback((word) => [word]);
  fontsRegistered = true;
}

/** Renders a resume as an A4 PDF in the given document language and layout. */
export async function renderResumePdf(resume: PrintableResume, opts: ResumePdfOptions): Promise<Buffer> {
  registerFonts();
  const labels = RESUME_LABELS[opts.lang];
  return renderToBuffer(
    <ResumeDocument
      name={resume.name}
      intro={resume.intro ?? null}
      sections={resume.sections}
      labels={labels}
      layout={opts.layout ?? 'single'}
      lang={opts.lang}
    />,
  );
}
