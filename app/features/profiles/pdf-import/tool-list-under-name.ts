// A project's tools as a bare comma list on the line under its name ("해운대 비치호텔 객실 리뉴얼 ⇥ 2023" over
// "AutoCAD, SketchUp, V-Ray" over the description), no "Tools:" label: the technologies, not the description's
// first words. Only a list of two or more tool names (a capitalised Latin word or two each) is taken.

/**
 * One tool's name: a capitalised Latin word or two ("AutoCAD", "V-Ray", "Power BI", "C#", "Node.js"), or one
 * written in camel case from a small letter ("nRF52840", "libFuzzer", "iOS").
 */
const TOOL = /^(?:[A-Z]|[a-z]+[A-Z0-9])[A-Za-z0-9.#+\-/]*(?: [A-Za-z0-9.#+\-/]+)?$/u;

/** "AutoCAD, SketchUp, V-Ray" -> "AutoCAD, SketchUp, V-Ray"; null for any other line. */
export function toolListLine(line: string): string | null {
  const items = line
    .trim()
    .split(/\s*[,，、]\s*/u)
    .map((t) => t.trim());
  return items.length >= 2 && items.length <= 10 && items.every((t) => TOOL.test(t))
    ? items.join(', ')
    : null;
}
