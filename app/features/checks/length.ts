// Length against the question's own rule (issue 36 item 1), with the counting the rest of the product uses.
import { fillRatio, measure } from '~/features/coverletters/index.server';
import type { CheckContext, Finding } from './types';

export function lengthFindings(text: string, question: CheckContext['question']): Finding[] {
  if (!question || question.maxLength <= 0) return [];
  const used = measure(text, question.limitType);
  const { band, percent } = fillRatio(used, question.maxLength, question.limitType);
  const values = { used, max: question.maxLength, percent, unit: `units.${question.limitType}` };
  if (band === 'over')
    return [{ kind: 'length', severity: 'fix', range: [0, 0], message: 'length.over', values }];
  if (band === 'under')
    return [{ kind: 'length', severity: 'consider', range: [0, 0], message: 'length.under', values }];
  return [];
}
