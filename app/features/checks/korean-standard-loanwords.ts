// Round twenty-eight (issue 36): loanwords of trade written as 국립국어원's 외래어 표기 writes them, which the
// Korean dictionaries lack (fresh18 flagged 리넨, the standard spelling of linen): 리넨 (linen), 숍 (shop) and
// 룸 (room) as words of their own (숍에서, 룸으로; 워크숍 and 쇼룸 are known already), 주얼리 (jewellery).
// Each is a noun; a particle after it is cut before the look-up. The non-standard spellings stay unknown or
// are left to the rules that flag them (린넨, 쥬얼리).
export const KO_STANDARD_LOANWORDS = ['리넨', '숍', '룸', '주얼리'];

/** The one-syllable ones, read also before a particle (숍에서, 룸으로), which longer stems only are otherwise. */
export const KO_ONE_SYLLABLE_LOANWORDS = new Set(['숍', '룸']);
