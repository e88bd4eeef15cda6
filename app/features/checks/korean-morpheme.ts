/** One morpheme of the Korean analyser's reading (a compound entry split by its expression). */
export type Morpheme = { surface: string; pos: string; known: boolean };
