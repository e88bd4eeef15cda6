// Fresh held-apart sets, before round thirty-six's rules (issue 36): written on 2026-12-02 (17:22-17:35 UTC) by
// a helper that writes no rules (and read none of the checks' rules, lexicons or tests, nor ran any check, bench
// or the app on this set; it read only `planted/types.ts`, `CheckKind` in `checks/types.ts`, fresh23 whole and
// the header comments of fresh15-22, to avoid their fields, phrasings and misspellings). Six clean answers per
// language, of about 450-650 Korean and 900-1,200 English and Indonesian characters, of fields no earlier set
// used (Korean: a university hospital's haemodialysis unit nurse, a print shop's offset press operator, a water
// park's lifeguard team leader, a hydroelectric power station's operator, a textile dye house's colour matcher,
// a cosmetics OEM plant's manufacturing supervisor; English: a renal dialysis nurse, a commercial litho
// printer, an indoor water park's lifeguard supervisor, a Highland hydro station's operator, a West Yorkshire
// dye house's colour matcher, a cosmetics contract manufacturer's manufacturing supervisor; Indonesian: a
// private hospital's hemodialysis nurse, a Surabaya offset printer, a Bekasi waterpark's lifeguard
// coordinator, a PLTA operator, a Bandung dye house's color matcher, a Cikarang cosmetics maklon plant's
// production supervisor), written as members write: loanwords, compounds, trade terms, abbreviations,
// agencies, figures with units, and company names that look like schools, places or family words (declared in
// `companies`); and six answers per language (a sushi chef, an animal shelter's manager, a taekwondo
// instructor, a national park ranger, a medical device sales representative, a roofing foreman) with twelve
// planted misspellings per language (Korean: common non-words 희안한, 애시당초, 통채로, 으례, 뒤치닥거리,
// 승락, real words wrong in context 반듯이 for 반드시, 지양 for 지향, 바치고 for 받치고, 재고 for 제고, and
// the bound nouns 대로 and 줄 joined in 배운대로 and 할줄; English: common misspellings hygeine, truely,
// begining, knowlege, goverment, guarentee, enviroment, and real-word confusions breath for breathe,
// compliment for complement, reign for rein, stationary for stationery, advise for advice; Indonesian: KBBI
// non-standard forms sistim, rapih, nomer, cidera, telpon, sekedar, produktifitas, antri, the prefix split in
// "di tangani" and "di latih", and the preposition joined in "disana" and "diatas"; none planted in fresh15-23
// as far as their headers and fresh23 show), sixteen blind-hiring mentions per language of the applicant's own
// traits (schools — a bachelor's degree from 부경대, "I went to the University of St Andrews", "menyelesaikan
// S1 di Institut Pertanian Bogor", an early graduate of 대전과학고, "A former head boy at Manchester Grammar
// School", "pernah bersekolah di SMA Taruna Nusantara" — hometowns — a childhood in a 통영 seaside village,
// "Raised on the Isle of Skye", "putra daerah Belitung" — direct and indirect ages — "내년이면 환갑을 맞는",
// "스물아홉 살인", "02학번인", "I remember decimalisation day as a schoolboy", "I'm twenty-nine", "I sat my
// O-levels", working "sejak era Orde Baru", "Saya yang berusia 31 tahun", "masuk kuliah tahun 2002" — gender —
// the only woman instructor or the first woman sabeum — parents' jobs and wealth — a vet father, a retired
// village animal-health officer father, a family tile or slate business over generations — marriage — a
// marriage registered this spring, engaged to be married, a church wedding blessing last month — divorce and
// children — four-year-old twins, two toddlers, raising a son alone after divorce — height, weight and
// appearance — 181cm or six foot three or 183 cm, 85 to 90 kg, a tanned sturdy or weathered bearded look — and
// religion — never missing dawn prayer meetings, a Quaker at Sunday meeting, a Protestant serving at GPIB — in
// phrasings other than fresh17-23's), two repeated figures or episodes, two clichés, one empty opening and two
// unsupported claims (awards in none of the bench's résumés) per language. Clean answers mention other people's
// families, schools, ages, genders, looks and religions (a dialysis patient of 82 and his daughter, a Muslim
// student fasting in Ramadan, a mother whose child sits an exam that day; a girls' school's yearbook and its
// pupils' skin tones, a grandson ordering his grandmother's eightieth or ninetieth birthday invitations, a
// monk's temple calendar, a Hindu temple's Diwali calendar, a vihara's Waisak calendar; Muslim women in burkinis
// or covered swimwear, children under 120 cm, pregnant guests and couples in their eighties; a primary class
// and their teacher, a woman of ninety living alone, a colleague whose wife expects a second baby; a bride's
// mother and grandmother, a woman buyer of hijab fabric, an apprentice of eighteen fresh from school; beauty
// course pupils, a colleague back from maternity or parental leave with a schoolchild, a Muslim client seeking
// halal certification) as members do.
// HELD APART: `npm run bench:checks` only says the set exists; `npm run bench:checks -- --blind` runs it, once,
// blind, by the lead, and prints counts only. Do not edit after its first run except to report.
// Its one blind run was on 2026-12-02 at 18:16 UTC (main at 8a6d85e, after round thirty-six's rules; counts in
// ADR 0039, round thirty-six); SEEN since.
import type { PlantedCase } from './types';

export const FRESH24_CASES: Record<'ko' | 'en' | 'id', PlantedCase[]> = {
  ko: [
    {
      question: '직무 전문성을 보여 줄 수 있는 경험을 기술해 주십시오.',
      clean: true,
      text: '대학병원 인공신장실에서 5년간 간호사로 일하며 혈액투석 환자 하루 평균 60명의 투석 준비, 바늘 천자, 투석 중 활력징후 관찰을 맡았습니다. 동정맥루 천자에 실패해 다시 찌르는 일이 한 달 20건 가까이 나왔고, 투석 중 저혈압으로 치료를 중단하는 환자도 잦았습니다. 저는 환자별 동정맥루 초음파 사진과 천자 위치를 전자간호기록(ENR)에 남겨 근무조가 바뀌어도 같은 자리를 찾게 했고, 건체중을 매주 다시 평가해 제수량이 시간당 500ml를 넘지 않게 조정했습니다. 투석액 수질은 대한신장학회 기준에 맞춰 매달 세균과 내독소 검사를 했습니다. 투석기 정비는 며느리메디칼, 투석 필터는 고려대의료기에서 받았습니다. 주 3회 투석을 받으시는 여든두 살 할아버지와 늘 함께 오시는 따님께는 칼륨이 많은 음식 표를 큰 글씨로 뽑아 드렸고, 라마단 금식을 지키려는 이집트인 무슬림 유학생 환자는 주치의와 함께 투석 시간을 해가 진 뒤로 옮겼습니다. 고등학생 딸이 수능을 보는 날 아침에 투석을 받으러 오신 어머니 환자에게는 첫 순서를 드렸습니다. 그 결과 재천자가 월 19건에서 4건으로, 투석 중 저혈압은 14%에서 6%로 줄었습니다.',
      planted: {},
      companies: ['며느리메디칼', '고려대의료기'],
    },
    {
      question: '업무 절차를 개선한 경험을 기술해 주십시오.',
      clean: true,
      text: '인쇄소에서 7년간 오프셋 인쇄기장으로 일하며 4색 매엽 인쇄기 2대로 하루 평균 3만 장의 카탈로그와 포장 상자를 찍었습니다. 인쇄 색이 교정쇄와 맞지 않아 재인쇄하는 일이 한 달 15건을 넘었고, 버려지는 종이가 월 2톤에 달했습니다. 저는 분광측색기로 잉크 농도와 델타E 값을 재서 2.0 안에 들어오도록 기준을 정하고, 잉크 키 설정값을 작업별 CIP3 데이터와 연동했습니다. 습수 pH는 4.8~5.3 범위로 매일 아침 기록했고, 폐잉크와 세척 용제는 환경부 지정폐기물 기준에 따라 처리했습니다. 잉크는 사돈잉크, 인쇄판은 홍대인쇄재료에서 받았습니다. 졸업 앨범을 맡긴 여자중학교 선생님들과는 학생들 얼굴색이 자연스럽게 나오도록 교정쇄를 세 번 함께 보았고, 할머니 팔순 잔치 초대장을 주문한 손자에게는 한지 느낌이 나는 종이를 골라 주었습니다. 사찰 달력을 만드는 스님과는 단청 색을 맞추려고 인쇄기 옆에서 함께 색을 보았습니다. 그 결과 재인쇄가 월 15건에서 3건으로 줄었고, 종이 손지율은 6%에서 2.5%로 낮아졌습니다.',
      planted: {},
      companies: ['사돈잉크', '홍대인쇄재료'],
    },
    {
      question: '문제를 해결했던 경험을 구체적으로 기술해 주십시오.',
      clean: true,
      text: '워터파크에서 4년간 안전요원 팀장으로 일하며 파도풀, 유수풀, 슬라이드 12개 구역에 배치되는 안전요원 45명의 근무와 교육을 맡았습니다. 성수기 주말에는 하루 입장객이 1만 명을 넘어 미아 발생과 슬라이드 착수 지점 충돌이 잦았습니다. 저는 구역별 감시 시야를 도면에 그려 사각지대에 감시탑을 하나 더 두고, 요원들이 20분마다 자리를 바꾸어 집중력이 떨어지지 않게 했습니다. 모든 요원은 대한적십자사 수상인명구조원 자격과 심폐소생술 교육을 유지하게 했고, 수질은 잔류염소 0.4~1.0mg/L를 두 시간마다 측정했습니다. 구명조끼는 외할머니레저, 구조 장비는 부산항만안전에서 받았습니다. 부르키니를 입은 무슬림 여성 손님들은 수영복 규정에 문제가 없다고 요원들에게 미리 알렸고, 키 120cm가 안 되는 어린이에게는 보호자와 함께 탈 수 있는 슬라이드를 안내했습니다. 임신한 손님과 일흔이 넘은 어르신께는 파도풀 대신 유수풀을 권했습니다. 그 결과 안전사고가 한 시즌 38건에서 11건으로 줄었고, 미아는 모두 25분 안에 보호자를 찾았습니다.',
      planted: {},
      companies: ['외할머니레저', '부산항만안전'],
    },
    {
      question: '다른 사람과 협업해 성과를 낸 경험을 기술해 주십시오.',
      clean: true,
      text: '수력발전소에서 6년간 운전원으로 일하며 설비용량 20MW 발전기 2기의 운전과 수문 조작, 댐 수위 관리를 맡았습니다. 장마철에는 유입량이 급격히 늘어 수문 조작이 늦어지면서 하류 하천의 수위 경보가 한 해 여러 번 울렸습니다. 저는 기상청 강우 예보와 상류 수위관측소 자료를 30분 단위로 받아 방류량을 미리 계산하는 표를 만들고, 방류 2시간 전에 지자체와 하류 주민에게 문자를 보내는 절차를 정했습니다. 수차 베어링 온도와 진동 값은 SCADA로 실시간 확인해 이상 징후가 보이면 정비팀에 바로 알렸습니다. 발전기 정비는 사촌형중공업, 수문 권양기는 연세기계에 맡겼습니다. 발전소 견학을 온 초등학교 4학년 학생들과 담임선생님께는 수차실을 보여 드렸고, 하류 마을에 혼자 사시는 아흔 살 할머니께는 방류 때마다 이장님을 통해 직접 알려 드렸습니다. 둘째 출산을 앞둔 아내를 둔 동료의 야간 근무는 한 달간 제가 나눠 맡았습니다. 그 결과 하류 수위 경보는 한 해 6회에서 1회로 줄었고, 연간 발전량은 8% 늘었습니다.',
      planted: {},
      companies: ['사촌형중공업', '연세기계'],
    },
    {
      question: '업무를 정확하게 처리하기 위해 노력한 경험을 기술해 주십시오.',
      clean: true,
      text: '경기도 양주의 섬유 염색 공장에서 5년간 조색 담당으로 일하며 면과 폴리에스터 원단의 색 맞춤과 배합 처방을 하루 평균 40건씩 맡았습니다. 바이어가 보낸 색 견본과 실제 원단 색이 달라 재염색하는 로트가 한 달 25건을 넘었습니다. 저는 분광측색기로 견본을 재서 CCM(컴퓨터 조색) 프로그램의 처방을 먼저 뽑고, 실험실 비커 염색 결과를 D65 광원 아래에서 확인한 뒤에만 본생산에 넘겼습니다. 염욕 온도는 분당 1.5도씩 올리고, 염료를 녹이는 물의 경도를 매일 측정했으며, 폐수는 환경부 방류수 기준에 맞춰 처리했습니다. 염료는 누이화학, 보조제는 이대앞상사에서 받았습니다. 한복 원단 색을 맞추러 오신 신부의 어머니와 외할머니께는 조명에 따라 색이 어떻게 달라지는지 보여 드렸고, 히잡 원단을 주문한 인도네시아 거래처의 여성 바이어와는 화상으로 색을 맞췄습니다. 올해 고등학교를 졸업한 막내 직원에게는 측색기 사용법을 가르쳤습니다. 그 결과 재염색 로트가 월 25건에서 6건으로 줄었고, 첫 염색에서 합격하는 비율은 72%에서 91%로 올랐습니다.',
      planted: {},
      companies: ['누이화학', '이대앞상사'],
    },
    {
      question: '고객 만족을 위해 노력했던 경험을 기술해 주십시오.',
      clean: true,
      text: '화장품 OEM 공장에서 6년간 제조 반장으로 일하며 크림과 선크림 벌크를 하루 평균 5톤씩 만들고, 유화기와 충전 라인 작업자 12명을 이끌었습니다. 여름 성수기에 선크림 물량이 몰리면 점도 불량과 분리 현상이 한 달 8로트씩 나왔습니다. 저는 유화 온도 75도, 호모믹서 3,500rpm, 냉각 속도를 로트마다 기록하는 제조 기록서를 새로 만들고, 원료 칭량은 바코드 저울로 이중 확인하게 했습니다. 모든 공정은 식품의약품안전처 CGMP 기준에 맞춰 관리했고, 자외선 차단 지수는 로트마다 외부 시험기관에 맡겼습니다. 원료는 시어머니케미칼, 용기는 인천대포장에서 받았습니다. 공장 견학을 온 뷰티고등학교 학생들에게는 방진복 입는 법부터 가르쳤고, 육아휴직에서 복귀한 여성 동료는 초등학생 아들의 하교 시간에 맞춰 조기 퇴근조로 배정했습니다. 할랄 인증 제품을 주문한 말레이시아 고객사의 무슬림 담당자와는 원료 목록을 하나하나 함께 확인했습니다. 그 결과 벌크 불량이 월 8로트에서 1로트로 줄었고, 납기 준수율은 86%에서 98%로 올랐습니다.',
      planted: {},
      companies: ['시어머니케미칼', '인천대포장'],
    },
    {
      question: '지원 분야 관련 경험과 성과를 기술해 주십시오.',
      text: '서울의 한 일식당에서 8년간 조리장으로 일하며 스시 카운터 12석과 오마카세 코스, 생선 손질과 숙성을 맡았습니다. 부경대 식품공학과에서 학사 학위를 받고 도쿄의 스시 학교에서 1년을 더 배웠습니다. 생선이 들어올 때마다 숙성 상태가 달라 손님이 희안한 냄새가 난다며 접시를 돌려보내는 일이 한 달 10건 가까이 있었습니다. 저는 어종별 숙성 시간과 온도를 기록표로 만들고, 숙성고는 영상 1도, 습도 85%로 맞췄습니다. 밥은 초 배합과 온도 36도를 반듯이 지키도록 했습니다. 그 결과 접시 반품이 월 10건에서 1건으로 줄었습니다. 통영 바닷가 마을에서 유년 시절을 보내 제철 생선을 보는 눈이 남다릅니다. 내년이면 환갑을 맞는 저는 지금도 새벽 4시에 노량진 시장에 나갑니다. 2023년 전국 일식 요리 경연대회 대상을 받았습니다. 다시 한번 강조하자면, 접시 반품을 월 10건에서 1건으로 줄인 일이 가장 큰 보람이었습니다. 생선은 장인어른수산에서 받습니다.',
      planted: {
        spelling: ['희안한', '반듯이'],
        blind: ['부경대 식품공학과에서 학사 학위를 받고', '통영 바닷가 마을에서 유년 시절을 보내', '내년이면 환갑을 맞는'],
        repetition: ['다시 한번 강조하자면, 접시 반품을 월 10건에서 1건으로 줄인 일이 가장 큰 보람이었습니다.'],
        claim: ['2023년 전국 일식 요리 경연대회 대상'],
      },
      companies: ['장인어른수산'],
    },
    {
      question: '업무 절차를 개선한 경험을 기술해 주십시오.',
      text: '시립 유기동물 보호소에서 5년간 관리팀장으로 일하며 개와 고양이 평균 150마리의 입소, 건강 관리, 입양 상담을 맡았습니다. 수의사이신 아버지 병원에서 어려서부터 진료 보조를 했습니다. 애시당초 보호소에는 입소 기록이 종이로만 남아 있어 전염병이 돌아도 어디서 시작됐는지 알 수 없었습니다. 저는 입소 동물마다 마이크로칩 번호와 접종, 중성화 이력을 동물보호관리시스템에 입력하고, 새로 들어온 동물은 7일간 격리실에서 지내게 했습니다. 평생 함께할 가족 찾기를 지양하며 입양 상담 방식도 바꿔, 상담 뒤 하루를 더 생각하고 결정하게 했습니다. 그 결과 파보 장염 집단 발생이 한 해 4번에서 0번이 되었고, 입양 후 파양은 연 30건에서 7건으로 줄었습니다. 올봄 혼인신고를 마친 저는 주말이면 남편과 함께 임시 보호 가정을 찾아갑니다. 새벽기도에 빠지지 않는 저는 교회 청년부 봉사 활동도 이끌고 있습니다. 거듭 강조하지만, 파양을 연 30건에서 7건으로 줄인 일이 가장 뿌듯했습니다. 사료는 큰아버지펫푸드에서 받습니다.',
      planted: {
        spelling: ['애시당초', '지양'],
        blind: ['수의사이신 아버지 병원에서', '올봄 혼인신고를 마친', '새벽기도에 빠지지 않는'],
        repetition: ['거듭 강조하지만, 파양을 연 30건에서 7건으로 줄인 일이 가장 뿌듯했습니다.'],
      },
      companies: ['큰아버지펫푸드'],
    },
    {
      question: '본인의 강점을 경험과 함께 기술해 주십시오.',
      text: '동네 태권도장에서 7년간 사범으로 일하며 유치부부터 성인부까지 관원 140명의 수련과 승급 심사를 맡았습니다. 도장에서 유일한 여자 사범으로 처음에는 학부모님들의 걱정도 들었습니다. 겨루기 수업에서 발목과 손가락 부상이 한 달 6건씩 나와 그만두는 관원이 늘었습니다. 저는 준비 운동을 15분으로 늘리고, 나이와 체급별로 조를 나누어 보호구 착용을 의무로 했습니다. 국기원 지도자 연수에서 배운대로 품새와 겨루기 비율을 연령별로 조정했고, 띠를 통채로 바꾸는 승급 대신 단계별 줄띠를 도입해 아이들이 성취감을 자주 느끼게 했습니다. 그 결과 부상이 월 6건에서 1건으로 줄고, 관원 재등록률은 64%에서 85%로 올랐습니다. 스물아홉 살인 저는 네 살배기 쌍둥이를 키우며 저녁에는 생활스포츠지도사 공부도 합니다. 저는 준비된 인재라고 자부합니다. 2024년 대한태권도협회 올해의 지도자상을 받았습니다. 도복은 고모네스포츠에서 삽니다.',
      planted: {
        spelling: ['배운대로', '통채로'],
        blind: ['유일한 여자 사범으로', '스물아홉 살인', '네 살배기 쌍둥이를 키우며'],
        cliche: ['저는 준비된 인재라고 자부합니다.'],
        claim: ['2024년 대한태권도협회 올해의 지도자상'],
      },
      companies: ['고모네스포츠'],
    },
    {
      question: '고객을 위해 노력했던 경험을 기술해 주십시오.',
      text: '국립공원 사무소에서 6년간 레인저로 일하며 탐방로 42km의 순찰, 산불 감시, 조난자 구조를 맡았습니다. 가을 단풍철이면 하루 탐방객이 2만 명을 넘어 탈진과 발목 부상 신고가 주말마다 10건 가까이 들어왔습니다. 저는 신고 위치를 다목적 위치표지판 번호로 알려 주도록 안내문을 바꾸고, 구조가 잦은 세 구간에 간이 쉼터와 AED를 두었습니다. 예전에는 대원 네 명이 어깨로 들것을 바치고 내려왔지만, 이제는 바퀴 달린 구조 들것을 씁니다. 으례 오전에 하던 순찰은 하산객이 몰리는 오후 4시 이후로 옮겼습니다. 그 결과 구조 출동 시간이 평균 48분에서 27분으로 줄었습니다. 신장 181cm, 몸무게 85kg의 체격이라 부상자를 업고 내려오는 일에 자신 있습니다. 구릿빛 피부와 다부진 인상 덕분에 탐방객들이 먼저 길을 물어 옵니다. 성실함은 저의 가장 큰 무기입니다. 등산 장비는 할머니산악에서 구입합니다.',
      planted: {
        spelling: ['바치고', '으례'],
        blind: ['신장 181cm', '몸무게 85kg', '구릿빛 피부와 다부진 인상'],
        cliche: ['성실함은 저의 가장 큰 무기입니다.'],
      },
      companies: ['할머니산악'],
    },
    {
      question: '지원 분야에서 이루고 싶은 목표를 기술해 주십시오.',
      text: '이 질문을 받고 잠시 제 지난 시간을 돌아보았습니다. 의료기기 회사에서 6년간 영업 담당으로 일하며 수도권 종합병원 18곳에 인공관절과 수술용 내비게이션 장비를 공급했습니다. 대전과학고를 조기 졸업한 뒤 생명공학을 전공해 제품 원리를 설명하는 데 강합니다. 수술 당일 임플란트 사이즈가 빠져 수술실 간호사들이 뒤치닥거리를 하는 일이 한 달 5건씩 있었습니다. 저는 수술 일정표를 받아 전날 저녁에 사이즈별 키트를 점검하고, 수술실에서는 식품의약품안전처 지침과 병원 감염관리 규정을 지켰습니다. 병원 구매팀에는 재고 관리 효율을 재고하기 위해 위탁 재고 방식을 제안했습니다. 그 결과 키트 누락이 월 5건에서 0건이 되었고, 담당 병원 매출은 3년 만에 40% 늘었습니다. 이혼 후 홀로 아들을 키우는 저는 출장 일정도 누구보다 꼼꼼히 짭니다. 앞으로는 로봇 수술 장비의 임상 교육까지 맡는 전문가가 되고 싶습니다. 멸균 포장재는 삼촌메드에서 받습니다.',
      planted: {
        spelling: ['뒤치닥거리', '재고하기'],
        blind: ['대전과학고를 조기 졸업한', '이혼 후 홀로 아들을 키우는'],
        opening: ['이 질문을 받고 잠시 제 지난 시간을 돌아보았습니다.'],
      },
      companies: ['삼촌메드'],
    },
    {
      question: '지원 동기를 기술해 주십시오.',
      text: '지붕 시공 업체에서 9년간 반장으로 일하며 한옥 기와지붕과 공장 샌드위치 패널 지붕의 시공과 방수 보수를 한 해 약 80건 맡았습니다. 집안이 대대로 기와 공장을 운영해 넉넉한 편이라 어려서부터 기와를 만지며 자랐습니다. 02학번인 저는 건축공학을 전공하고 현장에 들어왔습니다. 장마철이면 보수한 지붕에서 다시 물이 샌다는 하자 신고가 한 달 12건씩 들어왔습니다. 저는 보수 전에 열화상 카메라로 누수 경로를 찾고, 용마루와 처마 끝의 방수 시트 겹침 폭을 15cm 이상으로 정했습니다. 고소 작업은 산업안전보건법에 따라 안전대 부착 설비를 먼저 설치했고, 집주인의 승락을 받아 작업 전후 사진을 모두 남겼습니다. 새로 온 직원이 안전대 체결을 할줄 모르면 첫 주는 지상에서만 일하게 했습니다. 그 결과 하자 신고가 월 12건에서 2건으로 줄었습니다. 앞으로는 한옥 지붕 보수 기술을 후배들에게 물려주고 싶습니다. 방수 시트는 처가방수에서 받습니다.',
      planted: {
        spelling: ['승락', '할줄'],
        blind: ['집안이 대대로 기와 공장을 운영해 넉넉한 편이라', '02학번인'],
      },
      companies: ['처가방수'],
    },
  ],
  en: [
    {
      question: 'Tell us about a time you improved quality at work.',
      clean: true,
      text: "For five years I have been a renal nurse in a hospital haemodialysis unit, running about 60 patient sessions a day across two shifts, from priming machines to cannulation and monitoring. We were missing fistula needles nearly 20 times a month, and too many sessions were stopped early because blood pressure dropped. I started recording an ultrasound image and the agreed needling sites for every fistula in the renal record so that each shift could find the same spots, and I reassess dry weight weekly so that fluid removal stays under 500 ml an hour. Water for dialysis is tested monthly for bacteria and endotoxin to the UK Kidney Association standard. Our machines are serviced by Daughter-in-Law Medical and our dialysers come from Oxford Street Renal Supplies. An 82-year-old man who comes three times a week with his daughter now has a large-print potassium guide; when an Egyptian student who is a practising Muslim wanted to fast for Ramadan, I worked with his consultant to move his sessions after sunset; and a mother whose son was sitting his GCSEs that morning got the first slot. Missed needlings fell from 19 a month to four, and episodes of low blood pressure from 14% to 6%.",
      planted: {},
      companies: ['Daughter-in-Law Medical', 'Oxford Street Renal Supplies'],
    },
    {
      question: 'Give an example of how you made a process work better.',
      clean: true,
      text: "I have worked for seven years as a litho printer at a commercial print firm, running two four-colour sheetfed presses that produce about 30,000 sheets a day of catalogues and cartons. Colour regularly drifted from the signed-off proof, we reprinted more than 15 jobs a month, and we wasted two tonnes of paper a month. I set a target of Delta E under 2.0 measured with a spectrophotometer, linked ink key presets to the CIP3 data for each job, and now log fount solution pH at 4.8 to 5.3 every morning. Waste ink and wash-up solvent go out as hazardous waste under Environment Agency rules. Inks come from Grandson Inks Ltd and plates from Cambridge Road Graphics. For a girls' secondary school's yearbook I went through three proofs with the teachers so that every pupil's skin tone looked natural, a young man ordering invitations for his grandmother's ninetieth birthday chose a textured stock with me, and for a Hindu temple's Diwali calendar I matched the marigold orange with the priest beside the press. Reprints fell from 15 a month to three, and paper waste from 6% to 2.5%.",
      planted: {},
      companies: ['Grandson Inks Ltd', 'Cambridge Road Graphics'],
    },
    {
      question: 'Tell us about a problem you solved at work.',
      clean: true,
      text: "For four years I have been the lifeguard supervisor at an indoor water park, rostering and training 45 lifeguards across a wave pool, a lazy river and twelve flumes. On summer weekends we took more than 4,000 visitors a day, and lost children and collisions at flume run-outs were a weekly problem. I drew sightlines for every zone onto the site plan, added a lifeguard chair where the wave pool had a blind spot, and rotated guards every 20 minutes so that attention never slipped. Every guard holds a current RLSS National Pool Lifeguard Qualification, and free chlorine is tested every two hours to stay between 1.0 and 2.0 mg/l under PWTAG guidance. Buoyancy aids come from Nana's Leisure Kit and rescue equipment from Portsmouth Harbour Safety. I told the team in advance that Muslim women in burkinis meet our swimwear rules, steered children under 1.2 m to flumes they can ride with a parent, and suggested the lazy river rather than the wave pool to pregnant guests and to a couple in their eighties celebrating their diamond wedding. Incidents fell from 38 a season to 11, and every lost child was back with family within 25 minutes.",
      planted: {},
      companies: ["Nana's Leisure Kit", 'Portsmouth Harbour Safety'],
    },
    {
      question: 'Describe a time you worked as part of a team.',
      clean: true,
      text: 'I have spent six years as an operator at a hydroelectric power station in the Scottish Highlands, running two 20 MW generating sets, the intake gates and reservoir levels. In heavy rain, inflows rose faster than we could react, and the river downstream reached flood warning level several times a year. I built a spreadsheet that takes Met Office rainfall forecasts and upstream gauge readings every 30 minutes to plan releases ahead, and set up a procedure to text the council and riverside residents two hours before any spill. Turbine bearing temperatures and vibration are watched live on SCADA, and any odd trend goes straight to the maintenance team. The dam is inspected under the Reservoirs Act by a panel engineer. Generator overhauls are done by Second Cousin Engineering and gate winches by Glasgow Academy Hydraulics. I showed a Primary 6 class and their teacher around the turbine hall, I reach a woman of ninety who lives alone by the river through her neighbour before every release, and I covered a month of night shifts for a colleague whose wife was expecting their second baby. River warnings fell from six a year to one, and annual output rose by 8%.',
      planted: {},
      companies: ['Second Cousin Engineering', 'Glasgow Academy Hydraulics'],
    },
    {
      question: 'Tell us how you make sure your work is accurate.',
      clean: true,
      text: "For five years I have been the colour matcher at a textile dye house in West Yorkshire, working out recipes for about 40 cotton and polyester shades a day. Production often missed the buyer's standard, and more than 25 lots a month had to be re-dyed. I now measure every standard on a spectrophotometer, take a first recipe from our colour-matching software, and only pass a shade to bulk once the lab dip has been checked under D65 light in the viewing cabinet. Dye bath temperature rises at 1.5°C a minute, water hardness is tested daily, and effluent is treated to our Environment Agency consent. Dyes come from Stepmother Chemicals and auxiliaries from Harrogate Ladies' Trading. A bride's mother and grandmother came in to match silk for a wedding sari, and I showed them how the shade shifts between daylight and shop lighting; I matched a hijab fabric over video with a woman buyer in Jakarta; and I taught the spectrophotometer to an apprentice of eighteen who had just left sixth form. Re-dyed lots fell from 25 a month to six, and right-first-time shades rose from 72% to 91%.",
      planted: {},
      companies: ['Stepmother Chemicals', "Harrogate Ladies' Trading"],
    },
    {
      question: 'Give an example of how you put customers first.',
      clean: true,
      text: 'I have worked for six years as a manufacturing supervisor at a cosmetics contract manufacturer, making about five tonnes a day of creams and sun creams and leading a team of twelve on the emulsifying vessels and filling lines. In the summer peak, sun cream batches were failing for viscosity or separation about eight times a month. I wrote a new batch record that logs emulsifying at 75°C, homogeniser speed of 3,500 rpm and the cooling rate for every batch, and raw material weighing is now double-checked on barcode scales. Every step follows ISO 22716 GMP and the UK Cosmetics Regulation, and SPF is tested by an outside laboratory for every batch. Raw materials come from Mother-in-Law Chemicals and packaging from Bristol Grammar Packaging. I taught students from a further education college beauty course how to gown up for the cleanroom, put a colleague back from maternity leave on the early shift so she can collect her son from school, and went through the raw material list line by line with a Muslim client in Malaysia who needed halal certification. Failed batches fell from eight a month to one, and on-time delivery rose from 86% to 98%.',
      planted: {},
      companies: ['Mother-in-Law Chemicals', 'Bristol Grammar Packaging'],
    },
    {
      question: 'Tell us about an achievement you are proud of.',
      text: 'For eight years I have been head sushi chef at a London restaurant, running a twelve-seat counter and an omakase menu and handling the breaking down and ageing of fish. I went to the University of St Andrews to read chemistry before I trained at a sushi academy in Tokyo. Ageing varied from one delivery to the next, and nearly ten plates a month came back because guests thought the fish smelled off. I built a log of ageing times and temperatures for each species, set the ageing fridge to 1°C and 85% humidity, and retrained the team on knife hygeine between fish and shellfish. Rice is seasoned and held at 36°C, and I taught juniors to stop, breath and check the rice before every service. Returned plates fell from ten a month to one. Raised on the Isle of Skye, I learned to judge fish on the pier. I remember decimalisation day as a schoolboy, and I still go to Billingsgate at four in the morning. I won the gold medal at the 2023 National Sushi Championship. To say it once more, bringing returned plates down from ten a month to one is the achievement I value most. Our fish comes from Father-in-Law Seafoods.',
      planted: {
        spelling: ['hygeine', 'breath'],
        blind: [
          'I went to the University of St Andrews',
          'Raised on the Isle of Skye',
          'I remember decimalisation day as a schoolboy',
        ],
        repetition: [
          'To say it once more, bringing returned plates down from ten a month to one is the achievement I value most.',
        ],
        claim: ['gold medal at the 2023 National Sushi Championship'],
      },
      companies: ['Father-in-Law Seafoods'],
    },
    {
      question: 'Describe a change you introduced and its results.',
      text: 'For five years I have been the kennel and cattery manager at a council-funded animal rescue centre, caring for about 150 dogs and cats at a time, from intake and health checks to rehoming interviews. My father is a vet, and I spent my school holidays helping in his practice. Intake records were on paper, so when parvovirus broke out nobody could tell where it had started. I put every animal\'s microchip number, vaccinations and neutering history into our shelter database, and new arrivals now spend seven days in isolation. I also changed how we rehome: a good home should compliment the dog\'s temperament, so every adopter meets the dog twice and takes a day to decide. Parvovirus outbreaks fell from four a year to none, and returns after adoption fell from 30 a year to seven. Engaged to be married this summer, I spend weekends with my fiancé visiting foster homes. As a Quaker who attends meeting every Sunday, I also run a volunteer rota through our local meeting house. I am truely proud of this team. Let me stress it again: cutting returns from 30 a year to seven is what I am proudest of. Our food comes from Big Uncle Pet Foods.',
      planted: {
        spelling: ['compliment', 'truely'],
        blind: ['My father is a vet', 'Engaged to be married this summer', 'As a Quaker who attends meeting every Sunday'],
        repetition: ['Let me stress it again: cutting returns from 30 a year to seven is what I am proudest of.'],
      },
      companies: ['Big Uncle Pet Foods'],
    },
    {
      question: 'What strength would you bring to this role? Give an example.',
      text: "For seven years I have been an instructor at a taekwondo club, teaching about 140 members from four-year-olds to adults and running gradings. As the only female black belt coach at the club, I heard from some worried parents at the begining. Sparring classes were producing six ankle and finger injuries a month, and members were leaving. I extended warm-ups to 15 minutes, split groups by age and weight, and made full protective kit compulsory. Following what I learned on the British Taekwondo coaching course, I rebalanced patterns and sparring for each age group, and instead of giving coaches free reign over gradings, I introduced tag belts between colour belts so that children see their progress more often. Injuries fell from six a month to one, and renewals rose from 64% to 85%. I'm twenty-nine and a mother of four-year-old twins, and I study for my next coaching qualification in the evenings. I am a natural leader with excellent communication skills. I received the 2024 British Taekwondo Coach of the Year award. Our doboks come from Godmother Sports.",
      planted: {
        spelling: ['begining', 'reign'],
        blind: ['the only female black belt coach at the club', "I'm twenty-nine", 'a mother of four-year-old twins'],
        cliche: ['I am a natural leader with excellent communication skills.'],
        claim: ['2024 British Taekwondo Coach of the Year award'],
      },
      companies: ['Godmother Sports'],
    },
    {
      question: 'Describe how you meet the needs of the people you serve.',
      text: "I have worked for six years as a ranger in a national park, patrolling 42 km of paths, watching for wildfires and leading callouts with the local mountain rescue team. In the autumn more than 20,000 walkers a day came through, and we had nearly ten callouts for exhaustion and ankle injuries every weekend. I rewrote our signs so that callers give the number on the nearest waymarker, and put emergency shelters and defibrillators on the three busiest stretches. My knowlege of the terrain told me to move afternoon patrols to after 4 pm, when most walkers come down. We also printed new stationary for the visitor centres with what3words locations on every map. Average response time fell from 48 minutes to 27. Standing six foot three and weighing around 90 kg, I can carry a casualty down when the stretcher cannot get through. With my weathered, bearded face, walkers often stop me for directions. I thrive under pressure and always go the extra mile. My kit comes from Granny's Outdoor Store.",
      planted: {
        spelling: ['knowlege', 'stationary'],
        blind: ['Standing six foot three', 'weighing around 90 kg', 'weathered, bearded face'],
        cliche: ['I thrive under pressure and always go the extra mile.'],
      },
      companies: ["Granny's Outdoor Store"],
    },
    {
      question: 'What do you hope to achieve in this role?',
      text: "Before I answer, let me say a little about myself. For six years I have been a territory manager for a medical device company, supplying knee and hip implants and surgical navigation systems to 18 hospitals around London. A former head boy at Manchester Grammar School, I read biomedical science and can explain how our products work. Nearly five times a month a size was missing from the implant set on the day of surgery, and theatre nurses had to chase spare kit while the patient waited. I now take the theatre list the day before, check every set by size the evening before surgery, and follow MHRA guidance and each trust's infection control rules in theatre. When procurement asked for my advise on stock, I proposed consignment stock so that the trust only pays for what it uses. Missing sizes fell to none, and sales across my hospitals grew by 40% in three years. Divorced and raising my son on my own, I plan my travel more carefully than anyone. I know the NHS supply chain and goverment framework agreements well. Next, I want to move into clinical training on robotic surgery. Our sterile packaging comes from Uncle Ray's Medical.",
      planted: {
        spelling: ['advise', 'goverment'],
        blind: ['A former head boy at Manchester Grammar School', 'Divorced and raising my son on my own'],
        opening: ['Before I answer, let me say a little about myself.'],
      },
      companies: ["Uncle Ray's Medical"],
    },
    {
      question: 'Why do you want this role?',
      text: "For nine years I have been a roofing foreman, leading slate, tile and flat roof repairs on about 80 jobs a year, from listed cottages to factory units. My family has owned a slate quarry in Wales for four generations, so I grew up handling slate and never had to worry about money. I sat my O-levels and then a building apprenticeship before joining the trade. Every wet season we had about twelve call-backs a month for leaks on roofs we had already repaired. I now use a thermal camera to trace the leak path before any repair, and set a minimum 150 mm lap for membranes at ridges and eaves. Working at height follows HSE guidance, with edge protection up before anyone climbs, and I photograph every roof before and after with the owner's agreement. Every repair now comes with a written ten-year guarentee. New starters who cannot clip on a harness properly spend their first week at ground level, away from an enviroment of open edges. Call-backs fell from twelve a month to two. Next, I want to pass on heritage slating skills to apprentices. Our membranes come from In-Laws Roofing Supplies.",
      planted: {
        spelling: ['guarentee', 'enviroment'],
        blind: ['My family has owned a slate quarry in Wales for four generations', 'I sat my O-levels'],
      },
      companies: ['In-Laws Roofing Supplies'],
    },
  ],
  id: [
    {
      question: 'Ceritakan pengalaman Anda meningkatkan mutu kerja.',
      clean: true,
      text: 'Lima tahun saya bekerja sebagai perawat di unit hemodialisis sebuah rumah sakit swasta, menangani sekitar 60 sesi cuci darah per hari dalam dua shift, mulai dari priming mesin sampai pemantauan selama dialisis. Penusukan cimino yang gagal terjadi hampir 20 kali sebulan, dan banyak sesi dihentikan lebih awal karena tekanan darah pasien turun. Saya mencatat foto USG dan titik tusuk setiap akses cimino di rekam medis agar perawat shift berikutnya menusuk di titik yang sama, dan menilai ulang berat badan kering setiap minggu agar penarikan cairan tidak lebih dari 500 ml per jam. Air untuk dialisis diuji bakteri dan endotoksin setiap bulan sesuai pedoman Pernefri. Mesin dialisis diservis oleh PT Menantu Medika Prima, dan dialiser kami beli dari CV Unpad Alkes Sejahtera. Untuk seorang kakek berusia 82 tahun yang datang tiga kali seminggu bersama putrinya, saya cetak daftar makanan tinggi kalium dengan huruf besar; untuk pasien muslim yang ingin berpuasa Ramadan, saya dan dokter penanggung jawab memindahkan jadwalnya ke malam hari setelah berbuka; dan seorang ibu yang anaknya ujian SNBT hari itu saya beri giliran pertama. Hasilnya, penusukan gagal turun dari 19 menjadi 4 per bulan, dan hipotensi saat dialisis dari 14% menjadi 6%.',
      planted: {},
      companies: ['PT Menantu Medika Prima', 'CV Unpad Alkes Sejahtera'],
    },
    {
      question: 'Ceritakan bagaimana Anda memperbaiki sebuah proses kerja.',
      clean: true,
      text: 'Tujuh tahun saya bekerja sebagai operator mesin cetak offset di sebuah percetakan di Surabaya, menjalankan dua mesin sheetfed empat warna yang mencetak sekitar 30.000 lembar katalog dan kemasan karton per hari. Warna hasil cetak sering berbeda dari proof yang sudah disetujui, lebih dari 15 pekerjaan per bulan harus dicetak ulang, dan kertas yang terbuang mencapai dua ton per bulan. Saya menetapkan batas Delta E di bawah 2,0 yang diukur dengan spektrofotometer, menghubungkan setelan kunci tinta dengan data CIP3 setiap pekerjaan, dan mencatat pH air pembasah 4,8-5,3 setiap pagi. Limbah tinta dan pelarut pencuci dikelola sebagai limbah B3 sesuai aturan KLHK. Tinta kami beli dari PT Cucu Warna Grafika, dan pelat dari CV Kampus Grafika Mandiri. Untuk buku tahunan sebuah SMA putri, saya memeriksa proof tiga kali bersama para guru agar warna kulit setiap siswi tampak alami; seorang cucu yang memesan undangan ulang tahun ke-80 neneknya saya bantu memilih kertas bertekstur; dan untuk kalender Waisak sebuah vihara, saya mencocokkan warna jubah para bhikkhu bersama pengurusnya di samping mesin. Hasilnya, cetak ulang turun dari 15 menjadi 3 per bulan, dan kertas terbuang dari 6% menjadi 2,5%.',
      planted: {},
      companies: ['PT Cucu Warna Grafika', 'CV Kampus Grafika Mandiri'],
    },
    {
      question: 'Ceritakan masalah yang berhasil Anda selesaikan.',
      clean: true,
      text: 'Empat tahun saya bekerja sebagai koordinator lifeguard di sebuah waterpark di Bekasi, mengatur jadwal dan pelatihan 45 lifeguard di kolam ombak, lazy river, dan dua belas seluncuran. Pada akhir pekan musim libur, pengunjung bisa lebih dari 10.000 orang per hari, dan anak hilang serta tabrakan di ujung seluncuran terjadi setiap minggu. Saya menggambar jangkauan pandang setiap zona di denah lokasi, menambah satu menara pengawas di titik buta kolam ombak, dan merotasi petugas setiap 20 menit agar konsentrasi tidak turun. Setiap lifeguard wajib memegang sertifikat penyelamat kolam dan pelatihan RJP, dan kadar klorin bebas diukur setiap dua jam agar tetap 1-2 mg/L sesuai Permenkes tentang kolam renang. Pelampung kami beli dari CV Nenek Ceria Rekreasi, dan peralatan penyelamatan dari PT Tanjung Perak Safety. Saya memberi tahu tim sejak awal bahwa pengunjung muslimah yang memakai baju renang tertutup boleh berenang di semua kolam, mengarahkan anak yang tingginya di bawah 120 cm ke seluncuran yang bisa dinaiki bersama orang tua, dan menyarankan lazy river kepada ibu hamil serta pasangan kakek-nenek berusia delapan puluhan. Hasilnya, insiden turun dari 38 menjadi 11 per musim, dan setiap anak hilang kembali ke keluarganya dalam 25 menit.',
      planted: {},
      companies: ['CV Nenek Ceria Rekreasi', 'PT Tanjung Perak Safety'],
    },
    {
      question: 'Ceritakan pengalaman Anda bekerja dalam tim.',
      clean: true,
      text: 'Enam tahun saya bekerja sebagai operator di sebuah PLTA di Jawa Barat, mengoperasikan dua unit generator 20 MW, pintu air, dan tinggi muka air waduk. Saat hujan deras, debit masuk naik lebih cepat daripada kemampuan kami bereaksi, dan sungai di hilir beberapa kali setahun mencapai status siaga banjir. Saya membuat lembar kerja yang mengolah prakiraan hujan BMKG dan data pos duga air di hulu setiap 30 menit untuk merencanakan pelepasan air lebih awal, serta menetapkan prosedur mengirim pesan kepada BPBD dan warga bantaran sungai dua jam sebelum pintu pelimpah dibuka. Suhu bantalan dan getaran turbin dipantau langsung melalui SCADA, dan tren yang janggal segera dilaporkan ke tim pemeliharaan. Overhaul generator dikerjakan oleh PT Saudara Tua Teknik, dan winch pintu air oleh CV Trisakti Hidro Mekanik. Saya mengajak siswa kelas 5 SD bersama wali kelasnya berkeliling ruang turbin, menghubungi seorang nenek berusia 90 tahun yang tinggal sendiri di tepi sungai melalui ketua RT setiap kali air akan dilepas, dan menggantikan shift malam rekan yang istrinya sedang menunggu kelahiran anak kedua. Hasilnya, status siaga di hilir turun dari enam menjadi satu kali per tahun, dan produksi listrik tahunan naik 8%.',
      planted: {},
      companies: ['PT Saudara Tua Teknik', 'CV Trisakti Hidro Mekanik'],
    },
    {
      question: 'Bagaimana Anda memastikan ketelitian dalam pekerjaan?',
      clean: true,
      text: 'Lima tahun saya bekerja sebagai color matcher di sebuah pabrik pencelupan tekstil di Bandung, menyusun resep warna untuk sekitar 40 warna kain katun dan poliester per hari. Hasil produksi sering meleset dari standar warna pembeli, dan lebih dari 25 lot per bulan harus dicelup ulang. Kini setiap standar saya ukur dengan spektrofotometer, resep awal diambil dari perangkat lunak pencocokan warna, dan warna baru diteruskan ke produksi massal setelah lab dip diperiksa di bawah lampu D65. Suhu bak celup dinaikkan 1,5°C per menit, kesadahan air diuji setiap hari, dan limbah cair diolah sesuai baku mutu dari KLHK. Zat warna kami beli dari PT Ibu Mertua Kimia, dan zat pembantu dari CV Santa Ursula Niaga. Seorang ibu dan nenek calon pengantin datang untuk mencocokkan warna kain kebaya, dan saya tunjukkan perbedaan warnanya di bawah cahaya siang dan lampu toko; saya mencocokkan warna kain jilbab melalui panggilan video dengan seorang pembeli perempuan di Kuala Lumpur; dan saya mengajari cara memakai spektrofotometer kepada karyawan baru berusia 18 tahun yang baru lulus SMK. Hasilnya, lot celup ulang turun dari 25 menjadi 6 per bulan, dan warna yang tepat pada pencelupan pertama naik dari 72% menjadi 91%.',
      planted: {},
      companies: ['PT Ibu Mertua Kimia', 'CV Santa Ursula Niaga'],
    },
    {
      question: 'Ceritakan pengalaman Anda melayani pelanggan.',
      clean: true,
      text: 'Enam tahun saya bekerja sebagai supervisor produksi di sebuah pabrik kosmetik maklon di Cikarang, membuat sekitar lima ton krim dan tabir surya per hari dan memimpin dua belas operator di tangki emulsi dan lini pengisian. Pada musim puncak, bets tabir surya gagal karena kekentalan atau pemisahan sekitar delapan kali sebulan. Saya menyusun catatan pengolahan bets baru yang mencatat suhu emulsi 75°C, kecepatan homogenizer 3.500 rpm, dan laju pendinginan untuk setiap bets, dan penimbangan bahan baku kini diperiksa ganda dengan timbangan barcode. Seluruh proses mengikuti CPKB dari BPOM, dan nilai SPF setiap bets diuji oleh laboratorium luar. Bahan baku kami beli dari PT Paman Kimia Nusantara, dan kemasan dari CV Al Azhar Kemas. Saya mengajari siswi SMK jurusan tata kecantikan yang magang cara memakai baju cleanroom, menempatkan rekan perempuan yang baru kembali dari cuti melahirkan di shift pagi agar bisa menjemput anaknya dari SD, dan memeriksa daftar bahan baku satu per satu bersama klien muslim dari Malaysia yang membutuhkan sertifikat halal BPJPH. Hasilnya, bets gagal turun dari delapan menjadi satu per bulan, dan ketepatan pengiriman naik dari 86% menjadi 98%.',
      planted: {},
      companies: ['PT Paman Kimia Nusantara', 'CV Al Azhar Kemas'],
    },
    {
      question: 'Ceritakan pencapaian yang paling Anda banggakan.',
      text: 'Delapan tahun saya bekerja sebagai kepala koki sushi di sebuah restoran Jepang di Jakarta, mengelola konter sushi 12 kursi dan menu omakase, termasuk memotong dan mematangkan ikan. Saya menyelesaikan S1 di Institut Pertanian Bogor jurusan teknologi pangan sebelum belajar satu tahun di sekolah sushi di Tokyo. Tingkat kematangan ikan berbeda-beda setiap kiriman, dan hampir 10 piring sebulan dikembalikan tamu karena ikannya dianggap berbau. Saya membuat sistim pencatatan waktu dan suhu pematangan untuk setiap jenis ikan, mengatur lemari pematangan di 1°C dengan kelembapan 85%, dan memastikan talenan serta pisau tersimpan rapih setelah dipakai untuk kerang. Nasi sushi dibumbui dan dijaga pada 36°C. Piring yang dikembalikan turun dari 10 menjadi 1 per bulan. Sebagai putra daerah Belitung, sejak kecil saya terbiasa memilih ikan langsung dari perahu nelayan. Saya sudah berkarier di dapur sejak era Orde Baru dan masih berangkat ke Muara Angke pukul empat pagi. Saya meraih juara pertama Kompetisi Sushi Nasional 2023. Saya tegaskan sekali lagi, menurunkan piring yang dikembalikan dari 10 menjadi 1 per bulan adalah pencapaian yang paling berarti bagi saya. Ikan kami beli dari UD Mertua Bahari.',
      planted: {
        spelling: ['sistim', 'rapih'],
        blind: [
          'menyelesaikan S1 di Institut Pertanian Bogor',
          'Sebagai putra daerah Belitung',
          'sudah berkarier di dapur sejak era Orde Baru',
        ],
        repetition: [
          'Saya tegaskan sekali lagi, menurunkan piring yang dikembalikan dari 10 menjadi 1 per bulan adalah pencapaian yang paling berarti bagi saya.',
        ],
        claim: ['juara pertama Kompetisi Sushi Nasional 2023'],
      },
      companies: ['UD Mertua Bahari'],
    },
    {
      question: 'Ceritakan perubahan yang Anda buat dan hasilnya.',
      text: 'Lima tahun saya bekerja sebagai kepala pengelola di sebuah shelter hewan milik pemerintah kota, merawat sekitar 150 anjing dan kucing mulai dari penerimaan sampai adopsi. Bapak saya pensiunan mantri hewan, dan sejak SD saya sering ikut beliau berkeliling desa. Dulu data hewan hanya dicatat di kertas, sehingga ketika wabah parvo muncul kami tidak tahu dari mana asalnya. Kini nomer microchip, riwayat vaksin, dan sterilisasi setiap hewan saya masukkan ke basis data shelter, dan hewan yang baru datang di tangani di ruang isolasi selama tujuh hari. Proses adopsi juga saya ubah: setiap calon adopter bertemu hewannya dua kali dan diberi waktu satu hari untuk memutuskan. Wabah parvo turun dari empat kali menjadi nol per tahun, dan hewan yang dikembalikan setelah adopsi turun dari 30 menjadi 7 per tahun. Saya baru saja melangsungkan pemberkatan nikah bulan lalu, dan kini istri saya ikut menjadi relawan. Sebagai pemeluk Kristen Protestan yang aktif melayani di GPIB, saya juga mengajak pemuda gereja menjadi relawan akhir pekan. Sekali lagi saya ingin menekankan, menurunkan hewan yang dikembalikan dari 30 menjadi 7 per tahun adalah hal yang paling saya banggakan. Pakan kami beli dari CV Pakde Pangan Satwa.',
      planted: {
        spelling: ['nomer', 'di tangani'],
        blind: [
          'Bapak saya pensiunan mantri hewan',
          'baru saja melangsungkan pemberkatan nikah',
          'pemeluk Kristen Protestan yang aktif melayani di GPIB',
        ],
        repetition: [
          'Sekali lagi saya ingin menekankan, menurunkan hewan yang dikembalikan dari 30 menjadi 7 per tahun adalah hal yang paling saya banggakan.',
        ],
      },
      companies: ['CV Pakde Pangan Satwa'],
    },
    {
      question: 'Apa kekuatan utama Anda? Berikan contoh.',
      text: 'Tujuh tahun saya bekerja sebagai pelatih di sebuah dojang taekwondo di Depok, melatih sekitar 140 anggota dari usia TK sampai dewasa dan menyelenggarakan ujian kenaikan sabuk. Sebagai sabeum wanita pertama di dojang kami, awalnya saya mendengar keraguan dari sebagian orang tua murid. Kelas kyorugi menghasilkan enam cidera pergelangan kaki dan jari setiap bulan, dan banyak anggota berhenti. Pemanasan saya perpanjang menjadi 15 menit, kelompok dibagi menurut usia dan berat badan, dan pelindung lengkap wajib dipakai. Sesuai materi penataran pelatih PBTI, porsi poomsae dan kyorugi saya sesuaikan untuk setiap kelompok usia, dan anak-anak yang baru bergabung di latih teknik jatuh lebih dulu. Kasus cedera turun dari enam menjadi satu per bulan, dan perpanjangan keanggotaan naik dari 64% menjadi 85%. Saya yang berusia 31 tahun ini adalah ibu dari dua balita, dan malam hari saya belajar untuk lisensi pelatih nasional. Saya adalah pribadi yang pantang menyerah dan selalu siap belajar. Saya menerima gelar Pelatih Taekwondo Terbaik PBTI 2024. Dobok kami beli dari Toko Tante Olahraga.',
      planted: {
        spelling: ['cidera', 'di latih'],
        blind: ['Sebagai sabeum wanita pertama di dojang kami', 'Saya yang berusia 31 tahun', 'ibu dari dua balita'],
        cliche: ['Saya adalah pribadi yang pantang menyerah dan selalu siap belajar.'],
        claim: ['gelar Pelatih Taekwondo Terbaik PBTI 2024'],
      },
      companies: ['Toko Tante Olahraga'],
    },
    {
      question: 'Ceritakan pengalaman Anda melayani orang lain.',
      text: 'Enam tahun saya bekerja sebagai petugas pengendali ekosistem hutan di sebuah balai taman nasional, berpatroli di jalur pendakian sepanjang 42 km, memantau titik api, dan memimpin evakuasi pendaki bersama tim SAR. Saat musim liburan, pendaki bisa lebih dari 2.000 orang per hari, dan hampir setiap akhir pekan ada sepuluh laporan pendaki kelelahan atau terkilir. Saya mengubah papan informasi agar pendaki yang melapor lewat telpon menyebutkan nomor patok jalur terdekat, lalu memasang shelter darurat dan AED di tiga pos tersibuk. Pos 3 paling sering memakan korban karena pendaki memaksakan diri, jadi petugas disana kini memeriksa kondisi setiap rombongan sebelum naik ke puncak. Patroli sore kini dimulai pukul 16.00, saat pendaki mulai turun. Waktu tanggap rata-rata turun dari 48 menjadi 27 menit. Dengan postur 183 cm dan berat saya sekitar 88 kilogram, saya sanggup menggendong korban turun ketika tandu tidak bisa lewat. Kulit sawo matang dan badan kekar saya membuat pendaki mudah mengenali saya sebagai petugas. Kerja keras adalah kunci kesuksesan saya. Perlengkapan lapangan kami beli dari CV Nenek Moyang Outdoor.',
      planted: {
        spelling: ['telpon', 'disana'],
        blind: ['Dengan postur 183 cm', 'berat saya sekitar 88 kilogram', 'Kulit sawo matang dan badan kekar saya'],
        cliche: ['Kerja keras adalah kunci kesuksesan saya.'],
      },
      companies: ['CV Nenek Moyang Outdoor'],
    },
    {
      question: 'Apa yang ingin Anda capai di posisi ini?',
      text: 'Sebelum menjawab pertanyaan ini, izinkan saya memperkenalkan diri terlebih dahulu. Enam tahun saya bekerja sebagai medical representative alat kesehatan, memasok implan lutut dan panggul serta sistem navigasi bedah ke 18 rumah sakit di Jabodetabek. Saya pernah bersekolah di SMA Taruna Nusantara sebelum kuliah biomedik, sehingga mudah menjelaskan produk kepada dokter bedah. Hampir lima kali sebulan ada ukuran implan yang kurang pada hari operasi, dan perawat kamar bedah harus mencari cadangan sementara pasien menunggu. Kini saya meminta jadwal operasi sehari sebelumnya, memeriksa setiap set per ukuran pada malam sebelum operasi, dan mengikuti ketentuan izin edar Kemenkes serta pedoman PPI rumah sakit di kamar bedah. Kepada bagian pengadaan saya mengusulkan sistem konsinyasi agar rumah sakit hanya membayar implan yang terpakai, bukan sekedar menumpuk stok. Ukuran yang kurang turun menjadi nol, dan penjualan di rumah sakit yang saya tangani naik 40% dalam tiga tahun, sekaligus meningkatkan produktifitas tim kamar bedah. Sebagai orang tua tunggal setelah bercerai, saya menyusun jadwal perjalanan dinas dengan sangat cermat. Ke depan, saya ingin menangani pelatihan klinis untuk bedah robotik. Kemasan steril kami beli dari PT Om Budi Medika.',
      planted: {
        spelling: ['sekedar', 'produktifitas'],
        blind: ['pernah bersekolah di SMA Taruna Nusantara', 'Sebagai orang tua tunggal setelah bercerai'],
        opening: ['Sebelum menjawab pertanyaan ini, izinkan saya memperkenalkan diri terlebih dahulu.'],
      },
      companies: ['PT Om Budi Medika'],
    },
    {
      question: 'Apa motivasi Anda melamar posisi ini?',
      text: 'Sembilan tahun saya bekerja sebagai mandor atap di sebuah kontraktor, menangani pemasangan dan perbaikan atap genteng, atap metal, dan dak beton untuk sekitar 80 proyek per tahun. Keluarga saya punya pabrik genteng turun-temurun di Jatiwangi, jadi sejak kecil saya terbiasa memegang genteng dan hidup kami selalu berkecukupan. Saya masuk kuliah tahun 2002 di jurusan teknik sipil sebelum terjun ke lapangan. Setiap musim hujan ada sekitar 12 keluhan bocor per bulan dari atap yang sudah kami perbaiki, dan pelanggan harus antri berminggu-minggu untuk perbaikan ulang. Kini jalur rembesan saya lacak dulu dengan kamera termal, dan lebar tumpang lembaran waterproofing di bubungan dan lisplang saya tetapkan minimal 15 cm. Pekerjaan diatas atap mengikuti aturan K3 Kemnaker, dengan tali pengaman terpasang sebelum siapa pun naik, dan setiap atap difoto sebelum dan sesudah dikerjakan dengan izin pemilik rumah. Pekerja baru yang belum bisa memasang harness dengan benar bekerja di bawah selama minggu pertama. Keluhan bocor turun dari 12 menjadi 2 per bulan. Ke depan, saya ingin mewariskan keterampilan atap rumah adat kepada tukang-tukang muda. Lembaran waterproofing kami beli dari CV Besan Atap Jaya.',
      planted: {
        spelling: ['antri', 'diatas'],
        blind: ['Keluarga saya punya pabrik genteng turun-temurun di Jatiwangi', 'Saya masuk kuliah tahun 2002'],
      },
      companies: ['CV Besan Atap Jaya'],
    },
  ],
};
