// A 경력기술서's project under a job, its title only numbered ("1. B737 중정비(C-check) 공기 단축", "2) 반품 검수
// 동선 재설계") over rows of its own period, role and outcome ("기간 | …", "역할 | …", "성과 | …"). Without "PJT"
// or "프로젝트" in the numbering, a tools row or a mark, no card was read: the title became a job's duty and every
// row a job of its own. A job's numbered head has no role and outcome rows of its own under it, so a plain
// numbered title over a period, a role and an outcome names a project.

/** A title's plain numbering: "1.", "2)", "03." before the title's text. */
const PLAIN_NUMBER = /^\s*\d{1,2}\s*[.)]\s+\S/u;

/** Whether the line opens with a plain number. */
export const isNumberedTitle = (line: string | undefined) => line !== undefined && PLAIN_NUMBER.test(line);

/** Whether a numbered title over these rows is a project's: a period, a role and an outcome among them. */
export const numberedCardIsProject = (title: string | undefined, labels: string[]) =>
  isNumberedTitle(title) && ['period', 'role', 'outcome'].every((l) => labels.includes(l));
