import { parseWithZod } from '@conform-to/zod/v4';
import type { ZodType } from 'zod';

/**
 * A form's page-side validator (useCheckedForm, or the resume editor's useForm) from the schema its
 * action parses with. For the features' validation modules, which pages load once interactive
 * (useLazyValidation), so zod is not part of any page's first-load JavaScript.
 */
export const validateWith =
  <Schema extends ZodType>(schema: Schema) =>
  ({ formData }: { formData: FormData }) =>
    parseWithZod(formData, { schema });
