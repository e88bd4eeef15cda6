// Round twenty-five, style (ADR 0039): a first sentence that announces the writer instead of answering, by
// family — it says it will start by telling who the writer is ("Let me start by telling you a little about
// who I am", "Allow me to begin with a few words about myself", "Izinkan saya mengawali … siapa saya",
// "먼저 저를 소개하겠습니다"), or how glad the writer is to be writing or applying ("자기소개서를 작성하게 되어
// 기쁘게 생각합니다", "It is an honour to write this letter", "Saya merasa senang dapat menulis surat ini").
// It shares the question's words (cerita, 소개) and says nothing of them, so like an announcement it is empty
// however many words it shares (cliches.ts). Tested both ways in round-twenty-five-style.test.ts.
const SELF_START = new RegExp(
  [
    // en: I start by telling who I am; glad or honoured to write or apply.
    /^\s*(?:first(?: of all)?,?\s|to (?:begin|start)(?: with)?,?\s)?(?:let me|allow me to|I(?:'d| would) like to|I(?:'ll| will)|I want to|permit me to)\s(?:start|begin|open)(?: (?:this (?:letter|essay|answer|application)|off))?\s(?:by|with)\s[^.!?]{0,60}\b(?:who I am|myself|about me|my background|my story|my life)\b/,
    /^\s*(?:it is|it's|I am|I'm|I feel)\s(?:a great |an |a |truly |very |so |deeply )?(?:honou?r(?:ed)?|pleasure|privilege|glad|delighted|pleased|happy|excited)\s(?:to|that I can|to be able to)\s(?:write|submit|present|apply|introduce)\b[^.!?\d]{0,50}[.!?]?\s*$/,
    // id: izinkan/perkenankan saya mengawali/memulai … dengan … siapa saya / tentang diri saya; glad to write.
    /^\s*(?:izinkan|perkenankan|biarkan)\s(?:saya|aku)\s(?:untuk\s)?(?:mengawali|memulai|membuka)\b[^.!?]{0,60}\b(?:siapa (?:saya|aku)|diri (?:saya|aku)|latar belakang (?:saya|aku)|perjalanan (?:saya|aku))\b/,
    /^\s*(?:saya|aku)\s(?:merasa\s)?(?:sangat\s)?(?:senang|bahagia|terhormat|bangga|bersyukur)\s(?:dapat|bisa|karena dapat|atas kesempatan)\s(?:menulis|mengirim|menyampaikan|melamar|memperkenalkan)\b[^.!?\d]{0,50}[.!?]?\s*$/,
    // ko: glad or honoured to write or apply; first, I introduce myself.
    /^\s*(?:저는\s)?(?:이렇게\s)?(?:자기소개서|이 글|지원서|글)(?:을|를)\s(?:작성|쓰|올리|제출)(?:하)?게\s되어\s[^.!?\d]{0,20}(?:기쁘|기쁩|영광|감사|설레|반갑)/,
    /^\s*(?:저는\s)?(?:이렇게\s)?(?:귀사에|이번 채용에|이 자리에)?\s?(?:지원|인사)(?:하|드리)게\s되어\s[^.!?\d]{0,20}(?:기쁘|기쁩|영광|감사|설레|반갑)[^.!?\d]{0,20}[.!?]?\s*$/,
    /^\s*(?:먼저|우선|처음으로)\s(?:간단히\s|짧게\s)?(?:저를|제 ?소개를|저에 대해|제가 어떤 사람인지)\s(?:간단히\s|짧게\s)?(?:소개|말씀|이야기)(?:해\s?)?(?:드리|하|올리)(?:겠|고자|려고)/,
  ]
    .map((r) => r.source)
    .join('|'),
  'i',
);

/** Whether a first sentence only announces its writer: a start about who they are, or gladness to write. */
export function opensOnSelf(sentence: string): boolean {
  return sentence.length <= 140 && SELF_START.test(sentence);
}
