// Round twenty-four (ADR 0039): own traits said through life events and the words people use for them, by
// family from the fifth made-up set (blind-first-person-fifth.ts): a child married off (시집보내고, "married
// off our youngest", menikahkan anak), a parent's funeral or care (아버지 장례, pemakaman ibu, merawat ayah),
// in-laws and a spouse by a home word (시어머니, 장인어른, 집사람), a child's school year (첫째가 초등학교에
// 들어가), an age by a zodiac year, a school year at an event or a round age to come (띠동갑, 월드컵 때 고3,
// 환갑을 앞두고), a school by its rivalry, an exam score or a leaving level (연고전 응원단, 수능 상위 1%, 고졸,
// "1580 on the SAT", GED, jalur SNMPTN, tamat SMP), a sense that fails (귀가 잘 들리지 않), a family trade
// (대대로 과수원을 해 온), going home (mudik ke), dress of faith (I wear a hijab), a hyphenated origin
// (Korean-American), an immigrant "from", a grandparent one became, a fraternity's letters, an old boy.
// Korean honorifics (-시-) mark another person and are left alone (딸을 시집보내신 어머님).
import type { BlindRule } from './blind-lists';
import { KO_WORD_END } from './korean-word-end';
import type { CheckLang } from './types';

/** A Korean verb stem's end that is not honorific (보내고, 보냈, not 보내신/보내셨). */
const NO_HON = '(?!시|신|셨|실|십)';
const KIN_CHILD =
  '(?:딸|아들|딸아이|아들놈|큰딸|큰아들|작은딸|작은아들|막내딸|막내아들|막내|자식|첫째|둘째|셋째|외동딸|외아들)';
const GREEK =
  '(?:Alpha|Beta|Gamma|Delta|Epsilon|Zeta|Eta|Theta|Iota|Kappa|Lambda|Mu|Nu|Xi|Omicron|Pi|Rho|Sigma|Tau|Upsilon|Phi|Chi|Psi|Omega)';
const ID_PARENT = '(?:ayah|ibu|bapak|orang tua|nenek|kakek|mertua|suami|istri|ayahanda|ibunda)';

export const LIFE_EVENTS: Record<CheckLang, BlindRule[]> = {
  ko: [
    {
      why: 'family',
      re: new RegExp(
        [
          // A child married off (딸아이를 시집보내고, 큰아들 장가보낸 뒤).
          `(?<![가-힣])${KIN_CHILD}(?:을|를|도)?\\s?(?:시집|장가)\\s?(?:보내|보냈|보낸|보낼)${NO_HON}`,
          // A parent's funeral (아버지 장례를 치르고, 어머니 발인).
          '(?<![가-힣])(?:아버지|어머니|아버님|어머님|부모님|할아버지|할머니|엄마|아빠)(?:의)?\\s?(?:장례|발인|삼우제|49재|사십구재|임종)',
          // In-laws by their home words (시어머니께서, 장인어른 농장). Round thirty-seven: the word must end
          // where a particle or ending runs to the word's end (KO_WORD_END), as round thirty-six's kept words
          // do; a noun glued on makes a firm's name (처가방수, 처가식품, 시댁반찬), not the in-laws. It replaces
          // a list of trades (렌터카, 상사, 식품 …) that let any other glued trade through.
          `(?<![가-힣])(?:시어머니|시아버지|시부모님?|시댁|시누이|시아주버니|장인어른|장모님|처가|처갓집|처가댁|친정(?:집|어머니|엄마|아버지)?)${KO_WORD_END}`,
          // A family trade kept for generations (대대로 과수원을 해 온).
          '(?<![가-힣])(?:대대로|[2-5]대째)\\s?(?:[가-힣]+\\s){0,2}?[가-힣]*(?:해\\s?온|이어\\s?온|지켜\\s?온|운영해\\s?온|내려온)',
        ].join('|'),
        'g',
      ),
    },
    {
      why: 'marital',
      re: new RegExp(
        [
          '(?<![가-힣])(?:집사람|안사람|바깥양반|와이프|애들 엄마|애들 아빠)(?=[이은을의과도께가]|\\s)',
          // One's own child's school year (첫째가 올해 초등학교에 들어가).
          `(?<![가-힣])(?:첫째|둘째|셋째|막내|큰애|작은애|큰아이|작은아이|아이|애)(?:가|는|도)\\s?(?:(?:올해|내년|작년|지난해|이번|곧)(?:에|부터)?)?\\s?(?:유치원|어린이집|초등학교|중학교|고등학교)(?:에|을|를)?\\s?(?:들어가|들어갔|입학|졸업)${NO_HON}`,
        ].join('|'),
        'g',
      ),
    },
    {
      why: 'age',
      re: new RegExp(
        [
          '(?<![가-힣])띠동갑',
          // A school year at an event (2002 월드컵 때 고3이었습니다).
          '(?<=[가-힣A-Z\\d]\\s?)때\\s?(?:고|중|초)[1-6](?:이었|였|이던|이라|일 때)',
          // A round age ahead or passed, said of oneself (환갑을 앞두고, 불혹을 넘겨).
          `(?<![가-힣])(?:환갑|회갑|칠순|고희|불혹|지천명|이순)(?:을|이|에)?\\s?(?:앞두고|앞둔|넘겨|넘긴|넘어|지나|맞아|맞았|바라보)${NO_HON}`,
        ].join('|'),
        'g',
      ),
    },
    {
      why: 'school',
      re: new RegExp(
        [
          '(?<![가-힣])(?:연고전|고연전)\\s?(?:응원단장?|대표|선수|에 출전|출전)',
          '(?<![가-힣])수능(?:에서)?\\s?(?:전국\\s?)?(?:상위\\s?\\d|만점|전\\s?과목|올\\s?1등급|[1-9]등급|\\d{3}점)[^\\s,.]*',
          '(?<![가-힣])(?:고졸|중졸|초졸|대졸|전문대졸)(?:로|이라|이지만|입니다|인 저|이어서|로서|학력)',
        ].join('|'),
        'g',
      ),
    },
    {
      // Where one lived as a child, then the place (어릴 적 살던 청주, 어린 시절을 보낸 목포); round thirty:
      // the place said after it as a complement (어릴 적 살던 동네가 인천 배다리라).
      why: 'hometown',
      re: new RegExp(
        `(?<![가-힣])(?:어릴\\s?적|어린\\s?시절(?:을)?|어렸을\\s?때|유년\\s?시절(?:을)?)(?:에)?\\s?(?:살던|살았던|자란|자랐던|지낸|지냈던|보낸)\\s?(?:곳인\\s?|동네인\\s?)?[가-힣]{2,}(?:\\s[가-힣]{2,6}(?:\\s[가-힣]{1,6})?(?=이?라(?![면고])|입니다|였|이었|이어서|여서))?`,
        'g',
      ),
    },
    {
      why: 'appearance',
      re: new RegExp(
        `(?<![가-힣])(?:(?:한쪽|왼쪽|오른쪽|양쪽)\\s?)?(?:귀|눈|다리|허리|무릎)(?:가|이)\\s?(?:잘\\s?)?(?:들리지 않|보이지 않|안 들리|안 보이|불편하|불편해|약하|약해|좋지 않)${NO_HON}`,
        'g',
      ),
    },
  ],
  en: [
    {
      why: 'age',
      re: /\b[Cc]lass of ['’]\d\d\b|\bskipped a grade\b/g,
    },
    {
      why: 'family',
      re: /\b(?:became|become|becoming|I'm|I am|[Aa]s|being) an? (?:new |proud |first-time |young )?(?:grand(?:father|mother|parent|dad|pa|ma|mum|mom)|great-grand(?:father|mother|parent))\b/g,
    },
    {
      why: 'hometown',
      re: /\b(?:I'm|I am|I was|[Aa]s|[Bb]eing) an? (?:[\w-]+ ){0,2}?(?:immigrant|refugee|migrant|émigré) from [A-Z][a-z]+|\b(?:I'm|I am|[Aa]s|[Bb]eing) an? (?:proud )?[A-Z][a-z]+-(?:American|Canadian|British|Australian)\b/g,
    },
    {
      why: 'school',
      re: new RegExp(
        [
          "\\b[A-Z][\\w'-]+ old (?:boy|girl)\\b",
          `\\b(?:pledged|joined|rushed|president of|member of) ${GREEK} ${GREEK}(?: ${GREEK})?\\b`,
          '\\b\\d{2,4} on (?:the|my) (?:SAT|ACT|PSAT)\\b',
          '\\b(?:earned|got|passed|took|have|completed) (?:my |a |the )?(?:GED|high school equivalency)\\b|\\bnever finished (?:high )?school\\b|\\bdropped out of (?:high school|college|university|school)\\b',
        ].join('|'),
        'g',
      ),
    },
    {
      why: 'religion',
      re: /\bI (?:also |still |always )?(?:wear|wore|have worn|cover my hair with) (?:a |my )?(?:hijab|headscarf|niqab|turban|kippah|yarmulke|veil|patka|burqa)\b/g,
    },
  ],
  id: [
    {
      why: 'family',
      re: new RegExp(
        [
          '\\bmenikahkan (?:anak|putra|putri|putera|puteri)(?: (?:sulung|bungsu|pertama|kedua|ketiga|kami|saya))?',
          `\\b(?:pemakaman|meninggalnya|kepergian|wafatnya|tahlilan) (?:almarhum(?:ah)? )?${ID_PARENT}(?! (?:pelanggan|klien|pasien|rekan|teman|dari|murid|siswa))`,
          `\\b(?:merawat|mengurus|menjaga|mendampingi) ${ID_PARENT}(?: (?:saya|kandung))?(?= yang (?:sakit|terkena|menderita|lumpuh|stroke|sudah)| selama| sampai| hingga)`,
        ].join('|'),
        'gi',
      ),
    },
    {
      why: 'hometown',
      re: /(?<=\b(?:[Ss]etiap|[Tt]iap|[Ss]aat|[Kk]etika|[Ww]aktu|[Ss]aya|[Kk]ami|[Ss]ering|[Bb]iasa|[Ss]elalu|[Ss]ewaktu) )(?:mudik|pulang kampung) ke (?:[A-Z][a-z]+|kampung halaman)/g,
    },
    {
      why: 'school',
      re: /\b(?:jalur|lewat|melalui|lolos|lulus) (?:jalur )?(?:SNMPTN|SBMPTN|SNBP|SNBT|UMPTN|SPMB|PMDK|jalur undangan)\b|\b(?:tamat|tamatan|hanya lulus|cuma lulus|putus sekolah di|putus sekolah saat) (?:SD|SMP|SMA|SLTP|SLTA|MTs)\b|\b(?:Unpad|Undip|Unair|Unhas|Unsri|Unand|Unud|Unsoed|Unej|Unesa|Unnes|Untirta|Unila|Unram|Unmul|Unsrat|Untan|Unpar|Untar|Unika|Usakti|Unsyiah|Unpatti|Unimed|Uncen)\b/g,
    },
  ],
};
