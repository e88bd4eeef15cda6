// Height, build, weight and looks said of oneself in words (round twenty, ADR 0039), by family from made-up
// sentences, not from a planted set: 키가 커서 / 작은 키에도, a weight one lost (20kg을 감량, "I lost 30
// pounds"), 동안 as a face (동안이라 — not 3년 동안), a build with a word of one's own ("my athletic
// build"), a face or smile described ("a friendly face", "my attractive smile", "wajah saya ramah"), one's
// tattoos. A tall shelf (키가 큰 선반), a drone's small frame or a customer's face is not flagged.
import type { BlindRule } from './blind-lists';

export const BODY_SAID: Record<'ko' | 'en' | 'id', BlindRule[]> = {
  ko: [
    {
      why: 'appearance',
      re: /(?<![가-힣])키가 (?:커서|크고|크다|큰 편|작아서|작고|작은 편|작지만|큰 덕|작다)|(?<![가-힣])(?:작은|큰|작은 편인|큰 편인) 키(?:에도|지만|로|를|가|는|이지만|임에도|였지만|라서)|\d+(?:\.\d+)?\s?(?:kg|킬로그램|킬로)(?:을|를)? (?:감량|뺐|빼고|줄였|찌웠)|(?:^|[.!?]\s*|저는 |제가 |제 얼굴은 )동안(?:이라|이어서|이지만|이라서|인 편|이란)|동안 (?:외모|얼굴)/g,
    },
    {
      why: 'appearance',
      re: /(?<![가-힣])(?:쌍꺼풀|쌍커풀|보조개)|(?<![가-힣])(?:피부가|얼굴이) (?:하얗|까맣|희|검|작|둥글|갸름|동그랗)/g,
    },
    {
      why: 'appearance',
      re: /(?<![가-힣])(?:체구|덩치|몸집|체격)(?:는|가|이|은)? (?:작|크|왜소|다부|건장|좋)|(?<![가-힣])(?:잘생겼|잘생긴 편|예쁘다는|예쁜 편|미인이라|미남이라|훈남|훈녀)/g,
    },
    {
      why: 'appearance',
      re: /(?<![가-힣])(?:인상|첫인상|외모|얼굴)(?:이|은|가) [가-힣]{1,5} 보인다/g,
    },
    {
      why: 'appearance',
      re: /(?:예쁘장한|잘생긴|귀여운|앳된|동그란|갸름한|하얀|선한|날카로운) (?:얼굴|외모|인상)(?: 때문에|이라|이어서| 덕분에|을 가진 저|이 장점)/g,
    },
  ],
  en: [
    {
      why: 'appearance',
      re: /\bI (?:have |once |recently )?(?:lost|shed|gained|put on) (?:\d+|over \d+|nearly \d+|[a-z]+) (?:pounds|lbs|kilos|kg|kilograms|stone)\b|\b(?:[Mm]y|I have an?|with an?|of an?) (?:naturally )?(?:athletic|stocky|slim|slender|muscular|heavy|heavyset|petite|sturdy|lean|wiry|broad|tall|small|large|big) (?:build|frame|physique|figure)\b|\b(?:a|my) (?:friendly|kind|pleasant|trustworthy|honest|warm|approachable|young|youthful|pretty|handsome|open|cheerful) face\b(?! of)|\b[Mm]y (?:attractive|charming|winning|bright|warm|big) smile\b|\b[Mm]y (?:tattoos|piercings|complexion|good looks)\b/g,
    },
    {
      why: 'appearance',
      re: /\b[Mm]y (?:red|blonde|blond|dark|curly|grey|gray|long|short|natural|ginger) hair\b|\b(?:my )?freckles\b|\b(?:I have|I'm told I have|with) an? (?:pleasant|attractive|smart|professional|neat|presentable|youthful) (?:appearance|look)\b|\bI look (?:younger|older) than (?:my age|I am)\b/g,
    },
    {
      why: 'appearance',
      re: /\b(?:I have|[Mm]y|with) (?:an? )?(?:[a-z]+, )?(?:warm|approachable|friendly|bright|winning|charming|big|kind|infectious|easy) smile\b|\b[Mm]y (?:shaved head|beard|moustache|mustache|dreadlocks|afro|braids|bald head|hijab|turban)\b/g,
    },
    {
      why: 'appearance',
      re: /\b(?:I have|[Mm]y) (?:[a-z]+ ){0,2}(?:hair|piercings|tattoos)\b/g,
    },
  ],
  id: [
    {
      why: 'appearance',
      re: /\b(?:[Ww]ajah|[Mm]uka|[Pp]aras|[Ss]enyum|[Rr]ambut|[Kk]ulit) saya (?:yang )?(?:ramah|tampan|cantik|manis|menarik|bersih|putih|hitam|sawo matang|oriental|lebar|panjang|pendek|keriting|ikal)\b|\bberwajah (?:ramah|tampan|cantik|manis|menarik|oriental|bersih)\b/g,
    },
    {
      why: 'appearance',
      re: /\b[Pp]enampilan saya\b|\b(?:memiliki|punya) (?:wajah|paras|tubuh|badan|kulit) (?:yang )?(?:menarik|cantik|tampan|ramah|ideal|proporsional|putih|bersih)\b/g,
    },
  ],
};
