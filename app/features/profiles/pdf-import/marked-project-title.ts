// A 경력기술서's project block under a job, its title marked by an arrow or a diamond ("▶ 초음파 진단기 인허가",
// "◆ ERP 전환") over rows of its own period and what it did or achieved ("기간 | …", "역할 | …", "성과 | …"). The
// mark made the title a list item, so no card was read and every block became a job named after its title. A
// marked title over such rows names a project as a numbered one does. A filled or hollow square ("■ 송출 시스템
//교체", "□ …") marks such a title as often as an arrow does: over "- 기간:", "- 내용:", "- 사용기술:" lines it is a
// project block too (a job's own head with a square holds its period on its line, which no title does).

import { enclosedTitle, withoutTitleBrackets } from './project-title-marks';

// A hollow circle ("○ 통관 자동화 시스템 구축") is a 한글 form's item mark, used for a project's title the same way.
const TITLE_MARK = /^\s*[▶▷►◆◇❖➤➢■□▣◼◾○◎]\s*(?=\S)/u;

// "[조선 후기 지도 병풍 보존처리]", "【WMS 구축】": a title in brackets whole is marked too (project-title-marks.ts).
/** Whether the line opens with a project title's mark. */
export const isMarkedTitle = (line: string | undefined) =>
  line !== undefined && (TITLE_MARK.test(line) || enclosedTitle(line) !== null);

/** The line without its title mark ("▶ 초음파 진단기 인허가" → "초음파 진단기 인허가"); other lines as they are. */
export const withoutTitleMark = (line: string) => withoutTitleBrackets(line.replace(TITLE_MARK, ''));
