// Blind-hiring phrasings by family (round ten, ADR 0039): the kept rules of blind-lists.ts name the
// common words; these name the other ways members say the same thing, each family in all three
// languages — property inherited or owned and a family's means said in any words (wealth), kin by marriage
// and kin with a count or a descriptor (family), a marriage ended or begun, children counted or described,
// a pregnancy (marital), skin, face and build (appearance), birth years, generations and 학번 (age), being
// the only woman (gender), a region or people one is from (hometown). A rule here flags a phrase, never a
// bare word that a company name or a working sentence also uses (가족센터, suku cadang, inherited code).
import { WAYS_SIXTH } from './blind-ways-sixth';
import type { BlindRule } from './blind-lists';
import { ENGLISH_PEOPLE } from './blind-english-people';
import { ALUMNI_NAMES, DATED_BY_EVENT } from './blind-dated-by-event';
import { INDIRECT } from './blind-indirect';
import { RELIGION } from './blind-religion';
import { DECADE_AGES } from './blind-decade-ages';
import { INHERITED_WEALTH } from './blind-inherited-wealth';
import { LOCAL_NATIVE } from './blind-local-native';
import { KO_WORD_END } from './korean-word-end';
import { LOOKS } from './blind-looks';
import { SCHOOL_FORMS } from './blind-school-forms';
import { STUDY_PLACES } from './blind-study-places';
import { FAITH_ROLES } from './blind-faith-roles';
import { BODY_SAID } from './blind-body-said';
import { STATUS_SAID } from './blind-status-said';
import { ORIGIN_SAID } from './blind-origin-said';
import { LIFE_EVENTS } from './blind-life-events';
import { BELONGING } from './blind-belonging';
import { WAYS_MORE } from './blind-ways-more';
import { SELF_STATUS_NOUNS } from './blind-self-status-nouns';
import { HALF_CENTURY_AGE } from './blind-half-century-age';
import { SELF_MILESTONES } from './blind-self-milestones';
import { SELF_COHORTS } from './blind-self-cohorts';
import { FACE_LISTED } from './blind-face-listed';
import { SCHOOL_NAMES_FRAMED } from './blind-school-names-framed';
import { ERA_GROWN_UP } from './blind-era-grown-up';
import { PARENT_OF_DESCRIBED_CHILD } from './blind-parent-of-described-child';
import { FRONTED_SELF_TRAITS } from './blind-fronted-self-traits';
import { GENDER_ROLE_KO } from './blind-gender-role-ko';
import type { CheckLang } from './types';

/** After a Korean word: a particle, a space, punctuation or the end. */
const END = KO_WORD_END;
const KO_PROPERTY = '(?:건물|빌딩|상가|아파트|주택|집|땅|토지|부동산|재산|유산|자산|가게|가업|회사|사업체)';

/**
 * Kin with a rank or kind glued before them (round twelve): 큰형, 작은누나, 막내삼촌, 친언니, 맏형, 사촌동생,
 * 둘째 형 — the kept words stand alone (형, 누나) and miss them; 외형 (form) or 모형 are no kin.
 */
const KIN_RANKED =
  '(?<![가-힣])(?:큰|작은|친|맏|사촌|이복|(?:첫째|둘째|셋째|막내) ?)(?:형님|형|누나|오빠|언니|남동생|여동생|동생|삼촌|이모|고모|매형|형수|올케)(?:님)?';

const KO: BlindRule[] = [
  // Round thirteen: dress described as one's looks (옷차림이 단정한), and a place of birth said with 출생.
  {
    why: 'appearance',
    re: /(?:옷차림|차림새|옷매무새)(?:이|은|가|도)?\s?(?:(?:늘|항상|언제나) )?(?:단정|깔끔|세련|말끔)/g,
  },
  {
    why: 'hometown',
    re: /(?<![가-힣\d])[가-힣]{2,6}\s?출생(?:으로|이며|이고|입니다|인|이라)(?![가-힣])/g,
  },
  {
    why: 'wealth',
    re: new RegExp(
      [
        // Inherited or to be inherited, either word order (물려받은 건물, 건물을 물려받아, 상속받은 땅).
        `(?:물려받|상속받|상속 받|증여받)(?:은|았|을|아|게|는)\\s?(?:[가-힣]{1,4}\\s)?${KO_PROPERTY}`,
        `(?<![가-힣])${KO_PROPERTY}(?:을|를|이|가)?\\s?(?:물려받|상속받|상속 받|증여받|상속하)`,
        // Owned property of one's own or one's family (제 명의의 아파트, 부모님 건물).
        '(?:제|저의|부모님|집안|가족)\\s?(?:명의|소유)(?:의|로 된)?\\s?(?:건물|빌딩|상가|아파트|주택|땅|토지|부동산)',
        // A household's means in any words (생활은 여유롭습니다, 형편이 넉넉해, 경제적으로 어려웠던).
        '(?:생활|형편|살림|집안 ?사정|가정 ?환경)(?:이|은|는|도)?\\s?(?:여유롭|여유로|넉넉|풍족|부유|유복|궁핍|빠듯)',
        '(?:형편|살림|집안 ?사정|가정 ?환경)(?:이|은|는|도)?\\s?(?:어렵|어려웠|어려운|가난)',
        '경제적(?:으로)?\\s?(?:여유(?:가 있|로운|롭)|넉넉|풍족|부족함 없)',
        '부족함 없이 자[라랐란]|금수저|흙수저|부잣집|재벌 ?[23]세|임대 ?수입|월세를 받',
      ].join('|'),
      'g',
    ),
  },
  {
    why: 'family',
    re: new RegExp(
      `(?<![가-힣])(?:부모|장인|장모|시아버지|시어머니|시부모님?|처가|시댁|친정|매형|매제|형수|올케|조카|손자|손녀|숙부|백부|이모부|고모부|외숙모|큰어머니|작은어머니|남매|삼남매|형제자매)(?:어른|님)?${END}|(?:저희|우리) (?:가족|집안|집)(?:은|는|이|의|에서)?(?=[\\s,.])|${KIN_RANKED}${END}`,
      'g',
    ),
  },
  {
    why: 'marital',
    re: new RegExp(
      [
        '(?<![가-힣])(?:이혼|재혼|사별|돌싱|약혼|파혼|싱글맘|싱글대디|한부모|미혼모|미혼부|맞벌이|외벌이|쌍둥이|육아휴직|출산휴가|출산 휴가)',
        // Children counted (딸이 둘, 아들 하나, 자녀 두 명) or one's own (제 아이, 저희 딸).
        `(?<![가-힣])(?:아들|딸|자녀|아이|애)(?:이|가|는|만)?\\s?(?:하나|둘|셋|넷|한 명|두 명|세 명|1명|2명|3명)${END}`,
        `(?:제|저의|저희|우리) (?:아이|아이들|아들|딸|애|남편|아내|와이프|배우자)${END}`,
        '(?<![가-힣])(?:첫째|둘째|셋째|막내) (?:아이|아들|딸)',
        '아이를 키우|아이 엄마|아이 아빠|결혼을 앞두|예비 ?(?:신부|신랑)|가정을 꾸리|가장으로서|임신 중|임신했|출산을 앞두',
      ].join('|'),
      'g',
    ),
  },
  {
    why: 'appearance',
    re: /(?:피부|얼굴|외모|이목구비|몸매|체형|체구|몸집|풍채|생김새|피부색)(?:가|이|은|는)?\s?(?:하얗|하얀|희고|희다|흰 편|뽀얗|까무잡잡|검은 편|곱|예쁘|예뻐|잘생|뚜렷|단정|호감|건장|왜소|날씬|통통|마른 편|작은 편|큰 편)|(?<![가-힣])(?:미인|미남|미녀|훈남|훈녀|꽃미남|몸짱|얼짱)(?=[은는이가을를의에와과도만로,.!?\s]|$)|건장한|다부진 (?:체격|몸)|날씬한|뚱뚱|왜소한|인상(?:이|은)\s?(?:선하|선한|선해|서글서글|푸근|순하|순한|순해|착하|착한|착해|온화|호감)|(?:선한|순한|착한|서글서글한|푸근한|온화한) (?:인상|얼굴|외모)|동안(?:이라는|이라|이라서) (?:말|소리|얘기|평)/g,
  },
  {
    why: 'age',
    re: /(?<![\d,])\d{2}\s?학번|(?<![가-힣])(?:스물|서른|마흔)(?:한|두|세|네|다섯|여섯|일곱|여덟|아홉)?(?:입니다|이고|이며|의 나이)|(?<![가-힣])(?:황금|백|흑|청|적|붉은 |푸른 )?(?:쥐|소|호랑이|범|토끼|용|뱀|말|양|원숭이|닭|개|돼지)띠(?=(?:라서|라고|라|인데|인|이고|이라서|이라|입니다|이에요|예요|로|는|를|의|이|동갑)?(?![가-힣]))|(?<=[가-힣] )해에?\s?(?:[가-힣]{1,8}(?:을|를|에)\s)?(?:입학|졸업)(?:했|하|한|해)|(?<![\d,])(?:19|20)\d{2}\s?년(?:도)?에?\s?(?:대학교?에|대학교?를|고등학교를|학교를)\s?(?:입학|졸업)|(?<![\d,])(?:19|20)\d{2}\s?년(?:도)?(?:에|도에)?\s?(?:졸업|입학)(?:했|하|한|해|하여|하고|\s?후|\s?예정|생)|(?<![가-힣])(?:서른|마흔|쉰)\s?줄(?:에|이|을|로|에서)|(?<![\d,])(?:19|20)\d{2}\s?년\s?(?:출생|생)(?![가-힣])|생년월일|출생 ?연도|(?:MZ|엠지|밀레니얼|Z)\s?세대|또래(?:보다|에 비해|들보다|들에 비해)|올해로?\s?(?:[1-9]\d\s?(?:살|세)|스물|서른|마흔)|(?:해|때|무렵|즈음|시기|시절|연도|년도)(?:에|쯤)?\s?태어[나났난]|(?<![가-힣])(?:스물|서른|마흔|쉰)(?:하나|둘|셋|넷)(?=[에이은의,.\s]|$)/g,
  },
  {
    why: 'gender',
    re: /(?<![가-힣])(?:남자|여자|남성|여성)(?:이기 때문에|이어서|여서|치고|답게|답지|인데도|라는 이유|이라는 이유|의 몸으로|임에도|인데|이다 보니|다 보니)|홍일점|청일점|(?:유일한|몇 안 되는|드문) (?:여성|여자|남성|남자)|(?<![가-힣])(?:여군|여경)(?![가-힣])/g,
  },
  {
    why: 'hometown',
    re: /(?<![가-힣])(?:서울|부산|대구|인천|광주|대전|울산|세종|경기|강원|충북|충남|전북|전남|경북|경남|제주|수원|창원|포항|전주|청주|천안|김해|목포|여수|순천|안동|경주|춘천|원주|강릉|구미|진주|군산|익산|통영|거제|속초|제천|충주|상주|영주|김천|시골|섬마을|산골)(?:에서|서)\s?(?:자라|자랐|자란|성장|살아|살았|살던|지내|지냈|보냈)|(?<![가-힣])(?:경상도|전라도|충청도|강원도|제주도|경기도|서울|부산|대구|광주|대전|인천|울산)\s?(?:사람(?:이라|입니다|으로서|이어서|이기)|토박이|출신|말씨|억양)|(?<![가-힣])(?:상경(?:했|하여|해서|한|하며)|출생지|태어난 곳|나고 자란 곳)/g,
  },
];

const EN_KIN =
  '(?:father|mother|dad|mom|mum|parents|brothers?|sisters?|siblings|grand(?:father|mother|parent)s?|uncles?|aunts?|cousins?|step(?:father|mother|brother|sister|son|daughter)s?|(?:father|mother|brother|sister|son|daughter)s?-in-law|in-laws|nephews?|nieces?)';
const EN_KIN_DESCRIPTOR =
  '(?:late|older|younger|elder|eldest|youngest|big|little|baby|twin|half|two|three|four|five|retired|widowed|single)';
const EN_CHILD =
  '(?:sons?|daughters?|children|kids|baby|babies|toddlers?|twins|newborn|infant|fianc[ée]e?|wife|husband|spouse|ex-wife|ex-husband|girlfriend|boyfriend)';
const EN_CHILD_DESCRIPTOR =
  '(?:twin|two|three|four|five|young|little|baby|newborn|infant|teenage|grown|adult|eldest|youngest|older|younger|first|second|third|only)';

const EN: BlindRule[] = [
  // Round thirteen: grooming and dress as one's looks (well-groomed, smartly dressed), a place of birth
  // as "Leeds-born" or "a Swansea native", and a graduation year (graduated in 2012).
  {
    why: 'appearance',
    re: /\b(?:well|smartly|neatly|immaculately|sharply)[- ]groomed\b(?! (?:lawns?|gardens?|grounds|pitch|slopes|pistes|trails|dogs?|horses?)\b)|\b(?:I am|I'm|I was|being|always|and) (?:(?:always|very|quite) )?(?:well|smartly|neatly|immaculately|sharply)[- ]dressed\b|\b(?:my|a) (?:neat|smart|tidy|clean-cut|polished) appearance\b/gi,
  },
  { why: 'hometown', re: /\b[A-Z][a-z]+-born\b|\ban? [A-Z][a-z]+ native\b/g },
  {
    why: 'age',
    re: /\bI graduated (?:from (?:[A-Z][\w'’&.-]*(?: of| and)? ?){1,6})?in (?:19|20)\d{2}\b|\b(?:after|since|before) graduating (?:from (?:[A-Z][\w'’&.-]*(?: of| and)? ?){1,6})?in (?:19|20)\d{2}\b/g,
  },
  {
    why: 'family',
    // Kin with a descriptor or a count before them, or in the plural (my late father, my two brothers):
    // not "our sister company" or "my brother's firm" (the company words after them).
    re: new RegExp(
      `\\b(?:my|our|both (?:of )?my) (?:${EN_KIN_DESCRIPTOR}[ -]){1,2}${EN_KIN}\\b(?! (?:company|companies|brand|site|plant|firm|store|paper|organi[sz]ation|office|business)\\b)|\\b(?:my|our) (?:brothers|sisters|uncles|aunts|cousins|nephews|nieces|in-laws|kin|relatives)\\b|\\bboth (?:of )?my parents\\b`,
      'gi',
    ),
  },
  {
    why: 'marital',
    re: new RegExp(
      [
        `\\bmy (?:${EN_CHILD_DESCRIPTOR}[ -]){1,2}${EN_CHILD}\\b`,
        `\\bmy (?:sons|daughters|twins|toddlers?|babies|newborn|fianc[ée]e?|ex-wife|ex-husband)\\b`,
        "\\b(?:I(?: am|'m| was) pregnant|my pregnancy|while pregnant|(?:my|on) (?:maternity|paternity|parental) leave|expecting (?:a|our|my) (?:baby|child|first)|stay-at-home (?:mum|mom|dad|parent)|widow(?:er)?|separated from my|got married|getting married|engaged to (?:my|a|be married)|single (?:mum|mom|dad))\\b",
        // Children had, with an article or a count (we have a baby son, I have two young daughters).
        `\\b(?:we|I) have (?:a|an|one|two|three|four|five) (?:(?:${EN_CHILD_DESCRIPTOR}) )?(?:sons?|daughters?|children|kids|child|toddlers?|twins)\\b(?!['’]s| (?:products?|brands?|lines?|clothing|wear|menus?|sections?|ranges?|wards?)\\b)`,
        '\\b(?:a|an|our) (?:baby|newborn|infant|toddler|teenage|little|young|grown-up) (?:son|daughter)s?\\b',
        // A count of children with a descriptor, no verb needed (divorced with two young children).
        "\\b(?:one|two|three|four|five|[1-9]) (?:(?:young|small|little|grown|grown-up|adult|teenage|school-age|school-aged|preschool|pre-school)[ -]){1,2}(?:children|child|kids|ones|sons|daughters)\\b(?!['’]s| (?:products?|books?|clothing|wear|menus?|sections?|ranges?|wards?|patients?|programmes?|programs?)\\b)",
        `\\b(?:raise|raising|bring(?:ing)? up|care for|caring for|look(?:ing)? after) (?:my|our|two|three|four|a) (?:(?:${EN_CHILD_DESCRIPTOR}) )?(?:kids|children|family|sons|daughters|twins|toddlers?|baby)\\b`,
      ].join('|'),
      'gi',
    ),
  },
  {
    why: 'age',
    re: /\bborn (?:on |in )?(?:(?:the )?\d{1,2}(?:st|nd|rd|th)? (?:of )?)?(?:January|February|March|April|May|June|July|August|September|October|November|December)(?: \d{1,2}(?:st|nd|rd|th)?)?,? (?:19|20)\d{2}\b|\b(?:date of birth|my birthday|year of birth|my birth year)\b|\b(?:19|20)\d{2}-born\b|\b(?:I am|I'm|as) an? (?:millennial|Gen(?:eration)?[ -]?[ZY](?:er)?|baby boomer|zoomer)\b|\bI(?:'ll| will) turn (?:[1-9]\d|twenty|thirty|forty|fifty|sixty)\b|\b(?:twenty|thirty|forty|fifty)-something\b|\bmy (?:early|mid|late)[- ](?:twenties|thirties|forties|fifties|20s|30s|40s|50s)\b|\bI(?:'m| am) (?:twenty|thirty|forty|fifty)(?:-(?:one|two|three|four|five|six|seven|eight|nine))?\b(?! (?:percent|per|times)\b)|\bI was born (?:in |during |just (?:before|after) )?the (?:year|summer|winter|spring|autumn) (?:of|that|when|the)\b|\bI was born (?:during|just before|just after|in the middle of) (?:the |a )?(?:[\w'-]+ ){0,3}(?:crisis|war|crash|recession|boom|pandemic|millennium|Olympics|World Cup|election|revolution|earthquake)\b|\b(?:I(?:'m| am)? turning|I turn|I(?:'ll| will) be) (?:[1-9]\d|twenty|thirty|forty|fifty|sixty)(?:-(?:one|two|three|four|five|six|seven|eight|nine))?(?= (?:this|next|in|on|soon)\b|[,.;!])|\b(?:having|since|after|just|recently|now that I(?:'ve| have)|when I)(?: just| recently)? turn(?:ed|ing) (?:[1-9]\d|twenty|thirty|forty|fifty|sixty)(?:-(?:one|two|three|four|five|six|seven|eight|nine))?\b(?! (?:percent|per|times|orders|units|items|cases|calls|leads|customers|clients|people)\b)|\b(?:graduat(?:ed|ing)|finish(?:ed|ing) (?:school|university|college|my degree|my studies)|(?:left|leaving|started|starting|entered|entering|went to|going to) (?:school|university|college|uni)|matriculat(?:ed|ing)) (?:in |during |just (?:before|after) )?the (?:same )?year (?:of|that|when|the|after|before|as)\b|(?<=\b(?:graduat(?:ed|ing)|finish(?:ed|ing) (?:school|university|college)|(?:left|started|entered) (?:school|university|college)) (?:from|at) [A-Z][\w'’-]*(?: [A-Z][\w'’-]*)*,? )(?:in |during |just (?:before|after) )?the (?:same )?year (?:of|that|when|the|after|before|as)\b|\b(?:the )?class of (?:19|20)\d{2}\b|\b(?:born in (?:a|the) Year of the|my (?:Chinese )?zodiac (?:sign|animal) is(?: the)?) (?:Rat|Ox|Tiger|Rabbit|Dragon|Snake|Horse|Goat|Sheep|Monkey|Rooster|Dog|Pig)\b|\bpushing (?:thirty|forty|fifty|sixty)\b|\bon the (?:wrong|right) side of (?:thirty|forty|fifty|30|40|50)\b/gi,
  },
  {
    why: 'gender',
    re: /\b(?:being|I am|I'm) (?:a )?(?:woman|man|female|male|mother|father|mum|mom|dad|girl|guy)\b|\bas an? (?:young|single|working|older) (?:woman|man|mother|father|mum|mom|dad|female|male)\b|\bthe only (?:woman|women|girl|man|female|male|bloke|guy|lad|lass|fella|chap|lady|gal)\b|\bone of (?:the |only )?(?:few|two|three|a handful of) (?:women|female|girls|men|male|blokes|guys|lads|lasses|ladies)\b|\b(?:women|woman|female|girls) in (?:engineering|tech|technology|STEM|science|construction|the trades|IT|the field)\b/gi,
  },
  {
    why: 'appearance',
    re: /\b(?:fair|pale|dark|light|olive|brown|white|black|tanned)[- ](?:skin(?:ned)?|complexion)\b|\bskin (?:colou?r|tone)\b|\b(?:I am|I'm|being) (?:quite |very |fairly )?(?:tall|short|petite|slim|slender|athletic|well-built|strongly built|overweight|good-looking|handsome|beautiful|attractive)\b(?! (?:of|on|for|to|in)\b)|\bmy (?:physique|complexion|skin colou?r|weight|height)\b|\b1[.,][4-9]\d ?m(?:etres|eters)? tall\b|\bI weigh (?:about |around )?\d/gi,
  },
  {
    why: 'wealth',
    re: /\b(?:wealthy|affluent|well-off|well-to-do|privileged|middle-class|upper-class) (?:family|background|upbringing|parents|home)\b|\b(?:my|our) family (?:is|was|has always been) (?:quite |very |fairly )?(?:wealthy|rich|affluent|well[- ]off|comfortable|poor|struggling|well-to-do)\b|\binherited (?:a |the |my |our |some )?(?:house|home|flat|property|properties|building|land|fortune|money|wealth|estate|shares)\b|\b(?:trust fund|family money|independently wealthy|family fortune)\b|\b(?:I|my (?:family|parents)) (?:own|owns|owned) (?:several|two|three|a few|many) (?:properties|houses|flats|buildings|apartments)\b|\b(?:I|we|my family|my parents) (?:come|came|comes) from (?:money|wealth|privilege|old money|(?:a |an )?(?:wealthy|rich|poor|modest|humble|privileged|well-off|comfortable|working-class|middle-class|upper-class) (?:family|background|home|household))\b|\b(?:born with a silver spoon|old money)\b|\bgrew up (?:poor|rich|wealthy|in poverty|comfortably off)\b|\bnever had to worry about money\b|(?<=\b(?:my|our) (?:family|parents|father|mother|grandparents|grandfather|grandmother)(?: also)? )(?:own|owns|owned) (?:a |an |the |two |three |several |a few |many |some |large |vast )?(?:[\w-]+ )?(?:farms?|estates?|plantations?|businesses|companies|hotels?|factories|factory|land|acres|properties|buildings|vineyards?|orchards?)\b/gi,
  },
  {
    why: 'hometown',
    // Case matters: a place is capitalised ("Leeds-born", "a Glasgow native"). Round twelve: grown up on a
    // farm or in a village, or just outside a town ("grew up on a farm outside Cork", "raised on a ranch").
    re: /\b[A-Z][a-z]+-born\b|\ba (?:proud )?[A-Z][a-z]+ native\b|\b(?:[Ss]pent|[Ss]pending) my (?:childhood|early years|school years|youth|teens) in\b|\b(?:[Bb]orn and bred|[Bb]rought up) in\b|\b[Ww]here I grew up\b|\bmy (?:birthplace|place of birth|roots are in)\b|\b(?:[Gg]rew up|[Gg]rowing up|[Rr]aised|[Bb]rought up|[Bb]orn(?: and (?:raised|bred))?) (?:on|near|outside|by|around|in) (?:a|an|the) (?:(?:small|little|remote|rural|coastal|fishing|mining|farming|dairy|sheep|cattle|family|tiny|quiet|working) )*(?:farm|village|town|island|ranch|croft|kibbutz|reservation|army base|military base|fishing port|mining town|countryside)\b|\b(?:[Gg]rew up|[Gg]rowing up|[Bb]rought up|[Bb]orn(?: and (?:raised|bred))?) (?:(?:on a |in a )(?:[a-z]+ ){0,2})?(?:just |right )?(?:outside|near|north of|south of|east of|west of|on the outskirts of) [A-Z][a-z]+/g,
  },
];

const ID_PLACE_PEOPLE = '[A-Z][a-z]+';

const ID: BlindRule[] = [
  // Round thirteen: a place of birth after "kelahiran" (Saya kelahiran Padang; a year there is an age,
  // flagged by the kept rule), and looks said as "berpenampilan" with any word.
  { why: 'hometown', re: /\bkelahiran (?!(?:tahun|19|20)\b)[A-Z][a-z]+(?: [A-Z][a-z]+)?/g },
  {
    why: 'appearance',
    re: /\bberpenampilan (?:rapi|bersih|menarik|cantik|tampan|ganteng|necis|modis|segar|meyakinkan|profesional)\b/gi,
  },
  {
    why: 'appearance',
    re: /\b(?:berkulit |kulit (?:saya |aku )?(?:ini )?)(?:putih|hitam|gelap|terang|cerah|sawo matang|kuning langsat|kuning|coklat|cokelat|bersih)\b|\b(?:wajah|paras|rupa|muka) (?:saya |aku )?(?:cantik|tampan|ganteng|menarik|manis|rupawan|oriental|bersih)\b|\b(?:berwajah|berparas) (?:cantik|tampan|ganteng|menarik|manis|rupawan|oriental|bule|ramah|teduh|imut|baby face)\b|\b(?:wajah|muka) (?:saya |aku )?(?:awet muda|baby face|imut|teduh)\b|\b(?:bertubuh|berbadan|berperawakan|postur (?:tubuh )?(?:saya|aku)) (?:cukup |sangat )?(?:tinggi|pendek|tegap|atletis|ideal|proporsional|gemuk|kurus|besar|kecil|langsing|mungil|sedang)\b|\b(?:tinggi|berat) (?:badan )?(?:saya|aku)\b|\b(?:cantik|tampan|ganteng|rupawan|good looking|menarik secara fisik)\b/gi,
  },
  {
    why: 'marital',
    re: /\b(?:bercerai|sudah cerai|cerai mati|cerai hidup|bertunangan|tunangan (?:saya|aku)|calon (?:suami|istri) (?:saya|aku)|berstatus (?:menikah|lajang|janda|duda|cerai|single)|status (?:pernikahan|perkawinan)(?: saya)?|(?:sudah|belum) berkeluarga|berumah tangga|(?:saya|aku) (?:sedang )?hamil|kehamilan (?:saya|aku)|cuti (?:melahirkan|hamil)|orang tua tunggal|single parent|(?:saya (?:seorang )?|sebagai )ibu rumah tangga|anak (?:kembar|balita|perempuan|laki-laki|pertama|kedua|ketiga) (?:saya|aku|kami)|(?:mengurus|merawat|membesarkan|mengasuh) (?:anak|anak-anak|dua anak|tiga anak) (?:saya|kami)|(?:suami|istri)ku)\b/gi,
  },
  {
    why: 'wealth',
    re: /\bkeluarga (?:saya |kami |aku )?(?:memang |cukup |sangat |termasuk |tergolong |lumayan |serba )*(?:kaya(?: raya)?|miskin|sederhana|mampu|kurang mampu|berada|berkecukupan|berkekurangan|terpandang|pengusaha|konglomerat|mapan|pas-pasan)\b|\b(?:anak orang kaya|orang kaya|harta (?:keluarga|warisan)|warisan (?:orang tua|keluarga|dari (?:ayah|ibu|kakek|nenek|orang tua))|mewarisi (?:rumah|tanah|usaha|harta|kekayaan|bisnis|toko|kebun))\b|\b(?:ekonomi|keuangan) (?:keluarga|orang tua)(?: saya)? (?:cukup |sangat )?(?:mapan|baik|berkecukupan|sulit|pas-pasan|mampu|kurang)\b|\b(?:saya|keluarga saya|orang tua saya) (?:memiliki|mempunyai|punya) (?:beberapa |dua |tiga )?(?:rumah|tanah|ruko|kos-kosan|kontrakan|properti|sawah|kebun)\b|(?<=\b(?:keluarga(?: besar)?(?: saya| kami| aku)?|orang ?tua (?:saya|kami|aku)|(?:ayah|ibu|bapak|kakek|nenek|paman|mertua) (?:saya|kami|aku)) (?:juga |sudah |masih )?)(?:memiliki|mempunyai|punya) (?:beberapa |banyak |sejumlah |sebuah |seluas |dua |tiga |empat |lima |puluhan |ratusan |sebidang |\d+ )?(?:hektar |hektare |ha |petak |unit |buah )?(?:rumah|tanah|ruko|kos-kosan|kontrakan|properti|sawah|kebun|lahan|perkebunan|apartemen|gedung|vila|villa|toko|pabrik|tambak|peternakan|usaha|perusahaan|hotel|bisnis)\b/gi,
  },
  {
    why: 'family',
    re: /\b(?:papa|mama|abang|kakak ipar|adik ipar|ipar|cucu|almarhum(?:ah)? (?:ayah|ibu|kakek|nenek)|mendiang (?:ayah|ibu|kakek|nenek)) (?:saya|aku)\b|\b(?:ayah|ibu|bapak) dan (?:ibu|ayah) saya\b|\b(?:kedua )?orang tua (?:saya|kami|aku)\b/gi,
  },
  {
    why: 'age',
    re: /\b(?:tanggal lahir|tempat,? tanggal lahir|tahun kelahiran|tahun lahir)\b|\blahir (?:pada )?(?:tanggal )?\d{1,2} [A-Za-z]+ (?:19|20)\d{2}\b|\b(?:saya (?:adalah )?(?:seorang )?|sebagai )(?:generasi )?(?:milenial|gen ?Z|gen-Z|generasi Z)\b|\b(?:saya|aku) (?:masih )?(?:sangat )?muda\b|\busia (?:saya )?(?:yang )?masih muda\b|\b(?:angkatan|lulusan|alumni|alumnus) (?:tahun )?(?:19|20)\d{2}\b|\blulus (?:kuliah |SMA |SMK |S1 |sarjana |sekolah )?(?:pada )?tahun (?:19|20)\d{2}\b|\b(?:(?:usia|umur)(?: saya)? (?:sudah |hampir |baru )?|sudah |hampir |baru saja |menginjak )kepala (?:dua|tiga|empat|lima)\b(?! (?:cabang|gudang|divisi|bagian|unit|tim|toko|sekolah|desa|kantor|departemen|seksi|proyek|regu)\b)|\bberkepala (?:dua|tiga|empat|lima)\b|\b(?:ber)?shio (?:saya |aku )?(?:tikus|kerbau|sapi|macan|harimau|kelinci|naga|ular|kuda|kambing|domba|monyet|ayam|anjing|babi)\b/gi,
  },
  {
    why: 'gender',
    re: /\b(?:saya|aku) (?:adalah )?(?:seorang )?(?:perempuan|wanita|pria|laki-laki|ibu|ayah)\b|\bsatu-satunya (?:perempuan|wanita|pria|laki-laki)\b|\b(?:meskipun|walaupun|walau|biarpun) (?:saya |aku )?(?:seorang )?(?:perempuan|wanita|pria|laki-laki)\b|\bkaum (?:perempuan|wanita|hawa|adam)\b/gi,
  },
  {
    why: 'hometown',
    // Case matters for a people or place: "suku cadang" (spare parts) is no people.
    re: new RegExp(
      `\\b(?:[Ss]aya|[Aa]ku) (?:adalah |ini )?(?:orang|putra|putri|anak|keturunan|wong|urang) (?:asli )?${ID_PLACE_PEOPLE}\\b|\\b(?:[Ss]uku|[Kk]eturunan|[Bb]erdarah(?: asli)?) ${ID_PLACE_PEOPLE}\\b|\\b(?:[Mm]asa (?:kecil|kanak-kanak|remaja|sekolah)(?: saya)? (?:di|saya habiskan di|dihabiskan di))\\b(?: [A-Z][\\w-]+(?: [A-Z][\\w-]+){0,2})?|\\b(?:[Bb]esar|[Tt]umbuh|[Tt]inggal|[Hh]idup) di ${ID_PLACE_PEOPLE} sejak (?:kecil|lahir)\\b|\\b[Mm]erantau dari\\b|\\b(?:[Aa]sal saya|[Ss]aya asal(?:nya)?) dari\\b`,
      'g',
    ),
  },
];

/** Round nineteen's families (fresh14's misses): ages by decade, inherited property, local demonyms, looks, school forms. */
function roundNineteen(lang: CheckLang): BlindRule[] {
  return [
    ...DECADE_AGES[lang],
    ...INHERITED_WEALTH[lang],
    ...LOCAL_NATIVE[lang],
    ...LOOKS[lang],
    ...SCHOOL_FORMS[lang],
    ...roundTwenty(lang),
  ];
}

/** Round twenty's families (made-up sentences by category): study, faith, body and looks, status words. */
function roundTwenty(lang: CheckLang): BlindRule[] {
  return [
    ...STUDY_PLACES[lang],
    ...FAITH_ROLES[lang],
    ...BODY_SAID[lang],
    ...STATUS_SAID[lang],
    ...ORIGIN_SAID[lang],
    // Round twenty-four: life events, home words, exam scores and leaving levels (blind-life-events.ts).
    ...LIFE_EVENTS[lang],
    ...BELONGING[lang],
    ...WAYS_MORE[lang],
    // Round twenty-five: shapes of face, children counted, body art, a school's kind, a family's business.
    ...WAYS_SIXTH[lang],
    // Round thirty: status nouns of oneself, half a century, a face in two words, bare school names in a frame.
    ...SELF_STATUS_NOUNS[lang],
    ...HALF_CENTURY_AGE[lang],
    ...FACE_LISTED[lang],
    ...SCHOOL_NAMES_FRAMED[lang],
    ...ERA_GROWN_UP[lang],
    ...PARENT_OF_DESCRIBED_CHILD[lang],
    // Round thirty-one: an age, a height, a child or a baby due in a phrase fronted before the writer.
    ...FRONTED_SELF_TRAITS[lang],
    ...GENDER_ROLE_KO[lang],
    // Round thirty-three: milestone birthdays, a gender rare in one's trade, fronted looks (blind-self-milestones.ts).
    ...SELF_MILESTONES[lang],
    // Round thirty-five: birth cohorts, schools left or held a degree from, congregation offices (blind-self-cohorts.ts).
    ...SELF_COHORTS[lang],
  ];
}

export const BLIND_PHRASINGS: Record<CheckLang, BlindRule[]> = {
  ko: [
    ...KO,
    ...INDIRECT.ko,
    ...RELIGION.ko,
    ...DATED_BY_EVENT.ko,
    ...ALUMNI_NAMES.ko,
    ...roundNineteen('ko'),
  ],
  en: [
    ...EN,
    ...ENGLISH_PEOPLE,
    ...INDIRECT.en,
    ...RELIGION.en,
    ...DATED_BY_EVENT.en,
    ...ALUMNI_NAMES.en,
    ...roundNineteen('en'),
  ],
  id: [
    ...ID,
    ...INDIRECT.id,
    ...RELIGION.id,
    ...DATED_BY_EVENT.id,
    ...ALUMNI_NAMES.id,
    ...roundNineteen('id'),
  ],
};
