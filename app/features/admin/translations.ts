import { z } from 'zod';

/** An optional translation: trimmed, bounded, empty → null (the original text is shown instead). */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'admin:translations.tooLong')
    .optional()
    .transform((v) => (v ? v : null));

/**
 * The English and Indonesian name and description of goods or a coupon campaign, shared by the
 * operator's goods and coupon forms (the Korean original is each form's own `name` / `description`).
 * The calls are marked pure so that a page importing the admin entry for its components alone does not
 * bring zod into its first-load JavaScript (the bundler drops them when nothing reads this object).
 */
export const translationFields = {
  nameEn: /* @__PURE__ */ optionalText(100),
  nameId: /* @__PURE__ */ optionalText(100),
  descriptionEn: /* @__PURE__ */ optionalText(500),
  descriptionId: /* @__PURE__ */ optionalText(500),
};

export type TranslationValues = {
  nameEn: string | null;
  nameId: string | null;
  descriptionEn: string | null;
  descriptionId: string | null;
};

/** A row's translations as form values ('' for none). */
export function translationValues(row: TranslationValues) {
  return {
    nameEn: row.nameEn ?? '',
    nameId: row.nameId ?? '',
    descriptionEn: row.descriptionEn ?? '',
    descriptionId: row.descriptionId ?? '',
  };
}

/** The texts a form gives a row: the Korean name and description and their translations. */
export function namedTexts(form: TranslationValues & { name: string; description: string }) {
  return {
    name: form.name,
    description: form.description,
    nameEn: form.nameEn,
    nameId: form.nameId,
    descriptionEn: form.descriptionEn,
    descriptionId: form.descriptionId,
  };
}
