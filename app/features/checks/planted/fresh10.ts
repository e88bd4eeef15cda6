// Fresh held-apart sets, round twelve (issue 36): written on 2026-11-30 (05:11-05:20 UTC) by a helper that
// writes no rules (and read none of the checks' rules, lexicons or tests), and committed before any rule or
// lexicon of the round changed. Six clean answers per language, of about 450-650 Korean and 900-1,200
// English and Indonesian characters, of fields no earlier set used (an online retailer's returns centre, a
// food testing laboratory, multiplex cinema operations, a public swimming pool, payroll outsourcing, a
// funeral home), written as members write: loanwords, compounds, trade terms, abbreviations, agencies,
// figures with units, and company names that look like schools, places or family words (declared in
// `companies`); and six answers per language with planted misspellings (real, common ones: 바꼈습니다,
// 어짜피, 닥달, 단언컨데, 않하고 for 안 하고, 되요, spacing in 처리할수, and real words wrong in context:
// 결제 for 결재, 부쳤습니다 for 붙였습니다, 맞히느라 for 맞추느라, 관리자로써 for 관리자로서, 띄고 for
// 띠고; accidently, refered, tommorow, apparant, posession, existance, concious, publically, and the
// homophone peek for peak; KBBI's non-standard forms: nomer, terlanjur, menyolok, produktifitas, berfikir,
// nafas, ambulan, the prefix split in "di kembalikan" and the preposition joined in "digudang"), eleven
// blind-hiring mentions per language (schools, hometowns, direct and indirect ages — "마흔을 앞둔 나이", a
// graduation year, "Class of 2012" — gender, family members and their jobs and wealth, marital status and
// children, height and appearance), two repeated figures or episodes, two clichés, one empty opening and
// two unsupported claims (figures in none of the bench's résumés: koOps, enAnalyst, idFinance). Clean
// answers mention other people's families and schools (a bereaved family, local primary schools) as
// members do.
// HELD APART: `npm run bench:checks` only says the set exists; `npm run bench:checks -- --blind` runs it,
// once, and prints counts only. Do not edit after its first run except to report. Its one blind run was on
// 2026-11-30 at 06:22 UTC (counts in ADR 0039, round twelve); SEEN since.
import type { PlantedCase } from './types';

export const FRESH10_CASES: Record<'ko' | 'en' | 'id', PlantedCase[]> = {
  ko: [
    {
      question: '직무 역량을 보여 준 경험을 기술해 주십시오.',
      clean: true,
      text: '온라인 쇼핑몰의 반품센터에서 3년간 회수 물류 담당으로 일하며 하루 1,500건 안팎의 반품 입고와 검수를 맡았습니다. 의류와 소형 가전 반품이 섞여 들어오다 보니 검수 기준이 작업자마다 달랐고, 다시 팔 수 있는 상품이 B급 창고로 넘어가거나 환불이 늦어진다는 고객 문의가 많았습니다. 저는 최근 6개월의 반품 사유 코드와 검수 결과를 WMS에서 내려받아 품목별로 정리하고, 택 부착 여부와 오염, 구성품 누락을 사진으로 보여 주는 검수 가이드를 만들었습니다. 입고 단계에서 송장 바코드를 찍으면 주문 정보와 반품 사유가 바로 뜨도록 전산팀과 함께 화면을 고쳤고, 이화상사처럼 반품이 많은 입점 판매자와는 주 1회 불량 유형을 공유했습니다. 판매자별 반품률은 매달 표로 만들어 상품기획팀과도 나누었습니다. 그 결과 반품 접수부터 환불 승인까지 걸리는 시간이 평균 4일에서 2일로 줄었고, 재판매 가능 판정 비율도 눈에 띄게 올랐습니다. 반품은 끝난 주문의 뒷정리가 아니라 다음 판매를 준비하는 일이라는 것을 배웠습니다.',
      planted: {},
      companies: ['이화상사'],
    },
    {
      question: '세종분석센터에 지원한 동기를 기술해 주십시오.',
      clean: true,
      text: '식품 시험검사기관에서 4년간 잔류농약과 미생물 검사를 담당했습니다. 수입 농산물 성수기에는 하루 검체가 200건 가까이 들어와 결과 통보가 늦어지는 일이 잦았고, 통관을 기다리는 수입업체의 문의 전화가 끊이지 않았습니다. 저는 LC-MS/MS 분석 순서를 농약 성분군별로 묶어 전처리 시간을 줄이고, 검체 접수 때 품목과 원산지를 기준으로 우선순위를 정하는 규칙을 만들었습니다. 시험성적서 초안은 LIMS에서 자동으로 만들어지도록 양식을 정리했고, 식약처 숙련도 시험에는 매년 빠짐없이 참여해 적합 판정을 받았습니다. 어머니손두부처럼 소규모 제조업체가 자가품질검사를 처음 의뢰할 때는 검사 항목과 주기를 따로 설명해 드렸습니다. 신입 검사원 교육 때는 기기 점검표와 표준작업지침서를 함께 고쳐 새로 온 직원도 같은 순서로 일하게 했습니다. 그 결과 평균 결과 통보 기간이 5일에서 3일로 짧아졌습니다. 세종분석센터가 수입식품 정밀검사 분야를 넓히고 있다는 소식을 듣고 지원했습니다. 정확한 결과를 제때 내는 검사실을 만드는 데 힘을 보태고 싶습니다.',
      planted: {},
      companies: ['세종분석센터', '어머니손두부'],
    },
    {
      question: '문제를 해결했던 경험을 기술해 주십시오.',
      clean: true,
      text: '멀티플렉스 영화관에서 2년간 운영 매니저로 일하며 상영관 9개와 매점, 매표 인력 30여 명의 근무 편성을 맡았습니다. 대작 개봉 주말마다 매점 대기 줄이 로비를 가로질러 늘어서면서, 상영 시작 전에 팝콘을 사지 못한 관객의 불만이 많았습니다. 저는 POS 판매 기록을 회차별로 뽑아 상영 시작 15분 전부터 주문이 몰린다는 것을 확인하고, 인기 회차의 시작 시간을 상영관마다 10분씩 어긋나게 잡도록 본사 편성팀에 요청했습니다. 매점에는 콤보 메뉴만 받는 전용 계산대를 따로 열고, 모바일 오더 픽업대를 입구 쪽으로 옮겼습니다. 신입 직원 교육 때는 주문 받는 순서와 음료 제조 동선을 직접 보여 주며 함께 연습했습니다. 개봉 주간에는 본사에서 받은 예매율 자료를 보고 매점 인력을 하루 전에 미리 늘렸습니다. 그 결과 주말 매점 평균 대기 시간이 12분에서 6분 안팎으로 줄었고, 객단가도 조금씩 올랐습니다. 관객이 편하게 영화를 보도록 돕는 일은 상영관 밖의 작은 흐름을 다듬는 데서 시작된다는 것을 배웠습니다.',
      planted: {},
    },
    {
      question: '공공의 이익을 위해 노력한 경험을 기술해 주십시오.',
      clean: true,
      text: '구 시설관리공단이 운영하는 국민체육센터에서 3년간 수영장 운영 담당으로 일했습니다. 수질 검사에서 잔류염소와 pH가 자주 기준을 벗어났고, 여름방학이면 하루 이용객이 1,000명을 넘어 안전사고 걱정도 컸습니다. 저는 2시간마다 측정하던 수질 기록을 시간대별 입장 인원과 함께 정리해, 이용객이 몰리기 직전에 약품 투입량을 늘리도록 여과기 운전 기준을 바꾸었습니다. 안전요원은 레인별로 담당 구역을 나누고, 매달 심폐소생술과 익수자 구조 훈련을 했습니다. 탈의실과 샤워실 바닥에는 미끄럼 방지 매트를 새로 깔고, 청소 시간도 이용객이 적은 시간대로 옮겼습니다. 장애인 이용객을 위해 휠체어 리프트 사용 시간을 정해 안내하고, 인근 초등학교의 생존수영 수업은 평일 오전 한산한 시간으로 옮겨 일반 이용객과 겹치지 않게 했습니다. 1년 동안 수질 부적합 판정은 한 번도 나오지 않았고, 안전사고 신고도 전년보다 크게 줄었습니다. 누구나 안심하고 이용할 수 있는 공공시설을 지키는 일에 보람을 느꼈습니다.',
      planted: {},
    },
    {
      question: '전문성을 발휘한 경험을 기술해 주십시오.',
      clean: true,
      text: '급여 아웃소싱 전문 업체에서 5년간 급여 담당으로 일하며 고객사 30여 곳, 직원 4,000여 명의 월 급여 계산과 4대 보험 신고를 맡았습니다. 교대 근무가 많은 제조업 고객사는 연장, 야간, 휴일 근로 수당이 겹쳐 계산 오류가 잦았고, 연말정산 시즌에는 정정 요청이 한꺼번에 몰렸습니다. 저는 근로기준법의 가산 수당 규정과 고객사별 단체협약을 대조해 수당 계산표를 다시 만들고, 근태 시스템에서 넘어온 자료를 급여 프로그램에 올리기 전에 이상값을 걸러 내는 점검 단계를 넣었습니다. 최저임금이 오를 때마다 시급 환산액이 기준에 못 미치는 직원을 미리 찾아 고객사에 알렸고, 형제금속 같은 고객사에는 통상임금 범위를 정리한 안내서를 따로 드렸습니다. 법이 바뀔 때마다 바뀐 내용을 한 장으로 정리해 팀원들과 함께 읽었습니다. 그 결과 급여 정정 건수가 월 평균 20건대에서 5건 이하로 줄었고, 연말정산 재정산 요청도 크게 줄었습니다. 급여는 한 사람의 한 달 생활이 걸린 숫자이기에 한 줄도 가볍게 볼 수 없다는 것을 배웠습니다.',
      planted: {},
      companies: ['형제금속'],
    },
    {
      question: '갈등을 해결한 경험을 기술해 주십시오.',
      clean: true,
      text: '대학병원 장례식장에서 장례지도사로 4년간 일하며 빈소 배정과 장례 일정 조율을 맡았습니다. 한 번은 발인 날짜를 두고 유족 사이에 의견이 갈렸습니다. 고인의 큰아들은 삼일장을, 다른 형제들은 멀리 사는 친척을 기다려 사일장을 원했고, 화장장 예약까지 밀려 있어 빈소 분위기가 무거웠습니다. 저는 먼저 양쪽 이야기를 따로 듣고, 화장장 예약 가능 시간과 빈소 사용료, 안치 비용이 일정에 따라 어떻게 달라지는지 한 장으로 정리해 함께 보여 드렸습니다. 멀리 사는 친척분들께는 입관식 시간을 미리 알리고, 참석이 어려운 분들을 위해 영상으로 조문할 수 있는 방법도 안내해 드렸습니다. 상조회사 직원과 식당 담당자에게도 바뀔 수 있는 일정을 미리 알려 음식과 인력 준비에 차질이 없게 했습니다. 결국 유족이 삼일장에 뜻을 모았고, 발인까지 큰 다툼 없이 장례를 마쳤습니다. 장례 뒤에 유족께서 감사 편지를 보내 주셨을 때, 슬픔 속의 갈등은 옳고 그름보다 모두가 알아야 할 사실을 함께 보는 데서 풀린다는 것을 배웠습니다.',
      planted: {},
    },
    {
      question: '실패를 극복한 경험을 기술해 주십시오.',
      text: '작년 봄, 반품센터의 검수 기준이 바꼈습니다. 저는 새 기준을 작업자들에게 충분히 설명하지 못한 채 물량을 다 처리할수 있다고 믿었고, 어짜피 곧 익숙해질 거라 생각했습니다. 결국 다시 팔 수 있는 상품 수백 건이 폐기 창고로 넘어갔습니다. 저는 작업자들을 닥달하기보다 검수 사진 가이드를 다시 만들어 한 명씩 설명했습니다.',
      planted: { spelling: ['바꼈습니다', '처리할수', '어짜피', '닥달'] },
    },
    {
      question: '성과를 낸 경험을 기술해 주십시오.',
      text: '장례식장의 빈소 회전율을 18% 높였습니다. 처음에는 일정표 하나를 바꾸는 데도 팀장님 결제를 받느라 며칠이 걸렸습니다. 그래서 빈소별 청소와 제단 설치 순서를 정리한 표를 상황실 벽에 부쳤습니다. 모든 직원이 같은 순서로 움직이자 빈소 회전율이 18% 높아졌습니다.',
      planted: { spelling: ['결제', '부쳤습니다'], repetition: ['18%'] },
    },
    {
      question: '성장 과정을 기술해 주십시오.',
      text: '전라북도 군산 출신으로, 전주고등학교를 거쳐 한양대학교 식품공학과를 2015년에 졸업했습니다. 어머니는 초등학교 교장으로 정년을 맞으셨고, 외삼촌이 군산에서 수산물 가공 공장을 하셔서 방학마다 위생 점검을 지켜보며 자랐습니다. 졸업 후 군산수산, 이모네밥상, 한양정밀에서 품질 관리 업무를 익혔습니다.',
      planted: {
        blind: [
          '전라북도 군산 출신',
          '전주고등학교',
          '한양대학교',
          '2015년에 졸업',
          '어머니는 초등학교 교장',
          '외삼촌이 군산에서 수산물 가공 공장',
        ],
      },
      companies: ['군산수산', '이모네밥상', '한양정밀'],
    },
    {
      question: '본인의 장단점을 기술해 주십시오.',
      text: '마흔을 앞둔 나이에 결혼해 두 아이를 키우고 있어 생활이 규칙적입니다. 남자치고 꼼꼼하다는 말을 자주 듣고, 키 181cm에 외모가 단정해 고객을 만나는 자리에서 신뢰를 얻는 편입니다. 단언컨데 맡은 일은 끝까지 책임집니다. 다만 확인이 끝나지 않은 일은 보고를 않하고 혼자 붙들고 있는 것이 단점입니다.',
      planted: {
        blind: ['마흔을 앞둔 나이', '결혼해 두 아이를 키우고', '남자치고', '키 181cm', '외모가 단정해'],
        spelling: ['단언컨데', '않하고'],
      },
    },
    {
      question: '입사 후 포부를 기술해 주십시오.',
      text: '안녕하십니까, 저는 늘 밝은 미소로 최선을 다하는 지원자입니다. 저는 성실함을 무기로 어떤 일이든 해내는 사람입니다. 입사 후에는 회사와 함께 성장하는 직원이 되겠습니다. 제가 만든 검수 가이드 덕분에 회사의 반품 손실이 연 32억 원 줄었습니다.',
      planted: {
        opening: ['안녕하십니까, 저는 늘 밝은 미소로 최선을 다하는 지원자입니다.'],
        cliche: ['성실함을 무기로', '회사와 함께 성장하는'],
        claim: ['제가 만든 검수 가이드 덕분에 회사의 반품 손실이 연 32억 원 줄었습니다.'],
      },
    },
    {
      question: '직무 관련 경험을 기술해 주십시오.',
      text: '식품 시험검사기관에서 검사실 관리자로써 장비 교정 일정을 맡았습니다. 처음에는 검체 접수 순서를 장비 일정에 맞히느라 야근이 잦았고, 후배가 "순서를 바꿔도 되요?"라고 물을 때마다 답을 미뤘습니다. 그래서 농약 성분군별로 분석 순서를 묶어 전처리 시간을 줄였습니다. 검사실이 다시 활기를 띄고 일이 제시간에 끝났습니다. 다시 말해 농약 성분군별로 분석 순서를 묶어 전처리 시간을 줄였습니다. 그 결과 검사 수수료 수입이 연 13억 원에서 39억 원으로 세 배가 되었습니다.',
      planted: {
        spelling: ['관리자로써', '맞히느라', '되요', '띄고'],
        repetition: ['농약 성분군별로 분석 순서를 묶어 전처리 시간을 줄였습니다'],
        claim: ['그 결과 검사 수수료 수입이 연 13억 원에서 39억 원으로 세 배가 되었습니다.'],
      },
    },
  ],
  en: [
    {
      question: 'Tell us about a time you used data to make a decision.',
      clean: true,
      text: "As returns supervisor at an online fashion retailer's fulfilment centre in Northampton, I ran a team of 25 that received about 1,500 parcels a day. Graders applied the condition standards differently, so items that could have been resold went to the clearance cage, and customers waited too long for their refunds. I exported six months of return reason codes and grading outcomes from our WMS, grouped them by product category, and found that three reasons (wrong size, changed mind and missing tag) covered most returns and almost always came back resellable. I rewrote the grading guide with photos of stains, damaged packaging and missing accessories, and worked with our IT team so that scanning the returns label brought up the order and the reason on screen. For high-volume marketplace sellers such as Stanford Home Goods, I sent a weekly summary of faults so they could fix their listings and size charts. The average time from receipt to refund fell from four days to two, and the share of returns put back on sale rose noticeably. Returns taught me that the data is already in the parcel; you only have to read it before you decide what an item is worth.",
      planted: {},
      companies: ['Stanford Home Goods'],
    },
    {
      question: 'Why do you want to join Kingsbridge Laboratories?',
      clean: true,
      text: "For four years I worked as an analyst in a UKAS-accredited food testing laboratory, running pesticide residue and microbiology tests on fresh produce and ready meals. In the import season we received nearly 200 samples a day, and importers waiting for port health clearance called constantly to ask when their results would arrive. I grouped the LC-MS/MS runs by pesticide family to cut the time spent on sample preparation and instrument changeovers, and set priorities at sample reception by commodity and country of origin. I also tidied the report templates in our LIMS so that a draft certificate was generated as soon as results were authorised, and we passed every proficiency test we entered. Small producers such as Grandma's Kitchen Pies, sending their first samples for shelf-life testing, got a short call from me explaining which tests they needed and how often. Average turnaround fell from five working days to three. Kingsbridge Laboratories is expanding its imported food testing, and I would like to help build a laboratory that gives accurate results on the day clients need them.",
      planted: {},
      companies: ["Grandma's Kitchen Pies", 'Kingsbridge Laboratories'],
    },
    {
      question: 'Describe a problem you solved at work.',
      clean: true,
      text: "As duty manager at a nine-screen multiplex, I scheduled about 30 staff across the box office, concessions and screens. On the opening weekends of big releases, the concessions queue stretched across the foyer, and many guests either missed the start of their film or gave up on buying snacks. I pulled sales from our point-of-sale system by showtime and saw that most orders came in the 15 minutes before each start. I asked head office's programming team to stagger the start times of the busiest screens by ten minutes, opened a separate till for combo deals only, and moved the mobile order collection point next to the entrance. During team briefings I walked new starters through the order sequence and the route between the popcorn machine and the drinks station until it felt natural. Within two months the average weekend wait at concessions fell from about 12 minutes to around six, and spend per head crept up. I learned that a guest's experience of a film starts well before the lights go down, in the small flows of people around the foyer.",
      planted: {},
    },
    {
      question: 'Tell us about work you did for the public good.',
      clean: true,
      text: "I spent three years as pool operations lead at a council-run leisure centre. Water tests often showed free chlorine and pH outside the limits, and in the summer holidays more than 1,000 swimmers a day came through, which worried us about safety as much as water quality. I put our two-hourly water readings next to the hourly admissions and changed the dosing routine on the filtration plant so that chemical levels rose just before the busiest sessions, not after them. Lifeguards were given fixed zones by lane, and we ran monthly drills in CPR and spinal rescue. For disabled swimmers I published set times for the pool hoist, and we moved the local primary schools' swimming lessons to quiet weekday mornings so that they no longer clashed with public sessions. Over a year we had no failed water samples, and reported incidents fell well below the previous year's. Keeping a public pool safe and clean for everyone, whatever they pay and however well they swim, is work I found deeply worthwhile.",
      planted: {},
    },
    {
      question: 'Describe a time your expertise made a difference.',
      clean: true,
      text: "For five years I was a payroll specialist at a bureau that ran payroll for around 30 client companies and 4,000 employees, including PAYE, National Insurance and pension auto-enrolment. Manufacturing clients with shift patterns had overtime, night and bank holiday premiums that overlapped, so errors were common, and at year end corrections arrived all at once. I checked each client's premiums against their collective agreements, rebuilt the calculation tables, and added a review step that caught outliers in the timesheet data before it was imported into the payroll software. Whenever the National Living Wage rose, I identified employees whose effective hourly rate would fall below it and warned clients before the April pay run. For clients such as Cambridge Metalworks, I wrote a short guide on which payments count towards holiday pay. Payroll corrections fell from over 20 a month to five or fewer, and late RTI submissions stopped entirely. A payslip is someone's rent and groceries for a month, so I learned never to treat a single line lightly.",
      planted: {},
      companies: ['Cambridge Metalworks'],
    },
    {
      question: 'Tell us about a disagreement you helped resolve.',
      clean: true,
      text: "I worked for four years as a funeral arranger at an independent funeral home, booking chapels, crematorium slots and celebrants. Once, two sides of a bereaved family disagreed over the date of the service. The eldest son wanted it within the week, while his sisters wanted to wait so that relatives flying in from Canada could attend, and the crematorium's earliest free slot was already ten days away. I met each side separately first and listened, then laid out on one sheet what each option meant: the available crematorium times, the cost of keeping their mother in our care for longer, and the dates when our chapel was free. I also offered a live stream of the service for relatives who could not travel, and arranged a private viewing on the evening before for those arriving late. The family agreed on a date eight days later, and the service went ahead without further argument. When they sent us a card afterwards, I understood that conflict in grief eases when everyone looks at the same facts together.",
      planted: {},
    },
    {
      question: 'Tell us about a mistake you learned from.',
      text: 'Last spring I accidently changed the grading rules in our system without telling the night shift. Graders refered hundreds of resellable items to the clearance cage, and customers were told their refunds would arrive tommorow when they did not. I apologised to the team, rewrote the guide with photos, and now every rule change goes out in a briefing first.',
      planted: { spelling: ['accidently', 'refered', 'tommorow'] },
    },
    {
      question: 'Describe a result you are proud of.',
      text: 'I raised chapel turnover by 18%. The problem was apparant from the bookings: staff kept keys and order-of-service sheets in their own posession, and few of them knew of the existance of a shared schedule. Once I pinned a cleaning and set-up checklist in the office, chapel turnover rose by 18%.',
      planted: { spelling: ['apparant', 'posession', 'existance'], repetition: ['by 18%'] },
    },
    {
      question: 'Tell us about yourself.',
      text: "I was born and raised in Swansea and studied food science at the University of Leeds, Class of 2012. My mother is a funeral director, and my brother-in-law manages a cinema chain, so I grew up around people on their hardest and happiest days. Since then I have worked at Oxford Biomedica, Aunt Bessie's and Swansea Building Society.",
      planted: {
        blind: [
          'born and raised in Swansea',
          'University of Leeds',
          'Class of 2012',
          'My mother is a funeral director',
          'my brother-in-law manages a cinema chain',
        ],
      },
      companies: ['Oxford Biomedica', "Aunt Bessie's", 'Swansea Building Society'],
    },
    {
      question: 'What are your strengths and weaknesses?',
      text: 'As a 41-year-old, married with a baby on the way, I bring steadiness to a team. Being a man in a mostly female office, I am concious of how I come across, and at six feet tall and well-groomed I make a good first impression on clients. My family owns a string of petrol stations, so I have never had to worry about money. My weakness is that I find it hard to praise colleagues publically, especially in the peek season when everyone is rushed.',
      planted: {
        blind: [
          'As a 41-year-old',
          'married with a baby on the way',
          'Being a man',
          'six feet tall',
          'well-groomed',
          'My family owns a string of petrol stations',
        ],
        spelling: ['concious', 'publically', 'peek'],
      },
    },
    {
      question: 'What are your goals for the next five years?',
      text: 'My name is Daniel and I am writing to apply for this position. I am a fast learner who is happy to wear many hats. In five years I want to run a returns operation of my own. My grading guide saved the company £3.7 million in written-off stock in its first year.',
      planted: {
        opening: ['My name is Daniel and I am writing to apply for this position.'],
        cliche: ['fast learner', 'wear many hats'],
        claim: ['My grading guide saved the company £3.7 million in written-off stock in its first year.'],
      },
    },
    {
      question: 'Describe your experience relevant to this role.',
      text: 'At the leisure centre I cut failed water tests by changing the dosing routine before the busiest sessions. Lifeguards had complained for years that the water smelled of chlorine by the evening. In short, I cut failed water tests by changing the dosing routine before the busiest sessions. Thanks to my safety programme, the centre went 1,460 days without a single reportable incident and was named the best pool in Wales.',
      planted: {
        repetition: ['I cut failed water tests by changing the dosing routine before the busiest sessions'],
        claim: [
          'Thanks to my safety programme, the centre went 1,460 days without a single reportable incident and was named the best pool in Wales.',
        ],
      },
    },
  ],
  id: [
    {
      question: 'Ceritakan saat Anda mengambil keputusan berdasarkan data.',
      clean: true,
      text: 'Sebagai supervisor pusat retur di sebuah e-commerce fesyen di Cikarang, saya memimpin 25 staf yang menerima sekitar 1.500 paket retur per hari. Standar pemeriksaan barang berbeda antarpetugas, sehingga produk yang masih layak jual justru masuk gudang obral, dan pelanggan mengeluh karena pengembalian dana terlambat. Saya mengunduh data alasan retur dan hasil pemeriksaan selama enam bulan dari WMS, mengelompokkannya per kategori produk, dan menemukan bahwa tiga alasan, yaitu salah ukuran, berubah pikiran, dan label hilang, mencakup sebagian besar retur dan hampir selalu layak dijual kembali. Saya menyusun ulang panduan pemeriksaan dengan foto noda, kemasan rusak, dan aksesori yang hilang, lalu bekerja sama dengan tim TI agar pemindaian resi retur langsung menampilkan data pesanan dan alasan retur. Untuk penjual dengan retur terbanyak seperti CV Trisakti Busana, saya mengirim ringkasan cacat produk setiap minggu. Waktu dari penerimaan barang sampai pengembalian dana turun dari empat hari menjadi dua hari. Saya belajar bahwa data sudah ada di dalam paket; kita hanya perlu membacanya sebelum memutuskan nilai sebuah barang.',
      planted: {},
      companies: ['CV Trisakti Busana'],
    },
    {
      question: 'Mengapa Anda ingin bergabung dengan PT Nusa Analitika?',
      clean: true,
      text: 'Selama empat tahun saya bekerja sebagai analis di laboratorium pengujian pangan yang terakreditasi KAN, menguji residu pestisida dan cemaran mikroba pada buah impor dan makanan olahan. Pada musim impor, sampel yang masuk hampir 200 per hari, dan importir yang menunggu pelepasan karantina terus menanyakan kapan hasil uji keluar. Saya mengelompokkan urutan analisis LC-MS/MS berdasarkan golongan pestisida untuk mempersingkat preparasi sampel, lalu menetapkan prioritas sejak penerimaan sampel berdasarkan komoditas dan negara asal. Templat laporan di LIMS juga saya rapikan supaya draf sertifikat hasil uji terbentuk begitu hasil disahkan, dan setiap uji profisiensi yang kami ikuti berhasil kami lalui. Untuk UMKM seperti Dapur Nenek Sumedang yang baru pertama kali mengujikan produknya demi izin edar BPOM, saya menjelaskan parameter uji yang diperlukan dan seberapa sering uji harus diulang. Rata-rata waktu penyelesaian uji turun dari lima hari kerja menjadi tiga hari. PT Nusa Analitika sedang memperluas layanan pengujian pangan impor, dan saya ingin ikut membangun laboratorium yang memberi hasil akurat tepat waktu.',
      planted: {},
      companies: ['Dapur Nenek Sumedang', 'PT Nusa Analitika'],
    },
    {
      question: 'Ceritakan masalah yang pernah Anda selesaikan di tempat kerja.',
      clean: true,
      text: 'Sebagai manajer operasional di bioskop dengan sembilan studio, saya mengatur jadwal kerja sekitar 30 staf di loket, kafe, dan studio. Setiap akhir pekan penayangan film besar, antrean kafe memanjang sampai melintasi lobi, dan banyak penonton terlambat masuk studio atau batal membeli makanan. Saya menarik data penjualan dari sistem kasir per jam tayang dan melihat bahwa sebagian besar pesanan datang dalam 15 menit sebelum film dimulai. Saya meminta tim pemrograman di kantor pusat menggeser jam mulai studio terpadat dengan selisih sepuluh menit, membuka kasir khusus paket kombo, dan memindahkan titik pengambilan pesanan daring ke dekat pintu masuk. Dalam pengarahan harian, saya melatih staf baru tentang urutan melayani pesanan dan alur kerja antara mesin berondong jagung dan meja minuman. Dalam dua bulan, rata-rata waktu antre akhir pekan turun dari sekitar 12 menit menjadi enam menit, dan belanja per penonton ikut naik. Saya belajar bahwa pengalaman menonton dimulai jauh sebelum lampu studio dipadamkan, yaitu dari alur kecil orang-orang di lobi.',
      planted: {},
    },
    {
      question: 'Ceritakan pengalaman Anda bekerja untuk masyarakat.',
      clean: true,
      text: 'Saya bekerja tiga tahun sebagai koordinator kolam renang di gelanggang olahraga milik pemerintah kota. Hasil uji air sering menunjukkan kadar klorin bebas dan pH di luar batas, dan pada libur sekolah pengunjung bisa lebih dari 1.000 orang per hari sehingga risiko kecelakaan juga tinggi. Saya menyandingkan catatan uji air setiap dua jam dengan jumlah pengunjung per jam, lalu mengubah jadwal pembubuhan kaporit pada instalasi penyaringan agar kadar klorin naik tepat sebelum jam ramai, bukan sesudahnya. Petugas penyelamat mendapat zona jaga tetap per lintasan, dan setiap bulan kami berlatih RJP serta penyelamatan korban tenggelam. Bagi pengunjung penyandang disabilitas, kami menetapkan jadwal penggunaan lift kolam, dan kelas renang sekolah dasar di sekitar kami dipindahkan ke pagi hari kerja yang sepi agar tidak bentrok dengan sesi umum. Dalam setahun tidak ada satu pun sampel air yang gagal uji, dan laporan kecelakaan turun jauh dibanding tahun sebelumnya. Menjaga fasilitas publik tetap aman bagi semua orang adalah pekerjaan yang sangat bermakna bagi saya.',
      planted: {},
    },
    {
      question: 'Ceritakan saat keahlian Anda membuat perbedaan.',
      clean: true,
      text: 'Selama lima tahun saya bekerja sebagai spesialis penggajian di perusahaan alih daya yang mengelola gaji sekitar 30 perusahaan klien dengan 4.000 karyawan, termasuk PPh 21 serta iuran BPJS Ketenagakerjaan dan BPJS Kesehatan. Klien manufaktur dengan sistem sif memiliki upah lembur, tunjangan malam, dan upah hari libur yang saling tumpang tindih sehingga kesalahan hitung sering terjadi, dan menjelang akhir tahun permintaan koreksi datang bersamaan. Saya mencocokkan aturan upah lembur di setiap perjanjian kerja bersama dengan peraturan pemerintah, menyusun ulang tabel perhitungan, dan menambahkan tahap pemeriksaan untuk menyaring data absensi yang janggal sebelum diunggah ke aplikasi penggajian. Setiap kali upah minimum kabupaten naik, saya menandai karyawan yang gajinya akan berada di bawah ketentuan dan memberi tahu klien sebelum penggajian bulan Januari. Untuk klien seperti PT Saudara Logam Jaya, saya menulis panduan singkat tentang komponen upah yang menjadi dasar perhitungan THR. Koreksi gaji turun dari lebih dari 20 kasus per bulan menjadi paling banyak lima. Gaji adalah biaya hidup seseorang selama sebulan, jadi satu baris pun tidak boleh dianggap remeh.',
      planted: {},
      companies: ['PT Saudara Logam Jaya'],
    },
    {
      question: 'Ceritakan saat Anda membantu menyelesaikan perbedaan pendapat.',
      clean: true,
      text: 'Saya bekerja empat tahun sebagai staf perencana upacara di sebuah rumah duka di Jakarta Barat, mengatur ruang persemayaman, jadwal kremasi, dan pemuka agama. Suatu kali, keluarga almarhumah berbeda pendapat tentang hari kremasi. Putra sulung almarhumah ingin upacara segera dilaksanakan, sementara adik-adiknya ingin menunggu kerabat yang terbang dari Medan, padahal jadwal krematorium terdekat sudah penuh. Saya menemui kedua pihak secara terpisah dan mendengarkan mereka, lalu merangkum dalam satu lembar pilihan jam kremasi yang tersedia, biaya penyimpanan jenazah jika upacara ditunda, dan jadwal ruang persemayaman yang masih kosong. Saya juga menawarkan siaran langsung upacara bagi kerabat yang tidak bisa datang dan menyiapkan waktu penghormatan terakhir pada malam sebelumnya bagi yang datang terlambat. Keluarga akhirnya sepakat pada satu tanggal, dan upacara berjalan tanpa perselisihan lagi. Dari pengalaman itu saya belajar bahwa perselisihan di tengah duka mereda ketika semua pihak melihat fakta yang sama bersama-sama.',
      planted: {},
    },
    {
      question: 'Ceritakan kegagalan yang pernah Anda alami.',
      text: 'Tahun lalu saya salah memasukkan nomer rak di sistem gudang retur, sehingga ratusan barang layak jual di kembalikan ke gudang obral. Ketika kesalahan itu ketahuan, banyak pelanggan terlanjur mengeluh karena dana mereka terlambat kembali. Saya meminta maaf kepada tim, memperbaiki data rak satu per satu, dan sejak itu setiap perubahan sistem saya uji dulu bersama petugas jaga malam.',
      planted: { spelling: ['nomer', 'di kembalikan', 'terlanjur'] },
    },
    {
      question: 'Ceritakan hasil kerja yang Anda banggakan.',
      text: 'Saya menaikkan perputaran ruang persemayaman sebesar 18%. Masalahnya sangat menyolok: kunci ruangan dan jadwal dipegang masing-masing staf, sehingga produktifitas tim rendah dan keluarga sering menunggu. Setelah daftar periksa pembersihan dan penataan ruangan saya tempel di kantor, perputaran ruang naik sebesar 18%.',
      planted: { spelling: ['menyolok', 'produktifitas'], repetition: ['sebesar 18%'] },
    },
    {
      question: 'Ceritakan tentang diri Anda.',
      text: 'Saya kelahiran Padang dan besar di sana, lalu bersekolah di SMA Negeri 3 Bandung sebelum kuliah di Institut Teknologi Bandung. Saya lulus kuliah tahun 2013. Ayah saya pensiunan jenderal TNI, sehingga sejak kecil saya terbiasa hidup disiplin. Setelah lulus saya bekerja di Semen Baturaja, Rumah Makan Sederhana, dan PT Ibu Kota Properti.',
      planted: {
        blind: [
          'kelahiran Padang',
          'SMA Negeri 3 Bandung',
          'Institut Teknologi Bandung',
          'lulus kuliah tahun 2013',
          'Ayah saya pensiunan jenderal TNI',
        ],
      },
      companies: ['Semen Baturaja', 'Rumah Makan Sederhana', 'PT Ibu Kota Properti'],
    },
    {
      question: 'Apa kelebihan dan kekurangan Anda?',
      text: 'Usia saya 35 tahun dan saya sudah berkeluarga dengan dua anak, jadi saya terbiasa mengatur waktu. Sebagai laki-laki dengan tinggi 175 cm dan berpenampilan menarik, saya mudah dipercaya pelanggan. Orang tua saya pengusaha batu bara yang cukup berada, sehingga saya bisa fokus bekerja. Kelemahan saya, kalau ada masalah digudang saya sering berfikir terlalu lama dan lupa menarik nafas sejenak.',
      planted: {
        blind: [
          'Usia saya 35 tahun',
          'sudah berkeluarga dengan dua anak',
          'Sebagai laki-laki',
          'tinggi 175 cm',
          'berpenampilan menarik',
          'Orang tua saya pengusaha batu bara yang cukup berada',
        ],
        spelling: ['digudang', 'berfikir', 'nafas'],
      },
    },
    {
      question: 'Apa rencana Anda lima tahun ke depan?',
      text: 'Dengan hormat, melalui surat ini saya ingin memperkenalkan diri saya. Saya memiliki jiwa kepemimpinan dan mampu bekerja secara individu maupun tim. Dalam lima tahun saya ingin memimpin pusat retur sendiri. Panduan pemeriksaan yang saya buat menghemat kerugian stok perusahaan sebesar Rp 47 miliar pada tahun pertamanya.',
      planted: {
        opening: ['Dengan hormat, melalui surat ini saya ingin memperkenalkan diri saya.'],
        cliche: ['jiwa kepemimpinan', 'mampu bekerja secara individu maupun tim'],
        claim: [
          'Panduan pemeriksaan yang saya buat menghemat kerugian stok perusahaan sebesar Rp 47 miliar pada tahun pertamanya.',
        ],
      },
    },
    {
      question: 'Ceritakan pengalaman kerja yang relevan dengan posisi ini.',
      text: 'Di gelanggang olahraga, saya menurunkan kegagalan uji air dengan mengubah jadwal kaporit sebelum jam ramai. Dulu petugas sering harus memanggil ambulan karena pengunjung pusing akibat bau klorin. Singkatnya, saya menurunkan kegagalan uji air dengan mengubah jadwal kaporit sebelum jam ramai. Berkat program keselamatan saya, kolam kami mencatat 1.460 hari tanpa kecelakaan dan dinobatkan sebagai kolam renang terbaik se-Indonesia.',
      planted: {
        spelling: ['ambulan'],
        repetition: ['saya menurunkan kegagalan uji air dengan mengubah jadwal kaporit sebelum jam ramai'],
        claim: [
          'Berkat program keselamatan saya, kolam kami mencatat 1.460 hari tanpa kecelakaan dan dinobatkan sebagai kolam renang terbaik se-Indonesia.',
        ],
      },
    },
  ],
};
