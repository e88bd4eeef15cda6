// Styles shared by the resume document and its sections.
import { StyleSheet } from '@react-pdf/renderer';

export const RESUME_FONT_FAMILY = 'Pretendard';
/** Where Pretendard has no glyph (Hanja): Noto Sans KR (fonts.ts). */
export const HANJA_FONT_FAMILY = 'NotoSansKR';

const PURPLE = '#6d28d9';
const INK = '#1f2937';
const MUTED = '#4b5563';
const RULE = '#ddd6fe';

export const styles = StyleSheet.create({
  page: {
    fontFamily: [RESUME_FONT_FAMILY, HANJA_FONT_FAMILY],
    fontSize: 10,
    lineHeight: 1.4,
    color: INK,
    paddingTop: 40,
    paddingBottom: 40,
    paddingHorizontal: 40,
  },
  title: { fontSize: 20, fontWeight: 700, color: PURPLE, marginBottom: 14 },
  /** Under the applicant's name: e-mail and phone (the title then keeps less space below it). */
  named: { fontSize: 20, fontWeight: 700, color: PURPLE, marginBottom: 2 },
  contact: { color: MUTED, marginBottom: 14 },
  columns: { flexDirection: 'row' },
  left: { width: 160, paddingRight: 12, marginRight: 18, borderRightWidth: 1, borderRightColor: RULE },
  right: { flex: 1 },
  section: { marginBottom: 14 },
  heading: {
    fontSize: 12,
    fontWeight: 700,
    color: PURPLE,
    borderBottomWidth: 1,
    borderBottomColor: RULE,
    paddingBottom: 2,
    marginBottom: 8,
  },
  entry: { marginBottom: 9 },
  row: { flexDirection: 'row', justifyContent: 'space-between' },
  strong: { fontWeight: 700 },
  grow: { flex: 1, paddingRight: 8 },
  muted: { color: MUTED },
  fieldLabel: { width: 64, color: MUTED },
  fieldLabelNarrow: { width: 48, color: MUTED },
  fieldValue: { flex: 1 },
  cellIssuer: { width: 150, paddingRight: 8 },
  cellDate: { width: 70, textAlign: 'right' },
  table: { fontSize: 8.5 },
  tableHeader: { flexDirection: 'row', borderBottomWidth: 1, borderBottomColor: RULE, fontWeight: 700 },
  tableRow: { flexDirection: 'row', paddingVertical: 3 },
  colPeriod: { width: 90, paddingRight: 6 },
  colSchool: { flex: 1.1, paddingRight: 6 },
  colMajor: { flex: 1, paddingRight: 6 },
  colLevel: { width: 58, paddingRight: 6 },
  colGpa: { width: 44 },
});
