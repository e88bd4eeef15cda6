// Round twenty-seven (ADR 0039): first sentences by SHAPE — they talk about the act of answering, the
// writer's feelings on writing, or the company's fame, instead of the question's topic; from fresh18's misses
// ("저는 이 문항에 답하기 위해 오랫동안 고민했고, 제 이야기를 솔직하게 풀어 보려고 합니다", "Here is my
// answer to this question, and I hope it gives you a good picture of who I am"). Such a sentence names the
// question or the answer itself and says nothing of its topic, so like an announcement it is empty whatever
// words it shares (cliches.ts). Only a short first sentence (160 characters at most) with no figure.
// Tested both ways in opening-meta.test.ts.
const META = new RegExp(
  [
    // ko: the question, the answer or this letter as the subject of the writer's thinking or writing.
    /(?:이|본|해당)\s?(?:문항|질문|자기소개서|글|항목)(?:에|을|를|의)?\s?(?:대한\s)?(?:답하|대답하|답을|쓰|작성하|적)[^.!?]{0,40}(?:고민|생각|망설|떨리|설레|되돌아|돌아보)/,
    /제\s(?:이야기|경험|생각)(?:를|을)\s(?:솔직하게\s|진솔하게\s|있는 그대로\s|차근차근\s)?(?:풀어|들려|적어|써|말씀드려)\s?(?:보|드리)(?:려고|고자|겠)/,
    /^\s*(?:떨리는|설레는|간절한|벅찬|겸손한|진심 어린)\s마음으로\s[^.!?]{0,30}(?:씁니다|적습니다|작성합니다|시작합니다|글을)/,
    /^\s*[^.!?\s]{1,15}(?:은|는)\s(?:누구나|모두가|국민 누구나|전 국민이)\s(?:아는|알고 있는)\s(?:기업|회사|브랜드|이름)/,
    // en: here is my answer; I hope this shows who I am; this question made me think; the company is famous.
    /^\s*(?:here is|here's|this is|below is|what follows is) my (?:honest )?(?:answer|response|reply|story)\b/,
    /\bI hope (?:this|it|my (?:answer|response|story)) (?:gives|shows|helps|paints|offers|tells)\b[^.!?]{0,40}\b(?:who I am|picture of me|sense of (?:me|who)|idea of (?:me|who))/,
    /^\s*(?:when I (?:first )?(?:read|saw) (?:this|the) question|(?:this|the) question (?:made|makes|got) me (?:think|reflect|pause))\b/,
    /^\s*I (?:have )?(?:thought|spent|took)\s(?:long|a long time|hard|a lot|some time|a while)\b[^.!?]{0,30}\b(?:this question|how to answer|answering|writing (?:this|my))/,
    /^\s*(?:everyone|everybody|the whole (?:world|country)) knows (?:your|the name)\b|^\s*[^.!?]{0,30}\bis a household name\b/,
    // Round thirty-two: weighing which experience to write about, or starting to write, as the first thing said
    // ("어떤 경험을 적을지 오래 고민하다가 이 글을 쓰기 시작했습니다", "I spent a long time deciding which story
    // to tell", "Saya cukup lama bingung memilih pengalaman mana yang akan saya tulis").
    /(?:어떤|무슨|어느)\s(?:경험|이야기|사례|일|에피소드)(?:을|를)\s(?:적을지|쓸지|써야 할지|적어야 할지|말씀드릴지|소개할지|담을지)|(?:무엇을|뭘)\s(?:적을지|쓸지|써야 할지)|(?:고민|망설이|생각하)[^.!?]{0,20}(?:이|본)\s(?:글|자기소개서|답변)(?:을|를)\s(?:쓰기|적기|작성하기)\s시작/,
    /^\s*(?:I\s(?:spent|took|needed)\s(?:a long time|ages|a while|some time|long)|it took me\s(?:a long time|ages|a while|some time))\s(?:to\s)?(?:decid|choos|wonder|think|work out)\w*\s(?:about\s)?(?:which|what)\s(?:experience|story|example|episode|moment)\b|^\s*choosing\s(?:which|an?|the|one)\s(?:experience|story|example)\b[^.!?]{0,30}\bwas\s(?:not easy|hard|difficult)/,
    /^\s*(?:saya\s)?(?:cukup\s|sangat\s|agak\s)?(?:(?:lama|bingung|sulit|kesulitan)\s){1,2}(?:untuk\s)?(?:memilih|menentukan|memutuskan)\s(?:pengalaman|cerita|contoh|kisah)\s(?:mana|apa)\b/,
    // Round thirty-three: not knowing where to begin ("무엇부터 말씀드려야 할지 막막했습니다", "Where do I even
    // begin", "Saya bingung harus memulai dari mana").
    /(?:무엇부터|뭐부터|어디서부터|어디부터|어떤 말부터)\s(?:말씀드려야|써야|적어야|이야기해야|시작해야|꺼내야|말해야)\s?할지\s?(?:막막|모르|몰라|고민|망설)|^\s*(?:where (?:do|should|can|would) I (?:even |possibly )?(?:begin|start)|I (?:don't|do not|hardly|barely) (?:even )?know where to (?:begin|start))\b|\b(?:bingung|tidak tahu|tak tahu|sulit menentukan)\s(?:harus\s)?(?:memulai|mulai)\s(?:dari\s)?(?:mana|apa)\b/,
    // Round thirty-five: not knowing what to write, or a long silence before writing ("I was not sure what to
    // write", "Pertanyaan ini membuat saya lama terdiam sebelum mulai menulis").
    /\bI (?:was not|wasn't|was never|was unsure|am not|'m not) (?:quite |entirely |really )?(?:sure|certain|unsure) (?:what|how) to (?:write|say|answer|put)\b|\bI (?:did not|didn't) (?:really |quite )?know (?:what|how) to (?:write|say|answer)\b|\bI had no idea (?:what|how) to (?:write|say|answer)\b/,
    /\bpertanyaan ini membuat (?:saya|aku) (?:cukup |sangat |agak )?(?:lama |sempat )?(?:terdiam|termenung|tercenung|bingung|merenung|berpikir)\b|\b(?:terdiam|termenung|tercenung)\b[^.!?]{0,30}\bsebelum (?:mulai |akhirnya )?(?:menulis|menjawab)\b/,
    // Round thirty-six: struggling to know where to start, after a hedge or none ("To be honest, I struggled
    // to know where to start", "Honestly, it was hard to know where to begin").
    /^\s*(?:(?:to be honest|to be frank|honestly|truthfully|frankly|admittedly|I (?:must|have to|will) admit|I'll admit)(?: with you)?,?\s)?(?:I (?:struggled|struggle|have struggled|found it (?:hard|difficult|tricky)|had (?:trouble|a hard time|difficulty)|was (?:stuck|at a loss|lost)|am (?:stuck|at a loss))|it (?:was|is) (?:hard|difficult|tricky|not easy))(?: (?:at first|for a while|for a long time|for ages))?\s(?:to (?:know|decide|work out|figure out) |knowing |deciding |working out |figuring out |about )?where to (?:begin|start)\b/,
    // id: berikut jawaban saya; semoga tulisan ini memberi gambaran; pertanyaan ini membuat saya berpikir.
    /^\s*(?:berikut(?: ini)?|inilah)\s(?:adalah\s|merupakan\s)?jawaban\s(?:saya|aku)\b/,
    /\bsemoga\s(?:jawaban|tulisan|cerita|uraian)\s(?:ini|saya)\b[^.!?]{0,50}\b(?:gambaran|mengenal|siapa saya)/,
    /^\s*(?:(?:saat|ketika) (?:pertama )?(?:membaca|melihat) pertanyaan ini|pertanyaan ini membuat (?:saya|aku) (?:berpikir|merenung))\b|\b(?:saya|aku) (?:sudah |telah |cukup lama )?(?:berpikir|merenung|memikirkan)\b[^.!?]{0,40}\b(?:pertanyaan ini|cara menjawab|untuk menjawab)/,
    /^\s*dengan\s(?:hati|perasaan)\s(?:yang\s)?(?:berdebar|senang|bangga|tulus|penuh harap)\b|^\s*siapa (?:yang )?tidak (?:kenal|mengenal)\b/,
    // Round twenty-seven, third list set: the job hunt, how hard it is to write about oneself, a truth about
    // everyone or about wherever people meet, wondering about the future, a company that needs no introduction.
    /^\s*(?:취업을|취업 활동을|구직을)\s?(?:준비하며|준비하면서|하며)|^\s*(?:자기소개서|저를 소개하는 (?:일|것)|제 이야기를 쓰는 (?:일|것))(?:를|을|은|는)?\s[^.!?]{0,15}(?:어렵|쉽지 않|막막)/,
    /^\s*(?:사람이|사람들이)\s(?:모이는|함께하는|일하는)\s곳(?:에는|에서는|이라면)|(?:가슴이|마음이)\s(?:뜁니다|뛰|설렙|설레|벅차|두근)|(?:이름|브랜드)(?:을|를)\s모르는\s(?:사람|이)(?:은|는)\s없/,
    /^\s*I(?:'ve| have)\s(?:been looking|searched|waited|looked)\s(?:for\s)?(?:a|the)\s(?:right\s|perfect\s)?(?:opportunity|role|job|company)\b|^\s*(?:talking|writing)\sabout\s(?:myself|me)\b/,
    /\bsomething (?:we all|everyone|everybody)\b|\bwe all (?:have to|must|need to)\b|\bare bound to (?:happen|arise|occur)\b|^\s*wherever people\b|^\s*I (?:often |sometimes )?(?:wonder|imagine) (?:where|what|how) (?:life|the future)\b|\bneeds no introduction\b/,
    /^\s*mencari\s(?:pekerjaan|kerja)\b|^\s*(?:berbicara|bercerita|menulis)\stentang\sdiri\s(?:sendiri|saya)\b|^\s*(?:gagal|salah|kegagalan|kesalahan|berbeda pendapat)\s(?:itu\s|adalah\s)(?:manusiawi|wajar|biasa)\b/,
    /^\s*di\smana\sada\b|^\s*tidak ada\s(?:yang|seorang pun yang)\s(?:bisa|dapat)\s(?:menebak|mengetahui|meramal|tahu)\b|\bsudah tidak asing(?: lagi)?\s(?:di telinga|bagi)\b/,
  ]
    .map((r) => r.source)
    .join('|'),
  'i',
);

/** Whether a first sentence only talks about answering, the writer's feelings on it, or the company's fame. */
export function opensOnAnswering(sentence: string): boolean {
  return sentence.length <= 160 && !/\d/.test(sentence) && META.test(sentence);
}
