// A bare weight or length (40 kg, 180 cm) under blind hiring is the member's build only when nothing says it
// measures a thing (round eighteen, ADR 0039): the kept rules flag "\d{2,3} kg" alone so that "slim and fit, at
// 68 kg" is found, and so they also flagged a galley's food waste "from 40 kg to 15 kg per sailing". A figure
// measures goods, not a body, when it is one end of a change or a range (from/to, dari/menjadi, 40–15 kg), a
// rate (per sailing, a day, setiap hari), a quantity "of" something (40 kg of flour, 40 kg beras), or an
// object's size after an article ("a 25 kg sack", "sebuah karung 25 kg"). One's own words of weight and height
// (I weigh, berat badan saya, my height) are kept rules of their own and are never undone here.

/** A bare figure with a unit of weight or length, as the kept rules match it. */
const BARE = /^\d{2,3} ?(?:kg|cm)$/i;

/** Before the figure: "from", "dari", an article, a rate word, or the first end of a range or change. */
const BEFORE =
  /(?:\b(?:from|between|dari|antara|a|an|the|each|every|per|sebuah|seberat)|\d ?(?:kg|cm)? ?(?:[-–—]|to|hingga|sampai|menjadi))\s*$/i;

/** After the figure: a rate, a range's other end, "of" goods, or a noun the figure sizes. */
const AFTER =
  /^\s*(?:(?:[-–—]|to|hingga|sampai|menjadi)\s*\d|(?:per|a|an|each|every|of|setiap|tiap|per|sehari|seminggu|sebulan|setahun|dari)\b|(?:bags?|sacks?|boxes?|crates?|loads?|parcels?|pallets?|batch(?:es)?|drums?|bins?|of|karung|kotak|kardus|paket|beras|sampah|limbah|bahan|muatan|barang)\b)/i;

/** Whether the bare figure text.slice(a, b) measures a thing (a change, a rate, a quantity), not the member. */
export function measuresGoods(text: string, a: number, b: number): boolean {
  if (!BARE.test(text.slice(a, b))) return false;
  const start = Math.max(0, a - 40);
  return BEFORE.test(text.slice(start, a)) || AFTER.test(text.slice(b, b + 30));
}
