// Pretendard for react-pdf, registered once per thread that renders (a worker of the PDF render pool),
// with Noto Sans KR behind it for what Pretendard lacks: Hanja (CJK ideographs; Noto Sans KR holds the
// KS X 1001 set, 4,885 of its 4,888 code points, the rest being compatibility duplicates). A page's
// fontFamily lists both (resume-styles.ts): react-pdf takes each character from the first that has it.
import { createRequire } from 'node:module';
import { Font } from '@react-pdf/renderer';
import { HANJA_FONT_FAMILY, RESUME_FONT_FAMILY } from './resume-styles';

const FONT_DIR = 'pretendard/dist/public/static/alternative';
const HANJA_DIR = '@expo-google-fonts/noto-sans-kr';

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
  // (Only the glyphs a document uses are embedded: a PDF grows by a few KB for its Hanja, not by the font.)
  Font.register({
    family: HANJA_FONT_FAMILY,
    fonts: [
      { src: require.resolve(`${HANJA_DIR}/400Regular/NotoSansKR_400Regular.ttf`), fontWeight: 400 },
      { src: require.resolve(`${HANJA_DIR}/700Bold/NotoSansKR_700Bold.ttf`), fontWeight: 700 },
    ],
  });
  // Break lines only between words: no hyphens inserted into English words, and Korean words are kept
  // whole (Korean separates words with spaces). This keeps the printed text identical to the input.
  Font.registerHyphenationCallback((word) => [word]);
  fontsRegistered = true;
}
