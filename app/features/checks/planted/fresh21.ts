// Fresh held-apart sets, round thirty-two (issue 36): written on 2026-12-02 (07:24-07:32 UTC) by a helper that
// writes no rules (and read none of the checks' rules, lexicons or tests, nor ran any check, bench or the app
// on this set; it read only `planted/types.ts`, `CheckKind` in `checks/types.ts`, fresh20 whole and the header
// comments of fresh15-19, to avoid their fields, phrasings and misspellings). Six clean answers per language,
// of about 450-650 Korean and 900-1,200 English and Indonesian characters, of fields no earlier set used
// (Korean: a Pocheon dairy farm's milking manager, a Gimpo ground handler's ramp agent, an Icheon pottery
// studio's potter, a fire HQ's 119 call-taker, a child development centre's speech-language therapist, a car
// parts injection moulding plant's mould technician; English: a Cheshire dairy herd manager, a regional
// airport's ramp agent, a Staffordshire studio potter, an ambulance service's 999 call handler, a speech and
// language therapist, an injection moulding setter; Indonesian: a Lembang dairy farm's barn manager, a
// Soekarno-Hatta ramp officer, a Bandung ceramics studio's potter, a city command centre's 112 operator, a
// speech therapist (terapis wicara), a Cikarang injection molding technician), written as members write:
// loanwords, compounds, trade terms, abbreviations, agencies, figures with units, and company names that look
// like schools, places or family words (declared in `companies`); and six answers per language (a bespoke
// tailor's cutter, a parcel hub's night sort supervisor, an apple orchard's manager, a hospital's clinical
// dietitian, a frozen dumpling factory's HACCP/QA lead, a local office's public counter clerk) with twelve
// planted misspellings per language (Korean: common non-words, real words wrong in context and a spacing
// error of a bound noun; English: common misspellings and real-word confusions; Indonesian: KBBI
// non-standard forms and di- prefix/preposition mistakes; none planted in fresh15-20 as far as their headers
// and fresh20 show), sixteen blind-hiring mentions per language of the applicant's own traits (schools,
// hometowns, direct and indirect ages, gender, parents' jobs and wealth, marriage, children, height, weight
// and appearance, in phrasings other than fresh17-20's; no religion or ethnicity is planted), two repeated
// figures or episodes, two clichés, one empty opening and two unsupported claims (awards in none of the
// bench's résumés) per language. Clean answers mention other people's families, schools, ages, genders,
// looks and religions (the farmer's son at university and a neighbour in his seventies, a family after a
// first-birthday party and a new colleague in a hijab, teenage sisters with their mother and a golden-wedding
// couple, a monk or Buddhist nun and a pesantren's kitchen, a young father with a baby and a deaf grandmother,
// grandparents bringing grandchildren and a Vietnamese mother, a boy stammering at Sunday school or at TPA,
// a pregnant colleague and a foreman about to retire, Nepali colleagues' Dasain, Diwali, Lebaran and
// Christmas leave) as members do.
// HELD APART: `npm run bench:checks` only says the set exists; `npm run bench:checks -- --blind` runs it,
// once, blind, by the lead, and prints counts only. Do not edit after its first run except to report.
// Its one blind run was on 2026-12-02 at 08:40 UTC (main at 5f9d35a, after round thirty-two's rules; counts in
// ADR 0039, round thirty-two); SEEN since.
import type { PlantedCase } from './types';

export const FRESH21_CASES: Record<'ko' | 'en' | 'id', PlantedCase[]> = {
  ko: [
    {
      question: '직무 전문성을 보여 줄 수 있는 경험을 기술해 주십시오.',
      clean: true,
      text: '경기도 포천의 낙농 목장에서 5년간 착유 관리자로 일하며 홀스타인 젖소 160두의 하루 두 번 착유와 사양 관리를 맡았습니다. 여름이면 유방염이 늘어 체세포수가 ml당 40만 개를 넘는 날이 많았고, 원유 등급이 떨어져 납품 단가가 깎였습니다. 저는 착유 전 전착유와 유두 침지 소독을 표준 순서로 정하고, 착유기 라이너를 2,500회 사용마다 교체하게 했습니다. 목걸이형 활동량 센서 데이터로 발정과 질병 징후를 매일 아침 확인했고, TMR 배합은 수의사와 함께 낙농진흥회 권장 기준에 맞춰 다시 짰습니다. 착유기 부품은 시누이축산기자재, 사료 성분 분석은 홍익착유기술에 맡겼습니다. 체험 목장을 찾은 초등학생들과 학부모들에게는 송아지 우유 주기를 안내했고, 방학 때 일을 배우러 온 목장주 부부의 대학생 아들에게는 착유 순서를 가르쳤습니다. 일흔을 넘긴 이웃 목장 할아버지가 허리를 다쳤을 때는 한 달간 저녁 착유를 도왔습니다. 그 결과 평균 체세포수가 ml당 42만 개에서 18만 개로 낮아져 1등급을 유지했고, 두당 하루 산유량은 28kg에서 32kg으로 늘었습니다.',
      planted: {},
      companies: ['시누이축산기자재', '홍익착유기술'],
    },
    {
      question: '업무 절차를 개선한 경험을 기술해 주십시오.',
      clean: true,
      text: '김포공항 지상조업사에서 4년간 램프 조업원으로 일하며 하루 평균 항공기 14편의 수하물 탑재와 하역, 토잉카 운전, 항공기 유도를 맡았습니다. 저비용항공사 편의 턴어라운드 시간이 35분으로 빠듯해 수하물 탑재가 늦어지면 출발 지연이 한 달 20건 넘게 생겼습니다. 저는 벨트로더와 수하물 카트 배치 위치를 기종별로 그림으로 정리하고, 화물칸 도어를 닫기 전 로드시트와 ULD 번호를 무전으로 복창하는 절차를 만들었습니다. 동절기 디아이싱 작업 때는 국토교통부 운항기술기준에 맞춰 지상 안전 구역을 새로 표시했습니다. 조업 장비 정비는 조카항공서비스, 안전 재교육은 김포대정비교육원에 맡겼습니다. 전동 휠체어 배터리는 보호자 설명을 듣고 분리해 실었고, 돌잔치를 마치고 제주로 가는 가족의 유모차는 항공기 문 앞에서 받아 두었습니다. 히잡을 쓴 신입 여성 동료에게는 귀마개 아래에 맞는 방한 두건을 구해 주었습니다. 그 결과 램프 조업으로 인한 출발 지연이 월 22건에서 6건으로 줄었고, 수하물 파손 클레임은 분기 15건에서 4건으로 줄었습니다.',
      planted: {},
      companies: ['조카항공서비스', '김포대정비교육원'],
    },
    {
      question: '문제를 해결했던 경험을 구체적으로 기술해 주십시오.',
      clean: true,
      text: '경기도 이천의 도예 공방에서 7년간 도예가로 일하며 생활자기를 한 해 약 6,000점 물레로 성형하고 가스 가마 두 기의 소성을 맡았습니다. 1,250도 환원 소성에서 유약이 흘러내리거나 굽이 갈라지는 불량이 한 가마에 12%가 넘었습니다. 저는 소지의 수분율을 건조 단계마다 재서 기록하고, 초벌 전 건조 기간을 사흘에서 닷새로 늘렸습니다. 유약은 시유 전에 비중계로 농도를 맞추고, 가마 안 선반마다 제게르콘을 세워 위치별 온도 차이를 확인한 뒤 재임 배치도를 새로 그렸습니다. 흙은 큰형도재, 유약 원료는 경희세라믹에서 받았습니다. 주말 원데이 클래스에 온 중학생 자매와 어머니에게 물레를 가르쳤고, 결혼 50주년을 맞아 부부 찻잔을 맞추러 온 노부부에게는 두 분의 이름을 새겨 드렸습니다. 절에서 쓸 발우를 주문한 스님과는 굽 높이를 여러 번 상의했습니다. 그 결과 소성 불량률이 12%에서 4%로 줄었고, 온라인 주문 재구매율은 20%에서 35%로 올랐습니다.',
      planted: {},
      companies: ['큰형도재', '경희세라믹'],
    },
    {
      question: '다른 사람과 협업해 성과를 낸 경험을 기술해 주십시오.',
      clean: true,
      text: '소방본부 119종합상황실에서 5년간 신고 접수 요원으로 일하며 하루 평균 300건의 119 신고를 받고 구급대와 소방대 출동을 지령했습니다. 심정지 신고에서 주소 확인이 늦어지면 출동 지령까지 평균 90초가 걸렸고, 놀란 신고자가 전화를 끊는 일도 있었습니다. 저는 휴대전화 위치 조회와 주소 확인을 동시에 진행하는 접수 순서를 제안하고, 심폐소생술 전화 지도 문구를 가족이 따라 하기 쉬운 말로 다시 썼습니다. 긴급구조표준시스템에 입력하는 상황 코드도 팀원들과 함께 정리했습니다. 상황실 통신 장비 점검은 작은아빠통신, 녹취 서버는 서강정보기술이 맡았습니다. 아기가 숨을 쉬지 않는다며 울먹이던 젊은 아빠에게는 가슴 압박 위치를 손가락 두 개로 짚게 했고, 청각장애가 있는 할머니의 문자 신고는 수어 영상통화로 연결했습니다. 교통사고를 당한 외국인 근로자의 신고는 삼자 통역으로 받았습니다. 그 결과 심정지 신고의 출동 지령 시간이 평균 90초에서 55초로 줄었고, 전화 지도 심폐소생술 시행률은 48%에서 71%로 올랐습니다.',
      planted: {},
      companies: ['작은아빠통신', '서강정보기술'],
    },
    {
      question: '업무를 정확하게 처리하기 위해 노력한 경험을 기술해 주십시오.',
      clean: true,
      text: '아동발달센터에서 4년간 언어재활사로 일하며 주 35회기, 만 2세부터 초등학생까지 아이들의 조음 장애, 언어 발달 지연, 말더듬 치료를 맡았습니다. 치료실에서는 좋아져도 집에서는 연습이 이어지지 않아, 목표 하나를 달성하는 데 평균 18개월이 걸렸습니다. 저는 회기마다 마지막 10분을 부모 상담 시간으로 두고, 집에서 할 놀이 과제를 사진 카드로 만들어 드렸습니다. 평가는 U-TAP과 REVT로 석 달마다 다시 해 목표를 조정했고, 바우처 기록은 보건복지부 지침에 맞춰 당일 정리했습니다. 그림카드는 할아버지교구, 평가 도구는 숭실언어교재에서 구입했습니다. 맞벌이 부모 대신 손주를 데려오는 할머니들께는 과제를 큰 글씨로 설명해 드렸고, 다문화 가정의 베트남 출신 어머니와는 통역 앱으로 상담했습니다. 아들이 교회 주일학교에서 말을 더듬는 것이 걱정이라던 아버지와는 함께 천천히 말하기 연습법을 정했습니다. 그 결과 목표 달성 기간이 평균 18개월에서 11개월로 줄었고, 중도 종결률은 25%에서 10%로 낮아졌습니다.',
      planted: {},
      companies: ['할아버지교구', '숭실언어교재'],
    },
    {
      question: '고객 만족을 위해 노력했던 경험을 기술해 주십시오.',
      clean: true,
      text: '자동차 부품 사출 공장에서 6년간 금형 기술자로 일하며 350톤에서 850톤까지 사출기 12대의 금형 교체와 성형 조건 관리를 맡았습니다. 범퍼 브래킷 제품에서 웰드라인과 미성형 불량이 3% 넘게 나와 고객사 반품이 잦았습니다. 저는 온도조절기로 금형 온도를 구역별로 나눠 기록하고, 사출 속도와 보압 전환 위치를 실험계획법(DOE)으로 다시 잡았습니다. 금형 교체는 사전 준비를 기계 밖에서 끝내는 SMED 방식으로 바꿔 90분에서 35분으로 줄였습니다. 금형 수리는 사촌금형, 원료 건조기 정비는 인하대정밀에 맡겼습니다. 현장실습을 온 마이스터고 학생들에게는 안전 교육을 먼저 했고, 임신한 품질팀 동료가 야간 검사를 맡지 않도록 교대표를 바꾸는 데 힘을 보탰습니다. 정년을 앞둔 반장님께는 금형 도면 보는 법을 배웠고, 네팔에서 온 동료들에게는 명절인 다사인에 맞춰 휴가를 먼저 배정했습니다. 그 결과 불량률이 3.2%에서 0.8%로 낮아졌고, 고객사 반품은 한 해 14건에서 2건으로 줄었습니다.',
      planted: {},
      companies: ['사촌금형', '인하대정밀'],
    },
    {
      question: '지원 분야 관련 경험과 성과를 기술해 주십시오.',
      text: '맞춤 양복점에서 9년간 재단사로 일하며 정장과 코트를 한 해 약 300벌 재단하고 가봉과 수선을 맡았습니다. 이화여대 의상학과를 졸업한 뒤 양복 기술을 따로 배웠습니다. 가봉 뒤 어깨와 소매 길이를 다시 고치는 재수선이 한 달 20벌 가까이 되어, 저는 고객 체형을 24개 부위로 재는 치수표를 만들고 어깨 경사와 자세까지 사진으로 남겼습니다. 가봉은 반듯이 두 번 거치게 했고, 올이 나간 모직은 짜집기로 티 나지 않게 살렸습니다. 그 결과 재수선이 월 20벌에서 5벌로 줄었습니다. 단골손님의 치수와 사진은 다음 주문 때 바로 꺼내 볼 수 있도록 정리해 두었습니다. 여수 앞바다를 보며 자란 덕분에 뱃사람 체형의 손님 옷도 많이 지었습니다. 환갑을 두 해 앞둔 나이지만 바늘 끝 감각은 여전합니다. 2022년 전국기능경기대회 양복 직종 금메달을 받았습니다. 다시 말씀드리면, 재수선을 월 20벌에서 5벌로 줄인 일이 제게 가장 뜻깊은 성과입니다. 원단은 큰언니원단에서 받았습니다.',
      planted: {
        spelling: ['반듯이', '짜집기'],
        blind: ['이화여대 의상학과를 졸업한', '여수 앞바다를 보며 자란', '환갑을 두 해 앞둔'],
        repetition: ['다시 말씀드리면, 재수선을 월 20벌에서 5벌로 줄인 일이 제게 가장 뜻깊은 성과입니다.'],
        claim: ['2022년 전국기능경기대회 양복 직종 금메달'],
      },
      companies: ['큰언니원단'],
    },
    {
      question: '업무 절차를 개선한 경험을 기술해 주십시오.',
      text: '택배 허브 터미널에서 5년간 야간 분류 현장 관리자로 일하며 하루 18만 상자가 지나는 휠소터 라인과 작업자 60명의 배치를 맡았습니다. 택배 대리점 사장님이신 아버지 밑에서 고등학생 때부터 상하차를 거들었습니다. 명절 물량이 평소의 두 배로 늘면 오분류가 겉잡을 수 없이 늘어 하루 1,200건을 넘었습니다. 저는 송장 바코드 인식률이 떨어지는 구간에 스캐너를 한 대 더 달고, 오분류가 잦은 행선지 슈트에 색 라벨을 붙였습니다. 예전에는 조장들이 작업자를 닥달해 속도만 올렸지만, 저는 30분마다 라인별 오분류 수를 전광판에 띄워 스스로 바로잡게 했습니다. 그 결과 명절 오분류가 하루 1,200건에서 300건으로 줄었습니다. 세 살배기 딸을 키우는 아빠라 주간 근무로 옮기고 싶은 마음도 있었지만 야간조를 지켰습니다. 키 158cm의 작은 체구지만 30kg 상자도 혼자 옮깁니다. 거듭 말씀드리지만, 오분류를 하루 1,200건에서 300건으로 줄인 것이 가장 큰 보람이었습니다. 롤테이너는 매형물류에서 빌렸습니다.',
      planted: {
        spelling: ['겉잡을', '닥달'],
        blind: [
          '택배 대리점 사장님이신 아버지 밑에서',
          '세 살배기 딸을 키우는 아빠라',
          '키 158cm의 작은 체구',
        ],
        repetition: [
          '거듭 말씀드리지만, 오분류를 하루 1,200건에서 300건으로 줄인 것이 가장 큰 보람이었습니다.',
        ],
      },
      companies: ['매형물류'],
    },
    {
      question: '본인의 강점을 경험과 함께 기술해 주십시오.',
      text: '경북 청송의 사과 과수원에서 7년간 농장 관리자로 일하며 12ha 과원의 전정, 적화, 병해충 방제와 출하를 맡았습니다. 한국농수산대학 과수학과 졸업생인 저는 졸업하자마자 현장에 들어왔습니다. 허구헌 날 개화기 서리와 탄저병 걱정에 시달렸고, 상품과 비율은 65%에 머물렀습니다. 저는 과원에 기상 관측 장비를 달아 서리 경보를 받고, 기온이 0.5도 아래로 떨어지면 방상팬이 자동으로 돌게 했습니다. 방제는 예찰 결과에 따라 횟수를 줄였고, 수확은 단촐한 인원으로도 안전하게 할 수 있도록 고소작업차를 들였습니다. 그 결과 상품과 비율이 65%에서 82%로 올랐습니다. 부모님께 물려받은 과수원 3만 평이 제 일터의 시작이었습니다. 올해 마흔을 맞은 저는 스마트팜 교육도 꾸준히 듣습니다. 저는 어떤 어려움도 두려워하지 않는 도전정신을 가진 사람입니다. 2024년 농림축산식품부 장관 표창도 받았습니다. 농약은 증조할머니농약사에서 받았습니다.',
      planted: {
        spelling: ['허구헌', '단촐한'],
        blind: ['한국농수산대학 과수학과 졸업생인', '부모님께 물려받은 과수원 3만 평', '올해 마흔을 맞은'],
        cliche: ['저는 어떤 어려움도 두려워하지 않는 도전정신을 가진 사람입니다.'],
        claim: ['2024년 농림축산식품부 장관 표창'],
      },
      companies: ['증조할머니농약사'],
    },
    {
      question: '고객을 위해 노력했던 경험을 기술해 주십시오.',
      text: '종합병원 영양팀에서 6년간 임상영양사로 일하며 하루 1,100식의 치료식 식단과 당뇨, 신장질환 환자의 영양 상담을 맡았습니다. 남자 영양사는 드물어 처음에는 환자들이 저를 낯설어했습니다. 투석 환자의 칼륨 수치가 자주 높게 나와, 저는 채소를 데쳐 칼륨을 줄이는 방법을 조리팀과 정하고 식단표에 칼륨 함량을 표시했습니다. 당뇨 환자에게는 식품 교환표를 사진 카드로 바꿔 드렸습니다. 상담 때는 나즈막한 목소리로 천천히 설명해 어르신 환자들이 편하게 질문하도록 했습니다. 검사 결과가 나올 때마다 마음을 조리며 기다렸지만, 고칼륨혈증으로 인한 재입원은 한 해 18건에서 6건으로 줄었습니다. 한때 체중이 100kg을 넘었던 저는 감량 경험을 상담에 녹여 냅니다. 작년 가을 결혼해 신혼인 요즘도 저녁마다 신장 영양 공부를 합니다. 한번 맡은 일은 끝까지 책임지는 것이 저의 신조입니다. 식재료는 시어머니급식재료에서 받았습니다.',
      planted: {
        spelling: ['나즈막한', '조리며'],
        blind: ['남자 영양사는 드물어', '한때 체중이 100kg을 넘었던', '작년 가을 결혼해 신혼인'],
        cliche: ['한번 맡은 일은 끝까지 책임지는 것이 저의 신조입니다.'],
      },
      companies: ['시어머니급식재료'],
    },
    {
      question: '조직의 문제를 해결한 경험을 기술해 주십시오.',
      text: '자기소개서를 쓰려니 무엇부터 말씀드려야 할지 막막했습니다. 냉동 만두 공장에서 4년간 품질관리 담당자로 일하며 하루 40톤 생산 라인의 HACCP 중요관리점과 금속검출기, 가열 온도 기록을 관리했습니다. 현장에서는 으례 작업이 끝난 뒤 기록지를 몰아서 채웠고, 심사 때마다 그 뒤치닥거리는 품질팀 몫이었습니다. 저는 가열기 통과 후 중심 온도 75도 확인을 태블릿 입력으로 바꾸고, 기준을 벗어나면 라인이 멈추도록 경보를 달았습니다. 금속검출기는 테스트피스로 2시간마다 감도를 확인하게 했습니다. 작업자 위생 교육은 매주 10분씩 라인 앞에서 짧게 했습니다. 그 결과 식품의약품안전처 정기 조사의 지적 사항이 9건에서 1건으로 줄었습니다. 광주광역시 태생으로 김치만두 양념 맛을 잡는 데도 의견을 보탰습니다. 얼굴이 까무잡잡해서 입사 첫날에는 협력업체 기사로 오해받기도 했습니다. 성형기는 처남식품기계에서 정비했습니다.',
      planted: {
        spelling: ['으례', '뒤치닥거리'],
        blind: ['광주광역시 태생으로', '얼굴이 까무잡잡해서'],
        opening: ['자기소개서를 쓰려니 무엇부터 말씀드려야 할지 막막했습니다.'],
      },
      companies: ['처남식품기계'],
    },
    {
      question: '지원 동기를 기술해 주십시오.',
      text: '구청 민원실에서 5년간 기간제 민원 안내원으로 일하며 하루 평균 200명의 주민에게 등본, 인감, 전입신고 절차를 안내했습니다. 아버지가 30년간 면사무소 공무원으로 일하신 모습을 보며 자라 공공 서비스에 관심을 가졌습니다. 번호표 대기가 40분을 넘어 민원이 잦아, 저는 서류 종류별 체크리스트를 만들고 무인 발급기 사용을 옆에서 도와드렸습니다. 어르신들이 키오스크를 다룰줄 모르셔서 화면 순서를 큰 글씨 안내문으로 붙였고, 무거운 가방을 매고 오신 분들께는 짐을 놓을 자리를 마련했습니다. 자주 묻는 질문 30가지는 답변 문서로 정리해 동료들과 나눴습니다. 그 결과 평균 대기 시간이 40분에서 15분으로 줄었습니다. 초등학교에 들어간 두 아들의 엄마로서 주민들의 바쁜 사정을 잘 압니다. 이제 정규 행정 직무에서 더 오래 주민을 만나며 민원 서비스를 바꿔 가고 싶습니다. 복사 용지는 손녀사무기에서 받았습니다.',
      planted: {
        spelling: ['다룰줄', '매고'],
        blind: ['아버지가 30년간 면사무소 공무원으로 일하신', '초등학교에 들어간 두 아들의 엄마로서'],
      },
      companies: ['손녀사무기'],
    },
  ],
  en: [
    {
      question: 'Tell us about a time you improved quality at work.',
      clean: true,
      text: "For five years I have been herd manager on a 300-cow dairy farm in Cheshire, running twice-a-day milking through a 24:24 herringbone parlour and looking after fertility and youngstock. Each summer, mastitis pushed our bulk tank somatic cell count above 250,000 cells/ml, and the milk buyer docked our price. I standardised the routine to fore-strip, pre-dip, wipe and attach within 90 seconds, changed liners every 2,500 milkings, and used collar activity data to pick up heats and early illness every morning. With our vet I rewrote the dry cow protocol around selective dry cow therapy, and I keep the medicine book ready for the Red Tractor assessor. Parlour servicing is done by Brother-in-Law Dairy Engineering and forage analysis by Reading Agri Labs. On Open Farm Sunday I showed families and a Brownie pack how the calves are fed, and when the farmer's son came home from agricultural college I taught him the parlour routine. When our neighbouring farmer, a man in his seventies, hurt his back, I did his evening milking for a month. Our cell count fell from 260,000 to 120,000 cells/ml, and yield rose from 28 to 32 litres per cow per day.",
      planted: {},
      companies: ['Brother-in-Law Dairy Engineering', 'Reading Agri Labs'],
    },
    {
      question: 'Give an example of how you made a process work better.',
      clean: true,
      text: 'I have worked for four years as a ramp agent for a ground handling company at a busy regional airport, loading and unloading about 14 aircraft a shift, driving the pushback tug and marshalling. Low-cost turnarounds are scheduled at 25 minutes, and late baggage loading was causing more than 20 delays a month. I drew stand diagrams showing where the belt loader and baggage carts go for each aircraft type, and introduced a radio read-back of the load sheet and ULD numbers before the hold doors close. In winter I marked new safety zones for de-icing in line with CAA guidance, and I keep my airside driving permit and dangerous goods awareness training current. Tug maintenance is handled by Nephew Ground Support and our refresher training by Luton College Aviation Services. I disconnect and stow wheelchair batteries after talking each owner through it, keep buggies at the aircraft door for families with toddlers, and once found a new colleague who wears a hijab a hood that fitted under her ear defenders. Ramp-caused delays fell from 22 a month to six, and mishandled bag claims fell from 15 a quarter to four.',
      planted: {},
      companies: ['Nephew Ground Support', 'Luton College Aviation Services'],
    },
    {
      question: 'Tell us about a problem you solved at work.',
      clean: true,
      text: "For seven years I have been a potter at a studio pottery in Staffordshire, throwing about 6,000 pieces of domestic stoneware a year and firing two gas kilns. In our 1,280°C reduction firings, glaze runs and cracked bases were spoiling more than 12% of each load. I started weighing and recording the moisture of every batch of clay at each drying stage, extended drying before the bisque firing from three days to five, and checked glaze specific gravity with a hydrometer before every dip. With pyrometric cones on each shelf, I mapped how the temperature varied inside the kiln and redrew the packing plan. Our clay comes from Auntie Jean's Clay Supplies and glaze materials from Keele Ceramic Minerals. At weekend taster classes I have taught a pair of teenage sisters and their mum to throw, engraved names on a pair of mugs for a couple celebrating their golden wedding, and made a set of bowls with a Buddhist nun who wanted them for her temple's kitchen. Firing losses fell from 12% to 4%, and repeat online orders rose from 20% to 35% of sales.",
      planted: {},
      companies: ["Auntie Jean's Clay Supplies", 'Keele Ceramic Minerals'],
    },
    {
      question: 'Describe a time you worked as part of a team.',
      clean: true,
      text: "I have worked for five years as an emergency call handler in an ambulance service control room, answering about 120 999 calls a shift and triaging them with NHS Pathways. On cardiac arrest calls, confirming the address took so long that an ambulance was dispatched on average 90 seconds after the call was answered, and some frightened callers hung up. I proposed taking the caller's location from the phone while the address is being confirmed, and I rewrote our CPR instructions in plain words that a panicking relative can follow. I also helped the team tidy up the incident codes we enter in the CAD system. Our radio consoles are maintained by Grandpa Joe's Communications, and the call recording servers by Warwick Systems Ltd. I once talked a young father through chest compressions with two fingers on his baby's chest, connected a deaf grandmother's text call through a BSL video relay service, and used a three-way interpreter for a Polish lorry driver at a roadside crash. Time to dispatch on cardiac arrest calls fell from 90 to 55 seconds, and bystander CPR on our calls rose from 48% to 71%.",
      planted: {},
      companies: ["Grandpa Joe's Communications", 'Warwick Systems Ltd'],
    },
    {
      question: 'Tell us how you make sure your work is accurate.',
      clean: true,
      text: "I have worked for four years as a speech and language therapist in a child development centre, running about 35 sessions a week for children from the age of two to the end of primary school, with speech sound disorders, language delay and stammering. Children made progress in the clinic but practice stopped at home, and reaching a goal took 18 months on average. I set aside the last ten minutes of every session for parents, and made photo cards of games to play at home. I reassess every three months with the CELF and the DEAP, adjust targets, and write up notes the same day to meet HCPC standards. Our picture resources come from Granddad's Learning Toys and our assessments from Durham Speech Materials. For grandparents who bring children in while both parents work, I explain homework in large print; I used a translation app with a Vietnamese mum who was still learning English; and I agreed slow-speech practice with a father who worried about his son stammering at Sunday school. Time to reach a goal fell from 18 months to 11, and drop-out fell from 25% to 10%.",
      planted: {},
      companies: ["Granddad's Learning Toys", 'Durham Speech Materials'],
    },
    {
      question: 'Give an example of how you put customers first.',
      clean: true,
      text: 'For six years I have worked as a mould setter and process technician at an automotive injection moulding plant, changing tools and setting process conditions on twelve machines from 350 to 850 tonnes. On a bumper bracket we had weld lines and short shots in more than 3% of parts, and the customer kept sending batches back. I logged mould temperatures zone by zone from the temperature controllers, and re-established injection speed and switchover position with a designed experiment. I moved tool-change preparation outside the machine, SMED-style, and cut changeovers from 90 minutes to 35. Tool repairs are done by Cousins Toolmakers and our material dryers are serviced by Aston Precision Ltd. I give safety inductions first to the apprentices who join us from the local college, helped rework the shift pattern so that a pregnant colleague in quality did not have to work nights, and learned to read tool drawings from our setter foreman, who retires next year. Around Diwali we plan leave so that colleagues can be with their families. Scrap fell from 3.2% to 0.8%, and customer returns from 14 a year to two.',
      planted: {},
      companies: ['Cousins Toolmakers', 'Aston Precision Ltd'],
    },
    {
      question: 'Tell us about an achievement you are proud of.',
      text: "I have worked for nine years as a cutter at a bespoke tailor, cutting about 300 suits and coats a year and running fittings and alterations. Having studied fashion at Central Saint Martins, I went on to a tailoring apprenticeship on Savile Row. Re-fits after the first baste fitting were running at nearly twenty a month, mostly shoulders and sleeve lengths, so I built a measurement sheet covering 24 points and started photographing each client's posture and shoulder slope. I chalk the stripes so they run paralell across every seam, and I choose a lining that will compliment the cloth rather than fight it. Re-fits fell from twenty a month to five. As a Glaswegian, I have cut suits for more than a few shipyard-built frames. With my sixtieth birthday two years away, my eye for a balanced coat is still sharp. I won the gold medal for bespoke tailoring at the 2022 Golden Shears competition. Put simply, cutting re-fits from twenty a month to five is the achievement I am proudest of. Our cloth comes from Big Sister Woollens.",
      planted: {
        spelling: ['paralell', 'compliment'],
        blind: [
          'Having studied fashion at Central Saint Martins',
          'As a Glaswegian',
          'With my sixtieth birthday two years away',
        ],
        repetition: [
          'Put simply, cutting re-fits from twenty a month to five is the achievement I am proudest of.',
        ],
        claim: ['gold medal for bespoke tailoring at the 2022 Golden Shears competition'],
      },
      companies: ['Big Sister Woollens'],
    },
    {
      question: 'Describe a change you introduced and its results.',
      text: 'For five years I have been a night shift sort supervisor at a parcel hub, running a sortation line that handles 180,000 parcels a night and a team of 60 operatives. My dad drove HGVs for forty years, so I grew up around depots and tachographs. At peak the volume doubles, and missorts were running at 1,200 a night. I added a second scanner where barcode read rates were poor, colour-coded the chutes that were most often confused, and set a threshhold of 0.5% missorts per chute, above which the line is stopped and checked. Last Christmas I lead a trial of showing missorts per line every 30 minutes on a screen, so teams could correct themselves rather than being chased. Peak missorts fell from 1,200 a night to 300. As a father of a three-year-old girl, I have thought about moving to days, but I stayed on nights. At just 155 cm tall, I still move 30 kg parcels on my own. To repeat the point, cutting missorts from 1,200 a night to 300 is what I am most pleased with. Our roll cages are hired from Stepsister Cage Hire.',
      planted: {
        spelling: ['threshhold', 'lead'],
        blind: [
          'My dad drove HGVs for forty years',
          'As a father of a three-year-old girl',
          'At just 155 cm tall',
        ],
        repetition: [
          'To repeat the point, cutting missorts from 1,200 a night to 300 is what I am most pleased with.',
        ],
      },
      companies: ['Stepsister Cage Hire'],
    },
    {
      question: 'What strength would you bring to this role? Give an example.',
      text: 'I have managed a 30-hectare apple orchard in Kent for seven years, responsible for pruning, blossom thinning, spraying and getting fruit to the packhouse. I trained at Hadlow College before taking on the orchard full time. Frost at blossom and scab were costing us dearly, and only 65% of the crop made Class I. I installed weather stations in the orchard so we get frost alerts at blossom time, and wired the frost fans to start automatically when the temprature drops below 0.5°C. Spraying is now based on disease forecasting rather than the calendar, and I made a concious decision to bring in picking platforms so a smaller crew could harvest safely. Class I fruit rose from 65% to 82%. My parents handed me forty acres of orchard when they retired. Since turning forty, I have taken every precision farming course I can find. I thrive under pressure and never give up. I received the 2024 National Fruit Show Grower of the Year award. Our sprays come from Great-Grandma Crop Care.',
      planted: {
        spelling: ['temprature', 'concious'],
        blind: [
          'I trained at Hadlow College',
          'My parents handed me forty acres of orchard',
          'Since turning forty',
        ],
        cliche: ['I thrive under pressure and never give up.'],
        claim: ['2024 National Fruit Show Grower of the Year award'],
      },
      companies: ['Great-Grandma Crop Care'],
    },
    {
      question: 'Describe how you meet the needs of the people you serve.',
      text: "I have worked for six years as a clinical dietitian in a general hospital, planning therapeutic menus for about 1,100 meals a day and counselling patients with diabetes and kidney disease. As a man in a largely female profession, I found some patients unsure of me at first. Dialysis patients' potassium levels kept coming back high, so I agreed with the kitchen a way of boiling vegetables to draw potassium out and added potassium content to every menu card. New renal guidelines came out last year that supercede our old ones, and I rewrote our diet sheets within a month. Once a patient has past their first three sessions, I hand over to a dietetic assistant for follow-up calls. Readmissions for high potassium fell from 18 a year to six. Having lost six stone myself, I can speak honestly about changing habits. Newly married, I still spend most evenings reading up on renal nutrition. I treat every patient as if they were my own family. Our food supplies come from Mother-in-Law Catering Foods.",
      planted: {
        spelling: ['supercede', 'past'],
        blind: ['As a man in a largely female profession', 'Having lost six stone myself', 'Newly married'],
        cliche: ['I treat every patient as if they were my own family.'],
      },
      companies: ['Mother-in-Law Catering Foods'],
    },
    {
      question: 'Tell us about a time you solved a problem in a team.',
      text: "Where do I even begin with a question like this? For four years I have been the quality assurance lead at a frozen dumpling factory, running the HACCP critical control points on a 40-tonne-a-day line, including metal detection and cooking temperatures. Operators tended to fill in the monitoring records at the end of the shift, and every audit turned up missing entries. I moved the 75°C core temperature check onto a tablet, added an alarm that stops the line when a reading falls outside its limit, and had metal detectors verified with test pieces every two hours. I also rewrote our hand hygeine signs in four languages and put every verification on a shared calender so nothing was missed. Non-conformities at our BRCGS audit fell from nine to one. A proud Yorkshireman, I brought some plain speaking to our toolbox talks. With my blue hair and nose ring, I was taken for an agency temp on my first day. Our forming machines are serviced by Brother Tom's Food Machinery.",
      planted: {
        spelling: ['hygeine', 'calender'],
        blind: ['A proud Yorkshireman', 'With my blue hair and nose ring'],
        opening: ['Where do I even begin with a question like this?'],
      },
      companies: ["Brother Tom's Food Machinery"],
    },
    {
      question: 'Why do you want this role?',
      text: "For five years I have worked on the customer service counter at a borough council's one-stop shop, helping about 200 residents a day with council tax, housing benefit, parking permits and blue badge applications. My mother was a council housing officer, and I grew up hearing how much a patient answer matters. Queues regularly topped 40 minutes, so I drew up checklists of the documents each service needs and stood by the self-service kiosks to help people use them. New staff found the management heirarchy confusing, so I made a one-page chart of who signs off what. I also reorganised the stationary cupboard so that application forms never ran out at the counter. Average waiting times fell from 40 minutes to 15. As a mum of two boys at primary school, I understand how little time residents have. I would now like a permanent role in the council's customer services team, where I can keep improving how residents are served. Our printers are supplied by Granddaughter Office Supplies.",
      planted: {
        spelling: ['heirarchy', 'stationary'],
        blind: ['My mother was a council housing officer', 'As a mum of two boys at primary school'],
      },
      companies: ['Granddaughter Office Supplies'],
    },
  ],
  id: [
    {
      question: 'Ceritakan pengalaman Anda meningkatkan mutu kerja.',
      clean: true,
      text: 'Lima tahun saya bekerja sebagai manajer kandang di sebuah peternakan sapi perah di Lembang dengan 160 ekor sapi Friesian Holstein, mengatur pemerahan dua kali sehari dengan mesin perah serta pemberian pakan. Pada musim hujan, mastitis subklinis meningkat dan jumlah sel somatis susu sering melewati 400.000 sel/ml, sehingga harga susu dari koperasi dipotong. Saya membakukan urutan pemerahan: pancaran awal, celup puting sebelum dan sesudah perah, lalu pemasangan unit perah dalam 90 detik. Liner mesin perah diganti setiap 2.500 kali pemerahan, dan ransum TMR saya susun ulang bersama dokter hewan sesuai pedoman Dinas Peternakan. Suku cadang mesin perah dipasok oleh CV Ipar Sejahtera Dairy, sedangkan uji kualitas susu dilakukan oleh PT Padjadjaran Lab Agro. Saya pernah memandu anak-anak TK dan ibu-ibu guru mereka memberi susu anak sapi, dan mengajari putri pemilik peternakan yang baru lulus SMK peternakan cara memerah yang benar. Ketika peternak tetangga yang berusia 72 tahun jatuh sakit, saya membantu pemerahan sore di kandangnya selama sebulan. Hasilnya, jumlah sel somatis rata-rata turun dari 420.000 menjadi 180.000 sel/ml, dan produksi susu naik dari 14 menjadi 17 liter per ekor per hari.',
      planted: {},
      companies: ['CV Ipar Sejahtera Dairy', 'PT Padjadjaran Lab Agro'],
    },
    {
      question: 'Ceritakan bagaimana Anda memperbaiki sebuah proses kerja.',
      clean: true,
      text: 'Empat tahun saya bekerja sebagai petugas ramp di sebuah perusahaan ground handling di Bandara Soekarno-Hatta, menangani bongkar muat bagasi sekitar 14 pesawat per shift, mengemudikan towing car, dan memandu pesawat dengan marshalling. Waktu turnaround maskapai berbiaya rendah hanya 30 menit, dan keterlambatan pemuatan bagasi menyebabkan lebih dari 20 penundaan per bulan. Saya membuat gambar posisi belt loader dan kereta bagasi untuk setiap tipe pesawat, serta menerapkan pembacaan ulang load sheet dan nomor ULD lewat radio sebelum pintu kargo ditutup. Saya juga menandai ulang zona aman di apron sesuai ketentuan Ditjen Perhubungan Udara, dan selalu memperbarui pas bandara serta izin mengemudi di sisi udara tepat waktu. Perawatan GSE dikerjakan oleh PT Cucu Dirgantara Teknik, dan pelatihan ulang oleh CV Akademi Angkasa Cengkareng. Saya melepas baterai kursi roda listrik setelah dijelaskan oleh keluarga penumpang, menyimpan kereta bayi di pintu pesawat untuk keluarga yang membawa balita, dan mencarikan penutup kepala yang pas di bawah ear muff untuk rekan baru yang berhijab. Hasilnya, penundaan akibat ramp turun dari 22 menjadi 6 per bulan, dan klaim bagasi rusak turun dari 15 menjadi 4 per triwulan.',
      planted: {},
      companies: ['PT Cucu Dirgantara Teknik', 'CV Akademi Angkasa Cengkareng'],
    },
    {
      question: 'Ceritakan masalah yang berhasil Anda selesaikan.',
      clean: true,
      text: 'Tujuh tahun saya bekerja sebagai perajin keramik di sebuah studio keramik di Bandung, membentuk sekitar 6.000 benda stoneware per tahun dengan meja putar dan mengatur pembakaran di dua tungku gas. Pada pembakaran reduksi 1.250°C, glasir yang meleleh turun dan dasar benda yang retak merusak lebih dari 12% isi setiap tungku. Saya mengukur dan mencatat kadar air tanah liat di setiap tahap pengeringan, memperpanjang pengeringan sebelum pembakaran biskuit dari tiga menjadi lima hari, dan memeriksa berat jenis glasir dengan hidrometer sebelum pencelupan. Dengan kerucut Seger di setiap rak, saya memetakan perbedaan suhu di dalam tungku dan menyusun ulang tata letak benda. Tanah liat kami beli dari CV Bude Tanah Liat Plered, dan bahan glasir dari PT Trisakti Mineral Keramik. Di kelas akhir pekan, saya pernah mengajari dua kakak-beradik SMP dan ibu mereka membuat mangkuk, mengukir nama pada sepasang cangkir untuk kakek dan nenek yang merayakan 50 tahun pernikahan, dan membuat satu set piring untuk dapur sebuah pesantren atas pesanan pengasuhnya. Hasilnya, kerusakan pembakaran turun dari 12% menjadi 4%, dan pembelian ulang secara daring naik dari 20% menjadi 35% penjualan.',
      planted: {},
      companies: ['CV Bude Tanah Liat Plered', 'PT Trisakti Mineral Keramik'],
    },
    {
      question: 'Ceritakan pengalaman Anda bekerja dalam tim.',
      clean: true,
      text: 'Selama lima tahun saya bekerja sebagai operator layanan darurat 112 di command center pemerintah kota, menerima sekitar 250 panggilan per shift dan meneruskannya ke ambulans, pemadam kebakaran, dan polisi. Untuk laporan henti jantung, konfirmasi alamat sering memakan waktu hingga ambulans baru diberangkatkan rata-rata 90 detik setelah telepon diangkat, dan sebagian penelepon yang panik menutup telepon. Saya mengusulkan agar lokasi penelepon dilacak bersamaan dengan konfirmasi alamat, dan menulis ulang panduan RJP lewat telepon dengan bahasa sederhana yang mudah diikuti keluarga pasien. Kode kejadian yang kami masukkan ke sistem juga saya rapikan bersama tim dan Dinas Kominfo. Perangkat radio dirawat oleh PT Om Jaya Komunikasi, dan server rekaman oleh CV Universitas Digital Nusantara. Saya pernah memandu seorang ayah muda menekan dada bayinya dengan dua jari, menghubungkan laporan lewat pesan dari seorang nenek tunarungu melalui juru bahasa isyarat, dan memakai penerjemah untuk turis asal Korea yang mengalami kecelakaan motor. Hasilnya, waktu pemberangkatan untuk laporan henti jantung turun dari 90 menjadi 55 detik, dan RJP oleh penolong awam pada panggilan kami naik dari 48% menjadi 71%.',
      planted: {},
      companies: ['PT Om Jaya Komunikasi', 'CV Universitas Digital Nusantara'],
    },
    {
      question: 'Bagaimana Anda memastikan ketelitian dalam pekerjaan?',
      clean: true,
      text: 'Empat tahun saya bekerja sebagai terapis wicara di sebuah klinik tumbuh kembang anak, menangani sekitar 35 sesi per minggu untuk anak usia dua tahun sampai SD dengan gangguan artikulasi, keterlambatan bicara, dan gagap. Kemajuan di ruang terapi sering tidak berlanjut di rumah, sehingga satu target rata-rata baru tercapai setelah 18 bulan. Saya menyisihkan sepuluh menit di akhir setiap sesi untuk orang tua, dan membuat kartu bergambar berisi permainan latihan di rumah. Setiap tiga bulan saya melakukan asesmen ulang, menyesuaikan target, dan menulis catatan pada hari yang sama sesuai standar IKATWI. Kartu bergambar kami beli dari CV Eyang Edukasi, dan alat asesmen dari PT Sekolah Bicara Mandiri. Bagi nenek yang mengantar cucu karena kedua orang tuanya bekerja, saya menjelaskan tugas rumah dengan tulisan besar; dengan seorang ibu dari Timor Leste yang belum lancar berbahasa Indonesia, saya memakai aplikasi penerjemah; dan dengan seorang ayah yang khawatir anaknya gagap saat mengaji di TPA, kami sepakati latihan bicara pelan. Hasilnya, waktu pencapaian target turun dari 18 menjadi 11 bulan, dan angka berhenti di tengah jalan turun dari 25% menjadi 10%.',
      planted: {},
      companies: ['CV Eyang Edukasi', 'PT Sekolah Bicara Mandiri'],
    },
    {
      question: 'Ceritakan pengalaman Anda melayani pelanggan.',
      clean: true,
      text: 'Enam tahun saya bekerja sebagai teknisi mold dan proses di sebuah pabrik injection molding komponen otomotif di Cikarang, mengganti cetakan dan mengatur parameter proses pada 12 mesin berkapasitas 350 sampai 850 ton. Pada produk bracket bumper, cacat weld line dan short shot mencapai lebih dari 3%, dan pelanggan sering mengembalikan lot. Saya mencatat suhu cetakan per zona dari mold temperature controller, lalu menyusun ulang kecepatan injeksi dan titik perpindahan ke holding pressure dengan design of experiment. Dengan metode SMED, waktu ganti cetakan turun dari 90 menjadi 35 menit. Perbaikan cetakan dikerjakan oleh CV Sepupu Mold Presisi, dan pengering material dirawat oleh PT Institut Plastik Jababeka. Saya memberi induksi keselamatan lebih dulu kepada siswa SMK yang magang di pabrik, ikut mengatur ulang jadwal shift agar rekan QC yang sedang hamil tidak kebagian shift malam, dan belajar membaca gambar cetakan dari kepala regu kami yang tahun depan pensiun. Menjelang Lebaran dan Natal, jadwal cuti kami susun agar rekan-rekan bisa mudik bergantian. Hasilnya, tingkat cacat turun dari 3,2% menjadi 0,8%, dan retur pelanggan turun dari 14 menjadi 2 kali per tahun.',
      planted: {},
      companies: ['CV Sepupu Mold Presisi', 'PT Institut Plastik Jababeka'],
    },
    {
      question: 'Ceritakan pencapaian yang paling Anda banggakan.',
      text: 'Sembilan tahun saya bekerja sebagai pemotong pola di sebuah penjahit jas custom, memotong sekitar 300 jas dan mantel per tahun serta menangani fitting dan permak. Saya jebolan Institut Kesenian Jakarta jurusan desain mode sebelum belajar menjahit jas secara khusus. Fitting ulang setelah fitting pertama hampir mencapai 20 jas per bulan, terutama di bahu dan panjang lengan. Saya membuat lembar ukur 24 titik dan memotret postur serta kemiringan bahu setiap pelanggan, lalu memastikan setiap jahitan rapih dan motif kain bertemu di sambungan. Contoh kongkrit: panjang lengan kini diukur dua kali, dengan lengan ditekuk dan diluruskan. Fitting ulang turun dari 20 menjadi 5 jas per bulan. Kampung halaman saya di Pekalongan, jadi sejak kecil saya akrab dengan kain. Di umur 58 ini, mata saya masih tajam untuk melihat keseimbangan jas. Saya meraih Medali Emas Kompetisi Penjahit Jas Nasional 2022. Sekali lagi, menurunkan fitting ulang dari 20 menjadi 5 jas per bulan adalah capaian yang paling berarti bagi saya. Kain kami pesan dari Toko Kakak Sulung Tekstil.',
      planted: {
        spelling: ['rapih', 'kongkrit'],
        blind: ['jebolan Institut Kesenian Jakarta', 'Kampung halaman saya di Pekalongan', 'Di umur 58 ini'],
        repetition: [
          'Sekali lagi, menurunkan fitting ulang dari 20 menjadi 5 jas per bulan adalah capaian yang paling berarti bagi saya.',
        ],
        claim: ['Medali Emas Kompetisi Penjahit Jas Nasional 2022'],
      },
      companies: ['Toko Kakak Sulung Tekstil'],
    },
    {
      question: 'Ceritakan perubahan yang Anda buat dan hasilnya.',
      text: 'Lima tahun saya bekerja sebagai supervisor sortir shift malam di sebuah hub ekspedisi, mengelola mesin sortir yang memproses 180.000 paket per malam dan 60 operator. Bapak saya sopir truk ekspedisi, jadi sejak kecil saya akrab dengan gudang dan surat jalan. Saat musim belanja daring, volume naik dua kali lipat dan salah sortir mencapai 1.200 paket per malam. Paket yang resinya tidak terbaca sering di tolak oleh mesin dan menumpuk di jalur manual. Saya menambah satu pemindai di titik yang tingkat bacanya rendah, memberi warna pada chute yang sering tertukar, dan menampilkan jumlah salah sortir per jalur setiap 30 menit di layar. Efektifitas cara ini terlihat dalam dua minggu: salah sortir turun dari 1.200 menjadi 300 paket per malam. Sebagai ayah dari balita berusia tiga tahun, saya sempat ingin pindah ke shift pagi, tetapi tetap bertahan. Meski tinggi badan saya hanya 150 cm, saya sanggup mengangkat paket 30 kg sendiri. Saya tegaskan lagi, menurunkan salah sortir dari 1.200 menjadi 300 paket per malam adalah hasil yang paling saya syukuri. Roll cage kami sewa dari PT Abang Ipar Logistik.',
      planted: {
        spelling: ['di tolak', 'Efektifitas'],
        blind: [
          'Bapak saya sopir truk ekspedisi',
          'Sebagai ayah dari balita berusia tiga tahun',
          'tinggi badan saya hanya 150 cm',
        ],
        repetition: [
          'Saya tegaskan lagi, menurunkan salah sortir dari 1.200 menjadi 300 paket per malam adalah hasil yang paling saya syukuri.',
        ],
      },
      companies: ['PT Abang Ipar Logistik'],
    },
    {
      question: 'Apa kekuatan utama Anda? Berikan contoh.',
      text: 'Tujuh tahun saya mengelola kebun apel seluas 12 hektare di Batu, Jawa Timur, mulai dari pemangkasan, perontokan daun, penjarangan buah, penyemprotan, sampai pengiriman ke pasar induk. Almamater saya IPB, dan setelah lulus saya langsung terjun ke kebun. Sejak jaman dulu kebun ini bergantung pada perkiraan cuaca, sehingga buah kelas A hanya 65% dari panen. Saya memasang stasiun cuaca di kebun, menyemprot berdasarkan hasil pengamatan hama, bukan jadwal tetap, dan menutup setiap lobang bekas penggerek batang dengan pasta fungisida. Buah kelas A naik dari 65% menjadi 82%, dan biaya pestisida turun seperempat. Sebagian lahan adalah kebun warisan orang tua seluas 5 hektare. Saya kelahiran tahun 1986 dan terus mengikuti pelatihan pertanian presisi. Saya orang yang selalu siap keluar dari zona nyaman. Saya menerima Penghargaan Petani Berprestasi Tingkat Nasional dari Kementerian Pertanian tahun 2024. Pupuk kami beli dari UD Buyut Tani Makmur.',
      planted: {
        spelling: ['jaman', 'lobang'],
        blind: [
          'Almamater saya IPB',
          'kebun warisan orang tua seluas 5 hektare',
          'Saya kelahiran tahun 1986',
        ],
        cliche: ['Saya orang yang selalu siap keluar dari zona nyaman.'],
        claim: ['Penghargaan Petani Berprestasi Tingkat Nasional dari Kementerian Pertanian tahun 2024'],
      },
      companies: ['UD Buyut Tani Makmur'],
    },
    {
      question: 'Ceritakan pengalaman Anda melayani orang lain.',
      text: 'Enam tahun saya bekerja sebagai ahli gizi klinis di sebuah rumah sakit umum, menyusun menu diet untuk sekitar 1.100 porsi per hari dan memberi konseling gizi kepada pasien diabetes dan penyakit ginjal. Sebagai ahli gizi pria, awalnya saya sering dikira petugas dapur. Kadar kalium pasien cuci darah sering tinggi, jadi bersama tim dapur saya menetapkan cara merebus sayuran untuk mengurangi kalium, dan mencantumkan kandungan kalium di setiap kartu menu. Saya juga menempelkan himbauan di ruang rawat agar keluarga tidak membawa buah tinggi kalium seperti pisang. Disamping itu, setiap pasien pulang mendapat buku catatan makan yang diperiksa saat kontrol. Rawat ulang karena hiperkalemia turun dari 18 menjadi 6 kasus per tahun. Karena dulu bobot saya 110 kg, saya bisa bercerita jujur tentang mengubah kebiasaan makan. Sebagai pengantin baru, saya tetap memakai malam hari untuk belajar gizi ginjal. Bekerja dengan hati adalah prinsip hidup saya. Bahan makanan kami terima dari CV Mertua Boga Sehat.',
      planted: {
        spelling: ['himbauan', 'Disamping'],
        blind: ['Sebagai ahli gizi pria', 'dulu bobot saya 110 kg', 'Sebagai pengantin baru'],
        cliche: ['Bekerja dengan hati adalah prinsip hidup saya.'],
      },
      companies: ['CV Mertua Boga Sehat'],
    },
    {
      question: 'Ceritakan saat Anda menyelesaikan masalah bersama tim.',
      text: 'Saya bingung harus memulai dari mana untuk menjawab pertanyaan ini. Empat tahun saya bekerja sebagai pimpinan QA di pabrik dimsum beku berkapasitas 40 ton per hari, mengelola titik kendali kritis HACCP, metal detector, dan suhu pemasakan. Operator biasanya mengisi formulir pemantauan di akhir shift, sehingga banyak data yang tidak di catat tepat waktu dan setiap audit menemukan kekosongan. Saya memindahkan pengecekan suhu inti 75°C ke tablet, memasang alarm yang menghentikan lini jika suhu di luar batas, dan mewajibkan verifikasi metal detector dengan test piece setiap dua jam. Pengawasan dilapangan saya lakukan sendiri setiap awal shift. Temuan ketidaksesuaian pada audit BPOM dan audit halal turun dari sembilan menjadi satu. Saya orang Surabaya asli, jadi bicara saya lugas saat briefing. Dengan rambut gondrong dan kacamata tebal, saya sempat dikira pekerja harian di hari pertama. Mesin pembentuk dimsum dirawat oleh CV Kakak Adik Mesin Pangan.',
      planted: {
        spelling: ['di catat', 'dilapangan'],
        blind: ['Saya orang Surabaya asli', 'Dengan rambut gondrong dan kacamata tebal'],
        opening: ['Saya bingung harus memulai dari mana untuk menjawab pertanyaan ini.'],
      },
      companies: ['CV Kakak Adik Mesin Pangan'],
    },
    {
      question: 'Mengapa Anda tertarik dengan posisi ini?',
      text: 'Lima tahun saya bekerja sebagai petugas front office di kantor kelurahan, melayani sekitar 200 warga per hari untuk surat pengantar, KTP-el, kartu keluarga, dan surat keterangan domisili. Ibu saya pensiunan camat, dan dari beliau saya belajar bahwa jawaban yang sabar sangat berarti bagi warga. Antrean sering lebih dari 40 menit, maka saya membuat daftar persyaratan per layanan dan mendampingi warga di anjungan mandiri. Warga yang membayar retribusi kini langsung menerima kwitansi cetak dari sistem. Saya juga mengkoordinir relawan karang taruna untuk membantu lansia mengisi formulir. Pertanyaan yang sering diajukan warga saya rangkum menjadi lembar tanya jawab untuk sesama petugas. Rata-rata waktu tunggu turun dari 40 menjadi 15 menit. Sebagai ibu dari dua anak yang masih SD, saya paham betapa sempitnya waktu warga. Saya ingin berkarier di Dinas Dukcapil agar dapat terus memperbaiki layanan bagi warga. Printer kami dipasok oleh CV Cucu Mandiri Kantor.',
      planted: {
        spelling: ['kwitansi', 'mengkoordinir'],
        blind: ['Ibu saya pensiunan camat', 'Sebagai ibu dari dua anak yang masih SD'],
      },
      companies: ['CV Cucu Mandiri Kantor'],
    },
  ],
};
