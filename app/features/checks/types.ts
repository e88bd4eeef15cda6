// What the check panel reports on one answer (issue 36, ADR 0039). Every check is a pure function of the
// answer's text and what is known around it (the question, the resume, the application's other answers)
// returning findings; offsets are [start, end) UTF-16 offsets into the checked text, as String.slice takes them.

export type CheckLang = 'ko' | 'en' | 'id';

export type CheckKind = 'length' | 'spelling' | 'blind' | 'repetition' | 'cliche' | 'opening' | 'claim';

/** 'fix': a reader marks it down (a misspelling, a blind-hiring breach, over the limit); 'consider': a coach's hint. */
export type Severity = 'fix' | 'consider';

export type Finding = {
  kind: CheckKind;
  severity: Severity;
  /** [start, end) of the excerpt in the text; [0, 0] for a finding on the whole answer (length). */
  range: [number, number];
  /** The message key in the `checks` namespace, and its values. */
  message: string;
  values?: Record<string, string | number>;
  /** A blind-hiring finding's reason key ("why it matters"). */
  why?: string;
  /** Replacements to offer (spelling, context rules). */
  suggestions?: string[];
};

/** Everything an answer is checked against; all optional but the text and language. */
export type CheckContext = {
  lang: CheckLang;
  /** The question the answer is for, its limit and what the limit counts. */
  question?: { text: string; maxLength: number; limitType: 'with-spaces' | 'without-spaces' | 'bytes' };
  /** Blind hiring on for this answer (the question's switch, else the application's). */
  blind: boolean;
  /** Names, company names and the member's own terms: never flagged (nor with a particle after them). */
  terms: string[];
  /** The schools of the resume (always flagged under blind hiring, whatever the kept list says). */
  schools: string[];
  /** The application's other answers (repetition across answers). */
  otherAnswers: { label: string; text: string }[];
  /** Episodes/entries this answer tells, and those the other answers tell (from the stories ledger). */
  told?: { here: string[]; elsewhere: { label: string; entries: string[] }[] };
};

export const SEVERITY_OF: Record<CheckKind, Severity> = {
  length: 'fix',
  spelling: 'fix',
  blind: 'fix',
  repetition: 'consider',
  cliche: 'consider',
  opening: 'consider',
  claim: 'consider',
};

/** "3 to fix, 2 to consider". */
export function scoreOf(findings: Finding[]) {
  let fix = 0;
  let consider = 0;
  for (const f of findings) {
    if (f.severity === 'fix') fix++;
    else consider++;
  }
  return { fix, consider };
}

export type CheckedFinding = Finding & { n: number; excerpt: string };

/** What the check form's post answers: the checked text, the switches and the findings, numbered. */
export type CheckReply = {
  form: 'check';
  questionId: number;
  /** A result-screen letter's check (the question id is then 0). */
  letterId?: number;
  content: string;
  blindApp: boolean;
  blindQuestion: 'follow' | 'on' | 'off';
  report: {
    findings: CheckedFinding[];
    score: { fix: number; consider: number };
    spelled: boolean;
    blind: boolean;
  };
};
