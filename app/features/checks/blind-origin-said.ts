// Where one is from and whose family one is, in words the kept rules do not read (round twenty, ADR 0039),
// by family from made-up sentences, not from a planted set: "a native Texan", "my native Poland", "a
// Jersey girl at heart", 광주에서 초중고를 나왔습니다 (schooling that names a home region), a family by its
// trade or kind (교육자 집안, 가난한 집안에서), a place among siblings ("the eldest of four siblings"). A
// region one manages (the Texas region) or a company's home (고객 집안의 인테리어) is not flagged.
import type { BlindRule } from './blind-lists';

export const ORIGIN_SAID: Record<'ko' | 'en' | 'id', BlindRule[]> = {
  ko: [
    {
      why: 'hometown',
      re: /(?<![가-힣])[가-힣]{2,4}에서 (?:초중고|초·중·고|초, 중, 고|중고등학교|초등학교부터 고등학교까지)(?:를|을)?(?: 모두| 다)? ?(?:나왔|졸업|다녔|마쳤)/g,
    },
    {
      why: 'family',
      re: /(?<![가-힣])(?!(?:고객|회사|그|남의|친구)\s)[가-힣]{2,6} 집안(?:입니다|이라|이라서|이어서|에서|출신|의 (?:장남|장녀|막내|외동)|에 태어|에서 태어|에서 자라|에서 자랐)/g,
    },
    {
      why: 'family',
      re: /(?<![가-힣])(?:[이삼사오]|\d)대째 (?:[가-힣]+ )?(?:가업|농사|장사|가게|이어|내려온|운영)|소년소녀 ?가장/g,
    },
    {
      why: 'wealth',
      re: /(?:넉넉지|넉넉하지|여유롭지|좋지) 않은 (?:집안 |가정 |집 )?형편|(?:어려운|힘든|빠듯한|가난한) (?:집안 |가정 |집 )?형편/g,
    },
    {
      why: 'hometown',
      re: /(?:학창 ?시절|어린 ?시절|유년 ?시절|청소년기|어린 날)(?:을|를)? (?:보낸|보냈던|보내던) [가-힣]{2,4}/g,
    },
    {
      why: 'wealth',
      re: /(?<![가-힣])(?:강남|서초|분당|목동|압구정|한남|청담|대치|판교)(?:에|의) (?:집|아파트|자가|건물)(?:이|을|가|도)? ?(?:있|소유|마련)/g,
    },
  ],
  en: [
    {
      why: 'hometown',
      re: /\b(?:a|an|as a|I am a|I'm a|being a) (?:proud )?native (?:of )?[A-Z][a-z]+(?: [A-Z][a-z]+)?\b|\b[Mm]y native [A-Z][a-z]+\b|\b(?:a|an) [A-Z][a-z]+ (?:girl|boy|lad|lass) (?:at heart|born and bred|through and through)\b|\bI am a [A-Z][a-z]+ (?:girl|boy|lad|lass)\b/g,
    },
    {
      why: 'family',
      re: /\b(?:the )?(?:eldest|oldest|youngest|middle) (?:child |one )?of (?:two|three|four|five|six|seven|eight|nine|ten|\d+)(?: [a-z]+)? (?:siblings|children|kids|brothers|sisters|sons|daughters)\b/g,
    },
    {
      why: 'hometown',
      re: /\b(?:[Aa]s an?|I am an?|I'm an?|[Bb]eing an?|an? proud) (?:Midwesterner|Southerner|Northerner|New Englander|Yorkshireman|Yorkshirewoman|Lancastrian|Scouser|Cockney|Texan|Californian|Bostonian|Chicagoan|Glaswegian|Mancunian|Liverpudlian|Londoner|New Yorker|Aussie|Kiwi|Islander|country girl|country boy|city kid|farm kid|farm girl|farm boy|small-town girl|small-town boy)\b|\b(?:formative|early|teenage|childhood|school) years (?:in|on) (?:rural |urban |small-town |the )?[A-Za-z]+|\b(?:raised|brought up) (?:on|in) the (?:south|north|east|west) side of [A-Z][a-z]+|\b(?:[Bb]eing|[Cc]oming|I come|I came|I am|I'm) from an? (?:small |tiny |remote |little |poor |rural )*(?:fishing |farming |mining |coastal |mountain |island |border |market )?(?:village|town|hamlet|island)\b/g,
    },
    {
      why: 'family',
      re: /\b(?:[Gg]rowing up with|I have|I grew up with|with my) (?:two|three|four|five|six|\d) (?:older |younger |big |little )?(?:brothers|sisters|siblings)\b|\b(?:I am|I'm|as|being) (?:the |a )?(?:son|daughter|child|grandson|granddaughter|grandchild) of (?:immigrants|refugees|farmers|miners|teachers|doctors|a [a-z]+|two [a-z]+)\b|\b(?:I am|I'm|as|being) a first-generation (?:college |university )?(?:student|graduate|immigrant|American|Briton)\b|\ba first-generation (?:college|university) (?:student|graduate)\b/g,
    },
    {
      why: 'hometown',
      re: /\b(?:coal|mill|steel|mining|fishing|farming|factory|oil|rust-belt|border|railway|port) town in [A-Z][a-z]+|\b[Mm]y (?:family )?roots are in\b|\b[Mm]y roots in [A-Z]/g,
    },
    {
      why: 'family',
      re: /\b(?:the )?(?:eldest|oldest|youngest|middle) (?:child )?of (?:two|three|four|five|six|seven|eight|nine|ten|\d+)\b/g,
    },
    {
      why: 'wealth',
      re: /\b(?:[Ww]e|[Mm]y (?:family|parents)) (?:never|rarely|didn't|did not) (?:had|have) (?:much |enough |any )?money\b/g,
    },
    {
      why: 'hometown',
      re: /\bI (?:come|hail) from (?:the )?(?!(?:a|an|my|our)\b)[A-Z][a-z]+(?: [A-Z][a-z]+)?/g,
    },
    {
      why: 'hometown',
      re: /\b[A-Z][a-z]+(?: [A-Z][a-z]+)? born and (?:raised|bred)\b/g,
    },
    {
      why: 'hometown',
      re: /\b[Mm]y (?:[A-Z][a-z]+ )?(?:[A-Z][a-z]+) (?:roots|heritage|ancestry|upbringing)\b/g,
    },
  ],
  id: [
    {
      why: 'hometown',
      re: /\b[Ss]ejak (?:kecil|lahir) (?:saya )?(?:tinggal|besar|hidup|menetap) di [A-Z][a-z]+|\b(?:[Ss]aya|[Ss]ebagai) (?:seorang )?(?:perantau|anak rantau) dari [A-Z][a-z]+|\b(?:[Ss]aya|[Ss]ebagai) (?:seorang )?anak (?:kampung|desa|pulau|daerah|pesisir|gunung) (?:dari |asal )?/g,
    },
    {
      why: 'hometown',
      re: /\b(?:[Ss]aya )?(?:besar|tumbuh|dibesarkan) di (?:lingkungan|keluarga|kampung|desa|pesisir) (?:nelayan|petani|pesisir|pedesaan|[A-Z][a-z]+)/g,
    },
  ],
};
