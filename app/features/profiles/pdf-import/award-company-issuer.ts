// An award's row whose name runs into the company that gave it, one cell ("2023.12 | 올해의 영업인상 ㈜한별상사",
// "우수사원상 (주)가온테크"): the last word, a company by its mark (㈜, (주), 주식회사 before or after), is the
// issuer, its own cell as a row of date, name and issuer has it. Read whole, the name kept the company.

/** A company by its mark: "㈜한별상사", "(주)가온테크", "가온테크(주)", "한별상사㈜". */
const COMPANY = /^(?:㈜|\(주\))[\p{L}\p{N}&]{2,20}$|^[\p{L}\p{N}&]{2,20}(?:㈜|\(주\))$/u;

/** "올해의 영업인상 ㈜한별상사" -> ["올해의 영업인상", "㈜한별상사"]; null when the cell ends in no marked company. */
export function awardCompanyIssuer(cell: string): [string, string] | null {
  const words = cell.trim().split(/\s+/);
  if (words.length < 2 || !COMPANY.test(words[words.length - 1])) return null;
  const name = words.slice(0, -1).join(' ');
  return /[\p{L}]{2}/u.test(name) ? [name, words[words.length - 1]] : null;
}

/** The award lines with a last cell's marked company set in a cell of its own. */
export function withAwardCompanyIssuers(lines: string[]): string[] {
  return lines.map((line) => {
    const row = line.split('\t');
    const split = awardCompanyIssuer(row[row.length - 1]);
    return split ? [...row.slice(0, -1), ...split].join('\t') : line;
  });
}
