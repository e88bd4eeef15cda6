// Fresh held-apart sets, round fourteen (issue 36): written on 2026-11-30 (09:03-09:10 UTC) by a helper that
// writes no rules (and read none of the checks' rules, lexicons or tests, nor ran any check on this set),
// and committed before any rule or lexicon of the round changed. Six clean answers per language, of about
// 450-650 Korean and 900-1,200 English and Indonesian characters, of fields no earlier set used (yard
// planning at a port's container terminal, a wedding venue, slope operations at a ski resort — a theme
// park's rides in Indonesian — a car rental fleet, a data centre's facilities, an aquarium's life support
// systems), written as members write: loanwords, compounds, trade terms, abbreviations, agencies, figures
// with units, and company names that look like schools, places or family words (declared in `companies`);
// and six answers per language with planted misspellings (real, common ones: 바뀐데요 for 바뀐대요,
// 책임자로써, 되서, 오랜동안, 역활, 드릴께요, spacing in 한번도 and 점검할때, 어떻해요, 왠일, 문의하던지,
// 않되는 for 안 되는; dissapointed, tendancy, persistant, concensus, relevent, guage, and real words wrong
// in context: wether for whether, affect for effect, lead for led; KBBI's non-standard forms:
// mengkonfirmasi, teoritis, mengakomodir, fikiran, mempengaruhi, jaman, kwartal, the prefix split in
// "di perbaiki" and the preposition joined in "diantara"), eleven blind-hiring mentions per language
// (schools, one as an abbreviation, hometowns, direct and indirect ages — "92년생", "올해 서른둘",
// "turned 30 in 2018", "mid-thirties", "angkatan 2009" — gender, family members and their jobs and
// education, marital status, children, height, weight and appearance), two repeated figures or episodes,
// two clichés, one empty opening and two unsupported claims (figures in none of the bench's résumés:
// koOps, enAnalyst, idFinance). Clean answers mention other people's families and schools (couples'
// parents, ski school children, a partner primary school, school trips) as members do.
// HELD APART: `npm run bench:checks` only says the set exists; `npm run bench:checks -- --blind` runs it,
// once, blind, by the lead, and prints counts only. Do not edit after its first run except to report. Its one
// blind run was on 2026-11-30 at 10:08 UTC (counts in ADR 0039, round fourteen); SEEN since.
import type { PlantedCase } from './types';

export const FRESH11_CASES: Record<'ko' | 'en' | 'id', PlantedCase[]> = {
  ko: [
    {
      question: '지원 직무와 관련해 가장 자신 있는 역량을 경험과 함께 기술해 주십시오.',
      clean: true,
      text: '부산신항의 한 컨테이너 터미널에서 4년간 야드 플래너로 일하며 본선 작업 계획과 장치장 배치를 맡았습니다. 선사가 기항 일정을 자주 바꾸면서 수출 컨테이너가 블록 곳곳에 흩어져 쌓였고, 선적 때마다 야드 트랙터가 같은 구간을 여러 번 오가는 재조작(리핸들링)이 많았습니다. 저는 TOS에 남은 석 달 치 반입·반출 기록을 내려받아 선박별, 양하항별, 중량 등급별로 정리하고, 마감 48시간 전부터는 같은 선박의 컨테이너를 인접한 베이에 모으는 배치 규칙을 만들었습니다. 트랜스퍼 크레인 기사님들과는 교대 시작 전 10분씩 작업 순서를 맞췄고, 냉동 컨테이너는 전원 플러그가 있는 리퍼 구역에 먼저 배정했습니다. 화주 쪽 창구인 연세로지스 같은 포워더에는 반입 마감 시간을 하루 전에 문자로 알렸습니다. 부산항만공사가 요구하는 게이트 반입 예약제 자료도 매주 제출했습니다. 그 결과 선적 작업 중 리핸들링 비율이 12%에서 5% 안팎으로 줄었고, 본선 작업 시간도 척당 평균 3시간가량 짧아졌습니다. 장치장의 빈칸 하나가 배 한 척의 출항 시간을 바꾼다는 것을 배웠습니다.',
      planted: {},
      companies: ['연세로지스', '부산항만공사'],
    },
    {
      question: '고객 만족을 위해 노력한 경험을 기술해 주십시오.',
      clean: true,
      text: '서울 강남의 한 웨딩홀에서 3년간 웨딩플래너로 일하며 한 해 200쌍 가까운 예식의 상담과 당일 진행을 맡았습니다. 주말 성수기에는 한 홀에서 하루 여섯 번 예식이 이어져, 앞 예식의 하객이 빠지기도 전에 다음 예식의 혼주와 하객이 로비에 몰리곤 했습니다. 폐백실과 신부대기실 동선이 겹쳐 신부가 사진 촬영을 기다리는 일도 잦았습니다. 저는 예식 사이 간격을 90분으로 늘리는 대신 연회장 뷔페 회전 시간을 조정하자고 연회팀에 제안했고, 혼주 테이블과 하객 안내 동선을 층별로 나누어 안내 배너를 새로 만들었습니다. 양가 부모님께는 예식 2주 전에 진행 순서표와 주차 안내를 따로 보내 드렸고, 신랑 신부의 조카들이 화동을 맡는 날에는 리허설 시간을 미리 잡았습니다. 큰누나한복처럼 협력하는 한복 대여점과는 피팅 일정을 공유했습니다. 그 결과 고객 만족도 설문에서 진행 부문 점수가 5점 만점에 3.9점에서 4.6점으로 올랐고, 지인 소개로 들어오는 계약도 늘었습니다. 두 가족에게 한 번뿐인 날을 매주 새롭게 준비하는 일이 제 일이라고 생각합니다.',
      planted: {},
      companies: ['큰누나한복'],
    },
    {
      question: '안전을 위해 주도적으로 행동한 경험을 기술해 주십시오.',
      clean: true,
      text: '강원도의 한 스키리조트에서 네 시즌 동안 슬로프 운영 담당으로 일하며 제설과 정설, 리프트 안전 관리를 맡았습니다. 개장 초기에는 인공 제설량이 부족해 초급 슬로프 하단에 얼음판이 드러났고, 주말이면 스키스쿨 강습생과 일반 이용객이 한곳에 몰려 충돌 사고가 잦았습니다. 저는 기온과 습도에 따라 제설기 가동 시간을 정리한 표를 만들어 야간 제설팀과 공유하고, 습구온도가 영하 2도 아래로 내려가는 새벽 시간에 제설을 집중했습니다. 정설차 작업 순서도 초급 슬로프부터 바꾸었습니다. 강습 구역은 펜스로 나누고, 패트롤 요원을 슬로프 합류 지점에 고정 배치했습니다. 어린이 강습생의 부모님들께는 집결 장소와 강습 종료 시간을 문자로 알려 아이들이 슬로프에서 부모를 찾아 헤매는 일이 없게 했습니다. 협약을 맺은 인근 진부초등학교의 스키 교실은 이용객이 적은 평일 오전으로 옮겼습니다. 그 시즌 슬로프 충돌 사고 신고는 전 시즌보다 40% 가까이 줄었고, 리프트 정지 시간도 눈에 띄게 줄었습니다. 안전은 눈을 만드는 새벽부터 시작된다는 것을 배웠습니다.',
      planted: {},
    },
    {
      question: '비용을 줄이거나 효율을 높인 경험을 기술해 주십시오.',
      clean: true,
      text: '제주의 한 렌터카 회사에서 3년간 차량 관리 담당으로 일하며 승용차와 승합차 600여 대의 정비 일정과 보험 처리를 맡았습니다. 성수기에는 하루 반납 차량이 300대를 넘어 세차와 점검이 밀렸고, 타이어 마모나 경고등을 놓친 채 다음 고객에게 차량이 나가 현장 출동이 잦았습니다. 저는 차량별 주행거리와 정비 이력을 ERP에서 뽑아 엔진오일, 브레이크 패드, 타이어 교체 주기를 차종별로 다시 정하고, 반납 검차 때 사진 12장을 찍어 앱에 올리는 체크리스트를 만들었습니다. 사고 차량은 보험사 손해사정인과 바로 연락할 수 있도록 접수 양식을 바꿨고, 부품 수급이 늦는 수입차는 형님모터스 같은 협력 정비업체와 주간 입고 일정을 미리 맞췄습니다. 전기차는 충전 상태를 대여 전 80% 이상으로 맞추도록 기준을 정했습니다. 그 결과 현장 출동 건수가 월 평균 45건에서 17건으로 줄었고, 차량 한 대가 정비로 쉬는 날도 평균 이틀 가까이 짧아졌습니다. 차를 잘 굴리는 일은 결국 기록을 잘 남기는 일이라는 것을 배웠습니다.',
      planted: {},
      companies: ['형님모터스'],
    },
    {
      question: '전문성을 키우기 위해 노력한 과정을 기술해 주십시오.',
      clean: true,
      text: '데이터센터 시설팀에서 5년간 전기·기계 설비 운영을 맡았습니다. 서버 랙이 늘면서 여름철 전산실 온도가 자주 기준을 넘었고, PUE는 1.7 안팎에 머물러 전기요금 부담이 컸습니다. 저는 BMS에 쌓인 1년 치 온습도와 전력 데이터를 분석해 핫아일과 콜드아일 사이로 찬 공기가 새는 랙 위치를 찾았고, 빈 슬롯에 블랭킹 패널을 달고 콜드아일을 컨테인먼트로 막는 공사를 제안했습니다. 항온항습기 설정 온도는 ASHRAE 권고 범위 안에서 1도씩 올려 가며 시험했고, 외기 온도가 낮은 겨울에는 프리쿨링 운전 시간을 늘렸습니다. UPS 배터리는 내부 저항을 분기마다 측정해 교체 시점을 앞당겼고, 정전에 대비한 발전기 부하 시험도 매달 했습니다. 냉동기 정비는 경희냉동공조와 함께 계획을 짰습니다. 그사이 전기기사와 공조냉동기계기사 자격을 따 설비 도면을 직접 읽고 고칠 수 있게 되었습니다. 그 결과 PUE가 1.7에서 1.45로 내려갔고, 2년 동안 냉방 문제로 인한 서비스 중단은 없었습니다. 보이지 않는 곳에서 서비스를 떠받치는 일에 자부심을 느낍니다.',
      planted: {},
      companies: ['경희냉동공조'],
    },
    {
      question: '맡은 일에서 책임감을 발휘한 경험을 기술해 주십시오.',
      clean: true,
      text: '대형 아쿠아리움에서 4년간 생명유지시설(LSS) 담당 아쿠아리스트로 일했습니다. 수조 40여 개의 수질과 여과 설비를 관리했는데, 해수 수조의 질산염 농도가 자주 올라가 산호와 해파리 폐사가 이어졌습니다. 저는 수조별 급이량과 환수 주기, 스키머 가동 기록을 한 표에 정리해 질산염이 오르는 시점을 찾았고, 급이 시간을 나누고 환수량을 주 10%에서 15%로 늘리는 기준을 세웠습니다. 모래 여과기의 역세척 주기도 수조 부하에 맞게 조정했습니다. 해수는 제주바다수산에서 들여오는 원수의 염분과 수온을 입고 때마다 확인했습니다. 단체 관람이 많은 봄에는 초등학교 현장체험학습 인솔 교사분들과 미리 연락해, 아이들이 수조 유리를 두드리지 않도록 입장 전 안내 영상을 함께 보도록 했습니다. 아이들의 질문이 많은 가오리 수조 앞에는 해설 시간도 따로 마련했습니다. 1년 뒤 질산염 기준 초과 일수는 월 평균 9일에서 하루 이하로 줄었고, 폐사율도 절반 가까이 낮아졌습니다. 말없는 생물을 돌보는 일은 숫자를 꾸준히 보는 데서 시작된다는 것을 배웠습니다.',
      planted: {},
      companies: ['제주바다수산'],
    },
    {
      question: '어려움을 극복한 경험을 기술해 주십시오.',
      text: '지난겨울 야드 장비 교체를 앞두고 팀장님께서 "다음 달부터 크레인 제어 프로그램이 바뀐데요"라고 전하셨습니다. 저는 야간 조 책임자로써 새 화면을 먼저 익혀야 했지만, 교육 일정이 미뤄지면서 현장에 제대로 알리지 못했습니다. 첫 주에 작업 지시가 두 번이나 엉키고 나서야 상황을 알게 되서, 오랜동안 옛 화면에 익숙했던 기사님들을 한 분씩 찾아가 바뀐 화면을 함께 눌러 보며 설명했습니다.',
      planted: { spelling: ['바뀐데요', '책임자로써', '되서', '오랜동안'] },
    },
    {
      question: '가장 큰 성과를 낸 경험을 기술해 주십시오.',
      text: '웨딩홀의 주말 예식 취소율을 37% 낮췄습니다. 저는 상담팀에서 일정 조율 역활을 맡아, 계약한 고객께 "예식 한 달 전에 다시 연락드릴께요"라고만 하던 관행을 바꾸어 주마다 준비 상황을 확인했습니다. 이전에는 계약 후 고객과 한번도 통화하지 않은 채 예식 날을 맞는 경우도 많았습니다. 이렇게 연락을 챙기자 취소율이 37% 낮아졌습니다.',
      planted: { spelling: ['역활', '드릴께요', '한번도'], repetition: ['37%'] },
    },
    {
      question: '성장 과정을 자유롭게 기술해 주십시오.',
      text: '대구에서 나고 자라 경북대학교 기계공학과에 진학했습니다. 92년생으로 또래보다 일찍 현장 일을 시작했는데, 아버지께서 포항에서 제철소 협력업체를 운영하셔서 어릴 때부터 크레인과 지게차를 가까이서 보았기 때문입니다. 형은 서울대 의대를 나와 지금은 대학병원에 있습니다. 졸업 후에는 경북물산과 누나네식당, 영남해운에서 일하며 현장 관리를 익혔습니다.',
      planted: {
        blind: [
          '대구에서 나고 자라',
          '경북대학교',
          '92년생',
          '아버지께서 포항에서 제철소 협력업체를 운영하셔서',
          '형은 서울대 의대를 나와',
        ],
      },
      companies: ['경북물산', '누나네식당', '영남해운'],
    },
    {
      question: '본인의 성격상 장단점을 기술해 주십시오.',
      text: '올해 서른둘로 아직 미혼이라 야간 근무나 주말 출장도 부담 없이 맡을 수 있습니다. 여자로서는 드물게 정비 현장을 좋아하고, 체중 54kg의 작은 체구지만 인상이 선하다는 말을 들어 고객 응대에도 자신이 있습니다. 단점은 걱정이 많다는 것입니다. 차량 반납이 몰리는 날이면 "이 많은 차를 오늘 다 어떻해요?"라며 조급해하고, 점검할때 사소한 것까지 붙잡고 있다가 일정을 늦추기도 합니다.',
      planted: {
        blind: ['올해 서른둘', '아직 미혼이라', '여자로서는 드물게', '체중 54kg', '인상이 선하다'],
        spelling: ['어떻해요', '점검할때'],
      },
    },
    {
      question: '입사 후 이루고 싶은 목표를 기술해 주십시오.',
      text: '먼저 바쁘신 가운데 제 글을 읽어 주시는 인사 담당자님께 감사의 말씀을 드립니다. 저는 끈기와 열정으로 어떤 어려움도 헤쳐 나가는, 팀의 윤활유 같은 사람입니다. 입사 후에는 컨테이너 야드 운영을 책임지는 전문가가 되고 싶습니다. 제가 도입한 야드 배치 규칙 덕분에 터미널의 연간 물동량이 210만 TEU 늘었습니다.',
      planted: {
        opening: ['먼저 바쁘신 가운데 제 글을 읽어 주시는 인사 담당자님께 감사의 말씀을 드립니다.'],
        cliche: ['끈기와 열정', '팀의 윤활유'],
        claim: ['제가 도입한 야드 배치 규칙 덕분에 터미널의 연간 물동량이 210만 TEU 늘었습니다.'],
      },
    },
    {
      question: '지원 분야와 관련된 경험을 기술해 주십시오.',
      text: '중학생 아들 둘을 키우며 데이터센터 시설팀에서 교대 근무를 해 왔습니다. 어느 여름밤 왠일인지 전산실 온도가 갑자기 올라갔고, 확인해 보니 항온항습기 한 대가 멈춰 있었습니다. 저는 예비 항온항습기를 즉시 가동하고 고객사 담당자에게 상황을 알렸습니다. 그 뒤로는 고객이 언제 문의하던지 바로 답할 수 있도록 장애 대응 절차를 한 장으로 정리했고, 절차에 없는 조치는 해서는 않되는 것으로 분명히 정했습니다. 다시 말씀드리면, 예비 항온항습기를 즉시 가동하고 고객사 담당자에게 상황을 알렸습니다. 제가 만든 절차 덕분에 회사는 그해 전기요금을 96억 원 아꼈습니다.',
      planted: {
        blind: ['중학생 아들 둘을 키우며'],
        spelling: ['왠일', '문의하던지', '않되는'],
        repetition: ['예비 항온항습기를 즉시 가동하고 고객사 담당자에게 상황을 알렸습니다'],
        claim: ['제가 만든 절차 덕분에 회사는 그해 전기요금을 96억 원 아꼈습니다.'],
      },
    },
  ],
  en: [
    {
      question: 'Describe a time you improved how your team worked.',
      clean: true,
      text: "As a yard planner at a deep-sea container terminal in Felixstowe, I planned vessel stowage and stacking for around 9,000 TEU a week. Shipping lines changed their port rotations at short notice, so export boxes ended up scattered across the stack, and during loading our straddle carriers made far too many unproductive moves, known as rehandles. I pulled three months of gate-in and gate-out records from the TOS, sorted them by vessel, port of discharge and weight class, and wrote a stacking rule that, from 48 hours before cut-off, grouped each vessel's boxes in neighbouring bays. I agreed the work sequence with the crane drivers in a ten-minute huddle before each shift and sent reefers straight to the powered reefer rows. Hauliers using the vehicle booking system got an earlier reminder of the cut-off, and for freight forwarders such as Harrow Cold Stores I sent a daily list of boxes still missing VGM declarations. Within a quarter the rehandle rate during loading fell from 12% to about 5%, and average vessel time alongside dropped by roughly three hours. I learned that one empty slot in the yard can decide when a ship sails.",
      planted: {},
      companies: ['Harrow Cold Stores'],
    },
    {
      question: "Tell us about a time you improved a customer's experience.",
      clean: true,
      text: "For three years I was wedding coordinator at a country-house venue in the Cotswolds, looking after about 120 weddings a season from the first viewing to the last dance. On busy Saturdays the ceremony room had to be turned around for the wedding breakfast while guests were having drinks on the lawn, and if it rained, everyone crowded into the orangery at once. I drew up a wet-weather plan for every booking, with a marquee on standby and a separate route for the photographer, and moved the room turnaround to a fixed 45-minute window agreed with our catering team. Two weeks before each wedding I sent both sets of parents a running order, parking instructions and the accessibility details for grandparents who used wheelchairs. When couples had young nieces and nephews as flower girls or page boys, I booked them into the rehearsal so that nobody froze halfway down the aisle. I also shared timings with suppliers such as Nan's Pantry Catering and Eton Bridge Florists. Our post-wedding survey score for the day itself rose from 3.9 to 4.6 out of five, and referrals from past couples grew. Two families trust you with one day, and it has to run as if it were easy.",
      planted: {},
      companies: ["Nan's Pantry Catering", 'Eton Bridge Florists'],
    },
    {
      question: 'Describe a time you acted to keep people safe.',
      clean: true,
      text: "I spent four winters as slope operations supervisor at a ski centre in the Cairngorms, responsible for snowmaking, piste grooming and lift safety. Early in the season the natural snow cover was thin, the bottom of the nursery slope turned to ice, and at weekends ski school groups and day visitors collided where the runs merged. I built a table of snow-gun running hours against temperature and humidity, shared it with the night crew, and concentrated snowmaking in the early hours when the wet-bulb temperature dropped below minus two. The piste bashers' route was changed so the beginners' area was groomed first. We fenced off the ski school zone and posted a patroller at each junction. Parents of children in lessons received a text with the meeting point and finishing time, so no child was left searching the slope for their family. Our partner school, Kincraig Primary, moved its weekly ski club to quiet weekday mornings. That season, reported collisions fell by almost 40% and unplanned lift stoppages dropped noticeably. I learned that safety on the hill starts in the dark, long before the first chairlift runs.",
      planted: {},
    },
    {
      question: 'Tell us about a time you reduced costs or improved efficiency.',
      clean: true,
      text: "As fleet coordinator at a car rental branch at Bristol Airport, I managed servicing, MOTs and insurance claims for about 600 cars and vans. In summer more than 300 vehicles came back each day, valeting and checks fell behind, and cars went out with worn tyres or warning lights that ended in roadside callouts. I exported mileage and service history from our fleet system, reset the oil, brake pad and tyre intervals by model, and introduced a twelve-photo check-in routine recorded in an app. Damage claims went straight to the insurer's loss adjuster with the photos attached, and for imported models with slow parts supply I agreed weekly workshop slots with partners such as Durham Tyres. Electric cars had to leave with at least 80% charge. Within a year roadside callouts fell from an average of 45 a month to 17, and the average time a car spent off the road for servicing was almost two days shorter. I learned that keeping a fleet moving is mostly about keeping good records.",
      planted: {},
      companies: ['Durham Tyres'],
    },
    {
      question: 'How have you developed your technical expertise?',
      clean: true,
      text: "For five years I worked in the facilities team of a colocation data centre in Slough, running the electrical and mechanical plant. As rack density grew, the data halls overheated on summer afternoons, and our PUE sat around 1.7, which made the power bill painful. I analysed a year of temperature, humidity and power data from the BMS, found racks where cold air was leaking into the hot aisle, fitted blanking panels in empty slots and proposed cold-aisle containment. I raised the CRAC unit set points one degree at a time within ASHRAE's recommended range and extended free-cooling hours in winter. UPS battery internal resistance was measured every quarter so that weak strings were replaced early, and we load-tested the standby generators every month. Chiller maintenance was planned with Yale Cooling Systems. Along the way I completed my 18th Edition wiring regulations and F-Gas certificates so I could read and correct the drawings myself. PUE fell from 1.7 to 1.45, and in two years we had no outage caused by cooling. I take pride in work that keeps services running where nobody sees it.",
      planted: {},
      companies: ['Yale Cooling Systems'],
    },
    {
      question: 'Tell us about a responsibility you took seriously.',
      clean: true,
      text: "I worked for four years as a life support systems aquarist at a public aquarium, looking after the water quality and filtration of more than 40 tanks. Nitrate levels in our seawater displays kept climbing, and we were losing corals and moon jellyfish. I put feeding amounts, water-change schedules and protein skimmer logs for each tank into a single sheet, found when nitrate started to rise, split the feeds and raised weekly water changes from 10% to 15%. I also adjusted the backwash cycle of the sand filters to each tank's bioload. Every delivery of natural seawater from Cornwall Marine Supplies was checked for salinity and temperature on arrival. In spring, when school trips filled the building, I contacted the teachers leading each group beforehand and asked them to show a short video about not tapping on the glass. We also added a keeper talk at the ray pool, where children asked the most questions. A year later, days over the nitrate limit fell from nine a month to fewer than one, and losses were nearly halved. Caring for animals that cannot complain starts with reading the numbers every day.",
      planted: {},
      companies: ['Cornwall Marine Supplies'],
    },
    {
      question: 'Tell us about a setback and how you handled it.',
      text: "Last winter a software upgrade on our yard cranes went live during the night shift without a word to the drivers, and I was dissapointed in myself for missing it. We had to stop loading for an hour while I checked wether each crane's new screens were showing the right work queue. I had a tendancy to assume someone else had passed such messages on, so I walked every driver through the changes myself and wrote a one-page guide for the next shift.",
      planted: { spelling: ['dissapointed', 'wether', 'tendancy'] },
    },
    {
      question: 'What achievement are you most proud of?',
      text: 'I cut weekend wedding cancellations by 37%. Despite persistant complaints from couples, the sales team and the events team could not reach concensus on who should call them after they booked. I suggested a monthly check-in call owned by the coordinator, and cancellations fell by 37%.',
      planted: { spelling: ['persistant', 'concensus'], repetition: ['by 37%'] },
    },
    {
      question: 'Tell us a little about your background.',
      text: "I grew up in Aberdeen, went to Robert Gordon's College and graduated from Heriot-Watt University. I turned 30 in 2018, the year my father became harbour master, so ships were part of every family meal. I have since worked at Aberdeen Harbour Board, Sisters Bridal Boutique and Gordon & Sons Haulage.",
      planted: {
        blind: [
          'grew up in Aberdeen',
          "Robert Gordon's College",
          'Heriot-Watt University',
          'turned 30 in 2018',
          'my father became harbour master',
        ],
      },
      companies: ['Aberdeen Harbour Board', 'Sisters Bridal Boutique', 'Gordon & Sons Haulage'],
    },
    {
      question: 'What are your main strengths and weaknesses?',
      text: 'Now in my mid-thirties and separated from my husband, I have plenty of time to give to the job. As the only woman on the shift, I bring a calmer style, and at five foot two and weighing just eight stone I can reach into tight spaces under the vehicles. My weakness is that I sometimes share details that are not relevent to the customer, and my long explanations can have an affect on how quickly the queue moves.',
      planted: {
        blind: [
          'Now in my mid-thirties',
          'separated from my husband',
          'the only woman on the shift',
          'five foot two',
          'weighing just eight stone',
        ],
        spelling: ['relevent', 'affect'],
      },
    },
    {
      question: 'Where do you see yourself in five years?',
      text: "I have always been fascinated by the way goods move around the world. I am a natural leader with a can-do attitude. In five years I hope to be running yard planning for a whole terminal. The stacking rule I designed increased the terminal's annual throughput by 2.4 million TEU.",
      planted: {
        opening: ['I have always been fascinated by the way goods move around the world.'],
        cliche: ['natural leader', 'can-do attitude'],
        claim: [
          "The stacking rule I designed increased the terminal's annual throughput by 2.4 million TEU.",
        ],
      },
    },
    {
      question: 'Describe the experience that best prepares you for this role.',
      text: "With two teenage daughters at home, I have worked rotating shifts in a data centre for six years. One summer night a cooling unit failed, and I started the standby unit at once and called the customer's on-site engineer. I checked the temperature guage on every aisle, and the quick response lead to a review of our incident procedure. To put it another way, I started the standby unit at once and called the customer's on-site engineer. Because of my procedure, the company saved £6.3 million on electricity that year.",
      planted: {
        blind: ['With two teenage daughters at home'],
        spelling: ['guage', 'lead'],
        repetition: ["I started the standby unit at once and called the customer's on-site engineer"],
        claim: ['Because of my procedure, the company saved £6.3 million on electricity that year.'],
      },
    },
  ],
  id: [
    {
      question: 'Ceritakan kemampuan utama Anda yang relevan dengan posisi ini.',
      clean: true,
      text: 'Selama empat tahun saya bekerja sebagai perencana lapangan penumpukan di terminal peti kemas Tanjung Priok, menyusun rencana muat kapal dan penataan blok untuk sekitar 9.000 TEU per minggu. Pelayaran sering mengubah jadwal sandar secara mendadak, sehingga peti kemas ekspor tersebar di banyak blok dan truk terminal harus bolak-balik memindahkan peti yang sama saat pemuatan. Saya mengunduh data keluar-masuk peti kemas selama tiga bulan dari TOS, mengelompokkannya per kapal, pelabuhan tujuan, dan kelas berat, lalu membuat aturan agar sejak 48 jam sebelum batas akhir penerimaan, peti kemas untuk kapal yang sama dikumpulkan di bay yang berdekatan. Setiap awal sif saya menyamakan urutan kerja dengan operator RTG selama sepuluh menit, dan peti kemas berpendingin langsung diarahkan ke blok reefer. Untuk perusahaan jasa pengurusan transportasi seperti PT Gajah Mada Logistik, saya mengirim daftar harian peti kemas yang dokumen VGM-nya belum lengkap. Dalam satu kuartal, rasio bongkar-pindah saat pemuatan turun dari 12% menjadi sekitar 5%, dan waktu sandar kapal rata-rata berkurang hampir tiga jam. Saya belajar bahwa satu petak kosong di lapangan bisa menentukan jam berangkat sebuah kapal.',
      planted: {},
      companies: ['PT Gajah Mada Logistik'],
    },
    {
      question: 'Ceritakan upaya Anda meningkatkan kepuasan pelanggan.',
      clean: true,
      text: 'Saya bekerja tiga tahun sebagai koordinator acara di sebuah gedung pernikahan di Surabaya yang menangani sekitar 150 resepsi per tahun. Pada akhir pekan yang ramai, satu ballroom bisa dipakai untuk dua resepsi sehari, sehingga tamu resepsi pertama belum keluar ketika keluarga pengantin berikutnya sudah tiba di lobi. Ruang rias pengantin dan jalur katering juga bersilangan, sehingga pengantin sering menunggu sesi foto. Saya mengusulkan jeda antarresepsi menjadi 90 menit dengan menyesuaikan waktu penataan ulang prasmanan bersama tim katering, lalu memisahkan jalur tamu dan jalur keluarga dengan papan petunjuk baru. Dua minggu sebelum acara, saya mengirim susunan acara dan denah parkir kepada orang tua kedua mempelai, dan bila keponakan pengantin menjadi pembawa cincin, saya menjadwalkan latihan khusus untuk anak-anak. Jadwal fitting kebaya juga saya bagikan kepada mitra seperti Butik Ibu Ratna. Nilai survei kepuasan untuk pelaksanaan acara naik dari 3,9 menjadi 4,6 dari skala lima, dan pemesanan dari rekomendasi pasangan sebelumnya bertambah. Bagi saya, hari yang hanya terjadi sekali bagi dua keluarga harus dipersiapkan dengan sungguh-sungguh setiap minggu.',
      planted: {},
      companies: ['Butik Ibu Ratna'],
    },
    {
      question: 'Ceritakan saat Anda bertindak untuk menjaga keselamatan orang lain.',
      clean: true,
      text: 'Saya bekerja empat tahun sebagai supervisor operasional wahana di sebuah taman rekreasi di Bekasi, bertanggung jawab atas 18 wahana, mulai dari roller coaster sampai kereta mini anak. Pada libur sekolah, antrean wahana favorit bisa mencapai dua jam, dan pengunjung sering memaksa anak yang tingginya belum cukup untuk ikut naik. Saya menyusun daftar periksa harian untuk setiap wahana, mulai dari sabuk pengaman, palang pengunci, sampai sensor rem, dan mewajibkan uji coba tanpa penumpang sebanyak tiga putaran sebelum gerbang dibuka. Batas tinggi badan saya pasang dalam bentuk papan ukur berwarna di pintu antrean sehingga petugas tidak perlu berdebat dengan orang tua. Untuk rombongan study tour, saya menghubungi guru pendamping sehari sebelumnya dan membagi jadwal naik per kelas agar antrean tidak menumpuk. Perawatan berkala mesin dilakukan bersama teknisi dari PT Putra Sulung Teknik, dan setiap hasil inspeksi tahunan saya arsipkan untuk pemeriksaan dinas terkait. Dalam setahun, laporan insiden wahana turun hampir 40%, dan waktu henti wahana karena gangguan teknis juga berkurang. Saya belajar bahwa keselamatan pengunjung dimulai dari pemeriksaan kecil yang dilakukan setiap pagi.',
      planted: {},
      companies: ['PT Putra Sulung Teknik'],
    },
    {
      question: 'Ceritakan saat Anda berhasil meningkatkan efisiensi kerja.',
      clean: true,
      text: 'Selama tiga tahun saya menjadi koordinator armada di perusahaan rental mobil di Bali yang mengelola sekitar 600 unit mobil dan minibus. Pada musim liburan, lebih dari 300 unit kembali setiap hari sehingga pencucian dan pemeriksaan tertunda, dan mobil kadang keluar dengan ban aus atau lampu peringatan menyala, yang berujung pada panggilan bantuan darurat di jalan. Saya mengekspor data jarak tempuh dan riwayat servis dari sistem ERP, menetapkan ulang jadwal ganti oli, kampas rem, dan ban per tipe kendaraan, lalu membuat daftar periksa pengembalian dengan dua belas foto yang diunggah lewat aplikasi. Klaim kerusakan langsung dikirim ke penilai kerugian asuransi lengkap dengan foto, dan untuk mobil impor yang suku cadangnya lama datang, saya menyepakati jadwal bengkel mingguan dengan mitra seperti Bengkel Saudara Motor. Mobil listrik wajib keluar dengan daya baterai minimal 80%. Dalam setahun, panggilan bantuan darurat turun dari rata-rata 45 menjadi 17 kasus per bulan, dan waktu mobil tidak beroperasi karena servis berkurang hampir dua hari. Saya belajar bahwa armada yang lancar selalu berawal dari catatan yang rapi.',
      planted: {},
      companies: ['Bengkel Saudara Motor'],
    },
    {
      question: 'Bagaimana Anda mengembangkan keahlian teknis Anda?',
      clean: true,
      text: 'Selama lima tahun saya bekerja di tim fasilitas sebuah pusat data di Cikarang, mengoperasikan instalasi listrik dan mekanikal. Seiring bertambahnya kepadatan rak, suhu ruang server sering melampaui batas pada siang hari, dan PUE bertahan di kisaran 1,7 sehingga tagihan listrik sangat besar. Saya menganalisis data suhu, kelembapan, dan daya selama setahun dari BMS, menemukan rak tempat udara dingin bocor ke lorong panas, memasang panel penutup pada slot kosong, dan mengusulkan penyekatan lorong dingin. Titik setel unit CRAC saya naikkan satu derajat demi satu derajat dalam rentang yang direkomendasikan ASHRAE. Hambatan dalam baterai UPS diukur setiap triwulan agar baterai yang melemah diganti lebih awal, dan genset diuji beban setiap bulan. Perawatan chiller direncanakan bersama PT Pelita Harapan Teknik. Sambil bekerja saya menyelesaikan sertifikasi K3 Listrik dari Kemnaker agar bisa membaca dan memperbaiki gambar instalasi sendiri. PUE turun dari 1,7 menjadi 1,45, dan dalam dua tahun tidak ada gangguan layanan akibat masalah pendinginan. Saya bangga dengan pekerjaan yang menopang layanan dari balik layar.',
      planted: {},
      companies: ['PT Pelita Harapan Teknik'],
    },
    {
      question: 'Ceritakan tanggung jawab yang Anda jalankan dengan sungguh-sungguh.',
      clean: true,
      text: 'Saya bekerja empat tahun sebagai akuaris bagian sistem penunjang kehidupan di sebuah akuarium publik di Jakarta Utara, merawat kualitas air dan sistem filtrasi lebih dari 40 tangki. Kadar nitrat pada tangki air laut terus naik, dan kami berkali-kali kehilangan koral serta ubur-ubur. Saya memasukkan jumlah pakan, jadwal penggantian air, dan catatan protein skimmer setiap tangki ke dalam satu lembar kerja, menemukan kapan nitrat mulai naik, lalu membagi jadwal pemberian pakan dan menaikkan penggantian air mingguan dari 10% menjadi 15%. Siklus pencucian balik filter pasir juga saya sesuaikan dengan beban biologis tiap tangki. Setiap kiriman air laut dari CV Anak Pantai Utara diperiksa salinitas dan suhunya saat tiba. Pada musim kunjungan sekolah, saya menghubungi guru pendamping setiap rombongan sebelumnya dan meminta mereka memutar video singkat agar siswa tidak mengetuk kaca tangki. Setahun kemudian, jumlah hari dengan nitrat di atas batas turun dari sembilan hari per bulan menjadi kurang dari satu hari, dan angka kematian satwa turun hampir separuhnya. Merawat satwa yang tidak bisa mengeluh dimulai dari membaca angka setiap hari.',
      planted: {},
      companies: ['CV Anak Pantai Utara'],
    },
    {
      question: 'Ceritakan kegagalan yang pernah Anda alami dan cara Anda bangkit.',
      text: 'Musim hujan lalu, perangkat lunak derek di lapangan penumpukan diperbarui pada sif malam tanpa pemberitahuan kepada operator. Secara teoritis pembaruan itu aman, tetapi pemuatan kapal terhenti satu jam karena saya harus mengkonfirmasi ulang urutan kerja setiap derek. Setelah dicek bersama tim TI, kesalahan pada layar antrean kerja di perbaiki malam itu juga, dan sejak itu setiap pembaruan sistem saya umumkan dulu dalam pengarahan sif.',
      planted: { spelling: ['mengkonfirmasi', 'teoritis', 'di perbaiki'] },
    },
    {
      question: 'Ceritakan pencapaian yang paling Anda banggakan.',
      text: 'Saya menurunkan angka pembatalan resepsi akhir pekan sebesar 37%. Sebelumnya, diantara tim pemasaran dan tim acara tidak ada kesepakatan tentang siapa yang harus menghubungi calon pengantin setelah kontrak ditandatangani. Saya mengusulkan panggilan bulanan oleh koordinator acara yang bisa mengakomodir kebutuhan kedua tim, dan angka pembatalan turun sebesar 37%.',
      planted: { spelling: ['diantara', 'mengakomodir'], repetition: ['sebesar 37%'] },
    },
    {
      question: 'Ceritakan latar belakang Anda.',
      text: 'Kampung halaman saya adalah Makassar; saya bersekolah di SMA Katolik Cendrawasih, lalu kuliah di Unhas angkatan 2009. Ibu saya lulusan S2 dari Belanda dan kini mengajar di kampus yang sama. Setelah lulus, saya bekerja di PT Samudera Hasanuddin, Toko Bapak Ali, dan CV Keluarga Sejahtera.',
      planted: {
        blind: [
          'Kampung halaman saya adalah Makassar',
          'SMA Katolik Cendrawasih',
          'Unhas',
          'angkatan 2009',
          'Ibu saya lulusan S2 dari Belanda',
        ],
      },
      companies: ['PT Samudera Hasanuddin', 'Toko Bapak Ali', 'CV Keluarga Sejahtera'],
    },
    {
      question: 'Apa kelebihan dan kekurangan diri Anda?',
      text: 'Saya kelahiran 1990 dan masih lajang, sehingga saya bebas ditugaskan ke luar kota kapan saja. Sebagai karyawati dengan berat badan 50 kg dan berwajah manis, saya sering dianggap ramah oleh pengunjung. Kekurangan saya, saya terlalu mengandalkan kebiasaan lama dan membiarkan fikiran yang sedang kacau mempengaruhi cara saya menegur staf baru.',
      planted: {
        blind: ['kelahiran 1990', 'masih lajang', 'karyawati', 'berat badan 50 kg', 'berwajah manis'],
        spelling: ['fikiran', 'mempengaruhi'],
      },
    },
    {
      question: 'Apa target Anda lima tahun setelah bergabung?',
      text: 'Puji syukur saya panjatkan ke hadirat Tuhan Yang Maha Esa atas kesempatan melamar ini. Saya pribadi yang cepat beradaptasi dan berorientasi pada hasil. Dalam lima tahun saya ingin memimpin perencanaan lapangan penumpukan di satu terminal. Berkat aturan penataan blok yang saya susun, arus peti kemas terminal naik 1,9 juta TEU per tahun.',
      planted: {
        opening: ['Puji syukur saya panjatkan ke hadirat Tuhan Yang Maha Esa atas kesempatan melamar ini.'],
        cliche: ['cepat beradaptasi', 'berorientasi pada hasil'],
        claim: [
          'Berkat aturan penataan blok yang saya susun, arus peti kemas terminal naik 1,9 juta TEU per tahun.',
        ],
      },
    },
    {
      question: 'Ceritakan pengalaman yang paling mempersiapkan Anda untuk posisi ini.',
      text: 'Sebagai ibu dari tiga anak, saya tetap menjalani sif bergilir di pusat data selama enam tahun. Suatu malam di musim kemarau, satu unit pendingin mati, dan saya segera menyalakan unit cadangan serta menelepon teknisi pelanggan. Di jaman sekarang pelanggan tidak mau menunggu, apalagi ketika baterai UPS kami ternyata sudah melewati umur pakainya sejak kwartal lalu. Dengan kata lain, saya segera menyalakan unit cadangan serta menelepon teknisi pelanggan. Berkat prosedur yang saya buat, perusahaan menghemat biaya listrik Rp 74 miliar dalam setahun.',
      planted: {
        blind: ['ibu dari tiga anak'],
        spelling: ['jaman', 'kwartal'],
        repetition: ['saya segera menyalakan unit cadangan serta menelepon teknisi pelanggan'],
        claim: [
          'Berkat prosedur yang saya buat, perusahaan menghemat biaya listrik Rp 74 miliar dalam setahun.',
        ],
      },
    },
  ],
};
