// A member's resume as a JSON Resume file (the open interchange format other résumé tools read), for
// the editor's download. Valid against @jsonresume/schema by construction (unit-tested); re-imports
// to the same fields.
import jsonResumeSchema from '@jsonresume/schema';
import { findProfile, sectionsOf } from '../profiles.server';
import { toJsonResume } from './json-resume';

/** The file's JSON text, or null when the resume is not the member's. */
export async function exportJsonResume(userId: number, profileId: number | null): Promise<string | null> {
  const profile = await findProfile(userId, profileId);
  if (!profile) return null;
  const resume = toJsonResume(profile.name ?? '', sectionsOf(profile));
  let errors: unknown = null;
  jsonResumeSchema.validate(resume, (e) => (errors = e));
  if (errors) throw new Error(`JSON Resume export does not validate: ${JSON.stringify(errors)}`);
  return JSON.stringify(resume, null, 2);
}
