// Prints cover letters to PDF: one section per question, its letters under it, Pretendard embedded so
// Hangul renders and stays extractable.
import { Document, Page, Text, View, renderToBuffer } from '@react-pdf/renderer';
import { registerFonts } from './resume-pdf.server';
import { styles } from './resume-styles';

export type PrintableLetters = {
  title: string;
  groups: { questionName: string; letters: { content: string; stamp: string }[] }[];
};

export async function renderCoverLettersPdf(doc: PrintableLetters): Promise<Buffer> {
  registerFonts();
  return renderToBuffer(
    <Document title={doc.title}>
      <Page size="A4" style={styles.page}>
        <Text style={styles.title}>{doc.title}</Text>
        {doc.groups.map((g, i) => (
          <View key={i} style={styles.section}>
            <Text style={styles.heading}>{g.questionName}</Text>
            {g.letters.map((l, j) => (
              <View key={j} style={styles.entry} wrap>
                <Text style={styles.muted}>{l.stamp}</Text>
                <Text>{l.content}</Text>
              </View>
            ))}
          </View>
        ))}
      </Page>
    </Document>,
  );
}
