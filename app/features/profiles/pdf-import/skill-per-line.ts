// A skills list of one skill a line ("SAP SD" / "Excel (피벗·VBA)" / "통관·물류 실무"), where the only separator
// is a middle dot inside an item — in brackets, or set without spaces between the two nouns of one skill: the
// one dot made the whole list read as a wrapped comma list, its lines were joined and cut at every dot
// ("SAP SD Salesforce CRM Excel (피벗", "VBA) Power BI 인코텀즈"). Three short lines or more with no other
// separator are one skill a line. A comma, a pipe, a spaced dot ("Figma · Sketch") still makes a list.

/** Every separator but a middle dot set between two characters without spaces. */
const LIST_SEPARATOR = /[,，、;；•|｜\t▪]|\s·|·\s|^·|·$|\s+\/\s+/u;
/** A skill line is short. */
const MAX_ITEM = 30;

/** Text without what its brackets hold. */
const unbracketed = (line: string) => line.replace(/\([^)]*\)|\[[^\]]*\]|（[^）]*）/gu, '');

/** Three short lines or more, none with a separator but an unspaced middle dot or one in brackets. */
export function isOneSkillPerLine(lines: string[]): boolean {
  const filled = lines.map((l) => l.trim()).filter(Boolean);
  if (filled.length < 3 || filled.some((l) => l.length > MAX_ITEM)) return false;
  return filled.every((l) => !LIST_SEPARATOR.test(unbracketed(l)));
}
