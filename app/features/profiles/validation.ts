// Client-side validation of the resume editor: the action's schema, loaded after the page is interactive.
import { parseWithZod } from '@conform-to/zod/v4';
import { groupSchema, resumeSchema } from './schemas';

export const validateResume = ({ formData }: { formData: FormData }) =>
  parseWithZod(formData, { schema: resumeSchema(new Date()) });

/** The group form's check (create and edit): the action's own schema. */
export const validateGroup = ({ formData }: { formData: FormData }) =>
  parseWithZod(formData, { schema: groupSchema });
