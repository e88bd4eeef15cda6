/** A row whose name and description are written in Korean, with optional English and Indonesian. */
export type Translated = {
  name: string;
  description: string;
  nameEn: string | null;
  nameId: string | null;
  descriptionEn: string | null;
  descriptionId: string | null;
};

/**
 * A goods' or coupon's name or description in the reader's language: the English or Indonesian text the
 * operator wrote, else English for Indonesian readers, else the Korean original (always present).
 */
export function localized(row: Translated, field: 'name' | 'description', lng: string): string {
  const en = field === 'name' ? row.nameEn : row.descriptionEn;
  const id = field === 'name' ? row.nameId : row.descriptionId;
  if (lng === 'id') return id || en || row[field];
  if (lng === 'en') return en || row[field];
  return row[field];
}
