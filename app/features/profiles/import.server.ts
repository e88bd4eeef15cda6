import { PDF_MAX_BYTES } from './constants';
import { DocumentError, readDocument } from './file-import/read-document.server';
import { unreadLines } from './file-import/unread';
import { jsonSources, sourceLines } from './draft-sources';
import { prepareLines } from './pdf-import/text';
import { groundResume } from './pdf-import/grounded';
import { parseResumeText, type ParsedResume } from './pdf-import/parse';
import { aiWriter } from '~/features/coverletters/index.server';
import { parseSubmission, readUploadFormData } from '~/lib/form.server';
import { findGroup } from './groups.server';
import { createDraft } from './profiles.server';
import { fitDraft } from './import-fit';
import { isTooLarge, type ImportFailure } from './import-paths';
import { pdfImportSchema } from './schemas';

export type ImportOutcome =
  { ok: true; draftId: string } | { ok: false; reason: ImportFailure; groupId?: number };

/**
 * Reads an uploaded résumé into a draft for the editor: a PDF, a Word .docx, a 한글 .hwpx or a JSON
 * Resume, told apart by content. Refuses files over the size limit, of another format (HWP 5 with
 * its own message), and broken, encrypted, bombed or textless files, each with its own reason.
 * Nothing is saved unless the whole file was read, and the draft is fitted to the editor's limits.
 */
export async function importResume(userId: number, request: Request): Promise<ImportOutcome> {
  const form = await readUploadFormData(request, PDF_MAX_BYTES);
  if (form === 'too-large') return { ok: false, reason: 'too-large' };
  if (form === 'unreadable') return { ok: false, reason: 'no-file' };
  const submission = parseSubmission(form, { schema: pdfImportSchema });
  if (submission.status !== 'success') return { ok: false, reason: 'no-file' };
  const { groupId, file } = submission.value;
  const group = groupId ? await findGroup(userId, groupId) : null;
  if (groupId && !group) return { ok: false, reason: 'group-not-found' };
  const fail = (reason: ImportFailure) => ({ ok: false as const, reason, groupId: group?.id });
  if (!file || file.size === 0) return fail('no-file');
  if (isTooLarge(file)) return fail('too-large');
  try {
    const read = await readDocument(new Uint8Array(await file.arrayBuffer()));
    const draft = read.kind === 'json-resume' ? read.resume : await readResume(read.text);
    // Text that holds no resume (a letter, an invoice, a scanned page's stray words): no draft at all.
    if (!isResume(draft)) return fail('not-resume');
    const unread = read.kind === 'json-resume' ? read.resume.notRead : unreadLines(read.text, draft);
    const fitted = fitDraft(draft);
    // Where each field stands in the file, for the review (kept with the draft, never saved).
    const sources =
      read.kind === 'json-resume'
        ? jsonSources(fitted, read.resume.paths)
        : sourceLines(fitted, prepareLines(read.text));
    return {
      ok: true,
      draftId: await createDraft(userId, group?.id ?? null, fitted, unread, sources),
    };
  } catch (error) {
    if (error instanceof DocumentError) return fail(error.reason);
    throw error;
  }
}

/**
 * The resume in a document's text: structured by the model when one is configured (keeping only values the
 * text backs), else, or when the model fails or finds nothing, by the parser.
 */
export async function readResume(text: string): Promise<ParsedResume> {
  const parsed = parseResumeText(text);
  const writer = aiWriter();
  if (!writer.readResume) return parsed;
  try {
    const read = groundResume(await writer.readResume(text), text);
    return read && (read.sections.educations.length || read.sections.works.length) ? read : parsed;
  } catch {
    return parsed;
  }
}

/**
 * Whether what was read is a resume: a job or a school, or at least two of the other sections
 * (skills, certificates, languages, projects, awards). Anything less is not turned into a draft.
 */
export function isResume({ sections }: ParsedResume): boolean {
  if (sections.works.length > 0 || sections.educations.length > 0) return true;
  const others = [
    sections.skills,
    sections.certifications,
    sections.languages,
    sections.projects,
    sections.awards,
  ].filter((list) => list.length > 0);
  return others.length >= 2;
}
