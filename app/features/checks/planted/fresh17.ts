// Fresh held-apart sets, round seventeen (issue 36): written on 2026-12-01 (01:07-01:17 UTC) by a helper
// that writes no rules (and read none of the checks' rules, lexicons or tests, nor ran any check, bench
// or the app on this set; it read only `planted/types.ts`, `CheckKind` in `checks/types.ts`, fresh16 and the
// headers and planted excerpts of the earlier sets, to avoid their fields, phrasings and misspellings). Six
// clean answers per language, of about 450-650 Korean and 900-1,200 English and Indonesian characters, of
// fields no earlier set used (Korean: a craft brewery's brewer, a metro station's station staff, a dog
// groomer, a florist, a hearing aid centre's audiologist, a taxi company's operations office; English: a
// bicycle shop's workshop mechanic, a tree surgeon, a mortgage adviser, a mobile locksmith, a garden centre's
// plant area supervisor, a canal boat hire yard's engineer; Indonesian: an excavator operator at an open-pit
// coal mine, a hydroponic greenhouse's head grower, a boarding house (kos) manager, a piano teacher, a
// firefighter of the city's Damkar, a bridal make-up artist), written as members write: loanwords, compounds,
// trade terms, abbreviations, agencies, figures with units, and company names that look like schools, places
// or family words (declared in `companies`); and six answers per language (Korean: a kids' café manager, a
// publisher's editor, a used-car dealer, a neighbourhood photo studio's photographer, an airport duty-free
// sales assistant, a Korean-medicine clinic's nursing assistant; English: a driving instructor, a bookshop
// supervisor, a window cleaning team leader, a primary school kitchen's cook, a charity shop manager, a
// self-storage site manager; Indonesian: a beauty clinic's front desk, a CNC machine operator, an online
// news reporter, a car dealer's sales executive, a refill drinking-water depot's operations lead, a phone
// repair technician) with twelve planted misspellings per language (real, common ones: 부셔진, 넓직한,
// 일찌기, 깊숙히, 어물쩡, 간간히, 거에요, 될런지, 오지랍, and real words wrong in context: 사단 for 사달,
// 체로 for 채로, 자기 개발 for 자기계발; lisence, catagory, basicly, harrassed, potatos, consistant,
// suprised, excercise, and real words wrong in context: bare for bear, pour for pore, who's for whose,
// discrete for discreet; KBBI's non-standard forms: konsekwensi, paska, pondasi, ijasah, orisinil, frustasi,
// memperkerjakan, asesoris, mensosialisasikan, dilegalisir, sekertaris, and the prefix split in "di
// proses"), sixteen blind-hiring mentions per language of the applicant's own traits (schools — "성균관대
// 신문방송학과를 나와", "민사고 시절", "a Manchester Met graduate", "at a Kent grammar school", "alumni SMK
// Negeri 2 Bekasi", "tamatan Pondok Modern Gontor" — hometowns and birthplaces — "고향인 강릉", "안동 출신",
// "I grew up in Grimsby", "Born in Nairobi", "kelahiran Ambon", "perantau asal Bukittinggi" — direct and
// indirect ages — "93년생", "불혹을 갓 넘긴", "2002년 한일 월드컵 때 초등학교 3학년이던", "Now in my
// mid-forties", "I left school in the millennium year", "I turned 60 last spring", "lahir pada tahun tsunami
// Aceh", "berumur 29 tahun", "sudah menginjak 47 tahun" — gender — "여군 부사관으로", "청일점", "one of just two
// women instructors", "a stay-at-home dad for four years", "Sebagai kepala keluarga", "Meski saya perempuan"
// — parents' jobs, education and wealth — a father's car repair shop, two teacher parents, an inherited flat,
// "My mum was a dinner lady", a father's window cleaning round, "I was privately educated", a mother with a
// doctorate, a village-head father, the family's gold shop — marriage and children — a single mother of a
// three-year-old, a father of three sons, two toddlers, "Since getting married last June", "sudah menikah
// dua tahun lalu", a child in kindergarten — height, weight and appearance — "키가 188cm", "동글동글한 얼굴",
// "At 6ft 2in", tattooed forearms, a round dimpled face, "berat badan saya 95 kg"; no religion or ethnicity
// is planted), two repeated figures or episodes, two clichés, one empty opening and two unsupported claims
// (awards and figures in none of the bench's résumés) per language. Clean answers mention other people's
// families, schools, ages, genders, looks and religions (a father's sixtieth birthday and a pregnant guest,
// school trips and a man of 82 with dementia, siblings saving for their grandmother's dog, a child buying a
// carnation for her mother and a golden wedding, a grandmother of 76 and her granddaughter's school show,
// drivers over seventy and women drivers with schoolchildren; a grandfather of 80, a Sikh rider and a mum of
// twins, a widow in her nineties, a divorced father of three and a retired teacher of 68, a man of 87 and a
// young mother with a baby, a boy of seven and a lady in a wheelchair, a grandmother of 83 and a deaf hirer;
// miners' children and school-leavers, kindergarten pupils and PKK mothers, students, a pensioner widower and
// a student's mother in Kupang, a grandmother of 70 and a dyslexic boy of nine, a man of 80 and his grandson,
// Muslim and Batak brides and a bride's mother of 60) as members do.
// HELD APART: `npm run bench:checks` only says the set exists; `npm run bench:checks -- --blind` runs it,
// once, blind, by the lead, and prints counts only. Do not edit after its first run except to report.
// Its one blind run was on 2026-12-01 at 02:05 UTC (main at 1a81e14, after round twenty-four's first rules;
// counts in ADR 0039, round twenty-four); SEEN since.
import type { PlantedCase } from './types';

export const FRESH17_CASES: Record<'ko' | 'en' | 'id', PlantedCase[]> = {
  ko: [
    {
      question: '지원 직무를 선택한 동기와 관련 경험을 기술해 주십시오.',
      clean: true,
      text: '수제맥주 양조장에서 3년간 양조사로 일하며 1,000리터 발효조 8기로 페일에일, IPA, 라거 등 6종의 맥주를 월 평균 18,000리터 생산했습니다. 배치마다 당화 온도와 비중, 발효 온도가 수기 일지에 흩어져 있어 같은 레시피인데도 쓴맛(IBU)과 도수가 배치마다 달랐습니다. 저는 당화부터 숙성까지의 공정 값을 태블릿 기록표로 옮기고, 발효조별 온도 곡선을 매일 비교해 편차가 0.5도를 넘으면 바로 냉각수를 조정했습니다. 몰트는 형제몰트상사, 홉은 고려홉스에서 받아 입고 때마다 수분과 알파산 수치를 확인했습니다. 주말 양조장 투어에서는 아이를 안고 온 부부나 환갑을 맞은 아버지를 모시고 온 삼 남매에게 무알코올 맥아 음료를 따로 내드렸고, 임신 중인 손님께는 시음 대신 향 체험을 권했습니다. 주세법에 따른 제조 기록과 식품의약품안전처 위생 점검 서류도 제가 맡아 정리했습니다. 그 결과 배치 간 도수 편차가 ±0.6%에서 ±0.2%로 줄었고, 폐기 배치는 한 해 9건에서 2건으로 줄었습니다. 좋은 맥주는 기록의 반복에서 나온다는 것을 배웠습니다.',
      planted: {},
      companies: ['형제몰트상사', '고려홉스'],
    },
    {
      question: '고객을 위해 노력했던 경험을 기술해 주십시오.',
      clean: true,
      text: '도시철도 역에서 4년간 역무원으로 일하며 하루 승하차 인원 4만 명 규모의 환승역에서 고객 안내, 승차권 발매기 관리, 승강장 안전 업무를 맡았습니다. 출퇴근 시간에는 교통카드 충전과 우대용 승차권 발급 문의가 몰려 고객안내센터 앞 대기 줄이 20m를 넘기 일쑤였습니다. 저는 문의 유형을 한 달간 집계해 가장 많은 다섯 가지를 안내판과 QR 안내문으로 만들고, 혼잡 시간에는 한 명이 대기 줄을 돌며 미리 응대하도록 근무표를 바꿨습니다. 엘리베이터 고장이나 스크린도어 장애가 생기면 관제센터에 보고한 뒤 휠체어 이용 고객을 인근 출구로 직접 모셨습니다. 역사 내 청소는 숭실청소, 매점 운영은 할매김밥과 협의했습니다. 수학여행을 온 지방 중학교 학생 서른 명이 환승 통로에서 길을 잃었을 때는 인솔 교사와 통화하며 승강장까지 데려다주었고, 치매를 앓는 여든둘 어르신이 홀로 개찰구를 서성일 때는 따님과 연락이 닿을 때까지 곁에 있었습니다. 그 결과 안내센터 평균 대기 시간이 9분에서 3분으로 줄었고, 고객 칭찬 접수는 한 해 12건에서 41건으로 늘었습니다.',
      planted: {},
      companies: ['숭실청소', '할매김밥'],
    },
    {
      question: '본인의 강점을 경험과 함께 기술해 주십시오.',
      clean: true,
      text: '반려견 미용실에서 5년간 애견 미용사로 일하며 하루 평균 8마리, 한 해 약 2,000마리의 목욕, 위생 미용, 가위 컷을 맡았습니다. 노령견이나 피부병이 있는 아이가 오면 미용 중 스트레스로 쓰러지는 사고가 늘 걱정이었습니다. 저는 보호자 상담표에 나이, 체중, 심장 질환 여부, 예방접종 일자를 적게 하고, 열 살이 넘은 노령견은 미용 시간을 60분 안으로 나누어 중간에 쉬게 했습니다. 드라이어 온도는 40도 아래로 맞추고, 발톱과 귀 청소는 보호자 동의를 받은 뒤에만 했습니다. 샴푸와 소모품은 이화펫용품, 간식은 이모네펫푸드에서 받았습니다. 초등학생 남매가 용돈을 모아 할머니가 키우시던 열네 살 몰티즈의 미용을 예약했을 때는 관절이 약한 점을 고려해 서서 하는 자세 대신 눕혀서 털을 다듬었습니다. 휠체어를 타는 보호자분을 위해서는 픽업 서비스를 따로 운영했습니다. 그 결과 미용 중 응급 상황이 한 해 5건에서 0건이 되었고, 재방문율은 68%에서 85%로 올랐습니다. 말 못 하는 손님일수록 기록이 대신 말해 준다는 것을 배웠습니다.',
      planted: {},
      companies: ['이화펫용품', '이모네펫푸드'],
    },
    {
      question: '업무 절차를 개선한 경험을 기술해 주십시오.',
      clean: true,
      text: '꽃집에서 4년간 플로리스트로 일하며 꽃다발, 화환, 개업 화분 주문을 한 달 평균 600건 처리했습니다. 생화는 새벽 경매로 들여오는데, 수요 예측 없이 감으로 사다 보니 시든 꽃 폐기율이 매입량의 22%에 달했습니다. 저는 지난 2년간의 주문 데이터를 기념일별로 정리해 졸업식 시즌, 어버이날, 스승의 날 수요를 미리 예측하고, 장미와 카네이션은 주 두 번 나누어 들였습니다. 물올림과 냉장 보관 온도를 4도로 관리하고, 꽃다발 포장재는 홍대플라워박스, 관엽 화분은 외삼촌농원과 거래했습니다. 어버이날을 앞두고 초등학교 2학년 아이가 동전 지갑을 들고 와 엄마에게 줄 카네이션 한 송이를 고를 때는 리본 색을 직접 고르게 해 주었습니다. 금혼식을 맞은 노부부를 위해 자녀분들이 장미 50송이를 주문했을 때는 결혼식 사진 속 부케를 그대로 재현했습니다. 근조 화환은 고인의 종교에 따라 문구와 리본을 달리 준비했습니다. 그 결과 폐기율이 22%에서 9%로 줄었고, 재주문 고객 비율은 35%에서 52%로 늘었습니다.',
      planted: {},
      companies: ['홍대플라워박스', '외삼촌농원'],
    },
    {
      question: '직무 전문성을 보여 줄 수 있는 경험을 기술해 주십시오.',
      clean: true,
      text: '보청기 전문 센터에서 3년간 청능사로 일하며 한 달 평균 120명의 청력 검사와 보청기 피팅, 사후 관리를 맡았습니다. 처음 보청기를 맞춘 분 가운데 석 달 안에 착용을 포기하는 비율이 30%를 넘었습니다. 저는 순음 청력 검사와 어음 인지도 검사 결과를 바탕으로 첫 주에는 증폭을 낮게 시작해 4주에 걸쳐 올리는 적응 일정을 만들고, 2주마다 실이 측정(REM)으로 출력을 확인했습니다. 국민건강보험공단 보청기 급여 서류도 미리 안내해 청각장애 진단을 받은 분들의 비용 부담을 줄였습니다. 수리 부품은 서강음향, 배터리와 건조기는 손녀사랑상사에서 받았습니다. 일흔여섯 어르신이 손녀의 목소리가 들리지 않는다며 따님과 함께 오셨을 때는 아이 목소리 주파수 대역을 따로 맞추었고, 다음 방문에 손녀 학예회 영상을 보여 주시며 웃으셨습니다. 청각장애가 있는 중학생에게는 교실용 무선 송신기 사용법을 담임 선생님께 함께 설명했습니다. 그 결과 석 달 내 착용 포기율이 31%에서 12%로 줄었고, 지인 소개 방문이 두 배로 늘었습니다.',
      planted: {},
      companies: ['서강음향', '손녀사랑상사'],
    },
    {
      question: '조직의 문제를 해결한 경험을 기술해 주십시오.',
      clean: true,
      text: '법인택시 회사에서 4년간 운행관리 주임으로 일하며 차량 140대와 기사 260명의 배차, 사고 처리, 차량 정비 일정을 맡았습니다. 교대 시간마다 차량 인계가 늦어지고 정비 일정이 기사님들의 근무표와 겹쳐 하루 평균 9대가 운행하지 못했습니다. 저는 디지털 운행기록계(DTG)와 카드 결제 데이터를 엮어 차량별 주행거리와 가동 시간을 매일 집계하고, 엔진오일과 타이어 교체를 주행거리 기준으로 미리 잡았습니다. LPG 충전과 세차 동선도 교대 시간 30분 전으로 옮겼습니다. 정비는 아우정비, 타이어는 경희오토에 맡겼습니다. 일흔을 넘긴 기사님들이 앱 호출에 익숙하지 않아 수입이 줄었을 때는 휴대폰 글씨를 키우고 호출 수락 방법을 한 분씩 알려 드렸습니다. 초등학생 자녀를 둔 여성 기사님들께는 하교 시간을 피한 주간 근무조를 따로 만들었습니다. 교통사고가 나면 보험사 접수와 블랙박스 영상 확보를 24시간 안에 마쳤습니다. 그 결과 미운행 차량이 하루 9대에서 3대로 줄었고, 기사 이직률은 한 해 28%에서 17%로 낮아졌습니다.',
      planted: {},
      companies: ['아우정비', '경희오토'],
    },
    {
      question: '지원 분야 관련 경험과 성과를 기술해 주십시오.',
      text: '키즈카페에서 3년간 매니저로 일하며 하루 평균 150명의 아이와 보호자가 이용하는 매장의 안전 관리와 생일 파티 운영을 맡았습니다. 93년생인 저는 세 살 딸아이를 키우는 싱글맘이라 늘 보호자의 눈으로 매장을 보게 됩니다. 처음 부임했을 때는 트램펄린 그물망과 볼풀 칸막이 곳곳에 부셔진 부품이 방치되어 있었고, 한 달에 찰과상 사고가 11건이나 났습니다. 저는 개장 전 20개 항목의 안전 점검표를 만들고, 놀이기구별 이용 연령과 키 기준을 입구에 붙였습니다. 넓직한 유아 전용 구역을 따로 만들어 36개월 미만 아이들이 큰 아이들과 섞이지 않게 했습니다. 그 결과 찰과상 사고가 월 11건에서 2건으로 줄었습니다. 생일 파티는 예약제로 바꿔 대기 시간을 없앴고, 저는 2023년 한국키즈카페협회 우수 매니저상을 받았습니다. 고향인 강릉에서 방학마다 사촌 동생들을 돌보던 경험도 도움이 되었습니다. 다시 말씀드리지만, 월 11건이던 찰과상 사고를 2건으로 줄인 것이 제가 가장 자랑스러운 성과입니다. 파티 간식은 누나네떡집에서 납품받았습니다.',
      planted: {
        spelling: ['부셔진', '넓직한'],
        blind: ['93년생', '세 살 딸아이를 키우는 싱글맘', '고향인 강릉'],
        repetition: [
          '다시 말씀드리지만, 월 11건이던 찰과상 사고를 2건으로 줄인 것이 제가 가장 자랑스러운 성과입니다.',
        ],
        claim: ['2023년 한국키즈카페협회 우수 매니저상'],
      },
      companies: ['누나네떡집'],
    },
    {
      question: '직무 역량을 보여 줄 수 있는 경험을 기술해 주십시오.',
      text: '성균관대 신문방송학과를 나와 단행본 출판사에서 6년간 편집자로 일하며 인문·교양서 28종을 기획하고 편집했습니다. 두 분 모두 국어 교사이신 부모님 덕분에 일찌기 책과 가까워졌고, 교정지를 보는 일이 제게는 자연스러웠습니다. 가장 기억에 남는 책은 번역서 『느린 도시』입니다. 원고를 깊숙히 들여다보니 번역 투 문장과 용어 불일치가 300곳이 넘었고, 출간 일정은 두 달밖에 남지 않았습니다. 저는 용어집을 먼저 만들고 역자와 매주 화상 회의를 하며 장별로 교정을 나누었고, 디자이너와는 판형과 본문 서체를 먼저 확정해 조판 시간을 줄였습니다. 그 결과 책은 예정일에 나왔고 초판 3,000부가 넉 달 만에 소진되어 2쇄를 찍었습니다. 불혹을 갓 넘긴 나이에도 새 분야를 배우는 일이 즐겁습니다. 초판 3,000부를 넉 달 만에 다 팔아 2쇄를 찍은 일은 지금도 제 편집 원칙을 세워 준 경험입니다. 인쇄는 외가인쇄소, 제본은 서울대학제책사와 함께했습니다.',
      planted: {
        spelling: ['일찌기', '깊숙히'],
        blind: ['성균관대 신문방송학과를 나와', '두 분 모두 국어 교사이신 부모님', '불혹을 갓 넘긴'],
        repetition: [
          '초판 3,000부를 넉 달 만에 다 팔아 2쇄를 찍은 일은 지금도 제 편집 원칙을 세워 준 경험입니다.',
        ],
      },
      companies: ['외가인쇄소', '서울대학제책사'],
    },
    {
      question: '실패를 극복한 경험을 기술해 주십시오.',
      text: '중고차 매매 단지에서 4년간 딜러로 일하며 한 해 평균 140대의 차량을 매입하고 판매했습니다. 아버지가 30년째 운영하시는 카센터에서 어릴 때부터 공구를 잡아 온 덕분에 엔진룸과 하부를 보는 눈이 남다릅니다. 입사 초기에 성능점검기록부만 믿고 침수 흔적을 어물쩡 넘긴 차를 팔았다가, 한 달 뒤 전기 장치 고장으로 고객과 큰 사단이 났습니다. 그 뒤로 저는 매입하는 모든 차량의 보험 사고 이력을 조회하고, 시트 레일과 안전벨트 끝의 녹, 실내 냄새까지 12개 항목을 직접 확인합니다. 키가 188cm로 체격이 커서 좁은 차 안을 살필 때는 늘 조심스럽게 움직입니다. 판매 후 3개월 안에 생기는 고장은 제휴 정비소에서 무상으로 고쳐 드리는 제도도 만들었습니다. 그 결과 판매 후 분쟁이 한 해 9건에서 1건으로 줄었습니다. 안동 출신이라 말투에 사투리가 섞여 있는데, 어르신 고객들은 오히려 편하게 대해 주십니다. 앞으로도 고객 감동을 실현하는 딜러가 되겠습니다. 광택과 세차는 동생네디테일링에 맡깁니다.',
      planted: {
        spelling: ['어물쩡', '사단'],
        blind: ['아버지가 30년째 운영하시는 카센터', '키가 188cm', '안동 출신'],
        cliche: ['고객 감동을 실현하는'],
      },
      companies: ['동생네디테일링'],
    },
    {
      question: '본인의 강점을 경험과 함께 기술해 주십시오.',
      text: '동네 사진관에서 5년간 사진사로 일하며 증명사진, 가족사진, 돌 사진을 한 해 약 3,500건 촬영했습니다. 2002년 한일 월드컵 때 초등학교 3학년이던 저는 그해 처음 필름 카메라로 사진을 찍었습니다. 여권과 취업용 증명사진은 규격이 까다로워 반려되는 일이 간간히 있었는데, 저는 외교부 여권 사진 기준을 촬영 화면에 겹쳐 띄우고 조명 각도와 배경 밝기를 고정해 반려 건수를 한 해 40건에서 3건으로 줄였습니다. 여성 직원 다섯 명 사이의 청일점이라 돌잔치 출장 촬영에서는 장비 운반을 도맡았습니다. 동글동글한 얼굴 덕분에 낯을 가리는 아기들도 금방 웃어 주었습니다. 한 어머니는 "여기서 찍으면 애가 안 우는 거에요"라며 둘째 돌 사진도 예약하셨습니다. 항상 긍정적인 마인드로 최선을 다하며 일했고, 제 사진은 2022년 한국프로사진협회 공모전에서 금상을 받았습니다. 인화는 고모네현상소에 맡겼습니다.',
      planted: {
        spelling: ['간간히', '거에요'],
        blind: ['2002년 한일 월드컵 때 초등학교 3학년이던', '청일점', '동글동글한 얼굴'],
        cliche: ['항상 긍정적인 마인드로 최선을 다하며'],
        claim: ['2022년 한국프로사진협회 공모전에서 금상'],
      },
      companies: ['고모네현상소'],
    },
    {
      question: '고객 응대 경험을 기술해 주십시오.',
      text: '안녕하십니까, 저는 귀사에 지원하게 된 지원자로서 제 이야기를 시작하겠습니다. 공항 면세점 화장품 매장에서 3년간 판매 사원으로 일하며 하루 평균 250명의 내외국인 고객을 응대했습니다. 민사고 시절 익힌 영어와 이후 배운 중국어 덕분에 단체 관광객 응대를 주로 맡았습니다. 출국 시간에 쫓기는 고객이 많아 결제 대기가 길어지면 구매를 포기하는 경우가 잦았습니다. 저는 인기 상품 20종의 재고 위치를 계산대 가까이로 옮기고, 여권과 탑승권 확인을 줄 서는 동안 미리 받는 방식을 제안해 결제 시간을 1인 평균 6분에서 3분으로 줄였습니다. 여군 부사관으로 4년간 복무하며 몸에 밴 시간 관리 습관이 큰 도움이 되었습니다. 탑승 시간이 다가와 인도장에서 물건을 제때 받게 될런지 걱정하는 고객에게는 인도장 직원과 무전으로 확인해 드렸습니다. 동료들은 제가 고객 일에 오지랍이 넓다고 하지만, 그 덕분에 재방문 고객의 칭찬 카드를 가장 많이 받았습니다. 포장재는 이모상사, 쇼핑백은 한양패키지에서 받았습니다.',
      planted: {
        spelling: ['될런지', '오지랍'],
        blind: ['민사고 시절', '여군 부사관으로'],
        opening: ['안녕하십니까, 저는 귀사에 지원하게 된 지원자로서 제 이야기를 시작하겠습니다.'],
      },
      companies: ['이모상사', '한양패키지'],
    },
    {
      question: '지원 동기를 기술해 주십시오.',
      text: '한의원에서 4년간 간호조무사로 일하며 하루 평균 70명 환자의 접수, 침 치료 보조, 물리치료, 탕약 안내를 맡았습니다. 어르신 환자가 많아 신발을 신은 체로 치료실에 들어오시거나, 뜸 치료 중 화상을 입는 일이 있었습니다. 저는 치료실 입구에 신발장과 안내 스티커를 붙이고, 뜸 치료는 시작과 끝 시간을 차트에 적어 10분마다 피부 상태를 확인했습니다. 적외선 치료기와 부항기 소독 기록도 날짜별로 정리해 보건소 점검에 대비했습니다. 그 결과 치료 중 화상 사고가 한 해 6건에서 0건이 되었습니다. 아들 셋 아빠라 아이 환자들이 침을 무서워하면 장난감으로 시선을 돌리는 데 익숙합니다. 부모님이 물려주신 아파트 덕분에 주거 걱정 없이 일에만 집중할 수 있습니다. 퇴근 후에는 한방 건강보험 청구 공부로 자기 개발을 이어 가고 있습니다. 더 큰 한방병원에서 입원 환자 간호까지 경험을 넓히고 싶어 지원했습니다. 한약재는 큰집약초, 침과 소모품은 경희메디칼에서 받았습니다.',
      planted: {
        spelling: ['체로', '개발'],
        blind: ['아들 셋 아빠', '부모님이 물려주신 아파트'],
      },
      companies: ['큰집약초', '경희메디칼'],
    },
  ],
  en: [
    {
      question: 'Tell us about a time you improved the service customers receive.',
      clean: true,
      text: "I have worked for four years as a workshop mechanic at an independent bicycle shop, servicing around 1,400 bikes a year, from children's balance bikes to carbon road bikes and e-cargo bikes with mid-drive motors. When I joined, the booking diary was on paper and customers often waited nine or ten days for a basic service. I moved bookings to an online system with fixed slots for Bronze, Silver and Gold services, kept a shelf of common parts such as chains, cassettes, brake pads and inner tubes, and set a rule that any job over £150 needed the customer's approval by text before work started. Parts came from Brothers Cycle Supply and wheels were built by Oxford Spokes Ltd. I enjoy the customers as much as the bikes: a grandfather of 80 who wanted his grandson's first bike checked before a birthday, a Sikh delivery rider who needed a helmet that fitted over his patka, and a mum of twins who brought in a trailer with two child seats. Under the Cycle to Work scheme I also handled the paperwork for employers. Average waiting time fell from nine days to three, and comebacks within 30 days fell from 6% to 2%.",
      planted: {},
      companies: ['Brothers Cycle Supply', 'Oxford Spokes Ltd'],
    },
    {
      question: 'Describe how you keep yourself and others safe at work.',
      clean: true,
      text: 'For five years I have worked as a tree surgeon with a local arboricultural contractor, climbing and felling for councils, schools and private gardens, usually six to eight jobs a week. Much of our work involves trees with Tree Preservation Orders or in conservation areas, so a missed application could mean a fine. I set up a job sheet that checks TPO and conservation status before we quote, and I write BS 3998 pruning specifications in plain English for clients. On site I run the aerial rescue plan, check the LOLER inspection dates on ropes and harnesses, and brief the ground crew on drop zones before any chainsaw starts. Chip is taken by Sisters Timber Recycling and our stump grinder is hired from Cambridge Chipper Hire. At a primary school we reduced an ash with ash dieback over the half-term holiday so that pupils and parents never crossed a work zone, and for a widow in her nineties we saved the apple tree her late husband had planted by bracing it instead of removing it. I hold NPTC CS30, CS31, CS38 and CS39. Over two years our near-miss reports rose from 4 to 31 as the crew learned to report, while lost-time injuries fell to zero.',
      planted: {},
      companies: ['Sisters Timber Recycling', 'Cambridge Chipper Hire'],
    },
    {
      question: 'Give an example of how you made a process work better.',
      clean: true,
      text: "I have spent three years as a mortgage adviser at an independent broker, arranging around 220 residential and buy-to-let mortgages a year and the protection that goes with them. Clients were frustrated that cases stalled between offer and completion because nobody chased valuations or solicitors. I built a tracker in our CRM that flags any case with no update for five working days, and I now send every client a short weekly summary of where their case stands. I also check affordability against lenders' criteria before a Decision in Principle, so fewer applications are declined late. Many of my clients are first-time buyers: a nurse and a bus driver in their twenties saving with a Lifetime ISA, a couple relying on a gifted deposit from their parents, and a divorced father of three who needed a home near his children's school. A retired teacher of 68 wanted a later-life mortgage, which I referred to a specialist as the FCA rules require. We work with the new-build sales teams at Harrow Homebuilders and recommend Auntie Bea's Removals for moving day. Average time from application to offer fell from 31 days to 19, and complaints fell from seven to one a year.",
      planted: {},
      companies: ['Harrow Homebuilders', "Auntie Bea's Removals"],
    },
    {
      question: 'Tell us about a time you worked under time pressure.',
      clean: true,
      text: "I have worked for four years as a mobile locksmith covering a city and its surrounding villages, attending about 1,100 call-outs a year: lockouts, lock changes after burglaries, uPVC door mechanisms, safes and access control for small businesses. Lockout calls used to take over an hour on average because vans were sent in the order the calls arrived. I started grouping jobs by postcode, kept a van stock list of the twenty most used euro cylinders and multipoint gearboxes, and made non-destructive entry the first method so that doors and locks were not damaged. I check ID and proof of residence before opening any door, and I fit BS 3621 locks so that home insurance stays valid. Cylinders come from Rugby Security Supplies and keys are cut by Uncle Ted's Keys. I remember a man of 87 locked out in his slippers in January, whom I sat in my van with the heater on while I worked, and a young mother whose baby was locked inside a car on a hot day, where I called 999 first and opened the door in under four minutes. Average response time fell from 68 minutes to 35, and repeat calls for the same fault fell by half.",
      planted: {},
      companies: ['Rugby Security Supplies', "Uncle Ted's Keys"],
    },
    {
      question: 'Describe a change you introduced and its results.',
      clean: true,
      text: "For three years I have supervised the outdoor plant area of a large garden centre, with a team of six across 2,500 square metres of shrubs, perennials, bedding and trees. Losses from plants drying out or going past their best were running at around 11% of stock. I introduced a watering rota by bay with a capillary matting check each morning, moved slow sellers to a reduced bench after 21 days, and ordered bedding from Nana's Nurseries in smaller weekly deliveries instead of one large spring order. I also rewrote plant labels to show hardiness, sun or shade, and whether a plant is toxic to cats and dogs, because pet owners asked about lilies almost every day. Compost and bark come from Kingston Compost Co. On Saturday mornings I ran a free planting club for children, and a boy of seven from the nearby primary school grew sunflowers taller than his dad. Many customers are retired couples planning their gardens, and a lady in a wheelchair asked for raised beds, which led us to stock three new sizes. Plant losses fell from 11% to 5% and outdoor plant sales grew by 14% over two seasons.",
      planted: {},
      companies: ["Nana's Nurseries", 'Kingston Compost Co'],
    },
    {
      question: 'Tell us about a problem you solved through planning.',
      clean: true,
      text: 'I have worked for four years as the engineer at a canal boat hire yard with a fleet of 22 narrowboats, each out on hire almost every week from March to October. A breakdown on holiday costs us a call-out, a refund and a bad review, and most came from the same few causes: flat domestic batteries, blocked weed hatches and overheating engines. I drew up a turnaround checklist for the four hours between one hire and the next: engine oil and coolant, stern gland greasing, gas and fuel checks under the Boat Safety Scheme, bilge pumps and a load test on the batteries. I also rewrote the handover talk for hirers, showing them the weed hatch and the battery monitor before they leave. Engines are serviced with parts from Cousins Marine Diesel, and ropes and fenders come from Durham Chandlery. Our hirers range from a group of university friends on a stag weekend to a family with a toddler in a life jacket and a grandmother of 83 who had steered working boats in her youth. For a deaf hirer I wrote the safety briefing as a short illustrated card. Call-outs fell from 46 in a season to 17, and five-star reviews rose from 61% to 80%.',
      planted: {},
      companies: ['Cousins Marine Diesel', 'Durham Chandlery'],
    },
    {
      question: 'Tell us about an achievement you are proud of.',
      text: "I have been a fully qualified Approved Driving Instructor for five years, teaching around 45 pupils a year in a manual and an automatic car, from seventeen-year-olds on their provisional lisence to adults who had given up after failing twice. I grew up in Grimsby, so I learnt on the same roundabouts many of my pupils now dread. When I started, my first-time pass rate was 41%, below the national average, and pupils who failed often left. I began recording every lesson against the DVSA's National Standard for Driving, sending each pupil a short note on what to practise, and booking mock tests before the real one. At 6ft 2in I had to adjust the seat and mirrors before every lesson. As one of just two women instructors in the area, I am often asked for by nervous pupils. My first-time pass rate rose from 41% to 68% in three years, and I was named Driving Instructor of the Year 2022 by the Driving Instructors Association. I tell nervous pupils to bare with the first three lessons, because most fears fade by lesson four. To be clear, raising my first-time pass rate from 41% to 68% is the result I am proudest of. Our dual-control cars are maintained by Brothers Dual Controls Ltd.",
      planted: {
        spelling: ['lisence', 'bare'],
        blind: ['I grew up in Grimsby', 'At 6ft 2in', 'one of just two women instructors'],
        repetition: [
          'To be clear, raising my first-time pass rate from 41% to 68% is the result I am proudest of.',
        ],
        claim: ['Driving Instructor of the Year 2022 by the Driving Instructors Association'],
      },
      companies: ['Brothers Dual Controls Ltd'],
    },
    {
      question: 'Describe a time you improved a process.',
      text: "As a Manchester Met graduate in English, I have spent six years in bookselling, the last three as supervisor of an independent bookshop with a staff of seven and around 24,000 titles on the shelves. I was privately educated and grew up around books, but running a shop taught me far more about stock than reading ever did. Each month I would pour over the sales reports and find the same problem: about a fifth of our stock had not sold in a year, while customer orders took up to two weeks. I rebuilt our returns routine so that any title unsold after nine months went back to the publisher before the returns window closed, and I set up next-day ordering from our wholesaler, Cousins Book Distribution, for anything a customer asked for. I also rearranged the children's catagory shelves by age band, which helped parents and grandparents choose for toddlers and teenagers alike. Aged stock fell from 21% to 9% in a year, and customer orders now arrive in two days. Now in my mid-forties, I still enjoy learning how each part of the shop works. Cutting aged stock from 21% to 9% in one year is, again, the change that proved the new routine worked. Gift wrap and cards are supplied by Stanford Stationers.",
      planted: {
        spelling: ['pour', 'catagory'],
        blind: ['As a Manchester Met graduate', 'I was privately educated', 'Now in my mid-forties'],
        repetition: [
          'Cutting aged stock from 21% to 9% in one year is, again, the change that proved the new routine worked.',
        ],
      },
      companies: ['Cousins Book Distribution', 'Stanford Stationers'],
    },
    {
      question: 'What are your main strengths?',
      text: "Born in Nairobi and raised in Leeds, I have cleaned windows for eight years, and for the last three I have led a team of five on commercial and residential rounds covering about 1,900 properties a month. I started on my father's window cleaning round at fifteen and basicly learned the trade on ladders before we moved over to water-fed poles. My main strength is keeping a team safe and reliable. I wrote a work-at-height risk assessment for every site, switched all upper floors to water-fed poles using pure water from Princeton Pure Water, and buy ladders only from Nephew Ladders Ltd, checking each one every week. I also plan rounds by postcode so that the vans do not cross the city twice in a day, and I keep a rota for gutter clearing in autumn. When a shop owner harrassed one of our younger lads over invoices that were not his fault, I dealt with the owner myself and moved all invoicing to the office. Customers sometimes notice my tattooed forearms first, but they rebook because the work is the same standard every visit. I bring a positive attitude and a passion for excellence to everything I do. Missed cleans fell from 38 a month to 6, and cancellations halved.",
      planted: {
        spelling: ['basicly', 'harrassed'],
        blind: ['Born in Nairobi', "my father's window cleaning round", 'my tattooed forearms'],
        cliche: ['a positive attitude and a passion for excellence'],
      },
      companies: ['Princeton Pure Water', 'Nephew Ladders Ltd'],
    },
    {
      question: 'Why do you want this role?',
      text: "I have worked for six years as a cook in a primary school kitchen serving 420 hot lunches a day, and I would like to bring that experience to a larger catering team. My mum was a dinner lady for twenty years, so I knew from the start how much a good lunch matters to a child's afternoon. When I joined, about a third of the food came back to the bins, mostly vegetables and the mashed potatos nobody liked. I asked pupils on the school council to vote on menus, blended vegetables into sauces, and followed the School Food Standards so that every day still had two portions of vegetables. Allergen control was not consistant between cooks, so I made a colour-coded matrix for all 14 allergens and a named check before each tray leaves the kitchen. Plate waste fell from 33% to 12%, and our kitchen went on to win the national School Kitchen of the Year award in 2023. I left school in the millennium year and went straight into catering, and I truly believe that teamwork makes the dream work. With two toddlers at home, I value the school-day hours. Bread comes from Grandma's Bakery Wholesale and fruit and vegetables from Cheltenham Fresh Produce.",
      planted: {
        spelling: ['potatos', 'consistant'],
        blind: [
          'My mum was a dinner lady for twenty years',
          'I left school in the millennium year',
          'With two toddlers at home',
        ],
        cliche: ['teamwork makes the dream work'],
        claim: ['win the national School Kitchen of the Year award in 2023'],
      },
      companies: ["Grandma's Bakery Wholesale", 'Cheltenham Fresh Produce'],
    },
    {
      question: 'Tell us about yourself and your experience.',
      text: "Let me start by telling you a little about who I am. For the past four years I have managed a high-street charity shop with one paid assistant and 28 volunteers, raising money for a local hospice. Before that I was a stay-at-home dad for four years. When I arrived, donations piled up in the back room for weeks and the shop was taking only about £1,900 a week. I set up a sorting routine so that every bag was sorted within 48 hours, priced clothing by brand and condition, and sent what we could not sell to Sons & Co Textile Recycling by weight. I signed up every donor I could to Gift Aid, which adds 25% to the value of their donated goods. Our volunteers come from every walk of life: sixth-formers doing their Duke of Edinburgh award, retired nurses in their seventies, and a young man with autism who now prices all our books. I was suprised how much the team grew in confidence once each person had a clear job. One regular, who's late husband's suits we sold for the hospice, still comes in every Thursday. I turned 60 last spring and I am as keen as ever. Weekly takings rose to £3,100, and Gift Aid sign-ups went from 30% to 71% of donors. Vintage pieces go to Exeter Rag Merchants.",
      planted: {
        spelling: ['suprised', "who's"],
        blind: ['a stay-at-home dad for four years', 'I turned 60 last spring'],
        opening: ['Let me start by telling you a little about who I am.'],
      },
      companies: ['Sons & Co Textile Recycling', 'Exeter Rag Merchants'],
    },
    {
      question: 'Describe a time you dealt with a difficult situation.',
      text: "For three years I have managed a self-storage site with 640 units over three floors, handling lettings, rent collection, security and a team of three. The hardest situation I faced was a run of overdue accounts: 52 customers more than 60 days behind, some of whom had stopped answering calls. Under our terms we could eventually sell the contents of an unpaid unit, but I wanted that to be the last resort. I wrote to every customer, offered payment plans, and handled sensitive cases in a discrete way, for example a customer going through a bereavement and a student who had gone home abroad. For the eleven units we did have to clear, I followed the notice periods in the contract to the letter, recorded the contents with a witness and kept the records for the auditors. Since getting married last June, I have also learnt to keep a better balance between work and home. I keep fit with a daily excercise routine before my shift. Overdue accounts fell from 52 to 9 within six months and no complaint went to the ombudsman. I first learned bookkeeping at a Kent grammar school. Boxes and tape come from Auntie Pat's Packaging and padlocks from Lancaster Lock Co.",
      planted: {
        spelling: ['discrete', 'excercise'],
        blind: ['Since getting married last June', 'at a Kent grammar school'],
      },
      companies: ["Auntie Pat's Packaging", 'Lancaster Lock Co'],
    },
  ],
  id: [
    {
      question: 'Ceritakan pengalaman kerja Anda yang paling relevan dengan posisi ini.',
      clean: true,
      text: 'Saya bekerja empat tahun sebagai operator excavator di tambang batu bara terbuka di Kalimantan Timur, mengoperasikan excavator 40 ton untuk memuat overburden ke dump truck dengan target sekitar 1.200 BCM per shift. Awalnya produktivitas unit saya sering di bawah target karena waktu tunggu dump truck yang panjang dan posisi loading yang berubah-ubah. Saya mulai mencatat cycle time setiap jam di logbook, berkoordinasi dengan pengawas agar antrean dump truck diatur dari dua sisi, dan merapikan front loading sebelum pergantian shift. Saya juga rutin melakukan P2H sebelum unit dinyalakan, termasuk mengecek oli, hidrolik, dan kondisi bucket teeth. Suku cadang hidrolik dipasok PT Trisakti Hidraulik, sedangkan servis ringan dibantu CV Bapak Jaya Teknik. Saya memegang SIMPER dan sertifikat operator sesuai aturan Kementerian ESDM. Di mes karyawan, saya sering membantu operator baru lulusan SMK dari desa sekitar tambang yang baru pertama kali jauh dari orang tua, dan di musim hujan kami mengantar anak-anak sekolah warga yang jalannya tergenang dengan bus perusahaan. Hasilnya, produktivitas unit naik dari 1.050 menjadi 1.260 BCM per shift dan tidak ada insiden selama 1.500 jam operasi.',
      planted: {},
      companies: ['PT Trisakti Hidraulik', 'CV Bapak Jaya Teknik'],
    },
    {
      question: 'Ceritakan masalah yang pernah Anda selesaikan di tempat kerja.',
      clean: true,
      text: 'Selama tiga tahun saya bekerja sebagai kepala kebun di greenhouse hidroponik seluas 2.000 meter persegi yang memproduksi selada, pakcoy, dan bayam Brasil untuk supermarket dan restoran, sekitar 1,5 ton per bulan. Masalah terbesar kami adalah tanaman layu dan busuk akar saat suhu siang di dalam greenhouse melewati 35 derajat. Saya memasang sensor suhu dan kelembapan, mengatur jadwal paranet dan kipas, serta memeriksa EC dan pH larutan nutrisi dua kali sehari dengan target EC 1,2 sampai 1,8 mS/cm. Saya juga membuat jadwal semai bertahap setiap minggu supaya panen stabil sesuai pesanan. Nutrisi AB mix kami beli dari CV Mbah Tani Nutrisi dan benih dari PT Gadjah Mada Agro. Setiap bulan kami menerima kunjungan anak-anak TK dan SD beserta guru dan orang tua mereka; saya senang melihat anak-anak yang tadinya tidak suka sayur berebut mencicipi selada yang mereka petik sendiri. Kami juga melatih ibu-ibu PKK dan pemuda karang taruna di desa sebelah agar bisa memulai kebun hidroponik di pekarangan rumah. Hasilnya, tanaman yang gagal panen turun dari 18% menjadi 6% dan pesanan restoran naik dua kali lipat dalam setahun.',
      planted: {},
      companies: ['CV Mbah Tani Nutrisi', 'PT Gadjah Mada Agro'],
    },
    {
      question: 'Bagaimana Anda melayani pelanggan dengan baik?',
      clean: true,
      text: 'Saya bekerja tiga tahun sebagai pengelola rumah kos dengan 64 kamar di tiga gedung dekat kawasan kampus dan perkantoran, mengurus penyewaan kamar, penagihan, perawatan, dan keamanan. Saat saya mulai, tunggakan sewa mencapai 15% per bulan dan keluhan penghuni soal air dan listrik sering tidak tertangani. Saya memindahkan penagihan ke aplikasi dengan pengingat otomatis tiga hari sebelum jatuh tempo, memasang token listrik per kamar, dan membuat jadwal perawatan pompa air serta toren setiap bulan. Keluhan penghuni dicatat lewat WhatsApp dan ditargetkan selesai dalam 24 jam. Perbaikan listrik ditangani CV Kakak Adik Listrik dan cucian seprai oleh Laundry Atma Jaya. Penghuni kami beragam: mahasiswa baru dari luar pulau yang orang tuanya menitipkan anaknya kepada saya, karyawati muda yang pulang malam, dan seorang bapak pensiunan yang tinggal sendiri setelah istrinya meninggal. Saat seorang mahasiswi sakit tifus, saya mengantarnya ke klinik dan menghubungi ibunya di Kupang. Kami juga menyediakan musala dan jadwal piket kebersihan bersama. Hasilnya, tunggakan sewa turun dari 15% menjadi 3%, tingkat hunian naik dari 78% menjadi 96%.',
      planted: {},
      companies: ['CV Kakak Adik Listrik', 'Laundry Atma Jaya'],
    },
    {
      question: 'Ceritakan pengalaman Anda membimbing orang lain.',
      clean: true,
      text: 'Saya mengajar piano selama lima tahun di sebuah sekolah musik, dengan sekitar 35 murid per minggu, dari anak usia lima tahun hingga orang dewasa, dan menyiapkan mereka untuk ujian grade ABRSM. Banyak murid berhenti setelah enam bulan karena merasa latihan di rumah membosankan dan kemajuan mereka lambat. Saya membuat target kecil setiap bulan, mencatat latihan murid di buku kemajuan yang dibaca orang tua, dan memadukan lagu klasik dengan lagu film atau pop yang disukai murid. Untuk murid yang bersiap ujian, saya mengadakan simulasi ujian dua kali sebelum hari H, termasuk latihan tangga nada, sight reading, dan aural. Piano sekolah disetem secara rutin oleh teknisi dari Toko Musik Opa, dan buku lagu kami beli dari CV Pelita Harapan Piano. Salah satu murid saya adalah nenek berusia 70 tahun yang ingin bisa memainkan lagu kesukaan almarhum suaminya, dan ada pula anak laki-laki berusia sembilan tahun dengan disleksia yang lebih mudah membaca not balok berwarna. Setiap akhir semester kami mengadakan resital kecil bagi keluarga murid. Hasilnya, murid yang bertahan lebih dari setahun naik dari 45% menjadi 78%, dan 22 murid lulus ujian grade dengan nilai merit atau distinction.',
      planted: {},
      companies: ['Toko Musik Opa', 'CV Pelita Harapan Piano'],
    },
    {
      question: 'Ceritakan pengalaman Anda bekerja dalam situasi darurat.',
      clean: true,
      text: 'Saya bertugas empat tahun sebagai petugas pemadam kebakaran di Dinas Pemadam Kebakaran dan Penyelamatan kota, dengan sistem jaga 24 jam dan libur 48 jam, menangani rata-rata 30 kejadian per bulan, mulai dari kebakaran rumah, evakuasi ular dan sarang tawon, hingga penyelamatan korban banjir. Waktu tanggap kami ke permukiman padat sering lebih dari 15 menit karena gang sempit dan hidran yang tidak berfungsi. Saya ikut memetakan 120 hidran dan titik sumber air di wilayah pos kami, menandai gang yang hanya bisa dilalui unit kecil, dan menyusun rute alternatif per kelurahan. Setiap apel pagi kami memeriksa APAR, selang, SCBA, dan pompa unit. Selang dan nozzle dipasok CV Abang Adik Selang, dan APAR untuk pelatihan dari PT Airlangga Proteksi. Saya juga ikut program edukasi ke sekolah, mengajari anak-anak SD cara merangkak saat ada asap dan mengajak guru-guru berlatih memakai APAR. Kami pernah menyelamatkan seorang kakek berusia 80 tahun yang tinggal sendiri di lantai dua ruko, lalu menghubungi cucunya yang bekerja di Batam. Hasilnya, waktu tanggap rata-rata di wilayah kami turun dari 15 menjadi 9 menit, dan kebakaran akibat korsleting di permukiman binaan berkurang 40% dalam dua tahun.',
      planted: {},
      companies: ['CV Abang Adik Selang', 'PT Airlangga Proteksi'],
    },
    {
      question: 'Apa keahlian utama Anda dan bagaimana Anda menerapkannya?',
      clean: true,
      text: "Saya bekerja empat tahun sebagai perias pengantin di sebuah wedding organizer, merias sekitar 90 pengantin per tahun untuk akad, resepsi adat Sunda, Jawa, dan Minang. Keluhan yang paling sering adalah riasan luntur karena keringat saat resepsi di gedung yang pendinginnya kurang dan jadwal rias yang molor sehingga akad terlambat. Saya membuat jadwal rias mundur dari jam akad, menyiapkan base makeup yang tahan lama dan setting spray, serta menyiagakan tim touch-up di dekat pelaminan. Saya juga mencatat jenis kulit dan alergi setiap pengantin saat trial makeup. Kosmetik kami beli dari PT Padjadjaran Kosmetika dan sanggul serta aksesori dari Salon Tante Rina. Pengantin kami beragam: pengantin muslimah yang ingin riasan natural dengan hijab syar'i, pengantin Batak dengan ulos, dan ibu-ibu pengantin yang ingin tampil segar tanpa terlihat tebal. Saya ingat seorang ibu pengantin berusia 60 tahun yang gugup karena baru pertama kali dirias; saya memilih warna lembut dan ia tersenyum melihat hasilnya di cermin. Hasilnya, keterlambatan akad karena rias turun dari 12 kasus menjadi 1 per tahun, dan 70% klien baru datang dari rekomendasi.",
      planted: {},
      companies: ['PT Padjadjaran Kosmetika', 'Salon Tante Rina'],
    },
    {
      question: 'Ceritakan pencapaian terbesar Anda dalam pekerjaan.',
      text: 'Saya bekerja tiga tahun sebagai staf front desk di klinik kecantikan yang melayani sekitar 60 pasien per hari untuk facial, peeling, laser, dan injeksi oleh dokter. Saya lahir pada tahun tsunami Aceh dan sudah menikah dua tahun lalu, sehingga saya terbiasa membagi waktu antara pekerjaan dan rumah. Masalah terbesar kami adalah pasien yang tidak datang tanpa kabar, sekitar 25% dari janji temu, sehingga dokter dan terapis sering menganggur. Saya membuat pengingat WhatsApp H-1 dan tiga jam sebelum jadwal, meminta uang muka untuk tindakan laser, dan menyusun daftar tunggu untuk mengisi slot kosong. Saya juga menjelaskan kepada pasien konsekwensi jika tidak mengikuti perawatan paska tindakan laser, seperti menghindari sinar matahari. Hasilnya, pasien yang tidak datang turun dari 25% menjadi 7%. Pendapatan klinik naik Rp1,8 miliar dalam setahun berkat slot yang terisi. Banyak pasien bilang wajah saya yang bulat dan berlesung pipit membuat mereka lebih tenang saat menunggu. Sekali lagi, menurunkan pasien yang tidak datang dari 25% menjadi 7% adalah pencapaian yang paling saya banggakan. Produk perawatan kulit kami dipasok PT Kakak Cantik Kosmetik dan alat medis habis pakai dari CV Untar Medika.',
      planted: {
        spelling: ['konsekwensi', 'paska'],
        blind: [
          'lahir pada tahun tsunami Aceh',
          'sudah menikah dua tahun lalu',
          'wajah saya yang bulat dan berlesung pipit',
        ],
        repetition: [
          'Sekali lagi, menurunkan pasien yang tidak datang dari 25% menjadi 7% adalah pencapaian yang paling saya banggakan.',
        ],
        claim: ['Pendapatan klinik naik Rp1,8 miliar dalam setahun'],
      },
      companies: ['PT Kakak Cantik Kosmetik', 'CV Untar Medika'],
    },
    {
      question: 'Ceritakan pengalaman Anda memecahkan masalah di tempat kerja.',
      text: 'Saya alumni SMK Negeri 2 Bekasi jurusan teknik pemesinan dan sudah lima tahun bekerja sebagai operator mesin CNC di pabrik komponen otomotif, menjalankan mesin bubut dan milling CNC untuk memproduksi sekitar 2.000 part per shift. Ilmu di SMK menjadi pondasi saya dalam membaca gambar teknik dan menulis program G-code. Masalah yang sering muncul adalah dimensi part melenceng setelah mesin berjalan beberapa jam, sehingga reject mencapai 4,5%. Saya mencatat hasil ukur setiap satu jam dengan mikrometer dan CMM, lalu menemukan bahwa keausan insert dan panas spindle menjadi penyebab utama. Saya mengusulkan jadwal penggantian insert berdasarkan jumlah part, bukan menunggu aus, serta pemanasan mesin 15 menit sebelum produksi. Hasilnya, reject turun dari 4,5% menjadi 0,8% dalam tiga bulan. Sebagai kepala keluarga kelahiran Ambon yang merantau jauh, saya terbiasa bekerja teliti. Penurunan reject dari 4,5% menjadi 0,8% itu kembali membuktikan bahwa pencatatan sederhana bisa menyelesaikan masalah besar. Saya juga membantu HRD memeriksa ijasah dan sertifikat BNSP calon operator baru. Insert dan tool holder kami beli dari CV Saudara Tool Supply dan kalibrasi alat ukur dilakukan PT ITS Presisi Mandiri.',
      planted: {
        spelling: ['pondasi', 'ijasah'],
        blind: ['alumni SMK Negeri 2 Bekasi', 'Sebagai kepala keluarga', 'kelahiran Ambon'],
        repetition: [
          'Penurunan reject dari 4,5% menjadi 0,8% itu kembali membuktikan bahwa pencatatan sederhana bisa menyelesaikan masalah besar.',
        ],
      },
      companies: ['CV Saudara Tool Supply', 'PT ITS Presisi Mandiri'],
    },
    {
      question: 'Mengapa Anda tertarik dengan posisi ini?',
      text: 'Saya tamatan Pondok Modern Gontor dan kini berumur 29 tahun, dengan pengalaman lima tahun sebagai wartawan di media daring yang meliput isu perkotaan, transportasi, dan layanan publik. Ibu saya seorang doktor ilmu komunikasi, dan dari beliau saya belajar pentingnya verifikasi. Setiap hari saya menulis tiga sampai lima berita, termasuk satu laporan mendalam per minggu. Tantangan terbesar di media daring adalah tekanan kecepatan yang sering membuat berita salah dan harus diralat. Saya membuat daftar periksa sebelum tayang: nama dan jabatan narasumber, angka dari dokumen resmi, dan konfirmasi dari pihak yang dikritik. Saya juga lebih sering mengambil data orisinil dari BPS dan dinas terkait daripada mengutip media lain. Narasumber kadang frustasi karena saya menelepon berkali-kali untuk konfirmasi, tetapi ralat pada berita saya turun dari delapan menjadi satu kali per bulan. Laporan saya tentang halte bus yang rusak ditindaklanjuti dinas perhubungan dalam dua minggu. Saya siap bekerja keras demi kemajuan perusahaan. Saya tertarik pada posisi ini karena ingin memperdalam jurnalisme data. Edisi cetak khusus dikerjakan PT Adinda Media Grafika dan infografis dibantu CV Parahyangan Digital.',
      planted: {
        spelling: ['orisinil', 'frustasi'],
        blind: [
          'tamatan Pondok Modern Gontor',
          'berumur 29 tahun',
          'Ibu saya seorang doktor ilmu komunikasi',
        ],
        cliche: ['siap bekerja keras demi kemajuan perusahaan'],
      },
      companies: ['PT Adinda Media Grafika', 'CV Parahyangan Digital'],
    },
    {
      question: 'Apa kelebihan Anda dibandingkan kandidat lain?',
      text: 'Saya bekerja empat tahun sebagai sales executive di dealer mobil resmi yang memperkerjakan 18 tenaga penjual, dengan penjualan rata-rata tujuh unit per bulan untuk mobil keluarga dan mobil niaga. Ayah saya seorang kepala desa, jadi sejak kecil saya terbiasa berbicara dengan banyak orang dari berbagai kalangan. Kelebihan saya adalah menjaga hubungan dengan pelanggan setelah pembelian. Saya mencatat tanggal servis berkala, ulang tahun, dan masa berlaku STNK setiap pelanggan di CRM dealer, lalu mengingatkan mereka lewat WhatsApp. Saya juga menawarkan paket asesoris seperti kaca film, karpet, dan kamera mundur yang disesuaikan dengan kebutuhan pelanggan. Hasilnya, 35% penjualan saya berasal dari pelanggan lama dan rekomendasi mereka. Dari usaha toko emas milik keluarga, saya belajar menghitung margin dan memberi harga yang jujur. Meski berat badan saya 95 kg, saya tetap lincah mendampingi test drive dari pagi sampai sore. Tahun lalu saya meraih penghargaan Sales Terbaik Nasional 2023 dari pabrikan. Saya selalu berusaha memberikan pelayanan sepenuh hati. Variasi mobil kami kerjakan bersama CV Om Jaya Variasi, dan pembiayaan kredit melalui PT Bina Nusantara Finance.',
      planted: {
        spelling: ['memperkerjakan', 'asesoris'],
        blind: ['Ayah saya seorang kepala desa', 'usaha toko emas milik keluarga', 'berat badan saya 95 kg'],
        cliche: ['memberikan pelayanan sepenuh hati'],
        claim: ['penghargaan Sales Terbaik Nasional 2023 dari pabrikan'],
      },
      companies: ['CV Om Jaya Variasi', 'PT Bina Nusantara Finance'],
    },
    {
      question: 'Ceritakan tentang diri Anda dan pengalaman kerja Anda.',
      text: 'Izinkan saya mengawali tulisan ini dengan sedikit cerita tentang siapa saya. Saya perantau asal Bukittinggi dan sudah tiga tahun bekerja sebagai kepala operasional depot air minum isi ulang yang melayani sekitar 400 galon per hari untuk rumah tangga, warung, dan kantor. Depot kami wajib memenuhi standar higiene sanitasi dari dinas kesehatan, termasuk uji laboratorium air setiap tiga bulan. Dulu pesanan antar sering terlambat karena pesanan lewat telepon dicatat di kertas dan baru di proses setelah kurir kembali. Saya membuat formulir pesanan lewat WhatsApp, membagi rute antar menjadi tiga wilayah, dan menjadwalkan penggantian filter cartridge dan lampu UV berdasarkan jumlah liter, bukan perkiraan. Saya juga mensosialisasikan cara menyimpan galon yang benar kepada pelanggan, yaitu tidak terkena sinar matahari langsung. Meski saya perempuan, saya ikut mengangkat dan mengantar galon saat kurir kurang. Hasilnya, keterlambatan antar turun dari 30 menjadi 5 kasus per minggu dan depot lulus uji laboratorium tanpa temuan dua tahun berturut-turut. Galon dan tutup segel kami beli dari CV Uda Galon, sedangkan filter dari PT Andalas Filter.',
      planted: {
        spelling: ['di proses', 'mensosialisasikan'],
        blind: ['perantau asal Bukittinggi', 'Meski saya perempuan'],
        opening: ['Izinkan saya mengawali tulisan ini dengan sedikit cerita tentang siapa saya.'],
      },
      companies: ['CV Uda Galon', 'PT Andalas Filter'],
    },
    {
      question: 'Ceritakan pengalaman Anda melayani pelanggan yang sulit.',
      text: 'Saya bekerja enam tahun sebagai teknisi di gerai servis ponsel, menangani sekitar 15 unit per hari mulai dari ganti LCD, baterai, dan konektor cas hingga perbaikan mesin yang mati total karena terkena air. Di usia yang sudah menginjak 47 tahun, saya masih mengikuti pelatihan perbaikan papan mesin setiap ada tipe ponsel baru. Pelanggan yang paling sulit biasanya mereka yang kehilangan data penting. Saya pernah melayani pelanggan yang marah karena ponselnya mati setelah diperbaiki di tempat lain dan seluruh foto usahanya hilang. Saya menjelaskan dengan tenang apa yang bisa dilakukan, membuat perkiraan biaya tertulis, dan berhasil memulihkan 90% datanya. Sejak itu saya membuat tanda terima yang mencatat kondisi ponsel saat diterima dengan foto agar tidak ada salah paham. Untuk klaim garansi, pelanggan cukup membawa nota dan fotokopi KTP, tidak perlu dokumen yang dilegalisir. Saya juga pernah menjadi sekertaris paguyuban teknisi ponsel di kota kami. Karena anak saya yang masih TK sering ikut ke gerai, saya terbiasa menjaga suasana tetap ramah. Hasilnya, keluhan pelanggan turun dari 12 menjadi 2 per bulan. Suku cadang kami ambil dari Toko Sparepart Abang Cell dan PT Diponegoro Sparepart.',
      planted: {
        spelling: ['dilegalisir', 'sekertaris'],
        blind: ['sudah menginjak 47 tahun', 'anak saya yang masih TK'],
      },
      companies: ['Toko Sparepart Abang Cell', 'PT Diponegoro Sparepart'],
    },
  ],
};
