// A project's tools in brackets after its title ("1. 수요예측 기반 재고 재배치 (Python, SQL, Power BI)", "Route
// planner (Excel VBA)"): the tools, not part of the name. A card titled so, over 기간/역할/성과 rows, had no tools row
// and was not read as a project; its rows became jobs. Only a bracket of tool names (Latin words, commas
// between) is taken: "(2차)", "(사내 프로젝트)", "(2022)" stay in the title.

/** One tool's name: a Latin word or two ("Power BI", "C#", "Node.js", "Excel VBA"). */
const TOOL = /^[A-Za-z][A-Za-z0-9.#+\-/]*(?: [A-Za-z0-9.#+\-/]+){0,2}$/u;
const BRACKET = /^(.*\S)\s*[(（]([^()（）]+)[)）]\s*$/u;

/** "Name (Python, SQL)" -> { name: "Name", tools: "Python, SQL" }; null when the bracket holds no tool list. */
export function titleTools(title: string): { name: string; tools: string } | null {
  const match = BRACKET.exec(title.trim());
  if (!match) return null;
  const tools = match[2].split(/\s*[,，、]\s*/u).map((t) => t.trim());
  if (tools.length === 0 || tools.length > 8 || !tools.every((t) => TOOL.test(t))) return null;
  // A title of Latin words with one Latin word in brackets ("Data Hub (Beta)") is no tool list.
  if (tools.length === 1 && !/[가-힣]/u.test(match[1])) return null;
  return { name: match[1].trim(), tools: tools.join(', ') };
}
