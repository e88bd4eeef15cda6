// A Korean activities heading narrowed by where the activities took place: "교내외 활동", "교내·외 활동",
// "대내외 활동", "교외 활동", "학내 활동", "동아리 활동", "교내외 활동 사항". A university 표준이력서's and many
// 신입 résumés' section of student council, clubs and volunteering: the resume has no section for it (like
// "대외활동"). Read as no heading, its grid was taken for jobs of the 경력사항 above.
import type { SectionKind } from './vocabulary';

const SCOPE = '(?:교내|교외|교내\\s?[·・/]?\\s?외|대내|대외|대내\\s?[·・/]?\\s?외|학내|학외|학내\\s?[·・/]?\\s?외|동아리|학생회|봉사)';
const SCOPED = new RegExp(`^${SCOPE}\\s?활동(?:\\s?(?:사항|내역|경험|이력))?$`, 'u');

/** 'other' for "교내외 활동" and its kin; null for anything else ("주요 활동 성과", "활동기간", "교내외"). */
export function scopedActivityHeading(text: string): SectionKind | null {
  return SCOPED.test(text.trim()) ? 'other' : null;
}
