// One application as a react-pdf document: the company, posting, deadline and status, then each of the
// company's questions with its limit, the chosen answer (line breaks kept) and its count by the
// question's rule. Every string arrives already in the member's language (the worker has no i18n).
import { Document, Page, Text, View } from '@react-pdf/renderer';
import { styles } from './resume-styles';

export type PrintableApplication = {
  /** The member's language: the document's language tag. */
  lang: string;
  /** The document's title (its metadata and its heading), e.g. "한빛전자 지원서". */
  title: string;
  /** Company, posting, deadline, status: a label and a value each, in that order. */
  facts: { label: string; value: string }[];
  questions: {
    /** "1. 지원 동기를 작성해 주세요." */
    heading: string;
    /** "제한 1,500자 (공백 포함)" */
    limit: string;
    /** The chosen answer, or null when the question has none. */
    answer: string | null;
    /** "1,234 / 1,500자 (공백 포함)" (null without an answer). */
    count: string | null;
    /** Said when the answer is over the limit (never cut), else null. */
    over: string | null;
  }[];
  /** Shown for a question without an answer. */
  noAnswer: string;
};

/** The page's text width in points: A4 (595 pt) less the page's 40 pt padding on each side. */
const TEXT_WIDTH = 515;

/**
 * How many em a character may take in Pretendard: at most 1 for Latin (to U+017F), Hangul and CJK
 * punctuation; a few symbols elsewhere (㎯, ⇔, Ǆ …) take up to 2.86, so anything else counts 3.
 */
const emOf = (ch: string) => {
  const cp = ch.codePointAt(0)!;
  return cp < 0x180 ||
    (cp >= 0x1100 && cp <= 0x11ff) ||
    (cp >= 0x3000 && cp <= 0x318f) ||
    (cp >= 0xac00 && cp <= 0xd7a3)
    ? 1
    : 3;
};

/**
 * The text with every word too wide for a line of `fontSize` broken onto lines of its own. Lines break
 * only between words here (fonts.ts), and a word wider than the line would lose its end: a pasted URL
 * or a run of Hangul without spaces is cut into pieces that fit at the widest each character can be,
 * so nothing of an answer is dropped (a word that fits is left whole).
 */
export function breakLongWords(text: string, fontSize: number, width = TEXT_WIDTH): string {
  const ems = Math.floor(width / fontSize);
  return text.replace(/\S+/gu, (word) => {
    if (word.length <= ems / 3) return word;
    const pieces: string[] = [];
    let piece = '';
    let used = 0;
    for (const ch of word) {
      const em = emOf(ch);
      if (used + em > ems && piece) {
        pieces.push(piece);
        piece = '';
        used = 0;
      }
      piece += ch;
      used += em;
    }
    pieces.push(piece);
    return pieces.join('\n');
  });
}

export function ApplicationDocument({ doc }: { doc: PrintableApplication }) {
  return (
    <Document title={doc.title} language={doc.lang}>
      <Page size="A4" style={styles.page}>
        <Text style={styles.title}>{breakLongWords(doc.title, 20)}</Text>
        <View style={styles.section}>
          {doc.facts.map((f, i) => (
            <View key={i} style={styles.row}>
              <Text style={{ width: 80, color: styles.muted.color }}>{f.label}</Text>
              <Text style={styles.fieldValue}>{breakLongWords(f.value, 10, TEXT_WIDTH - 80)}</Text>
            </View>
          ))}
        </View>
        {doc.questions.map((q, i) => (
          <View key={i} style={styles.section}>
            <Text style={styles.heading} minPresenceAhead={40}>
              {breakLongWords(q.heading, 12)}
            </Text>
            <Text style={[styles.muted, { marginBottom: 6 }]}>{q.limit}</Text>
            {q.answer === null ? (
              <Text style={styles.muted}>{doc.noAnswer}</Text>
            ) : (
              <>
                <Text>{breakLongWords(q.answer, 10)}</Text>
                <Text style={[styles.muted, { marginTop: 6 }]}>
                  {q.count}
                  {q.over ? ` · ${q.over}` : ''}
                </Text>
              </>
            )}
          </View>
        ))}
      </Page>
    </Document>
  );
}
