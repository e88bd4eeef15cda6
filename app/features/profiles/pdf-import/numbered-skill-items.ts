// A skills list numbered as Word numbers it ("1. Cisco IOS / IOS-XE", "2. MikroTik RouterOS", "3. BGP, OSPF, MPLS"):
// each number opens one item as the writer grouped it, so a comma or a slash inside an item does not cut it
// ("BGP, OSPF, MPLS" stays one skill). A bulleted or unnumbered list is still cut at its separators.

/** "1. ", "2) ", "3 - ": a list number before an item. */
const NUMBER = /^\s*(\d{1,2})\s*[.)]\s+\S/u;

/** Three lines or more, every one numbered, the numbers counting up from 1. */
export function isNumberedList(lines: string[]): boolean {
  const filled = lines.map((l) => l.trim()).filter(Boolean);
  if (filled.length < 3) return false;
  return filled.every((l, i) => Number(NUMBER.exec(l)?.[1]) === i + 1);
}
