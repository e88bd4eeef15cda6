// Round thirty (ADR 0039): a first sentence that says the question made the writer look back over their
// road, life or self, and says nothing of what they found ("이 질문을 받고 제가 걸어온 길을 천천히 돌아보게
// 되었습니다", "Reading this question, I looked back over the road that brought me here", "Membaca
// pertanyaan ini, saya merenungkan kembali perjalanan hidup saya") — from fresh19's Korean miss (seen), by
// shape in the three languages: the question as the prompt, then looking back over something general.
// A first sentence that names what came to mind ("이 질문을 보고 가장 먼저 떠오른 것은 물류센터 화재
// 대응입니다") answers, and is left alone; so is any with a figure or over 160 characters.
const PROMPTED = new RegExp(
  [
    // ko: 이 질문을 받고/읽고/보고 … 걸어온 길/지난 시간/제 자신 … 돌아보/되돌아보/되짚/고민
    /^\s*(?:저는\s)?(?:이|본|해당|처음 이|이번)\s?(?:문항|질문|항목|주제)(?:을|를|에)?\s?(?:받고|받았을 때|읽고|읽었을 때|보고|보았을 때|봤을 때|접하고|접했을 때|마주하고|마주했을 때|앞에 두고|앞에서)[^.!?]{0,30}(?:걸어온 길|지나온 (?:길|시간|날들?|세월)|지난 (?:시간|날들?|세월|삶|경험들)|제 삶|저의 삶|인생|저 자신|제 자신|저라는 사람|많은 생각|오랫동안|한참|곰곰이|깊이)[^.!?]{0,25}(?:돌아보|되돌아보|되짚|돌이켜|회상|고민|생각하게|생각해 보|성찰)/,
    // en: Reading / On reading / When I read this question, I looked back over my road, life, years.
    /^\s*(?:(?:on |after |upon )?reading|(?:when|as) I (?:first )?read|faced with|given) (?:this|the) question,? I (?:took (?:some|a) (?:time|moment) to )?(?:looked|thought|glanced) back (?:on|over|at) (?:my|the) (?:road|path|journey|life|years|career|time|self|whole)\b|^\s*(?:this|the) question (?:made|led|got|sent|took|brought) me (?:to )?(?:look|think|go) back (?:on|over|to|through) (?:my|the) (?:road|path|journey|life|years|career|time)\b/,
    // id: Membaca / Setelah membaca / Mendapat pertanyaan ini, saya merenungkan (kembali) perjalanan hidup saya.
    /^\s*(?:(?:setelah|begitu|saat|ketika) )?(?:membaca|mendapat|menerima|melihat) pertanyaan ini,? (?:saya|aku) (?:jadi |pun )?(?:merenungkan|merenung|menoleh ke belakang|mengingat kembali|merefleksikan|memikirkan kembali|melihat kembali)(?: kembali)?(?: (?:perjalanan|jalan|langkah|hidup|karier|karir|masa lalu|diri)\b|$)/,
  ]
    .map((r) => r.source)
    .join('|'),
  'i',
);

/** Whether a first sentence only says the question made the writer look back over their road. */
export function opensOnQuestionPrompt(sentence: string): boolean {
  return sentence.length <= 160 && !/\d/.test(sentence) && PROMPTED.test(sentence);
}
