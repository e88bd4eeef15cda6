import type { useForm } from '@conform-to/react';
import type { ResumeSections } from '#db/schema/profiles';

/** What the resume editor's form holds. */
export type ResumeValue = { name: string } & ResumeSections;
/** The editor's conform fields, for the parts that live in other files (sections import this, not the editor). */
export type ResumeFields = ReturnType<typeof useForm<ResumeValue>>[1];
