// One label naming a job's department and its position at once, and a value of two parts set apart by
// a slash in the same order ("부서/직위 : 울산공장 생산기술팀 / 책임", "소속/직급: 품질팀 / 대리",
// "Department / Title: Payments Platform / Lead Engineer"): the first part is the department, the second the
// position. Read as one position label, the value lost its slash-separated parts to the duties.
import { affiliationTeamRank } from './affiliation-team-rank';
import { key } from './vocabulary';

const DEPARTMENT = new Set(
  ['부서', '부서명', '근무부서', '소속', '팀', 'Department', 'Dept', 'Divisi', 'Bagian', 'Departemen'].map(
    key,
  ),
);
const POSITION = new Set(
  ['직위', '직급', '직책', 'Position', 'Title', 'Job title', 'Jabatan', 'Posisi'].map(key),
);

/**
 * "부서/직위: 울산공장 생산기술팀 / 책임" -> { department: "울산공장 생산기술팀", position: "책임" }. Only a label of a
 * department then a position around a slash and a value of exactly two parts around a spaced slash; a
 * value without it ("부서/직위: 생산기술팀 책임") or a label of other words ("입사/퇴사") gives null.
 */
export function departmentAndPosition(line: string): { department: string; position: string } | null {
  const match = line.trim().match(/^([^:：/]{1,12}?)\s*\/\s*([^:：/]{1,12}?)\s*[:：]\s*(\S.*)$/u);
  // "소속 : 품질관리팀 / 주임": the department's label alone over both (affiliation-team-rank.ts).
  if (!match) return affiliationTeamRank(line);
  if (!match || !DEPARTMENT.has(key(match[1])) || !POSITION.has(key(match[2]))) return null;
  const parts = match[3].split(/\s+\/\s+/);
  if (parts.length !== 2 || parts.some((p) => !p.trim())) return null;
  return { department: parts[0].trim(), position: parts[1].trim() };
}
