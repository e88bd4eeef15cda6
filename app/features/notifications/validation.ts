// Client-side validation of the operator's announcement form: the schema its action uses, loaded after
// the page is interactive (see useLazyValidation) so zod is not part of the page's first-load JavaScript.
import { validateWith } from '~/lib/validate';
import { announcementSchema } from './schemas';

export const validateAnnouncement = validateWith(announcementSchema);
