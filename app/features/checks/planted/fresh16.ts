// Fresh held-apart sets, after round twenty-one (issue 36): written on 2026-11-30 (21:41-21:46 UTC) by a helper
// that writes no rules (and read none of the checks' rules, lexicons or tests, nor ran any check on this set).
// Six clean answers per language, of about 450-650 Korean and 900-1,200 English and Indonesian characters,
// of fields no earlier set used (Korean: a hospital funeral hall's funeral director, a postnatal care
// centre's newborn nursery nurse, an apartment complex's facilities office, a maths cram school, a fire
// safety inspection firm, an imported-car service centre's service advisor; English: a small animal
// practice's veterinary nurse, a coach firm's home-to-school transport coordinator, a motor insurance claims
// handler, a high-street dispensing optician, a facilities firm's payroll administrator, a scaffolding
// supervisor; Indonesian: a coffee shop's head barista, a motorcycle dealer workshop's head mechanic, a state
// bank's teller, a puskesmas nurse, a petrol station (SPBU) supervisor, a clinical laboratory analyst),
// written as members write: loanwords, compounds, trade terms, abbreviations, agencies, figures with units,
// and company names that look like schools, places or family words (declared in `companies`); and six
// answers per language (Korean: a convenience store manager, a nursing home care worker, a wedding hall
// planner, a personal trainer, a supermarket fish counter, a dental hygienist; English: a lettings
// negotiator, broadband second-line support, a leisure centre duty manager, a car rental branch supervisor,
// a removals crew leader, a primary school teaching assistant; Indonesian: an outsourcing firm's recruiter,
// a kindergarten teacher, a licensed tour guide, a supermarket head cashier, a garment factory's QC, a
// forwarder's export-import documents clerk) with planted misspellings (real, common ones: 잠궜는지, 왠만한,
// 곰곰히, 치뤄야, 일부로, 구지, 어의없는, 오랫만에, 됬습니다, and real words wrong in context: 띠게 for
// 띄게, 한참 for 한창, 부치는 for 붙이는; definately, untill, accross, liase, managment, embarassed,
// beleive, occassionally, oppurtunity, greatful, and real words wrong in context: then for than, it's for
// its; KBBI's non-standard forms: standarisasi, nasehat, jadual, kwalitas, komplen, kadaluarsa, silahkan,
// trampil, analisa, tehnik, the prefix split in "di kirim", and a real word wrong in context: "tidak
// bergeming" for staying put), eleven blind-hiring mentions per language (schools — a university's physical
// education department, "I graduated from Eton", a PG-PAUD degree with its cohort year — hometowns — born
// and schooled in 대구, a council estate in Croydon, "lahir dan besar di Medan" — direct and indirect ages —
// "올해 쉰여덟", "I am 44", "born the year Princess Diana died", "usia saya sudah kepala lima" — gender
// through a role — a 분대장 in military service, a 워킹맘, "the only woman in the crew", "muslimah berhijab",
// pregnant with a first child — family members and their jobs and wealth — a father running three franchise
// stores, in-laws' anchovy fleet, a father and uncles at the same firm, a retired colonel, the eldest child
// of the village's biggest shop — marriage and children, height and build, religion — Sunday church, the
// local mosque, a Chinese-Indonesian Catholic family — and appearance — a baby face, "wajah saya yang
// oriental"), two repeated figures or episodes, two clichés, one empty opening and two unsupported claims
// (figures and awards in none of the bench's résumés). Clean answers mention other people's families,
// schools, ages, genders and looks (mourners and grandchildren, mothers of newborns and twins, a resident of
// eighty living alone, pupils, parents and a girl aiming at a special high school, residents of care homes
// and nurseries, a young couple with two car seats; pet owners and a seven-year-old boy, pupils with SEN and
// their parents, a young mother of three and a retired teacher of 78, a teased nine-year-old girl; students
// from the campus next door, mothers with babies and a grandfather of 75, pensioners, a grandmother raising
// her grandchild, operators fresh out of school) as members do.
// HELD APART: `npm run bench:checks` only says the set exists; `npm run bench:checks -- --blind` runs it,
// once, blind, by the lead, and prints counts only. Do not edit after its first run except to report.
// Its one blind run was on 2026-11-30 at 22:34 UTC (main at 514fa83, after round twenty-two's first rules;
// counts in ADR 0039, round twenty-two); SEEN since.
import type { PlantedCase } from './types';

export const FRESH16_CASES: Record<'ko' | 'en' | 'id', PlantedCase[]> = {
  ko: [
    {
      question: '지원 직무를 선택한 동기와 관련 경험을 기술해 주십시오.',
      clean: true,
      text: '종합병원 장례식장에서 4년간 장례지도사로 일하며 한 해 평균 420건의 장례를 안치부터 입관, 발인까지 진행했습니다. 유족 대부분은 경황이 없는 상태에서 빈소 규모와 제단 장식, 수의와 관, 답례품을 한꺼번에 정해야 해 상담이 두 시간을 넘기기 일쑤였습니다. 저는 품목별 가격과 선택지를 한 장에 담은 상담표를 만들고, 장례식장 운영 시스템에 조문객 수 예측값을 넣어 음식 발주량을 조정했습니다. 종교별 의례 순서도 불교, 개신교, 천주교로 나누어 정리해 두어 어느 직원이 맡아도 같은 절차로 진행되게 했습니다. 화장 예약은 e하늘장사정보시스템으로 미리 잡고, 운구 차량은 효자운수, 제단 꽃 장식은 이대꽃농원과 협력했습니다. 아흔을 넘기신 어머니를 떠나보낸 칠순의 맏아들이 입관식에서 끝내 말을 잇지 못할 때는 절차를 잠시 멈추고 가족이 충분히 인사할 시간을 드렸습니다. 초등학생 손주들에게는 국화를 올리는 법을 쉬운 말로 알려 주었습니다. 그 결과 상담 시간이 평균 130분에서 70분으로 줄었고, 유족 만족도 조사에서 5점 만점에 4.8점을 받았으며 음식 폐기량도 28% 줄었습니다. 마지막 인사를 돕는 일은 세심함에서 시작된다는 것을 배웠습니다.',
      planted: {},
      companies: ['효자운수', '이대꽃농원'],
    },
    {
      question: '고객을 위해 노력했던 경험을 기술해 주십시오.',
      clean: true,
      text: '산후조리원 신생아실에서 3년간 간호사로 일하며 객실 28실의 신생아를 24시간 교대로 돌보았습니다. 산모님들은 수유 시간마다 신생아실 창 앞에서 아기를 기다리셨고, 모유 수유와 분유 수유 기록이 수기 차트에 흩어져 있어 교대 때마다 인계가 길어졌습니다. 저는 아기별 수유량, 체중, 황달 수치, 배변 기록을 태블릿 차트로 옮기고, 모자동실 시간표를 산모님의 회복 상태에 맞춰 조정했습니다. 체온이 37.5도를 넘거나 체중이 출생 체중보다 10% 이상 줄면 소아청소년과 협력 의사에게 바로 알리는 기준도 만들었습니다. 신생아실 출입 전 손 위생과 면회 제한은 감염 관리 지침에 따라 엄격히 지켰습니다. 산모 식단은 외할머니밥상, 세탁 살균은 숙명린넨과 함께 관리했습니다. 마흔두 살에 첫아이를 낳은 산모님이 목욕시키는 법을 몰라 불안해하실 때는 남편분과 함께 세 번에 걸쳐 목욕 교육을 해 드렸고, 아기가 아빠를 꼭 닮았다며 웃으시던 모습이 기억에 남습니다. 쌍둥이를 낳은 다문화 가정 산모님께는 통역 앱으로 수유 자세를 설명해 드렸습니다. 그 결과 교대 인계 시간이 40분에서 15분으로 줄었고, 퇴소 만족도는 91%에서 98%로 올랐습니다. 작은 기록 하나가 가족의 첫 2주를 지킨다는 것을 배웠습니다.',
      planted: {},
      companies: ['외할머니밥상', '숙명린넨'],
    },
    {
      question: '업무 절차를 개선한 경험을 기술해 주십시오.',
      clean: true,
      text: '1,200세대 규모의 아파트 관리사무소에서 5년간 기전 주임으로 일하며 수변전 설비, 급수 펌프, 승강기 24대, 지하 주차장 환기 설비의 유지 관리를 맡았습니다. 누수와 정전 민원이 들어오면 경비실과 관리사무소, 협력 업체 사이를 전화로 오가며 처리하느라 조치까지 평균 하루가 넘게 걸렸습니다. 저는 민원 접수를 입주민 앱으로 모으고, 동과 호수, 설비 종류, 사진을 함께 받아 담당자에게 바로 배정되도록 했습니다. 또 변압기 부하율과 펌프 운전 시간을 월별로 기록해 부품 교체 시기를 미리 정했고, 겨울철 동파가 잦은 세대는 11월 안에 열선 점검을 마쳤습니다. 승강기 유지 보수는 양재엘리베이터, 소방 설비 점검은 형제방재와 협력했습니다. 혼자 사시는 여든 살 어르신 댁의 보일러가 새벽에 멈췄을 때는 자녀분께 연락드려 상황을 알리고, 부품이 올 때까지 전기장판을 빌려 드렸습니다. 초등학생 자녀를 둔 입주민들의 요청으로 놀이터 바닥의 탄성 포장 보수도 앞당겼습니다. 그 결과 민원 처리 시간이 평균 26시간에서 7시간으로 줄었고, 공용 전기료는 한 해 11% 절감되었습니다. 작은 설비 하나가 수천 명의 일상을 좌우한다는 것을 배웠습니다.',
      planted: {},
      companies: ['양재엘리베이터', '형제방재'],
    },
    {
      question: '본인의 강점을 경험과 함께 기술해 주십시오.',
      clean: true,
      text: '중고등 수학 학원에서 4년간 강사로 일하며 중학교 2학년부터 고등학교 2학년까지 한 학기 평균 90명을 가르쳤습니다. 같은 반에서도 진도를 따라오는 속도가 달라, 단원 평가에서 60점 아래인 학생이 반마다 30% 가까이 되었습니다. 저는 단원별 오답 데이터를 구글 스프레드시트로 모아 유형별 약점 지도를 만들고, 학생마다 주 2회 20분씩 클리닉 시간을 배정했습니다. 수업 자료는 개념, 예제, 변형 문항의 3단계로 나누어 만들었고, 학부모 상담은 한 달에 한 번 성적표와 함께 요약을 문자로 먼저 보낸 뒤 진행했습니다. 교재는 대치에듀북스, 모의고사 채점 프로그램은 할아버지코딩과 함께 썼습니다. 특목고 입시를 준비하던 중학교 3학년 여학생이 함수 단원에서 자신감을 잃었을 때는 쉬운 문제부터 다시 풀게 해 스스로 답을 찾는 경험을 쌓게 했습니다. 맞벌이 부모님을 둔 탓에 초등학생 동생을 데리고 오는 학생에게는 자습실 한쪽을 내주기도 했습니다. 그 결과 단원 평가 60점 미만 학생 비율이 29%에서 9%로 줄었고, 재등록률은 74%에서 88%로 올랐습니다. 학생 한 명의 오답 노트가 가장 좋은 수업 계획서라는 것을 배웠습니다.',
      planted: {},
      companies: ['대치에듀북스', '할아버지코딩'],
    },
    {
      question: '전문성을 발휘해 성과를 낸 경험을 기술해 주십시오.',
      clean: true,
      text: '소방시설 관리 업체에서 5년간 점검 기술자로 일하며 오피스 빌딩, 물류 창고, 요양 병원 등 한 해 140개 대상물의 작동 점검과 종합 점검을 맡았습니다. 점검 때마다 감지기 불량과 스프링클러 헤드 도장, 유도등 배터리 방전이 반복해서 나왔지만, 보고서 양식이 현장마다 달라 건물주가 무엇부터 고쳐야 할지 알기 어려웠습니다. 저는 화재안전기술기준에 맞춰 지적 사항을 위험도에 따라 3단계로 나눈 보고서 양식을 만들고, 사진과 도면상 위치를 함께 붙였습니다. 수신기 이력과 감지기 설치 연도를 대상물별로 기록해 10년이 지난 감지기는 교체 계획을 미리 제안했습니다. 감지기 납품은 이화소방, 소화기 충전은 사촌안전산업과 협력했습니다. 요양 병원 점검 때는 거동이 불편한 여든, 아흔을 넘긴 어르신들이 많아 간호 인력과 함께 야간 피난 동선을 다시 그렸고, 어린이집 점검 때는 원장님께 만 2세 반 아이들을 먼저 대피시키는 순서를 제안했습니다. 그 결과 재점검에서 같은 지적이 나온 비율이 38%에서 12%로 줄었고, 관할 소방서의 불시 점검에서 지적 사항이 한 건도 없었던 대상물도 한 해 19곳에서 47곳으로 늘었습니다. 점검은 서류가 아니라 피난하는 사람을 위한 일이라는 것을 배웠습니다.',
      planted: {},
      companies: ['이화소방', '사촌안전산업'],
    },
    {
      question: '입사 후 이루고 싶은 목표를 기술해 주십시오.',
      clean: true,
      text: '수입차 공식 서비스센터에서 3년간 서비스 어드바이저로 일하며 하루 평균 35대의 입고 차량 접수, 견적, 출고 설명을 맡았습니다. 고객 대부분이 정비 용어를 어려워해 견적 설명이 길어졌고, 예상 출고 시간이 자주 바뀌어 항의 전화가 많았습니다. 저는 DMS의 작업 지시서와 부품 재고를 연동해 부품이 없는 작업은 접수 단계에서 미리 안내하고, 브레이크 패드 잔량과 타이어 트레드 깊이를 사진으로 찍어 카카오톡으로 보내 드렸습니다. 리콜과 무상 수리 대상은 VIN으로 조회해 입고 때 함께 처리했습니다. 부품 물류는 성신오토파츠, 대차 서비스는 장모님렌터카와 협력했습니다. 카시트 두 개를 단 차를 맡긴 젊은 부부에게는 아이 좌석 고정 상태까지 점검 결과를 설명해 드렸고, 운전한 지 40년이 넘은 일흔다섯 살 어르신께는 글씨를 크게 뽑은 점검표를 드렸습니다. 그 결과 출고 시간 변경 건수가 월 64건에서 18건으로 줄었고, 고객 만족도 조사 점수도 87점에서 95점으로 올랐습니다. 입사 후에는 전기차 고전압 배터리 진단을 배워 전기차 고객 상담을 전담하는 어드바이저가 되고 싶습니다. 정비 품질은 설명으로 완성된다는 것을 배웠습니다.',
      planted: {},
      companies: ['성신오토파츠', '장모님렌터카'],
    },
    {
      question: '지원 동기를 기술해 주십시오.',
      text: '자기소개서를 작성하게 되어 매우 기쁘게 생각합니다. 대구에서 태어나 고등학교까지 마친 뒤 편의점 가맹점에서 4년간 점장으로 일하며 하루 평균 900명의 손님과 아르바이트생 7명의 근무표를 관리했습니다. 처음 점장을 맡았을 때는 폐기 상품이 하루 8만 원어치씩 나왔는데, 본사의 발주 추천량을 그대로 따랐기 때문입니다. 저는 POS 판매 데이터를 요일과 날씨별로 나눠 도시락과 삼각김밥 발주량을 다시 잡았고, 유통기한이 임박한 상품은 마감 할인 앱에 올렸습니다. 야간에 혼자 근무하는 아르바이트생이 퇴근할 때 출입문을 잠궜는지 확인하도록 체크리스트도 만들었습니다. 아버지가 같은 브랜드 가맹점 세 곳을 운영하고 계셔서 가맹 사업 구조를 일찍 이해할 수 있었습니다. 그 결과 하루 폐기액이 2만 원대로 줄었고, 왠만한 날에는 재고가 거의 남지 않았습니다. 택배 집하는 삼촌네익스프레스와 함께했습니다.',
      planted: {
        spelling: ['잠궜는지', '왠만한'],
        blind: ['대구에서 태어나 고등학교까지 마친', '아버지가 같은 브랜드 가맹점 세 곳을 운영하고 계셔서'],
        opening: ['자기소개서를 작성하게 되어 매우 기쁘게 생각합니다.'],
      },
      companies: ['삼촌네익스프레스'],
    },
    {
      question: '본인의 강점을 기술해 주십시오.',
      text: '노인요양원에서 5년간 요양보호사로 일하며 치매 어르신 12분의 식사, 배설, 이동 보조와 인지 활동 프로그램을 맡았습니다. 저는 올해 쉰여덟으로, 큰아들을 장가보내고 나서 자격증을 따 이 일을 시작했습니다. 야간에 낙상 사고가 잦았는데, 곰곰히 기록을 살펴보니 대부분 새벽에 화장실로 이동하다가 일어났습니다. 저는 어르신별 배뇨 시간을 기록해 새벽 2시와 4시에 미리 화장실 이동을 도왔고, 침대 높이와 센서 매트 위치를 바꿨습니다. 보호자분들께는 매주 사진과 함께 생활 기록을 보내 드렸고, 면회 오신 가족을 어르신이 낯설어하지 않도록 가족 사진첩도 함께 만들었습니다. 그 결과 낙상 사고가 한 해 14건에서 3건으로 줄었고, 보호자 만족도도 눈에 띠게 높아졌습니다. 제 강점은 어떤 상황에서도 포기하지 않는 끈기와 열정입니다. 기저귀와 위생 용품은 부산효도상사에서 납품을 받았습니다.',
      planted: {
        spelling: ['곰곰히', '띠게'],
        blind: ['올해 쉰여덟', '큰아들을 장가보내고 나서'],
        cliche: ['포기하지 않는 끈기와 열정'],
      },
      companies: ['부산효도상사'],
    },
    {
      question: '고객 만족을 위해 노력한 경험을 기술해 주십시오.',
      text: '웨딩홀에서 3년간 웨딩플래너로 일하며 한 해 280쌍의 예식 상담과 당일 진행을 맡았습니다. 예식이 한참 몰리는 5월과 10월 주말에는 한 홀에서 하루 여섯 건의 예식을 치뤄야 해, 앞 예식이 10분만 밀려도 다음 하객들이 로비에 몰렸습니다. 저는 예식별 하객 수와 식권 사용 데이터를 분석해 연회장 좌석 배치와 입장 시간을 15분 단위로 다시 짰고, 신랑 신부 대기실 동선을 분리했습니다. 저 역시 지난봄에 결혼해 준비 과정의 막막함을 누구보다 잘 압니다. 키 170cm에 늘씬한 체형이라 예식 당일 진행을 맡으면 하객들 사이에서도 쉽게 눈에 띕니다. 매주 일요일 교회 예배를 마치고 바로 현장으로 출근하는 것도 제 일상입니다. 그 결과 예식 지연이 월 22건에서 4건으로 줄었고, 저는 2023년 한국웨딩산업협회 올해의 플래너 대상을 받았습니다. 꽃 장식은 고대플라워와 함께했습니다.',
      planted: {
        spelling: ['한참', '치뤄야'],
        blind: ['지난봄에 결혼해', '키 170cm에 늘씬한 체형', '매주 일요일 교회 예배를 마치고'],
        claim: ['2023년 한국웨딩산업협회 올해의 플래너 대상'],
      },
      companies: ['고대플라워'],
    },
    {
      question: '실패 경험과 이를 극복한 과정을 기술해 주십시오.',
      text: '피트니스 센터에서 4년간 퍼스널 트레이너로 일하며 회원 40명의 PT 수업을 맡았습니다. 고려대 체육교육과를 졸업하고 처음 맡은 회원은 허리 디스크 병력이 있는 50대 직장인이었는데, 저는 상담 기록을 꼼꼼히 보지 않고 데드리프트 중량을 일부로 빠르게 올렸다가 회원의 통증을 키웠습니다. 그 뒤로 모든 회원의 병력과 통증 부위를 인바디 결과와 함께 기록하고, 중량은 2주 단위로만 올리는 원칙을 세웠습니다. 그 회원은 재활 운동 12주를 마친 뒤 통증 없이 스쿼트를 할 수 있게 되었습니다. 군 복무 시절 분대장으로 후임들을 챙기던 습관 덕분에 회원 한 명 한 명을 끝까지 책임지는 것이 몸에 배었습니다. 제 실수로 다친 허리 디스크 회원을 12주 재활로 통증 없이 스쿼트하게 만든 일은 지금도 제 수업의 기준입니다. 이후 재등록률은 65%에서 82%로 올랐고, 이제는 구지 무리한 중량을 권하지 않습니다. 운동 기구는 강남피트니스기기에서 들여왔습니다.',
      planted: {
        spelling: ['일부로', '구지'],
        blind: ['고려대 체육교육과를 졸업하고', '군 복무 시절 분대장으로'],
        repetition: [
          '제 실수로 다친 허리 디스크 회원을 12주 재활로 통증 없이 스쿼트하게 만든 일은 지금도 제 수업의 기준입니다.',
        ],
      },
      companies: ['강남피트니스기기'],
    },
    {
      question: '동료와의 갈등을 해결한 경험을 기술해 주십시오.',
      text: '대형마트에서 5년간 수산 코너 담당으로 일하며 하루 평균 300kg의 생선과 해산물 입고, 손질, 진열을 맡았습니다. 오전조와 오후조가 서로 폐기 책임을 미루며 갈등이 깊어졌고, 어의없는 일로 언성이 높아지는 날도 많았습니다. 저는 입고 시각과 판매 시각을 기록하는 선도 관리표를 만들어 두 조가 같은 표를 보며 이야기하게 했고, 할인 스티커를 부치는 시각을 오후 5시로 통일했습니다. 두 아이를 키우는 워킹맘이라 조원들의 육아 사정도 헤아려 교대 시간을 조정했습니다. 친정이 통영에서 멸치 선단을 운영하고 있어 생선 선도를 보는 눈은 어릴 때부터 익혔습니다. 그 결과 수산 폐기율이 7.2%에서 3.1%로 낮아졌고, 두 조가 함께 월말 회의를 열게 되었습니다. 항상 고객의 입장에서 생각하는 사람이 되겠습니다. 얼음과 스티로폼 상자는 목포형제수산에서 받았습니다.',
      planted: {
        spelling: ['어의없는', '부치는'],
        blind: ['두 아이를 키우는 워킹맘', '친정이 통영에서 멸치 선단을 운영하고 있어'],
        cliche: ['항상 고객의 입장에서 생각하는'],
      },
      companies: ['목포형제수산'],
    },
    {
      question: '입사 후 목표와 포부를 기술해 주십시오.',
      text: '치과의원에서 4년간 치과위생사로 일하며 하루 평균 25명의 스케일링, 치주 치료 보조, 구강 위생 교육을 맡았습니다. 정기 검진 대상 환자의 내원율이 낮아 예약 부도가 한 달 60건이 넘었습니다. 저는 전자차트의 리콜 명단을 치료 단계별로 나누어 문자를 보내고, 예약 전날 전화로 한 번 더 확인했습니다. 그 결과 예약 부도가 월 60건에서 15건으로 줄었습니다. 어린이 환자 보호자분들께는 불소 도포 주기를 설명한 안내문을 만들어 드렸는데, 이 안내문 덕분에 병원 전체 매출이 한 해 4억 8천만 원 늘었습니다. 오랫만에 내원한 환자분들도 저를 기억하고 먼저 인사해 주실 만큼 관계가 두터워졌고, 이 일이 제 적성에 맞는다는 확신이 들게 됬습니다. 다시 말하자면, 리콜 문자와 전날 확인 전화로 예약 부도를 월 60건에서 15건으로 줄인 것이 제 가장 큰 성과입니다. 입사 후에는 치주 관리 프로그램을 체계화해 만성 치주염 환자의 재내원율을 높이고 싶습니다. 진료 재료는 서울치과상사에서 받았습니다.',
      planted: {
        spelling: ['오랫만에', '됬습니다'],
        repetition: [
          '다시 말하자면, 리콜 문자와 전날 확인 전화로 예약 부도를 월 60건에서 15건으로 줄인 것이 제 가장 큰 성과입니다.',
        ],
        claim: ['병원 전체 매출이 한 해 4억 8천만 원 늘었습니다'],
      },
      companies: ['서울치과상사'],
    },
  ],
  en: [
    {
      question: 'Tell us about the experience that best prepares you for this role.',
      clean: true,
      text: "For four years I have been a registered veterinary nurse at a busy small animal practice, seeing about 60 dogs, cats and rabbits a day and running the theatre list on surgery days. Pre-anaesthetic checks were done on paper, and twice in one month a patient reached induction without a recorded weight, so doses had to be recalculated at the table. I built a digital pre-op checklist in our practice management system covering weight, fasting time, bloodwork and consent, and no patient can be admitted to the theatre list until every field is complete. I also set up nurse clinics for weight and dental care. Our drugs and consumables come from Harvard Vet Supplies, and out-of-hours cover is provided by Nan's Night Vets. When a seven-year-old boy brought in his guinea pig for the first time, I let him listen to its heart through a stethoscope while I explained the check. I often sit with owners in their eighties after a euthanasia appointment, because many of them live alone with their pet. Dose recalculations fell from six a month to none, and our nurse clinics now see 90 patients a month. I learned that calm routines protect patients and staff alike.",
      planted: {},
      companies: ['Harvard Vet Supplies', "Nan's Night Vets"],
    },
    {
      question: 'Describe a time you improved a process at work.',
      clean: true,
      text: "I spent five years as a transport coordinator for a coach company that runs 46 home-to-school routes for the county council, carrying about 2,300 pupils a day, including 140 with special educational needs. Route changes arrived by email from schools and the council at different times, so drivers sometimes set off with an out-of-date list and a child was left waiting at a stop. I moved all route data into our scheduling software, set a 3 pm cut-off for next-day changes and sent every driver a printed manifest and an app update before the morning run. Passenger assistants on SEN routes received a one-page profile for each child, agreed with parents, covering medication, seating and how the child prefers to be spoken to. Vehicles were serviced by Oxford Fleet Care, and minibus drivers came through Auntie Jo's Transport. When a Year 9 girl with autism found a new driver upsetting, I arranged for her mother to meet the new driver, a tall, softly spoken man with a grey beard, at the depot before the route changed. Missed pick-ups fell from 19 a term to 2, and complaints from schools dropped by 64%. I learned that a reliable list matters more than a clever timetable.",
      planted: {},
      companies: ['Oxford Fleet Care', "Auntie Jo's Transport"],
    },
    {
      question: 'Tell us about a time you put customers first.',
      clean: true,
      text: "For three years I have handled motor insurance claims at a general insurer, managing a caseload of around 120 open claims for private drivers, from first notification of loss to settlement. After a storm or a bank holiday weekend, new claims doubled, and customers waited up to 11 days for a first call back, often without a courtesy car. I introduced triage at first notification: non-fault claims with a clear third party went straight to our credit hire partner, total losses were booked for an engineer's inspection within 48 hours, and injury claims were passed to a specialist team on the same day. Repairs were handled by Kensington Body Repairs, and courtesy cars were supplied by Big Sister Car Hire. One claimant was a young mother of three whose estate car had been written off, so I arranged a seven-seat hire car before the valuation was agreed. Another, a retired teacher of 78, could not use our portal, so I posted every document and called her each Friday. Average time to first contact fell from 6.4 days to 1.2 days, and customer satisfaction rose from 71% to 89%. I learned that a quick, honest call calms people more than a perfect letter.",
      planted: {},
      companies: ['Kensington Body Repairs', 'Big Sister Car Hire'],
    },
    {
      question: 'What is your greatest strength? Give an example.',
      clean: true,
      text: "I have been a dispensing optician for four years at a high-street optometry practice that carries out about 7,000 eye examinations a year, and my strength is patience with detail. Varifocal remakes were our most costly problem: about one pair in eight came back because fitting heights or pupillary distances had been measured in a hurry. I introduced a digital centration device for every varifocal order, and booked a ten-minute collection appointment so each patient could be checked for comfort and vision at near, intermediate and distance. For children's myopia management, I explained to parents how the special lenses slow progression. Our lenses are surfaced by Cambridge Optical Lab, and frames come from Uncle Ray's Eyewear. A nine-year-old girl who refused to wear her first glasses because classmates teased her chose a bright red frame with me and now sends us drawings. I also worked with carers at a residential home to label every resident's glasses, since many residents were in their nineties. Varifocal remakes fell from 12.5% to 3.8%, and spectacle sales per eye examination rose by 17%. I learned that the last millimetre decides whether someone sees well.",
      planted: {},
      companies: ['Cambridge Optical Lab', "Uncle Ray's Eyewear"],
    },
    {
      question: 'Tell us about a time you used data to solve a problem.',
      clean: true,
      text: "I have worked for three years as a payroll administrator at a facilities management company that pays 1,850 employees weekly and monthly through Sage Payroll. Overtime, shift allowances and statutory sick pay were keyed in from timesheets sent by 40 site managers, and each month about 70 payslips needed a correction after payday. I pulled two years of correction records and found that 60% came from five sites where timesheets arrived after the cut-off and were typed in at the last minute. I set up an online timesheet form with the same codes as the payroll system, moved the cut-off to Monday at noon and reconciled gross-to-net totals against the previous period before every run. Our pension provider is Mother's Pride Pensions, and payslips are printed by Aldgate Print Services. When employees returned from maternity or paternity leave, or when a cleaner in her sixties moved to phased retirement, I explained their first payslip line by line. Corrections after payday fell from 70 a month to 9, and late submissions to HMRC went from four a year to none. I learned that most payroll errors start a week before payroll.",
      planted: {},
      companies: ["Mother's Pride Pensions", 'Aldgate Print Services'],
    },
    {
      question: 'Where do you see yourself in five years?',
      clean: true,
      text: 'I have worked for six years in scaffolding, the last three as a supervisor with a CISRS Advanced Scaffolder card, running crews of six to ten on housing refurbishments and school extension projects. Handovers were our weak point: scaffolds were sometimes altered by other trades after inspection, and the tags and registers did not always match what was on site. I introduced a digital register on tablets with photos of every lift, so each handover certificate, weekly inspection and alteration was recorded with the date and the name of the inspector. Tube and fittings are supplied by Eton Scaffold Hire, and netting and sheeting by Granddad Supplies. On a primary school job, the head teacher asked us to work around break times, so we erected the scaffold before 8 am and fenced the base with hoarding that pupils decorated with drawings. On a care home project, we kept a ground-level walkway clear so residents in wheelchairs could still reach the garden with their visiting grandchildren. Unrecorded alterations fell from nine a quarter to one, and we finished 14 months without a reportable accident. In five years I want to become a contracts manager and train new supervisors.',
      planted: {},
      companies: ['Eton Scaffold Hire', 'Granddad Supplies'],
    },
    {
      question: 'Why do you want to work for us?',
      text: 'Thank you for taking the time to read my application. I have worked for four years as a lettings negotiator at an estate agency managing around 350 rental homes in south London. Having grown up on a council estate in Croydon, I know what a fair landlord means to a tenant. Viewings were booked by phone and often clashed, so I moved them onto our CRM with online booking, which definately cut the number of wasted slots. I also made sure every tenancy had a valid gas safety record, an EPC and deposit protection before the keys were handed over. My wife and I have two young sons, so I understand families who need a garden and a good school nearby. Void periods fell from 24 days to 11 on average. We work closely with the referencing firm Brixton Checks, and I want to bring the same care to your lettings team, whose standards are higher then any I have seen.',
      planted: {
        spelling: ['definately', 'then'],
        blind: ['Having grown up on a council estate in Croydon', 'My wife and I have two young sons'],
        opening: ['Thank you for taking the time to read my application.'],
      },
      companies: ['Brixton Checks'],
    },
    {
      question: 'What are your strengths and weaknesses?',
      text: 'I have spent three years on the second-line support desk of a broadband provider, handling about 45 calls a day about dropped connections, router faults and slow speeds. I am 44 and came to tech support after years in retail, so I know how it feels to be the customer on hold. Many callers had been passed from team to team untill they reached us, so I started running line tests while they were still on the call and booking an engineer visit on the spot instead of promising a call back. I also wrote a short guide to reading router logs that is now shared accross the whole desk. As a lifelong member of the local mosque, I take a short break for Friday prayers and make up the time at the end of my shift. First-call resolution rose from 52% to 68%. My weakness is that I sometimes spend too long on one difficult call, so I now set myself a 20-minute check-in with a team leader. I am a people person with a can-do attitude. Our routers are supplied by Sister Networks.',
      planted: {
        spelling: ['untill', 'accross'],
        blind: ['I am 44', 'As a lifelong member of the local mosque'],
        cliche: ['a people person with a can-do attitude'],
      },
      companies: ['Sister Networks'],
    },
    {
      question: 'Tell us about a time you dealt with a difficult customer.',
      text: "I have worked for five years at a council leisure centre, first as a pool lifeguard and for the last two years as a duty manager responsible for a 25-metre pool, a gym and a sports hall. One Saturday, a father became angry because his son's swimming lesson had been cancelled without notice, and he started shouting at a young receptionist. I took him to a quiet office, explained that a lifeguard had called in sick and that we could not run the lesson without the right supervision ratio, and offered a free make-up lesson. Afterwards I set up text alerts for cancellations, and I now liase with the swim school every Friday about staffing. Being the youngest of seven children, I learned early to stay calm when voices are raised. At 5 ft 2 in, I am often the smallest person on poolside, and with my baby face new members sometimes mistake me for a trainee, but nobody questions a decision I make. Complaints about cancellations fell by half, and I was named UK Leisure Duty Manager of the Year 2023. I have since been put forward twice for the centre's managment course. Our pool chemicals are supplied by Pool Brothers Ltd.",
      planted: {
        spelling: ['liase', 'managment'],
        blind: ['Being the youngest of seven children', 'At 5 ft 2 in', 'with my baby face'],
        claim: ['UK Leisure Duty Manager of the Year 2023'],
      },
      companies: ['Pool Brothers Ltd'],
    },
    {
      question: 'Describe a failure and what you learned from it.',
      text: "Two years into my job as a branch supervisor at a car rental company near a major railway station, I let our fleet run short over a bank holiday weekend. I had trusted the booking forecast and not checked how many cars were still in for damage repairs, so 23 customers with confirmed bookings arrived to find no car. I was deeply embarassed. I rang every one of them, found cars at two other branches and paid for taxis where needed. Afterwards I built a daily fleet check that compares bookings with the cars actually on the lot and flags any branch whose fleet drops below it's holiday buffer of 8%. I graduated from Eton and had never worked a front counter before this job. I was born the year Princess Diana died, so I was one of the youngest supervisors in the region. Letting 23 customers with confirmed bookings arrive to find no car is the mistake that still shapes how I plan. Since then, we have not turned a single booked customer away on a holiday weekend. Damage repairs are done by Paddington Bodyworks.",
      planted: {
        spelling: ['embarassed', "it's"],
        blind: ['I graduated from Eton', 'I was born the year Princess Diana died'],
        repetition: [
          'Letting 23 customers with confirmed bookings arrive to find no car is the mistake that still shapes how I plan.',
        ],
      },
      companies: ['Paddington Bodyworks'],
    },
    {
      question: 'Tell us about a time you worked as part of a team.',
      text: 'I have led a crew of four at a removals company for three years, moving homes and small offices across the south-east. Our biggest problem was breakages on long-distance moves, which cost the company claims every month. After each job I sat down with the crew to go through what went wrong, and together we agreed on a packing standard: double-walled cartons for china, blanket-wrapped furniture and a load plan drawn up before the first item goes on the lorry. I paired the two newest porters with experienced ones so they could learn on the job, and we occassionally hired extra hands for large office moves. Breakage claims fell from 14 a month to 4. As the only woman in the crew, I had to show early on that I could carry my share. My father and uncles all worked for the same firm before me. I beleive a crew only works if everybody pulls their weight, and I always go above and beyond for my team. Our vans are leased from Bristol Vehicle Rentals, and cartons come from Granny Pack Ltd.',
      planted: {
        spelling: ['occassionally', 'beleive'],
        blind: [
          'As the only woman in the crew',
          'My father and uncles all worked for the same firm before me',
        ],
        cliche: ['go above and beyond'],
      },
      companies: ['Bristol Vehicle Rentals', 'Granny Pack Ltd'],
    },
    {
      question: 'What are your goals for the next few years?',
      text: "I have worked for four years as a teaching assistant in a Year 2 class at a two-form entry primary school, supporting 30 pupils and running phonics interventions for small groups. When I started, eight children in the class were working below the expected standard for the phonics screening check. I ran 15-minute daily sessions with flashcards and decodable books, tracked each child's progress on a simple spreadsheet and shared it with the class teacher every Friday. By the summer, seven of the eight passed the check. Reading books went home with short notes so that parents could practise the same sounds. Thanks to my phonics sessions, the whole school's reading scores rose by 45% in a single year. To put it another way, getting seven of the eight children who were behind through the phonics check is what I am proudest of. In the next few years I want to become a higher level teaching assistant and then train as a teacher through a school-based route. I feel I have been given a real oppurtunity here, and I am greatful to the staff who supported me. Our reading books come from Mum's Reading Corner.",
      planted: {
        spelling: ['oppurtunity', 'greatful'],
        repetition: [
          'To put it another way, getting seven of the eight children who were behind through the phonics check is what I am proudest of.',
        ],
        claim: ["the whole school's reading scores rose by 45% in a single year"],
      },
      companies: ["Mum's Reading Corner"],
    },
  ],
  id: [
    {
      question: 'Ceritakan pengalaman Anda melayani pelanggan dengan baik.',
      clean: true,
      text: 'Selama tiga tahun saya bekerja sebagai head barista di kedai kopi dengan 80 kursi di pusat kota, menyiapkan sekitar 450 minuman per hari bersama lima barista lain. Pada jam sibuk pagi, pesanan dari aplikasi daring dan pesanan di kasir bercampur, sehingga waktu tunggu rata-rata mencapai 14 menit dan banyak pelanggan pergi sebelum dilayani. Saya memisahkan stasiun espreso untuk pesanan daring, menyusun resep baku dengan rasio 1:2 dan waktu ekstraksi 27-30 detik, serta menyetel ulang grinder setiap pagi sebelum kedai buka. Biji kopi kami sangrai bersama CV Kakek Roastery, dan mesin espreso dirawat oleh PT Gajayana Teknik Kopi. Banyak pelanggan kami mahasiswa dari kampus sebelah yang belajar sampai sore, jadi saya menyediakan meja panjang dengan stopkontak. Seorang ibu yang datang bersama bayinya selalu memesan kopi tanpa kafein, dan seorang kakek berusia 75 tahun berambut putih setiap Sabtu meminta kopi tubruk seperti di kampungnya, jadi kami menyimpan pesanan tetap mereka di sistem kasir. Hasilnya, waktu tunggu turun dari 14 menjadi 6 menit, dan penjualan pagi naik 22% dalam enam bulan. Saya belajar bahwa secangkir kopi yang konsisten membangun kepercayaan pelanggan.',
      planted: {},
      companies: ['CV Kakek Roastery', 'PT Gajayana Teknik Kopi'],
    },
    {
      question: 'Ceritakan pengalaman Anda memperbaiki proses kerja.',
      clean: true,
      text: 'Saya bekerja empat tahun sebagai mekanik kepala di bengkel resmi sepeda motor yang melayani rata-rata 60 unit per hari, dari servis berkala sampai turun mesin. Pada akhir bulan, antrean servis menumpuk karena pelanggan datang tanpa janji, sementara suku cadang yang sering dipakai seperti kampas rem, busi, dan V-belt kerap habis. Saya menyusun sistem pemesanan servis lewat WhatsApp dengan slot per jam, memisahkan jalur servis ringan dan berat, serta membuat lembar periksa 20 butir untuk servis berkala agar hasil kerja setiap mekanik sama. Suku cadang kami pasok dari PT Pakde Motor Sejahtera, dan alat diagnosis injeksi dikalibrasi oleh CV Diponegoro Teknik. Banyak pelanggan kami pengemudi ojek daring yang menghidupi keluarga dari motornya, jadi saya menawarkan servis kilat 45 menit pada pagi hari. Ketika seorang ibu paruh baya datang dengan motor mogok sambil menjemput anaknya dari sekolah, kami mendahulukannya. Hasilnya, waktu tunggu servis turun dari 3 jam menjadi 70 menit, dan keluhan servis ulang berkurang dari 18 menjadi 5 kasus per bulan. Saya belajar bahwa bengkel yang rapi membuat pelanggan kembali.',
      planted: {},
      companies: ['PT Pakde Motor Sejahtera', 'CV Diponegoro Teknik'],
    },
    {
      question: 'Ceritakan kelebihan utama Anda disertai contoh.',
      clean: true,
      text: 'Kelebihan utama saya adalah ketelitian dalam pekerjaan yang berulang. Selama tiga tahun saya bekerja sebagai teller di kantor cabang bank BUMN yang melayani sekitar 250 nasabah per hari untuk setoran, penarikan, transfer, dan pembayaran tagihan. Selisih kas kecil di akhir hari sering terjadi karena uang dihitung ulang dengan tergesa-gesa saat antrean panjang. Saya mulai memisahkan uang per pecahan sejak transaksi pertama, memakai mesin penghitung uang yang juga mendeteksi uang palsu, dan mencocokkan saldo sementara dengan sistem core banking setiap pukul 12.00. Untuk transaksi di atas Rp100 juta, saya selalu menjalankan prosedur KYC dan meminta persetujuan supervisor sesuai ketentuan OJK. Pengisian ATM dilakukan oleh PT Saudara Kawal Kas, sedangkan formulir dicetak oleh CV Padjadjaran Grafika. Setiap awal bulan, banyak pensiunan berusia 70 tahun ke atas datang mengambil uang pensiun, jadi saya membantu mereka mengisi slip dan menjelaskan penggunaan kartu debit dengan perlahan. Hasilnya, selisih kas saya nol selama 26 bulan berturut-turut, dan waktu layanan rata-rata turun dari 7 menjadi 4 menit per nasabah. Saya belajar bahwa ketelitian adalah bentuk hormat kepada nasabah.',
      planted: {},
      companies: ['PT Saudara Kawal Kas', 'CV Padjadjaran Grafika'],
    },
    {
      question: 'Ceritakan pengalaman Anda bekerja sama dalam tim.',
      clean: true,
      text: 'Saya bekerja lima tahun sebagai perawat di puskesmas kecamatan yang melayani sekitar 48.000 penduduk, bertugas di poli umum, layanan imunisasi, dan program penyakit tidak menular. Cakupan pemeriksaan tekanan darah warga usia produktif masih rendah, dan data posbindu dari 12 desa dicatat di buku terpisah sehingga sulit dipantau. Saya bekerja sama dengan bidan desa, kader kesehatan, dan petugas gizi untuk memindahkan pencatatan ke aplikasi ASIK Kemenkes, menyusun jadwal posbindu bergilir, dan membuat alur rujukan ke dokter bagi warga dengan tekanan darah di atas 140/90 mmHg. Obat dan alat kesehatan dipasok lewat PT Ibu Sehat Farma, dan pemeliharaan tensimeter dilakukan oleh CV Udayana Medika. Saat kunjungan rumah, saya bertemu seorang nenek berusia 82 tahun yang merawat cucunya sendirian, jadi kami mengatur agar kader mengantarkan obat hipertensinya setiap bulan. Di sekolah dasar, kami memeriksa gigi dan status gizi murid kelas 1 bersama guru UKS. Hasilnya, cakupan skrining hipertensi naik dari 31% menjadi 64% dalam setahun, dan jumlah pasien hipertensi yang rutin kontrol bertambah dua kali lipat. Saya belajar bahwa kesehatan warga dijaga oleh banyak tangan.',
      planted: {},
      companies: ['PT Ibu Sehat Farma', 'CV Udayana Medika'],
    },
    {
      question: 'Ceritakan pencapaian yang menunjukkan kemampuan Anda.',
      clean: true,
      text: 'Selama empat tahun saya bekerja sebagai supervisor di SPBU yang buka 24 jam dengan 8 dispenser dan 26 operator, menyalurkan rata-rata 40 kiloliter BBM per hari. Selisih stok antara catatan penjualan dan pengukuran tangki sering melewati batas toleransi, dan antrean pembelian Pertalite dengan QR code subsidi membuat operator kewalahan pada jam pulang kantor. Saya menyusun jadwal pengukuran tangki dengan tongkat ukur dan ATG setiap pergantian sif, mencocokkan totalisator dispenser dengan laporan penjualan, serta melatih operator memindai QR code sebelum kendaraan berhenti di depan dispenser. Pemeliharaan dispenser dilakukan oleh PT Abang Adik Petro Teknik, dan seragam operator dijahit oleh CV Airlangga Konveksi. Banyak operator kami masih berusia 19 sampai 22 tahun dan baru lulus SMA, jadi saya mengajari mereka menghadapi pelanggan yang marah dengan tenang. Untuk sopir truk dan keluarga yang mudik bersama anak-anaknya, kami menjaga toilet dan musala tetap bersih sepanjang malam. Hasilnya, selisih stok turun dari 0,6% menjadi 0,15%, dan waktu antre pada jam sibuk berkurang dari 12 menjadi 5 menit. Saya belajar bahwa pelayanan yang cepat bergantung pada data yang rapi.',
      planted: {},
      companies: ['PT Abang Adik Petro Teknik', 'CV Airlangga Konveksi'],
    },
    {
      question: 'Apa rencana karier Anda lima tahun ke depan?',
      clean: true,
      text: 'Saya bekerja empat tahun sebagai analis di laboratorium klinik swasta yang memeriksa sekitar 600 sampel per hari. Hasil pemeriksaan sering terlambat sampai ke dokter pengirim karena sampel dari klinik mitra datang tanpa label barcode dan harus dicatat ulang. Saya membantu menghubungkan LIS dengan alat analisis, menyiapkan label barcode untuk 15 klinik mitra, dan menyusun jadwal kontrol mutu internal dengan aturan Westgard sebelum sampel pasien pertama diperiksa setiap pagi. Nilai kritis, misalnya kalium di atas 6,0 mmol/L, saya laporkan kepada dokter dalam 30 menit dan saya catat di buku nilai kritis. Reagen kami pasok dari PT Tante Reagen Indonesia, dan alat analisis dirawat oleh CV Brawijaya Diagnostika. Banyak pasien kami ibu hamil yang memeriksakan gula darah dan anak-anak yang takut diambil darah, jadi saya membiasakan diri menjelaskan prosedur dengan sabar kepada orang tua mereka. Hasilnya, waktu penyelesaian hasil rutin turun dari 5 jam menjadi 2 jam, dan kesalahan identifikasi sampel berkurang dari 9 menjadi 1 kasus per bulan. Lima tahun lagi saya ingin menjadi penanggung jawab mutu laboratorium yang menyiapkan akreditasi ISO 15189.',
      planted: {},
      companies: ['PT Tante Reagen Indonesia', 'CV Brawijaya Diagnostika'],
    },
    {
      question: 'Mengapa Anda ingin bergabung dengan perusahaan kami?',
      text: 'Sebelumnya, izinkan saya memperkenalkan diri secara singkat. Saya bekerja tiga tahun sebagai staf rekrutmen di perusahaan alih daya yang menyalurkan sekitar 400 tenaga kerja per bulan untuk pabrik dan gudang. Dulu proses seleksi memakan 21 hari karena berkas pelamar masuk lewat surel, WhatsApp, dan datang langsung, sehingga banyak kandidat yang lolos tes sudah menerima tawaran lain. Saya memindahkan semua lamaran ke satu sistem ATS, membuat jadwal psikotes dan wawancara terpusat, serta menyusun standarisasi pertanyaan wawancara per posisi. Kandidat yang gagal juga saya beri nasehat singkat tentang cara memperbaiki CV mereka, supaya tidak ada yang menunggu tanpa kepastian. Saya lahir dan besar di Medan, sehingga mudah akrab dengan kandidat dari Sumatra Utara. Istri saya seorang bidan dan kami sudah dikaruniai seorang putri. Hasilnya, waktu rekrutmen turun dari 21 menjadi 9 hari. Saya ingin membawa pengalaman ini ke tim HR perusahaan Anda. Psikotes kami dikerjakan bersama Biro Psikologi Saudara Sejati.',
      planted: {
        spelling: ['standarisasi', 'nasehat'],
        blind: [
          'Saya lahir dan besar di Medan',
          'Istri saya seorang bidan dan kami sudah dikaruniai seorang putri',
        ],
        opening: ['Sebelumnya, izinkan saya memperkenalkan diri secara singkat.'],
      },
      companies: ['Biro Psikologi Saudara Sejati'],
    },
    {
      question: 'Apa kelebihan Anda?',
      text: 'Saya mengajar tiga tahun sebagai guru kelompok B di sebuah TK swasta dengan 24 murid berusia 5-6 tahun. Kelebihan saya adalah kesabaran dan kreativitas dalam menyusun kegiatan belajar sambil bermain. Dulu banyak orang tua khawatir anaknya belum lancar membaca sebelum masuk SD, sehingga mereka meminta calistung diajarkan secara paksa. Saya menyusun kegiatan pramembaca lewat lagu, kartu gambar, dan permainan huruf, lalu mengirim laporan perkembangan setiap bulan lewat grup kelas. Jadual kegiatan harian saya susun bersama kepala sekolah supaya setiap anak mendapat perhatian, dan alat peraga kami beli dari CV Mama Kreasi Edukatif dengan kwalitas yang terjamin. Saya lulusan PG-PAUD Universitas Negeri Jakarta angkatan 2015. Sebagai seorang muslimah berhijab, saya juga mengajar mengaji anak-anak di lingkungan rumah setiap sore. Hasilnya, 20 dari 24 murid sudah mengenal semua huruf sebelum lulus, dan orang tua tidak lagi meminta les tambahan. Saya selalu memberikan yang terbaik dalam setiap kesempatan.',
      planted: {
        spelling: ['Jadual', 'kwalitas'],
        blind: [
          'Saya lulusan PG-PAUD Universitas Negeri Jakarta angkatan 2015',
          'Sebagai seorang muslimah berhijab',
        ],
        cliche: ['memberikan yang terbaik'],
      },
      companies: ['CV Mama Kreasi Edukatif'],
    },
    {
      question: 'Ceritakan pengalaman Anda menangani keluhan pelanggan.',
      text: 'Saya bekerja lima tahun sebagai pemandu wisata berlisensi HPI di Yogyakarta, memandu rombongan domestik dan mancanegara ke Borobudur, Prambanan, dan Keraton. Suatu kali bus yang membawa 40 wisatawan Jepang mogok di jalan tol, dan jadwal makan malam mereka terancam batal. Saya segera menghubungi agen perjalanan, memesan dua minibus pengganti, dan mengatur ulang jadwal restoran tanpa membuat tamu panik. Beberapa tamu sempat komplen karena menunggu hampir satu jam, tetapi saya tidak bergeming dari sisi mereka dan terus memberi kabar setiap sepuluh menit. Meski usia saya sudah kepala lima, justru saya yang paling dipercaya agen untuk tamu lanjut usia. Wajah saya yang oriental juga membuat tamu Jepang cepat merasa akrab. Ayah saya pensiunan kolonel TNI, jadi sejak kecil saya terbiasa disiplin soal waktu. Atas penanganan itu, saya menerima penghargaan Pemandu Wisata Terbaik ASEAN 2022. Transportasi rombongan kami sewa dari PT Eyang Trans Wisata.',
      planted: {
        spelling: ['komplen', 'tidak bergeming'],
        blind: ['usia saya sudah kepala lima', 'Wajah saya yang oriental', 'Ayah saya pensiunan kolonel TNI'],
        claim: ['Pemandu Wisata Terbaik ASEAN 2022'],
      },
      companies: ['PT Eyang Trans Wisata'],
    },
    {
      question: 'Ceritakan kegagalan yang pernah Anda alami.',
      text: 'Pada tahun kedua saya sebagai kepala kasir di supermarket dengan 12 mesin kasir, saya pernah lalai memeriksa pembaruan harga promo di sistem POS. Akibatnya, selama satu akhir pekan harga diskon minyak goreng tidak terbaca, pelanggan dikenai harga normal, dan 130 struk harus dikoreksi. Saya meminta maaf langsung kepada pelanggan yang komplain, mengembalikan selisih harga, dan sejak itu membuat daftar periksa harga promo yang dicocokkan dengan label rak setiap Jumat malam. Saya juga menempelkan tulisan "Silahkan periksa struk Anda" di setiap meja kasir dan mengatur agar barang yang hampir kadaluarsa ditarik dari rak tiga hari lebih awal. Waktu itu saya baru menikah dan sedang hamil anak pertama, sehingga sering pulang cepat dan pemeriksaan terlewat. Sebagai anak sulung dari keluarga pemilik toko kelontong terbesar di kampung, saya merasa sangat malu. Kesalahan 130 struk yang harus dikoreksi karena harga promo tidak terbaca itu menjadi pelajaran paling berharga bagi saya. Sejak itu tidak ada lagi selisih harga promo, dan selisih kas harian rata-rata turun menjadi Rp15.000. Kantong belanja kami dipasok oleh UD Bibi Plastik.',
      planted: {
        spelling: ['Silahkan', 'kadaluarsa'],
        blind: [
          'baru menikah dan sedang hamil anak pertama',
          'anak sulung dari keluarga pemilik toko kelontong terbesar di kampung',
        ],
        repetition: [
          'Kesalahan 130 struk yang harus dikoreksi karena harga promo tidak terbaca itu menjadi pelajaran paling berharga bagi saya.',
        ],
      },
      companies: ['UD Bibi Plastik'],
    },
    {
      question: 'Ceritakan pengalaman Anda menyelesaikan konflik dalam tim.',
      text: 'Saya bekerja empat tahun sebagai staf quality control di pabrik garmen yang memproduksi 30.000 potong kaus per minggu untuk merek ekspor. Bagian jahit dan bagian QC sering berselisih karena temuan cacat baru dilaporkan di ujung lini, sehingga operator jahit merasa disalahkan. Saya mengusulkan inspeksi di tengah lini setiap dua jam dan mengadakan pertemuan singkat setiap pagi untuk membahas cacat yang paling sering muncul, dengan foto contoh yang ditempel di papan. Saya juga membuat analisa penyebab cacat bersama kepala lini, bukan mencari siapa yang salah. Saya berasal dari keluarga Tionghoa Katolik di Semarang, sehingga terbiasa menjembatani perbedaan pendapat. Bertubuh mungil dengan tinggi hanya 150 cm, saya kadang tidak dianggap serius oleh kepala lini, tetapi saya tetap tegas. Hasilnya, tingkat reject turun dari 6,5% menjadi 2,8%, dan operator yang trampil membaca spesifikasi buyer bertambah dari 10 menjadi 34 orang. Saya adalah pribadi yang mampu bekerja secara individu maupun dalam tim. Benang dan aksesori kami pasok dari CV Adik Kakak Tekstil, dan mesin jahit dirawat oleh PT Sriwijaya Mesin.',
      planted: {
        spelling: ['analisa', 'trampil'],
        blind: ['keluarga Tionghoa Katolik di Semarang', 'Bertubuh mungil dengan tinggi hanya 150 cm'],
        cliche: ['mampu bekerja secara individu maupun dalam tim'],
      },
      companies: ['CV Adik Kakak Tekstil', 'PT Sriwijaya Mesin'],
    },
    {
      question: 'Apa target Anda setelah bergabung?',
      text: 'Saya bekerja tiga tahun sebagai staf dokumen ekspor-impor di perusahaan forwarder, menyiapkan PEB, PIB, invoice, packing list, dan certificate of origin untuk sekitar 120 kontainer per bulan. Dulu kontainer sering tertahan di pelabuhan karena HS code di invoice tidak sesuai dengan dokumen pabean, sehingga kami terkena biaya demurrage. Saya membuat daftar periksa dokumen sebelum pengajuan ke sistem CEISA dan mencocokkan HS code dengan BTKI terbaru. Hasilnya, kontainer yang tertahan turun dari 14 menjadi 3 per bulan. Berkat daftar periksa itu, perusahaan menghemat biaya demurrage sebesar Rp2,7 miliar dalam setahun. Perlu saya ulangi, penurunan kontainer tertahan dari 14 menjadi 3 per bulan itulah pencapaian terbesar saya. Setelah bergabung, saya ingin menguasai proses impor barang modal dan fasilitas kawasan berikat. Saya juga ingin memperdalam tehnik negosiasi dengan perusahaan pelayaran, karena banyak biaya tambahan muncul akibat jadwal kapal yang berubah dan dokumen yang di kirim terlambat. Pengurusan kepabeanan kami kerjakan bersama PT Cucu Bahari Logistik.',
      planted: {
        spelling: ['tehnik', 'di kirim'],
        repetition: [
          'Perlu saya ulangi, penurunan kontainer tertahan dari 14 menjadi 3 per bulan itulah pencapaian terbesar saya.',
        ],
        claim: ['menghemat biaya demurrage sebesar Rp2,7 miliar'],
      },
      companies: ['PT Cucu Bahari Logistik'],
    },
  ],
};
