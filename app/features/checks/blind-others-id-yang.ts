// Round thirty (issue 36, ADR 0039): an Indonesian age or body word in a "yang" clause on another person
// ("… pesta ulang tahun atasan yang genap berusia empat puluh", "mengantar rekan yang baru berusia 20
// tahun") — from the last round's first-person near misses, by kind: the older frames took a sentence with
// "saya" in it as the writer's. The head is another's when the writer's clause reaches it through a verb
// or a preposition (saya menyiapkan … atasan yang, untuk pelanggan yang) or has no word of the writer's at
// all; it is the writer's when it is their predicate ("Saya generasi Z yang lahir", "Saya orang yang") or
// the writer's own word ("saya yang berusia 40 tahun", "anak saya yang …": the kin rule's).
// Round thirty-five: up to three words of the clause's verb phrase between "yang" and the trait ("rekan yang
// baru kembali dari cuti melahirkan").
const ID_YANG_BEFORE =
  /\b([a-z0-9-]+)(,)? yang (?:(?:sudah|genap|baru|masih|hampir|telah|kini|rata-rata|umumnya|usianya|sedang|akan) )*(?:[a-z-]+ ){0,3}$/i;
const ID_TIME_HEAD = /^(?:usia|umur|masa|tahun|era|zaman|waktu|saat|hari|bulan)$/i;
const ID_OWN_WORD = /^(?:saya|aku|kami|kita|[a-z]+ku)$/i;
const ID_OWN_IN = /\b(?:saya|aku)\b/gi;
const ID_REACH =
  /^(?:(?:me|mem|men|meng|meny|ber|di|ter)[a-z]{3,}|untuk|bagi|kepada|dengan|pada|dari|bersama|oleh)$/i;

/** Whether the Indonesian finding at `a` is in a "yang" clause on another person. */
export function othersIdYang(text: string, a: number, why: string, lang: string): boolean {
  if (lang !== 'id' || (why !== 'age' && why !== 'appearance' && why !== 'marital')) return false;
  const start = Math.max(text.lastIndexOf('.', a - 1), text.lastIndexOf('\n', a - 1)) + 1;
  const before = text.slice(start, a);
  const m = ID_YANG_BEFORE.exec(before);
  if (!m || ID_OWN_WORD.test(m[1])) return false;
  // The writer inside the clause ("Banyak yang bilang saya berparas …"), or a time, not a person, as the head
  // ("Di usia yang sudah menginjak 47 tahun").
  if (/\b(?:saya|aku)\b/i.test(m[0]) || ID_TIME_HEAD.test(m[1])) return false;
  const head = before.slice(0, m.index);
  const own = [...head.matchAll(ID_OWN_IN)].at(-1);
  if (!own) return true;
  const between = head
    .slice(own.index + own[0].length)
    .split(/[\s,]+/)
    .filter(Boolean);
  return between.some((w) => ID_REACH.test(w));
}
