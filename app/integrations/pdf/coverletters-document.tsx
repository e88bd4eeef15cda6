// Cover letters as a react-pdf document: one section per question, its letters under it.
import { Document, Page, Text, View } from '@react-pdf/renderer';
import { styles } from './resume-styles';

export type PrintableLetters = {
  title: string;
  groups: { questionName: string; letters: { content: string; stamp: string }[] }[];
};

export function CoverLettersDocument({ doc }: { doc: PrintableLetters }) {
  return (
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
    </Document>
  );
}
