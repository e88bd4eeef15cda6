// Skills written as a table by category (a Notion page's simple table, a Word table): a header row naming
// the columns ("구분 | 기술", "분야 | 사용 기술", "Category | Stack") over rows of a category and its skills
// ("Mobile | Kotlin | Jetpack Compose", "Infra / Data | AWS | Kafka"). The header and the categories are no
// skills: the header row goes, and each row under it keeps the cells after its first, as an item of its own. A table without such
// a header (a grid of skills, "SQL | Python") is left as it is.
import { isLevelHead } from './skill-level-columns';
import { isBlank } from './text';
import { key } from './vocabulary';

/** Column titles for a category ("구분", "분야", "Category", "Kategori"). */
const CATEGORY_HEADS = new Set(
  [
    '구분',
    '분야',
    '분류',
    '영역',
    '카테고리',
    '항목',
    'Category',
    'Categories',
    'Area',
    'Type',
    'Kategori',
    'Bidang',
    'Jenis',
  ].map(key),
);

export function withoutSkillCategories(lines: string[]): string[] {
  const at = lines.findIndex((l) => !isBlank(l));
  const head = at >= 0 ? lines[at].split('\t').map((c) => c.trim()) : [];
  const isHeader =
    head.length >= 2 &&
    head.length <= 3 &&
    CATEGORY_HEADS.has(key(head[0])) &&
    head.slice(1).every((c) => c.length > 0 && c.length <= 16 && !/[,，、;]/.test(c));
  if (!isHeader) return lines;
  // "구분 | 기술명 | 수준" over "설비 | PLC 프로그래밍 | 중": a level column's cells are no skills either.
  const level = head.map((c, j) => j > 0 && isLevelHead(c));
  return lines.flatMap((line, i) => {
    if (i < at) return [line];
    if (i === at) return [];
    const row = line.split('\t');
    const kept = row.filter((_, j) => j > 0 && !(row.length === head.length && level[j]));
    // Each row a list of its own, as a bullet opens one: a row of one skill is no wrapped rest of the row above.
    return row.length >= 2 ? [`• ${kept.join('\t')}`] : [line];
  });
}
