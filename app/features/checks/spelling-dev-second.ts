// Second spelling development set, round twenty-two: written AFTER the round's rules (see spelling-dev-ko.ts).
import type { DevSet } from './spelling-dev-types';

export const KO_DEV2: DevSet = { clean: [], slips: [] };
export const EN_DEV2: DevSet = { clean: [], slips: [] };
export const ID_DEV2: DevSet = { clean: [], slips: [] };
