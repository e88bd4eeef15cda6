// Age, gender, marriage and means said of oneself in words the kept rules do not read (round twenty, ADR
// 0039), by family from made-up sentences, not from a planted set: an age by its words (서른 중반, 재수, "a
// mature student", "older than most applicants", "usia yang tidak muda lagi", "berusia kepala lima"), one's
// gender by a job title after it (여성 엔지니어로서, 남자인 저, "a male nurse") or military service (군필),
// marriage ("my divorce", "my fiancée", "being single"), and means ("paycheck to paycheck", "food stamps",
// "free school meals"). Other people's (women in engineering as a market, 신혼부부 고객) are left alone.
import type { BlindRule } from './blind-lists';

export const STATUS_SAID: Record<'ko' | 'en' | 'id', BlindRule[]> = {
  ko: [
    {
      why: 'age',
      re: /(?<![가-힣])(?:스물|서른|마흔|쉰|예순)(?:을|의)? ?(?:초반|중반|후반|줄|을 넘|이 넘|을 앞)|(?<![가-힣])(?:재수|삼수|N수|엔수)(?:를|생활|끝에|해서|하여|하며|를 거쳐|를 하)/g,
    },
    {
      why: 'gender',
      re: /(?<![가-힣])(?:여성|남성|여자|남자)(?:인 저|인 제가|이지만 저|인 저로서)|(?<![가-힣])(?:여성|남성|여자|남자) [가-힣]{2,6}(?:로서|으로서|로 일하며|인 저|인 제가)|(?<![가-힣])(?:군필|병역필|미필|예비역 ?(?:병장|하사|중위|대위))(?![가-힣])/g,
    },
    {
      why: 'age',
      re: /(?<![가-힣A-Za-z])(?:[A-Z]{1,2}|베이비붐|밀레니얼|에코붐|386|586|N포)\s?세대(?:인 저|로서|인 제가|의 한 사람으로|답게|로 자란|인 저는)/g,
    },
    {
      why: 'gender',
      re: /(?<![가-힣])(?:여성|남성|여자|남자) (?:최초로|최초의|최초|유일하게|처음으로)/g,
    },
    {
      why: 'marital',
      re: /(?<![가-힣])(?:출산|임신)(?: 후| 이후|으로 인해|으로| 휴가| 휴직|과 육아|·육아|휴가)/g,
    },
    {
      why: 'marital',
      re: /(?<![가-힣])(?:[두세네]|\d) (?:아들|딸|아이|자녀|남매|형제|자매|쌍둥이)(?:을|를)? (?:키우|키웠|기르|양육)/g,
    },
    {
      why: 'age',
      re: /(?<![가-힣])늦깎이(?:로|로서|인 저| 신입| 대학생| 학생| 취준생| 사회초년생| 입사)/g,
    },
  ],
  en: [
    {
      why: 'age',
      re: /\b(?:a|as a|being a|I am a|I'm a) mature (?:student|graduate|learner|candidate|entrant)\b|\b(?:I am|I'm|being) (?:a )?(?:recent )?(?:retiree|retired|semi-retired|pensioner)\b|\b(?:older|younger) than (?:most|many|the other|my) (?:applicants|candidates|colleagues|peers|classmates|teammates)\b|\bat my age\b/g,
    },
    {
      why: 'gender',
      re: /\b(?:as|being|I am|I'm|I was) (?:a|the only|the first|one of the few) (?:male|female) (?:nurse|engineer|developer|pilot|founder|teacher|mechanic|driver|welder|midwife|carer|programmer|scientist|manager|firefighter|officer|technician|electrician)\b/gi,
    },
    {
      why: 'marital',
      re: /\b[Mm]y (?:divorce|separation|ex-husband|ex-wife|fianc[ée]e?|late (?:husband|wife)|widowhood|wedding|honeymoon|maternity leave|paternity leave)(?![A-Za-z])|\b(?:[Bb]eing|[Aa]s|I am|I'm) (?:single|divorced|widowed|separated|unmarried|engaged|newly ?wed|a newlywed|a widow|a widower)\b/g,
    },
    {
      why: 'wealth',
      re: /\b(?:(?:grew up|[Gg]rowing up|we were|we lived|my family was|I was|raised|brought up) on (?:food stamps|welfare|benefits)|free school meals|paycheck to paycheck|pay ?cheque to pay ?cheque|council estate|trailer park)\b|\b(?:[Mm]y (?:family|parents)|[Ww]e) (?:could not|couldn't|could never|can't|cannot) afford\b/g,
    },
    {
      why: 'age',
      re: /\b\d{2} years young\b|\b(?:nearing|approaching|close to) retirement\b|\b(?:the )?(?:oldest|youngest) (?:person |member |one )?(?:in|on|of) (?:my|the) (?:cohort|team|class|intake|department|office|crew)\b/g,
    },
    {
      why: 'gender',
      re: /\b(?:I am|I'm|as|being) an? (?:transgender|trans|non-binary|nonbinary|cisgender) (?:man|woman|person|employee|applicant)?/g,
    },
    {
      why: 'marital',
      re: /\b(?:[Aa]s|I am|I'm|[Bb]eing) an? (?:dad|father|mom|mum|mother|parent|single parent|stepmother|stepfather|stepmom|stepdad)\b(?! (?:company|board|figure)\b)|\b(?:our|my) (?:first|second|third|new) (?:baby|child|daughter|son)\b/g,
    },
    {
      why: 'wealth',
      re: /\b[Ww]e were (?:so |very |too |dirt )?(?:poor|broke|rich|wealthy|well-off)\b(?! (?:at|in|with|on|about)\b)|\b(?:[Cc]oming|[Cc]ame|I come) from (?:money|old money|nothing|a privileged background|privilege)\b/g,
    },
    {
      why: 'marital',
      re: /\bI became a (?:mother|father|mom|dad|parent) at (?:\d+|[a-z]+)\b|\bI (?:had|have) (?:my|a) (?:first )?(?:child|baby|son|daughter) at (?:\d+|[a-z]+)\b/g,
    },
    {
      why: 'age',
      re: /\b(?:I am|I'm|[Aa]s|[Bb]eing) (?:one of the (?:few|last|many) |a |an )?(?:Boomers?|baby boomers?|Gen Xers?|Xennials?|Zoomers?|teenagers?|twenty-somethings?|thirty-somethings?|pensioners?)\b/g,
    },
    {
      why: 'appearance',
      re: /\b(?:I am|I'm|[Bb]eing) (?:very |quite |rather |naturally |told I am )?(?:photogenic|good-looking|attractive|handsome|beautiful|pretty|bald|blonde|blond|a redhead|a brunette|tall|short|petite|overweight|slim|stocky|skinny|muscular)\b(?! (?:sure|much|good|well|confident|certain|close|of|on|for|with|to|about|that|in)\b)/g,
    },
    {
      why: 'age',
      re: /\b(?:I am|I'm) (?:[a-z]+, )?(?:just|only|barely|nearly|almost) \d{2}\b(?! (?:units|percent|hours|days|people|staff|orders|years? (?:in|of|at)))/g,
    },
    {
      why: 'appearance',
      re: /\b(?:I am|I'm) an? (?:[a-z]+, )?(?:big|tall|short|small|strong|heavy|skinny|large|petite|burly|stocky|slight) (?:guy|man|woman|girl|lady|bloke|fellow|lad)\b|\b(?:a|my) baby face\b(?! (?:cream|wash|lotion|products?))/g,
    },
    {
      why: 'age',
      re: /\bin my (?:(?:early|mid|late)[- ])?(?:sixties|seventies|60s|70s)\b|\b(?:I am|I'm|I was|[Aa]s) the (?:oldest|youngest)(?: person| member| one| student| hire)? (?:in|on|of|at) (?:my|the) [a-z]+/g,
    },
    {
      why: 'gender',
      re: /\b(?:[Aa]s|I am|I'm|[Bb]eing) an? (?:Black|Asian|Latina|Latino|Hispanic|white|brown|mixed-race|Indigenous|Arab) (?:woman|man|girl|female|male)\b/g,
    },
    {
      why: 'wealth',
      re: /\b[Mm]oney was (?:always |often |very |really )?(?:tight|scarce|short) (?:at home|growing up|in (?:my|our) (?:family|house|household))/g,
    },
  ],
  id: [
    {
      why: 'age',
      re: /\b(?:usia|umur) (?:saya )?(?:yang )?(?:sudah )?(?:tidak|tak) (?:lagi )?muda(?: lagi)?\b|\b(?:berusia|berumur|usia|umur) (?:sudah )?kepala (?:tiga|empat|lima|enam)\b/gi,
    },
    {
      why: 'marital',
      re: /\b(?:ibu|ayah|bapak|orang tua) dari (?:\d+|satu|dua|tiga|empat|lima|seorang) (?:anak|putra|putri|orang anak)\b/gi,
    },
    {
      why: 'age',
      re: /\b(?:[Mm]eski|[Mm]eskipun|[Ww]alau|[Ww]alaupun|[Ss]aya|[Kk]arena) (?:saya )?(?:masih|sudah|tergolong) (?:muda|tua|berumur|senior)\b|\b(?:[Ss]ebagai|[Ss]aya) (?:anak muda |bagian dari |termasuk )?(?:generasi|gen) (?:[A-Z]\b|milenial|millennial|alpha)/g,
    },
    {
      why: 'wealth',
      re: /\bhidup (?:pas-pasan|serba kekurangan|berkecukupan|sederhana|susah|miskin)\b|\bserba kekurangan\b/g,
    },
    {
      why: 'gender',
      re: /\b[Ss]aya (?:adalah )?(?:seorang )?(?:bapak|ibu rumah tangga|bapak rumah tangga|kepala keluarga|pria|wanita)\b/g,
    },
    {
      why: 'age',
      re: /\b[Ss]aya (?:sudah |baru )?genap (?:\d+|[a-z]+) tahun\b/g,
    },
    {
      why: 'gender',
      re: /\b(?:[Ss]ebagai|[Ss]aya|[Mm]eski|[Ww]alau) (?:seorang )?(?:lelaki|cowok|cewek|wanita karier|perempuan satu-satunya)\b|\b[Ss]aya perempuan\b/g,
    },
    {
      why: 'gender',
      re: /\bsatu-satunya (?:anak )?(?:laki-laki|perempuan|putra|putri|cowok|cewek)\b/g,
    },
    {
      why: 'age',
      re: /\b(?:berusia|berumur|usia(?: saya)?|umur(?: saya)?) (?:sudah |kini |sekarang )?(?:(?:dua|tiga|empat|lima|enam) puluhan|\d0-an)/g,
    },
    {
      why: 'family',
      re: /\b[Ss]aya (?:adalah )?(?:seorang )?(?:cucu|cicit|keponakan|menantu)\b/g,
    },
  ],
};
