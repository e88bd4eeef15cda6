// Client-side validation of the practice form: the schema its action parses with, loaded once the page is
// interactive (useCheckedForm) so zod is not part of first-load JavaScript.
import { validateWith } from '~/lib/validate';
import { practiceSchema } from './schemas';

export const validatePractice = validateWith(practiceSchema);
