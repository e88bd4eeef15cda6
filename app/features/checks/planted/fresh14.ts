// Fresh held-apart sets, round eighteen (issue 36): written on 2026-11-30 (15:02-15:15 UTC) by a helper that
// writes no rules (and read none of the checks' rules, lexicons or tests, nor ran any check on this set),
// and committed before any rule or lexicon of the round changed. Six clean answers per language, of about
// 450-650 Korean and 900-1,200 English and Indonesian characters, of fields no earlier set used (a dairy
// farm's milking parlour, a parcel carrier's sortation hub on the night shift, an airport's ground handling
// on the ramp, an emergency call centre's dispatch — 119 in Korean, an ambulance control room in English,
// Call Center 112 in Indonesian — a pest control company's field team, a zoo's hoofstock keeping), written
// as members write: loanwords, compounds, trade terms, abbreviations, agencies, figures with units, and
// company names that look like schools, places or family words (declared in `companies`); and six answers
// per language with planted misspellings (real, common ones: 되야 for 돼야, 확인할께요, 가동율, 건내며,
// 되뇌이며, 뒤치닥거리, 윗층, 알맞는, 통털어, 애시당초, spacing of a bound noun in 놓칠뻔했습니다, and a real
// word wrong in context: 벌려 for 벌여; collegue, immediatly, manouvre, supercede, flourescent, innoculate,
// and real words wrong in context: their for there, palettes for pallets, sight for site; KBBI's
// non-standard forms: seksama, detil, hirarki, kecoak, the compound joined in "kerjasama", the particle
// joined in "kapanpun", the prefix split in "di sortir", the preposition joined in "disini", and a real
// word wrong in context: sangsi for sanksi), eleven blind-hiring mentions per language (schools — "서울과학고",
// "read PPE at Balliol", "jebolan" — hometowns — "나고 자라", "a Scouser through and through", "arek
// Suroboyo asli" — direct and indirect ages — "88올림픽이 열리던 해에 태어나", "사십 대 후반", "born the
// week the Berlin Wall came down", "As a 47-year-old", "setahun sebelum Reformasi", "Di usia 46 tahun" —
// gender — "홍일점", "the only bloke", "kaum hawa" — family members and their jobs, wealth (an inherited
// orchard, a trust fund, shophouses), marriage with children, build, religion — a church deacon, an
// observant Jew, prayers at the pura — and appearance — "동안", "boyish looks", "berwajah ayu"), two
// repeated figures or episodes, two clichés, one empty opening and two unsupported claims (figures in none
// of the bench's résumés: koOps, enAnalyst, idFinance). Clean answers mention other people's families,
// schools and ages (kindergarten and primary school visits with parents, exam-season parents and students
// away at university, unaccompanied minors and passengers in wheelchairs, elderly callers living alone and
// children calling for their mothers, nurseries and babies, school groups and a five-year-old's question)
// as members do.
// HELD APART: `npm run bench:checks` only says the set exists; `npm run bench:checks -- --blind` runs it,
// once, blind, by the lead, and prints counts only. Do not edit after its first run except to report. Its one
// blind run was on 2026-11-30 at 15:41 UTC (main at a45f9ef, after round eighteen's rules; counts in ADR 0039,
// round eighteen); SEEN since.
import type { PlantedCase } from './types';

export const FRESH14_CASES: Record<'ko' | 'en' | 'id', PlantedCase[]> = {
  ko: [
    {
      question: '지원 직무와 관련해 가장 자신 있는 역량을 경험과 함께 기술해 주십시오.',
      clean: true,
      text: '경기도의 한 낙농 목장에서 4년간 착유 관리자로 일하며 홀스타인 착유우 160두의 하루 두 번 착유와 원유 품질 관리를 맡았습니다. 로터리식 착유 설비로 바꾼 뒤에도 체세포 수가 mL당 35만 개를 넘는 달이 잦아 원유 등급이 떨어지곤 했습니다. 저는 밀크미터와 전도도 기록 2년 치를 엑셀로 정리해 임상형 유방염이 나타나기 전에 수치가 오르는 개체를 골라내고, 전착유와 유두 딥핑, 건조, 착유기 부착까지의 순서를 표준 작업서로 다시 만들었습니다. 라이너는 착유 2,500회마다 교체했고, 벌크 탱크가 착유 후 30분 안에 4도까지 내려가는지 매번 확인했습니다. 착유 설비 정비는 삼촌낙농기계, 사료 배합은 한양사료와 분기마다 점검했습니다. 주말에는 인근 유치원 아이들이 체험학습을 오는데, 여섯 살 아이들이 송아지에게 우유병을 물리기 전에 보호자분들께 손 씻기와 위생 수칙을 설명해 드렸습니다. 그 결과 체세포 수가 mL당 18만 개로 내려가 1등급 원유 비율이 72%에서 96%로 올랐고, 항생제 잔류 검출도 한 해 3건에서 0건이 되었습니다. 소의 컨디션이 곧 우유의 품질이라는 것을 배웠습니다.',
      planted: {},
      companies: ['삼촌낙농기계', '한양사료'],
    },
    {
      question: '업무 절차를 개선한 경험을 기술해 주십시오.',
      clean: true,
      text: '택배 회사의 중부권 메가 허브에서 3년간 야간 분류 조장으로 일하며 밤 9시부터 새벽 6시까지 하루 평균 42만 상자의 간선 하차와 분류, 상차를 관리했습니다. 휠 소터가 있어도 규격 외 화물과 송장 인식 오류가 섞이면 수작업 분류 구역이 밀려, 간선 차량 출발이 30분 넘게 늦어지는 날이 많았습니다. 저는 WMS 스캔 기록 석 달 치를 분석해 인식 오류가 많은 송장 유형을 추리고, 화주사별로 바코드 인쇄 위치를 맞춰 달라고 요청했습니다. 또 이형 화물은 하차 단계에서 별도 컨베이어로 빼고, 권역별 슈트 배정을 물량에 맞게 주 단위로 바꾸었습니다. 파트타이머 교육 자료는 연세로지스와 함께 영상으로 만들었고, 지게차 점검은 부산중장비에 맡겼습니다. 수능 직전 주에는 고3 수험생 자녀를 둔 고객들의 교재 택배가 몰려, 해당 송장은 따로 표시해 첫 간선에 실었습니다. 그 결과 송장 인식률이 97.1%에서 99.4%로 올랐고, 간선 지연은 한 달 평균 26회에서 4회로 줄었습니다. 밤새 움직인 상자가 아침에 제때 문 앞에 놓일 때 보람을 느꼈습니다.',
      planted: {},
      companies: ['연세로지스', '부산중장비'],
    },
    {
      question: '다른 사람과 협업하여 문제를 해결한 경험을 기술해 주십시오.',
      clean: true,
      text: '국제공항의 지상조업 회사에서 5년간 램프 감독으로 일하며 하루 평균 70편의 항공기 도착과 출발 조업을 맡았습니다. 토잉카, 벨트 로더, 하이로더 배정이 무전으로만 이뤄져 성수기에는 장비가 겹치거나 비었고, 항공기 지상 체류 시간이 목표인 60분을 넘기곤 했습니다. 저는 편별 조업 기록 1년 치를 정리해 장비 대기 시간이 가장 긴 시간대를 찾았고, 주기장 배정표와 연동한 장비 배차 보드를 만들었습니다. 수하물은 ULD 탑재 계획서와 로드시트를 기장 서명 전에 두 번 대조하도록 바꾸었고, 겨울철 디아이싱은 외기 온도와 강수 예보를 보고 전날 저녁에 대기 순서를 정했습니다. 장비 정비는 인하에어서비스, 기내식 트럭 운행은 김포케이터링과 일정을 맞추었습니다. 보호자 없이 탑승하는 만 5~12세 비동반 소아는 객실 승무원에게 직접 인계했고, 휠체어를 이용하시는 여든 넘은 어르신들께는 리프트카를 먼저 배정했습니다. 그 결과 지상 체류 시간 초과 편이 월 48편에서 9편으로 줄었고, 수하물 오탑재도 한 해 31건에서 5건이 되었습니다. 비행기가 제시간에 뜨는 일은 보이지 않는 수십 명의 손에서 시작된다는 것을 배웠습니다.',
      planted: {},
      companies: ['인하에어서비스', '김포케이터링'],
    },
    {
      question: '위기 상황에서 침착하게 대응한 경험을 기술해 주십시오.',
      clean: true,
      text: '광역 소방본부 119종합상황실에서 4년간 구급 상황요원으로 일하며 하루 평균 1,300건의 신고 접수와 출동 지령을 맡았습니다. 신고자가 주소를 모르거나 당황해 말을 잇지 못하면 위치 확인에만 1분 넘게 걸려, 심정지 환자의 골든타임이 그만큼 줄었습니다. 저는 접수 녹취 6개월 치를 다시 들으며 위치 확인이 늦어지는 유형을 정리했고, 기지국 위치와 GPS 조회를 주소 확인과 동시에 요청하는 접수 순서를 만들었습니다. 심정지 의심 신고에는 전화 가슴압박 안내를 30초 안에 시작하도록 스크립트를 다듬었고, 이송 병원은 응급의료정보시스템의 병상 정보를 보고 구급대와 함께 정했습니다. 병원 간 전원 환자는 민간 이송업체인 한양응급이송, 가족구급과 연락 체계를 맞추었습니다. 홀로 사시는 여든일곱 살 어르신이 말없이 수화기만 두드린 신고에서는 발신 위치로 구급차를 먼저 보냈고, 엄마가 쓰러졌다고 신고한 초등학교 3학년 아이에게는 구급대가 올 때까지 현관문을 열어 두도록 차분히 안내했습니다. 그 결과 위치 확인 시간이 평균 74초에서 31초로 줄었고, 전화 가슴압박 안내 시행률도 58%에서 88%로 올랐습니다. 목소리만으로도 사람을 살릴 수 있다는 것을 배웠습니다.',
      planted: {},
      companies: ['한양응급이송', '가족구급'],
    },
    {
      question: '고객 불편을 줄이기 위해 노력한 경험을 기술해 주십시오.',
      clean: true,
      text: '방역 전문 업체에서 3년간 현장 팀장으로 일하며 식당, 어린이집, 학교 급식실 등 거래처 380곳의 해충 방제와 위생 점검을 맡았습니다. 같은 거래처에서 석 달마다 바퀴벌레 민원이 반복되었는데, 약제를 더 뿌려도 재발이 줄지 않았습니다. 저는 거래처별 점검 일지 2년 치를 정리해 재발이 잦은 곳의 공통점을 찾았고, 대부분 바닥 배수구와 싱크대 하부 틈새가 원인이라는 것을 확인했습니다. 그 뒤로 전면 분무 대신 트랩 모니터링과 겔 베이트 위주로 바꾸고, 틈새 실링은 거래처와 비용을 나누어 진행했습니다. 약제는 허가받은 제품만 쓰고, 사용량과 희석 배율을 작업 일지에 남겼습니다. 약제는 서강케미칼에서 받았고, 거래처 중에는 할머니순댓국처럼 30년 된 식당이 많아 영업에 지장이 없도록 쉬는 날 아침에 작업했습니다. 어린이집은 원아들이 하원한 저녁 7시 이후에만 작업했고, 영아반이 있는 곳에는 무취 제품만 썼습니다. 그 결과 재발 민원이 월 64건에서 15건으로 줄었고, 약제 사용량도 40% 줄었습니다. 해충을 없애는 일보다 다시 오지 못하게 막는 일이 더 중요하다는 것을 배웠습니다.',
      planted: {},
      companies: ['서강케미칼', '할머니순댓국'],
    },
    {
      question: '데이터를 활용해 문제를 해결한 경험을 기술해 주십시오.',
      clean: true,
      text: '시립 동물원에서 5년간 사육사로 일하며 기린, 얼룩말, 코뿔소 등 초식동물 23마리의 사육과 행동 풍부화를 맡았습니다. 기린 두 마리가 방사장 안을 같은 경로로 몇 시간씩 반복해서 걷는 정형 행동을 보였고, 겨울철 내실 생활이 길어지면 체중도 줄었습니다. 저는 CCTV 영상으로 하루 행동을 30분 단위로 기록해 정형 행동이 먹이 급여 직전에 몰린다는 것을 찾았고, 건초 급여를 하루 두 번에서 다섯 번으로 나누고 높이가 다른 건초망을 달았습니다. 체중은 매주 발판 체중계로 재고, 수의사와 함께 발굽 관리 일정을 세웠습니다. 사료는 동국사료, 조경 자재는 이모네조경에서 받아 방사장에 그늘막과 모래 구역을 새로 만들었습니다. 초등학교 현장학습이 오면 아이들 눈높이에 맞춘 생태 설명회를 열었고, 다섯 살 아이가 기린 혀는 왜 까만지 물었을 때는 함께 답을 찾아보았습니다. 그 결과 정형 행동 시간이 하루 3시간에서 40분으로 줄었고, 겨울철 체중 감소도 없어졌습니다. 동물의 말은 행동으로만 들을 수 있다는 것을 배웠습니다.',
      planted: {},
      companies: ['동국사료', '이모네조경'],
    },
    {
      question: '실패 경험과 그것을 극복한 과정을 기술해 주십시오.',
      text: '램프 감독 첫해 겨울, 폭설이 내린 새벽에 디아이싱 대기 순서를 도착 순서대로 짜는 바람에 출발편 세 대가 한꺼번에 밀렸습니다. 토잉카 기사에게 무전으로 푸시백 순서를 건내며 속으로는 "괜찮다, 괜찮다"를 되뇌이며 버텼지만, 한 편은 승무원 근무 시간 제한에 걸려 결항 직전까지 갔고 다른 한 편은 연결편 승객 40명을 놓칠뻔했습니다. 돌아보니 애시당초 외기 온도와 강수 예보를 보지 않고 순서를 정한 것이 잘못이었습니다. 그 뒤로 디아이싱 순서는 예보와 출발 시각을 함께 보고 정합니다.',
      planted: { spelling: ['건내며', '되뇌이며', '놓칠뻔했습니다', '애시당초'] },
    },
    {
      question: '가장 큰 성과를 거둔 경험을 기술해 주십시오.',
      text: '허브의 시간당 분류량을 4,200개에서 6,100개로 끌어올렸습니다. 분류기 가동율이 70%대에 머문 원인을 찾으려고 야간조 인원 통털어 열두 명이 2주 동안 병목 구간마다 스톱워치를 들고 섰습니다. 문제는 윗층 소형 분류장에서 내려오는 슈트가 막혀 아래층 메인 컨베이어가 몇 분마다 멈추는 것이었습니다. 슈트 경사를 바꾸고 소형 화물 투입 시간을 나누자 멈춤이 사라졌고, 시간당 분류량은 4,200개에서 6,100개로 올라섰습니다.',
      planted: { spelling: ['가동율', '통털어', '윗층'], repetition: ['4,200개에서 6,100개로'] },
    },
    {
      question: '성장 과정을 자유롭게 기술해 주십시오.',
      text: '저는 여수 돌산에서 나고 자라 어릴 때부터 바다와 배를 보며 컸습니다. 88올림픽이 열리던 해에 태어나 서울과학고를 거쳐 항공 정비를 공부했고, 누나가 대학병원 응급의학과 교수라 생명을 다루는 일의 무게를 일찍 배웠습니다. 물려받은 과수원이 있어 생활 걱정 없이 하고 싶은 일을 고를 수 있었습니다. 그 뒤 여수항만물류, 큰아버지상사, 서울대입구정비에서 일하며 현장을 익혔습니다.',
      planted: {
        blind: [
          '여수 돌산에서 나고 자라',
          '88올림픽이 열리던 해에 태어나',
          '서울과학고를 거쳐',
          '누나가 대학병원 응급의학과 교수라',
          '물려받은 과수원이 있어 생활 걱정 없이',
        ],
      },
      companies: ['여수항만물류', '큰아버지상사', '서울대입구정비'],
    },
    {
      question: '본인의 성격상 장단점을 기술해 주십시오.',
      text: '사십 대 후반이지만 야간 상황실 근무에서 한 번도 졸아 본 적이 없고, 상황실의 홍일점으로 신고자들이 제 목소리를 듣고 안심한다는 말을 자주 듣습니다. 통통한 체형이라 처음에는 체력 걱정을 하는 동료도 있었지만, 체력 검정은 매년 통과했습니다. 교회 집사로 섬기고 있어 주일 근무는 미리 바꾸어 둡니다. 동안이라는 말을 자주 듣는 얼굴 덕분에 어르신 신고자들도 편하게 대해 주십니다. 단점은 완벽주의입니다. 알맞는 병원을 고르느라 시간을 더 쓰곤 해서, 이제는 병원 선정이 1분 안에 되야 한다는 기준을 세워 두고 지킵니다.',
      planted: {
        blind: [
          '사십 대 후반이지만',
          '상황실의 홍일점으로',
          '통통한 체형이라',
          '교회 집사로 섬기고 있어',
          '동안이라는 말을 자주 듣는 얼굴',
        ],
        spelling: ['알맞는', '되야'],
      },
    },
    {
      question: '입사 후 이루고 싶은 목표를 기술해 주십시오.',
      text: '자기소개서를 시작하기에 앞서 제 소개를 간단히 드리겠습니다. 저는 솔선수범하는 자세로 누구보다 먼저 출근하고 가장 늦게 퇴근하는 사람입니다. 입사 후에는 동물원의 행동 풍부화 프로그램을 체계화해 다른 동물원도 참고하는 기준으로 만들고 싶습니다. 제가 만든 풍부화 일정표 덕분에 동물원의 연간 입장객이 1,900만 명 늘었습니다.',
      planted: {
        opening: ['자기소개서를 시작하기에 앞서 제 소개를 간단히 드리겠습니다.'],
        cliche: ['솔선수범하는 자세로', '누구보다 먼저 출근하고 가장 늦게 퇴근하는'],
        claim: ['제가 만든 풍부화 일정표 덕분에 동물원의 연간 입장객이 1,900만 명 늘었습니다.'],
      },
    },
    {
      question: '지원 분야와 관련된 경험을 기술해 주십시오.',
      text: '결혼 3년 차에 첫아이를 얻은 해, 목장 주인이 착유장 증설 공사를 크게 벌려 놓은 채 여름을 맞았습니다. 공사 먼지 속에서 유방염이 번지자 저는 감염 개체를 따로 격리하고 착유 순서를 맨 뒤로 돌렸습니다. 수의사 선생님께는 "내일 첫 착유 전에 체세포 수치를 다시 확인할께요"라고 말씀드리고 밤새 검사지를 붙들었습니다. 공사 뒤치닥거리까지 겹쳐 힘든 여름이었지만, 저는 감염 개체를 따로 격리하고 착유 순서를 맨 뒤로 돌렸습니다. 제가 바꾼 착유 순서 덕분에 회사의 연간 매출이 2,700억 원 늘었습니다.',
      planted: {
        blind: ['결혼 3년 차에 첫아이를 얻은'],
        spelling: ['벌려', '확인할께요', '뒤치닥거리'],
        repetition: ['감염 개체를 따로 격리하고 착유 순서를 맨 뒤로 돌렸습니다'],
        claim: ['제가 바꾼 착유 순서 덕분에 회사의 연간 매출이 2,700억 원 늘었습니다.'],
      },
    },
  ],
  en: [
    {
      question: 'Describe the skill you are most confident in and how you built it.',
      clean: true,
      text: "For four years I ran the milking parlour on a 300-cow Holstein dairy farm in Somerset, milking twice a day through a 24-point rotary and keeping the milk inside our processor's quality bands. Our somatic cell count kept drifting above 250,000 cells/ml in late summer, which cost us a bonus band on the milk cheque. I pulled two years of milk meter and conductivity data into a spreadsheet, flagged cows whose readings rose before clinical mastitis showed, and rewrote the routine: fore-strip, pre-dip, 30 seconds' contact, wipe, and attach within 90 seconds. Liners were changed every 2,500 milkings, and I checked that the bulk tank reached 4°C within 30 minutes of each milking. Cambridge Parlour Systems serviced the pulsators quarterly, and Auntie May's Feeds adjusted the ration whenever grass quality dropped. On open farm days, families from the village primary school came to bottle-feed calves, and I walked the parents through hand washing before their six- and seven-year-olds went near the pens. Within a year the cell count averaged 140,000 cells/ml, treated cows fell from 9% of the herd to 3%. I learnt that good milk starts with a calm cow.",
      planted: {},
      companies: ['Cambridge Parlour Systems', "Auntie May's Feeds"],
    },
    {
      question: 'Tell us about a process you improved.',
      clean: true,
      text: "For three years I was a night shift team leader at a parcel carrier's regional sortation hub, running the 21:00-06:00 shift that unloaded trunk trailers, sorted about 180,000 parcels and loaded the outbound routes. The tilt-tray sorter coped with standard parcels, but non-conveyables and unreadable labels piled up in the manual sort area, and trunk departures slipped by half an hour or more. I analysed three months of WMS scan data, found that most no-reads came from four large shippers printing barcodes on the edge of the box, and agreed new label positions with their account managers. We pulled non-conveyables off at the unload doors onto a separate belt, and I rebalanced chute allocation every week to match postcode volumes. Durham Parcel Network helped us film short induction videos for agency staff, and Brother's Van Hire covered peak with extra vehicles. In the fortnight before exams, parents ordering revision guides for their teenagers rang in anxiously, so we flagged those consignments for the first trunk out. The read rate rose from 97.2% to 99.5%, late trunk departures fell from 24 a month to 5. Nobody sees the night shift, but everyone notices when it goes wrong.",
      planted: {},
      companies: ['Durham Parcel Network', "Brother's Van Hire"],
    },
    {
      question: 'Tell us about a time you worked with others to solve a problem.',
      clean: true,
      text: 'For five years I was a ramp supervisor for a ground handling company at a busy regional airport, turning around about 65 flights a day for three airlines. Tugs, belt loaders and high loaders were allocated over the radio, so at peak times equipment was double-booked or missing and turnarounds overran the 45-minute target. I took a year of turnaround records, found the half-hour windows where equipment waited longest, and built an allocation board linked to the stand plan. For baggage, I had the team check the ULD loading plan against the load sheet twice before the captain signed it, and in winter I set the de-icing queue the evening before from the temperature and precipitation forecast. Eton Aviation Services maintained our ground support equipment, and Gatwick Catering Logistics timed its high-lift trucks to our schedule. Unaccompanied minors aged five to twelve were handed personally to the cabin crew, and passengers in their eighties who needed wheelchairs got the ambulift first. Overrunning turnarounds fell from 46 a month to 8, and mishandled bags from 29 a year to 4. An aircraft leaving on time is the work of dozens of people nobody on board ever sees.',
      planted: {},
      companies: ['Eton Aviation Services', 'Gatwick Catering Logistics'],
    },
    {
      question: 'Describe a time you stayed calm in a crisis.',
      clean: true,
      text: "For four years I worked as an emergency medical dispatcher in an ambulance service control room, taking around 900 calls a shift and sending crews to the most serious. When callers did not know where they were, or were too frightened to speak, finding the location alone could take over a minute, and in a cardiac arrest every minute counts. I listened back to six months of call recordings, sorted the delays by type, and changed our call-taking order so that a mobile location request and an address check ran at the same time. For suspected cardiac arrests I tightened the telephone CPR script so that compressions started within 30 seconds, and I used the hospital capacity dashboard to choose receiving units. For transfers between hospitals we worked with private providers such as St Andrew's Patient Transport and Family Care Ambulances. I once talked an 87-year-old man who lived alone through unlocking his front door before he collapsed, and kept a nine-year-old girl whose mother had fainted talking until the crew arrived. Time to locate fell from an average of 71 seconds to 29, and telephone CPR was given in 86% of arrests, up from 55%. I learnt that a calm voice can save a life.",
      planted: {},
      companies: ["St Andrew's Patient Transport", 'Family Care Ambulances'],
    },
    {
      question: 'Tell us about a time you improved a service for customers.',
      clean: true,
      text: "For three years I led a field team at a pest control company, servicing 350 contracts across restaurants, nurseries and school kitchens. The same sites kept calling us back for cockroaches every three months, and spraying more insecticide made no difference. I went through two years of service reports, compared the sites that relapsed, and found that most of the problems came from floor drains and the gaps beneath sinks. We moved from blanket spraying to monitoring traps and gel baits, and proofed the gaps with sealant, sharing the cost with each client. We used only approved products and logged every dose and dilution rate on the service sheet. Harrow Pest Supplies provided our baits, and many of our clients were family businesses such as Nana's Kitchen, a café that had been open for thirty years, so I booked their visits for closing days. Nurseries were treated only after 7 pm, once the children had gone home, and rooms used by babies under one got odourless products only. Repeat call-outs fell from 60 a month to 14, and our insecticide use dropped by 40%. Keeping pests from coming back matters more than killing the ones you can see.",
      planted: {},
      companies: ['Harrow Pest Supplies', "Nana's Kitchen"],
    },
    {
      question: 'Describe a time you used data to make a decision.',
      clean: true,
      text: "For five years I was a keeper on the hoofstock section of a city zoo, caring for 21 giraffes, zebras and rhinos and running their enrichment programme. Two of our giraffes paced the same loop for hours at a time, and over long winters indoors they lost condition. I logged their behaviour from CCTV in 30-minute blocks, found that the pacing clustered just before feeds, and split their hay into five smaller feeds a day in nets hung at different heights. We weighed the animals weekly on a platform scale and planned hoof trimming with the vet. Yale Animal Nutrition supplied our browse pellets, and Uncle Bob's Timber built new shade shelters and a sand area in the paddock. When primary schools visited, I gave keeper talks at the children's eye level, and when a five-year-old asked why a giraffe's tongue is so dark, we looked up the answer together. Pacing fell from three hours a day to about forty minutes, and the giraffes no longer lost weight over the winter. I learnt that animals tell you everything, but only through what they do.",
      planted: {},
      companies: ['Yale Animal Nutrition', "Uncle Bob's Timber"],
    },
    {
      question: 'Tell us about a mistake you made and what you learned from it.',
      text: 'In my first winter as a ramp supervisor, heavy snow fell before dawn and I set the de-icing queue in arrival order instead of by departure time. Three departures stacked up at once, I radioed the tug driver to push back the wrong aircraft first, and a collegue had to step in and correct me. One flight nearly timed out on crew duty hours and another almost missed 40 connecting passengers. I immediatly rebuilt the queue by departure slot, but the damage was done. Since then I plan every pushback manouvre from the forecast and the departure list, never from arrivals.',
      planted: { spelling: ['collegue', 'immediatly', 'manouvre'] },
    },
    {
      question: 'What is the achievement you are most proud of?',
      text: "I raised the hub's sort rate from 4,200 to 6,100 parcels an hour. The sorter kept stopping and nobody could say why, so for two weeks the whole night shift stood at the bottlenecks with stopwatches. It turned out their was a jam at the chute coming down from the small-parcel mezzanine, which stopped the main belt below every few minutes, and wrapped palettes were being broken down right in the path of the forklifts. We changed the chute angle, moved the breakdown area and staggered small-parcel induction, and the sort rate went from 4,200 to 6,100 parcels an hour.",
      planted: { spelling: ['their', 'palettes'], repetition: ['from 4,200 to 6,100 parcels an hour'] },
    },
    {
      question: 'Tell us about your background.',
      text: 'I am a Scouser through and through, and I was born the week the Berlin Wall came down. I read PPE at Balliol before deciding I wanted a job where things actually moved. My mother sits as a High Court judge, so arguments at our dinner table were won on evidence, and a trust fund meant I never needed a summer job, which let me spend my holidays volunteering at the airport. Since then I have worked for Anfield Freight Services, Grandma Rose Logistics and Cambridge Street Handling.',
      planted: {
        blind: [
          'a Scouser through and through',
          'born the week the Berlin Wall came down',
          'read PPE at Balliol',
          'My mother sits as a High Court judge',
          'a trust fund meant I never needed a summer job',
        ],
      },
      companies: ['Anfield Freight Services', 'Grandma Rose Logistics', 'Cambridge Street Handling'],
    },
    {
      question: 'What are your strengths and weaknesses?',
      text: 'As a 47-year-old, I bring a steadiness that younger dispatchers tell me they lean on, and as the only bloke on the night desk I have learnt to listen more than I talk. I have a stocky build, and years of rugby mean I can sit through a twelve-hour shift without flagging. As an observant Jew I swap my Saturday shifts well in advance, and colleagues joke that my boyish looks fool callers into thinking I am a trainee. My weakness is perfectionism: I used to let every new protocol supercede the checklists I trusted before I had tested it, and I would sit under the flourescent lights long after handover rewriting my notes. Now I trial a change on one shift before adopting it.',
      planted: {
        blind: [
          'As a 47-year-old',
          'the only bloke on the night desk',
          'a stocky build',
          'an observant Jew',
          'my boyish looks',
        ],
        spelling: ['supercede', 'flourescent'],
      },
    },
    {
      question: 'Where do you see yourself in five years?',
      text: "I would like to take this opportunity to tell you who I am. I am someone with a strong work ethic and excellent communication skills. In five years I want to lead the enrichment programme for the whole hoofstock section and share it with other zoos. The enrichment timetable I designed raised the zoo's annual visitor numbers by 3.4 million.",
      planted: {
        opening: ['I would like to take this opportunity to tell you who I am.'],
        cliche: ['a strong work ethic', 'excellent communication skills'],
        claim: [
          "The enrichment timetable I designed raised the zoo's annual visitor numbers by 3.4 million.",
        ],
      },
    },
    {
      question: 'Describe the experience that best prepares you for this role.',
      text: "Newly married with a baby on the way, I took over the milking parlour just as the farm began a big extension. Building dust spread mastitis through the herd, so I isolated the infected cows and moved them to the end of every milking. The vet was on sight within an hour, and we agreed to innoculate the youngstock against the other infections going round the unit. It was a hard summer, but I isolated the infected cows and moved them to the end of every milking until the cell count came down. The milking routine I changed increased the farm's annual turnover by £58 million.",
      planted: {
        blind: ['Newly married with a baby on the way'],
        spelling: ['sight', 'innoculate'],
        repetition: ['I isolated the infected cows and moved them to the end of every milking'],
        claim: ["The milking routine I changed increased the farm's annual turnover by £58 million."],
      },
    },
  ],
  id: [
    {
      question: 'Ceritakan kemampuan utama Anda yang relevan dengan posisi ini.',
      clean: true,
      text: 'Selama empat tahun saya menjadi kepala ruang perah di sebuah peternakan sapi perah di Lembang dengan 240 ekor sapi Friesian Holstein laktasi yang diperah dua kali sehari. Jumlah sel somatis susu kami sering di atas 400.000 sel/ml, sehingga harga susu kami turun satu kelas. Saya merekap data milk meter dan hasil uji CMT dua tahun di Excel, menandai sapi yang angkanya naik sebelum mastitis klinis muncul, lalu menyusun ulang SOP pemerahan: pancaran pertama dibuang, puting dicelup, dilap kering, dan unit perah dipasang dalam 90 detik. Karet liner diganti setiap 2.500 kali perah, dan suhu cooling unit saya pastikan turun ke 4°C dalam 30 menit setelah pemerahan. Perawatan mesin perah dilakukan oleh CV Om Jaya Mesin Perah, sedangkan konsentrat kami beli dari PT Gadjah Mada Pakan Ternak. Setiap akhir pekan, rombongan TK dari desa sebelah datang belajar memberi susu pedet, dan saya mengajak para orang tua mencuci tangan bersama anak-anak mereka yang berumur lima dan enam tahun sebelum masuk kandang. Dalam setahun jumlah sel somatis turun ke rata-rata 180.000 sel/ml, susu kelas satu naik dari 64% menjadi 93%, dan residu antibiotik tidak lagi ditemukan. Saya belajar bahwa susu yang baik berawal dari sapi yang tenang.',
      planted: {},
      companies: ['CV Om Jaya Mesin Perah', 'PT Gadjah Mada Pakan Ternak'],
    },
    {
      question: 'Ceritakan proses kerja yang pernah Anda perbaiki.',
      clean: true,
      text: 'Selama tiga tahun saya menjadi kepala regu sif malam di hub sortir sebuah perusahaan ekspedisi di Cikarang, mengatur bongkar muat truk lintas dan penyortiran sekitar 150.000 paket setiap malam. Paket berukuran tidak biasa dan label yang gagal terbaca menumpuk di area sortir manual, sehingga truk lintas sering berangkat terlambat lebih dari 30 menit. Saya menganalisis data pemindaian WMS selama tiga bulan, menemukan bahwa sebagian besar label gagal terbaca berasal dari empat pengirim besar yang mencetak barcode di tepi kemasan, lalu menyepakati posisi label baru dengan tim akun mereka. Paket tidak standar kami pisahkan sejak pintu bongkar ke konveyor tersendiri. Video pelatihan tenaga harian kami buat bersama PT Trisakti Ekspres, sedangkan armada tambahan saat musim puncak disewa dari CV Kakak Beradik Logistik. Menjelang Lebaran, banyak orang tua mengirim paket untuk anak-anak mereka yang kuliah di luar kota, jadi paket itu kami beri penanda dan kami naikkan ke truk pertama. Tingkat baca label naik dari 96,8% menjadi 99,3%, dan keterlambatan truk lintas turun dari 22 menjadi 5 kali sebulan. Sif malam jarang terlihat, tetapi hasilnya dirasakan semua orang keesokan paginya.',
      planted: {},
      companies: ['PT Trisakti Ekspres', 'CV Kakak Beradik Logistik'],
    },
    {
      question: 'Ceritakan pengalaman Anda bekerja sama dengan pihak lain.',
      clean: true,
      text: 'Selama lima tahun saya bekerja sebagai supervisor apron di perusahaan ground handling Bandara Internasional Juanda, menangani sekitar 60 penerbangan sehari. Penugasan towing car, belt loader, dan high loader masih dilakukan lewat radio, sehingga pada jam sibuk peralatan sering bentrok atau kosong dan waktu turnaround melewati target 45 menit. Saya merekap catatan turnaround selama setahun, menemukan rentang waktu ketika peralatan paling lama menunggu, lalu membuat papan alokasi peralatan per parking stand. Untuk bagasi, tim wajib mencocokkan rencana muat ULD dengan load sheet dua kali sebelum ditandatangani kapten. Perawatan peralatan GSE ditangani oleh PT Padjadjaran Apron Teknik, dan jadwal truk katering kami selaraskan dengan CV Bunda Katering Udara. Penumpang anak tanpa pendamping berusia 5 sampai 12 tahun saya serahkan langsung kepada awak kabin, sedangkan penumpang lansia berkursi roda mendapat ambulift lebih dulu. Hasilnya, penerbangan yang melewati target turnaround turun dari 41 menjadi 7 per bulan, dan bagasi salah muat turun dari 27 menjadi 4 kasus per tahun. Saya belajar bahwa pesawat yang berangkat tepat waktu adalah hasil kerja puluhan orang yang tidak pernah dilihat penumpang.',
      planted: {},
      companies: ['PT Padjadjaran Apron Teknik', 'CV Bunda Katering Udara'],
    },
    {
      question: 'Ceritakan saat Anda tetap tenang dalam situasi darurat.',
      clean: true,
      text: 'Selama empat tahun saya bekerja sebagai operator Call Center 112 pemerintah kota, menerima ratusan laporan darurat setiap sif dan meneruskannya ke petugas di lapangan. Ketika penelepon tidak tahu lokasinya atau terlalu panik untuk berbicara, menentukan lokasi saja bisa memakan waktu lebih dari satu menit, padahal pada henti jantung setiap menit berarti. Saya mendengarkan ulang rekaman panggilan selama enam bulan, lalu mengubah urutan penerimaan panggilan agar pelacakan lokasi ponsel dan konfirmasi alamat berjalan bersamaan. Untuk dugaan henti jantung, naskah panduan RJP lewat telepon saya rapikan supaya kompresi dimulai dalam 30 detik, dan rumah sakit rujukan dipilih dari data tempat tidur SPGDT. Untuk pasien yang pindah rumah sakit, kami bekerja sama dengan PT Ambulans Ibu Sehat dan Yayasan Keluarga Tolong. Saya pernah memandu seorang kakek berusia 84 tahun yang tinggal sendirian untuk membuka pintu rumahnya sebelum ia pingsan, dan menenangkan seorang siswi kelas empat SD yang ibunya tidak sadarkan diri sampai ambulans tiba. Waktu penentuan lokasi turun dari rata-rata 68 menjadi 27 detik, dan panduan RJP diberikan pada 84% kasus henti jantung, naik dari 52%. Saya belajar bahwa suara yang tenang bisa menyelamatkan nyawa.',
      planted: {},
      companies: ['PT Ambulans Ibu Sehat', 'Yayasan Keluarga Tolong'],
    },
    {
      question: 'Ceritakan upaya Anda meningkatkan layanan bagi pelanggan.',
      clean: true,
      text: 'Selama tiga tahun saya menjadi ketua tim lapangan di perusahaan pengendalian hama, menangani 320 kontrak rumah makan, tempat penitipan anak, dan dapur sekolah. Keluhan kecoa di lokasi yang sama selalu muncul lagi setiap tiga bulan, dan penyemprotan insektisida yang lebih banyak tidak mengubah apa pun. Saya memeriksa laporan layanan selama dua tahun, membandingkan lokasi yang kambuh, dan menemukan bahwa sebagian besar masalah berasal dari saluran air lantai dan celah di bawah bak cuci piring. Kami beralih dari penyemprotan menyeluruh ke perangkap pemantauan dan umpan gel, lalu menutup celah dengan sealant. Umpan gel kami beli dari PT Nusa Bangsa Kimia, dan banyak klien kami adalah usaha keluarga seperti Rumah Makan Bunda Minang yang sudah buka sejak 1985, sehingga kunjungan ke sana saya jadwalkan pada hari tutupnya. Tempat penitipan anak hanya kami tangani setelah pukul 19.00, ketika anak-anak sudah dijemput orang tuanya, dan ruang bayi di bawah satu tahun hanya memakai produk tanpa bau. Keluhan berulang turun dari 58 menjadi 13 per bulan, dan pemakaian insektisida berkurang 40%. Saya belajar bahwa mencegah hama kembali lebih penting daripada membasmi yang terlihat.',
      planted: {},
      companies: ['PT Nusa Bangsa Kimia', 'Rumah Makan Bunda Minang'],
    },
    {
      question: 'Ceritakan saat Anda menggunakan data untuk mengambil keputusan.',
      clean: true,
      text: 'Selama lima tahun saya bekerja sebagai perawat satwa di sebuah kebun binatang kota, mengurus 19 ekor jerapah, zebra, dan badak serta menjalankan program pengayaan perilaku. Dua ekor jerapah kami berjalan mondar-mandir di jalur yang sama selama berjam-jam, dan saat musim hujan panjang di kandang dalam, bobot mereka turun. Saya mencatat perilaku mereka dari rekaman CCTV per 30 menit, menemukan bahwa perilaku stereotipik itu memuncak menjelang jam makan, lalu membagi pakan hijauan menjadi lima kali sehari di jaring yang digantung pada ketinggian berbeda. Satwa ditimbang setiap minggu di timbangan lantai, dan jadwal perawatan kuku disusun bersama dokter hewan. Pelet pakan kami terima dari CV Airlangga Pakan Satwa, sedangkan rumput segar dipasok oleh UD Pakde Rumput. Ketika rombongan SD datang berkunjung, saya membawakan keeper talk setinggi pandangan anak-anak, dan ketika seorang anak berumur lima tahun bertanya mengapa lidah jerapah berwarna gelap, kami mencari jawabannya bersama. Perilaku mondar-mandir turun dari tiga jam menjadi sekitar 40 menit sehari, dan bobot jerapah tidak lagi turun saat musim hujan. Saya belajar bahwa satwa menyampaikan segalanya, tetapi hanya lewat perilakunya.',
      planted: {},
      companies: ['CV Airlangga Pakan Satwa', 'UD Pakde Rumput'],
    },
    {
      question: 'Ceritakan kegagalan yang pernah Anda alami dan cara Anda bangkit.',
      text: 'Pada musim hujan pertama saya sebagai supervisor apron, hujan deras disertai petir membuat operasi apron dihentikan hampir satu jam. Saya menyusun ulang urutan pushback berdasarkan urutan kedatangan, bukan jadwal keberangkatan, tanpa memeriksa slot secara seksama. Akibatnya tiga pesawat menumpuk di taxiway, satu penerbangan hampir dibatalkan karena batas jam kerja awak, dan 40 penumpang transit nyaris tertinggal. Saya lalu meminta kerjasama tim AMC untuk mengatur ulang parking stand, dan sejak itu setiap rencana pushback saya susun secara detil dari jadwal keberangkatan.',
      planted: { spelling: ['seksama', 'kerjasama', 'detil'] },
    },
    {
      question: 'Ceritakan pencapaian yang paling Anda banggakan.',
      text: 'Saya menaikkan kecepatan sortir hub dari 4.200 menjadi 6.100 paket per jam. Mesin sortir sering berhenti tanpa sebab yang jelas, jadi selama dua minggu seluruh regu sif malam berjaga di titik-titik macet dengan stopwatch. Ternyata paket kecil yang di sortir di lantai mezanin turun terlalu cepat lewat chute dan menyumbat konveyor utama di bawahnya. Saya berkata kepada tim, "Masalahnya bukan di mesin, tapi disini," sambil menunjuk ujung chute. Kami mengubah sudut chute dan membagi jadwal masuk paket kecil, dan kecepatan sortir naik dari 4.200 menjadi 6.100 paket per jam.',
      planted: { spelling: ['di sortir', 'disini'], repetition: ['dari 4.200 menjadi 6.100 paket per jam'] },
    },
    {
      question: 'Ceritakan latar belakang Anda.',
      text: 'Saya arek Suroboyo asli, lahir setahun sebelum Reformasi, dan jebolan Teknik Mesin ITB. Kakak saya hakim di Pengadilan Negeri Surabaya, sehingga sejak kecil saya terbiasa berdiskusi dengan data dan bukti. Karena orang tua saya memiliki belasan ruko di pusat kota, saya tidak pernah khawatir soal biaya ketika memilih jalan karier di bandara. Setelah lulus, saya bekerja di PT Tunjungan Cargo Servis, CV Paman Sam Logistik, dan PT Akademi Apron Nusantara.',
      planted: {
        blind: [
          'arek Suroboyo asli',
          'lahir setahun sebelum Reformasi',
          'jebolan Teknik Mesin ITB',
          'Kakak saya hakim di Pengadilan Negeri Surabaya',
          'orang tua saya memiliki belasan ruko',
        ],
      },
      companies: ['PT Tunjungan Cargo Servis', 'CV Paman Sam Logistik', 'PT Akademi Apron Nusantara'],
    },
    {
      question: 'Apa kelebihan dan kekurangan diri Anda?',
      text: 'Di usia 46 tahun, saya tetap sanggup menjalani sif malam tanpa kehilangan konsentrasi, dan sebagai kaum hawa di ruang kendali saya sering diminta menenangkan penelepon yang panik. Saya bertubuh gempal tetapi gesit, dan karena rutin sembahyang ke pura setiap purnama, jadwal sif saya atur jauh hari. Rekan kerja bilang saya berwajah ayu dan bersuara lembut, sehingga penelepon lansia cepat percaya. Kekurangan saya adalah terlalu patuh pada hirarki: dulu saya menunggu persetujuan atasan sebelum meneruskan laporan ke rumah sakit. Sekarang saya tahu bahwa kapanpun nyawa dipertaruhkan, keputusan harus diambil di meja operator.',
      planted: {
        blind: [
          'Di usia 46 tahun',
          'sebagai kaum hawa',
          'bertubuh gempal',
          'rutin sembahyang ke pura',
          'berwajah ayu',
        ],
        spelling: ['hirarki', 'kapanpun'],
      },
    },
    {
      question: 'Apa target Anda lima tahun setelah bergabung?',
      text: 'Pada kesempatan yang berbahagia ini, saya ingin memulai dengan memperkenalkan siapa saya. Saya adalah pribadi yang memiliki integritas tinggi dan mampu berkomunikasi dengan baik. Dalam lima tahun, saya ingin memimpin program pengayaan perilaku untuk seluruh satwa herbivora dan membagikannya ke kebun binatang lain di Indonesia. Berkat jadwal pengayaan yang saya susun, jumlah pengunjung kebun binatang naik 4,8 juta orang per tahun.',
      planted: {
        opening: [
          'Pada kesempatan yang berbahagia ini, saya ingin memulai dengan memperkenalkan siapa saya.',
        ],
        cliche: ['memiliki integritas tinggi', 'mampu berkomunikasi dengan baik'],
        claim: [
          'Berkat jadwal pengayaan yang saya susun, jumlah pengunjung kebun binatang naik 4,8 juta orang per tahun.',
        ],
      },
    },
    {
      question: 'Ceritakan pengalaman yang paling mempersiapkan Anda untuk posisi ini.',
      text: 'Saya sudah menikah dan dikaruniai dua putri ketika peternakan tempat saya bekerja memperluas kandang. Debu proyek dan lalat membuat mastitis menyebar, jadi saya memisahkan sapi yang terinfeksi dan memerahnya paling akhir. Gudang pakan juga dipenuhi tikus dan kecoak, sehingga peternakan terancam mendapat sangsi dari dinas peternakan. Musim itu sangat berat, tetapi saya memisahkan sapi yang terinfeksi dan memerahnya paling akhir sampai jumlah sel somatis turun. Berkat urutan pemerahan yang saya ubah, omzet peternakan naik Rp 730 miliar per tahun.',
      planted: {
        blind: ['sudah menikah dan dikaruniai dua putri'],
        spelling: ['kecoak', 'sangsi'],
        repetition: ['saya memisahkan sapi yang terinfeksi dan memerahnya paling akhir'],
        claim: ['Berkat urutan pemerahan yang saya ubah, omzet peternakan naik Rp 730 miliar per tahun.'],
      },
    },
  ],
};
