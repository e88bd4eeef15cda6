// Projects whose heads are one shape: "Name | Role" with the year in a cell at the right ("Flood warning model |
// Lead modeller <tab> 2021"). A lone year is no period, so the second head was read as a line of the first
// project's description; a line shaped like the entry's first line (a last cell that is a year or a period
// alone), or such a line right after a project's labelled closing line ("Technologies: …"), opens the next one.
import { findPeriod } from './dates';
import { cells } from './text';

export const lastCellDated = (line: string) => {
  const row = cells(line);
  const last = row[row.length - 1]?.trim() ?? '';
  return (
    row.length >= 2 && (/^(?:19|20)\d{2}$/u.test(last) || (findPeriod(last) !== null && last.length <= 24))
  );
};

/** Whether `line` is a head shaped like `first`, the current entry's head: both end in a year or period cell. */
export const sameYearCellHead = (line: string, first: string | undefined) =>
  first !== undefined && first !== line && lastCellDated(line) && lastCellDated(first);
