// Round twenty-four (ADR 0039): belonging and counted ages, by family from the misses the round could see
// (fresh16's, read after its one blind run, and the fourth made-up set's): a faith community one is a member
// of or a service one attends (교회 예배를 마치고, "a member of the local mosque", jemaat gereja), a family
// named by its faith or its people (keluarga Tionghoa Katolik, 독실한 불교 집안, "a Catholic family"), an age
// in native Korean numbers after 올해 or 나이 (올해 쉰여덟, 나이 마흔에), an only child or a single parent
// (외동으로 자라, 홀어머니 밑에서), a girls' school left (여고를 나와), twins or a saudara kembar, a
// grandparent counted ("a grandfather of four"), an age when one began ("I was 19 when"). Korean
// honorifics (되신, 이신) and others' people are left to the frames that know them.
import type { BlindRule } from './blind-lists';
import type { CheckLang } from './types';

const KO_NATIVE_AGE =
  '(?:스물|서른|마흔|쉰|예순|일흔|여든)(?:한|하나|두|둘|세|셋|네|넷|다섯|여섯|일곱|여덟|아홉)?';
const EN_FAITH =
  '(?:Catholic|Muslim|Jewish|Hindu|Buddhist|Sikh|Christian|Mormon|Orthodox|Evangelical|Baptist|Methodist|Protestant|Pentecostal|Lutheran|Presbyterian|Quaker|Amish)';
const EN_PEOPLE =
  '(?:Chinese|Korean|Mexican|Irish|Italian|Nigerian|Indian|Pakistani|Vietnamese|Filipino|Polish|Greek|Arab|Somali|Haitian|Puerto Rican|Cuban|Jamaican|Ghanaian|Turkish|Iranian|Lebanese)';
const ID_FAITH =
  '(?:Katolik|Kristen|Protestan|Muslim|Islam|Hindu|Buddha|Budha|Konghucu|santri|religius|taat)';
const ID_PEOPLE =
  '(?:Tionghoa|Cina|Batak|Jawa|Sunda|Minang|Bugis|Dayak|Betawi|Madura|Ambon|Papua|Bali|Aceh|Toraja|Manado|Arab|India|Sasak|Melayu|Banjar|Flores|Timor|keturunan [A-Z][a-z]+)';

export const BELONGING: Record<CheckLang, BlindRule[]> = {
  ko: [
    {
      why: 'religion',
      re: /(?<![가-힣])(?:교회|성당|절|사찰|회당|모스크)\s?(?:예배|미사|법회|예불|기도회|새벽기도)(?:를|을|에|에서)?\s?(?:마치|마친|드리|드린|보고|참석하|참석한|나가|다니|가고|빠지지)(?!시|신|셨)|(?<![가-힣])(?:독실한\s?)?(?:기독교|개신교|불교|천주교|가톨릭|원불교|이슬람|무슬림)\s?(?:집안|가정|가족)(?:에서|의|에|으로|이라|입니다|이어서|이지만)/g,
    },
    {
      why: 'age',
      re: new RegExp(
        `(?<![가-힣])(?:올해(?:로)?|나이|제 나이는?|저는 올해)\\s?(?:만\\s?)?${KO_NATIVE_AGE}(?:\\s?살)?(?:이|으로|로|입니다|이고|이며|인|에|이라|,)(?!\\s?(?:되신|이신|되셨|이시))`,
        'g',
      ),
    },
    {
      why: 'family',
      re: /(?<![가-힣])(?:외동|외동딸|외동아들|외아들|무남독녀|삼대독자|독자)(?:로|으로|이라|입니다|이어서|인 저)\s?(?:자라|자랐|컸|태어|성장)?|(?<![가-힣])(?:홀어머니|홀아버지|홀어머님|홀아버님|편모|편부)\s?(?:밑에서|손에서|슬하에서|아래에서)/g,
    },
    {
      why: 'school',
      re: /(?<![가-힣])(?:여고|여중|남고|남중|여대)(?:를|을)?\s?(?:나와|나왔|졸업|다니|다녔|출신)/g,
    },
  ],
  en: [
    {
      why: 'religion',
      re: new RegExp(
        [
          "\\b(?:I am|I'm|I was|I have been|I've been|[Aa]s|being) (?:a |an )?(?:lifelong |longtime |long-time |active |devoted |proud )?(?:member|parishioner|congregant|deacon|elder|volunteer) (?:of|at) (?:the |my |our )?(?:local |parish |neighborhood |neighbourhood )?(?:mosque|church|synagogue|temple|parish|congregation|gurdwara|chapel|cathedral|masjid)\\b",
          `(?<=\\b(?:in|into|from|to|by) )an? (?:devout(?:ly)? |practicing |practising |observant |strict |traditional |large )?(?:${EN_FAITH}|${EN_PEOPLE})(?:[- ]${EN_FAITH})? (?:family|household|home)\\b`,
        ].join('|'),
        'g',
      ),
    },
    {
      why: 'family',
      re: /\b(?:I'm|I am|[Aa]s) an? (?:proud )?grand(?:father|mother|parent|dad|pa|ma|mum|mom) of (?:two|three|four|five|six|seven|eight|nine|ten|\d+)\b|\bI have (?:twins|triplets|a twin(?: brother| sister)?)\b/g,
    },
    {
      why: 'age',
      re: /\bI was (?:1[4-9]|[2-6]\d) when\b|\b(?:I'm|I am) (?:(?:twenty|thirty|forty|fifty|sixty|seventy)(?:-(?:one|two|three|four|five|six|seven|eight|nine))?|(?:1[6-9]|[2-7]\d)(?: years old)?)(?=[,.;]| and\b| with\b| years old\b| this year\b|$)/g,
    },
  ],
  id: [
    {
      why: 'religion',
      re: new RegExp(
        `(?<=\\b(?:lahir|tumbuh|besar|dibesarkan|berasal) (?:dari|di|dalam) )keluarga (?:${ID_PEOPLE}|${ID_FAITH})(?: (?:${ID_PEOPLE}|${ID_FAITH}))*\\b|\\bkeluarga (?:${ID_PEOPLE}) (?:${ID_FAITH})\\b|\\b(?:anggota|jemaat|jemaah|umat) (?:aktif )?(?:gereja|masjid|pura|vihara|klenteng|paroki)(?: [A-Z][a-z]+)?(?= (?:saya|aku)\\b|\\b(?<=(?:saya|aku)(?: adalah| sebagai| merupakan)? (?:seorang )?(?:anggota|jemaat|jemaah|umat) (?:aktif )?[a-z]+(?: [A-Z][a-z]+)?))`,
        'g',
      ),
    },
    {
      why: 'family',
      re: /\b(?:saya|aku) (?:punya|memiliki|mempunyai) (?:saudara|kakak|adik) (?:kembar|tiri|angkat)\b/gi,
    },
  ],
};
