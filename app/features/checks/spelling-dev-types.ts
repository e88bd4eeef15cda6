// Spelling development material (round twenty-two, issue 36): clean answers, and sentences each with one real
// misspelling (the sentence and the excerpt the spelling check must flag). Scored by bench/spelling-dev.ts.
export type DevSet = { clean: string[]; slips: [sentence: string, excerpt: string][] };
