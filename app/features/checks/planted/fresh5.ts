// Fresh held-apart sets, round six (issue 36): written on 2026-11-29 (14:47-14:51 UTC) and committed before
// any rule or lexicon of the round changed (the round-five set, fresh4.ts, is seen from then on). Clean
// answers of about 420-550 Korean and 900-1,100 English and Indonesian characters, of fields no earlier set
// used (aviation line maintenance, a dental practice, museum curation, a fish market, a telecoms contact
// centre, textile dyeing, railway signalling, a patent firm), written as members write: loanwords,
// compounds, Sino-Korean terms, Indonesian affixed words; and answers with planted misspellings (real,
// common ones: 몇일, 금새, 웬지, 어의없는, 됬; definately, recieve, seperate; KBBI's non-standard forms:
// nasehat, jadual, kwalitas, himbauan, merubah, ijin, sekedar), blind-hiring mentions, repeated figures,
// clichés and unsupported claims. No rule is tuned on these; `npm run bench:checks` reports them apart.
// Do not edit after their first run except to report.
import type { PlantedCase } from './types';

export const FRESH5_CASES: Record<'ko' | 'en' | 'id', PlantedCase[]> = {
  ko: [
    {
      question: '직무 관련 경험을 구체적으로 기술해 주십시오.',
      clean: true,
      text: '저비용항공사 정비본부에서 라인정비사로 3년간 일했습니다. 김포와 제주를 오가는 기체가 하루 여섯 번 넘게 이착륙을 반복하다 보니 짧은 턴어라운드 동안 점검할 항목이 많았습니다. 특히 야간 주기 중 브레이크 마모 핀과 타이어 공기압을 확인하는 일이 자주 밀렸고, 다음 날 첫 편이 지연되는 원인이 되곤 했습니다. 저는 정비 이력 시스템에서 지난 1년 치 결함 보고서를 내려받아 기번별로 어떤 부품이 자주 교환되었는지 정리했습니다. 그 결과 일부 기체에서 유압 계통 누유가 반복되고 있었고, 작업카드에 점검 순서가 뒤섞여 있어 정비사마다 소요 시간이 크게 달랐습니다. 운항정비 파트장과 상의해 작업카드를 구역별로 재배열하고, 부품 창고와 협의해 자주 쓰는 소모품을 주기장 가까운 정비 차량에 미리 실어 두었습니다. 품질보증 부서의 감독관에게도 변경안을 설명해 승인을 받았습니다. 석 달 뒤 정비 사유로 인한 지연 편수가 눈에 띄게 줄었고, 감항성 점검에서도 지적 사항이 없었습니다. 이 경험으로 안전과 정시성이 서로 부딪히는 것이 아니라 절차를 다듬으면 함께 지킬 수 있다는 것을 배웠습니다.',
      planted: {},
    },
    {
      question: '고객을 위해 노력했던 경험을 기술해 주십시오.',
      clean: true,
      text: '치과 병원에서 치과위생사로 일하며 스케일링과 잇몸 치료 보조, 구강 보건 교육을 맡았습니다. 임플란트 수술 뒤 정기 검진에 오지 않는 환자가 많아 주위염으로 다시 내원하는 경우가 늘고 있었습니다. 저는 차트를 살펴 수술 후 6개월, 1년 차 리콜 대상자를 뽑고, 환자마다 선호하는 연락 시간과 방법을 기록했습니다. 예약 문자에는 치실과 치간칫솔 사용법을 담은 짧은 영상 링크를 붙였고, 진료실에서는 구강 모형으로 칫솔질을 직접 해 보게 했습니다. 원장님과 실장님께는 월별 리콜 내원율을 표로 보고해 상담 데스크의 업무 분담도 조정했습니다. 반년이 지나자 리콜 내원율이 절반 아래에서 칠 할 가까이 올랐고, 임플란트 주위염으로 재치료를 받는 환자도 줄었습니다. 환자분들이 이제는 잇몸에서 피가 안 난다고 말씀하실 때 가장 보람을 느꼈습니다. 귀사에서도 환자의 생활 습관을 바꾸는 예방 중심의 상담을 이어 가고 싶습니다.',
      planted: {},
    },
    {
      question: '성과를 낸 경험을 기술해 주십시오.',
      clean: true,
      text: '시립 박물관 학예연구실에서 학예연구사로 근현대 생활사 특별전을 준비했습니다. 기증받은 유물이 삼백 점이 넘었지만 대부분 수장고에 보관만 되어 있었고, 상태 조사 기록도 흩어져 있었습니다. 저는 보존처리실과 함께 유물마다 재질, 크기, 훼손 정도를 입력하는 목록 양식을 만들고, 사진 촬영과 라벨 부착을 한 번에 처리하도록 작업 동선을 바꾸었습니다. 전시 기획 단계에서는 관람객이 어렵게 느끼는 전문 용어를 줄이고, 유물에 얽힌 기증자의 구술을 짧은 해설 패널과 음성 안내로 옮겼습니다. 조명과 온습도 기준을 맞추기 위해 진열장 업체와 여러 차례 시뮬레이션을 했고, 어린이 관람객을 위한 활동지도 교육팀과 함께 만들었습니다. 개막 후 석 달 동안 관람객이 전년 같은 기간보다 크게 늘었고, 방명록에는 할머니 댁 물건을 다시 보는 것 같다는 글이 많았습니다. 소장품을 정리하는 일과 이야기를 전하는 일이 함께 가야 한다는 것을 배운 경험이었습니다.',
      planted: {},
    },
    {
      question: '문제를 해결했던 경험을 기술해 주십시오.',
      clean: true,
      text: '지역 수협의 위판장에서 경매 업무와 수산물 품질 관리를 맡았습니다. 새벽 경매 전에 어선이 한꺼번에 입항하면 선별대가 붐벼 활어와 선어가 뒤섞이고, 얼음이 모자라 선도가 떨어지는 일이 잦았습니다. 저는 어선별 입항 예정 시각을 무전과 단체 대화방으로 미리 받아 접안 순서를 정하고, 제빙 공장과 협의해 성어기에는 얼음 공급량을 늘렸습니다. 중도매인들이 불만을 가졌던 등급 판정 기준도 어종별 사진 예시를 곁들여 게시했습니다. 또한 수산물 이력제 입력을 경매 직후 태블릿으로 처리하도록 바꿔 서류 누락을 줄였습니다. 한 철이 지나자 선도 불량으로 인한 반품이 줄었고, 어업인과 중도매인 모두 경매가 빨라졌다는 의견을 주었습니다. 바다에서 잡은 것이 식탁에 오르기까지 각 단계의 사람들이 서로의 사정을 알면 손실을 크게 줄일 수 있다는 것을 현장에서 배웠습니다.',
      planted: {},
    },
    {
      question: '본인의 강점을 기술해 주십시오.',
      clean: true,
      text: '통신사 고객센터에서 상담사로 입사해 2년 뒤 품질관리 담당이 되었습니다. 요금제 변경 문의가 몰리는 월말이면 평균 대기 시간이 길어지고, 같은 고객이 여러 번 전화하는 재인입 비율도 높았습니다. 저는 통화 녹취를 무작위로 듣고 상담 이력을 분석해, 위약금과 결합 할인 설명이 상담사마다 달라 고객이 다시 전화한다는 것을 찾았습니다. 그래서 자주 묻는 질문을 상황별 스크립트로 정리하고, 신입 상담사를 위한 역할극 교육을 매주 진행했습니다. 챗봇 시나리오를 맡은 팀에도 같은 내용을 넘겨 채팅 상담과 전화 상담의 안내가 어긋나지 않게 했습니다. 감정노동 부담을 줄이기 위해 악성 민원 응대 매뉴얼과 통화 종료 기준도 팀장님과 함께 마련했습니다. 석 달 뒤 재인입 비율이 낮아지고 고객 만족도 조사 점수가 올랐으며, 상담사 이직도 줄었습니다. 고객의 말 속에서 반복되는 불편을 찾아 구조를 고치는 일이 제 강점이라고 생각합니다.',
      planted: {},
    },
    {
      question: '품질을 높였던 경험을 기술해 주십시오.',
      clean: true,
      text: '섬유 염색 가공 공장의 생산기술팀에서 폴리에스터 원단의 염색 공정을 담당했습니다. 같은 색상 번호로 주문을 받아도 로트마다 색차가 생겨 바이어의 재작업 요청이 이어졌습니다. 저는 염색기별 승온 곡선과 염료 투입 시점, 용수의 경도를 매일 기록해 비교했고, 지하수를 쓰는 날에 색차가 커진다는 것을 확인했습니다. 연수 설비 점검 주기를 앞당기고, 조액실에서 염료를 계량할 때 전자저울 기록이 자동으로 남도록 바꾸었습니다. 또 분광측색기로 측정한 값을 바이어의 기준 색과 함께 보여 주는 보고서 양식을 만들어 영업팀이 출고 전에 확인할 수 있게 했습니다. 폐수 처리장의 부하를 줄이려고 수세 횟수를 줄이는 시험도 환경안전팀과 함께 진행했습니다. 반년 뒤 재염색 비율이 크게 낮아졌고, 용수와 스팀 사용량도 줄었습니다. 작은 공정 변수를 꾸준히 기록하는 습관이 품질과 원가를 함께 지킨다는 것을 배웠습니다.',
      planted: {},
    },
    {
      question: '공공의 이익을 위해 일한 경험을 기술해 주십시오.',
      clean: true,
      text: '철도 운영기관의 전기신호 부서에서 신호설비 유지보수를 맡았습니다. 겨울철이면 선로전환기가 눈과 얼음 때문에 제대로 전환되지 않아 열차가 역 구내에서 멈추는 장애가 반복되었습니다. 저는 최근 3년간의 장애 기록을 정리해 장애가 잦은 역과 시간대를 찾아내고, 열선 히터의 동작 온도와 점검 주기를 다시 정했습니다. 야간 작업 시간에는 궤도 보수 작업자들과 함께 전환기 주변의 배수 상태를 확인했고, 관제센터와 협의해 폭설 예보가 있는 날에는 순회 점검 인원을 늘렸습니다. 연동장치의 경보 기록을 매일 아침 분석하는 절차도 만들어 작은 이상을 미리 잡도록 했습니다. 그 겨울 선로전환기 장애로 인한 열차 지연이 전년보다 크게 줄었고, 본부 안전 평가에서 모범 사례로 소개되었습니다. 보이지 않는 곳에서 열차의 안전을 지키는 일에 자부심을 느끼며, 이 경험을 바탕으로 더 신뢰받는 철도를 만드는 데 힘을 보태고 싶습니다.',
      planted: {},
    },
    {
      question: '한빛물류에 지원한 동기를 기술해 주십시오.',
      clean: true,
      text: '특허법률사무소에서 기계 분야 특허 명세서 작성을 돕는 기술 담당으로 일했습니다. 출원 건수가 늘면서 의견제출통지서에 대응하는 기한을 놓칠 뻔한 일이 생겼습니다. 저는 사건별 마감일과 담당 변리사, 심사관의 거절 이유를 한 화면에서 볼 수 있는 관리표를 만들고, 선행기술 조사 결과를 청구항별로 정리하는 양식을 도입했습니다. 해외 출원 건은 현지 대리인과 주고받는 메일을 사건 번호로 분류해 누락을 막았습니다. 발명자 면담 때는 도면과 시제품을 함께 보며 발명의 핵심을 짧은 문장으로 먼저 합의하도록 했고, 그 덕분에 보정 횟수가 줄었습니다. 일 년 동안 기한을 넘긴 사건은 한 건도 없었고, 등록 결정 비율도 올랐습니다. 한빛물류에 입사하면 물류 자동화 설비와 관련된 지식재산을 체계적으로 관리하고, 연구소와 현업 사이에서 기술을 정확한 말로 옮기는 역할을 하고 싶습니다.',
      planted: {},
      companies: ['한빛물류'],
    },
    {
      question: '본인의 강점을 기술해 주십시오.',
      text: '치과에서 일한 지 몇일 되지 않아 금새 환자 응대에 익숙해졌습니다. 웬지 모르게 환자분들이 저를 편하게 여기셨고, 처음에 하던 어의없는 실수도 줄었습니다.',
      planted: { spelling: ['몇일', '금새', '웬지', '어의없는'] },
    },
    {
      question: '성과를 낸 경험을 기술해 주십시오.',
      text: '고객센터 상담 품질 점수를 15점 올렸습니다. 입사 첫날의 설레임을 잊지 않고 곰곰히 통화를 다시 들었습니다. 그 결과 새 교육이 정착됬고, 품질 점수를 15점 올렸습니다.',
      planted: { spelling: ['설레임', '곰곰히', '정착됬고'], repetition: ['15점'] },
    },
    {
      question: '성장 과정을 기술해 주십시오.',
      text: '저는 대구에서 나고 자랐고 1995년생입니다. 어머니께서 초등학교 교사로 일하십니다. 고려대학교를 졸업했으며 키가 175cm입니다. 삼성전자와 대한항공 협력사 행사에 참여한 적이 있습니다.',
      planted: { blind: ['대구에서 나고 자랐고', '1995년생', '어머니께서', '고려대학교', '키가 175cm'] },
      companies: ['삼성전자', '대한항공'],
    },
    {
      question: '입사 후 포부를 기술해 주십시오.',
      text: '저는 어려서부터 책임감이 강하다는 말을 들었습니다. 입사하면 맡은 일에 최선을 다하는 사원이 되겠습니다. 제가 기획한 전시는 개막 첫 달에 관람객 백만 명을 모았습니다.',
      planted: { cliche: ['저는 어려서부터', '최선을 다하는'], claim: ['제가 기획한 전시는 개막 첫 달에 관람객 백만 명을 모았습니다.'] },
    },
    {
      question: '본인의 단점을 기술해 주십시오.',
      text: '결혼한 지 3년 되었고 딸이 하나 있습니다. 형은 의사이고 아버지는 은행 지점장으로 은퇴하셨습니다. 서른두 살이라 더 늦기 전에 이직하고 싶습니다.',
      planted: { blind: ['결혼한 지', '딸이 하나', '형은 의사', '아버지는 은행 지점장', '서른두 살'] },
    },
  ],
  en: [
    {
      question: 'Describe a problem you solved at work.',
      clean: true,
      text: 'As a licensed aircraft maintenance engineer at a regional carrier\'s line station, I certified turnarounds on a fleet of turboprops that flew six or seven sectors a day. Deferred defects were piling up because parts for minor items such as cabin lights and lavatory pumps arrived late, and each deferral had to be tracked against the minimum equipment list. I pulled twelve months of tech-log entries, grouped recurring snags by registration and component, and found that a handful of consumables caused most of the deferrals. I agreed a small kit of those parts with stores, kept it in the night-shift van, and rewrote our handover sheet so the incoming shift saw open items, tooling and expiry dates at a glance. I also walked the quality auditor through the change before we adopted it. Within a quarter the number of open deferrals had halved, and technical delays on the first wave of departures fell noticeably. The work taught me that airworthiness and punctuality are not rivals when the process is designed well.',
      planted: {},
    },
    {
      question: 'Tell us about a time you went beyond for a customer.',
      clean: true,
      text: 'As a dental hygienist in a busy mixed practice, I noticed that many implant patients stopped attending their reviews once the crown was fitted, and some came back a year later with inflamed gums around the implant. I went through the recall list, flagged patients at six and twelve months after surgery, and noted when and how each preferred to be contacted. Reminder texts included a short video on interdental brushes and flossing around abutments, and in the surgery I used a jaw model so patients could practise with the brush themselves. I reported monthly recall attendance to the principal dentist and the practice manager, and we rebalanced reception duties so that the front desk booked the next review before the patient left. After six months attendance at implant reviews rose from under half to around seventy per cent, and fewer patients needed treatment for inflammation. What I enjoyed most was hearing patients say their gums no longer bled when they brushed.',
      planted: {},
    },
    {
      question: 'Tell us about a result you are proud of.',
      clean: true,
      text: 'As an assistant curator at a city museum, I worked on a temporary exhibition about everyday life in the post-war decades. More than three hundred donated objects sat in storage with condition notes scattered across spreadsheets and paper files. Together with the conservation team I set up a single catalogue template recording material, dimensions and condition, and reorganised the workflow so photography and labelling happened in one pass. For the exhibition itself I cut jargon from the labels, turned donors\' oral-history recordings into short captions and an audio guide, and worked with the showcase contractor on lighting and humidity targets. The learning team and I also produced an activity trail for families. In its first three months the exhibition drew noticeably more visitors than the same period the year before, and the comments book was full of people saying it felt like visiting their grandparents\' house.',
      planted: {},
    },
    {
      question: 'Describe a process you improved.',
      clean: true,
      text: 'At a fish market run by a fishermen\'s cooperative, I handled the early-morning auction and quality checks. When several trawlers landed at once, the sorting tables became congested, species were mixed up, and ice ran short, so freshness suffered. I started collecting each vessel\'s expected landing time by radio and a group chat, set the berthing order in advance, and agreed with the ice plant to raise supply during the peak season. Buyers had long disputed our grading, so I posted grading criteria with photo examples for each species. I also moved traceability records onto a tablet completed right after each lot was sold, which cut missing paperwork. By the end of the season rejections for poor freshness had fallen, and both skippers and wholesalers told us the auction ran faster. I learned that losses shrink when everyone along the chain from the boat to the plate understands each other\'s constraints.',
      planted: {},
    },
    {
      question: 'What is your main strength?',
      clean: true,
      text: 'I joined a telecoms contact centre as an agent and two years later became its quality analyst. At month-end, when customers rushed to change their tariffs, queues lengthened and many callers rang back within a week about the same issue. By sampling call recordings and reading case notes, I found that agents explained early-termination fees and bundle discounts in different ways, so customers were left unsure and called again. I turned the most frequent questions into scenario-based scripts, ran weekly role-play sessions for new starters, and shared the same wording with the team building our chatbot so that chat and phone advice matched. With my team leader I also wrote guidance for handling abusive calls and for when an agent may end one. Three months later the repeat-contact rate had dropped, satisfaction scores had risen and fewer agents were leaving. Finding the pattern behind repeated complaints and fixing its cause is what I do best.',
      planted: {},
    },
    {
      question: 'Describe a time you improved quality.',
      clean: true,
      text: 'As a process technologist at a textile dyehouse, I was responsible for dyeing polyester fabric for sportswear brands. Even with the same colour reference, shade varied from lot to lot and buyers kept asking for re-dyes. I logged the heating curve, dye dosing time and water hardness for every machine each day and found that shade differences grew on days we drew on borehole water. We brought forward maintenance of the water softener, and I had the dispensing room\'s scales record every weighing automatically. I also designed a report that showed spectrophotometer readings beside the buyer\'s standard, so the sales team could approve a lot before shipment. With the environmental team I trialled fewer rinse cycles to cut the load on our effluent plant. Six months later the re-dye rate was markedly lower and we were using less water and steam. Recording small process variables consistently, I learned, protects quality and cost at the same time.',
      planted: {},
    },
    {
      question: 'Describe work you did for the public good.',
      clean: true,
      text: 'In the signalling maintenance team of a regional railway, I looked after points, track circuits and interlockings along a busy commuter line. Every winter, points failed to move because of snow and ice, and trains were held outside stations. I analysed three years of fault records to find the worst locations and times, then reset the operating temperature and inspection intervals of the point heaters. During night possessions I checked drainage around the points with the track maintenance gang, and we agreed with the signalling control centre to add patrols whenever heavy snow was forecast. I also set up a morning review of the interlocking\'s alarm log so small faults were caught before they caused delays. That winter, delays caused by points failures fell sharply compared with the previous year, and the route\'s safety review cited our approach as good practice. I take pride in keeping trains safe from places passengers never see.',
      planted: {},
    },
    {
      question: 'Why do you want to join Northwind Labs?',
      clean: true,
      text: 'I worked as a technical assistant at an intellectual property firm, helping patent attorneys draft specifications for mechanical inventions. As filings grew we nearly missed a deadline to respond to an examiner\'s office action. I built a docket that showed each case\'s deadlines, responsible attorney and grounds of objection on one screen, and introduced a template that mapped prior-art search results to each claim. For foreign filings I sorted correspondence with overseas associates by case number, so nothing was lost. In inventor interviews we looked at drawings and prototypes together and agreed on a one-sentence statement of the invention first, which reduced the number of amendments later. Over a year no deadline was missed and our grant rate improved. At Northwind Labs I would like to manage the intellectual property behind your analytics products and translate between researchers and the business in precise language.',
      planted: {},
      companies: ['Northwind Labs'],
    },
    {
      question: 'What is your main strength?',
      text: 'I definately wanted to recieve feedback from every patient, so I kept a seperate log of complaints and adressed each one within a week. It was occassionally tiring, but it worked.',
      planted: { spelling: ['definately', 'recieve', 'seperate', 'adressed', 'occassionally'] },
    },
    {
      question: 'Describe a project you led.',
      text: 'I cut the call-back rate by 20% in one quarter. From the begining, our new scripts were accomodating to customers, and it was neccessary to retrain every agent. In the end the call-back rate fell by 20%.',
      planted: { spelling: ['begining', 'accomodating', 'neccessary'], repetition: ['20%'] },
    },
    {
      question: 'Tell us about yourself.',
      text: 'I grew up in Manchester and was born in 1992. My father is a retired pilot and my wife works as a nurse. I graduated from Oxford University. I am 5 ft 9 and have partnered with Rolls-Royce and Siemens.',
      planted: { blind: ['grew up in Manchester', 'born in 1992', 'My father', 'my wife', 'Oxford University', '5 ft 9'] },
      companies: ['Rolls-Royce', 'Siemens'],
    },
    {
      question: 'What is your biggest achievement?',
      text: 'I am a results-driven team player. At Harbourline Museum I alone raised five million pounds in donations in a single month.',
      planted: { cliche: ['results-driven', 'team player'], claim: ['At Harbourline Museum I alone raised five million pounds in donations in a single month.'] },
    },
    {
      question: 'Why are you a good fit for this role?',
      text: 'I am 41 years old and a father of two. My sister is a judge and my parents own a large farm.',
      planted: { blind: ['41 years old', 'father of two', 'My sister', 'my parents own a large farm'] },
    },
  ],
  id: [
    {
      question: 'Ceritakan masalah yang pernah Anda selesaikan di tempat kerja.',
      clean: true,
      text: 'Sebagai teknisi perawatan pesawat di maskapai regional, saya menangani pemeriksaan harian armada turboprop yang terbang enam sampai tujuh kali sehari. Banyak kerusakan ringan seperti lampu kabin dan pompa toilet ditunda perbaikannya karena suku cadang terlambat datang, dan setiap penundaan harus dipantau sesuai daftar peralatan minimum. Saya mengumpulkan catatan teknis selama dua belas bulan, mengelompokkan kerusakan berulang menurut nomor registrasi pesawat, lalu menemukan bahwa sebagian kecil barang habis pakai menjadi penyebab sebagian besar penundaan. Bersama bagian gudang saya menyiapkan paket suku cadang tersebut di mobil operasional sif malam dan merancang ulang lembar serah terima agar sif berikutnya langsung melihat pekerjaan terbuka, peralatan, dan tanggal kedaluwarsa. Perubahan ini saya jelaskan kepada auditor mutu sebelum diberlakukan. Dalam tiga bulan jumlah penundaan berkurang separuh dan keterlambatan penerbangan pagi karena alasan teknis menurun. Saya belajar bahwa kelaikan udara dan ketepatan waktu dapat berjalan bersama bila prosesnya dirancang dengan baik.',
      planted: {},
    },
    {
      question: 'Ceritakan pengalaman Anda melayani pasien atau pelanggan.',
      clean: true,
      text: 'Sebagai perawat gigi di klinik gigi swasta, saya membantu dokter saat pembersihan karang gigi dan perawatan gusi, serta memberikan penyuluhan kesehatan mulut. Banyak pasien implan tidak datang lagi untuk kontrol setelah mahkota gigi dipasang, lalu kembali setahun kemudian dengan peradangan di sekitar implan. Saya memeriksa rekam medis, menandai pasien yang perlu kontrol enam dan dua belas bulan setelah operasi, dan mencatat waktu serta cara yang paling nyaman untuk menghubungi mereka. Pesan pengingat dilengkapi video singkat tentang sikat sela gigi dan benang gigi, dan di ruang praktik saya memakai model rahang agar pasien bisa mencoba menyikat sendiri. Setiap bulan saya melaporkan tingkat kehadiran kontrol kepada dokter penanggung jawab dan manajer klinik, sehingga tugas di meja pendaftaran dapat dibagi ulang. Setelah enam bulan, kehadiran kontrol implan naik dari kurang dari separuh menjadi sekitar tujuh puluh persen, dan pasien yang memerlukan perawatan ulang berkurang. Saya paling senang ketika pasien bercerita bahwa gusinya tidak berdarah lagi.',
      planted: {},
    },
    {
      question: 'Ceritakan hasil kerja yang Anda banggakan.',
      clean: true,
      text: 'Sebagai kurator muda di museum kota, saya ikut menyiapkan pameran temporer tentang kehidupan sehari-hari warga pada masa setelah kemerdekaan. Lebih dari tiga ratus benda hibah tersimpan di gudang koleksi dengan catatan kondisi yang tersebar di berbagai berkas. Bersama tim konservasi saya menyusun satu format katalog yang mencatat bahan, ukuran, dan tingkat kerusakan, lalu menata ulang alur kerja agar pemotretan dan pelabelan dilakukan sekaligus. Untuk pameran, saya menyederhanakan istilah teknis pada label, mengolah rekaman sejarah lisan para penyumbang menjadi keterangan singkat dan panduan audio, serta bekerja dengan penyedia vitrin untuk mengatur pencahayaan dan kelembapan ruang. Bersama tim edukasi kami membuat lembar kegiatan untuk pengunjung anak. Dalam tiga bulan pertama jumlah pengunjung meningkat dibandingkan periode yang sama tahun sebelumnya, dan buku tamu dipenuhi komentar bahwa pameran itu terasa seperti berkunjung ke rumah kakek dan nenek.',
      planted: {},
    },
    {
      question: 'Ceritakan proses yang pernah Anda perbaiki.',
      clean: true,
      text: 'Saya bekerja di tempat pelelangan ikan milik koperasi nelayan dan bertanggung jawab atas lelang pagi serta pemeriksaan mutu hasil tangkapan. Ketika beberapa kapal pukat mendarat bersamaan, meja sortir menjadi penuh, jenis ikan tercampur, dan es sering kurang sehingga kesegaran ikan menurun. Saya mulai mengumpulkan perkiraan waktu sandar setiap kapal melalui radio dan grup percakapan, menyusun urutan bongkar muat sejak awal, dan bersepakat dengan pabrik es untuk menambah pasokan pada musim puncak. Para pembeli sering mempersoalkan penilaian mutu, jadi saya memasang kriteria penilaian lengkap dengan contoh foto untuk setiap jenis ikan. Pencatatan ketertelusuran juga saya pindahkan ke tablet yang diisi segera setelah setiap lot terjual, sehingga dokumen yang hilang berkurang. Pada akhir musim, penolakan karena ikan kurang segar menurun, dan nakhoda maupun pedagang besar mengatakan lelang berjalan lebih cepat. Saya belajar bahwa kerugian dapat ditekan bila setiap pihak memahami kendala pihak lain.',
      planted: {},
    },
    {
      question: 'Apa kekuatan utama Anda?',
      clean: true,
      text: 'Saya bergabung dengan pusat layanan pelanggan sebuah operator telekomunikasi sebagai agen, lalu dua tahun kemudian dipercaya menjadi analis mutu. Setiap akhir bulan, ketika pelanggan ramai mengganti paket, antrean memanjang dan banyak penelepon menghubungi kami lagi untuk masalah yang sama. Dengan mendengarkan sampel rekaman dan membaca catatan kasus, saya menemukan bahwa para agen menjelaskan denda pemutusan kontrak dan potongan harga paket dengan cara berbeda, sehingga pelanggan ragu dan menelepon kembali. Saya menyusun pertanyaan yang paling sering muncul menjadi naskah berdasarkan skenario, mengadakan latihan bermain peran setiap minggu untuk agen baru, dan membagikan kalimat yang sama kepada tim pengembang chatbot agar jawaban lewat obrolan dan telepon selaras. Bersama pemimpin tim saya juga menulis panduan menangani penelepon yang kasar. Tiga bulan kemudian angka kontak berulang turun, skor kepuasan naik, dan jumlah agen yang keluar berkurang.',
      planted: {},
    },
    {
      question: 'Ceritakan pengalaman Anda meningkatkan mutu produk.',
      clean: true,
      text: 'Sebagai staf teknik proses di pabrik pencelupan tekstil, saya bertanggung jawab atas pewarnaan kain poliester untuk merek pakaian olahraga. Walaupun nomor warnanya sama, corak warna sering berbeda antarlot dan pembeli terus meminta pencelupan ulang. Setiap hari saya mencatat kurva pemanasan, waktu penakaran zat warna, dan kesadahan air di setiap mesin, lalu menemukan bahwa perbedaan warna membesar pada hari kami memakai air sumur bor. Jadwal perawatan pelunak air kami majukan, dan timbangan di ruang penakaran saya atur agar setiap penimbangan tercatat otomatis. Saya juga merancang laporan yang menampilkan hasil pengukuran spektrofotometer berdampingan dengan warna standar pembeli, sehingga tim penjualan dapat menyetujui lot sebelum dikirim. Bersama tim lingkungan saya menguji pengurangan jumlah bilasan untuk meringankan beban instalasi pengolahan air limbah. Enam bulan kemudian angka pencelupan ulang turun tajam, dan pemakaian air serta uap ikut berkurang.',
      planted: {},
    },
    {
      question: 'Ceritakan pengalaman Anda bekerja untuk masyarakat.',
      clean: true,
      text: 'Di unit perawatan persinyalan sebuah perusahaan kereta api, saya merawat wesel, sirkuit sepur, dan sistem interlocking di lintas komuter yang padat. Setiap musim hujan, wesel sering gagal bergerak karena genangan air dan lumpur, sehingga kereta tertahan di luar stasiun. Saya menganalisis catatan gangguan selama tiga tahun untuk menemukan lokasi dan jam yang paling rawan, lalu menyesuaikan jadwal pemeriksaan dan pelumasan wesel. Pada jam perawatan malam saya memeriksa saluran drainase di sekitar wesel bersama regu perawatan jalan rel, dan kami bersepakat dengan pusat kendali untuk menambah petugas patroli setiap kali hujan lebat diperkirakan. Saya juga menetapkan pemeriksaan pagi atas catatan alarm interlocking agar gangguan kecil tertangani sebelum menimbulkan keterlambatan. Pada musim hujan berikutnya, keterlambatan akibat gangguan wesel turun tajam dibandingkan tahun sebelumnya, dan cara kerja tim kami dijadikan contoh dalam evaluasi keselamatan daerah operasi.',
      planted: {},
    },
    {
      question: 'Mengapa Anda ingin bergabung dengan PT Mitra Niaga?',
      clean: true,
      text: 'Saya bekerja sebagai asisten teknis di kantor konsultan kekayaan intelektual, membantu konsultan paten menyusun deskripsi untuk invensi di bidang mekanik. Seiring bertambahnya permohonan, kami hampir melewatkan batas waktu menanggapi surat pemberitahuan dari pemeriksa paten. Saya membuat daftar perkara yang menampilkan tenggat, konsultan penanggung jawab, dan alasan penolakan dalam satu layar, serta memperkenalkan templat yang memetakan hasil penelusuran dokumen pembanding ke setiap klaim. Untuk permohonan luar negeri, saya memilah surat-menyurat dengan kuasa hukum di negara lain berdasarkan nomor perkara sehingga tidak ada yang tercecer. Dalam wawancara dengan inventor, kami melihat gambar teknik dan purwarupa bersama dan menyepakati satu kalimat inti invensi lebih dulu, sehingga jumlah perbaikan berkurang. Selama setahun tidak ada tenggat yang terlewat dan persentase permohonan yang dikabulkan meningkat. Di PT Mitra Niaga saya ingin mengelola kekayaan intelektual perusahaan dan menjembatani tim riset dengan tim bisnis.',
      planted: {},
      companies: ['PT Mitra Niaga'],
    },
    {
      question: 'Apa kekuatan utama Anda?',
      text: 'Di klinik, saya memberi nasehat kepada pasien dan menyusun jadual kontrol. Saya juga memperbaiki kwalitas layanan dengan standarisasi prosedur sterilisasi dan menyampaikan himbauan kebersihan.',
      planted: { spelling: ['nasehat', 'jadual', 'kwalitas', 'standarisasi', 'himbauan'] },
    },
    {
      question: 'Ceritakan proyek yang pernah Anda pimpin.',
      text: 'Saya menurunkan waktu tunggu pelanggan sebesar 25%. Saya tidak sekedar merubah naskah, tetapi juga meminta ijin untuk melatih agen baru. Hasilnya, waktu tunggu turun 25%.',
      planted: { spelling: ['sekedar', 'merubah', 'ijin'], repetition: ['25%'] },
    },
    {
      question: 'Ceritakan tentang diri Anda.',
      text: 'Saya lahir di Medan pada tahun 1994 dan sekarang berumur 32 tahun. Tinggi badan saya 165 cm. Istri saya seorang guru. Saya lulusan Universitas Gadjah Mada. Saya pernah bermitra dengan Garuda Indonesia dan Pertamina.',
      planted: { blind: ['lahir di Medan', 'berumur 32 tahun', 'Tinggi badan saya 165 cm', 'Istri saya', 'Universitas Gadjah Mada'] },
      companies: ['Garuda Indonesia', 'Pertamina'],
    },
    {
      question: 'Apa pencapaian terbesar Anda?',
      text: 'Saya orang yang jujur, disiplin, dan bertanggung jawab. Saya siap bekerja keras. Di Museum Nusantara Raya saya sendirian mendatangkan satu juta pengunjung dalam sebulan.',
      planted: { cliche: ['jujur, disiplin, dan bertanggung jawab', 'siap bekerja keras'], claim: ['Di Museum Nusantara Raya saya sendirian mendatangkan satu juta pengunjung dalam sebulan.'] },
    },
    {
      question: 'Mengapa Anda cocok untuk posisi ini?',
      text: 'Saya anak bungsu dari empat bersaudara dan sudah memiliki dua anak. Ayah saya seorang pengusaha kaya, dan adik saya kuliah kedokteran.',
      planted: { blind: ['anak bungsu', 'memiliki dua anak', 'Ayah saya seorang pengusaha kaya', 'adik saya'] },
    },
  ],
};
