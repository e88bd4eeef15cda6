// Fresh held-apart sets, before round thirty-seven's rules (issue 36): written on 2026-12-02 (18:18-18:25 UTC) by
// a helper that writes no rules (and read none of the checks' rules, lexicons or tests, nor ran any check, bench
// or the app on this set; it read only `planted/types.ts`, `CheckKind` in `checks/types.ts`, fresh24 whole and
// the header comments of fresh15-23, to avoid their fields, phrasings and misspellings). Six clean answers per
// language, of about 450-650 Korean and 900-1,200 English and Indonesian characters, of fields no earlier set
// used (Korean: an airline's aircraft line maintenance technician, an apartment construction site's safety
// manager, a general hospital hospice ward's nurse, a compound feed mill's production manager, an automotive
// parts electroplating line's leader, an airport security screening team leader; English: a B1 licensed line
// maintenance engineer, a housing developer's site health and safety manager, a hospice staff nurse, a
// compound feed mill's production manager, an electroplating line leader, an airport security screening team
// leader; Indonesian: a Batam MRO's AMEL mechanic, an apartment project's K3 construction expert, a cancer
// hospital's palliative ward nurse, a Medan feed mill's head of production, a Cikarang electroplating line
// leader, an airport Avsec squad leader), written as members write: loanwords, compounds, trade terms,
// abbreviations, agencies, figures with units, and company names that look like schools, places, family words
// or person words (declared in `companies`); and six answers per language (a speciality coffee roastery's head
// roaster, a wall and floor tiler, a paramedic or emergency nurse, a furniture upholsterer and restorer, a dog
// trainer, an electrician) with twelve planted misspellings per language (Korean: common non-words 설레임,
// 바램, 비로서, 쉽상, 무릎쓰고, 널부러진, real words wrong in context 늘였습니다 for 늘렸습니다, 틀려서 for
// 달라서, 조리며 for 졸이며, 벌리고 for 벌이고, and the bound nouns 만큼 and 뿐 joined in 연습한만큼 and
// 정리했을뿐인데도; English: common misspellings buisness, equiptment, relevent, concious, arguement,
// publically, and real-word confusions brake for break, weather for whether, aloud for allowed, quite for
// quiet, sight for site, past for passed; Indonesian: KBBI non-standard forms terlanjur, ekstrim, mentaati,
// nafas, propinsi, mengkonsumsi, apotik, hutang, the prefix split in "di ukur" and "di pasang", and the
// preposition joined in "dilapangan" and "diluar"; none planted in fresh15-24 as far as their headers and
// fresh24 show), sixteen blind-hiring mentions per language of the applicant's own traits (schools — a
// foreign-language high school, a degree from 서울시립대, "I'm an Oxford graduate", "I did my A-levels at
// Winchester College", "Saya sarjana Universitas Diponegoro", a D3 from Politeknik Negeri Jember — hometowns —
// all schooling in 원주, "As a Geordie born in Gateshead", "Kampung halaman saya di Kerinci" — direct and
// indirect ages — "서른셋 나이에", "X세대인", carrying a pager at high school, "I'm now 38 years old", "Being
// Generation X", a teenager when the Berlin Wall came down, "Di usia 38 tahun ini", at junior high during the
// 1998 reformasi, since the days of busy wartel — gender — 구급대의 홍일점, "the only woman crewing at my
// station", "srikandi satu-satunya" — parents' jobs and wealth — a father heading a construction firm, a
// mother's dressmaking shop, parents' holiday lets in Cornwall, a landowner family in Karawang, a mother's
// kebaya boutique — marriage — a dual-income couple, "My wife of twelve years", a husband also a contractor —
// children and pregnancy — pregnant with a first child, two daughters at middle school, "a dad to three
// teenage girls", six months pregnant, three children at primary school — height, weight and appearance —
// 158cm and 47kg, five foot two and barely eight stone, 165 cm and 52 kg, a bob with round glasses, pink hair
// and a nose ring, curly hair and a thick moustache — and religion — a church deacon, a Buddhist attending a
// temple, a born-again Christian leading a Bible study, an observant Jew keeping the Sabbath, worship at a
// klenteng, a majelis taklim organiser — in phrasings other than fresh17-24's), two repeated figures or
// episodes, two clichés, one empty opening and two unsupported claims (awards in none of the bench's résumés)
// per language. Clean answers mention other people's families, schools, ages, genders, looks and religions (a
// passenger of eighty in a wheelchair, a Malaysian woman first officer in a hijab and aviation school pupils;
// fasting Muslim workers, a rebar foreman past sixty and a pregnant site engineer; a woman of 78 and her
// granddaughter's wedding, a Catholic patient's chaplain, a Buddhist family's monk or a Muslim family's Yasin,
// a dying father of two primary pupils and his wife; a young farmer of 25 who took over his father's unit, a
// widow of seventy, agricultural school pupils; Sri Lankan Buddhist colleagues' Vesak or Hindu colleagues'
// Nyepi and a woman inspector in her fifties; a turbaned Sikh passenger, women in hijabs or niqabs, a man of 85
// with a knee replacement, school trip pupils) as members do.
// HELD APART: `npm run bench:checks` only says the set exists; `npm run bench:checks -- --blind` runs it, once,
// blind, by the lead, and prints counts only. Do not edit after its first run except to report.
// Its one blind run was on 2026-12-02 at 18:59 UTC (main at ffc0590, after round thirty-seven's rules; counts in
// ADR 0039, round thirty-seven); SEEN since.
import type { PlantedCase } from './types';

export const FRESH25_CASES: Record<'ko' | 'en' | 'id', PlantedCase[]> = {
  ko: [
    {
      question: '직무 전문성을 보여 줄 수 있는 경험을 기술해 주십시오.',
      clean: true,
      text: '항공사 정비본부에서 7년간 라인 정비사로 일하며 김포공항에 주기하는 B737과 A321 기체의 출발 전 점검과 중간 점검을 하루 평균 30편씩 맡았습니다. 브레이크 마모나 타이어 압력 결함이 출발 직전에 발견되어 지연되는 편이 한 달 12편을 넘었습니다. 저는 타이어 압력과 브레이크 마모 핀 길이를 태블릿 점검표에 입력해 추세를 보고, 한계치의 80%에 이르면 야간 정비 때 미리 교환하도록 기준을 바꾸었습니다. 모든 작업은 국토교통부 정비규정과 제작사 AMM 절차를 따랐고, 토크 값은 교정된 토크렌치로 두 번 확인했습니다. 부품은 총각항공부품, 정비 공구는 서강대공구상사에서 받았습니다. 휠체어를 탄 여든 살 어르신 승객이 탑승하는 날에는 리프트 차량 위치를 운항팀과 미리 맞췄고, 히잡을 쓴 말레이시아인 여성 부기장과는 영어로 결함 내용을 설명했습니다. 항공고등학교에서 현장실습을 온 학생들에게는 계류장의 안전 구역 표시부터 가르쳤습니다. 그 결과 정비 지연이 월 12편에서 3편으로 줄었고, 타이어 교환 비용은 연 18% 줄었습니다.',
      planted: {},
      companies: ['총각항공부품', '서강대공구상사'],
    },
    {
      question: '업무 절차를 개선한 경험을 기술해 주십시오.',
      clean: true,
      text: '종합건설사 아파트 현장에서 6년간 안전관리자로 일하며 지하 2층, 지상 29층 규모 8개 동 공사의 하루 평균 작업자 400명 안전교육과 위험성평가를 맡았습니다. 골조 공사가 한창일 때 추락과 낙하물 아차사고가 한 달 20건 가까이 보고되었습니다. 저는 매일 아침 TBM(작업 전 안전점검 회의)에서 공종별 위험 요인을 3가지로 줄여 설명하고, 안전난간과 개구부 덮개에 QR코드를 붙여 해체되면 바로 알림이 오게 했습니다. 산업안전보건법과 중대재해처벌법에 따른 점검 기록은 고용노동부 감독에 대비해 전산으로 남겼습니다. 안전 장구는 새댁안전산업, 추락방지망은 인하대앞건재에서 받았습니다. 외국인 작업자가 전체의 40%라 베트남어와 우즈베크어로 된 안전 수칙 카드를 만들었고, 라마단 기간에 금식하는 무슬림 작업자들은 한낮 고소 작업에서 빼고 오전 작업으로 돌렸습니다. 환갑을 넘긴 철근 반장님과 임신 중인 여성 공무 담당자에게는 계단 대신 호이스트를 쓰도록 했습니다. 그 결과 아차사고 보고는 늘었지만 실제 재해는 한 해 5건에서 1건으로 줄었습니다.',
      planted: {},
      companies: ['새댁안전산업', '인하대앞건재'],
    },
    {
      question: '문제를 해결했던 경험을 구체적으로 기술해 주십시오.',
      clean: true,
      text: '종합병원 호스피스 병동에서 5년간 간호사로 일하며 병상 16개의 말기 암 환자 통증 조절과 임종 돌봄, 가족 상담을 맡았습니다. 밤사이 돌발 통증으로 환자가 잠을 이루지 못하는 일이 잦았고, 추가 진통제 투여가 늦다는 보호자 민원이 한 달 10건을 넘었습니다. 저는 NRS 통증 점수를 4시간마다 기록하고 4점 이상이면 당직의에게 바로 알리는 기준을 만들었으며, 마약성 진통제 PCA 펌프 설정값은 두 간호사가 함께 확인하게 했습니다. 마약류는 식약처 마약류통합관리시스템에 실시간으로 보고했습니다. 수액 세트는 외삼촌메디칼, 욕창 매트리스는 숙명의료기에서 받았습니다. 일흔여덟 살 할머니 환자가 손녀 결혼식을 보고 싶어 하셔서 병동 휴게실에서 영상 통화로 식을 함께 보시게 했고, 가톨릭 신자인 환자를 위해 원목 신부님의 병자성사 시간을 맞췄으며, 스님이 염불하러 오시는 불교 신자 가족에게는 1인실을 내어 드렸습니다. 초등학생 두 아들을 둔 마흔 살 환자의 아내와는 아이들에게 어떻게 알릴지 함께 고민했습니다. 그 결과 통증 민원은 월 10건에서 2건으로 줄었고, 가족 만족도는 82점에서 94점으로 올랐습니다.',
      planted: {},
      companies: ['외삼촌메디칼', '숙명의료기'],
    },
    {
      question: '다른 사람과 협업해 성과를 낸 경험을 기술해 주십시오.',
      clean: true,
      text: '배합사료 공장에서 8년간 생산 과장으로 일하며 양돈과 산란계 사료를 하루 평균 600톤씩 만들고, 원료 입고부터 분쇄, 배합, 펠릿 성형, 벌크 출하까지 교대 근무자 24명을 이끌었습니다. 펠릿이 부서져 가루가 많다는 농장 클레임이 한 달 15건을 넘었습니다. 저는 컨디셔너 스팀 온도를 80~85도로 맞추고, 펠릿 내구성 지수(PDI)를 2시간마다 측정해 95% 아래로 떨어지면 다이 간격을 다시 조정하게 했습니다. 옥수수와 대두박은 입고 때마다 곰팡이독소를 검사했고, 모든 공정은 농림축산식품부 사료 HACCP 기준에 맞췄습니다. 첨가제는 막내삼촌바이오, 포장재는 충남대포장에서 받았습니다. 아버지의 양돈장을 물려받은 스물다섯 살 청년 농부에게는 사료 급여표를 돼지 체중별로 다시 짜 드렸고, 남편을 여의고 혼자 산란계 농장을 꾸리시는 일흔 살 농장주께는 주문을 전화로 직접 받았습니다. 농업고등학교 학생들의 공장 견학도 해마다 안내했습니다. 그 결과 펠릿 클레임은 월 15건에서 3건으로 줄었고, 전력 사용량은 톤당 9% 줄었습니다.',
      planted: {},
      companies: ['막내삼촌바이오', '충남대포장'],
    },
    {
      question: '업무를 정확하게 처리하기 위해 노력한 경험을 기술해 주십시오.',
      clean: true,
      text: '자동차 부품 도금 공장에서 6년간 라인 반장으로 일하며 아연-니켈 도금 라인 2개와 작업자 10명을 맡아 볼트와 브래킷을 하루 평균 8톤씩 처리했습니다. 염수분무 시험에서 녹이 일찍 생겨 고객사에서 반품되는 로트가 한 달 9건이었습니다. 저는 도금조의 니켈 함량과 pH를 하루 세 번 분석하고, 전류 밀도를 부품 형상별로 2~4A/dm² 사이에서 나누어 설정했습니다. 도금 두께는 형광 X선 두께 측정기로 로트마다 8µm 이상인지 확인했고, 크롬과 시안 폐수는 화학물질관리법과 물환경보전법 기준에 맞춰 처리했습니다. 약품은 큰형님케미칼, 지그와 랙은 동국대정밀에서 받았습니다. 스리랑카에서 온 불교도 작업자들에게는 MSDS를 그림으로 설명했고, 그들의 명절인 웨삭 휴가를 미리 받아 생산 계획에 넣었습니다. 쉰 살이 넘은 여성 검사원이 손목 통증을 호소해 랙을 거는 높이를 낮췄습니다. 그 결과 반품 로트는 월 9건에서 1건으로 줄었고, 약품 사용량은 12% 줄었습니다.',
      planted: {},
      companies: ['큰형님케미칼', '동국대정밀'],
    },
    {
      question: '고객 만족을 위해 노력했던 경험을 기술해 주십시오.',
      clean: true,
      text: '공항 보안검색 회사에서 5년간 검색요원 팀장으로 일하며 출국장 보안검색대 6개 레인과 요원 30명의 배치, X-ray 판독 교육을 맡았습니다. 성수기 아침에는 검색 대기 시간이 40분을 넘어 탑승구에 늦게 도착하는 승객 민원이 하루 10건씩 나왔습니다. 저는 판독 요원이 20분마다 자리를 바꾸게 하고, 액체류 100ml 기준과 보조배터리 160Wh 기준을 알려 주는 사전 안내 요원을 줄 앞에 두었습니다. 모든 요원은 항공보안법에 따른 보안검색요원 교육과 위험물 판독 평가를 통과했습니다. 검색 장비는 동생네시큐리티, 트레이는 경희대앞상사에서 받았습니다. 터번을 쓴 시크교도 승객과 히잡을 쓴 여성 승객은 동성 요원이 별도 공간에서 검색하도록 절차를 만들었고, 인공관절 수술을 받은 여든다섯 살 할아버지는 휴대용 탐지기로 앉은 채 검색했습니다. 수학여행을 가는 고등학생 단체는 전용 레인으로 안내했습니다. 그 결과 평균 대기 시간은 40분에서 18분으로 줄었고, 위험물 적발률은 15% 올랐습니다.',
      planted: {},
      companies: ['동생네시큐리티', '경희대앞상사'],
    },
    {
      question: '지원 분야 관련 경험과 성과를 기술해 주십시오.',
      text: '스페셜티 커피 로스터리에서 7년간 헤드 로스터로 일하며 15kg 드럼 로스터 2대로 주 1.2톤의 원두를 볶고, 카페 거래처 60곳의 블렌드를 관리했습니다. 명덕외고를 나온 저는 대학에서 식품공학을 전공했습니다. 생두 수분 함량이 로트마다 달라 같은 프로파일로 볶아도 맛이 달라진다는 거래처 불만이 한 달 8건씩 들어왔습니다. 저는 입고 때마다 생두 수분과 밀도를 재서 투입 온도와 화력을 조정하고, 배출 시점의 원두 색도를 애그트론 값으로 기록했습니다. 새 블렌드를 낼 때면 거래처 바리스타들과 커핑하는 설레임이 지금도 큽니다. 바쁜 주에는 로스팅 횟수를 하루 10배치에서 14배치로 늘였습니다. 그 결과 맛 불만이 월 8건에서 1건으로 줄었습니다. 원주에서 초중고를 모두 다닌 덕분에 강원도 카페 사장님들과도 금방 친해집니다. 삐삐를 차고 다니던 고교 시절부터 커피를 좋아했습니다. 2022년 코리아 커피 로스팅 챔피언십에서 우승했습니다. 다시 말씀드리지만, 맛 불만을 월 8건에서 1건으로 줄인 것이 제 가장 큰 성과입니다. 생두는 큰누나상사에서 받습니다.',
      planted: {
        spelling: ['설레임', '늘였습니다'],
        blind: ['명덕외고를 나온', '원주에서 초중고를 모두 다닌', '삐삐를 차고 다니던 고교 시절부터'],
        repetition: ['다시 말씀드리지만, 맛 불만을 월 8건에서 1건으로 줄인 것이 제 가장 큰 성과입니다.'],
        claim: ['2022년 코리아 커피 로스팅 챔피언십에서 우승'],
      },
      companies: ['큰누나상사'],
    },
    {
      question: '업무 절차를 개선한 경험을 기술해 주십시오.',
      text: '인테리어 업체에서 9년간 타일 시공 기술자로 일하며 욕실과 주방, 상가 바닥의 포세린 타일 시공을 한 해 약 120건 맡았습니다. 아버지가 중견 건설회사 대표라 어려서부터 현장을 놀이터 삼아 자랐습니다. 대형 타일은 시공 후 단차가 생기거나 들뜬다는 하자 접수가 한 달 10건씩 있었습니다. 저는 레이저 레벨로 바닥 기울기를 먼저 재고, 600×1200mm 이상 타일은 접착제를 양면에 바르는 백버터링과 수평 클립을 쓰게 했습니다. 고객이 고른 샘플과 실제 타일의 색이 틀려서 다시 주문하는 일도 있어, 로트 번호를 계약서에 적었습니다. 욕실 방수는 담수 시험을 48시간 한 뒤에만 타일을 붙였습니다. 그 결과 하자 접수가 월 10건에서 2건으로 줄었습니다. 맞벌이 부부로 살다 보니 고객의 주말 일정에 맞추는 데 익숙합니다. 교회 집사로 섬기며 주일에는 예배 준비를 돕습니다. 한 번 더 말씀드리면, 하자 접수를 월 10건에서 2건으로 줄인 것이 가장 자랑스럽습니다. 앞으로도 고객의 바램대로 오래가는 욕실을 만들고 싶습니다. 타일 접착제는 새언니건재에서 받습니다.',
      planted: {
        spelling: ['틀려서', '바램'],
        blind: ['아버지가 중견 건설회사 대표라', '맞벌이 부부로', '교회 집사로 섬기며'],
        repetition: ['한 번 더 말씀드리면, 하자 접수를 월 10건에서 2건으로 줄인 것이 가장 자랑스럽습니다.'],
      },
      companies: ['새언니건재'],
    },
    {
      question: '본인의 강점을 경험과 함께 기술해 주십시오.',
      text: '소방서 119구급대에서 6년간 1급 응급구조사로 일하며 한 해 약 1,800건의 구급 출동과 심정지, 중증외상 환자의 현장 처치와 이송을 맡았습니다. 구급대의 홍일점이던 저는 처음엔 좁은 계단에서 들것을 드는 일부터 익혔습니다. 심정지 환자의 자발순환 회복률이 낮아 현장 가슴압박의 질이 문제로 지적되었습니다. 저는 피드백 장치가 달린 마네킹으로 대원들이 매주 압박 깊이 5~6cm, 분당 100~120회를 연습하게 하고, 이송 중 기계식 가슴압박기를 쓰는 기준을 만들었습니다. 12유도 심전도를 병원에 미리 전송하게 되면서 비로서 심근경색 환자를 곧바로 심혈관센터로 보낼 수 있었습니다. 대원들이 연습한만큼 결과가 나왔고, 자발순환 회복률은 7%에서 13%로 올랐습니다. 서른셋 나이에 첫아이를 임신해 지금은 구급 상황실에서 일하고 있습니다. 저는 어떤 일이든 주인의식을 갖고 임하는 사람입니다. 2023년 소방청 올해의 구급대원상을 받았습니다. 구급 장비는 형부메디칼에서 받습니다.',
      planted: {
        spelling: ['비로서', '연습한만큼'],
        blind: ['구급대의 홍일점이던', '서른셋 나이에', '첫아이를 임신해'],
        cliche: ['저는 어떤 일이든 주인의식을 갖고 임하는 사람입니다.'],
        claim: ['2023년 소방청 올해의 구급대원상'],
      },
      companies: ['형부메디칼'],
    },
    {
      question: '고객을 위해 노력했던 경험을 기술해 주십시오.',
      text: '가구 공방에서 8년간 의자와 소파 천갈이, 앤티크 가구 복원을 맡아 한 해 약 300점을 작업했습니다. 어머니가 평생 양장점을 하셔서 재봉틀 소리를 들으며 자랐습니다. 오래된 소파는 속 스프링과 웨빙이 삭아 천만 새로 씌우면 몇 달 만에 다시 꺼지기 쉽상이었습니다. 저는 뜯기 전에 프레임 접합부와 스프링 상태를 사진으로 찍어 고객에게 보여 드리고, 삭은 웨빙은 모두 교체하며 쿠션 폼은 밀도 40kg/m³ 이상만 쓰게 했습니다. 집안 대대로 쓰던 가구를 맡기신 고객이 마음을 조리며 기다리시지 않도록 공정마다 사진을 보내 드렸습니다. 원단은 방염 성능을 인증받은 제품만 썼습니다. 그 결과 재작업 요청이 월 7건에서 1건으로 줄었습니다. 키 158cm에 몸무게 47kg의 작은 체구지만 3인용 소파도 혼자 뒤집습니다. 짧은 단발에 동그란 안경을 쓴 수수한 외모라 고객들이 편하게 대하십니다. 고객의 미소가 저의 가장 큰 원동력입니다. 망치와 타카는 오빠네공구에서 삽니다.',
      planted: {
        spelling: ['쉽상', '조리며'],
        blind: [
          '어머니가 평생 양장점을 하셔서',
          '키 158cm에 몸무게 47kg의 작은 체구',
          '짧은 단발에 동그란 안경을 쓴 수수한 외모',
        ],
        cliche: ['고객의 미소가 저의 가장 큰 원동력입니다.'],
      },
      companies: ['오빠네공구'],
    },
    {
      question: '지원 분야에서 이루고 싶은 목표를 기술해 주십시오.',
      text: '먼저 이렇게 제 이야기를 드릴 기회를 주셔서 감사드립니다. 반려견 훈련소에서 6년간 훈련사로 일하며 공격성과 분리불안이 있는 반려견 교정과 보호자 교육을 한 해 약 200건 맡았습니다. 서울시립대 생명과학과를 졸업한 뒤 반려동물행동교정사 자격을 땄습니다. 물림 사고 위험이 있는 대형견은 보호자들이 포기하고 파양하는 일이 많았습니다. 저는 물릴 위험을 무릎쓰고 억지로 교정하기보다 입마개 적응 훈련부터 2주에 걸쳐 하게 했고, 훈련 영상을 보호자와 함께 보며 반려견의 신호를 읽는 법을 가르쳤습니다. 동물보호법에 따른 맹견 관리 기준도 보호자에게 설명했습니다. 훈련소가 출장 교육 사업을 벌리고 나서 상담 문의도 두 배로 늘었습니다. 그 결과 교육을 마친 보호자의 파양이 연 25건에서 5건으로 줄었습니다. 중학생 딸 둘을 둔 아빠로서 아이가 있는 집의 걱정을 잘 압니다. 앞으로는 보호소 입양견의 적응 교육까지 맡고 싶습니다. 간식은 조카네펫에서 받습니다.',
      planted: {
        spelling: ['무릎쓰고', '벌리고'],
        blind: ['서울시립대 생명과학과를 졸업한 뒤', '중학생 딸 둘을 둔 아빠로서'],
        opening: ['먼저 이렇게 제 이야기를 드릴 기회를 주셔서 감사드립니다.'],
      },
      companies: ['조카네펫'],
    },
    {
      question: '지원 동기를 기술해 주십시오.',
      text: '전기공사 업체에서 10년간 현장 책임자로 일하며 상가와 공장의 수변전 설비, 분전반 교체, 태양광 연계 공사를 한 해 약 90건 맡았습니다. X세대인 저는 도면을 손으로 그리던 시절부터 현장에서 일했습니다. 오래된 상가는 분전반 안에 전선이 널부러진 채 방치되어 누전차단기가 자주 떨어졌고, 화재 위험 신고가 한 달 8건씩 들어왔습니다. 처음에는 배선을 정리했을뿐인데도 트립이 절반으로 줄었습니다. 저는 열화상 카메라로 단자 온도를 먼저 재고, 60도를 넘는 곳은 압착 단자를 다시 체결하게 했습니다. 절연저항은 한국전기안전공사 점검 기준에 맞춰 측정해 기록했고, 활선 작업은 절연 장갑을 낀 두 사람이 함께하게 했습니다. 그 결과 누전차단기 트립 신고가 월 8건에서 1건으로 줄었습니다. 절에 다니는 불자로서 초파일에는 연등 배선 봉사도 합니다. 앞으로는 ESS와 전기차 충전 설비 공사까지 맡고 싶습니다. 전선은 처남전선에서 받습니다.',
      planted: {
        spelling: ['널부러진', '정리했을뿐인데도'],
        blind: ['X세대인', '절에 다니는 불자로서'],
      },
      companies: ['처남전선'],
    },
  ],
  en: [
    {
      question: 'Tell us about a time you improved quality at work.',
      clean: true,
      text: "For seven years I have been a B1 licensed line maintenance engineer for an airline at Manchester Airport, carrying out daily and transit checks on A320 and A321 aircraft, about 30 departures a shift. Brake wear and tyre pressure defects found just before pushback were delaying more than 12 flights a month. I began logging tyre pressures and brake wear pin lengths on a tablet so that we could see trends, and changed our practice so that a wheel or brake reaching 80% of its limit is replaced on the night shift instead of at the gate. All work follows our CAA Part-145 exposition and the manufacturer's AMM, and every torque value is checked with a calibrated wrench. Spares come from Bachelor's Aero Spares and tooling from Eton Road Tooling. When a passenger of eighty in a wheelchair was booked, I agreed the ambulift position with operations in advance; I talked a defect through with a Malaysian first officer who wears a hijab; and I taught college students on an aircraft engineering placement to respect the red safety lines on the apron. Maintenance delays fell from 12 a month to three, and tyre costs fell by 18% a year.",
      planted: {},
      companies: ["Bachelor's Aero Spares", 'Eton Road Tooling'],
    },
    {
      question: 'Give an example of how you made a process work better.',
      clean: true,
      text: "For six years I have been the health and safety manager on a housing developer's sites, the latest a 29-storey residential tower with around 400 operatives a day. During the frame stage we were logging nearly 20 near misses a month for falls and dropped objects. I cut each morning briefing down to the three biggest hazards for each trade, and tagged every edge protection barrier and hole cover with a QR code so that I am alerted the moment one is removed. Our construction phase plan follows CDM 2015, and every inspection is recorded so that it is ready for an HSE visit. PPE comes from Bridegroom Safety Ltd and fall-arrest netting from Harrow Hill Netting. With 40% of the workforce from overseas, I had safety cards printed in Romanian and Polish; during Ramadan, Muslim steel fixers who were fasting were moved off work at height in the afternoon heat; and I arranged hoist access instead of stairs for a rebar foreman in his sixties and a pregnant site engineer. Near-miss reports went up, as we wanted, while reportable injuries fell from five a year to one.",
      planted: {},
      companies: ['Bridegroom Safety Ltd', 'Harrow Hill Netting'],
    },
    {
      question: 'Tell us about a problem you solved at work.',
      clean: true,
      text: "I have been a staff nurse on a 16-bed hospice inpatient unit for five years, managing pain and symptoms for people with advanced cancer, caring for them as they die and supporting their families. Breakthrough pain at night kept patients awake, and relatives raised more than ten concerns a month about delays in extra doses. I introduced a pain score every four hours with a call to the on-call doctor at four or above, and two nurses now check every syringe driver set-up together. Controlled drugs are recorded in the register and audited weekly. Our giving sets come from Auntie May's Medical and pressure mattresses from Radley Road Healthcare. A woman of 78 wanted to see her granddaughter's wedding, so we set up a video link in the day room; I arranged for the Catholic chaplain to anoint a patient; and I gave a side room to a Buddhist family whose monk came to chant. I also sat with the wife of a man of forty, the father of two primary school boys, to plan how to tell the children. Concerns about pain fell from ten a month to two, and family satisfaction rose from 82 to 94 out of 100.",
      planted: {},
      companies: ["Auntie May's Medical", 'Radley Road Healthcare'],
    },
    {
      question: 'Describe a time you worked as part of a team.',
      clean: true,
      text: "For eight years I have been the production manager at a compound feed mill, making about 600 tonnes a day of pig and layer feed and leading 24 shift staff from intake through grinding, mixing and pelleting to bulk dispatch. Farms were raising more than 15 complaints a month about pellets breaking up into dust. I set conditioner steam temperature at 80 to 85°C, had pellet durability (PDI) tested every two hours, and reset the die gap whenever it fell below 95%. Maize and soya meal are tested for mycotoxins at every intake, and the mill runs to UFAS and FSA feed hygiene rules. Additives come from Farmer's Wife Nutrition and bags from Repton Packaging. For a young farmer of 25 who had just taken over his father's pig unit I rewrote the feeding table by weight band; a widow of seventy who runs a laying flock on her own now orders by phone straight to me; and every year I show agricultural college students around the mill. Pellet complaints fell from 15 a month to three, and electricity use per tonne fell by 9%.",
      planted: {},
      companies: ["Farmer's Wife Nutrition", 'Repton Packaging'],
    },
    {
      question: 'Tell us how you make sure your work is accurate.',
      clean: true,
      text: 'I have been a line leader at an automotive electroplating plant for six years, running two zinc-nickel lines and a team of ten that plate about eight tonnes of bolts and brackets a day. Early red rust in salt spray testing meant nine lots a month were coming back from customers. I now have the bath analysed for nickel and pH three times a day, set current density between 2 and 4 A/dm² by part shape, and check coating thickness on every lot with an XRF gauge so that it stays above 8 µm. Chromium and cyanide effluent is treated to our trade effluent consent and Environment Agency permit. Chemicals come from Big Brother Chemicals and jigs and racks from Gordonstoun Racking. I explained the safety data sheets with pictures to colleagues from Sri Lanka and built their Vesak leave into the production plan, and I lowered the racking height after a woman inspector in her fifties told me about pain in her wrists. Returned lots fell from nine a month to one, and chemical use fell by 12%.',
      planted: {},
      companies: ['Big Brother Chemicals', 'Gordonstoun Racking'],
    },
    {
      question: 'Give an example of how you put customers first.',
      clean: true,
      text: "For five years I have been a team leader in airport security screening, managing six lanes and 30 security officers in departures and training staff in X-ray image interpretation. On busy summer mornings queues passed 40 minutes and we were getting ten complaints a day from passengers who reached the gate late. I rotate X-ray screeners every 20 minutes and put a divest officer at the front of each queue to explain the 100 ml liquids rule and the 160 Wh power bank limit. Every officer has passed DfT-approved screener training and image recognition tests. Scanners are serviced by Little Sister Security and trays come from King's College Trays. I set up a procedure so that a Sikh passenger wearing a turban or a woman wearing a hijab is searched by an officer of the same sex in a private room, a man of 85 with a knee replacement is screened seated with a hand-held detector, and school parties of sixth-formers on a trip have their own lane. Average queues fell from 40 minutes to 18, and detection of prohibited items rose by 15%.",
      planted: {},
      companies: ['Little Sister Security', "King's College Trays"],
    },
    {
      question: 'Tell us about an achievement you are proud of.',
      text: "For seven years I have been head roaster at a speciality coffee roastery, running two 15 kg drum roasters through 1.2 tonnes a week and looking after blends for 60 café customers. I'm an Oxford graduate in chemistry, which helps when I read roast curves. Green coffee moisture varied from lot to lot, so the same profile tasted different, and cafés raised about eight complaints a month. I now measure moisture and density at intake, adjust charge temperature and gas to suit, and log the Agtron colour of every batch at drop. In our busiest weeks I raised output from ten batches a day to fourteen and made sure the team still took a brake every two hours. Taste complaints fell from eight a month to one, and the buisness grew by a third. As a Geordie born in Gateshead, I get on quickly with café owners across the North East. I was a teenager when the Berlin Wall came down, and I have loved coffee ever since. I won the 2022 UK Coffee Roasting Championship. I'll say it again: cutting taste complaints from eight a month to one is my proudest result. Our green coffee comes from Big Sister Imports.",
      planted: {
        spelling: ['brake', 'buisness'],
        blind: [
          "I'm an Oxford graduate",
          'As a Geordie born in Gateshead',
          'I was a teenager when the Berlin Wall came down',
        ],
        repetition: [
          "I'll say it again: cutting taste complaints from eight a month to one is my proudest result.",
        ],
        claim: ['2022 UK Coffee Roasting Championship'],
      },
      companies: ['Big Sister Imports'],
    },
    {
      question: 'Describe a change you introduced and its results.',
      text: "For nine years I have been a wall and floor tiler with a fit-out firm, laying porcelain in bathrooms, kitchens and shop floors on about 120 jobs a year. My parents own a string of holiday lets in Cornwall, and I tiled my first bathroom in one of them. Large-format tiles were producing about ten call-backs a month for lipping and hollow spots. I now check floor levels with a laser before starting, back-butter every tile of 600 × 1200 mm or more and use levelling clips, and I hire the right equiptment rather than making do. Customers sometimes could not tell weather the sample matched the delivered batch, so I now write the batch number into the contract. Wet rooms get a 48-hour flood test before any tile goes down. Call-backs fell from ten a month to two. My wife of twelve years and I both work shifts, so I am used to fitting around customers' weekends. As a born-again Christian who leads a Bible study, I also help set up for Sunday services. Once more: bringing call-backs down from ten a month to two is what I am proudest of. Our adhesives come from Sister-in-Law Building Supplies.",
      planted: {
        spelling: ['equiptment', 'weather'],
        blind: [
          'My parents own a string of holiday lets in Cornwall',
          'My wife of twelve years',
          'As a born-again Christian who leads a Bible study',
        ],
        repetition: ['Once more: bringing call-backs down from ten a month to two is what I am proudest of.'],
      },
      companies: ['Sister-in-Law Building Supplies'],
    },
    {
      question: 'What strength would you bring to this role? Give an example.',
      text: "For six years I have been a paramedic with an NHS ambulance service, attending about 1,800 calls a year including cardiac arrests and major trauma. As the only woman crewing at my station when I started, I learned early how to manage a carry chair on narrow stairs. Our rate of return of spontaneous circulation was low, and the quality of chest compressions on scene was flagged as the problem. I set up weekly practice on a feedback manikin so that crews hit a depth of 5 to 6 cm at 100 to 120 a minute, and wrote guidance on when a mechanical CPR device should be used in transit. Once we could send 12-lead ECGs ahead, we were finally aloud to take heart attack patients straight to the cath lab. I kept every session short and relevent to real calls. ROSC rose from 7% to 13%. I'm now 38 years old and expecting my first baby in March, so I am working in the clinical hub for now. I am a team player who gives 110% every day. I received the 2023 Paramedic of the Year award from the College of Paramedics. Our kit comes from Brother-in-Law Medical.",
      planted: {
        spelling: ['aloud', 'relevent'],
        blind: [
          'the only woman crewing at my station',
          "I'm now 38 years old",
          'expecting my first baby in March',
        ],
        cliche: ['I am a team player who gives 110% every day.'],
        claim: ['2023 Paramedic of the Year award'],
      },
      companies: ['Brother-in-Law Medical'],
    },
    {
      question: 'Describe how you meet the needs of the people you serve.',
      text: "For eight years I have run the upholstery bench at a furniture workshop, re-covering chairs and sofas and restoring antique pieces, about 300 a year. I grew up above my mother's dressmaking shop, listening to her sewing machines. Old sofas often had perished springs and webbing, so a new cover alone would sag again within months. I now photograph the frame joints and springs before stripping and show the customer, replace all perished webbing, and only use foam of 40 kg/m³ density or more. I am concious that people worry about a family heirloom, so I send photos at every stage, and the showroom is kept quite enough for customers to sit and talk fabrics. All fabrics meet the UK furniture fire safety regulations. Rework requests fell from seven a month to one. At five foot two and barely eight stone, I can still turn a three-seater on my own. With my bright pink hair and nose ring, customers always remember me. I am passionate about delivering excellence. Our staple guns come from Grandad's Tool Shop.",
      planted: {
        spelling: ['concious', 'quite'],
        blind: [
          "I grew up above my mother's dressmaking shop",
          'At five foot two and barely eight stone',
          'With my bright pink hair and nose ring',
        ],
        cliche: ['I am passionate about delivering excellence.'],
      },
      companies: ["Grandad's Tool Shop"],
    },
    {
      question: 'What do you hope to achieve in this role?',
      text: "Thank you for the chance to tell you a little about myself. For six years I have been a dog trainer and behaviourist at a training centre, working on about 200 cases a year of aggression and separation anxiety and coaching the owners. I did my A-levels at Winchester College and then a degree in animal behaviour. Large dogs with a bite risk were often given up by owners who felt they had no choice. Rather than forcing a correction, I begin with two weeks of muzzle training, and I watch training videos with owners so that they learn to read the signals. I explain the Dangerous Dogs Act and, where it applies, the XL Bully rules, so that there is no arguement later about what the law expects. When we opened a second training sight near the country park, more owners started coming in. Dogs returned to rescue by owners who finished the course fell from 25 a year to five. As a dad to three teenage girls, I know what worries a household with children. Next, I want to run settling-in classes for rescue dogs. Our treats come from Nephew's Pet Pantry.",
      planted: {
        spelling: ['arguement', 'sight'],
        blind: ['I did my A-levels at Winchester College', 'As a dad to three teenage girls'],
        opening: ['Thank you for the chance to tell you a little about myself.'],
      },
      companies: ["Nephew's Pet Pantry"],
    },
    {
      question: 'Why do you want this role?',
      text: "For ten years I have been an approved electrician with a contracting firm, leading switchgear, distribution board replacement and solar PV jobs on about 90 sites a year, from shops to factories. Being Generation X, I started out when drawings were still done by hand. In older shops the cables were tangled behind the boards, RCDs kept tripping, and we had about eight fire risk call-outs a month. I now check every termination with a thermal camera first and have anything over 60°C re-terminated. Insulation resistance is tested and recorded to BS 7671, live work is never done alone, and each board past its EICR inspection before we handed it back. Our test results are now shared publically with the landlord's tenants. RCD trip call-outs fell from eight a month to one. I keep the Sabbath as an observant Jew, so I plan Friday jobs to finish well before sunset. Next, I want to take on battery storage and EV charger installs. Our cable comes from Uncle Bob's Cables.",
      planted: {
        spelling: ['past', 'publically'],
        blind: ['Being Generation X', 'I keep the Sabbath as an observant Jew'],
      },
      companies: ["Uncle Bob's Cables"],
    },
  ],
  id: [
    {
      question: 'Ceritakan pengalaman Anda meningkatkan mutu kerja.',
      clean: true,
      text: 'Tujuh tahun saya bekerja sebagai mekanik berlisensi AMEL di sebuah MRO di Batam, menangani daily check dan transit check pesawat A320 dan B737, sekitar 30 penerbangan per shift. Kerusakan tekanan ban dan keausan rem yang baru ditemukan menjelang pushback membuat lebih dari 12 penerbangan per bulan tertunda. Saya mulai mencatat tekanan ban dan panjang pin keausan rem di tablet agar trennya terlihat, lalu menetapkan bahwa roda atau rem yang sudah mencapai 80% batasnya diganti pada shift malam. Semua pekerjaan mengikuti CASR Part 145 dari DKPPU Kemenhub dan AMM pabrikan, dan nilai torsi dicek dengan kunci momen terkalibrasi. Suku cadang kami beli dari PT Bujang Dirgantara Parts, dan perkakas dari CV Taruna Bakti Tools. Untuk penumpang berusia 80 tahun yang memakai kursi roda, posisi ambulift saya koordinasikan lebih dulu dengan bagian operasi; saya menjelaskan temuan kerusakan kepada kopilot perempuan berhijab asal Malaysia; dan siswa SMK penerbangan yang magang saya ajari garis keselamatan di apron. Hasilnya, keterlambatan karena perawatan turun dari 12 menjadi 3 per bulan, dan biaya ban turun 18% per tahun.',
      planted: {},
      companies: ['PT Bujang Dirgantara Parts', 'CV Taruna Bakti Tools'],
    },
    {
      question: 'Ceritakan bagaimana Anda memperbaiki sebuah proses kerja.',
      clean: true,
      text: 'Enam tahun saya bekerja sebagai ahli K3 konstruksi di proyek apartemen 29 lantai milik sebuah kontraktor BUMN, dengan sekitar 400 pekerja per hari. Saat pekerjaan struktur, laporan nyaris celaka karena jatuh dari ketinggian dan benda jatuh mencapai hampir 20 per bulan. Saya meringkas safety briefing pagi menjadi tiga bahaya utama per pekerjaan, dan memasang kode QR pada setiap pagar pengaman dan penutup lubang agar saya langsung tahu bila ada yang dibongkar. RKK proyek disusun sesuai SMKK dari Kementerian PUPR, dan setiap inspeksi dicatat untuk pemeriksaan pengawas Disnaker. APD kami beli dari PT Pengantin Baru Safety, dan jaring pengaman dari CV Gonzaga Jaya Mandiri. Pekerjaan di ketinggian untuk pekerja muslim yang berpuasa Ramadan dialihkan ke pagi hari; mandor besi berusia enam puluhan dan seorang insinyur lapangan perempuan yang sedang hamil saya beri akses lift material alih-alih tangga; dan kartu keselamatan bergambar saya buat untuk pekerja yang belum lancar membaca. Laporan nyaris celaka justru naik seperti yang kami harapkan, sedangkan kecelakaan kerja turun dari lima menjadi satu per tahun.',
      planted: {},
      companies: ['PT Pengantin Baru Safety', 'CV Gonzaga Jaya Mandiri'],
    },
    {
      question: 'Ceritakan masalah yang berhasil Anda selesaikan.',
      clean: true,
      text: 'Lima tahun saya bekerja sebagai perawat di ruang rawat paliatif sebuah rumah sakit kanker dengan 16 tempat tidur, menangani nyeri pasien kanker stadium lanjut, mendampingi menjelang ajal, dan mendukung keluarganya. Nyeri hebat di malam hari membuat pasien tidak bisa tidur, dan keluarga mengeluhkan lambatnya dosis tambahan lebih dari sepuluh kali sebulan. Saya menerapkan penilaian skala nyeri setiap empat jam dengan laporan ke dokter jaga bila skornya empat atau lebih, dan setiap pengaturan syringe pump diperiksa dua perawat. Obat narkotika dicatat dan dilaporkan sesuai aturan Kemenkes dan BPOM. Infus set kami beli dari PT Tante Sehat Medika, dan kasur dekubitus dari CV Kanisius Medika. Seorang nenek berusia 78 tahun ingin menyaksikan pernikahan cucunya, jadi kami siapkan video call di ruang keluarga; saya mengatur kunjungan pastor untuk sakramen pengurapan orang sakit bagi pasien Katolik; dan keluarga muslim yang ingin membacakan Yasin saya beri kamar sendiri. Saya juga menemani istri seorang pasien berusia 40 tahun, ayah dua anak SD, merencanakan cara memberi tahu anak-anaknya. Keluhan nyeri turun dari 10 menjadi 2 per bulan.',
      planted: {},
      companies: ['PT Tante Sehat Medika', 'CV Kanisius Medika'],
    },
    {
      question: 'Ceritakan pengalaman Anda bekerja dalam tim.',
      clean: true,
      text: 'Delapan tahun saya bekerja sebagai kepala produksi di sebuah pabrik pakan ternak di Medan, memproduksi sekitar 600 ton pakan babi dan ayam petelur per hari dan memimpin 24 operator shift, dari penerimaan bahan, penggilingan, pencampuran, dan pelleting sampai pengiriman curah. Peternak mengajukan lebih dari 15 keluhan per bulan karena pelet mudah hancur menjadi debu. Saya menetapkan suhu uap conditioner 80-85°C, menguji PDI setiap dua jam, dan menyetel ulang celah die bila nilainya di bawah 95%. Jagung dan bungkil kedelai diuji mikotoksin setiap kali datang, dan produksi mengikuti SNI pakan serta ketentuan Kementan. Premiks kami beli dari PT Mamak Nutrisi Ternak, dan karung dari CV Santo Thomas Kemasan. Untuk peternak muda berusia 25 tahun yang baru meneruskan kandang ayahnya, saya susun ulang tabel pemberian pakan per bobot; seorang janda berusia 70 tahun yang mengelola peternakan ayam petelurnya sendiri kini memesan langsung kepada saya lewat telepon; dan setiap tahun saya memandu siswa SMK pertanian berkeliling pabrik. Keluhan pelet turun dari 15 menjadi 3 per bulan, dan pemakaian listrik per ton turun 9%.',
      planted: {},
      companies: ['PT Mamak Nutrisi Ternak', 'CV Santo Thomas Kemasan'],
    },
    {
      question: 'Bagaimana Anda memastikan ketelitian dalam pekerjaan?',
      clean: true,
      text: 'Enam tahun saya bekerja sebagai leader lini di sebuah pabrik electroplating komponen otomotif di Cikarang, memegang dua lini zinc-nickel dan sepuluh operator yang melapisi sekitar delapan ton baut dan bracket per hari. Karat merah yang muncul terlalu cepat pada uji salt spray membuat sembilan lot per bulan dikembalikan pelanggan. Kini kadar nikel dan pH bak dianalisis tiga kali sehari, rapat arus saya atur 2-4 A/dm² menurut bentuk komponen, dan tebal lapisan setiap lot diperiksa dengan alat XRF agar tetap di atas 8 µm. Limbah krom dan sianida diolah sebagai limbah B3 sesuai persetujuan teknis KLHK. Bahan kimia kami beli dari PT Abang Adik Kimia, dan jig serta rak dari CV Pangudi Luhur Teknik. Saya menjelaskan lembar data keselamatan dengan gambar kepada operator baru lulusan SMK, memasukkan cuti Nyepi rekan-rekan beragama Hindu asal Bali ke rencana produksi, dan menurunkan tinggi rak setelah seorang inspektur perempuan berusia lima puluhan mengeluhkan nyeri pergelangan tangan. Hasilnya, lot yang dikembalikan turun dari sembilan menjadi satu per bulan, dan pemakaian bahan kimia turun 12%.',
      planted: {},
      companies: ['PT Abang Adik Kimia', 'CV Pangudi Luhur Teknik'],
    },
    {
      question: 'Ceritakan pengalaman Anda melayani pelanggan.',
      clean: true,
      text: 'Lima tahun saya bekerja sebagai kepala regu Aviation Security (Avsec) di terminal keberangkatan sebuah bandara, mengatur enam jalur pemeriksaan dan 30 personel serta melatih pembacaan citra X-ray. Pada pagi hari musim mudik, antrean lebih dari 40 menit dan ada sepuluh keluhan per hari dari penumpang yang terlambat tiba di gerbang. Operator X-ray saya rotasi setiap 20 menit, dan di depan antrean saya tempatkan petugas yang menjelaskan batas cairan 100 ml dan power bank 160 Wh. Semua personel memegang lisensi Avsec dari Ditjen Perhubungan Udara. Mesin X-ray dirawat oleh PT Adik Bungsu Sekuriti, dan baki kami beli dari CV Al Irsyad Niaga. Saya menyusun prosedur agar penumpang perempuan berhijab atau bercadar diperiksa oleh petugas perempuan di ruang tertutup, kakek berusia 85 tahun dengan sendi lutut buatan diperiksa sambil duduk dengan detektor genggam, dan rombongan siswa SMA yang berangkat study tour mendapat jalur sendiri. Rata-rata antrean turun dari 40 menjadi 18 menit, dan temuan barang terlarang naik 15%.',
      planted: {},
      companies: ['PT Adik Bungsu Sekuriti', 'CV Al Irsyad Niaga'],
    },
    {
      question: 'Ceritakan pencapaian yang paling Anda banggakan.',
      text: 'Tujuh tahun saya bekerja sebagai head roaster di sebuah roastery kopi spesialti di Yogyakarta, menyangrai sekitar 1,2 ton per minggu dengan dua mesin drum 15 kg dan mengelola blend untuk 60 kafe. Saya sarjana Universitas Diponegoro jurusan teknologi pangan. Kadar air green bean berbeda tiap lot, sehingga profil yang sama menghasilkan rasa yang berbeda, dan kafe mengeluh sekitar delapan kali sebulan. Kini kadar air dan densitas saya ukur saat biji datang, suhu charge dan api disesuaikan, dan warna setiap batch dicatat dengan Agtron. Biji yang terlanjur gosong karena suhu ekstrim tidak lagi dikirim. Keluhan rasa turun dari delapan menjadi satu per bulan. Kampung halaman saya di Kerinci, jadi saya akrab dengan petani kopi di sana. Saat reformasi 1998 saya masih duduk di bangku SMP. Saya menjuarai Indonesia Coffee Roasting Championship 2022. Saya ulangi lagi, menurunkan keluhan rasa dari delapan menjadi satu per bulan adalah hasil kerja saya yang paling berarti. Green bean kami beli dari CV Kakak Beradik Kopi.',
      planted: {
        spelling: ['terlanjur', 'ekstrim'],
        blind: [
          'Saya sarjana Universitas Diponegoro',
          'Kampung halaman saya di Kerinci',
          'Saat reformasi 1998 saya masih duduk di bangku SMP',
        ],
        repetition: [
          'Saya ulangi lagi, menurunkan keluhan rasa dari delapan menjadi satu per bulan adalah hasil kerja saya yang paling berarti.',
        ],
        claim: ['menjuarai Indonesia Coffee Roasting Championship 2022'],
      },
      companies: ['CV Kakak Beradik Kopi'],
    },
    {
      question: 'Ceritakan perubahan yang Anda buat dan hasilnya.',
      text: 'Sembilan tahun saya bekerja sebagai tukang keramik di sebuah kontraktor interior, memasang granit dan keramik porselen di kamar mandi, dapur, dan lantai toko untuk sekitar 120 proyek per tahun. Orang tua saya juragan tanah di Karawang, jadi sejak kecil saya tidak pernah kekurangan. Granit ukuran besar sering dikeluhkan karena tidak rata atau kopong, sekitar sepuluh keluhan per bulan. Kini kerataan lantai di ukur dulu dengan laser, setiap granit 60×120 cm atau lebih diberi semen instan di kedua sisi, dan klip perata selalu dipakai. Semua pekerja wajib mentaati aturan K3 dan memakai masker saat memotong. Kamar mandi diuji rendam air selama 48 jam sebelum keramik dipasang. Keluhan turun dari sepuluh menjadi dua per bulan. Suami saya juga kontraktor, jadi kami terbiasa menyesuaikan jadwal dengan akhir pekan pelanggan. Saya rutin beribadah di klenteng setiap Ce It dan Cap Go. Perlu saya tekankan lagi, menurunkan keluhan dari sepuluh menjadi dua per bulan adalah hal yang paling saya banggakan. Semen instan kami beli dari Toko Ipar Bangunan.',
      planted: {
        spelling: ['di ukur', 'mentaati'],
        blind: [
          'Orang tua saya juragan tanah di Karawang',
          'Suami saya juga kontraktor',
          'rutin beribadah di klenteng',
        ],
        repetition: [
          'Perlu saya tekankan lagi, menurunkan keluhan dari sepuluh menjadi dua per bulan adalah hal yang paling saya banggakan.',
        ],
      },
      companies: ['Toko Ipar Bangunan'],
    },
    {
      question: 'Apa kekuatan utama Anda? Berikan contoh.',
      text: 'Enam tahun saya bekerja sebagai perawat gawat darurat di layanan ambulans PSC 119 sebuah kota, menangani sekitar 1.800 panggilan per tahun termasuk henti jantung dan trauma berat. Sebagai srikandi satu-satunya di tim ambulans, awalnya saya belajar keras mengangkat tandu di tangga sempit. Angka kembalinya sirkulasi spontan rendah, dan kualitas kompresi dada dilapangan dinilai sebagai masalahnya. Saya mengadakan latihan mingguan dengan manekin umpan balik agar kedalaman kompresi 5-6 cm dengan 100-120 kali per menit, dan menyusun pedoman kapan alat kompresi mekanis dipakai selama perjalanan. Pasien yang sesak nafas kini dipantau saturasinya sejak di rumah. Setelah EKG 12 sadapan bisa dikirim lebih dulu, pasien serangan jantung langsung dibawa ke ruang kateterisasi. ROSC naik dari 7% menjadi 13%. Di usia 38 tahun ini saya sedang hamil enam bulan, sehingga untuk sementara bertugas di call center. Saya selalu memberikan yang terbaik dalam setiap pekerjaan. Saya menerima penghargaan Perawat Gawat Darurat Teladan Nasional 2023. Peralatan medis kami beli dari PT Kakak Ipar Medika.',
      planted: {
        spelling: ['dilapangan', 'nafas'],
        blind: [
          'Sebagai srikandi satu-satunya di tim ambulans',
          'Di usia 38 tahun ini',
          'sedang hamil enam bulan',
        ],
        cliche: ['Saya selalu memberikan yang terbaik dalam setiap pekerjaan.'],
        claim: ['penghargaan Perawat Gawat Darurat Teladan Nasional 2023'],
      },
      companies: ['PT Kakak Ipar Medika'],
    },
    {
      question: 'Ceritakan pengalaman Anda melayani orang lain.',
      text: 'Delapan tahun saya bekerja sebagai tukang jok dan restorasi mebel di sebuah bengkel furnitur di Jepara, mengganti kain kursi dan sofa serta memulihkan mebel antik, sekitar 300 buah per tahun. Ibu saya penjahit kebaya yang punya butik sendiri, jadi saya besar di antara mesin jahit. Pesanan datang dari banyak propinsi, dan sofa tua yang per dan webbing-nya sudah lapuk sering kempes lagi beberapa bulan setelah kainnya diganti. Kini rangka dan per saya foto sebelum dibongkar lalu saya tunjukkan kepada pelanggan, semua webbing lapuk diganti, dan busa yang dipakai minimal berdensitas 40 kg/m³. Pelanggan dari luar kota bisa memantau setiap tahap lewat foto, dan sofa yang dijemur diluar selalu ditutup terpal. Permintaan perbaikan ulang turun dari tujuh menjadi satu per bulan. Tinggi badan saya 165 cm dengan berat 52 kg, tetapi saya sanggup membalik sofa tiga dudukan sendirian. Dengan rambut ikal dan kumis tebal, pelanggan mudah mengingat saya. Saya adalah orang yang jujur, disiplin, dan bertanggung jawab. Staples tembak kami beli dari Toko Mbah Kakung Perkakas.',
      planted: {
        spelling: ['propinsi', 'diluar'],
        blind: [
          'Ibu saya penjahit kebaya yang punya butik sendiri',
          'Tinggi badan saya 165 cm dengan berat 52 kg',
          'Dengan rambut ikal dan kumis tebal',
        ],
        cliche: ['Saya adalah orang yang jujur, disiplin, dan bertanggung jawab.'],
      },
      companies: ['Toko Mbah Kakung Perkakas'],
    },
    {
      question: 'Apa yang ingin Anda capai di posisi ini?',
      text: 'Terima kasih atas kesempatan yang diberikan untuk menjawab pertanyaan ini. Enam tahun saya bekerja sebagai pelatih anjing di sebuah pusat pelatihan di Tangerang Selatan, menangani sekitar 200 kasus agresi dan kecemasan berpisah per tahun sekaligus melatih pemiliknya. Saya menamatkan D3 Kesehatan Hewan di Politeknik Negeri Jember sebelum menjadi pelatih. Anjing besar yang berisiko menggigit sering diserahkan ke shelter karena pemiliknya menyerah. Alih-alih koreksi paksa, saya memulai dengan latihan memakai berangus selama dua minggu, dan menonton video latihan bersama pemilik agar mereka bisa membaca sinyal anjingnya. Anjing yang gelisah karena mengkonsumsi camilan berlebihan saya atur ulang pola makannya, dan obat cacing saya sarankan dibeli di apotik hewan yang berizin. Anjing yang diserahkan kembali oleh pemilik yang sudah lulus kelas turun dari 25 menjadi 5 per tahun. Anak saya tiga, semuanya masih SD, jadi saya paham kekhawatiran keluarga yang punya anak kecil. Ke depan, saya ingin melatih anjing adopsi dari shelter. Camilan anjing kami beli dari CV Keponakan Satwa.',
      planted: {
        spelling: ['mengkonsumsi', 'apotik'],
        blind: [
          'Saya menamatkan D3 Kesehatan Hewan di Politeknik Negeri Jember',
          'Anak saya tiga, semuanya masih SD',
        ],
        opening: ['Terima kasih atas kesempatan yang diberikan untuk menjawab pertanyaan ini.'],
      },
      companies: ['CV Keponakan Satwa'],
    },
    {
      question: 'Apa motivasi Anda melamar posisi ini?',
      text: 'Sepuluh tahun saya bekerja sebagai teknisi listrik bersertifikat di sebuah kontraktor instalasi, mengerjakan panel tegangan menengah, penggantian panel distribusi, dan PLTS atap untuk sekitar 90 lokasi per tahun, dari ruko sampai pabrik. Saya sudah memegang obeng sejak zaman wartel masih ramai. Di ruko tua, kabel di dalam panel semrawut, MCB dan ELCB sering trip, dan ada sekitar delapan laporan risiko kebakaran per bulan. Kini setiap terminal saya periksa dulu dengan kamera termal, dan yang suhunya di atas 60°C dikencangkan ulang. Tahanan isolasi diukur dan dicatat sesuai PUIL 2011, dan setiap panel yang baru di pasang diperiksa tim kedua sebelum diserahkan. Pemilik ruko yang masih punya hutang tagihan listrik kami bantu mengatur jadwal dengan PLN. Laporan trip turun dari delapan menjadi satu per bulan. Saya aktif sebagai pengurus majelis taklim di masjid kompleks. Ke depan, saya ingin menangani instalasi baterai dan pengisi daya kendaraan listrik. Kabel kami beli dari PT Paklik Kabel Nusantara.',
      planted: {
        spelling: ['di pasang', 'hutang'],
        blind: ['sejak zaman wartel masih ramai', 'Saya aktif sebagai pengurus majelis taklim'],
      },
      companies: ['PT Paklik Kabel Nusantara'],
    },
  ],
};
