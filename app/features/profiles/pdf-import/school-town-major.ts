// An ATS CV heads a school with its town after a spaced dash ("Universitas Padjadjaran – Sumedang", "SMA Negeri 3
// Garut – Garut" over "S1 Teknologi Pangan, IPK 3,28 / 4,00" or "Jurusan IPA"): the degree and the major on the line
// under it. Read as pieces, the town came first and took the major. A town-shaped piece after the school (one or two
// capitalised words) is the major only until a piece led by a degree or a major's word gives one; with no such piece
// ("Universitas Brawijaya – Agribisnis" alone) it stays the major.

/** One or two capitalised words ("Sumedang", "Tanjung Pinang"), no figure or initials. */
const TOWN = /^\p{Lu}\p{Ll}+(?:[ -]\p{Lu}\p{Ll}+)?$/u;

const townMajors = new WeakSet<object>();

/**
 * Whether `part` is to be the entry's major: when it has none, or when the one it has is a town-shaped piece after
 * the school and `part` is led by a degree or a major's word (`degreeLed`). Notes a town-shaped major as it goes.
 */
export function takesMajor(d: { school: string; major: string }, part: string, degreeLed: boolean): boolean {
  if (d.major && !(degreeLed && townMajors.has(d))) return false;
  if (d.school && !degreeLed && TOWN.test(part.trim())) townMajors.add(d);
  else townMajors.delete(d);
  return true;
}
