// A planted test set (issue 36 "Done when"): answers with known mistakes of each kind, written by hand,
// and clean answers; every third case is held apart (heldOut) and reported on its own.
import type { CheckKind } from '../types';

export type PlantedCase = {
  /** The answer; each planted excerpt occurs in it exactly where it is meant. */
  text: string;
  question: string;
  /** What the checks must find, by kind: excerpts of the text. */
  planted: Partial<Record<CheckKind, string[]>>;
  /** Company names in the text that blind hiring must never flag (not the application's company). */
  companies?: string[];
  /** A clean answer: any spelling finding in it is a false alarm. */
  clean?: boolean;
  heldOut?: boolean;
};
