// One's build and face said with any word of the kind (round nineteen, ADR 0039), by family from the
// round-eighteen set's misses (fresh14, read after its one blind run): a Korean adnominal before 체형/체격/
// 몸매/몸집 with a copula of oneself (통통한 체형이라, 마른 체격이지만), English looks or a face with any
// adjective after "my" (my boyish looks, my youthful face, baby-faced), and Indonesian ber- + a body noun
// with any word (bertubuh gempal, berwajah ayu, berperawakan jangkung) — the older rules listed the
// adjectives, and a new writer uses another. A legal body (berbadan hukum), a product's new face (berwajah
// baru) and a customer's build (고객 체형에 맞는) are left alone.
import type { BlindRule } from './blind-lists';

export const LOOKS: Record<'ko' | 'en' | 'id', BlindRule[]> = {
  ko: [
    {
      why: 'appearance',
      re: /(?<![가-힣])[가-힣]{0,3}(?:한|은|운|른|큰|진|린|난|긴|센)\s?(?:체형|체격|몸매|몸집|외모|얼굴)(?:이라서|이라|이지만|입니다|이어서|이고|이며|인 저|인 제가|이었|인 편|이다 보니|이기에|이기 때문)/g,
    },
    // Round thirty-six: a look described and paired with the body (갸름한 얼굴에 긴 팔다리, 둥근 얼굴에 작은 키) or
    // given as the reason (…한 체형 덕분에).
    {
      why: 'appearance',
      re: /(?<![가-힣])[가-힣]{0,3}(?:한|은|운|른|큰|근|진|린|난|긴|센|쁜)\s?(?:얼굴|체형|체격|몸매)(?:에\s(?:[가-힣]{0,3}(?:한|은|운|른|큰|근|진|린|난|긴|센|쁜)\s)?(?:팔다리|다리|팔|키|체격|몸매|어깨)|\s?(?:덕분에|덕에|때문에))/g,
    },
  ],
  en: [
    {
      why: 'appearance',
      re: /\bmy (?:(?:[a-z]+-)?[a-z]+ )(?:looks|good looks|complexion|physique|face)\b(?<!\b(?:new|company|team|brand|store|shop|site|web|book|product|clock|watch|cliff|rock|coal|work|public|user) (?:looks|face))|\b(?:I am|I'm|I look|I have always looked|being) (?:baby-faced|boyish|girlish|youthful-looking|young for my age|older than my years)\b|\bI (?:still )?look (?:young|younger|older) (?:for my age|than (?:I am|my age|my years))\b/g,
    },
  ],
  id: [
    {
      why: 'appearance',
      // Round thirty-six: a body part with its shape, owned by saya at the phrase's end (wajah oval serta kaki
      // jenjang saya) — see the second rule.
      re: /\b(?:berwajah|berparas|bertubuh|berperawakan|berpostur|berbadan|berkulit|berambut|bermata|berhidung) (?!(?:hukum|baru|usaha|dua|ganda)\b)[a-z]+\b/gi,
    },
    {
      why: 'appearance',
      re: /\b(?:wajah|muka|kaki|tubuh|badan|kulit|rambut|mata|hidung|pipi) (?:oval|bulat|tirus|lonjong|persegi|jenjang|panjang|ramping|mungil|langsing|kurus|gemuk|mancung|sipit|lebar)\b(?:(?: (?:serta|dan) (?:wajah|muka|kaki|tubuh|badan|kulit|rambut|mata|hidung|pipi) [a-z]+)?) saya\b/gi,
    },
  ],
};
