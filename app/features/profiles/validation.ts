// Client-side validation of the resume editor: the action's schema, loaded after the page is interactive.
import { parseWithZod } from '@conform-to/zod/v4';
import { resumeSchema } from './schemas';

export const validateResume = ({ formData }: { formData: FormData }) =>
  parseWithZod(formData, { schema: resumeSchema(new Date()) });
