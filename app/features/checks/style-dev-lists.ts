// Round twenty-six (ADR 0039): the list set — per language about forty clichés from the well-known lists
// (자소서 상투어, cover-letter clichés, klise surat lamaran), twenty clean look-alikes, twenty empty openings
// over five question kinds and twenty openings that answer. Written before the round's rules; scored apart
// by bench/style-dev-set.ts.
import { EN_LISTS } from './style-dev-lists-en';
import { ID_LISTS } from './style-dev-lists-id';
import { KO_LISTS } from './style-dev-lists-ko';
import { listCases } from './style-dev-lists-types';
import type { StyleCase } from './style-dev-set';

export const STYLE_LIST_CASES: StyleCase[] = [
  ...listCases('ko', KO_LISTS),
  ...listCases('en', EN_LISTS),
  ...listCases('id', ID_LISTS),
];
