// Stock phrases by family (round ten, ADR 0039), beside the kept phrases of cliches.ts: the families a
// reader has seen in every letter, in any of their forms —
// - ko: devotion idioms (뼈를 묻다, 한 몸 바치다, 혼신의 힘, 열과 성을 다해), four-character idioms worn as
//   self-description (일당백, 불철주야, 주경야독, 솔선수범), and the "with the attitude of …" frame
//   (일당백의 자세로, 배우는 자세로, 뼈를 묻겠다는 각오);
// - en: résumé buzzwords (a proven track record, results-oriented, highly motivated, a strong work ethic,
//   excellent communication skills, bring to the table, thrive under pressure);
// - id: the eager learner and the willing posting (haus akan ilmu, mudah beradaptasi, siap ditempatkan di
//   mana saja, bersedia bekerja lembur), and a virtue "yang tinggi" (semangat, loyalitas, etos kerja).
import type { CheckLang } from './types';

/** Virtues a letter names as the applicant's own (round thirteen). */
const VIRTUE =
  '(?<![가-힣])(?:성실함|성실성|열정|패기|끈기|근성|책임감|긍정|긍정적인 태도|친화력|적극성|꼼꼼함|도전 ?정신|밝은 미소|미소|체력|진정성|인내심|집념|추진력|리더십|소통 능력|배짱|오기|깡)';

const KO_IDIOMS = [
  '뼈를 묻',
  '한 ?몸 바치',
  '몸을 바치',
  '청춘을 바치',
  '온몸을 바치',
  '모든 것을 바치',
  '혼신의 힘',
  '온 힘을 다',
  '열과 성을 다',
  '목숨을 걸',
  '사활을 걸',
  '물불(?:을)? ?가리지',
  // Round seventeen: the dutiful formula (맡은 바 책임을 다하는, 맡은 바 일에 최선을).
  '맡은 바 (?:책임|임무|소임|역할|일|업무)(?:을|를|에)? ?(?:다하|충실|최선)',
  '분골쇄신',
  '불철주야',
  '견마지로',
  '일당백',
  '살신성인',
  '솔선수범',
  '칠전팔기',
  '백절불굴',
  '우공이산',
  '주경야독',
  '일취월장',
  '괄목상대',
  '청출어람',
  '자강불식',
  '불굴의 의지',
  '무한한 열정',
  '뜨거운 열정',
  '남다른 열정',
  '(?:회사|귀사)와 함께 성장',
  '역지사지',
  '와신상담',
  '동고동락',
  '유비무환',
  '기본에 충실한',
  '가족 같은 (?:분위기|회사|동료)',
  // One virtue as all one brings (round eleven): 열정 하나로, 성실함 하나만으로, 끈기 하나만큼은.
  '(?:열정|패기|성실함?|끈기|근성|오기|깡|도전 ?정신|투지|책임감|긍정|노력|체력|진심|배짱) 하나(?:만)?(?:으로|로|만큼은|만은)',
  // Round twelve: learning like a sponge, and thinking outside the box in Korean words.
  '스[펀폰]지(?:처럼|같이| 같은)',
  '(?:틀|고정관념|상자)(?:을|를)? (?:깨는|벗어난|벗어나는) (?:사고|생각|발상|아이디어)',
  '틀에 (?:얽매이지|갇히지) 않는',
  // Round thirteen: a virtue as one's weapon (성실함을 무기로, 끈기를 제 무기로 삼아), and the born leader.
  `${VIRTUE}(?:을|를) (?:저의 |제 |나의 |가장 큰 |최고의 |유일한 )?무기(?:로| 삼아)`,
  '타고난 (?:리더|리더십|친화력|성실함|승부사)',
  // Round sixteen: the applicant as what a team runs on (팀의 윤활유, 조직의 비타민, 팀의 감초), and
  // persistence said in a proverb (한 우물을 파는, 한 우물만 판).
  '(?:팀|조직|부서|회사|동료들|구성원들)(?:의|에|에서) (?:윤활유|비타민|감초|활력소|분위기 ?메이커|연결 ?고리|산소)',
  '한 우물(?:을|만)? (?:파|판|팠)',
  // Round nineteen: the first in and the last out (누구보다 먼저 출근하고 가장 늦게 퇴근하는, 제일 먼저 나와
  // 제일 늦게 들어가는), and a virtue or skill as a résumé line (뛰어난 의사소통 능력, 높은 도덕성).
  '(?:누구보다|가장|제일|항상|늘) (?:먼저|일찍) (?:출근|나오|나와|도착|오)[가-힣]* (?:누구보다 |가장 |제일 |항상 |늘 )?(?:늦게|마지막(?:으로|에)?) (?:퇴근|들어가|남|떠나|나가)',
  '(?:뛰어난|원활한|탁월한|우수한) (?:의사소통|커뮤니케이션|대인관계|소통) ?(?:능력|역량|스킬)',
  '(?:높은|투철한|확고한) (?:도덕성|윤리 ?의식|책임 ?의식|직업 ?의식|주인 ?의식)',
  // Round thirty-five: the writer as one or two similes of nature (저는 물처럼 유연하고 바위처럼 단단한 사람).
  '(?<![가-힣])저는 (?:마치 )?(?:[가-힣]+(?:처럼|같이) [가-힣]+ ){1,2}사람',
  // Round thirty-six: the writer as one who overcomes every hardship, or by the power of a virtue (긍정의 힘으로
  // 모든 어려움을 이겨 내는 사람, 어떤 역경도 극복할 수 있는 사람).
  '(?<![가-힣])(?:긍정|믿음|열정|끈기|웃음|미소)의 힘으로',
  '(?<![가-힣])(?:모든|어떤|어떠한|온갖|그 어떤) (?:어려움|역경|시련|난관|고난|위기|고비|장애물)(?:을|를|도|이라도|이든|과)? ?(?:다 |모두 |반드시 |끝까지 )?(?:이겨 ?내|이겨 ?낼|극복하|극복할|극복해 ?내|헤쳐 ?나가|헤쳐 ?나갈|견뎌 ?내|견뎌 ?낼|뛰어넘)[가-힣]* (?:수 있는 )?(?:사람|인재|직원)',
];

/** Virtues a letter names as what success takes (round thirty-five). */
const EN_VIRTUES =
  '(?:hard work|dedication|perseverance|persistence|determination|passion|discipline|commitment|consistency|teamwork|patience|a positive attitude|honesty|grit)';

export const CLICHE_FAMILIES: Record<CheckLang, RegExp> = {
  ko: new RegExp(
    `(?:${KO_IDIOMS.join('|')})|(?<![가-힣])[가-힣]+(?:의|는|겠다는) (?:자세|각오|마음가짐)(?:로|으로)|(?<![가-힣])[가-힣]+겠다는 (?:각오|다짐|마음가짐)`,
    'g',
  ),
  en: new RegExp(
    [
      'proven (?:track record|ability to|leader|results)',
      'track record of (?:success|excellence|delivering)',
      '(?:results|detail|goal|success)[- ](?:driven|oriented|focused)',
      '(?:highly|self)[- ]motivated',
      '(?:dynamic|passionate|driven|dedicated|motivated|enthusiastic|seasoned|ambitious) (?:individual|professional|self-starter|go-getter)',
      'strong work ethic',
      // Round nineteen: the first in and the last out, in any of its forms.
      '(?:the )?first (?:one )?(?:in|to arrive|to come in|through the door)(?:,| and) (?:the )?last (?:one )?(?:out|to leave|to go home)',
      '(?:able|ability) to communicate (?:effectively|well|clearly) (?:with|at all levels)',
      'excellent (?:communication|interpersonal|organi[sz]ational|people) skills',
      '(?:think|thinking|thinks) out of the box',
      'bring(?:s|ing)? (?:a lot |much |something )?to the table',
      'value[- ]add(?:ed)?',
      '(?:give|giving|gave|gives) (?:it )?(?:my all|100%|110%|120%)',
      'can-do attitude',
      'thrives? (?:under pressure|on challenges|in (?:a )?(?:fast-paced|challenging|dynamic))',
      'work(?:s|ing)? well under pressure',
      'jack of all trades',
      'the (?:ideal|perfect) (?:candidate|fit)',
      'eager to learn',
      'quick study',
      'lifelong learner',
      'passion for excellence',
      'win-win',
      'move the needle',
      '(?:out of|outside|beyond) (?:my|the|your) comfort zone',
      'take (?:it|things|\\w+) to the next level',
      'leverage my (?:skills|experience|expertise|background)',
      '(?:a valuable|an) asset to (?:your|the|any) (?:team|company|organi[sz]ation)',
      // Round twelve: beyond what is asked, and the sponge.
      '(?:go|goes|going|went|gone) (?:far )?above and beyond',
      'over and above (?:what is|what was|my) (?:expected|required|duties)',
      '(?:like|as) a sponge',
      // Round thirteen: the born leader, and a virtue as one's weapon.
      '(?:a )?(?:natural|born|natural-born|natural born) leader',
      '(?:my|our) (?:secret|greatest|biggest|best) weapon',
      'armed with (?:(?:nothing but|only) )?(?:enthusiasm|passion|a positive attitude|determination|a smile|grit)',
      // Round sixteen: the applicant as what a team runs on.
      'the (?:glue|oil|engine|heartbeat) (?:that|which) (?:holds|keeps|drives)',
      // Round thirty-five: virtues as the key to success (hard work and dedication are the keys to success).
      `${EN_VIRTUES}(?:(?:,| and|, and) ${EN_VIRTUES}){0,3} (?:is|are) (?:the |my )?(?:(?:real|true|only|main|two|three) )?(?:keys?|secrets?|recipe|foundation|cornerstones?) (?:to|of|for) (?:success|achievement|excellence|any success)`,
      // Round thirty-six: the writer who overcomes any obstacle, by the power of positive thinking.
      "I (?:can|will|could) (?:overcome|conquer|handle|beat|tackle|get through) (?:any|every|all) (?:obstacles?|challenges?|difficult(?:y|ies)|hardships?|setbacks?|adversity)(?: (?:life|the job|work) (?:throws|puts) (?:at|in front of) me)?",
      "(?:with|through) the power of (?:positive thinking|positivity|a positive (?:mind|mindset|attitude))",
    ]
      .map((p) => `\\b${p}(?![\\w-])`)
      .join('|'),
    'gi',
  ),
  id: new RegExp(
    [
      'haus (?:akan )?(?:ilmu|pengetahuan|tantangan|prestasi)',
      '(?:siap|bersedia|rela) (?:untuk )?(?:ditempatkan|bekerja|dipindahkan|ditugaskan|dimutasi) (?:di )?(?:mana saja|di mana saja|dimana saja|mana pun|di mana pun|seluruh (?:wilayah )?Indonesia|luar kota|luar daerah|lembur|shift)',
      '(?:siap|bersedia) (?:untuk )?(?:ditempatkan|ditugaskan|dimutasi)(?! (?:di|ke) [A-Z])',
      '(?:mudah|cepat) (?:beradaptasi|belajar hal(?:-hal)? baru)',
      '(?:mau|ingin|senang|suka|selalu) belajar hal(?:-hal)? baru',
      'rasa ingin tahu yang (?:tinggi|besar)',
      '(?:semangat|komitmen|dedikasi|integritas|loyalitas|motivasi|etos kerja|rasa tanggung jawab) (?:kerja )?yang (?:tinggi|kuat|besar)',
      'semangat (?:kerja )?(?:tinggi|membara|juang tinggi)',
      '(?:memberikan|memberi) yang terbaik',
      'kerja keras,? kerja cerdas',
      'berkontribusi (?:secara )?maksimal',
      'kontribusi (?:yang )?terbaik',
      '(?:keluar dari )?zona nyaman',
      'ilmu padi',
      'bisa bekerja (?:secara )?(?:individu|mandiri) (?:maupun|ataupun|dan) (?:tim|kelompok)',
      // Round twelve: thinking outside the box (in Indonesian words or English), and the sponge.
      'berpikir (?:di )?luar (?:kotak|kebiasaan)',
      '(?:berpikir )?out of the box',
      '(?:seperti|bagaikan|layaknya|bak) spons',
      'melampaui (?:ekspektasi|harapan)',
      // Round thirteen: a leader's soul, and a virtue as one's weapon or sole provision.
      'jiwa (?:kepemimpinan|pemimpin|leadership)',
      '(?:jiwa )?pemimpin sejati',
      '(?:ber)?senjata(?:kan)? (?:utama )?(?:semangat|kejujuran|ketekunan|kerja keras|senyuman|tekad)',
      // Round sixteen: the résumé buzzwords of the English list in Indonesian words, and the team's glue.
      'berorientasi (?:pada |kepada )?(?:hasil|target|detail|tujuan|solusi)',
      // Round nineteen: a virtue owned "tinggi" without "yang" (memiliki integritas tinggi, dedikasi tinggi),
      // a skill done "dengan baik" (mampu berkomunikasi dengan baik, mampu bekerja sama dengan baik), and
      // the first in and the last out (datang paling awal dan pulang paling akhir).
      '(?:memiliki|mempunyai|punya|dengan)(?: \\w+)? (?:semangat|komitmen|dedikasi|integritas|loyalitas|motivasi|etos kerja|rasa tanggung jawab|kedisiplinan|disiplin) (?:kerja )?(?:yang )?(?:tinggi|kuat|besar)',
      '(?:mampu|dapat|bisa|sanggup) (?:berkomunikasi|bekerja sama|bekerjasama|beradaptasi|bekerja (?:dalam|di dalam) tim|bekerja (?:secara )?mandiri|berkoordinasi) (?:dengan )?(?:baik|efektif|cepat)',
      '(?:datang|tiba|masuk) (?:paling )?(?:awal|pagi|pertama)(?:,)? (?:dan )?(?:pulang|keluar) (?:paling )?(?:akhir|terakhir|malam)',
      '(?:perekat|pelumas|vitamin|penyemangat) (?:bagi |dalam |di )?(?:tim|kelompok|rekan kerja)',
      '(?:berbekal|bermodalkan|bermodal) (?:semangat|tekad|kerja keras|kejujuran|niat|senyuman)(?! (?:dan|serta) (?:data|anggaran|dana)\\b)',
      // Round thirty-six: overcoming every hardship, by the power of positive thinking.
      '(?:saya |aku )?(?:mampu|bisa|dapat|sanggup|selalu) (?:mengatasi|melewati|menghadapi|menaklukkan) (?:segala|setiap|semua|berbagai) (?:rintangan|tantangan|kesulitan|hambatan|cobaan|masalah)(?! (?:di|pada|dalam|saat|ketika) )',
      'dengan kekuatan (?:berpikir )?positif',
    ]
      .map((p) => `\\b${p}\\b`)
      .join('|'),
    'gi',
  ),
};
