// Which of the composer's candidate sentences a letter takes, and how they are written out as paragraphs.
import { measure, type LimitType } from '../counting';
import { type Source, type Unit } from './material';
import { type Rng } from './rng';
import { type Item } from './letter-items';

export type RenderOpts = {
  lead: (src: Source, first: string) => string;
  sourceOf: (u: Unit) => Source | null;
  keep: Item[];
};

export function render(chosen: Iterable<Item>, o: RenderOpts): string {
  const set = new Set(chosen);
  const merged = new Map<Item, string>();
  // A merge that brings its own opening (the education's "…을 전공하고 …에 입사해") replaces the source's
  // lead ("2019년 7월부터 …에서는"), whatever else was merged into the same sentence.
  const leadDropped = new Set<Item>();
  for (const it of set)
    if (it.merge && set.has(it.merge.into)) {
      merged.set(it.merge.into, it.merge.text(merged.get(it.merge.into) ?? it.merge.into.text));
      if (!it.merge.keepsLead) leadDropped.add(it.merge.into);
    }
  const paras = new Map<number, Item[]>();
  for (const it of set) {
    if (it.merge && (set.has(it.merge.into) || it.joinedOnly)) continue;
    paras.set(it.para, [...(paras.get(it.para) ?? []), it]);
  }
  return [...paras.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([, its]) => {
      const sorted = its.sort((a, b) => a.seq - b.seq);
      const firstUnit = sorted.find((i) => i.unit);
      return sorted
        .map((i) => {
          const text = merged.get(i) ?? i.text;
          if (i !== firstUnit || leadDropped.has(i)) return text;
          const src = o.sourceOf(i.unit!);
          return src ? o.lead(src, text) : text;
        })
        .join(' ');
    })
    .join('\n\n');
}

/** Takes sentences by importance until the letter reaches a target length between min and max. */
export function select(
  items: Item[],
  min: number,
  max: number,
  rng: Rng,
  type: LimitType,
  o: RenderOpts,
): string {
  const target = min + (max - min) * (0.35 + 0.3 * rng.next());
  const chosen = new Set<Item>();
  const len = () => measure(render(chosen, o), type);
  const sorted = [...items].sort(
    (a, b) => Number(!!b.required) - Number(!!a.required) || a.prio - b.prio || a.seq - b.seq,
  );
  for (const it of sorted.filter((i) => i.required)) chosen.add(it);
  // Everything fits and is wanted (the whole letter `assess` measures): take it all without measuring
  // after each sentence. Lead-ins and merges add less than the sentences themselves, hence the doubling.
  const whole = items.reduce((n, i) => n + measure(i.text, type), 0);
  if (2 * whole + 500 <= Math.min(max, target)) {
    for (let grew = true; grew;) {
      grew = false;
      for (const it of sorted)
        if (!chosen.has(it) && (!it.after || chosen.has(it.after))) grew = !!chosen.add(it);
    }
    for (const it of [...chosen])
      if (it.unit?.part === 'situation' && !it.required && ![...chosen].some((c) => c.after === it))
        chosen.delete(it);
    return render(chosen, o);
  }
  const take = (it: Item) => {
    if (chosen.has(it) || (it.after && !chosen.has(it.after))) return;
    chosen.add(it);
    if (len() > max) chosen.delete(it);
  };
  for (const it of sorted) {
    if (len() >= target) break;
    if (!it.lastResort) take(it);
  }
  // Still under the minimum: every remaining item that fits.
  for (const it of sorted) {
    if (len() >= min) break;
    take(it);
  }
  // An episode's situation never stands alone.
  for (const it of [...chosen])
    if (it.unit?.part === 'situation' && !it.required && ![...chosen].some((c) => c.after === it))
      chosen.delete(it);
  // Still under the minimum after that: the rest, in order, as far as they fit — whole, or as a shorter
  // form of itself (its first clause, in the applicant's own words) when no whole sentence fits.
  const shorten = (it: Item, fits: () => boolean) => {
    const whole = it.text;
    for (const form of it.shorter ?? []) {
      it.text = form;
      if (fits()) return true;
    }
    it.text = whole;
    return false;
  };
  const fill = () => {
    for (const it of sorted) {
      if (len() >= min) break;
      if (it.unit?.part !== 'situation') take(it);
    }
    for (const it of sorted) {
      if (len() >= min) break;
      if (chosen.has(it) || (it.after && !chosen.has(it.after)) || !it.shorter?.length) continue;
      chosen.add(it);
      if (!shorten(it, () => len() <= max)) chosen.delete(it);
    }
  };
  fill();
  // Over the maximum with required items: the least important ones that are not kept give way — to a
  // shorter form of themselves when one fits, else whole.
  for (const it of [...sorted].reverse()) {
    if (len() <= max) break;
    if (o.keep.includes(it) || !chosen.has(it)) continue;
    if (!shorten(it, () => len() <= max)) chosen.delete(it);
  }
  // Still short, because what is taken leaves no room for another sentence (a short band after a long
  // opening): a taken sentence in a shorter form makes room, then the rest fills it.
  if (len() < min && sorted.some((i) => !chosen.has(i) && i.unit?.part !== 'situation')) {
    const taken = new Set(chosen);
    const texts = new Map(items.map((i) => [i, i.text]));
    const undo = () => {
      chosen.clear();
      for (const i of taken) chosen.add(i);
      for (const [i, t] of texts) i.text = t;
    };
    search: for (const it of sorted.filter((i) => taken.has(i) && i.shorter?.length))
      for (const form of it.shorter!) {
        it.text = form;
        fill();
        if (len() >= min && len() <= max) break search;
        undo();
      }
  }
  return render(chosen, o);
}
