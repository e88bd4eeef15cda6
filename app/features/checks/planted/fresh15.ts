// Fresh held-apart sets, round twenty (issue 36): written on 2026-11-30 (18:45-18:53 UTC) by a helper that
// writes no rules (and read none of the checks' rules, lexicons or tests, nor ran any check on this set).
// Six clean answers per language, of about 450-650 Korean and 900-1,200 English and Indonesian characters,
// of fields no earlier set used (a hospital's central sterile supply department, a semiconductor fab's
// cleanroom equipment maintenance, a ferry operator's ticketing and boarding, a public library's children's
// programme, a municipal water treatment plant, a wind farm's turbine maintenance), written as members write:
// loanwords, compounds, trade terms, abbreviations, agencies, figures with units, and company names that look
// like schools, places or family words (declared in `companies`); and six answers per language (a shipyard's
// welding inspection, a bakery chain's central kitchen, gas meter safety visits, a pharmaceutical cold chain,
// hotel housekeeping, an electric bus depot) with planted misspellings (real, common ones: 몇일, 금새, 역활,
// 설겆이, 깨끗히, 일일히, 않하고, 불량율, 사이시옷 in 갯수, spacing of a bound noun in 일한지, and real
// words wrong in context: 대화로서 for 대화로써, 결재 for 결제; maintainance, occured, accomodate, seperate,
// recieved, neccessary, and real words wrong in context: affect for effect, loose for lose, principle for
// principal; KBBI's non-standard forms: resiko, praktek, ijin, merubah, the prefix split in "di periksa", the
// preposition joined in "didalam", the compound joined in "tanggungjawab", the particle joined in "apapun",
// and a real word wrong in context: acuh for "not caring"), eleven blind-hiring mentions per language
// (schools — a 전문대 department, "a graduate of Imperial College London", "lulusan … Universitas Brawijaya" —
// hometowns — "거제 토박이", "Born and bred in Aberdeen", "Saya berasal dari Makassar" — direct and indirect
// ages — "올해 서른둘", "IMF 외환위기가 터지던 해에 태어난", "At 52", "I was born in 1979", "Umur saya
// sekarang 38 tahun", born as the 1998 krismon struck — gender — the first woman inspector, "As a woman in a
// male-dominated yard", "satu-satunya perempuan" — a parent's trade, family wealth (a commercial building, a
// property portfolio, oil-palm plantations), marriage with children, height and weight, religion — a devout
// Buddhist, a practising Muslim, a Catholic active in the parish — and appearance — a kind smile, "a striking
// appearance", "berkulit putih"), two repeated figures or episodes, two clichés, one empty opening and two
// unsupported claims (figures and awards in none of the bench's résumés). Clean answers mention other
// people's families, schools, ages and looks (children's surgery and their parents, new graduates of 22,
// school trips, parents with buggies and passengers over 70 or 80, multicultural and single-parent families,
// a grandchild with a grandparent, parents of newborns, a six-year-old's question) as members do.
// HELD APART: `npm run bench:checks` only says the set exists; `npm run bench:checks -- --blind` runs it,
// once, blind, by the lead, and prints counts only. Do not edit after its first run except to report. Its one
// blind run was on 2026-11-30 at 19:41 UTC (main at acb25ea, after round twenty's rules; counts in ADR 0039,
// round twenty); SEEN since.
import type { PlantedCase } from './types';

export const FRESH15_CASES: Record<'ko' | 'en' | 'id', PlantedCase[]> = {
  ko: [
    {
      question: '지원 직무와 관련해 가장 자신 있는 역량을 경험과 함께 기술해 주십시오.',
      clean: true,
      text: '대학병원 중앙공급실에서 5년간 멸균 담당으로 일하며 수술실과 병동에서 회수되는 기구 세트를 하루 평균 1,100세트씩 세척, 포장, 멸균해 공급했습니다. 정형외과 임플란트 세트는 구성품이 80개가 넘어 조립 과정에서 누락이 생기면 수술이 지연되곤 했습니다. 저는 세트별 구성 사진과 바코드 추적 시스템을 연동해 조립대마다 태블릿 체크리스트를 두었고, 고압증기멸균기는 매일 첫 가동 전에 보위딕 테스트를, 매 부하마다 화학적 지표와 생물학적 지표를 확인하도록 기록지를 고쳤습니다. EO 가스 멸균품은 잔류 가스 배출 시간 12시간을 지키도록 출고 가능 시각을 따로 표시했습니다. 세척기 점검은 외삼촌메디칼, 멸균 포장재는 성균포장과 분기마다 품질 회의를 했습니다. 소아 병동의 만 3세 환아 수술 전날에는 보호자분들이 기구가 어떻게 소독되는지 물으셔서, 간호사와 함께 공급실 안내문을 만들어 드렸습니다. 그 결과 세트 구성 오류가 월 23건에서 2건으로 줄었고, 기구 문제로 인한 수술 지연 보고도 한 해 41건에서 6건이 되었습니다. 보이지 않는 곳의 꼼꼼함이 환자 안전의 첫걸음이라는 것을 배웠습니다.',
      planted: {},
      companies: ['외삼촌메디칼', '성균포장'],
    },
    {
      question: '업무 절차를 개선한 경험을 기술해 주십시오.',
      clean: true,
      text: '반도체 팹의 클린룸에서 4년간 설비 엔지니어로 일하며 포토 공정의 트랙 장비 18대와 스캐너 6대의 PM과 긴급 대응을 맡았습니다. 야간에 인터락이 걸리면 담당자가 방진복을 입고 올 때까지 장비가 멈춰 설비 가동률이 목표 92%를 밑돌았습니다. 저는 MES의 알람 로그 1년 치를 분석해 자주 반복되는 알람 20가지를 추리고, 원인과 조치 순서를 담은 트러블슈팅 가이드를 만들어 교대조가 LOTO 절차에 따라 직접 1차 조치를 할 수 있게 했습니다. 또 파티클 카운터 수치가 자주 높게 나오는 베이를 찾아 FFU 필터 교체 주기를 6개월에서 4개월로 앞당겼습니다. 부품 수리는 고려정밀, 진공 펌프 오버홀은 동탄테크와 협력했습니다. 신입 엔지니어 교육 때는 이제 막 공대를 졸업한 스물네 살 후배들이 많아, 클린룸 출입 절차부터 그림으로 정리해 알려 주었습니다. 그 결과 설비 가동률이 89.3%에서 94.1%로 올랐고, 야간 장비 다운 시간은 월 평균 37시간에서 11시간으로 줄었습니다. 장비를 아는 만큼 멈춤이 짧아진다는 것을 배웠습니다.',
      planted: {},
      companies: ['고려정밀', '동탄테크'],
    },
    {
      question: '고객을 위해 노력했던 경험을 기술해 주십시오.',
      clean: true,
      text: '연안여객선 운항사에서 3년간 매표와 승선 관리를 맡아 여름 성수기 하루 평균 2,400명의 승객과 차량 380대를 카페리 세 척에 태웠습니다. 신분증 확인과 승선권 발권이 한 창구에서 이뤄져 출항 20분 전이면 줄이 터미널 밖까지 늘어섰습니다. 저는 한국해운조합 승선권 시스템에 맞춰 모바일 승선권 도입을 준비하고, 차량 선적은 차종과 중량에 따라 사전 배정표를 만들어 램프에서 바로 선적 순서를 안내했습니다. 기상 악화로 운항 통제가 예상되면 전날 오후에 예약 승객에게 문자를 보내 환불과 변경 절차를 안내했습니다. 매표 단말 유지보수는 목포정보통신, 차량 유도 인력은 할매해운서비스와 협력했습니다. 수학여행 온 중학생 단체는 인솔 교사에게 명단을 미리 받아 일괄 발권했고, 유모차를 끄는 부모님과 일흔이 넘은 어르신들은 먼저 승선하도록 동선을 나누었습니다. 그 결과 창구 평균 대기 시간이 18분에서 6분으로 줄었고, 출항 지연은 성수기 기준 월 14회에서 2회로 줄었습니다. 섬 주민과 관광객 모두에게 배는 곧 길이라는 것을 배웠습니다.',
      planted: {},
      companies: ['목포정보통신', '할매해운서비스'],
    },
    {
      question: '지원 분야에 관심을 갖게 된 계기와 관련 경험을 기술해 주십시오.',
      clean: true,
      text: '구립 도서관 어린이자료실에서 4년간 사서로 일하며 연간 300회가 넘는 어린이 독서 프로그램을 기획하고 운영했습니다. 방학 특강은 선착순 온라인 접수라 몇 분 만에 마감되고, 정작 도서관 가까이 사는 아이들은 참여하지 못한다는 민원이 많았습니다. 저는 대출 회원 통계와 참여 기록을 분석해 참여가 적은 동네를 찾고, 접수 방식을 추첨제로 바꾸면서 다문화가정과 한부모가정 아이들을 위한 우선 배정 좌석을 두었습니다. 또 영유아 북스타트 꾸러미를 보건소 예방접종 일정에 맞춰 배부했고, 그림책 읽어 주기 자원봉사자는 사전 교육 8시간을 거치도록 했습니다. 교구와 도서 납품은 서울대교구서적, 인형극 공연은 이모네극단과 함께했습니다. 초등학교 2학년 아이가 할아버지 손을 잡고 와 처음으로 자기 이름의 대출증을 만들던 모습이 기억에 남습니다. 그 결과 프로그램 참여 아동이 연 3,800명에서 6,100명으로 늘었고, 처음 참여한 아이의 재방문율도 41%에서 67%로 올랐습니다. 책과 아이를 잇는 일은 문턱을 낮추는 데서 시작한다는 것을 배웠습니다.',
      planted: {},
      companies: ['서울대교구서적', '이모네극단'],
    },
    {
      question: '전문성을 발휘해 성과를 낸 경험을 기술해 주십시오.',
      clean: true,
      text: '시 상수도사업본부 정수장에서 5년간 수질 운영 담당으로 일하며 하루 25만 톤의 원수를 응집, 침전, 여과, 소독해 공급했습니다. 장마철에는 원수 탁도가 평소 3 NTU에서 200 NTU 넘게 치솟아 PAC 주입량을 맞추기 어려웠고, 여과지 역세척 주기도 짧아졌습니다. 저는 자테스트 결과와 탁도, pH, 알칼리도 기록 3년 치를 정리해 원수 탁도별 응집제 주입 기준표를 만들고, 탁도계 값에 따라 주입량을 보정하도록 SCADA 설정을 바꾸었습니다. 정수 탁도는 먹는물 수질기준보다 엄격한 0.1 NTU를 내부 목표로 잡았고, 잔류염소가 배수지 말단까지 0.2 mg/L 이상인지 매일 확인했습니다. 계측기 교정은 연세계측, 약품 납품은 대구화학과 함께했습니다. 초등학교 4학년 학생들이 견학을 오면 응집 과정을 비커 실험으로 보여 주었고, 분유를 타는 갓난아기 부모님들의 문의에는 수질 검사 결과를 설명해 드렸습니다. 그 결과 장마철 정수 탁도 초과가 한 해 9회에서 0회가 되었고, 응집제 사용량은 17% 줄었습니다. 수돗물의 신뢰는 보이지 않는 기준에서 나온다는 것을 배웠습니다.',
      planted: {},
      companies: ['연세계측', '대구화학'],
    },
    {
      question: '입사 후 이루고 싶은 목표와 이를 위한 준비를 기술해 주십시오.',
      clean: true,
      text: '해상풍력단지 운영사에서 3년간 터빈 정비 기술자로 일하며 3.6MW급 터빈 20기의 예방 정비와 고장 대응을 맡았습니다. 기어박스 베어링 온도 알람이 잦았지만 파고 때문에 CTV가 뜨지 못하는 날이 많아 정비가 밀리고 터빈 가용률이 떨어졌습니다. 저는 SCADA의 10분 평균 데이터와 진동 감시 CMS 기록을 비교해 베어링 손상 징후를 미리 찾는 기준을 만들고, 파고 1.5m 이하로 예보된 날에 정비를 몰아 계획했습니다. 나셀 진입 전에는 GWO 교육을 마친 두 명이 한 조가 되어 추락 방지 장비와 구조 키트를 서로 점검하도록 했습니다. 블레이드 점검은 한라드론, 부품 해상 운송은 삼형제마린과 함께했습니다. 인근 초등학교 5학년 아이들이 견학 왔을 때 블레이드 한 장이 축구장 폭보다 길다고 알려 주자 눈이 휘둥그레졌습니다. 그 결과 터빈 가용률이 93.2%에서 97.5%로 올랐고, 기어박스 교체는 한 해 3건에서 1건으로 줄었습니다. 앞으로는 부유식 해상풍력 정비 기준을 만드는 데 기여하고 싶습니다. 바람이 전기가 되기까지 얼마나 많은 손이 필요한지 배웠습니다.',
      planted: {},
      companies: ['한라드론', '삼형제마린'],
    },
    {
      question: '지원 동기와 관련 경험을 기술해 주십시오.',
      text: '저는 이번 채용에 지원한 지원자입니다. 거제에서 태어나 한 번도 떠나 본 적 없는 거제 토박이로, 조선소 품질관리팀에서 5년간 용접 검사원으로 일하며 LNG 운반선 블록의 UT, RT 검사를 맡았습니다. 입사 초기에는 검사 요청이 몰리는 날이면 몇일씩 검사가 밀려 도장 공정까지 늦어졌습니다. 저는 블록별 용접 길이와 검사 비율을 정리해 검사 일정표를 만들고, 결함 유형별 사진을 모아 용접사 교육 자료로 썼습니다. 여자 검사원은 팀에서 제가 처음이었지만 현장 반장님들과의 갈등을 대화로서 하나씩 풀어 나갔습니다. 그 결과 RT 불량율이 4.8%에서 1.9%로 낮아졌습니다. 비파괴검사 장비 교정은 진해검사기술과 함께했습니다.',
      planted: {
        spelling: ['몇일', '대화로서', '불량율'],
        blind: ['거제 토박이', '여자 검사원은 팀에서 제가 처음'],
        opening: ['저는 이번 채용에 지원한 지원자입니다.'],
      },
      companies: ['진해검사기술'],
    },
    {
      question: '가장 자신 있는 직무 역량을 기술해 주십시오.',
      text: '베이커리 프랜차이즈 중앙주방에서 4년간 생산 파트장으로 일하며 하루 1만 2천 개의 냉동 생지와 크림류를 생산해 전국 180개 매장에 공급했습니다. 어머니께서 시장에서 30년째 떡집을 하셔서 어릴 때부터 반죽을 만지며 자랐습니다. 여름이면 커스터드 크림이 금새 상해 출고 전 폐기가 잦았습니다. 저는 HACCP 중요관리점인 가열 온도와 냉각 시간을 다시 잡고, 블라스트 칠러 냉각 기준을 90분 안에 10도 이하로 바꾸었습니다. 교대가 끝나면 설겆이 구역과 생산 구역의 동선이 겹치지 않도록 배치도 바꿨고, 포장재는 외갓집포장과 함께 바꿨습니다. 올해 서른둘인 저는 어느새 현장에서 가장 오래 남은 직원이 되었습니다. 그 결과 크림류 폐기량이 월 1.4톤에서 0.5톤으로 줄었습니다. 언제나 준비된 인재로서 귀사의 생산 현장에 보탬이 되겠습니다.',
      planted: {
        spelling: ['금새', '설겆이'],
        blind: ['어머니께서 시장에서 30년째 떡집을 하셔서', '올해 서른둘'],
        cliche: ['준비된 인재'],
      },
      companies: ['외갓집포장'],
    },
    {
      question: '고객 만족을 위해 노력한 경험을 기술해 주십시오.',
      text: '도시가스 회사에서 3년간 안전점검원으로 일하며 한 달 평균 1,600세대의 정기 점검을 맡았습니다. IMF 외환위기가 터지던 해에 태어난 저는 두 아이의 엄마이기도 해서, 낮 시간에 집을 비우는 맞벌이 세대의 사정을 잘 압니다. 부재 세대가 40%를 넘어 재방문이 반복되었고, 일부 점검원은 부재 세대에 안내문도 않하고 돌아가기도 했습니다. 저는 점검 예약 문자를 도입해 저녁 7시와 토요일 오전 방문 시간을 열었고, 신입 점검원의 역활을 선배와 짝지어 나누었습니다. 그 결과 부재율이 41%에서 17%로 낮아졌고, 고객 만족도를 340% 끌어올렸습니다. 독실한 불교 신자로서 매일 아침 마음을 다잡고 현장에 나섭니다. 가스 누설 경보기 납품은 울산안전기기와 함께했습니다.',
      planted: {
        spelling: ['않하고', '역활'],
        blind: ['IMF 외환위기가 터지던 해에 태어난', '두 아이의 엄마', '독실한 불교 신자'],
        claim: ['고객 만족도를 340% 끌어올렸습니다'],
      },
      companies: ['울산안전기기'],
    },
    {
      question: '문제를 분석하고 해결한 경험을 기술해 주십시오.',
      text: '의약품 물류센터에서 4년간 콜드체인 담당으로 일하며 2~8도 보관 의약품의 입고, 보관, 출하를 맡았습니다. 인하공전 항공기계과를 졸업한 뒤 첫 직장으로 이곳에 들어왔습니다. 하절기에는 출하 대기 중 온도 이탈이 월 12건씩 발생했습니다. 저는 보냉 박스별 아이스팩 갯수와 배송 시간을 대조해 포장 기준을 다시 만들고, 온도 기록계 데이터를 일일히 내려받아 구간별 이탈 원인을 찾았습니다. 키 185cm에 체중 92kg의 체격이라 무거운 보냉 박스 적재에도 늘 앞장섰습니다. 그 결과 온도 이탈이 월 1건으로 줄었습니다. 포장 기준 하나로 온도 이탈을 월 12건에서 1건으로 줄인 경험은 지금도 제 자랑입니다. 온도 기록계는 고모네계측과 함께 교체했습니다.',
      planted: {
        spelling: ['갯수', '일일히'],
        blind: ['인하공전 항공기계과를 졸업한', '키 185cm에 체중 92kg'],
        repetition: ['포장 기준 하나로 온도 이탈을 월 12건에서 1건으로 줄인 경험은 지금도 제 자랑입니다.'],
      },
      companies: ['고모네계측'],
    },
    {
      question: '본인의 강점을 경험과 함께 기술해 주십시오.',
      text: '호텔 객실관리팀에서 3년간 하우스키핑 슈퍼바이저로 일하며 객실 420실의 청소 품질과 린넨 관리를 맡았습니다. 체크아웃이 몰리는 주말에는 객실 준비가 늦어져 얼리 체크인 고객의 불만이 잦았습니다. 저는 PMS의 체크아웃 예정 시간을 보고 룸메이드 배정을 층별로 다시 짜고, 욕실은 깨끗히 닦는 데 그치지 않고 배수구와 거울까지 점검하는 순서를 표준으로 정했습니다. 미니바 추가 요금 결재 누락도 프런트와 함께 매일 대조했습니다. 집안에 상가 건물이 있어 생활 걱정 없이 일에만 전념할 수 있었고, 웃는 얼굴이 곱다는 말을 자주 들어 VIP 객실 응대도 맡았습니다. 그 결과 객실 준비 지연이 주말 평균 35실에서 8실로 줄었습니다. 저의 강점은 성실함과 책임감입니다. 린넨 세탁은 명동세탁과 함께했습니다.',
      planted: {
        spelling: ['깨끗히', '결재'],
        blind: ['집안에 상가 건물이 있어 생활 걱정 없이', '웃는 얼굴이 곱다는 말을 자주 들어'],
        cliche: ['성실함과 책임감'],
      },
      companies: ['명동세탁'],
    },
    {
      question: '가장 큰 성과를 낸 경험을 기술해 주십시오.',
      text: '시내버스 회사 정비팀에서 일한지 4년이 되었습니다. 전기버스 58대의 배터리와 냉난방 장치 정비를 맡으며, 겨울철 히트펌프 고장으로 운행에서 빠지는 차량이 하루 5대가 넘었습니다. 저는 BMS 로그와 고장 기록을 차량별로 정리해 고장이 잦은 부품을 예방 교체 목록에 올렸고, 점검은 야간 충전 시간에 몰아 했습니다. 그 결과 겨울철 결행 차량이 하루 1대로 줄었고, 회사 정비비를 62% 절감했습니다. 다시 말씀드리면, 겨울철 하루 5대씩 빠지던 차량을 1대로 줄인 것이 제가 가장 자랑스러워하는 성과입니다. 충전기 유지보수는 아버지전기와 함께했습니다.',
      planted: {
        spelling: ['일한지'],
        repetition: [
          '다시 말씀드리면, 겨울철 하루 5대씩 빠지던 차량을 1대로 줄인 것이 제가 가장 자랑스러워하는 성과입니다.',
        ],
        claim: ['회사 정비비를 62% 절감했습니다'],
      },
      companies: ['아버지전기'],
    },
  ],
  en: [
    {
      question: 'Tell us about yourself and the experience that best prepares you for this role.',
      clean: true,
      text: 'For four years I worked as a sterile processing technician in the central sterile services department (CSSD) of a 650-bed teaching hospital, decontaminating, assembling and sterilising about 900 instrument trays a day for 22 operating theatres. Orthopaedic trays with more than 120 pieces were often sent up with a retractor missing, which delayed the first case. I photographed every tray against its count sheet, linked the photos to our barcode tracking system and put a tablet at each assembly bench, so technicians tick off each item before wrapping. I also rewrote the autoclave log: a Bowie-Dick test before the first cycle, chemical indicators in every pack and a biological indicator in every load containing implants, quarantined until read. Washer-disinfectors were serviced by Brother Steriservice, and our wraps and pouches came from Eton Medical Supplies. When parents of children booked for tonsillectomies asked how instruments are cleaned, I helped paediatric nurses write a one-page leaflet with pictures. Tray errors fell from 31 a month to 4, and theatre delays caused by instruments dropped from 52 a year to 7. Patients never see our work, and that is why it has to be exact.',
      planted: {},
      companies: ['Brother Steriservice', 'Eton Medical Supplies'],
    },
    {
      question: 'Describe a time you improved a process at work.',
      clean: true,
      text: 'At a 300 mm wafer fab I spent five years as a cleanroom equipment technician on the etch module, looking after 14 plasma etch chambers and their RF generators, turbo pumps and chillers. Unplanned downs on the night shift were our biggest loss, because the on-call engineer often took 40 minutes to gown up and reach the tool. I pulled a year of alarm history from the MES and FDC system, found the 25 alarms behind 80% of downtime and wrote a troubleshooting guide with photos, so operators on shift could clear first-level faults safely under lockout/tagout. I also tied wet clean intervals to RF hours rather than the calendar, which cut particle excursions after preventive maintenance. Spare parts were repaired by Cambridge Vacuum Repair, and chamber parts were cleaned and recoated by Granny Smith Coatings. When graduates of 22 or 23 joined us straight from university, I walked them through gowning and cleanroom etiquette on their first day. Tool availability rose from 88.6% to 94.0%, and mean time to repair fell from 3.1 hours to 1.4 hours. I learned that good documentation keeps a fab running at three in the morning.',
      planted: {},
      companies: ['Cambridge Vacuum Repair', 'Granny Smith Coatings'],
    },
    {
      question: 'Tell us about a time you put customers first.',
      clean: true,
      text: "I worked for three years in ticketing and boarding for a ferry operator running four ro-pax vessels on a 90-minute crossing, handling up to 3,500 foot passengers and 600 vehicles a day in summer. Check-in and ticket sales shared the same booths, so queues backed up onto the port road and sailings left late. I moved online bookings to e-tickets scanned at the gate, set up separate lanes for freight, cars and motorhomes, and wrote a loading plan with the deck officers so vehicles were marshalled by height and weight before the ramp came down. When the Met Office issued a gale warning, we texted booked passengers the evening before with rebooking options. Our booking system was supported by Oxford Ticketing, and our car park stewards came from Uncle Sam's Marshalling. School parties on their way to outdoor centres were checked in with their teachers as one group, and parents with buggies and passengers over 80 were boarded first through the lift. Average queue time fell from 25 minutes to 8, and late departures dropped from 19 a month to 3. I learned that a calm boarding starts hours before the ship arrives.",
      planted: {},
      companies: ['Oxford Ticketing', "Uncle Sam's Marshalling"],
    },
    {
      question: 'Why are you interested in this role, and what have you done that is relevant?',
      clean: true,
      text: "For four years I have been a children's librarian in a busy branch library, running about 280 sessions a year: Rhyme Time for babies, Lego clubs, homework help and the Summer Reading Challenge. Our free sessions were booked out online within minutes, and families who lived closest to the branch, often without a laptop at home, rarely got a place. Using our Spydus loan records and session registers, I mapped which postcodes were missing and held back half of every session for families who walked in on the day. I also took Bookstart packs to the health visitors' baby clinics, trained eight volunteers in reading aloud and safeguarding, and set up a dyslexia-friendly shelf with the SENCOs of two local schools. Our stock came from Harrow Library Supplies, and puppet shows were booked with Auntie Mabel's Theatre. One seven-year-old boy came every week with his grandmother until he borrowed his first chapter book on his own card, which is still my favourite moment. Attendance rose from 4,100 to 6,700 children a year, and 58% of first-time children came back within three months, up from 35%. I learned that a library grows readers by making the door easy to walk through.",
      planted: {},
      companies: ['Harrow Library Supplies', "Auntie Mabel's Theatre"],
    },
    {
      question: 'Describe an achievement that shows your technical expertise.',
      clean: true,
      text: 'For five years I have been a process operator at a municipal water treatment works supplying 120 megalitres a day to about 400,000 people. In heavy rain, raw water turbidity rose from 2 NTU to over 150 NTU, and manual coagulant dosing could not keep up, so the rapid gravity filters blinded and needed backwashing twice as often. I collected three years of jar test results with turbidity, pH, colour and alkalinity readings, built a dosing table for ferric sulphate by raw water quality, and worked with our instrument team to let the SCADA trim the dose from online turbidity monitors. We kept final water turbidity below 0.1 NTU, well inside the regulatory limit, and checked free chlorine at the service reservoir outlets every day. Our analysers were calibrated by Winchester Instruments, and chemicals were delivered by Mother Earth Chemicals. When Year 5 classes visited, I showed them flocculation in a beaker, and I answered calls from parents of newborns asking whether boiled tap water was safe for formula. Wet-weather turbidity exceedances fell from 11 a year to none, and coagulant use dropped by 14%. I learned that trust in tap water is built on readings nobody sees.',
      planted: {},
      companies: ['Winchester Instruments', 'Mother Earth Chemicals'],
    },
    {
      question: 'Where do you see yourself in five years, and how are you preparing for it?',
      clean: true,
      text: "I spent three years as a wind turbine technician at an offshore wind farm of 48 turbines rated at 8 MW each, doing scheduled services and fault callouts. Gearbox and main bearing temperature alarms were common, but crew transfer vessels could not sail in waves over 1.5 m, so work piled up and availability suffered. I compared ten-minute SCADA data with vibration trends from the condition monitoring system to flag bearings showing early damage, and planned visits for weather windows so each transfer covered two or three turbines. Before climbing, each pair of technicians checked each other's harness, fall arrest and rescue kit, and all of us held GWO Basic Safety Training. Blade inspections were flown by Highland Drone Services, and spare parts came through Three Brothers Marine. When a primary school class visited the operations base, a six-year-old girl asked whether the blades ever get dizzy, and I showed the children that one blade is longer than a football pitch is wide. Availability rose from 93.8% to 97.6%, and main bearing replacements fell from four a year to one. In five years I want to lead a maintenance team on a floating wind site.",
      planted: {},
      companies: ['Highland Drone Services', 'Three Brothers Marine'],
    },
    {
      question: 'Why do you want this job?',
      text: 'I am writing to apply for this position and I would like to introduce myself. Born and bred in Aberdeen, I have spent six years as a welding inspector at a shipyard building offshore support vessels, certified to CSWIP 3.1, checking fit-up, preheat and visual quality before welds go to ultrasonic and radiographic testing. When I started, repairs were found late because inspection requests came in batches at the end of each shift, and hull blocks waited days for release. I set up a daily inspection schedule with the block supervisors and a defect photo library that welders could use in toolbox talks. As a woman in a male-dominated yard, I had to earn trust on the panel line first. Weld repair rates fell from 5.2% to 2.1%. I also logged every maintainance job on our UT sets so none went out of calibration, and when a porosity problem occured on the double-bottom blocks, I traced it to damp flux and changed the storage routine. Our NDT subcontractor was Caledonian Testing.',
      planted: {
        spelling: ['maintainance', 'occured'],
        blind: ['Born and bred in Aberdeen', 'As a woman in a male-dominated yard'],
        opening: ['I am writing to apply for this position and I would like to introduce myself.'],
      },
      companies: ['Caledonian Testing'],
    },
    {
      question: 'What is your greatest strength?',
      text: "At 52, I have run the night production at a bakery chain's central kitchen for seven years, making 15,000 croissants, laminated doughs and fillings a day for 140 shops. My father was a master baker in Lyon, so I grew up around ovens. In summer, custard and cream fillings spoiled quickly and we threw away too much. I rewrote our HACCP plan for cooking and cooling, so every batch reaches 75°C and goes into the blast chiller to below 5°C within 90 minutes, and I reorganised the kitchen to accomodate a seperate allergen room for nut-free lines. Waste fell from 1.6 tonnes a month to 0.6 tonnes. I always think outside the box. Our packaging now comes from Grandma's Wraps.",
      planted: {
        spelling: ['accomodate', 'seperate'],
        blind: ['At 52', 'My father was a master baker in Lyon'],
        cliche: ['think outside the box'],
      },
      companies: ["Grandma's Wraps"],
    },
    {
      question: 'Tell us about a time you went the extra mile for customers.',
      text: 'For three years I have been a field engineer for a gas distribution network, carrying out safety checks and meter exchanges in about 1,500 homes a month. I was born in 1979 and I am a married mother of three, so I understand why customers cannot always be at home during the day. Missed appointments were over 40%, and some engineers left without a card when nobody answered. I introduced text reminders, evening and Saturday slots and a call before arrival. As a practising Muslim, I plan my routes around prayer times and still finish every visit. No-access visits fell from 41% to 16%, and I recieved the 2024 National Gas Safety Gold Award for the scheme. Meter stock came from Sheffield Metering.',
      planted: {
        spelling: ['recieved'],
        blind: ['I was born in 1979', 'a married mother of three', 'As a practising Muslim'],
        claim: ['the 2024 National Gas Safety Gold Award'],
      },
      companies: ['Sheffield Metering'],
    },
    {
      question: 'Describe a problem you analysed and solved.',
      text: 'I have worked for four years in a pharmaceutical distribution centre as cold chain lead, receiving, storing and shipping medicines kept at 2-8°C. I am a graduate of Imperial College London in mechanical engineering. In summer we had about 12 temperature excursions a month while orders waited on the dock. I matched the number of ice packs per insulated box to delivery times and downloaded every data logger to find where excursions happened; it was neccessary to change the packing rules for the longest routes. Standing 6 ft 4 in and weighing 105 kg, I was always the first to lift the heaviest shippers. Excursions fell to one a month. The new packing rules had a real affect on our GDP audit results. To say it again, cutting excursions from twelve a month to just one with a packing rule is the result I am proudest of. Our data loggers came from Cousin Freight Tech.',
      planted: {
        spelling: ['neccessary', 'affect'],
        blind: ['a graduate of Imperial College London', 'Standing 6 ft 4 in and weighing 105 kg'],
        repetition: [
          'To say it again, cutting excursions from twelve a month to just one with a packing rule is the result I am proudest of.',
        ],
      },
      companies: ['Cousin Freight Tech'],
    },
    {
      question: 'What makes you a good fit for our team?',
      text: "I have been a housekeeping supervisor for three years at a 420-room city hotel, responsible for room quality and linen. On weekends, checkouts came in a rush and rooms were not ready for early arrivals. I used the PMS departure times to assign room attendants floor by floor, set a standard bathroom check order, and reconciled minibar charges with the front desk every day so we did not loose revenue. My family's property portfolio means I can focus on work without worrying about money, and guests often say I have a lovely smile and a striking appearance, so I look after our VIP floors. Rooms not ready by 3 pm fell from 35 to 8 on an average weekend. I am a team player who gives 110%. Our linen is laundered by Windsor Laundry.",
      planted: {
        spelling: ['loose'],
        blind: ["My family's property portfolio", 'a lovely smile and a striking appearance'],
        cliche: ['a team player who gives 110%'],
      },
      companies: ['Windsor Laundry'],
    },
    {
      question: 'Tell us about your proudest achievement.',
      text: "I have been a technician in a bus depot for four years, maintaining 58 electric buses, their batteries and their heat pump heating systems. In winter, heat pump faults took more than five buses a day out of service. I sorted the BMS logs and fault records by vehicle, added the parts that failed most to our preventive replacement list, and moved inspections to the overnight charging window, as the principle engineer asked. Winter withdrawals fell to one bus a day. Across the depot, I also cut maintenance costs by 73%. Put simply, bringing winter withdrawals down from five buses a day to one is the achievement I value most. Our chargers are maintained by Dad's Electrical.",
      planted: {
        spelling: ['principle'],
        repetition: [
          'Put simply, bringing winter withdrawals down from five buses a day to one is the achievement I value most.',
        ],
        claim: ['cut maintenance costs by 73%'],
      },
      companies: ["Dad's Electrical"],
    },
  ],
  id: [
    {
      question: 'Ceritakan tentang diri Anda dan pengalaman yang paling relevan dengan posisi ini.',
      clean: true,
      text: 'Selama empat tahun saya bekerja sebagai petugas Central Sterile Supply Department (CSSD) di rumah sakit tipe A dengan 600 tempat tidur. Setiap hari kami mendekontaminasi, mengemas, dan mensterilkan sekitar 850 set instrumen untuk 18 kamar operasi. Set ortopedi berisi lebih dari 100 item sering tiba di kamar operasi dengan satu klem yang kurang, sehingga operasi pertama pagi hari tertunda. Saya memotret setiap set sesuai daftar isinya, menghubungkan foto itu dengan sistem pelacakan barcode, dan memasang tablet di setiap meja pengemasan. Log autoklaf juga saya perbarui: uji Bowie-Dick sebelum siklus pertama, indikator kimia di setiap kemasan, dan indikator biologis pada setiap muatan berisi implan. Perawatan washer disinfector dilakukan oleh PT Bapak Medika, sedangkan bahan kemasan kami beli dari CV Gadjah Mada Steril. Ketika orang tua pasien anak berusia tiga tahun bertanya bagaimana alat operasi dibersihkan, saya membantu perawat ruang anak menyusun brosur bergambar. Hasilnya, kesalahan isi set turun dari 27 menjadi 3 kasus per bulan, dan penundaan operasi karena instrumen berkurang dari 45 menjadi 6 kali setahun. Keselamatan pasien dimulai dari pekerjaan yang tidak terlihat.',
      planted: {},
      companies: ['PT Bapak Medika', 'CV Gadjah Mada Steril'],
    },
    {
      question: 'Ceritakan pengalaman Anda memperbaiki proses kerja.',
      clean: true,
      text: 'Saya bekerja lima tahun sebagai teknisi perawatan peralatan cleanroom di pabrik semikonduktor di Batam, menangani 16 mesin wire bonder dan 6 mesin die attach beserta pompa vakum dan chiller-nya. Kerusakan mendadak pada sif malam menjadi kerugian terbesar, karena teknisi jaga butuh 40 menit untuk berganti pakaian cleanroom dan tiba di mesin. Saya menarik data alarm satu tahun dari MES, menemukan 20 alarm yang menyebabkan 80% downtime, lalu menyusun panduan troubleshooting bergambar agar operator bisa menangani gangguan tingkat pertama dengan aman sesuai prosedur LOTO. Jadwal penggantian filter FFU juga saya percepat dari enam bulan menjadi empat bulan setelah jumlah partikel di zona kelas ISO 6 sering melewati batas. Suku cadang diperbaiki oleh PT Paman Presisi, dan kalibrasi alat ukur dilakukan oleh PT Trisakti Kalibrasi. Banyak operator baru yang baru lulus SMK dan berusia 18 atau 19 tahun, jadi pada hari pertama saya mendampingi mereka mempelajari tata cara masuk cleanroom. Hasilnya, ketersediaan mesin naik dari 87,9% menjadi 93,6%, dan waktu rata-rata perbaikan turun dari 2,8 jam menjadi 1,3 jam. Dokumentasi yang baik menjaga pabrik tetap berjalan pukul tiga pagi.',
      planted: {},
      companies: ['PT Paman Presisi', 'PT Trisakti Kalibrasi'],
    },
    {
      question: 'Ceritakan pengalaman Anda mengutamakan pelanggan.',
      clean: true,
      text: 'Selama tiga tahun saya bertugas di bagian tiket dan boarding pada operator kapal penyeberangan yang melayani lintasan dua jam dengan empat kapal ro-ro. Saat mudik Lebaran, kami melayani 9.000 penumpang pejalan kaki dan 1.800 kendaraan per hari. Dulu pembelian tiket dan pemeriksaan identitas dilakukan di loket yang sama, sehingga antrean kendaraan mengular sampai 3 km ke jalan raya. Saya membantu penerapan tiket daring yang dipindai di gerbang, memisahkan jalur truk logistik, mobil pribadi, dan sepeda motor, serta menyusun rencana muat bersama mualim agar kendaraan diatur menurut golongan dan beratnya sebelum rampa diturunkan. Saat BMKG mengeluarkan peringatan gelombang tinggi, penumpang yang sudah memesan kami kabari sehari sebelumnya lewat SMS beserta pilihan penjadwalan ulang. Sistem tiket kami didukung PT Nusantara Tiket Udayana, dan petugas parkir berasal dari CV Kakak Beradik Jaya. Rombongan siswa SD kami daftarkan lewat gurunya, sedangkan ibu hamil, penumpang lansia di atas 70 tahun, dan orang tua yang membawa bayi kami naikkan lebih dulu. Hasilnya, waktu antre rata-rata turun dari 3 jam menjadi 50 menit, dan keberangkatan terlambat berkurang dari 22 menjadi 4 kali per bulan.',
      planted: {},
      companies: ['PT Nusantara Tiket Udayana', 'CV Kakak Beradik Jaya'],
    },
    {
      question: 'Mengapa Anda tertarik pada bidang ini, dan pengalaman apa yang Anda miliki?',
      clean: true,
      text: 'Saya bekerja empat tahun sebagai pustakawan layanan anak di perpustakaan umum daerah, mengelola sekitar 250 kegiatan per tahun: dongeng untuk balita, klub membaca, lomba mewarnai, dan bimbingan belajar. Kegiatan gratis kami selalu penuh dalam hitungan menit lewat formulir daring, sementara keluarga yang tinggal paling dekat, banyak di antaranya tanpa ponsel pintar, jarang kebagian tempat. Dengan data peminjaman dari INLISLite dan daftar hadir kegiatan, saya memetakan kelurahan yang belum terjangkau, lalu menyisihkan separuh kursi untuk anak yang datang langsung. Saya juga membawa paket buku bergambar ke posyandu bersamaan dengan jadwal imunisasi, melatih 10 relawan mendongeng, dan membuka rak buku braille bersama SLB terdekat. Buku anak kami pasok dari CV Pelita Harapan Pustaka, dan pertunjukan boneka bekerja sama dengan Sanggar Nenek Ceria. Seorang anak kelas 2 SD datang setiap minggu bersama neneknya sampai akhirnya meminjam novel pertamanya dengan kartunya sendiri. Hasilnya, jumlah anak peserta kegiatan naik dari 3.600 menjadi 5.900 per tahun, dan 61% anak yang baru pertama kali ikut datang kembali dalam tiga bulan, dari sebelumnya 33%.',
      planted: {},
      companies: ['CV Pelita Harapan Pustaka', 'Sanggar Nenek Ceria'],
    },
    {
      question: 'Ceritakan pencapaian yang menunjukkan keahlian teknis Anda.',
      clean: true,
      text: 'Selama lima tahun saya bekerja sebagai operator proses di instalasi pengolahan air (IPA) milik PDAM kota dengan kapasitas 1.200 liter per detik untuk sekitar 350.000 pelanggan. Saat musim hujan, kekeruhan air baku sungai naik dari 30 NTU menjadi lebih dari 800 NTU, sehingga dosis PAC yang diatur manual sering terlambat dan saringan pasir cepat tersumbat. Saya mengumpulkan hasil jar test tiga tahun beserta data kekeruhan, pH, dan alkalinitas, menyusun tabel dosis koagulan menurut kualitas air baku, lalu mengatur SCADA agar dosis mengikuti turbidimeter daring. Kekeruhan air produksi kami jaga di bawah 1 NTU, lebih ketat dari baku mutu Permenkes, dan sisa klor di reservoir distribusi kami periksa setiap hari agar minimal 0,2 mg/L. Alat analisis dikalibrasi oleh PT Airlangga Instrumen, dan bahan kimia dipasok PT Ibu Pertiwi Kimia. Saat siswa kelas 5 SD berkunjung, saya memperagakan proses flokulasi dalam gelas kimia, dan saya menjawab telepon para ibu yang baru melahirkan tentang aman tidaknya air keran yang dimasak untuk susu formula. Hasilnya, pelampauan kekeruhan di musim hujan turun dari 12 kali menjadi nol dalam setahun, dan pemakaian koagulan berkurang 15%.',
      planted: {},
      companies: ['PT Airlangga Instrumen', 'PT Ibu Pertiwi Kimia'],
    },
    {
      question: 'Di mana Anda melihat diri Anda lima tahun lagi?',
      clean: true,
      text: 'Saya bekerja tiga tahun sebagai teknisi turbin di ladang angin darat di Sulawesi Selatan yang memiliki 30 turbin berkapasitas 2,5 MW, menangani perawatan terjadwal dan panggilan gangguan. Alarm suhu gearbox sering muncul, tetapi pekerjaan di nacelle tidak boleh dilakukan saat kecepatan angin di atas 15 m/s, sehingga perbaikan menumpuk dan ketersediaan turbin turun. Saya membandingkan data SCADA rata-rata sepuluh menit dengan tren getaran dari sistem CMS untuk menandai bantalan yang mulai rusak, lalu menjadwalkan kunjungan pada cuaca tenang. Sebelum memanjat, setiap pasangan teknisi saling memeriksa harness, alat penahan jatuh, dan perlengkapan penyelamatan, dan semua memegang sertifikat GWO. Inspeksi bilah dengan drone dilakukan PT Kakek Angkasa, sedangkan suku cadang dikirim oleh PT Hasanuddin Logistik. Ketika rombongan siswa SMP berkunjung, seorang anak perempuan berusia 13 tahun bertanya mengapa turbin berhenti saat angin terlalu kencang. Hasilnya, ketersediaan turbin naik dari 94,1% menjadi 97,8%, dan penggantian gearbox turun dari tiga menjadi satu unit per tahun. Lima tahun lagi saya ingin memimpin tim perawatan di proyek angin lepas pantai pertama di Indonesia.',
      planted: {},
      companies: ['PT Kakek Angkasa', 'PT Hasanuddin Logistik'],
    },
    {
      question: 'Mengapa Anda melamar posisi ini?',
      text: 'Perkenalkan, saya adalah pelamar untuk posisi ini. Saya berasal dari Makassar dan bekerja lima tahun sebagai inspektor las di galangan kapal yang membangun kapal tunda dan tongkang. Tugas saya memeriksa fit-up, preheat, dan visual las sebelum diuji UT dan RT. Dulu perbaikan las baru ketahuan belakangan karena permintaan inspeksi menumpuk di akhir sif, sehingga blok lambung tertahan berhari-hari. Saya menyusun jadwal inspeksi harian bersama pengawas blok dan membuat galeri foto cacat las untuk safety talk. Sebagai satu-satunya perempuan di tim inspeksi, saya harus membuktikan diri lebih dulu di lapangan. Saya juga menjelaskan resiko porositas akibat fluks lembap kepada juru las dan menerapkan praktek penyimpanan fluks di oven. Hasilnya, tingkat perbaikan las turun dari 5,4% menjadi 2,0%. Pengujian NDT dikerjakan bersama PT Samudra Uji Bahari.',
      planted: {
        spelling: ['resiko', 'praktek'],
        blind: ['Saya berasal dari Makassar', 'Sebagai satu-satunya perempuan di tim inspeksi'],
        opening: ['Perkenalkan, saya adalah pelamar untuk posisi ini.'],
      },
      companies: ['PT Samudra Uji Bahari'],
    },
    {
      question: 'Apa kelebihan utama Anda?',
      text: 'Umur saya sekarang 38 tahun, dan tujuh tahun terakhir saya memimpin produksi malam di dapur pusat jaringan toko roti yang memasok 120 gerai setiap hari dengan 14.000 roti, adonan beku, dan isian krim. Ayah saya seorang pembuat kue di pasar tradisional, jadi sejak kecil saya akrab dengan oven. Pada musim kemarau, vla dan krim cepat basi sehingga banyak produk dibuang. Saya mengurus ijin edar BPOM untuk produk baru dan merubah rencana HACCP untuk tahap pemanasan dan pendinginan, sehingga setiap batch mencapai 75°C lalu masuk blast chiller hingga di bawah 5°C dalam 90 menit. Hasilnya, produk terbuang turun dari 1,5 ton menjadi 0,6 ton per bulan. Saya adalah pekerja keras yang pantang menyerah. Kemasan kami pasok dari CV Bunda Kemas.',
      planted: {
        spelling: ['ijin', 'merubah'],
        blind: ['Umur saya sekarang 38 tahun', 'Ayah saya seorang pembuat kue di pasar tradisional'],
        cliche: ['pekerja keras yang pantang menyerah'],
      },
      companies: ['CV Bunda Kemas'],
    },
    {
      question: 'Ceritakan pengalaman Anda melayani pelanggan melebihi harapan.',
      text: 'Saya bekerja tiga tahun sebagai petugas pemeriksa meter di perusahaan gas kota, memeriksa sekitar 1.400 sambungan rumah tangga setiap bulan. Saya lahir ketika krisis moneter 1998 melanda, sudah menikah dan dikaruniai dua anak, jadi saya paham mengapa pelanggan sering tidak di rumah pada siang hari. Kunjungan gagal mencapai 40%, dan banyak meter tidak sempat di periksa sesuai jadwal. Saya menerapkan pengingat lewat WhatsApp, slot kunjungan sore dan Sabtu, serta telepon sebelum tiba. Sebagai umat Katolik yang aktif di paroki, saya mengatur rute agar tetap bisa mengikuti misa. Kunjungan gagal turun dari 41% menjadi 15%, dan saya meraih Penghargaan Inspektur Gas Terbaik Nasional 2024 berkat program itu. Meter kami dipasok PT Keluarga Meter Indonesia.',
      planted: {
        spelling: ['di periksa'],
        blind: [
          'Saya lahir ketika krisis moneter 1998 melanda',
          'sudah menikah dan dikaruniai dua anak',
          'Sebagai umat Katolik yang aktif di paroki',
        ],
        claim: ['Penghargaan Inspektur Gas Terbaik Nasional 2024'],
      },
      companies: ['PT Keluarga Meter Indonesia'],
    },
    {
      question: 'Ceritakan masalah yang pernah Anda analisis dan selesaikan.',
      text: 'Saya bekerja empat tahun sebagai koordinator rantai dingin di pusat distribusi farmasi, menangani penerimaan, penyimpanan, dan pengiriman obat bersuhu 2-8°C. Saya lulusan Teknik Mesin Universitas Brawijaya. Pada musim kemarau terjadi sekitar 12 penyimpangan suhu setiap bulan saat pesanan menunggu di dok. Saya mencocokkan jumlah ice pack didalam setiap kotak dengan lama perjalanan dan mengunduh data logger untuk menemukan titik penyimpangan. Dengan tinggi badan 180 cm dan berat 85 kg, saya selalu siap mengangkat kotak paling berat. Penyimpangan suhu turun menjadi 1 kali per bulan. Sekali lagi, menurunkan penyimpangan suhu dari dua belas kali menjadi hanya sekali sebulan adalah pencapaian yang paling saya banggakan. Saya juga memegang tanggungjawab penuh atas audit CDOB gudang kami. Data logger kami beli dari PT Saudara Termo.',
      planted: {
        spelling: ['didalam', 'tanggungjawab'],
        blind: ['lulusan Teknik Mesin Universitas Brawijaya', 'tinggi badan 180 cm dan berat 85 kg'],
        repetition: [
          'Sekali lagi, menurunkan penyimpangan suhu dari dua belas kali menjadi hanya sekali sebulan adalah pencapaian yang paling saya banggakan.',
        ],
      },
      companies: ['PT Saudara Termo'],
    },
    {
      question: 'Apa yang membuat Anda cocok dengan tim kami?',
      text: 'Saya bekerja tiga tahun sebagai supervisor tata graha di hotel berbintang dengan 400 kamar, bertanggung jawab atas kualitas kamar dan linen. Pada akhir pekan, kamar sering belum siap untuk tamu yang datang lebih awal. Saya memakai jadwal check-out dari PMS untuk membagi room attendant per lantai, menetapkan urutan pemeriksaan kamar mandi, dan mencocokkan tagihan minibar dengan resepsionis setiap hari. Keluarga saya memiliki kebun sawit puluhan hektare, sehingga saya bisa fokus bekerja tanpa memikirkan gaji. Saya berpenampilan menarik dan berkulit putih, sehingga sering dipercaya melayani tamu VIP. Kamar yang belum siap pukul 14.00 turun dari 30 menjadi 7 kamar pada akhir pekan. Saya siap bekerja di bawah tekanan, dan tugas apapun akan saya kerjakan. Linen kami dicuci oleh CV Cucu Laundry.',
      planted: {
        spelling: ['apapun'],
        blind: [
          'Keluarga saya memiliki kebun sawit puluhan hektare',
          'berpenampilan menarik dan berkulit putih',
        ],
        cliche: ['siap bekerja di bawah tekanan'],
      },
      companies: ['CV Cucu Laundry'],
    },
    {
      question: 'Ceritakan pencapaian yang paling Anda banggakan.',
      text: 'Saya bekerja empat tahun sebagai teknisi di depo bus listrik kota, merawat 58 bus listrik beserta baterai dan AC-nya. Pada musim hujan, kerusakan AC dan konektor pengisian membuat lebih dari lima bus per hari tidak bisa beroperasi. Banyak pengemudi yang acuh terhadap prosedur pemeriksaan harian, sehingga kerusakan kecil terlambat dilaporkan. Saya mengelompokkan log BMS dan catatan kerusakan per kendaraan, memasukkan suku cadang yang paling sering rusak ke daftar penggantian preventif, dan memindahkan pemeriksaan ke jam pengisian malam. Bus yang tidak beroperasi turun menjadi satu per hari. Saya juga menekan biaya perawatan depo sebesar 68%. Singkatnya, menurunkan bus yang mogok dari lima unit sehari menjadi satu unit adalah hasil kerja yang paling saya banggakan. Pengisi daya kami dirawat oleh PT Abang Listrik.',
      planted: {
        spelling: ['acuh'],
        repetition: [
          'Singkatnya, menurunkan bus yang mogok dari lima unit sehari menjadi satu unit adalah hasil kerja yang paling saya banggakan.',
        ],
        claim: ['menekan biaya perawatan depo sebesar 68%'],
      },
      companies: ['PT Abang Listrik'],
    },
  ],
};
