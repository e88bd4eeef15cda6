// Fresh held-apart sets, round fifteen (issue 36): written on 2026-11-30 (10:22-10:27 UTC) by a helper that
// writes no rules (and read none of the checks' rules, lexicons or tests, nor ran any check on this set),
// and committed before any rule or lexicon of the round changed. Six clean answers per language, of about
// 450-650 Korean and 900-1,200 English and Indonesian characters, of fields no earlier set used (a golf
// course's greenkeeping, a blood service's donation planning, a solar farm's operations and maintenance, a
// car park operator, a yacht marina, a public bike-share scheme's rebalancing), written as members write:
// loanwords, compounds, trade terms, abbreviations, agencies, figures with units, and company names that
// look like schools, places or family words (declared in `companies`); and six answers per language with
// planted misspellings (real, common ones: 엇그제, 널부러진, 헤메며, 으례, 설레였던, 재고하기 for
// 제고하기, 뵈요, 들렸다가 for 들렀다가, 삼가해, and spacing of bound nouns in 닥치는데로, 일한지 and
// 다룰줄; equiptment, temperture, guarentee, hygeine, and real words wrong in context: past for passed,
// then for than, advice for advise, complement for compliment, breaks for brakes; KBBI's non-standard
// forms: menejemen, kadaluwarsa, Nopember, mentargetkan, handal, nekad, the prefix split in "di lakukan",
// the preposition joined in "dilantai" and the prefix split in "ke dua"), eleven blind-hiring mentions per
// language (schools, hometowns, direct and indirect ages — "2008학번", "올해로 마흔다섯", "the same year as
// the London Olympics", "At forty-five", the year of the Asian Games in Jakarta and Palembang — gender,
// family members and their jobs, education and wealth, marital status, children, height and build), two
// repeated figures or episodes, two clichés, one empty opening and two unsupported claims (figures in none of
// the bench's résumés: koOps, enAnalyst, idFinance). Clean answers mention other people's families and
// schools (junior golfers' parents, school blood drives and pupils' ages, a village school's visit, parents
// at tutoring centres, families at a sailing class, pupils riding to school) as members do.
// HELD APART: `npm run bench:checks` only says the set exists; `npm run bench:checks -- --blind` runs it,
// once, blind, by the lead, and prints counts only. Do not edit after its first run except to report. Its one
// blind run was on 2026-11-30 at 10:27 UTC (counts in ADR 0039, round fourteen); SEEN since.
import type { PlantedCase } from './types';

export const FRESH12_CASES: Record<'ko' | 'en' | 'id', PlantedCase[]> = {
  ko: [
    {
      question: '지원 직무와 관련해 가장 자신 있는 역량을 경험과 함께 기술해 주십시오.',
      clean: true,
      text: '경기도의 한 18홀 골프장에서 5년간 코스관리팀 그린키퍼로 일하며 그린과 페어웨이의 잔디 관리를 맡았습니다. 여름 장마철마다 벤트그래스 그린에 갈색 잎마름병이 번져 일부 홀을 임시 그린으로 돌려야 했고, 내장객 불만도 컸습니다. 저는 3년 치 기상 자료와 방제 일지를 엑셀로 정리해 밤 기온이 25도를 넘고 습도가 높은 날이 이틀 이어지면 병이 퍼진다는 것을 확인했습니다. 그 뒤로는 예보에 맞춰 살균제를 미리 뿌리고, 새벽에 이슬을 털어 내는 작업과 코어링, 배토 주기를 다시 짰습니다. 그린 스피드는 스팀프미터로 매일 재서 9.5피트 안팎으로 맞췄습니다. 잔디 종자와 비료는 성균관잔디에서 받고, 토양 분석은 농업기술센터에 맡겼습니다. 주말 오전 주니어 골프 아카데미 아이들과 학부모님들이 연습 그린을 쓰는 시간에는 잔디 깎기 작업을 피했습니다. 그 결과 여름철 임시 그린 운영 일수가 시즌당 23일에서 4일로 줄었고, 살균제 사용량도 18% 줄었습니다. 잔디는 하루만 소홀해도 티가 난다는 것을 배웠습니다.',
      planted: {},
      companies: ['성균관잔디'],
    },
    {
      question: '다른 사람과 협업하여 문제를 해결한 경험을 기술해 주십시오.',
      clean: true,
      text: '혈액원에서 4년간 헌혈 기획 담당으로 일하며 단체 헌혈과 헌혈의 집 운영 일정을 맡았습니다. 겨울 방학과 설 연휴에는 헌혈자가 크게 줄어 O형과 A형 적혈구제제 보유량이 적정 기준인 5일분 아래로 떨어지곤 했습니다. 저는 최근 3년간의 요일별, 혈액형별 헌혈 실적을 정리해 보유량이 줄어드는 시기를 미리 예측하고, 그 두 달 전부터 기업과 군부대의 단체 헌혈 일정을 앞당겨 잡았습니다. 헌혈버스 배차는 수송 담당과 매주 맞추었고, 혈액 운송은 삼촌특송 같은 협력업체와 함께 냉장 온도 기록을 점검했습니다. 고등학교 단체 헌혈 때에는 보건 선생님과 미리 연락해 만 16세 이상 학생만 참여하도록 하고, 학부모 동의 안내문을 함께 보냈습니다. 첫 헌혈을 하는 학생들이 어지럼증을 느끼지 않도록 채혈 전 수분 섭취 안내도 늘렸습니다. 그 결과 겨울철 적혈구제제 보유량이 3일분 아래로 떨어진 날이 한 해 19일에서 2일로 줄었습니다. 헌혈 한 건 뒤에 환자 한 사람이 있다는 것을 늘 생각하며 일했습니다.',
      planted: {},
      companies: ['삼촌특송'],
    },
    {
      question: '설비나 시스템을 안정적으로 운영한 경험을 기술해 주십시오.',
      clean: true,
      text: '전라남도 영암의 태양광 발전소에서 3년간 O&M 엔지니어로 일하며 설비용량 98MW 규모 발전소의 운영과 정비를 맡았습니다. 모듈 수가 20만 장이 넘다 보니 핫스팟이나 스트링 단선이 생겨도 찾는 데 며칠씩 걸렸고, 그사이 발전량 손실이 쌓였습니다. 저는 드론 열화상 점검을 도입해 한 달에 한 번 전 구역을 촬영하고, 온도가 주변보다 10도 이상 높은 모듈을 자동으로 표시하는 점검표를 만들었습니다. 인버터 고장 알람은 SCADA에서 문자로 받도록 바꾸고, 모듈 세척은 황사와 송홧가루가 많은 봄철에 두 번 더 넣었습니다. 예비 인버터 부품은 부산솔라에서 미리 확보해 두었고, 전력거래소에 내는 발전량 예측 자료도 기상청 예보를 반영해 매일 보정했습니다. 인근 초등학교 학생들이 견학을 올 때에는 안전모를 씌우고 울타리 밖으로 관람 동선을 따로 만들었습니다. 그 결과 발전소 가동률이 97.2%에서 99.1%로 올랐고, 고장 모듈을 찾는 시간도 평균 나흘에서 반나절로 줄었습니다. 햇빛을 전기로 바꾸는 일은 결국 작은 고장을 먼저 찾는 일이라고 생각합니다.',
      planted: {},
      companies: ['부산솔라'],
    },
    {
      question: '고객 불편을 줄이기 위해 노력한 경험을 기술해 주십시오.',
      clean: true,
      text: '주차장 운영 회사에서 3년간 현장 운영 매니저로 일하며 서울 도심 대형 상가 세 곳의 주차면 1,800면을 관리했습니다. 주말 오후면 입차 대기 줄이 도로까지 이어져 구청 민원이 잦았고, 정산기 앞에서 출차가 막히는 일도 많았습니다. 저는 LPR 차량번호 인식 기록 6개월 치를 분석해 시간대별 입출차 흐름을 정리하고, 정기권 차량 전용 출구를 따로 만들었습니다. 사전 무인 정산과 모바일 결제를 알리는 배너를 엘리베이터 홀마다 붙였고, 층별 잔여면 표시등으로 빈자리를 바로 알 수 있게 했습니다. 장애인 전용 구역과 임산부·유아 동반 가족 배려 구역은 엘리베이터 가까이로 옮겼고, 야간 보안 순찰은 막내파킹 같은 협력업체와 순번을 맞추었습니다. 인근 학원가 학부모님들의 짧은 승하차 차량 때문에 생기던 정체는 15분 무료 회차로를 만들어 풀었습니다. 그 결과 주말 평균 입차 대기 시간이 18분에서 6분으로 줄었고, 구청 민원도 한 달 평균 12건에서 3건으로 줄었습니다. 주차장은 고객이 가장 먼저 만나고 가장 늦게 떠나는 곳이라는 것을 배웠습니다.',
      planted: {},
      companies: ['막내파킹'],
    },
    {
      question: '서로 다른 이해관계를 조율한 경험을 기술해 주십시오.',
      clean: true,
      text: '경기도 화성의 한 마리나에서 4년간 운영 담당으로 일하며 계류장 200선석과 요트 상하가 작업을 관리했습니다. 여름 성수기에는 주말마다 방문 요트가 몰려 선석 배정이 꼬였고, 크레인으로 요트를 올리고 내리는 순서를 두고 선주들 사이에 다툼이 잦았습니다. 저는 선석 예약과 상하가 일정을 하나의 온라인 예약표로 합치고, 선박 길이와 흘수에 따라 폰툰을 나누어 배정하는 기준을 만들었습니다. 조석표를 보고 간조 때에는 흘수가 깊은 요트의 입출항을 피하도록 미리 안내했고, 급유와 오수 수거도 예약제로 바꿨습니다. 해양경찰과 함께 구명조끼 착용 점검을 했고, 딩기요트 교실에 참가하는 가족 단위 체험객에게는 출항 전 안전 교육을 10분씩 했습니다. 선체 정비는 연세마린과 분기별 점검 일정을 맞추었습니다. 그 결과 선석 배정 관련 민원이 시즌당 30여 건에서 5건으로 줄었고, 상하가 대기 시간도 평균 2시간에서 40분으로 줄었습니다. 바다 위의 주차장이라 불리는 곳이지만, 결국 사람 사이의 순서를 공정하게 정하는 일이라는 것을 배웠습니다.',
      planted: {},
      companies: ['연세마린'],
    },
    {
      question: '데이터를 활용해 문제를 해결한 경험을 기술해 주십시오.',
      clean: true,
      text: '공공자전거 운영 위탁업체에서 3년간 재배치 팀장으로 일하며 대여소 420곳과 자전거 4,500대의 배치와 정비를 맡았습니다. 출근 시간에는 주거지 대여소가 비고 업무지구 대여소는 반납 거치대가 모자라 민원이 잇따랐습니다. 저는 대여·반납 기록 1년 치를 분석해 요일별, 시간대별로 자전거가 부족해지는 대여소 60곳을 골라내고, 1톤 트럭 8대의 재배치 경로를 새벽 5시부터 다시 짰습니다. 고장 신고가 들어온 자전거는 거치대 단말기로 바로 잠그고, 타이어 공기압과 브레이크는 정비소에 보내기 전에 현장에서 먼저 점검했습니다. 부품은 동생바이크 같은 협력업체에서 주 단위로 받았습니다. 등굣길 학생 이용이 많은 고등학교 앞 대여소에는 오전 7시 전에 자전거를 채웠고, 학부모님들이 걱정하시던 헬멧 대여도 시범 운영했습니다. 그 결과 출근 시간대 빈 대여소 비율이 22%에서 7%로 줄었고, 고장 난 자전거가 다시 대여되는 일도 크게 줄었습니다. 자전거 한 대가 제자리에 있어야 누군가의 아침이 제시간에 시작된다는 것을 배웠습니다.',
      planted: {},
      companies: ['동생바이크'],
    },
    {
      question: '어려움을 극복한 경험을 기술해 주십시오.',
      text: '코스관리팀에 들어온 지 얼마 안 됐을 때, 장마가 끝나자마자 그린 세 곳에 잎마름병이 번졌습니다. 엇그제까지 멀쩡하던 잔디가 누렇게 변했고, 그린 위에는 태풍에 꺾인 나뭇가지가 널부러진 채였습니다. 저는 새벽마다 코스 곳곳을 헤메며 병든 자리를 표시했고, 선배님들이 으례 해 오던 전면 방제 대신 병든 그린만 치료하고 배수로를 고치자고 제안했습니다. 3주 만에 그린을 모두 되살렸습니다.',
      planted: { spelling: ['엇그제', '널부러진', '헤메며', '으례'] },
    },
    {
      question: '가장 큰 성과를 낸 경험을 기술해 주십시오.',
      text: '겨울철 혈액 보유량 부족 일수를 19일에서 2일로 줄였습니다. 헌혈 기획을 맡은 지 2년째 되던 해, 헌혈버스 운영 효율을 재고하기 위해 실적을 요일별로 다시 정리하고 단체 헌혈 일정을 두 달씩 앞당겼습니다. 첫 단체 헌혈 날 설레였던 기억이 아직도 생생합니다. 전에는 연락이 오는 기업마다 닥치는데로 일정을 잡았지만, 이제는 보유량 예측에 맞춰 순서를 정합니다. 이렇게 준비한 끝에 부족 일수가 19일에서 2일로 줄었습니다.',
      planted: { spelling: ['재고하기', '설레였던', '닥치는데로'], repetition: ['19일에서 2일로'] },
    },
    {
      question: '성장 과정을 자유롭게 기술해 주십시오.',
      text: '전라남도 순천에서 태어나 순천고등학교를 졸업했습니다. 2008학번으로 대학에 들어가 전기공학을 공부했고, 군 복무를 마친 뒤 바로 현장에 들어갔습니다. 어머니께서 초등학교 교장으로 정년퇴임하셨고, 집안 형편이 넉넉해 학비 걱정 없이 공부에 집중할 수 있었습니다. 졸업 후에는 한양전기와 할머니손두부, 남도에너지에서 일하며 설비 운영을 익혔습니다.',
      planted: {
        blind: [
          '전라남도 순천에서 태어나',
          '순천고등학교',
          '2008학번',
          '어머니께서 초등학교 교장으로 정년퇴임하셨고',
          '집안 형편이 넉넉해',
        ],
      },
      companies: ['한양전기', '할머니손두부', '남도에너지'],
    },
    {
      question: '본인의 성격상 장단점을 기술해 주십시오.',
      text: '올해로 마흔다섯이지만 체력만큼은 자신 있고, 결혼해 맞벌이를 하고 있어 일정 관리에 철저한 편입니다. 키 183cm에 어깨가 넓은 체격이라 무거운 계류줄을 다루는 일도 수월하고, 몇 안 되는 남직원으로 야간 당직도 자주 자원했습니다. 단점은 일을 맡으면 끝까지 놓지 못하는 것입니다. 마리나에서 일한지 4년이 넘었지만 아직 크레인을 능숙하게 다룰줄 모른다는 생각에, 쉬는 날에도 나와 상하가 작업을 지켜보곤 합니다.',
      planted: {
        blind: [
          '올해로 마흔다섯',
          '결혼해 맞벌이를 하고 있어',
          '키 183cm',
          '어깨가 넓은 체격',
          '몇 안 되는 남직원으로',
        ],
        spelling: ['일한지', '다룰줄'],
      },
    },
    {
      question: '입사 후 이루고 싶은 목표를 기술해 주십시오.',
      text: '어린 시절부터 저는 늘 더 나은 내일을 꿈꾸며 살아왔습니다. 저는 한 우물을 파는 사람으로서 초심을 잃지 않고 일하겠습니다. 입사 후에는 공공자전거 운영을 책임지는 전문가가 되고 싶습니다. 제가 설계한 재배치 경로 덕분에 공공자전거 연간 이용 건수가 4,700만 건 늘었습니다.',
      planted: {
        opening: ['어린 시절부터 저는 늘 더 나은 내일을 꿈꾸며 살아왔습니다.'],
        cliche: ['한 우물을 파는', '초심을 잃지 않고'],
        claim: ['제가 설계한 재배치 경로 덕분에 공공자전거 연간 이용 건수가 4,700만 건 늘었습니다.'],
      },
    },
    {
      question: '지원 분야와 관련된 경험을 기술해 주십시오.',
      text: '초등학생 딸 하나를 키우며 주차장 야간 근무를 해 왔습니다. 어느 금요일 밤 기계식 주차타워가 멈춰 차량 여섯 대가 갇혔고, 저는 즉시 비상 정지 장치를 확인하고 유지보수 업체에 출동을 요청했습니다. 고객께는 "출차가 늦어져 죄송합니다, 내일 다시 뵈요"라고 안내하고, 근처 편의점에 들렸다가 음료를 사다 드렸습니다. 타워 안 흡연은 삼가해 달라는 안내문도 다시 붙였습니다. 정리하자면, 저는 즉시 비상 정지 장치를 확인하고 유지보수 업체에 출동을 요청했습니다. 제가 만든 대응 매뉴얼 덕분에 회사의 연간 주차 매출이 530억 원 늘었습니다.',
      planted: {
        blind: ['초등학생 딸 하나를 키우며'],
        spelling: ['뵈요', '들렸다가', '삼가해'],
        repetition: ['즉시 비상 정지 장치를 확인하고 유지보수 업체에 출동을 요청했습니다'],
        claim: ['제가 만든 대응 매뉴얼 덕분에 회사의 연간 주차 매출이 530억 원 늘었습니다.'],
      },
    },
  ],
  en: [
    {
      question: 'Describe the skill you are most confident in and how you built it.',
      clean: true,
      text: 'For five years I was deputy head greenkeeper at an 18-hole parkland course in Surrey, responsible for greens, tees and fairways. Every wet summer, anthracnose and fusarium patch broke out on our bentgrass greens, and in bad weeks we had to move three holes onto temporary greens, which members hated. I put three seasons of weather data and spray records into a spreadsheet and found that outbreaks followed two humid nights above 15°C. From then on we applied preventive fungicide ahead of those forecasts, switched the dew off the greens at first light, and reworked our hollow-tining and top-dressing calendar. Green speed was measured every morning with a Stimpmeter and kept at around 10 feet. Seed and fertiliser came from Oxford Turf Supplies, and soil samples went to an accredited lab twice a year. On Saturday mornings, when the junior academy children and their parents used the practice green, we kept the mowers away. Temporary-green days fell from 23 to four a season, and our fungicide use dropped by 18%. I learned that turf shows a single day of neglect.',
      planted: {},
      companies: ['Oxford Turf Supplies'],
    },
    {
      question: 'Tell us about a time you worked with others to solve a problem.',
      clean: true,
      text: 'For four years I planned donation sessions for a regional blood service, organising mobile sessions in workplaces, colleges and village halls and scheduling our permanent donor centre. Over Christmas and the school holidays donations dropped sharply, and stocks of O negative and A positive red cells fell below the five-day target. I analysed three years of session data by weekday and blood group, predicted the dips two months ahead, and brought forward sessions with large employers and the armed forces. I agreed the vehicle rota with the transport team every week, and with couriers such as Brothers Medical Couriers I checked the temperature logs of every cold-chain box. Before sixth-form sessions I spoke to the school nurse so that only students aged 17 or over booked, and letters went home to parents in advance. For first-time donors we added a reminder to drink water and eat beforehand, which cut fainting. The number of winter days with red cell stocks under three days fell from 19 to two. Behind every unit there is a patient, and I planned every session with that in mind.',
      planted: {},
      companies: ['Brothers Medical Couriers'],
    },
    {
      question: 'Describe how you kept a system running reliably.',
      clean: true,
      text: 'As an O&M engineer for three years, I looked after a 48 MW solar farm in Cornwall with more than 110,000 panels. With so many modules, a hot spot or a broken string could go unnoticed for days, and lost generation added up quietly. I introduced monthly drone thermography over the whole site and a report that automatically flagged any module running 10°C hotter than its neighbours. Inverter alarms from the SCADA system were routed to our phones, and we added two extra panel washes in spring, when pollen and Saharan dust settled on the glass. Spare inverter boards were held in stock through Cambridge Solar Services, so we were never waiting on a shipment. Each morning I also corrected our day-ahead generation forecast against the Met Office outlook before it went to the grid operator. When pupils from the village primary school visited, they wore hard hats and followed a fenced route outside the security perimeter. Plant availability rose from 97.2% to 99.1%, and the average time to find a faulty module fell from four days to half a day. Turning sunlight into power is mostly about finding small faults first.',
      planted: {},
      companies: ['Cambridge Solar Services'],
    },
    {
      question: 'Tell us about a time you improved a service for the public.',
      clean: true,
      text: "As operations manager for a car park operator, I ran three multi-storey car parks in Leeds city centre with 1,800 spaces between them. On Saturday afternoons the entry queue backed onto the ring road, the council received complaints, and exit barriers jammed while drivers fumbled at the pay stations. I analysed six months of ANPR entry and exit data by hour, opened a dedicated exit lane for season-ticket holders, and put up signs about pay-on-foot and app payment beside every lift lobby. Each level got a live count of free spaces at the ramp. Blue Badge bays and parent-and-child bays were moved next to the lifts, and the night patrol rota was shared with Auntie May's Security. Parents dropping children at the tutoring centres nearby had been blocking the entrance, so we opened a 15-minute free drop-off loop. The average Saturday entry wait fell from 18 minutes to six, and council complaints dropped from 12 a month to three. A car park is the first place customers see and the last place they leave, and it should feel that way.",
      planted: {},
      companies: ["Auntie May's Security"],
    },
    {
      question: 'Describe a time you had to balance the needs of different customers.',
      clean: true,
      text: "I spent four years as berthing and operations officer at a 200-berth marina on the Solent, responsible for pontoon allocation and boat lifts. In summer, visiting yachts arrived every weekend, berth bookings clashed, and owners argued over their place in the queue for the travel hoist. I merged berth bookings and lift slots into one online calendar and allocated pontoons by length overall and draught. Using the tide tables, I warned owners of deep-keeled boats not to plan arrivals near low water, and the fuel berth and pump-out became bookable too. With the harbour master's team we ran lifejacket checks, and families joining our dinghy taster sessions had a ten-minute safety briefing before going afloat. Hull work was scheduled each quarter with Kingston Marine Services. Berth complaints fell from about 30 a season to five, and the average wait for a lift dropped from two hours to 40 minutes. People call a marina a car park on the water, but the work is really about deciding, fairly and clearly, who goes first.",
      planted: {},
      companies: ['Kingston Marine Services'],
    },
    {
      question: 'Tell us about a time you used data to make a decision.',
      clean: true,
      text: "As rebalancing team leader for a city bike-share scheme, I was responsible for 420 docking stations and 4,500 bikes. At rush hour the residential stations emptied while the business district ran out of free docks, and complaints poured in. I analysed a year of hire and return records by day and hour, picked out the 60 stations that ran dry most often, and redesigned the routes of our eight vans to start at 5 a.m. Bikes reported faulty were locked remotely through the dock terminals, and tyre pressure and brakes were checked on the street before a bike went to the workshop. Parts arrived weekly from suppliers such as Sisters Cycle Parts. Stations outside secondary schools were filled before 7 a.m. because so many pupils rode in, and we trialled helmet hire after parents raised safety concerns. The share of empty stations at rush hour fell from 22% to 7%, and faulty bikes were hired out again far less often. If one bike is in the right place, someone's morning starts on time, and that is what I worked for every day.",
      planted: {},
      companies: ['Sisters Cycle Parts'],
    },
    {
      question: 'Tell us about a setback and how you handled it.',
      text: 'In my first summer on the greens team, a fungal disease broke out on three greens once a week of heavy rain had past. I had left the spraying equiptment uncleaned, and I had not checked the soil temperture that week either. I told the head greenkeeper straight away, we treated only the affected greens and cleared the drains, and from then on I logged every check on a sheet in the mess room.',
      planted: { spelling: ['past', 'equiptment', 'temperture'] },
    },
    {
      question: 'What achievement are you most proud of?',
      text: 'I cut the number of winter days with low blood stocks from 19 to two. No one could guarentee that donors would come in January, so I brought forward workplace sessions by two months and booked more mobile sessions then ever before. When the winter came, the days with low stocks fell from 19 to two.',
      planted: { spelling: ['guarentee', 'then'], repetition: ['from 19 to two'] },
    },
    {
      question: 'Tell us a little about your background.',
      text: "I was born in Swansea and went to Bishop Gore School before studying electrical engineering, and I graduated the same year as the London Olympics. My mother ran the village post office for thirty years, and we were comfortably off growing up. After graduating I worked at Cardiff Bay Energy, Grandma's Kitchen and Oxford Street Solar.",
      planted: {
        blind: [
          'born in Swansea',
          'Bishop Gore School',
          'the same year as the London Olympics',
          'My mother ran the village post office',
          'we were comfortably off',
        ],
      },
      companies: ['Cardiff Bay Energy', "Grandma's Kitchen", 'Oxford Street Solar'],
    },
    {
      question: 'What are your main strengths and weaknesses?',
      text: 'At forty-five and happily married, I am used to planning every hour of my week. As a tall man of six foot three with a broad build, I find heavy mooring lines easy to handle. Boat owners often complement me on my patience. My weakness is that I hold on to tasks for too long: I still advice newer staff to call me on my day off rather than decide for themselves.',
      planted: {
        blind: ['At forty-five', 'happily married', 'tall man', 'six foot three', 'broad build'],
        spelling: ['complement', 'advice'],
      },
    },
    {
      question: 'Where do you see yourself in five years?',
      text: 'Ever since I was a child, I have dreamed of making cities better places to live. I am a lifelong learner who always goes the extra mile. In five years I hope to lead rebalancing for a whole city scheme. The routes I designed increased annual bike-share journeys by 47 million.',
      planted: {
        opening: ['Ever since I was a child, I have dreamed of making cities better places to live.'],
        cliche: ['lifelong learner', 'goes the extra mile'],
        claim: ['The routes I designed increased annual bike-share journeys by 47 million.'],
      },
    },
    {
      question: 'Describe the experience that best prepares you for this role.',
      text: "As the father of a seven-year-old son, I have worked night shifts at a multi-storey car park for five years. One Friday night the automated parking tower stopped with six cars inside, and I checked the emergency stop circuit at once and called out the lift engineers. While we waited I kept the stairwells clean for hygeine reasons and made sure the breaks were set on the cars left on the ramp. In other words, I checked the emergency stop circuit at once and called out the lift engineers. Thanks to the manual I wrote, the company's parking revenue rose by £38 million a year.",
      planted: {
        blind: ['the father of a seven-year-old son'],
        spelling: ['hygeine', 'breaks'],
        repetition: ['I checked the emergency stop circuit at once and called out the lift engineers'],
        claim: ["Thanks to the manual I wrote, the company's parking revenue rose by £38 million a year."],
      },
    },
  ],
  id: [
    {
      question: 'Ceritakan kemampuan utama Anda yang relevan dengan posisi ini.',
      clean: true,
      text: 'Selama lima tahun saya bekerja sebagai asisten kepala perawatan rumput di lapangan golf 18 hole di Sentul, bertanggung jawab atas green, tee, dan fairway. Setiap musim hujan, penyakit jamur menyerang rumput bentgrass di green, dan pada minggu terburuk tiga hole harus dipindahkan ke green sementara sehingga anggota klub mengeluh. Saya memasukkan data cuaca dan catatan penyemprotan selama tiga musim ke dalam lembar kerja, lalu menemukan bahwa serangan jamur selalu muncul setelah dua malam yang lembap dan hangat. Sejak itu kami menyemprotkan fungisida pencegah sebelum prakiraan cuaca seperti itu, membersihkan embun dari green setiap subuh, dan menyusun ulang jadwal aerasi serta top dressing. Kecepatan green diukur setiap pagi dengan stimpmeter dan dijaga sekitar 9,5 kaki. Benih dan pupuk kami beli dari PT Trisakti Agro Rumput, dan sampel tanah dikirim ke laboratorium dua kali setahun. Pada Sabtu pagi, ketika anak-anak akademi golf junior berlatih bersama orang tua mereka, mesin pemotong tidak dijalankan di putting green. Hari pemakaian green sementara turun dari 23 menjadi empat hari per musim, dan penggunaan fungisida berkurang 18%. Rumput langsung menunjukkan kelalaian sehari saja.',
      planted: {},
      companies: ['PT Trisakti Agro Rumput'],
    },
    {
      question: 'Ceritakan pengalaman Anda bekerja sama dengan pihak lain.',
      clean: true,
      text: 'Selama empat tahun saya menjadi staf perencanaan donor di Unit Donor Darah PMI sebuah kota, mengatur kegiatan donor keliling di kantor, kampus, dan masjid serta jadwal layanan di gedung UDD. Pada bulan Ramadan dan menjelang Lebaran, jumlah pendonor turun tajam dan stok sel darah merah golongan O dan B sering berada di bawah kebutuhan lima hari. Saya menganalisis data kegiatan donor selama tiga tahun per hari dan per golongan darah, memperkirakan kapan stok akan turun, lalu memajukan jadwal donor di perusahaan besar dan instansi dua bulan sebelumnya. Jadwal mobil unit donor saya samakan setiap minggu dengan bagian transportasi, dan bersama kurir seperti CV Kakak Adik Ekspres saya memeriksa catatan suhu setiap kotak pendingin. Sebelum donor di SMA, saya menghubungi guru UKS agar hanya siswa berusia 17 tahun ke atas yang mendaftar, dan surat izin orang tua dibagikan lebih dulu. Bagi pendonor pertama, kami menambahkan pengingat untuk minum dan makan sebelum donor agar tidak pingsan. Jumlah hari dengan stok sel darah merah di bawah tiga hari turun dari 19 menjadi dua hari. Di balik setiap kantong darah ada seorang pasien, dan itu yang selalu saya ingat.',
      planted: {},
      companies: ['CV Kakak Adik Ekspres'],
    },
    {
      question: 'Ceritakan cara Anda menjaga keandalan sistem.',
      clean: true,
      text: 'Selama tiga tahun saya bekerja sebagai teknisi O&M di sebuah PLTS berkapasitas 50 MWp di Nusa Tenggara Barat dengan lebih dari 110.000 panel surya. Dengan modul sebanyak itu, titik panas atau string yang putus bisa tidak terdeteksi berhari-hari, dan kehilangan produksi listrik menumpuk tanpa terasa. Saya mengusulkan inspeksi termal dengan drone setiap bulan untuk seluruh area, lalu membuat laporan yang otomatis menandai modul yang suhunya 10°C lebih tinggi daripada modul di sekitarnya. Alarm inverter dari sistem SCADA saya arahkan ke ponsel tim, dan pada musim kemarau kami menambah dua kali pencucian panel karena debu menempel di kaca. Suku cadang inverter disiapkan lebih awal melalui PT Surya Bandung Energi agar tidak menunggu kiriman. Setiap pagi saya mengoreksi prakiraan produksi harian dengan data BMKG sebelum dikirim ke PLN. Siswa SD dari desa sekitar yang berkunjung memakai helm pengaman dan mengikuti jalur berpagar di luar instalasi. Ketersediaan pembangkit naik dari 97,2% menjadi 99,1%, dan waktu rata-rata untuk menemukan modul rusak turun dari empat hari menjadi setengah hari. Bagi saya, mengubah cahaya matahari menjadi listrik berarti menemukan gangguan kecil lebih dulu.',
      planted: {},
      companies: ['PT Surya Bandung Energi'],
    },
    {
      question: 'Ceritakan upaya Anda meningkatkan layanan bagi pengunjung.',
      clean: true,
      text: 'Selama tiga tahun saya menjadi manajer operasional di perusahaan pengelola parkir yang menangani tiga gedung parkir pusat perbelanjaan di Jakarta Selatan dengan total 1.800 petak. Setiap Sabtu sore, antrean masuk mengular sampai ke jalan raya, warga mengeluh ke kelurahan, dan palang keluar sering macet karena pengendara kesulitan membayar. Saya menganalisis data kamera pembaca pelat nomor selama enam bulan per jam, membuka jalur keluar khusus pemegang kartu langganan, dan memasang spanduk tentang pembayaran nontunai dan aplikasi di setiap lobi lift. Setiap lantai diberi papan penunjuk jumlah petak kosong di dekat ramp. Petak untuk penyandang disabilitas dan keluarga dengan balita dipindahkan ke dekat lift, dan jadwal patroli keamanan malam dibagi dengan CV Anak Bangsa Parkir. Orang tua yang menjemput anak dari tempat bimbel di sekitar gedung sering menghalangi pintu masuk, jadi kami membuka jalur antar-jemput gratis 15 menit. Rata-rata waktu antre masuk pada hari Sabtu turun dari 18 menit menjadi enam menit, dan keluhan warga berkurang dari 12 menjadi tiga per bulan. Gedung parkir adalah tempat pertama dan terakhir yang dilihat pengunjung.',
      planted: {},
      companies: ['CV Anak Bangsa Parkir'],
    },
    {
      question: 'Ceritakan saat Anda harus menyeimbangkan kebutuhan pelanggan yang berbeda.',
      clean: true,
      text: 'Saya bekerja empat tahun sebagai petugas operasional di sebuah marina dengan 200 tambatan di Bali, bertanggung jawab atas pembagian dermaga apung dan pengangkatan kapal. Pada musim ramai, kapal layar tamu datang setiap akhir pekan, pemesanan tambatan sering bentrok, dan pemilik kapal berselisih soal urutan pengangkatan dengan travel lift. Saya menggabungkan pemesanan tambatan dan jadwal pengangkatan ke dalam satu kalender daring, lalu membagi dermaga apung berdasarkan panjang dan draf kapal. Dengan tabel pasang surut, saya memberi tahu pemilik kapal berlunas dalam agar tidak masuk saat air surut, dan pengisian BBM serta penyedotan limbah juga dijadwalkan lewat pemesanan. Bersama petugas KSOP kami memeriksa pemakaian jaket pelampung, dan keluarga yang ikut kelas perahu layar untuk pemula mendapat pengarahan keselamatan sepuluh menit sebelum berlayar. Perawatan lambung kapal dijadwalkan tiap triwulan bersama PT Udayana Bahari. Keluhan soal tambatan turun dari sekitar 30 menjadi lima per musim, dan waktu tunggu pengangkatan berkurang dari dua jam menjadi 40 menit. Marina sering disebut tempat parkir di atas air, tetapi intinya adalah menentukan siapa yang didahulukan dengan adil.',
      planted: {},
      companies: ['PT Udayana Bahari'],
    },
    {
      question: 'Ceritakan saat Anda menggunakan data untuk mengambil keputusan.',
      clean: true,
      text: 'Selama tiga tahun saya menjadi ketua tim penyeimbangan armada di layanan sepeda sewa publik yang mengelola 420 stasiun dan 4.500 sepeda. Pada jam berangkat kerja, stasiun di kawasan permukiman kosong, sedangkan stasiun di kawasan perkantoran kehabisan dok untuk mengembalikan sepeda, sehingga keluhan berdatangan. Saya menganalisis data peminjaman dan pengembalian selama setahun per hari dan per jam, memilih 60 stasiun yang paling sering kosong, lalu menyusun ulang rute delapan mobil boks agar mulai pukul 05.00. Sepeda yang dilaporkan rusak langsung dikunci dari jarak jauh lewat terminal dok, dan tekanan ban serta rem diperiksa di lokasi sebelum sepeda dibawa ke bengkel. Suku cadang dikirim setiap minggu oleh pemasok seperti Toko Sepeda Paman Joko. Stasiun di depan SMA diisi sebelum pukul 07.00 karena banyak siswa bersepeda ke sekolah, dan kami mencoba layanan sewa helm setelah orang tua siswa menyampaikan kekhawatiran. Persentase stasiun kosong pada jam sibuk turun dari 22% menjadi 7%, dan sepeda rusak yang kembali disewakan jauh berkurang. Jika satu sepeda berada di tempat yang tepat, pagi seseorang bisa dimulai tepat waktu.',
      planted: {},
      companies: ['Toko Sepeda Paman Joko'],
    },
    {
      question: 'Ceritakan kegagalan yang pernah Anda alami dan cara Anda bangkit.',
      text: 'Pada musim hujan pertama saya di tim perawatan rumput, jamur menyerang tiga green sekaligus. Saya memakai fungisida yang ternyata sudah kadaluwarsa, padahal pemeriksaan stok seharusnya di lakukan setiap awal bulan. Saya melaporkannya kepada menejemen lapangan hari itu juga, kami merawat ulang green yang terserang, dan sejak itu setiap kemasan saya periksa tanggalnya sebelum dipakai.',
      planted: { spelling: ['kadaluwarsa', 'di lakukan', 'menejemen'] },
    },
    {
      question: 'Ceritakan pencapaian yang paling Anda banggakan.',
      text: 'Saya menurunkan jumlah hari dengan stok darah menipis dari 19 menjadi dua hari. Sejak bulan Nopember saya memajukan jadwal donor di perusahaan besar dan mentargetkan 300 kantong tambahan sebelum liburan sekolah. Saat musim liburan tiba, jumlah hari dengan stok menipis turun dari 19 menjadi dua hari.',
      planted: { spelling: ['Nopember', 'mentargetkan'], repetition: ['dari 19 menjadi dua hari'] },
    },
    {
      question: 'Ceritakan latar belakang Anda.',
      text: 'Saya lahir dan besar di Bandung dan lulus dari SMAN 3 Bandung sebelum kuliah teknik elektro. Saya lulus kuliah pada tahun yang sama dengan Asian Games Jakarta-Palembang. Ayah saya seorang perwira TNI AU, dan kakak saya dokter spesialis lulusan UI. Setelah lulus, saya bekerja di PT Siliwangi Energi, Rumah Makan Ibu Haji, dan CV Putra Priangan Solar.',
      planted: {
        blind: [
          'lahir dan besar di Bandung',
          'SMAN 3 Bandung',
          'tahun yang sama dengan Asian Games Jakarta-Palembang',
          'Ayah saya seorang perwira TNI AU',
          'kakak saya dokter spesialis lulusan UI',
        ],
      },
      companies: ['PT Siliwangi Energi', 'Rumah Makan Ibu Haji', 'CV Putra Priangan Solar'],
    },
    {
      question: 'Apa kelebihan dan kekurangan diri Anda?',
      text: 'Saya pria berusia 44 tahun dan telah menikah, jadi terbiasa mengatur waktu dengan disiplin. Dengan tinggi badan 180 cm dan badan tegap, saya mudah menangani tali tambat yang berat. Kekurangan saya, saya kurang handal dalam membagi tugas kepada staf baru, dan kadang saya nekad mengangkat kapal sendiri saat angin kencang daripada menunggu rekan.',
      planted: {
        blind: ['pria', 'berusia 44 tahun', 'telah menikah', 'tinggi badan 180 cm', 'badan tegap'],
        spelling: ['handal', 'nekad'],
      },
    },
    {
      question: 'Apa target Anda lima tahun setelah bergabung?',
      text: 'Perkenankan saya memperkenalkan diri melalui tulisan singkat ini. Saya pribadi yang jujur dan bertanggung jawab serta selalu memberikan yang terbaik. Dalam lima tahun saya ingin memimpin penyeimbangan armada sepeda untuk satu kota. Berkat rute yang saya rancang, jumlah perjalanan sepeda sewa naik 52 juta perjalanan per tahun.',
      planted: {
        opening: ['Perkenankan saya memperkenalkan diri melalui tulisan singkat ini.'],
        cliche: ['jujur dan bertanggung jawab', 'memberikan yang terbaik'],
        claim: [
          'Berkat rute yang saya rancang, jumlah perjalanan sepeda sewa naik 52 juta perjalanan per tahun.',
        ],
      },
    },
    {
      question: 'Ceritakan pengalaman yang paling mempersiapkan Anda untuk posisi ini.',
      text: 'Sebagai ayah dari dua balita, saya tetap menjalani sif malam di gedung parkir selama lima tahun. Suatu Jumat malam, menara parkir otomatis berhenti dengan enam mobil di dalamnya, dan saya segera memeriksa rangkaian henti darurat lalu memanggil teknisi lift. Itu gangguan yang ke dua kalinya dalam sebulan, dan keduanya terjadi dilantai tiga, tempat sensor pintunya pernah diganti. Singkatnya, saya segera memeriksa rangkaian henti darurat lalu memanggil teknisi lift. Berkat prosedur yang saya susun, pendapatan parkir perusahaan naik Rp 86 miliar per tahun.',
      planted: {
        blind: ['ayah dari dua balita'],
        spelling: ['ke dua', 'dilantai'],
        repetition: ['saya segera memeriksa rangkaian henti darurat lalu memanggil teknisi lift'],
        claim: ['Berkat prosedur yang saya susun, pendapatan parkir perusahaan naik Rp 86 miliar per tahun.'],
      },
    },
  ],
};
