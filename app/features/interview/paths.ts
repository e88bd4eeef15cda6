import { tenantPath } from '~/lib/root-data';

/** The interview pages of an application: its questions, or one question to practise. */
export const interviewPath = (domain: string, applicationId: number, questionId?: number) =>
  tenantPath(domain, `/applications/${applicationId}/interview${questionId ? `/${questionId}` : ''}`);
