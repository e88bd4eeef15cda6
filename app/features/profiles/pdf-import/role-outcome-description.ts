// A project card told in a role row and an outcome row ("역할 | 작업카드 재배열 및 병행작업 계획 수립", "성과 |
// C-check 공기 28일 → 21일"), no content row: the role says what was done, the outcome what came of it, and the
// description is both, in that order. Cards of one résumé are written alike: where any card names its tools
// ("사용 장비 : …", "(Python, SQL)"), the role is a line beside the tools and the outcome alone describes each
// card, so this reading is for résumés whose cards name no tools (project-cards.ts decides). A card with a
// content row ("내용 | …") has its description there.

export type CardRow = { label: string; value: string };

/** The description of a card of role and outcome rows without a content row (role, then outcome); else null. */
export function roleOutcomeDescription(rows: CardRow[]): string | null {
  if (rows.some((r) => r.label === 'description')) return null;
  const role = rows.filter((r) => r.label === 'role').map((r) => r.value.trim());
  const outcome = rows.filter((r) => r.label === 'outcome').map((r) => r.value.trim());
  if (role.length === 0 || outcome.length === 0) return null;
  return [role.join(' '), outcome.join(' ')].join('\n');
}
