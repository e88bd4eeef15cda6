// One application as a Word document (.docx, with the `docx` package), to edit in Word or Hangul or to
// paste from into a company's form: the title and each question are Word headings (Heading 1 and 2, so
// the navigation pane lists them), and each answer is plain paragraphs, one per line of the answer with
// no spacing of their own, so a copied answer is the text the member wrote, line breaks and blank lines
// included. The same content as the PDF (application-document.tsx), strings already localized.
// Built on the request thread: 15–50 ms of CPU in one block for ten 1,500-character answers (the
// zip's fixed parts weigh most; bench/pdf-export.ts), against 600 ms for the same PDF in the pool.
import { Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import type { PrintableApplication } from '../pdf/application-document';

export const DOCX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** Fonts with Hangul that Word (Windows, macOS) and Hangul have: Malgun Gothic, else what they map it to. */
const FONT = {
  ascii: 'Malgun Gothic',
  hAnsi: 'Malgun Gothic',
  eastAsia: 'Malgun Gothic',
  cs: 'Malgun Gothic',
};
const MUTED = '4B5563';
const PURPLE = '6D28D9';
/** Word measures type in half-points. */
const pt = (n: number) => n * 2;

const LANGUAGE_TAGS: Record<string, string> = { ko: 'ko-KR', en: 'en-US', id: 'id-ID' };

/** What XML 1.0 cannot carry (a pasted U+FFFE, control characters, a lone surrogate): left out. */
const NOT_XML = /[^\t\n\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu;
/** Line breaks as one '\n': CRLF, CR, and Word's own line and paragraph breaks a paste may carry. */
export const withLineBreaks = (text: string) =>
  text.replace(/\r\n?|[\v\f\u2028\u2029]/g, '\n').replace(NOT_XML, '');
/** A one-line text (a title, a question): its line breaks become spaces. */
const oneLine = (text: string) => withLineBreaks(text).replace(/\n+/g, ' ');

/** One paragraph per line of the text (an empty line stays an empty paragraph). */
const lines = (text: string) =>
  withLineBreaks(text)
    .split('\n')
    .map((line) => new Paragraph({ children: line ? [new TextRun(line)] : [] }));

const muted = (text: string, before = 0) =>
  new Paragraph({
    spacing: { before, after: 0 },
    children: [new TextRun({ text: oneLine(text), color: MUTED, size: pt(9) })],
  });

export function applicationDocx(doc: PrintableApplication): Document {
  const tag = LANGUAGE_TAGS[doc.lang] ?? 'en-US';
  return new Document({
    title: oneLine(doc.title),
    creator: '',
    lastModifiedBy: '',
    styles: {
      default: {
        document: {
          run: { font: FONT, size: pt(10.5), language: { value: tag, eastAsia: 'ko-KR' } },
          paragraph: { spacing: { after: 0, line: 300 } },
        },
        heading1: {
          run: { font: FONT, size: pt(18), bold: true, color: PURPLE },
          paragraph: { spacing: { after: 200 }, outlineLevel: 0 },
        },
        heading2: {
          run: { font: FONT, size: pt(12.5), bold: true, color: PURPLE },
          paragraph: { spacing: { before: 360, after: 60 }, keepNext: true, outlineLevel: 1 },
        },
      },
    },
    sections: [
      {
        children: [
          new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun(oneLine(doc.title))] }),
          ...doc.facts.map(
            (f) =>
              new Paragraph({
                children: [
                  new TextRun({ text: `${oneLine(f.label)}: `, color: MUTED }),
                  new TextRun(oneLine(f.value)),
                ],
              }),
          ),
          ...doc.questions.flatMap((q) => [
            new Paragraph({ heading: HeadingLevel.HEADING_2, children: [new TextRun(oneLine(q.heading))] }),
            muted(q.limit),
            new Paragraph({ children: [] }),
            ...(q.answer === null
              ? [muted(doc.noAnswer)]
              : [...lines(q.answer), muted(q.over ? `${q.count} · ${q.over}` : (q.count ?? ''), 160)]),
          ]),
        ],
      },
    ],
  });
}

/** The application as the bytes of a .docx file. */
export function renderApplicationDocx(doc: PrintableApplication): Promise<Buffer> {
  return Packer.toBuffer(applicationDocx(doc));
}
