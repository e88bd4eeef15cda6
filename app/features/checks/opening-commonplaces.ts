// Round twenty-six (ADR 0039): more first sentences of the lists' kind, by family from the second list set's
// misses (style-dev-lists-second.ts): the age we live in (바야흐로 … 시대입니다), the writer in one word
// (저를 한 단어로 표현하자면), a turning point with no event, what matters most or what a kind of person does
// (가장 중요한 것은 배려라고 생각합니다, 꿈이 있는 사람은 포기하지 않습니다), a childhood told first (Ever
// since I was a little girl), gladness to apply or to take part (I am thrilled to be applying, Saya senang
// bisa mengikuti proses seleksi ini), the question called hard (Where do I begin?), and what is "hal yang
// biasa" or the wheel of life. Used by opening-generalities.ts; tested in opening-generalities.test.ts.
export const COMMONPLACES: RegExp[] = [
  /^\s*(?:바야흐로|지금은|현재는|오늘날은)\s[^.!?]*시대(?:입니다|이다|가 되었습니다|에 살고)|(?:한 단어|한마디|한 마디|한 문장)로 (?:표현|정의|말)하(?:자면|면)/,
  /누구에게나\s|^[^.!?\d]*(?:인생|삶)의 (?:전환점|터닝 ?포인트|분기점)|가장 중요한 (?:것|덕목|가치)(?:은|는) [^.!?]{1,20}(?:라고|이라고) 생각합니다/,
  /^\s*[^.!?]{0,15}(?:하는|있는|없는|가진) (?:사람은|자는|자만이|사람만이)\s/,
  /^\s*(?:ever since|since|when) I was (?:a )?(?:little|young|small)\b[^.!?]*\b(?:loved|dreamed|dreamt|wanted|admired|was fascinated)\b|^\s*I(?:'m| am) (?:so |very |really |truly )?(?:thrilled|excited|delighted|happy|pleased|honou?red) to be (?:applying|considered|writing)\b/,
  /^\s*(?:well,?\s)?where (?:do|should|can|shall) I (?:begin|start)\b|^\s*(?:nobody|no one|everyone|everybody) (?:likes?|wants?|loves?|hates?) to\b|^\s*we (?:all )?(?:learn|grow)\b/,
  /^\s*(?:people|humans|colleagues) are (?:different|unique|all different)\b|^\s*the future is\b|\bnone of us can\b/,
  /^\s*(?:saya|aku)\s(?:merasa\s)?(?:sangat\s)?(?:senang|bahagia|bersyukur|bangga)\s(?:dapat|bisa|karena dapat|atas kesempatan)\s(?:mengikuti|ikut)\b|^\s*sebagai (?:manusia|orang) biasa\b/,
  /^\s*roda (?:kehidupan|hidup)\b|\b(?:adalah|merupakan) hal yang (?:biasa|wajar|lumrah|umum)\b/,
];
