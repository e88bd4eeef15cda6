// Fresh held-apart sets, before round thirty-five's rules (issue 36): written on 2026-12-02 (14:45-14:50 UTC) by
// a helper that writes no rules (and read none of the checks' rules, lexicons or tests, nor ran any check, bench
// or the app on this set; it read only `planted/types.ts`, `CheckKind` in `checks/types.ts`, fresh22 whole and
// the header comments of fresh15-21, to avoid their fields, phrasings and misspellings). Six clean answers per
// language, of about 450-650 Korean and 900-1,200 English and Indonesian characters, of fields no earlier set
// used (Korean: a university hospital's CT/MRI radiographer, a Boseong tea estate's tea-processing manager, an
// expressway branch's road maintenance worker, a Red Cross blood donation centre's nurse, a data centre's
// facilities engineer, a ready-mixed concrete (레미콘) plant's quality tester; English: an NHS diagnostic
// radiographer, a Cornish tea estate's processing manager, a county highways maintenance operative, a blood
// donor centre's donor carer nurse, a colocation data centre's critical facilities engineer, a ready-mixed
// concrete plant's quality technician; Indonesian: a regional hospital's radiographer, a Mount Halimun tea
// estate's head of processing, a toll road operator's road maintenance officer, a PMI blood donor unit's
// nurse, a Cikarang data centre's facility engineer, a batching plant's QC), written as members write:
// loanwords, compounds, trade terms, abbreviations, agencies, figures with units, and company names that look
// like schools, places or family words (declared in `companies`); and six answers per language (a hotel
// restaurant's sommelier, a museum conservator, a court stenographer, a Pilates instructor, a home appliance
// field service engineer, a chocolatier) with twelve planted misspellings per language (Korean: common
// non-words 내노라하는, 짜집기, 닥달, 움추린, 어짜피, 건내, 괜시리, real words wrong in context 맞추는 for
// 맞히는, 가르쳐 for 가리켜, 일체 for 일절, 저려 for 절여, and the bound noun 수 joined in 볼수; English: common
// misspellings recomend, noticable, calender, independant, acheived, succesful, and real-word confusions
// palette for palate, lead for led, council for counsel, piece for peace, excepted for accepted, desert for
// dessert; Indonesian: KBBI non-standard forms lembab, obyek, respon, karir, aktifitas, kwitansi, himbauan,
// jaman, the prefix split in "di sajikan" and "di bersihkan", and the preposition joined in "dirumah" and
// "diruang"; none planted in fresh15-22 as far as their headers and fresh22 show), sixteen blind-hiring
// mentions per language of the applicant's own traits (schools — a hotel management degree, a technical high
// school, "jebolan" NHI Bandung — hometowns — "여수에서 나고 자라", "Having grown up in Épernay", "orang asli
// Manado" — direct and indirect ages — a millennium baby, "만 41세", "서른 중반에 접어든", "Aged 27", "I am
// fifty-one", "At thirty-five", "kelahiran 1999", "genap 35 tahun" — gender — the rare man among stenographers
// — parents' jobs and wealth — a picture-framer father, parents owning three bakeries, a painter father in Ubud
// — marriage — three years married, newly married — children — a toddler or baby, two young sons or children —
// height, weight and appearance — an oval or slim face with long limbs — and religion — a churchgoer since
// birth, an Anglican churchwarden, a Hindu praying at the pura — in phrasings other than fresh17-22's), two
// repeated figures or episodes, two clichés, one empty opening and two unsupported claims (awards in none of
// the bench's résumés) per language. Clean answers mention other people's families, schools, ages, genders,
// looks and religions (a boy of six with his mum and a woman in a hijab or headscarf, patients in their eighties
// and their daughters, village grandmothers in their seventies, girls' high school pupils and their teacher, a
// monk ordering tea, school-trip pupils, a father with three small children and an injured woman driver of
// seventy, a student donating on her birthday with her mother, brothers donating for their father, a Jehovah's
// Witness, church and pesantren donors, a newly married colleague and one with twin daughters, a church choir
// singer, Friday prayers, a trainee girl, mothers of newborns, nuns at a convent, a mosque's takmir, a plant
// manager about to retire) as members do.
// HELD APART: `npm run bench:checks` only says the set exists; `npm run bench:checks -- --blind` runs it, once,
// blind, by the lead, and prints counts only. Do not edit after its first run except to report.
// Its one blind run was on 2026-12-02 at 15:27 UTC (main at 938a454, after round thirty-five's rules; counts in
// ADR 0039, round thirty-five); SEEN since.
import type { PlantedCase } from './types';

export const FRESH23_CASES: Record<'ko' | 'en' | 'id', PlantedCase[]> = {
  ko: [
    {
      question: '직무 전문성을 보여 줄 수 있는 경험을 기술해 주십시오.',
      clean: true,
      text: '대학병원 영상의학과에서 6년간 방사선사로 일하며 CT 2대와 MRI 1대에서 하루 평균 180건의 검사를 맡았습니다. 조영제 부작용 이력을 확인하지 못한 채 검사가 진행될 뻔한 일이 한 달에 몇 번씩 있었고, 재촬영률도 4%를 넘었습니다. 저는 PACS와 EMR의 알레르기 기록을 검사 예약 화면에 함께 띄우도록 전산팀에 요청하고, 조영제 주입 전 신장 기능 수치(eGFR)를 확인하는 점검표를 만들었습니다. 소아 CT는 체중별 저선량 프로토콜을 적용해 선량을 평균 30% 줄였고, 피폭 기록은 원자력안전위원회 기준에 맞춰 관리했습니다. 장비 유지보수는 고모부메디텍, 방사선 차폐 용품은 서울대방사선기기에서 받았습니다. MRI 소리가 무섭다며 우는 여섯 살 남자아이는 엄마가 손을 잡고 있도록 해 드렸고, 히잡을 쓴 여성 환자에게는 여성 방사선사가 검사를 맡도록 순서를 바꿨습니다. 여든이 넘은 할머니 환자와 보호자로 온 따님에게는 검사 뒤 주의 사항을 큰 글씨로 뽑아 드렸습니다. 그 결과 재촬영률이 4.2%에서 1.5%로 낮아졌고, 조영제 관련 사고 보고는 한 해 5건에서 0건이 되었습니다.',
      planted: {},
      companies: ['고모부메디텍', '서울대방사선기기'],
    },
    {
      question: '업무 절차를 개선한 경험을 기술해 주십시오.',
      clean: true,
      text: '전남 보성의 다원에서 5년간 제다 관리자로 일하며 차밭 30ha에서 딴 찻잎으로 한 해 녹차와 홍차 약 12톤을 만들었습니다. 첫물차 수확 철에는 찻잎이 한꺼번에 들어와 덖음이 늦어지고, 시들어 버린 잎 때문에 등급 불량이 15%를 넘었습니다. 저는 수확 구역별 채엽 시간을 미리 나누어 하루 반입량을 맞추고, 살청기 온도를 280도 안팎으로, 유념 시간을 잎 크기에 따라 20분과 30분으로 나누어 기록했습니다. 홍차는 발효실 습도를 95%로 유지하고 산화 정도를 색도계로 확인했습니다. 잔류 농약 검사는 국립농산물품질관리원 기준에 맞춰 출하 전마다 받았습니다. 포장재는 큰집포장, 건조기 정비는 보성중앙기계에 맡겼습니다. 찻잎을 따러 오시는 일흔 넘은 마을 할머니들께는 오전 작업만 맡겨 드렸고, 다도 체험을 온 여고생들과 선생님께는 덖음 과정을 보여 드렸습니다. 템플스테이 차 공양에 쓸 녹차를 주문한 스님과는 여러 번 함께 맛을 보며 덖는 정도를 정했습니다. 그 결과 등급 불량이 15%에서 5%로 줄었고, 홍차 매출은 2년 만에 두 배가 되었습니다.',
      planted: {},
      companies: ['큰집포장', '보성중앙기계'],
    },
    {
      question: '문제를 해결했던 경험을 구체적으로 기술해 주십시오.',
      clean: true,
      text: '한국도로공사 지사에서 6년간 도로 보수원으로 일하며 고속도로 85km 구간의 포트홀 보수, 가드레일 정비, 겨울철 제설을 맡았습니다. 장마가 끝나면 포트홀 신고가 한 달 120건을 넘었고, 임시로 메운 자리가 다시 패여 타이어 파손 배상 청구가 이어졌습니다. 저는 보수 위치를 GPS 좌표와 사진으로 남겨 재발 구간을 지도에 표시하고, 상온 아스콘 대신 가열식 아스콘 보수 차량을 재발 구간에 먼저 배치했습니다. 겨울에는 노면 온도 센서 값을 보고 제설제 살포 시점을 정했고, 작업 구간 뒤에는 LED 화살표 표지와 충격흡수차를 반드시 두었습니다. 아스콘은 이모부건설, 표지판은 한양대교통안전에서 받았습니다. 휴게소 근처 작업 때는 수학여행 버스에서 내린 고등학생들이 작업 구간에 다가오지 않도록 안내했고, 명절 귀성길에는 어린아이 셋을 태운 가족의 펑크 난 차를 갓길에서 함께 고쳤습니다. 사고로 다친 일흔 살 여성 운전자를 구급차가 올 때까지 돌보기도 했습니다. 그 결과 같은 자리의 재파손이 한 해 210건에서 60건으로 줄었고, 타이어 배상 청구는 45% 줄었습니다.',
      planted: {},
      companies: ['이모부건설', '한양대교통안전'],
    },
    {
      question: '다른 사람과 협업해 성과를 낸 경험을 기술해 주십시오.',
      clean: true,
      text: '대한적십자사 혈액원의 헌혈의 집에서 4년간 간호사로 일하며 하루 평균 70명의 헌혈자 문진, 채혈, 헌혈 후 관리를 맡았습니다. 첫 헌혈자 가운데 어지럼증이나 실신 같은 부작용이 3% 가까이 나왔고, 혈관을 한 번에 찾지 못해 다시 찌르는 일도 잦았습니다. 저는 전자문진 결과와 혈색소 수치, 체중 기준을 한 화면에 보도록 정리하고, 첫 헌혈자에게는 채혈 전에 물 500ml를 마시게 하고 다리 근육 긴장 운동을 알려 드렸습니다. 성분헌혈 장비는 매일 아침 자가 점검을 하고, 혈액관리법에 따라 채혈 기록과 검체 번호를 이중으로 확인했습니다. 간식은 삼촌네식품, 채혈 용품은 이화메디칼에서 받았습니다. 스무 살 생일에 첫 헌혈을 하러 온 여대생과 어머니, 아버지의 심장 수술을 앞두고 지정헌혈을 하러 온 형제들을 특히 세심하게 살폈습니다. 남편의 헌혈에 따라온 여호와의 증인 신자 부인이 절차를 물었을 때는 존중하는 태도로 설명해 드렸습니다. 그 결과 헌혈 부작용률이 2.8%에서 0.9%로 줄었고, 다시 찾는 헌혈자 비율은 38%에서 52%로 올랐습니다.',
      planted: {},
      companies: ['삼촌네식품', '이화메디칼'],
    },
    {
      question: '업무를 정확하게 처리하기 위해 노력한 경험을 기술해 주십시오.',
      clean: true,
      text: '데이터센터 운영사에서 5년간 설비 엔지니어로 일하며 수전 용량 40MW 센터의 UPS, 비상 발전기, 항온항습기, 냉동기 운전을 맡았습니다. 여름철 서버실 열섬 때문에 랙 흡기 온도가 27도를 넘는 구역이 생겼고, PUE는 1.6 아래로 내려가지 않았습니다. 저는 열화상 카메라로 랙별 온도를 찍어 핫아일 컨테인먼트의 틈을 막고, 블랭킹 패널을 빈 슬롯마다 끼우게 했습니다. 냉수 온도를 7도에서 12도로 올리고 외기 냉방 운전 시간을 늘렸으며, 발전기 부하 시험은 한국전기안전공사 점검 기준에 맞춰 매월 했습니다. 배터리 교체는 처남에너지, 냉동기 정비는 고려대공조기술에 맡겼습니다. 교대 근무표를 짤 때는 막 결혼한 후배와 초등학생 쌍둥이 딸을 둔 선배가 가족 행사를 챙길 수 있게 했고, 교회 성가대에서 노래하는 여성 동료의 일요일 오전 근무는 제가 대신 맡았습니다. 현장실습을 온 마이스터고 여학생에게는 분전반 점검을 가르쳤습니다. 그 결과 PUE가 1.62에서 1.38로 낮아졌고, 과열 경보는 한 해 54건에서 6건으로 줄었습니다.',
      planted: {},
      companies: ['처남에너지', '고려대공조기술'],
    },
    {
      question: '고객 만족을 위해 노력했던 경험을 기술해 주십시오.',
      clean: true,
      text: '레미콘 공장 품질관리실에서 6년간 시험원으로 일하며 하루 출하량 2,500㎥의 슬럼프, 공기량, 염화물 시험과 압축강도 시험을 맡았습니다. 겨울철에는 타설 후 28일 강도가 설계기준강도에 못 미치는 현장이 생겨 건설사 클레임이 한 해 12건 들어왔습니다. 저는 골재 함수율을 하루 세 번 재서 배합수를 보정하고, 기온이 영하로 떨어지는 날은 조강제와 온수 배합을 쓰도록 배합표를 나누었습니다. 공시체 양생 수조 온도는 20±2도로 자동 기록되게 하고, KS F 4009와 국토안전관리원 품질 점검 항목에 맞춰 시험 기록을 정리했습니다. 혼화제는 형수화학, 시멘트는 충북대시멘트에서 받았습니다. 아파트 현장 옆에 사는 갓난아기 엄마들에게는 타설 소음 시간을 미리 알려 드렸고, 성당 신축 현장에서는 수녀님들과 미사 시간을 피해 타설 일정을 잡았습니다. 정년을 두 해 앞둔 공장장님께는 골재 입도 보는 법을 배웠습니다. 그 결과 강도 미달 클레임이 한 해 12건에서 1건으로 줄었고, 반품 레미콘은 월 40㎥에서 9㎥로 줄었습니다.',
      planted: {},
      companies: ['형수화학', '충북대시멘트'],
    },
    {
      question: '지원 분야 관련 경험과 성과를 기술해 주십시오.',
      text: '서울의 한 호텔 레스토랑에서 3년간 소믈리에로 일하며 와인 리스트 650종의 구매와 셀러 재고, 코스 요리 페어링을 맡았습니다. 경희대 호텔경영학과를 졸업한 뒤 바로 호텔에 들어왔습니다. 셀러 재고가 전산과 맞지 않아 손님이 고른 와인이 없는 일이 한 달 20건 가까이 생겼습니다. 저는 병마다 바코드를 붙여 입출고를 태블릿으로 기록하고, 셀러 온도를 13도, 습도를 70%로 유지하도록 센서 알림을 달았습니다. 매주 국내 내노라하는 소믈리에들과 블라인드 테이스팅 모임을 하며 품종과 빈티지를 맞추는 훈련도 했습니다. 그 결과 재고 불일치가 월 20건에서 2건으로 줄었습니다. 여수에서 나고 자라 해산물과 어울리는 화이트 와인에 특히 밝습니다. 밀레니엄 베이비인 저는 WSET 3단계를 마치고 다음 단계를 준비하고 있습니다. 2024년 한국 소믈리에 대회 최우수상을 받았습니다. 거듭 말씀드리지만, 재고 불일치를 월 20건에서 2건으로 줄인 일이 가장 큰 보람이었습니다. 와인 글라스는 사위상사에서 받습니다.',
      planted: {
        spelling: ['내노라하는', '맞추는'],
        blind: ['경희대 호텔경영학과를 졸업한', '여수에서 나고 자라', '밀레니엄 베이비인'],
        repetition: [
          '거듭 말씀드리지만, 재고 불일치를 월 20건에서 2건으로 줄인 일이 가장 큰 보람이었습니다.',
        ],
        claim: ['2024년 한국 소믈리에 대회 최우수상'],
      },
      companies: ['사위상사'],
    },
    {
      question: '업무 절차를 개선한 경험을 기술해 주십시오.',
      text: '국립박물관 보존과학실에서 5년간 보존처리사로 일하며 고려청자와 조선 목가구, 서화 등 한 해 약 120점의 보존처리를 맡았습니다. 표구사를 하시던 아버지 어깨너머로 어려서부터 풀과 종이를 만졌습니다. 예전 수리 때 다른 한지를 짜집기 하듯 덧댄 서화는 습도가 바뀔 때마다 주름이 생겼습니다. 저는 처리 전 X선 촬영과 적외선 사진으로 옛 수리 흔적을 기록하고, 수장고 상대습도를 50~55%로 유지하도록 항온항습 설정과 점검 일지를 바꿨습니다. 전시 설치 때는 학예사가 손끝으로 균열 위치를 가르쳐 주면 그 자리를 사진으로 남겨 처리 기록에 붙였습니다. 그 결과 수장고 유물의 재손상 보고가 한 해 18건에서 4건으로 줄었습니다. 결혼 3년 차인 저는 주말이면 아내와 함께 지방 사찰의 단청을 보러 다닙니다. 모태신앙으로 교회에 다니는 저는 교회 부설 도서관의 고서 정리도 돕고 있습니다. 한 번 더 말씀드리면, 재손상 보고를 한 해 18건에서 4건으로 줄인 것이 가장 자랑스럽습니다. 한지는 할아버지한지에서 받습니다.',
      planted: {
        spelling: ['짜집기', '가르쳐'],
        blind: ['표구사를 하시던 아버지', '결혼 3년 차인', '모태신앙으로 교회에 다니는'],
        repetition: [
          '한 번 더 말씀드리면, 재손상 보고를 한 해 18건에서 4건으로 줄인 것이 가장 자랑스럽습니다.',
        ],
      },
      companies: ['할아버지한지'],
    },
    {
      question: '본인의 강점을 경험과 함께 기술해 주십시오.',
      text: '지방법원에서 8년간 법원 속기사로 일하며 형사 재판과 민사 변론의 녹음 속기와 조서 작성을 한 해 약 900건 맡았습니다. 여초 직장에서 몇 안 되는 남자 속기사로 처음에는 어색했지만 곧 익숙해졌습니다. 증인 신문이 길어지면 조서 완성이 늦어져 변호인들이 빨리 달라고 닥달하는 일이 잦았습니다. 저는 사건별 전문 용어를 속기 키보드 약어로 등록하고, 녹음 파일과 속기 원고를 타임코드로 맞춰 검수 시간을 줄였습니다. 법정에서는 사건과 관계없는 사적인 대화를 일체 하지 않았습니다. 그 결과 조서 완성까지 걸리는 기간이 평균 7일에서 3일로 줄었습니다. 만 41세인 저는 지금도 분당 340타를 유지합니다. 돌 지난 딸아이를 키우며 저녁에는 실시간 자막 속기 강의도 듣고 있습니다. 저는 맡은 일은 끝까지 해내는 책임감 강한 사람입니다. 2022년 대한속기협회 올해의 속기사상을 받았습니다. 속기 키보드는 누나네전자에서 구입했습니다.',
      planted: {
        spelling: ['닥달', '일체'],
        blind: ['여초 직장에서 몇 안 되는 남자 속기사로', '만 41세인', '돌 지난 딸아이를 키우며'],
        cliche: ['저는 맡은 일은 끝까지 해내는 책임감 강한 사람입니다.'],
        claim: ['2022년 대한속기협회 올해의 속기사상'],
      },
      companies: ['누나네전자'],
    },
    {
      question: '고객을 위해 노력했던 경험을 기술해 주십시오.',
      text: '필라테스 스튜디오에서 7년간 강사로 일하며 리포머와 캐딜락 기구 수업을 주 30시간, 회원 약 120명을 맡았습니다. 허리 디스크나 거북목으로 어깨가 움추린 회원들이 많았는데, 그룹 수업에서는 자세를 일일이 봐 주기 어려워 통증이 심해졌다는 불만이 나왔습니다. 저는 첫 수업 전에 체형 사진과 관절 가동 범위를 기록하는 평가지를 만들고, 회원이 자기 자세 변화를 한눈에 볼수 있도록 석 달마다 비교 사진을 보내 드렸습니다. 그룹 정원은 8명에서 6명으로 줄이고, 통증이 있는 회원은 개인 수업을 먼저 받도록 했습니다. 수술 뒤 운동을 시작하는 회원은 담당 물리치료사의 소견서를 받아 운동 강도를 정했습니다. 그 결과 재등록률이 55%에서 78%로 올랐습니다. 키는 165cm이고 체중은 51kg을 유지하며, 갸름한 얼굴에 긴 팔다리 덕분에 시범 동작이 잘 보인다는 말을 듣습니다. 저는 긍정의 힘으로 모든 어려움을 이겨 내는 사람입니다. 리포머 스프링은 외숙모스포츠에서 교체합니다.',
      planted: {
        spelling: ['움추린', '볼수'],
        blind: ['키는 165cm이고', '체중은 51kg을 유지하며', '갸름한 얼굴에 긴 팔다리'],
        cliche: ['저는 긍정의 힘으로 모든 어려움을 이겨 내는 사람입니다.'],
      },
      companies: ['외숙모스포츠'],
    },
    {
      question: '지원 분야에서 이루고 싶은 목표를 기술해 주십시오.',
      text: '처음에는 이 질문에 무슨 이야기를 써야 할지 막막했습니다. 가전 서비스센터에서 6년간 방문 수리 기사로 일하며 냉장고, 세탁기, 에어컨을 하루 평균 9가구씩 찾아가 고쳤습니다. 수원공고 전기과를 나와 바로 서비스센터에 들어왔습니다. 부품이 없어 두 번 방문하는 일이 한 달 30건을 넘었고, 고객들은 어짜피 다시 올 거면 왜 왔냐며 화를 내셨습니다. 저는 접수 때 들은 증상으로 고장 부품을 미리 추정하는 목록을 만들고, 자주 쓰는 부품 40종을 차량에 싣고 다녔습니다. 수리를 마치면 고객께 교체한 부품을 직접 보여 드리고 보증서를 건내 드렸습니다. 그 결과 재방문이 월 32건에서 9건으로 줄었고, 고객 만족도는 4.1점에서 4.7점으로 올랐습니다. 연년생 두 아들의 아빠로서 아이들 장난감도 곧잘 고칩니다. 앞으로는 에어컨 냉매 회수와 친환경 정비를 맡는 기술자가 되고 싶습니다. 공구는 막내이모공구에서 삽니다.',
      planted: {
        spelling: ['어짜피', '건내'],
        blind: ['수원공고 전기과를 나와', '연년생 두 아들의 아빠로서'],
        opening: ['처음에는 이 질문에 무슨 이야기를 써야 할지 막막했습니다.'],
      },
      companies: ['막내이모공구'],
    },
    {
      question: '지원 동기를 기술해 주십시오.',
      text: '수제 초콜릿 공방에서 5년간 쇼콜라티에로 일하며 봉봉과 판 초콜릿을 한 해 약 4만 개 만들고 템퍼링과 상품 개발을 맡았습니다. 제과점 세 곳을 운영하시는 부모님 덕분에 어려서부터 오븐 옆에서 자랐습니다. 여름이면 초콜릿 표면에 하얀 블룸이 생겨 반품이 한 달 60개를 넘었고, 괜시리 포장재만 탓하던 때도 있었습니다. 저는 템퍼링 온도를 카카오 함량별로 나누어 기록하고, 작업실 습도를 50% 아래로, 포장실 온도를 18도로 맞췄습니다. 체리는 키르슈에 2주간 저려 두었다가 필링으로 썼고, 소비기한은 식품의약품안전처 기준에 따라 시험을 거쳐 정했습니다. 그 결과 블룸 반품이 월 60개에서 8개로 줄었습니다. 서른 중반에 접어든 지금은 카카오 농장과 직접 거래하는 빈투바 초콜릿을 준비하고 있습니다. 포장 상자는 완충재를 넣은 재생 종이 상자로 바꾸어 배송 중 파손도 줄였습니다. 앞으로는 지역 농산물로 만든 초콜릿을 선보이고 싶습니다. 카카오 버터는 형제무역에서 받습니다.',
      planted: {
        spelling: ['괜시리', '저려'],
        blind: ['제과점 세 곳을 운영하시는 부모님 덕분에', '서른 중반에 접어든'],
      },
      companies: ['형제무역'],
    },
  ],
  en: [
    {
      question: 'Tell us about a time you improved quality at work.',
      clean: true,
      text: "For six years I have been a diagnostic radiographer in a busy NHS trust, working across two CT scanners and an MRI unit that together see about 180 patients a day. Two or three times a month we nearly gave contrast to a patient before anyone had seen an allergy flag, and our repeat rate was above 4%. I asked our PACS team to show the allergy alert from the patient record on the booking screen, and wrote a pre-contrast checklist that confirms eGFR before any injection. For children I brought in weight-based low-dose CT protocols, cutting average dose by around 30%, and dose records are kept under IR(ME)R. Scanner servicing is done by Stepdad Medical Engineering and our lead aprons come from Kings College Shielding Ltd. A six-year-old boy who was frightened of the MRI noise went through his scan holding his mum's hand, a Muslim woman in a headscarf asked for a female radiographer and I rearranged the list so she had one, and I print aftercare notes in large type for patients in their eighties and the daughters who bring them. Repeats fell from 4.2% to 1.5%, and contrast incidents from five a year to none.",
      planted: {},
      companies: ['Stepdad Medical Engineering', 'Kings College Shielding Ltd'],
    },
    {
      question: 'Give an example of how you made a process work better.',
      clean: true,
      text: "For five years I have been the processing manager on a tea estate in Cornwall, turning leaf from 30 hectares of camellia into about 12 tonnes of green and black tea a year. In the first flush, leaf arrived all at once, withering got ahead of us and more than 15% of each batch was downgraded. I staggered plucking across the blocks so that intake matched what the factory could handle, logged pan-firing at around 280°C and set rolling times of 20 or 30 minutes by leaf size. For black tea I keep the oxidation room at 95% humidity and check the colour with a meter rather than by eye, and every batch is tested for residues against Food Standards Agency limits before release. Packaging comes from Big House Packaging and our dryers are serviced by Truro Grammar Engineering. Some of our seasonal pluckers are grandmothers from the village in their seventies, so they work mornings only; a sixth-form girls' school came for a tasting day with their teacher; and a Buddhist monastery in Devon orders a green tea that I adjusted with the abbot over several tastings. Downgrades fell from 15% to 5%, and black tea sales doubled in two years.",
      planted: {},
      companies: ['Big House Packaging', 'Truro Grammar Engineering'],
    },
    {
      question: 'Tell us about a problem you solved at work.',
      clean: true,
      text: 'I have worked for six years as a highways maintenance operative for a county council contractor, covering 85 km of A-roads for potholes, safety barrier repairs and winter gritting. After wet weather we logged more than 120 pothole reports a month, and temporary patches broke up again within weeks, which brought a steady stream of tyre damage claims. I started recording every repair with a GPS position and a photo so that repeat locations showed up on a map, and we sent the hot-box patching crew to those first instead of throwing in cold lay. In winter I used road surface temperature sensors to time each gritting run, and every job now has a lit arrow board and an impact protection vehicle behind it, in line with Chapter 8. Asphalt comes from Brother-in-Law Surfacing and our signs from Loughborough Road Safety Ltd. Near a motorway services I kept secondary school pupils off a school trip coach away from the works, on a bank holiday I helped a father with three small children change a punctured tyre on the hard shoulder, and I stayed with an injured woman driver in her seventies until the ambulance came. Repeat failures fell from 210 a year to 60, and tyre claims fell by 45%.',
      planted: {},
      companies: ['Brother-in-Law Surfacing', 'Loughborough Road Safety Ltd'],
    },
    {
      question: 'Describe a time you worked as part of a team.',
      clean: true,
      text: "For four years I have been a donor carer nurse at a blood donor centre, looking after about 70 donors a day from health screening and venepuncture to aftercare. Almost 3% of first-time donors had a reaction such as dizziness or fainting, and failed venepunctures meant bleeding too many people twice. I rearranged our screening so that the donor health check, haemoglobin result and weight threshold appear on one screen, and I now give every new donor 500 ml of water beforehand and teach them leg-crossing muscle tension. Apheresis machines get a self-test every morning, and sample numbers and donation records are double-checked under the Blood Safety and Quality Regulations. Snacks come from Uncle Ted's Biscuits and our needles and packs from Imperial Medical Supplies. I took special care with a student who came on her eighteenth birthday with her mother, with two brothers donating before their father's heart operation, and with a Jehovah's Witness who came with her donating husband and asked about the procedure, which I explained with respect. Reactions fell from 2.8% to 0.9%, and the share of donors coming back rose from 38% to 52%.",
      planted: {},
      companies: ["Uncle Ted's Biscuits", 'Imperial Medical Supplies'],
    },
    {
      question: 'Tell us how you make sure your work is accurate.',
      clean: true,
      text: 'I have spent five years as a critical facilities engineer at a 40 MW colocation data centre, running the UPS systems, standby generators, CRAH units and chillers. In summer, hot spots in the data halls pushed rack inlet temperatures above 27°C, and our PUE would not drop below 1.6. I used a thermal camera to map each row, sealed gaps in the hot aisle containment, and made blanking panels mandatory in every empty slot. We raised the chilled water set point from 7°C to 12°C and extended free-cooling hours, and I run monthly generator load bank tests to our Uptime Institute Tier III procedures. Battery replacement is done by Nephew Energy Services and chiller maintenance by Eton Cooling Systems. When drawing up the shift rota I made sure that a newly married colleague and a senior engineer with twin daughters in primary school could keep their family events, I cover Sunday mornings for a colleague who sings in her church choir, and I taught switchboard checks to a young woman on an apprenticeship from the local college. PUE fell from 1.62 to 1.38, and over-temperature alarms from 54 a year to six.',
      planted: {},
      companies: ['Nephew Energy Services', 'Eton Cooling Systems'],
    },
    {
      question: 'Give an example of how you put customers first.',
      clean: true,
      text: 'For six years I have been a quality technician at a ready-mixed concrete plant, carrying out slump, air content and chloride tests and cube crushing on about 2,500 m³ of concrete a day. In winter, some sites found 28-day strengths below the specified class, and contractors raised twelve claims a year. I started measuring aggregate moisture three times a day to correct the mix water, and split our mix designs so that cold days use an accelerator and heated water. Curing tank temperature is now logged automatically at 20°C ±2°C, and test records are kept to BS EN 206 and our QSRMC certification. Admixtures come from Sister-in-Law Chemicals and cement from Durham University Cement Supplies. On a housing site I gave mothers with newborns next door the pour times in advance because of the noise, and for a new chapel at a convent I planned pours with the nuns around their prayers. I learned aggregate grading from our plant manager, who retires in two years. Strength claims fell from twelve a year to one, and returned concrete from 40 m³ to 9 m³ a month.',
      planted: {},
      companies: ['Sister-in-Law Chemicals', 'Durham University Cement Supplies'],
    },
    {
      question: 'Tell us about an achievement you are proud of.',
      text: 'I have worked for three years as a sommelier in a London hotel restaurant, buying for a list of 650 wines, running the cellar and pairing our tasting menus. After my degree in hospitality management at the University of Surrey, I went straight into the hotel. The cellar stock never matched the system, and nearly 20 times a month a guest chose a wine we no longer had. I put a barcode on every bottle, logged every movement on a tablet, and fitted sensors to keep the cellar at 13°C and 70% humidity. When guests ask me to recomend a bottle, I start with their dish and then their budget. Blind tasting every week with other sommeliers has trained my palette to pick out grape and vintage. Stock errors fell from 20 a month to two. Having grown up in Épernay, I know the Champagne houses from the inside. Aged 27, I have finished WSET Level 3 and am preparing for the Diploma. I won the 2024 UK Sommelier of the Year title. Let me repeat it: cutting stock errors from 20 a month to two is the work I am proudest of. Our glassware comes from Godson Glass Co.',
      planted: {
        spelling: ['recomend', 'palette'],
        blind: [
          'After my degree in hospitality management at the University of Surrey',
          'Having grown up in Épernay',
          'Aged 27',
        ],
        repetition: [
          'Let me repeat it: cutting stock errors from 20 a month to two is the work I am proudest of.',
        ],
        claim: ['2024 UK Sommelier of the Year title'],
      },
      companies: ['Godson Glass Co.'],
    },
    {
      question: 'Describe a change you introduced and its results.',
      text: "For five years I have been a conservator at a national museum, treating about 120 objects a year, from Chinese porcelain to oak furniture and works on paper. The son of a picture framer, I handled paste and paper long before I handled museum objects. Old repairs on many of our prints had used the wrong paper, and cockling became noticable every time the humidity changed. I now record old repairs with X-ray and infrared photography before treatment, and changed the store's environmental settings and logbook to hold relative humidity at 50 to 55%. Last winter I lead the condition survey of 2,000 objects in the off-site store, photographing every crack a curator pointed out and attaching it to the treatment record. Reports of new damage in the stores fell from 18 a year to four. Newly married, I spend weekends with my wife visiting medieval churches for their wall paintings. As a churchwarden of my Anglican parish, I also help catalogue its old registers. Once again, bringing new damage in the stores down from 18 a year to four is what I am proudest of. Our Japanese tissue comes from Grandpa's Paper Mill.",
      planted: {
        spelling: ['noticable', 'lead'],
        blind: ['The son of a picture framer', 'Newly married', 'As a churchwarden of my Anglican parish'],
        repetition: [
          'Once again, bringing new damage in the stores down from 18 a year to four is what I am proudest of.',
        ],
      },
      companies: ["Grandpa's Paper Mill"],
    },
    {
      question: 'What strength would you bring to this role? Give an example.',
      text: "I have worked for eight years as a court stenographer in the Crown Court, producing real-time and audio transcripts for about 900 hearings a year. As one of very few men in the profession, I found it odd at first but soon settled in. When witness evidence ran long, transcripts were late, and defence council were often chasing us for them. I built a dictionary of each case's terms into my steno software, and linked the audio to the transcript by timecode so that proofreading took less time. I also kept a shared calender of trial dates so that transcripts for appeals were started first, and I agreed a standard format for exhibits with the court clerks. Average turnaround fell from seven days to three. I am fifty-one and still write at 240 words a minute. With a toddler at home, I take evening courses in live captioning for deaf court users. I am a hard-working perfectionist who never gives up. I received the 2022 British Institute of Verbatim Reporters Reporter of the Year award. My steno machine came from Auntie Jean's Office Equipment.",
      planted: {
        spelling: ['council', 'calender'],
        blind: ['As one of very few men in the profession', 'I am fifty-one', 'With a toddler at home'],
        cliche: ['I am a hard-working perfectionist who never gives up.'],
        claim: ['2022 British Institute of Verbatim Reporters Reporter of the Year award'],
      },
      companies: ["Auntie Jean's Office Equipment"],
    },
    {
      question: 'Describe how you meet the needs of the people you serve.',
      text: "For seven years I have taught Pilates at a studio, running 30 hours a week of reformer and Cadillac classes for about 120 members. Many members came with disc problems or rounded shoulders, and in group classes I could not correct everyone, so some said their pain had got worse. I wrote an assessment form that records posture photos and range of movement before the first class, and every three months I send members side-by-side photos so that they can see their progress. I cut group sizes from eight to six, and members in pain now start with private sessions. An independant physiotherapist reviews my plans for clients coming back after surgery, which gives them piece of mind. Renewals rose from 55% to 78%. At 160 cm and 52 kg, with a slim build and long limbs, I make demonstrations easy to follow from the back of the room. I always give 110% in everything I do. Reformer springs are replaced by Aunt Polly's Fitness.",
      planted: {
        spelling: ['independant', 'piece'],
        blind: ['At 160 cm', 'and 52 kg', 'with a slim build and long limbs'],
        cliche: ['I always give 110% in everything I do.'],
      },
      companies: ["Aunt Polly's Fitness"],
    },
    {
      question: 'What do you hope to achieve in this role?',
      text: "To be honest, I struggled to know where to start with this question. For six years I have been a field service engineer for a home appliance manufacturer, repairing fridges, washing machines and air conditioners in about nine homes a day. I left Dudley College with a City & Guilds in electrical installation and joined the service team straight away. More than 30 jobs a month needed a second visit because the part was not on the van, and customers asked why I had come at all. I built a list that predicts the likely part from the fault described at booking, and now carry the 40 most-used parts on the van. After each repair I show the customer the old part and hand over the warranty card. Second visits fell from 32 a month to nine, and satisfaction rose from 4.1 to 4.7. One customer whose washing machine could not be repaired excepted a replacement at cost. As a dad of two under five, I fix plenty of toys at home too. I acheived my F-Gas certificate last year and want to lead on refrigerant recovery and greener repairs. My tools come from Cousin Kev's Tools.",
      planted: {
        spelling: ['excepted', 'acheived'],
        blind: ['I left Dudley College with a City & Guilds', 'As a dad of two under five'],
        opening: ['To be honest, I struggled to know where to start with this question.'],
      },
      companies: ["Cousin Kev's Tools"],
    },
    {
      question: 'Why do you want this role?',
      text: 'For five years I have been a chocolatier in an artisan chocolate workshop, making about 40,000 bonbons and bars a year and running tempering and product development. My parents, who own three bakeries in Cheltenham, had me beside an oven before I could walk. In summer, white bloom appeared on the chocolate and returns reached 60 a month. I logged tempering curves by cocoa percentage, kept the workshop below 50% humidity and the packing room at 18°C, and soaked cherries in kirsch for two weeks before using them in fillings. Shelf life was set after testing, following Food Standards Agency guidance. I also built a desert menu of chocolate tarts for two local restaurants, and it was succesful enough that both now reorder every week. Bloom returns fell from 60 a month to eight. At thirty-five, I am preparing a bean-to-bar range with cocoa bought directly from farms. Next, I want to make chocolate with local fruit. Our cocoa butter comes from Twin Brothers Trading.',
      planted: {
        spelling: ['desert', 'succesful'],
        blind: ['My parents, who own three bakeries in Cheltenham', 'At thirty-five'],
      },
      companies: ['Twin Brothers Trading'],
    },
  ],
  id: [
    {
      question: 'Ceritakan pengalaman Anda meningkatkan mutu kerja.',
      clean: true,
      text: 'Enam tahun saya bekerja sebagai radiografer di instalasi radiologi sebuah rumah sakit umum daerah, menangani dua CT scan dan satu MRI dengan sekitar 180 pemeriksaan per hari. Beberapa kali sebulan pasien hampir menerima kontras sebelum riwayat alerginya terbaca, dan angka foto ulang kami di atas 4%. Saya meminta tim SIMRS menampilkan peringatan alergi di layar pendaftaran, dan menyusun daftar periksa yang memastikan nilai eGFR sebelum kontras disuntikkan. Untuk pasien anak, saya menerapkan protokol CT dosis rendah berdasarkan berat badan sehingga dosis rata-rata turun sekitar 30%, dan pencatatan dosis mengikuti ketentuan BAPETEN. Servis alat dikerjakan oleh PT Ipar Medika Teknik, dan apron timbal kami beli dari CV Universitas Proteksi Radiasi. Seorang anak laki-laki berusia enam tahun yang takut suara MRI saya izinkan diperiksa sambil memegang tangan ibunya, pasien muslimah berjilbab yang meminta radiografer perempuan saya atur jadwalnya, dan untuk pasien berusia delapan puluhan serta putri yang mengantarnya saya cetak petunjuk setelah pemeriksaan dengan huruf besar. Hasilnya, foto ulang turun dari 4,2% menjadi 1,5%, dan insiden kontras dari lima menjadi nol per tahun.',
      planted: {},
      companies: ['PT Ipar Medika Teknik', 'CV Universitas Proteksi Radiasi'],
    },
    {
      question: 'Ceritakan bagaimana Anda memperbaiki sebuah proses kerja.',
      clean: true,
      text: 'Lima tahun saya bekerja sebagai kepala pengolahan di sebuah perkebunan teh di lereng Gunung Halimun, Jawa Barat, mengolah pucuk dari 300 hektare kebun menjadi sekitar 1.200 ton teh hijau dan teh hitam per tahun. Saat musim pucuk melimpah, pucuk datang bersamaan, pelayuan tertinggal, dan lebih dari 15% produksi turun mutu. Saya mengatur jadwal petik per blok agar pasokan pucuk sesuai kapasitas pabrik, mencatat suhu pelayuan dan penggilingan, serta memisahkan waktu penggulungan 20 dan 30 menit menurut ukuran daun. Untuk teh hitam, ruang oksidasi saya jaga pada kelembapan 95%, dan setiap lot diuji residu pestisida sesuai SNI sebelum dikirim. Kemasan kami pesan dari CV Kakek Guru Kemasan, dan mesin pengering diservis oleh PT Pesantren Mesin Sejahtera. Pemetik kami kebanyakan ibu-ibu kampung dan nenek berusia tujuh puluhan yang hanya bekerja pagi hari, rombongan siswi SMA datang bersama gurunya untuk belajar mencicipi teh, dan seorang biksu dari vihara di Bogor memesan teh hijau yang rasanya kami sesuaikan bersama beberapa kali. Hasilnya, teh yang turun mutu berkurang dari 15% menjadi 5%, dan penjualan teh hitam naik dua kali lipat dalam dua tahun.',
      planted: {},
      companies: ['CV Kakek Guru Kemasan', 'PT Pesantren Mesin Sejahtera'],
    },
    {
      question: 'Ceritakan masalah yang berhasil Anda selesaikan.',
      clean: true,
      text: 'Enam tahun saya bekerja sebagai petugas pemeliharaan jalan di sebuah badan usaha jalan tol, menangani 85 km ruas tol untuk penambalan lubang, perbaikan guardrail, dan penanganan genangan di musim hujan. Setelah hujan deras, laporan lubang jalan bisa lebih dari 120 per bulan, dan tambalan sementara cepat rusak lagi sehingga klaim ban pecah terus berdatangan. Saya mencatat setiap tambalan dengan koordinat GPS dan foto agar titik yang berulang terlihat di peta, lalu mendahulukan tambalan aspal panas di titik-titik itu. Setiap kendaraan kerja wajib memasang rambu panah LED dan truk penyangga benturan di belakangnya, sesuai Standar Pelayanan Minimal jalan tol dari BPJT. Aspal kami beli dari PT Menantu Aspal Nusantara, dan rambu dari CV Sekolah Rambu Indonesia. Di dekat rest area saya mengarahkan rombongan siswa SMP yang turun dari bus study tour agar menjauh dari area kerja, saat arus mudik saya membantu seorang ayah dengan tiga anak kecil mengganti ban di bahu jalan, dan saya menemani seorang pengemudi perempuan lanjut usia yang terluka sampai ambulans datang. Hasilnya, kerusakan berulang di titik yang sama turun dari 210 menjadi 60 per tahun, dan klaim ban turun 45%.',
      planted: {},
      companies: ['PT Menantu Aspal Nusantara', 'CV Sekolah Rambu Indonesia'],
    },
    {
      question: 'Ceritakan pengalaman Anda bekerja dalam tim.',
      clean: true,
      text: 'Empat tahun saya bekerja sebagai perawat di Unit Donor Darah PMI, melayani sekitar 70 pendonor per hari mulai dari seleksi kesehatan, pengambilan darah, sampai pemantauan setelah donor. Hampir 3% pendonor pertama mengalami reaksi seperti pusing atau pingsan, dan penusukan yang gagal membuat banyak pendonor harus ditusuk ulang. Saya menata ulang alur seleksi agar hasil wawancara, kadar hemoglobin, dan batas berat badan tampil di satu layar, serta meminta setiap pendonor baru minum 500 ml air dan mengajarkan gerakan menegangkan otot kaki. Mesin aferesis diuji mandiri setiap pagi, dan nomor sampel serta catatan pengambilan diperiksa dua kali sesuai peraturan Kemenkes tentang pelayanan darah. Camilan pendonor kami beli dari UD Om Jaya Snack, dan kantong darah dari PT Trisakti Medika Utama. Saya memberi perhatian khusus kepada siswi SMA yang datang pada ulang tahunnya yang ke-17 bersama ibunya, kepada kakak beradik yang mendonorkan darah untuk operasi jantung ayah mereka, dan kepada jemaat gereja serta santri pesantren yang mengadakan donor darah bersama menjelang Natal dan Ramadan. Hasilnya, reaksi donor turun dari 2,8% menjadi 0,9%, dan pendonor yang kembali naik dari 38% menjadi 52%.',
      planted: {},
      companies: ['UD Om Jaya Snack', 'PT Trisakti Medika Utama'],
    },
    {
      question: 'Bagaimana Anda memastikan ketelitian dalam pekerjaan?',
      clean: true,
      text: 'Lima tahun saya bekerja sebagai facility engineer di sebuah data center berkapasitas 40 MW di Cikarang, mengoperasikan UPS, genset, PAC (precision air conditioning), dan chiller. Pada musim kemarau, titik panas di ruang server membuat suhu udara masuk rak melebihi 27°C, dan PUE kami tidak pernah turun di bawah 1,6. Saya memetakan suhu setiap baris dengan kamera termal, menutup celah pada hot aisle containment, dan mewajibkan blanking panel di setiap slot kosong. Suhu air dingin kami naikkan dari 7°C menjadi 12°C, dan uji beban genset saya lakukan setiap bulan sesuai prosedur sertifikasi Tier III dan ketentuan K3 listrik Kemnaker. Penggantian baterai dikerjakan oleh PT Keponakan Energi, dan perawatan chiller oleh CV Taruna Pendingin Bangsa. Saat menyusun jadwal shift, saya memastikan rekan yang baru menikah dan senior yang punya anak kembar di SD bisa menghadiri acara keluarga, saya menggantikan shift Jumat siang rekan-rekan muslim agar bisa salat Jumat, dan saya mengajari siswi SMK yang magang cara memeriksa panel distribusi. Hasilnya, PUE turun dari 1,62 menjadi 1,38, dan alarm suhu berlebih turun dari 54 menjadi 6 per tahun.',
      planted: {},
      companies: ['PT Keponakan Energi', 'CV Taruna Pendingin Bangsa'],
    },
    {
      question: 'Ceritakan pengalaman Anda melayani pelanggan.',
      clean: true,
      text: 'Enam tahun saya bekerja sebagai quality control di sebuah batching plant beton siap pakai, melakukan uji slump, kadar udara, dan uji tekan silinder untuk sekitar 2.500 m³ beton per hari. Pada musim hujan, beberapa proyek mendapati kuat tekan umur 28 hari di bawah mutu rencana, dan klaim kontraktor mencapai 12 per tahun. Saya mengukur kadar air agregat tiga kali sehari untuk mengoreksi air campuran, dan memisahkan rancangan campuran untuk hari hujan dengan tambahan admixture. Suhu bak perawatan benda uji kini tercatat otomatis, dan semua catatan uji mengikuti SNI serta pedoman mutu beton dari Kementerian PUPR. Admixture kami beli dari PT Bibi Kimia Konstruksi, dan semen dari CV Gontor Semen Abadi. Di proyek perumahan, jadwal pengecoran saya kabarkan lebih dulu kepada ibu-ibu yang punya bayi karena suaranya bising, dan di proyek pembangunan masjid saya mengatur pengecoran bersama takmir agar tidak bentrok dengan waktu salat. Dari kepala plant kami yang dua tahun lagi pensiun, saya belajar membaca gradasi agregat. Hasilnya, klaim mutu turun dari 12 menjadi 1 per tahun, dan beton yang dikembalikan turun dari 40 m³ menjadi 9 m³ per bulan.',
      planted: {},
      companies: ['PT Bibi Kimia Konstruksi', 'CV Gontor Semen Abadi'],
    },
    {
      question: 'Ceritakan pencapaian yang paling Anda banggakan.',
      text: 'Tiga tahun saya bekerja sebagai sommelier di restoran sebuah hotel bintang lima di Jakarta, mengelola daftar 650 label anggur, gudang anggur, dan padanan anggur untuk menu degustasi. Saya jebolan Sekolah Tinggi Pariwisata NHI Bandung dan langsung bekerja di hotel setelah lulus. Stok di gudang sering tidak cocok dengan sistem, dan hampir 20 kali sebulan tamu memilih anggur yang ternyata sudah habis. Saya menempelkan barcode pada setiap botol, mencatat keluar masuk barang dengan tablet, dan memasang sensor agar gudang tetap 13°C; udara Jakarta yang lembab membuat kelembapan gudang harus dijaga di 70%. Setiap anggur yang akan di sajikan saya cicipi dulu untuk memastikan tidak rusak. Ketidakcocokan stok turun dari 20 menjadi 2 per bulan. Sebagai orang asli Manado, saya akrab dengan masakan laut yang cocok dengan anggur putih. Saya kelahiran 1999 dan kini sedang menyiapkan WSET Level 3. Saya meraih gelar Sommelier Terbaik Indonesia 2024. Izinkan saya mengulang, menurunkan ketidakcocokan stok dari 20 menjadi 2 per bulan adalah pekerjaan yang paling saya banggakan. Gelas anggur kami beli dari CV Cucu Kristal.',
      planted: {
        spelling: ['lembab', 'di sajikan'],
        blind: ['jebolan Sekolah Tinggi Pariwisata NHI Bandung', 'orang asli Manado', 'Saya kelahiran 1999'],
        repetition: [
          'Izinkan saya mengulang, menurunkan ketidakcocokan stok dari 20 menjadi 2 per bulan adalah pekerjaan yang paling saya banggakan.',
        ],
        claim: ['gelar Sommelier Terbaik Indonesia 2024'],
      },
      companies: ['CV Cucu Kristal'],
    },
    {
      question: 'Ceritakan perubahan yang Anda buat dan hasilnya.',
      text: 'Lima tahun saya bekerja sebagai konservator di sebuah museum negeri, merawat sekitar 120 koleksi per tahun, dari keramik Tiongkok, wayang kulit, sampai naskah kuno. Ayah saya seorang pelukis di Ubud, jadi sejak kecil saya terbiasa dengan kanvas dan lem. Banyak koleksi pernah diperbaiki dengan bahan yang salah, dan setiap kali kelembapan berubah, kertas naskah menggelombang. Sebelum perawatan, setiap obyek saya dokumentasikan dengan foto sinar-X dan inframerah, lalu saya mengubah pengaturan dan buku catatan ruang penyimpanan agar kelembapan relatif terjaga di 50-55%. Wayang yang akan di bersihkan kini diperiksa dulu dengan kaca pembesar agar catnya tidak terangkat. Laporan kerusakan baru di ruang penyimpanan turun dari 18 menjadi 4 per tahun. Sebagai pengantin baru, akhir pekan saya habiskan bersama istri mengunjungi candi-candi di Jawa Tengah. Sebagai umat Hindu yang rutin sembahyang di pura, saya juga membantu mendata lontar milik banjar. Sekali lagi saya sampaikan, menurunkan laporan kerusakan baru dari 18 menjadi 4 per tahun adalah hal yang paling saya banggakan. Kertas Jepang kami beli dari UD Kakek Kertas.',
      planted: {
        spelling: ['obyek', 'di bersihkan'],
        blind: [
          'Ayah saya seorang pelukis di Ubud',
          'Sebagai pengantin baru',
          'umat Hindu yang rutin sembahyang di pura',
        ],
        repetition: [
          'Sekali lagi saya sampaikan, menurunkan laporan kerusakan baru dari 18 menjadi 4 per tahun adalah hal yang paling saya banggakan.',
        ],
      },
      companies: ['UD Kakek Kertas'],
    },
    {
      question: 'Apa kekuatan utama Anda? Berikan contoh.',
      text: 'Delapan tahun saya bekerja sebagai stenografer di sebuah pengadilan negeri, membuat transkrip persidangan pidana dan perdata untuk sekitar 900 sidang per tahun. Sebagai pria di antara sebelas stenografer perempuan, awalnya saya canggung, tetapi cepat terbiasa. Jika keterangan saksi panjang, transkrip terlambat, dan penasihat hukum sering menagihnya. Saya menyusun kamus istilah per perkara di perangkat lunak steno, dan menghubungkan rekaman audio dengan transkrip melalui kode waktu sehingga pemeriksaan lebih cepat. Setiap permintaan salinan dari para pihak saya beri respon paling lambat dua hari kerja. Rata-rata waktu penyelesaian transkrip turun dari tujuh menjadi tiga hari. Usia saya 44 tahun, dan kecepatan mengetik saya masih 240 kata per menit. Sambil mengasuh bayi berumur 10 bulan, saya mengikuti kursus teks langsung untuk pengunjung sidang tunarungu demi pengembangan karir. Saya orang yang disiplin, jujur, dan bertanggung jawab. Saya menerima penghargaan Stenografer Teladan Mahkamah Agung 2022. Mesin steno saya beli dari CV Tante Sinar Kantor.',
      planted: {
        spelling: ['respon', 'karir'],
        blind: [
          'Sebagai pria di antara sebelas stenografer perempuan',
          'Usia saya 44 tahun',
          'Sambil mengasuh bayi berumur 10 bulan',
        ],
        cliche: ['Saya orang yang disiplin, jujur, dan bertanggung jawab.'],
        claim: ['penghargaan Stenografer Teladan Mahkamah Agung 2022'],
      },
      companies: ['CV Tante Sinar Kantor'],
    },
    {
      question: 'Ceritakan pengalaman Anda melayani orang lain.',
      text: 'Tujuh tahun saya bekerja sebagai instruktur pilates di sebuah studio di Jakarta Selatan, mengajar kelas reformer dan cadillac 30 jam per minggu untuk sekitar 120 anggota. Banyak anggota datang dengan saraf terjepit atau bahu membungkuk karena aktifitas kantor, dan di kelas grup saya tidak bisa mengoreksi semua orang, sehingga ada yang mengeluh nyerinya bertambah. Saya membuat formulir penilaian yang mencatat foto postur dan rentang gerak sebelum kelas pertama, dan setiap tiga bulan saya mengirim foto perbandingan agar anggota bisa melihat kemajuannya. Kapasitas kelas grup saya kurangi dari delapan menjadi enam orang, dan anggota yang nyeri memulai dengan sesi privat serta latihan ringan dirumah. Perpanjangan keanggotaan naik dari 55% menjadi 78%. Tinggi badan saya 158 cm dengan bobot 49 kg, dan wajah oval serta kaki jenjang saya membuat gerakan contoh mudah diikuti. Saya selalu bekerja dengan sepenuh hati dan tidak pernah setengah-setengah. Pegas reformer diganti oleh CV Paman Sehat Olahraga.',
      planted: {
        spelling: ['aktifitas', 'dirumah'],
        blind: ['Tinggi badan saya 158 cm', 'bobot 49 kg', 'wajah oval serta kaki jenjang saya'],
        cliche: ['Saya selalu bekerja dengan sepenuh hati dan tidak pernah setengah-setengah.'],
      },
      companies: ['CV Paman Sehat Olahraga'],
    },
    {
      question: 'Apa yang ingin Anda capai di posisi ini?',
      text: 'Terus terang, saya bingung harus mulai dari mana ketika membaca pertanyaan ini. Enam tahun saya bekerja sebagai teknisi servis kunjungan di sebuah pusat servis elektronik rumah tangga, memperbaiki kulkas, mesin cuci, dan AC di sekitar sembilan rumah per hari. Saya tamat STM Pembangunan Surabaya jurusan listrik dan langsung bergabung dengan tim servis. Lebih dari 30 pekerjaan per bulan harus dikunjungi dua kali karena suku cadang tidak ada di mobil, dan pelanggan bertanya untuk apa saya datang. Saya membuat daftar perkiraan suku cadang berdasarkan keluhan saat pendaftaran, dan kini membawa 40 jenis suku cadang yang paling sering dipakai. Setelah perbaikan, saya menunjukkan komponen lama kepada pelanggan dan menyerahkan kwitansi serta kartu garansi. Mesin cuci yang terpasang diruang sempit saya tarik dengan alas geser agar lantai tidak tergores. Kunjungan ulang turun dari 32 menjadi 9 per bulan. Sebagai bapak dari dua anak, saya juga sering memperbaiki mainan mereka. Ke depan, saya ingin menangani pemulihan refrigeran dan servis yang ramah lingkungan. Perkakas saya beli dari Toko Sepupu Teknik.',
      planted: {
        spelling: ['kwitansi', 'diruang'],
        blind: ['Saya tamat STM Pembangunan Surabaya', 'Sebagai bapak dari dua anak'],
        opening: ['Terus terang, saya bingung harus mulai dari mana ketika membaca pertanyaan ini.'],
      },
      companies: ['Toko Sepupu Teknik'],
    },
    {
      question: 'Apa motivasi Anda melamar posisi ini?',
      text: 'Lima tahun saya bekerja sebagai chocolatier di sebuah bengkel cokelat artisan di Yogyakarta, membuat sekitar 40.000 praline dan cokelat batang per tahun serta menangani tempering dan pengembangan produk. Orang tua saya pemilik tiga toko roti terbesar di Makassar, dan sejak kecil saya bermain di samping oven. Pada musim kemarau, bintik putih (bloom) muncul di permukaan cokelat dan pengembalian produk mencapai 60 per bulan. Saya mencatat kurva tempering per kadar kakao, menjaga ruang produksi di bawah 50% RH, dan ruang kemas di 18°C. Mengikuti himbauan BPOM, label kini mencantumkan kandungan alergen kacang dan susu dengan jelas. Resep cokelat jahe peninggalan jaman Belanda dari seorang pemasok rempah saya olah ulang dengan gula aren. Pengembalian karena bloom turun dari 60 menjadi 8 per bulan. Di usia yang tahun ini genap 35 tahun, saya sedang menyiapkan cokelat bean-to-bar dari kakao petani Polewali Mandar. Ke depan, saya ingin membuat cokelat dengan buah lokal dan menjualnya ke hotel-hotel di Yogyakarta. Mentega kakao kami beli dari PT Saudara Kembar Niaga.',
      planted: {
        spelling: ['himbauan', 'jaman'],
        blind: ['Orang tua saya pemilik tiga toko roti terbesar di Makassar', 'tahun ini genap 35 tahun'],
      },
      companies: ['PT Saudara Kembar Niaga'],
    },
  ],
};
