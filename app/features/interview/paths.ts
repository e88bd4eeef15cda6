import { tenantPath } from '~/lib/root-data';

/** The interview pages of an application: its questions, one question to practise, or the print page. */
export const interviewPath = (domain: string, applicationId: number, questionId?: number | 'print') =>
  tenantPath(domain, `/applications/${applicationId}/interview${questionId ? `/${questionId}` : ''}`);
