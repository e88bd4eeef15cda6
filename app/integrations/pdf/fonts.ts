// Pretendard for react-pdf, registered once per thread that renders (a worker of the PDF render pool).
import { createRequire } from 'node:module';
import { Font } from '@react-pdf/renderer';
import { RESUME_FONT_FAMILY } from './resume-styles';

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
