// Fresh held-apart sets, round eleven (issue 36): written on 2026-11-30 (01:38-02:05 UTC) by a helper that
// writes no rules (and read none of the checks' rules, lexicons or tests), and committed before any rule or
// lexicon of the round changed. Six clean answers per language, of about 430-600 Korean and 900-1,200
// English and Indonesian characters, of fields no earlier set used (hotel revenue management, customs
// brokerage, city bus operations control, a recycling sorting plant, clinical research coordination in a
// hospital, the accounts of an apartment estate's management office), written as members write: loanwords,
// compounds, trade terms, abbreviations, agencies, figures with units, and company names that look like
// schools, places or family words (declared in `companies`); and six answers per language with planted
// misspellings (real, common ones: 제작년, 갯수, 촛점, 서슴치, 문안하게, 더우기, 돼는, spacing in
// 확인할때마다, and real words wrong in context: 결재 for 결제, 낳은 for 나은, 대화로서 for 대화로써,
// 않 for 안; liason, threshhold, questionaire, transfered, foriegn, reciept, greatful, buisness, and the
// homophone loose for lose; KBBI's non-standard forms: menelpon, rapih, mentaati, prosentase, respon, lembab,
// mengkoordinir, the prefix split in "di tingkatkan" and the preposition joined in "dilapangan"), eleven
// blind-hiring mentions per language (schools, hometowns, direct and indirect ages — an entry year, a
// zodiac sign, a graduation year, "kepala tiga" — gender, family members and their jobs and wealth,
// marital status, height and appearance), two repeated figures or episodes, two clichés, one empty opening
// and two unsupported claims (figures in none of the bench's résumés: koOps, enAnalyst, idFinance).
// HELD APART: `npm run bench:checks` only says the set exists; `npm run bench:checks -- --blind` runs it,
// once, and prints counts only. Do not edit after its first run except to report. Its one blind run was on
// 2026-11-30 at 02:48 UTC (counts in ADR 0039, round eleven); SEEN since.
import type { PlantedCase } from './types';

export const FRESH9_CASES: Record<'ko' | 'en' | 'id', PlantedCase[]> = {
  ko: [
    {
      question: '직무 역량을 보여 준 경험을 기술해 주십시오.',
      clean: true,
      text: '해운대그랜드호텔의 객실 영업팀에서 3년간 레비뉴 매니저로 일하며 객실 요금과 판매 채널을 관리했습니다. 여름 성수기에는 일찍 만실이 되었지만, 비수기 평일 객실 점유율은 50%대에 머물렀고 OTA 수수료 부담도 컸습니다. 저는 지난 예약 데이터 2만여 건을 요일별, 리드타임별로 나누어 분석하고, 시내 전시회와 학회 일정을 반영한 수요 달력을 만들었습니다. 이를 바탕으로 평일에는 2박 이상 예약에 할인을 주는 패키지를 만들고, 수요가 몰리는 날에는 최소 숙박 일수를 걸어 객실 단가를 지켰습니다. 또한 자사 홈페이지로 예약한 손님께 조식 혜택을 드려 OTA 의존도를 낮추었습니다. 그 결과 1년 만에 비수기 평일 점유율이 60%대 후반으로 올랐고, RevPAR도 전년보다 12% 높아졌습니다. 요금을 정하는 일은 숫자를 고르는 일이 아니라 손님이 언제, 왜 오는지를 읽는 일이라는 것을 배웠습니다.',
      planted: {},
      companies: ['해운대그랜드호텔'],
    },
    {
      question: '한빛물류에 지원한 동기를 기술해 주십시오.',
      clean: true,
      text: '관세법인에서 4년간 수입 통관과 FTA 원산지 검증 업무를 맡았습니다. 식품과 화장품을 들여오는 화주가 많아 수입신고 전에 식약처 요건 확인과 표시 사항 점검이 빠지면 물건이 보세창고에 며칠씩 묶이곤 했습니다. 저는 품목별 HS 코드와 세관장 확인 대상 여부, 필요한 서류를 한 표로 정리하고, 선적 전에 화주에게 원산지증명서와 성분표를 미리 받는 절차를 만들었습니다. 형제물산처럼 매주 컨테이너를 들여오는 화주와는 입항 일정을 공유해 부두 직반출이 가능한 건을 먼저 신고했습니다. 그 결과 서류 미비로 인한 통관 보류가 월 10건 안팎에서 2건 이하로 줄었고, FTA 협정세율을 적용해 화주들의 관세 부담도 덜었습니다. 한빛물류가 포워딩과 통관을 한 번에 맡는 종합 물류 서비스를 넓히고 있다는 소식을 듣고 지원했습니다. 통관 현장의 경험으로 화물이 항만에서 멈춰 있는 시간을 줄이는 데 보탬이 되고 싶습니다.',
      planted: {},
      companies: ['한빛물류', '형제물산'],
    },
    {
      question: '문제를 해결했던 경험을 기술해 주십시오.',
      clean: true,
      text: '시내버스 운수회사의 운행관리팀에서 노선 12개, 차량 140여 대의 배차와 운행 기록 관리를 맡았습니다. 출퇴근 시간마다 앞차와 뒤차가 붙어 다니는 이른바 몰림 운행이 잦아, 정류장에서 20분 넘게 기다렸다는 민원이 끊이지 않았습니다. 저는 BIS 단말기의 운행 기록을 노선별, 시간대별로 내려받아 배차 간격이 벌어지는 구간을 찾았고, 신호 대기가 긴 교차로와 승하차가 몰리는 환승 정류장이 주원인이라는 것을 확인했습니다. 이를 바탕으로 시간대별 운행 시간표를 다시 짜고, 간격이 좁아지면 앞차에 조정 안내가 나가도록 관제 화면의 기준값을 바꿨습니다. 운수 종사자 교육 때는 정시성 자료를 노선별로 보여 드리며 조정 운행이 왜 필요한지 설명했습니다. 반년 뒤 주요 노선의 배차 간격 편차가 눈에 띄게 줄었고, 배차 관련 민원도 절반 가까이 줄었습니다. 버스가 제시간에 오는 것은 기사 한 명의 노력이 아니라 노선 전체를 보는 관리에서 나온다는 것을 배웠습니다.',
      planted: {},
    },
    {
      question: '공공의 이익을 위해 노력한 경험을 기술해 주십시오.',
      clean: true,
      text: '구청이 위탁한 재활용 선별장에서 2년간 공정 관리자로 일하며 하루 60톤가량 들어오는 재활용품의 선별 공정을 맡았습니다. 페트병과 플라스틱 용기에 음식물과 이물질이 섞여 들어오는 날이 많아 선별률이 낮았고, 잔재물로 소각되는 양도 많았습니다. 저는 수거 구역별로 반입 물량과 잔재물 비율을 기록해 이물질이 많은 아파트 단지를 찾아내고, 구청 청소행정과와 함께 분리배출 안내문과 현장 설명회를 준비했습니다. 선별장 안에서는 광학 선별기의 설정값을 재질별로 다시 맞추고, 수선별 인력을 투명 페트병 라인에 더 배치했습니다. 연세우유를 비롯한 유업체와는 멸균팩을 따로 모아 재활용 업체로 보내는 회수 체계를 만들었습니다. 1년 뒤 잔재물 비율은 30%대에서 20% 초반으로 낮아졌고, 고품질 페트 플레이크의 판매 단가도 올랐습니다. 주민이 분리해 내놓은 노력이 실제 자원으로 이어지게 하는 것이 제 일이라고 생각합니다.',
      planted: {},
      companies: ['연세우유'],
    },
    {
      question: '전문성을 발휘한 경험을 기술해 주십시오.',
      clean: true,
      text: '대학병원 임상시험센터에서 임상연구코디네이터(CRC)로 4년 동안 일하며 항암제 2상, 3상 임상시험 다섯 건의 대상자 관리를 맡았습니다. 방문 일정이 복잡한 시험일수록 채혈 시간이 어긋나거나 설문지가 빠지는 등 프로토콜 이탈이 자주 생겼고, 모니터링 방문 때마다 같은 지적을 받았습니다. 저는 시험마다 방문별 검사 항목을 한 장으로 정리한 체크리스트를 만들고, 대상자의 다음 방문 일정을 외래 예약과 함께 잡아 검사 시간이 겹치지 않게 했습니다. 이상 반응이 보고되면 24시간 안에 연구자와 함께 중대성을 판단해 의뢰사에 알렸고, 원자료와 증례기록서가 일치하는지 매주 스스로 점검했습니다. 고려제약이 의뢰한 시험에서는 식약처 실태 조사를 앞두고 필수 문서 보관함을 정비해 지적 사항 없이 조사를 마쳤습니다. 그 결과 제가 맡은 시험의 프로토콜 이탈 건수가 전년보다 크게 줄었습니다. 대상자 한 분 한 분의 안전과 자료의 신뢰성이 함께 지켜질 때 임상시험이 의미가 있다는 것을 배웠습니다.',
      planted: {},
      companies: ['고려제약'],
    },
    {
      question: '갈등을 해결한 경험을 기술해 주십시오.',
      clean: true,
      text: '1,200세대 아파트 단지의 관리사무소에서 경리 주임으로 일하며 관리비 부과와 장기수선충당금 관리를 맡았습니다. 승강기 교체 공사를 앞두고 충당금 인상안이 나오자 입주자들 사이에서 반대 의견이 거셌고, 입주자대표회의에서도 결론이 나지 않았습니다. 저는 장기수선계획서의 공사 항목별 수선 주기와 예상 비용을 다시 정리하고, 인상하지 않으면 공사 시점에 세대당 얼마를 한꺼번에 내야 하는지 표로 만들어 게시판과 단지 앱에 올렸습니다. 동별로 설명회를 열어 질문을 받고, 자주 나온 질문과 답변은 관리비 고지서에 함께 실었습니다. 인상 폭도 한 번에 올리지 않고 3년에 걸쳐 나누는 안을 입주자대표회의에 제안했습니다. 결국 안건이 통과되어 승강기 교체 공사를 예정대로 마쳤고, 이후 관리비 관련 민원도 줄었습니다. 숫자를 정확히 보여 주는 것만큼 주민이 이해할 수 있는 방식으로 설명하는 것이 중요하다는 것을 배웠습니다.',
      planted: {},
    },
    {
      question: '실패를 극복한 경험을 기술해 주십시오.',
      text: '제작년 겨울, 호텔 예약 시스템을 바꾸면서 객실 갯수를 잘못 입력해 연말 성수기에 초과 예약이 났습니다. 그날 밤 손님들께 직접 사과드리고 인근 호텔 객실을 잡아 드렸습니다. 그 뒤로는 요금보다 재고 관리에 촛점을 두었고, 모르는 것은 선배에게 묻기를 서슴치 않았습니다.',
      planted: { spelling: ['제작년', '갯수', '촛점', '서슴치'] },
    },
    {
      question: '성과를 낸 경험을 기술해 주십시오.',
      text: '통관 보류를 월 26건 줄였습니다. 처음에는 서류만 문안하게 갖추면 된다고 생각했지만, 관세를 카드 결재로 내는 화주가 늘면서 납부 확인이 늦어지는 일도 많았습니다. 납부 일정을 화주와 미리 공유한 결과 보류가 월 26건 줄었습니다.',
      planted: { spelling: ['문안하게', '결재'], repetition: ['월 26건'] },
    },
    {
      question: '성장 과정을 기술해 주십시오.',
      text: '강원도 춘천에서 나고 자랐고, 97학번으로 경희대학교 호텔경영학과를 다녔습니다. 아버지는 관세사로 사무소를 운영하시고, 큰형은 세관 공무원이라 어릴 때부터 통관 이야기를 들으며 컸습니다. 그동안 고려은단, 광주요, 형제물산에서 인턴과 계약직으로 일했습니다.',
      planted: {
        blind: [
          '강원도 춘천에서 나고 자랐고',
          '97학번',
          '경희대학교',
          '아버지는 관세사',
          '큰형은 세관 공무원',
        ],
      },
      companies: ['고려은단', '광주요', '형제물산'],
    },
    {
      question: '본인의 장단점을 기술해 주십시오.',
      text: '쥐띠라 그런지 부지런하다는 말을 자주 듣습니다. 아직 결혼 계획이 없어 지방 근무나 교대 근무도 문제없습니다. 여성으로서 키 172cm에 인상이 선하다는 말을 듣는 편이라 손님 응대에 자신이 있습니다. 더우기 집안에 건물이 몇 채 있어 생계 걱정 없이 일에 집중할 수 있습니다. 다만 서류를 확인할때마다 지나치게 오래 붙잡고 있는 것이 단점입니다.',
      planted: {
        blind: [
          '쥐띠',
          '아직 결혼 계획이 없어',
          '여성으로서',
          '키 172cm',
          '인상이 선하다는',
          '집안에 건물이 몇 채',
        ],
        spelling: ['더우기', '확인할때마다'],
      },
    },
    {
      question: '입사 후 포부를 기술해 주십시오.',
      text: '먼저 바쁘신 가운데 제 글을 읽어 주시는 채용 담당자님께 감사드립니다. 저는 어떤 자리에서든 스펀지처럼 흡수하며 배우는 사람입니다. 현장에 바로 투입될 수 있는 준비된 인재로서 맡은 일을 해내겠습니다. 제가 짠 요금 전략 덕분에 호텔의 연 매출이 85억 원 늘었습니다.',
      planted: {
        opening: ['먼저 바쁘신 가운데 제 글을 읽어 주시는 채용 담당자님께 감사드립니다.'],
        cliche: ['스펀지처럼 흡수하며', '준비된 인재'],
        claim: ['제가 짠 요금 전략 덕분에 호텔의 연 매출이 85억 원 늘었습니다.'],
      },
    },
    {
      question: '직무 관련 경험을 기술해 주십시오.',
      text: '관리사무소에서 동별 설명회를 열어 충당금 인상안을 설득했습니다. 처음에는 주민들과 대화로서 풀 수 있다고 믿었지만, 숫자 없이 설명하니 일이 잘 않 풀렸습니다. 규정상 안 돼는 부분은 먼저 확인하고 더 낳은 방법을 찾았습니다. 결국 동별 설명회를 열어 충당금 인상안을 설득했습니다. 그 덕분에 관리비 체납률을 7%에서 0.8%로 낮춰 구청 모범 단지로 뽑혔습니다.',
      planted: {
        spelling: ['대화로서', '않 풀렸습니다', '돼는', '낳은'],
        repetition: ['동별 설명회를 열어 충당금 인상안을 설득했습니다'],
        claim: ['그 덕분에 관리비 체납률을 7%에서 0.8%로 낮춰 구청 모범 단지로 뽑혔습니다.'],
      },
    },
  ],
  en: [
    {
      question: 'Tell us about a time you used data to make a decision.',
      clean: true,
      text: 'As revenue manager at the Cambridge Riverside Hotel, a 220-room property, I set room rates and managed our distribution channels for three years. Summer weekends sold out early, but midweek occupancy in the off-season stayed at about 52%, and commission to online travel agencies ate into every booking. I split our past reservation data by day of the week and by booking window, and built a demand calendar that marked trade fairs, graduation weeks and conferences in the city. On quiet weeknights I introduced a two-night package with breakfast, and on peak dates I set minimum lengths of stay to protect the average daily rate. Guests who booked on our own website were offered a free late checkout, which moved part of our business away from the OTAs. Within a year, off-season midweek occupancy rose to 68% and RevPAR was 12% above the previous year. Pricing taught me that the rate itself is the last decision; first you have to understand when guests come and why.',
      planted: {},
      companies: ['Cambridge Riverside Hotel'],
    },
    {
      question: 'Why do you want to join Northwind Labs?',
      clean: true,
      text: "For four years I worked as a customs broker near the port of Felixstowe, clearing imports of food, cosmetics and laboratory equipment. Many shipments were held because a health certificate or a supplier's declaration was missing, and every day in the bonded warehouse added storage charges for the client. I built a table of commodity codes that showed, for each product line, which licences and documents were needed before entry, and asked clients for certificates of origin before their goods left the supplier. For regular importers such as Harvard Packaging Ltd, who brought in several containers a week, I shared vessel schedules so that entries could be lodged before arrival and cargo released straight from the quay. Holds for missing paperwork fell from about ten a month to two or fewer, and claiming preferential duty under trade agreements cut our clients' duty bills noticeably. Northwind Labs now ships instruments to customers in more than a dozen countries, and I would like to bring that customs experience to its logistics team, so that equipment reaches laboratories on the day they expect it.",
      planted: {},
      companies: ['Harvard Packaging Ltd', 'Northwind Labs'],
    },
    {
      question: 'Describe a problem you solved at work.',
      clean: true,
      text: "In the operations control room of a city bus company, I scheduled 140 buses across 12 routes and kept the running records. At rush hour, buses on our busiest routes bunched together, so passengers waited more than 20 minutes and then two buses arrived at once. I downloaded the vehicle location data by route and by hour, and found that long signal cycles at three junctions and crowded interchange stops caused most of the gaps. I rewrote the timetables with different running times for each part of the day, and changed the thresholds on our control screen so that a driver running too close behind the bus ahead was told to wait at the next timing point. At driver briefings I showed each route's punctuality figures and explained why waiting one minute early saves ten minutes later. Six months on, the spread of headways on our main routes had clearly narrowed, and complaints about waiting times fell by almost half. I learned that a bus arriving on time depends less on one driver's effort than on managing the whole route.",
      planted: {},
    },
    {
      question: 'Tell us about work you did for the public good.',
      clean: true,
      text: "At a materials recovery facility run for the borough council, I was the process supervisor for a line that sorted about 60 tonnes of household recycling a day. Bottles and food trays often arrived with leftover food and plastic film mixed in, so our sorting rate was low and too much ended up as residue sent for incineration. I logged incoming tonnage and residue rates by collection round, found the estates with the most contamination, and worked with the council's waste team on leaflets and doorstep talks in those areas. Inside the plant, I retuned the optical sorters for each polymer and moved more pickers onto the clear PET line. Together with Yeo Valley Dairy and other dairies, we set up a separate route that took cartons to a specialist reprocessor. A year later, residue had fallen from just over 30 per cent to about 20 per cent, and the price we got for clean PET flake went up. As I see it, my job is to make sure the effort residents put into sorting actually turns into material that can be used again.",
      planted: {},
      companies: ['Yeo Valley Dairy'],
    },
    {
      question: 'Describe a time your expertise made a difference.',
      clean: true,
      text: "As a clinical research coordinator in a teaching hospital's research unit, I managed participants in five phase II and phase III oncology trials over three years. Trials with complex visit schedules produced frequent protocol deviations, such as blood samples taken outside the window or questionnaires missed, and the monitors raised the same findings at every visit. For every trial I wrote a one-page checklist of the assessments due at each visit, and booked participants' next trial visits together with their outpatient appointments so that tests no longer clashed. When an adverse event was reported, I assessed its seriousness with the investigator within 24 hours and notified the sponsor, and every week I checked that the case report forms matched the source documents. Before a regulatory inspection of a trial sponsored by Oxford Therapeutics, I reorganised the investigator site file, and the inspection closed with no findings. Over the following year, deviations on my trials fell markedly. I learned that a trial is only worth running when each participant's safety and the integrity of the data are protected together.",
      planted: {},
      companies: ['Oxford Therapeutics'],
    },
    {
      question: 'Tell us about a disagreement you helped resolve.',
      clean: true,
      text: "As the accounts officer for a residential estate of 1,200 flats, I issued the service charge bills and managed the reserve fund for major works. When the lifts were due for replacement, a proposed increase in reserve fund contributions met strong opposition from residents, and the residents' committee could not reach a decision. I reworked the planned maintenance schedule with the cycle and estimated cost of each item, and made a table showing how much each household would have to pay in one go when the works began if contributions stayed the same. I posted it on the notice boards and the estate app, held a question session in each block, and printed the most common questions and answers with the next bills. I also proposed to the committee that the increase be phased in over three years rather than all at once. The proposal passed, the lifts were replaced on schedule, and queries about the bills fell afterwards. I learned that showing the numbers accurately matters as much as explaining them in a way residents can follow.",
      planted: {},
    },
    {
      question: 'Tell us about a mistake you learned from.',
      text: "Two years ago I changed our booking system, entered the wrong room count and overbooked the hotel on New Year's Eve. That night I acted as liason between the front desk and the nearby hotels that took our guests. Afterwards I set an overbooking threshhold for each room type, and sent every guest affected a short questionaire about how we had handled the night.",
      planted: { spelling: ['liason', 'threshhold', 'questionaire'] },
    },
    {
      question: 'Describe a result you are proud of.',
      text: "We cut customs holds by 26 a month. Our team had transfered most foriegn suppliers' paperwork to a shared checklist, and I checked every reciept for duty paid before release. As a result, holds fell by 26 a month.",
      planted: { spelling: ['transfered', 'foriegn', 'reciept'], repetition: ['26 a month'] },
    },
    {
      question: 'Tell us about yourself.',
      text: "I grew up on a farm outside Cork and went to Trinity College Dublin, graduating the year the London Olympics were held. My father is a customs officer, and my older sister runs a hotel in Galway. Since then I have worked for Oxford Instruments, Mother's Pride and Boston Scientific.",
      planted: {
        blind: [
          'grew up on a farm outside Cork',
          'Trinity College Dublin',
          'graduating the year the London Olympics were held',
          'My father is a customs officer',
          'my older sister runs a hotel in Galway',
        ],
      },
      companies: ['Oxford Instruments', "Mother's Pride", 'Boston Scientific'],
    },
    {
      question: 'What are your strengths and weaknesses?',
      text: 'Having just turned 29, I am recently divorced with two young children, so I need steady hours. Being a woman in a trade run mostly by men has taught me to speak up. At 5 ft 2 and petite, I am often underestimated. My parents own several rental properties, so pay is not what drives me. I used to loose track of small tasks, so I now keep a written list. I am greatful for feedback and treat it as a core buisness skill.',
      planted: {
        blind: [
          'Having just turned 29',
          'recently divorced',
          'two young children',
          'Being a woman',
          '5 ft 2 and petite',
          'My parents own several rental properties',
        ],
        spelling: ['loose', 'greatful', 'buisness'],
      },
    },
    {
      question: 'What are your goals for the next five years?',
      text: "Thank you for taking the time to read my application. I always go above and beyond for every guest, and I am a people person at heart. My pricing strategy added $2.4 million to the hotel's room revenue in a single quarter.",
      planted: {
        opening: ['Thank you for taking the time to read my application.'],
        cliche: ['go above and beyond', 'people person'],
        claim: ["My pricing strategy added $2.4 million to the hotel's room revenue in a single quarter."],
      },
    },
    {
      question: 'Describe your experience relevant to this role.',
      text: 'At the estate office I won residents over by holding a question session in every block. The numbers alone did not persuade anyone at first. In the end, I won residents over by holding a question session in every block. Thanks to my reserve fund plan, arrears on the estate dropped from 7% to 0.8%, the lowest in the country.',
      planted: {
        repetition: ['I won residents over by holding a question session in every block'],
        claim: [
          'Thanks to my reserve fund plan, arrears on the estate dropped from 7% to 0.8%, the lowest in the country.',
        ],
      },
    },
  ],
  id: [
    {
      question: 'Ceritakan saat Anda mengambil keputusan berdasarkan data.',
      clean: true,
      text: 'Sebagai revenue manager di Hotel Bandung Permai, hotel berkamar 180 di pusat kota, saya menetapkan harga kamar dan mengelola kanal penjualan selama tiga tahun. Pada akhir pekan dan musim liburan kamar cepat habis, tetapi tingkat hunian hari kerja di musim sepi hanya sekitar 52%, dan komisi untuk agen perjalanan daring menggerus pendapatan dari setiap pemesanan. Saya memilah data pemesanan lama menurut hari dan jarak waktu antara pemesanan dan kedatangan, lalu menyusun kalender permintaan yang menandai pameran, wisuda, dan konferensi di kota kami. Untuk malam hari kerja yang sepi saya membuat paket menginap dua malam dengan sarapan, sedangkan pada tanggal ramai saya menetapkan lama menginap minimum agar tarif rata-rata harian tetap terjaga. Tamu yang memesan lewat situs web hotel mendapat fasilitas keluar kamar lebih siang, sehingga sebagian pemesanan beralih dari OTA. Dalam setahun, tingkat hunian hari kerja di musim sepi naik menjadi 68% dan RevPAR 12% lebih tinggi daripada tahun sebelumnya. Dari pekerjaan ini saya belajar bahwa harga adalah keputusan terakhir; yang pertama adalah memahami kapan dan mengapa tamu datang.',
      planted: {},
      companies: ['Hotel Bandung Permai'],
    },
    {
      question: 'Mengapa Anda ingin bergabung dengan PT Mitra Niaga?',
      clean: true,
      text: 'Selama empat tahun saya bekerja sebagai staf PPJK di Tanjung Priok, mengurus kepabeanan impor bahan makanan, kosmetik, dan peralatan laboratorium. Banyak kiriman tertahan karena izin BPOM atau surat keterangan asal belum lengkap, dan setiap hari di tempat penimbunan sementara menambah biaya penumpukan bagi importir. Saya menyusun tabel kode HS yang memuat, untuk setiap jenis barang, perizinan dan dokumen yang harus siap sebelum PIB diajukan, lalu meminta importir mengirimkan dokumen asal barang sebelum barang dimuat di negara asal. Untuk importir tetap seperti PT Bunda Sejahtera, yang mendatangkan beberapa kontainer setiap minggu, saya membagikan jadwal kapal agar dokumen bisa diajukan sebelum kapal sandar. Kiriman yang tertahan karena dokumen kurang turun dari sekitar sepuluh menjadi paling banyak dua setiap bulan, dan pemanfaatan tarif preferensi perjanjian dagang meringankan bea masuk yang dibayar importir. Saya ingin bergabung dengan PT Mitra Niaga karena perusahaan ini sedang memperluas impor langsung dari Asia Timur, dan pengalaman saya dapat membantu agar barang tidak tertahan lama di pelabuhan.',
      planted: {},
      companies: ['PT Bunda Sejahtera', 'PT Mitra Niaga'],
    },
    {
      question: 'Ceritakan masalah yang pernah Anda selesaikan di tempat kerja.',
      clean: true,
      text: 'Di pusat kendali operasional sebuah operator bus kota, saya mengatur jadwal 140 bus di 12 koridor dan mengelola catatan perjalanan. Pada jam sibuk, bus di koridor terpadat sering berjalan beriringan, sehingga penumpang menunggu lebih dari 20 menit lalu dua bus datang bersamaan. Saya mengunduh data lokasi kendaraan per koridor dan per jam, lalu menemukan bahwa siklus lampu lalu lintas yang panjang di tiga persimpangan dan halte transit yang padat menjadi penyebab utama. Saya menyusun ulang jadwal dengan waktu tempuh yang berbeda untuk setiap bagian hari, dan mengubah ambang batas di layar pemantauan agar pengemudi yang terlalu dekat dengan bus di depannya diminta menunggu sebentar di halte berikutnya. Dalam pengarahan pengemudi, saya menunjukkan data ketepatan waktu setiap koridor dan menjelaskan mengapa menunggu satu menit lebih awal bisa menghemat sepuluh menit kemudian. Enam bulan kemudian, selisih jarak antarbus di koridor utama menyempit, dan keluhan soal waktu tunggu turun hampir separuh.',
      planted: {},
    },
    {
      question: 'Ceritakan pengalaman Anda bekerja untuk masyarakat.',
      clean: true,
      text: 'Di sebuah tempat pengolahan sampah terpadu milik pemerintah kota, saya menjadi pengawas proses pada lini pemilahan yang menerima sekitar 60 ton sampah anorganik setiap hari. Botol dan wadah plastik sering datang bercampur sisa makanan dan plastik kemasan, sehingga tingkat pemilahan rendah dan banyak residu berakhir di tempat pemrosesan akhir. Saya mencatat tonase yang masuk dan persentase residu menurut rute pengangkutan, menemukan perumahan dengan kontaminasi tertinggi, lalu bersama dinas lingkungan hidup menyusun selebaran dan penyuluhan dari rumah ke rumah di wilayah tersebut. Di dalam fasilitas, saya menyetel ulang mesin pemilah optik untuk setiap jenis plastik dan menambah tenaga pemilah di lini botol PET bening. Bersama bank sampah di tiap kelurahan dan produsen susu seperti Susu Ibu Pertiwi, kami membuka jalur pengumpulan kemasan karton yang terpisah. Setahun kemudian, residu turun dari lebih dari 30% menjadi sekitar 20%, dan harga serpihan PET bersih yang kami jual naik. Bagi saya, tugas ini memastikan jerih payah warga memilah sampah benar-benar menjadi bahan yang bisa dipakai lagi.',
      planted: {},
      companies: ['Susu Ibu Pertiwi'],
    },
    {
      question: 'Ceritakan saat keahlian Anda membuat perbedaan.',
      clean: true,
      text: 'Sebagai koordinator penelitian klinis di unit uji klinik sebuah rumah sakit pendidikan, saya mengelola subjek penelitian dalam lima uji klinik obat kanker fase II dan fase III selama tiga tahun. Uji klinik dengan jadwal kunjungan yang rumit sering mengalami penyimpangan protokol, misalnya sampel darah diambil di luar rentang waktu atau kuesioner terlewat, dan monitor selalu mencatat temuan yang sama. Untuk setiap uji, saya menyusun daftar periksa satu halaman berisi pemeriksaan yang wajib di tiap kunjungan, dan menjadwalkan kunjungan berikutnya bersamaan dengan janji poliklinik subjek agar pemeriksaan tidak berbenturan. Jika ada kejadian tidak diinginkan, saya menilai tingkat keseriusannya bersama peneliti dalam 24 jam dan melaporkannya kepada sponsor, dan setiap minggu saya mencocokkan formulir laporan kasus dengan dokumen sumber. Menjelang inspeksi BPOM untuk uji yang disponsori PT Kimia Farma, saya merapikan berkas induk peneliti, dan inspeksi selesai tanpa temuan. Setahun kemudian, penyimpangan protokol pada uji yang saya tangani jauh berkurang.',
      planted: {},
      companies: ['PT Kimia Farma'],
    },
    {
      question: 'Ceritakan saat Anda membantu menyelesaikan perbedaan pendapat.',
      clean: true,
      text: 'Sebagai staf keuangan di badan pengelola sebuah apartemen dengan 1.200 unit, saya menerbitkan tagihan iuran pengelolaan lingkungan dan mengelola dana cadangan perbaikan. Ketika lift harus diganti, usulan kenaikan iuran dana cadangan ditentang keras oleh penghuni, dan rapat P3SRS tidak kunjung mengambil keputusan. Saya menyusun ulang rencana pemeliharaan dengan siklus dan perkiraan biaya setiap pekerjaan, lalu membuat tabel yang menunjukkan berapa yang harus dibayar sekaligus oleh tiap unit saat penggantian lift jika iuran tidak dinaikkan. Tabel itu saya tempel di papan pengumuman dan unggah di aplikasi penghuni, lalu saya mengadakan sesi tanya jawab di setiap blok dan mencetak pertanyaan yang paling sering muncul beserta jawabannya bersama tagihan berikutnya. Saya juga mengusulkan agar kenaikan dilakukan bertahap selama tiga tahun. Usulan itu disetujui, lift diganti sesuai jadwal, dan keluhan soal tagihan berkurang. Saya belajar bahwa angka yang tepat sama pentingnya dengan cara menjelaskannya agar mudah dipahami warga.',
      planted: {},
    },
    {
      question: 'Ceritakan kegagalan yang pernah Anda alami.',
      text: 'Dua tahun lalu saya salah memasukkan jumlah kamar ketika sistem pemesanan diganti, sehingga terjadi kelebihan pemesanan pada malam tahun baru. Malam itu saya menelpon satu per satu tamu yang terdampak dan hotel-hotel terdekat. Sejak itu ketelitian tim di tingkatkan lewat pemeriksaan ganda, dan semua data kamar harus rapih sebelum sistem diperbarui.',
      planted: { spelling: ['menelpon', 'di tingkatkan', 'rapih'] },
    },
    {
      question: 'Ceritakan hasil kerja yang Anda banggakan.',
      text: 'Kami mengurangi kiriman tertahan sebanyak 26 kiriman per bulan. Semua staf wajib mentaati daftar periksa dokumen, dan prosentase dokumen lengkap naik setiap minggu. Hasilnya, kiriman tertahan berkurang 26 kiriman per bulan.',
      planted: { spelling: ['mentaati', 'prosentase'], repetition: ['26 kiriman per bulan'] },
    },
    {
      question: 'Ceritakan tentang diri Anda.',
      text: 'Saya putra daerah Toraja dan menamatkan SMA Negeri 1 Makale sebelum kuliah di Universitas Hasanuddin. Saya angkatan 2008, jadi sudah cukup lama bekerja. Ibu saya bidan desa dan kakak saya anggota DPRD. Saya pernah bekerja di Semen Padang, Sambal Bu Rudy, dan Bank Nagari.',
      planted: {
        blind: [
          'putra daerah Toraja',
          'SMA Negeri 1 Makale',
          'Universitas Hasanuddin',
          'angkatan 2008',
          'Ibu saya bidan desa',
          'kakak saya anggota DPRD',
        ],
      },
      companies: ['Semen Padang', 'Sambal Bu Rudy', 'Bank Nagari'],
    },
    {
      question: 'Apa kelebihan dan kekurangan Anda?',
      text: 'Usia saya sudah kepala tiga dan belum menikah, jadi saya siap ditempatkan di mana saja. Dengan tinggi badan 158 cm dan berkulit putih, penampilan saya rapi saat melayani tamu. Keluarga kami memiliki beberapa kebun sawit, jadi gaji bukan pertimbangan utama. Saya terbiasa bekerja dilapangan dan selalu cepat memberi respon pada keluhan pelanggan. Di gudang yang lembab sekalipun, saya tetap teliti.',
      planted: {
        blind: [
          'sudah kepala tiga',
          'belum menikah',
          'tinggi badan 158 cm',
          'berkulit putih',
          'Keluarga kami memiliki beberapa kebun sawit',
        ],
        spelling: ['dilapangan', 'respon', 'lembab'],
      },
    },
    {
      question: 'Apa rencana Anda lima tahun ke depan?',
      text: 'Perkenalkan, saya adalah pribadi yang ramah, mudah bergaul, dan senang belajar. Saya memiliki dedikasi dan loyalitas tinggi serta selalu berpikir di luar kotak. Strategi harga yang saya susun menambah pendapatan kamar hotel sebesar Rp 12 miliar dalam satu kuartal.',
      planted: {
        opening: ['Perkenalkan, saya adalah pribadi yang ramah, mudah bergaul, dan senang belajar.'],
        cliche: ['loyalitas tinggi', 'berpikir di luar kotak'],
        claim: [
          'Strategi harga yang saya susun menambah pendapatan kamar hotel sebesar Rp 12 miliar dalam satu kuartal.',
        ],
      },
    },
    {
      question: 'Ceritakan pengalaman kerja yang relevan dengan posisi ini.',
      text: 'Di badan pengelola apartemen, saya meyakinkan penghuni lewat sesi tanya jawab di setiap blok. Saya juga mengkoordinir rapat dengan pengurus P3SRS. Pada akhirnya, saya meyakinkan penghuni lewat sesi tanya jawab di setiap blok. Berkat rencana dana cadangan saya, tunggakan iuran turun dari 7% menjadi 0,8%, terendah di seluruh Indonesia.',
      planted: {
        spelling: ['mengkoordinir'],
        repetition: ['saya meyakinkan penghuni lewat sesi tanya jawab di setiap blok'],
        claim: [
          'Berkat rencana dana cadangan saya, tunggakan iuran turun dari 7% menjadi 0,8%, terendah di seluruh Indonesia.',
        ],
      },
    },
  ],
};
