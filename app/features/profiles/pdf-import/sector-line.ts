// The line a Europass CV closes each job with, "Business or sector  Biopharmaceutical manufacturing": the
// employer's field, which the job has no place for. It was read as the last duty. Dropped from the job's lines
// when the label opens the line, alone or as a cell, with the sector after it.

const SECTOR_LABEL =
  /^\s*(?:business or sector|type of business or sector|sector|industry|bidang usaha|업종)\s*(?:[:：]\s*|\t\s*)/i;
/** "Business or sector Shipbuilding": the Europass label is never a sentence's start, so no colon is needed. */
const EUROPASS_SECTOR = /^\s*(?:type of )?business or sector\s+\S/i;

/** The job lines without the employer's sector line. */
export function withoutSectorLines(lines: string[]): string[] {
  return lines.filter((line) => !(SECTOR_LABEL.test(line) || EUROPASS_SECTOR.test(line)));
}
