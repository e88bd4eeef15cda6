import type { ContextRule } from './context-rule';

/** For tests of context rules: every match in `text` as "match>fix", sorted. */
export const hitsOf = (rules: ContextRule[]) => (text: string) => {
  const out: string[] = [];
  for (const rule of rules) {
    rule.re.lastIndex = 0;
    for (let m = rule.re.exec(text); m; m = rule.re.exec(text))
      if (!rule.when || rule.when(m)) out.push(`${m[0]}>${rule.fix(m)}`);
  }
  return out.sort();
};
