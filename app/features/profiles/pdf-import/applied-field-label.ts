// A form's row for the job applied for, its label in a cell of its own ("지원분야 | 재무회계", "Position applied
// for | Analyst", "Posisi yang dilamar | Staf Keuangan"), under the form's title: neither the label nor the field
// is the person's name. With a colon ("지원분야 : …") it was already read as a labelled line.

const APPLIED_FOR =
  /^(?:(?:지원|희망|모집|응시|채용)\s*(?:분야|부문|직무|직종|업무|포지션|직군)|(?:position|job|post)\s+applied\s+for|applied\s+(?:position|for)|posisi\s+(?:yang\s+)?dilamar|lamaran\s+(?:untuk\s+)?posisi)$/iu;

/** Whether the line is such a row: its first cell the applied-for label, a value beside it. */
export function isAppliedFieldRow(line: string): boolean {
  const [label, ...rest] = line.split('\t').map((c) => c.trim());
  return APPLIED_FOR.test(label ?? '') && rest.some(Boolean);
}
