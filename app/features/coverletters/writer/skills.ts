// Where a resume's skills were used. A letter names a skill only where the resume shows it in use — in
// a job's, project's or episode's own sentence, or among the tools of a project it tells — and never as
// a bare list ("보유 기술은 …입니다", "I work with …"): a list says nothing the resume's skills section
// does not, and read after masking every applicant's names it is the same sentence in everyone's letter.

const LATIN = /[A-Za-z0-9]/;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Does `text` name `skill`? A Latin skill is a whole word ("R" is not in "React", "Go" is in "Go로" but
 * not in "Google"); a short one (three letters or fewer) only in its own case ("Go", not "go live").
 */
export function namesSkill(text: string, skill: string): boolean {
  const k = skill.trim();
  if (!k) return false;
  const before = LATIN.test(k[0]) ? '(?<![A-Za-z0-9])' : '';
  const after = LATIN.test(k[k.length - 1]) ? '(?![A-Za-z0-9])' : '';
  return new RegExp(`${before}${escape(k)}${after}`, [...k].length <= 3 ? 'u' : 'iu').test(
    text.normalize('NFC'),
  );
}

/** The skills `text` names, in the order given. */
export const skillsIn = (text: string, skills: string[]) => skills.filter((k) => namesSkill(text, k));

/** A project's tools with the resume's own skills first (they are what the reader looks for). */
export const skillsFirst = (tools: string[], skills: string[]) => [
  ...tools.filter((t) => skills.some((k) => k.toLowerCase() === t.toLowerCase())),
  ...tools.filter((t) => !skills.some((k) => k.toLowerCase() === t.toLowerCase())),
];
