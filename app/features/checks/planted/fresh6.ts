// Fresh held-apart sets, round seven (issue 36): written on 2026-11-29 (18:43-19:00 UTC) and committed before
// any rule or lexicon of the round changed (the round-six set, fresh5.ts, is seen from then on). Clean
// answers of about 420-560 Korean and 850-1,100 English and Indonesian characters, of fields no earlier set
// used (shipbuilding welding, a veterinary clinic, court interpreting, a semiconductor cleanroom, coffee
// roasting, insurance underwriting, forestry, game localisation), written as members write: loanwords,
// compounds, Sino-Korean trade terms, Indonesian affixed words; and answers with planted misspellings
// (real, common ones: 오랫만에, 희안하게, 왠만한, 짜집기, 뒤쳐지지, 바램; acheive, untill, accross,
// goverment, enviroment, maintainance, succesful; KBBI's non-standard forms: resiko, apotik, kongkrit,
// sistim, ketrampilan, antri), blind-hiring mentions, repeated figures, clichés and unsupported claims.
// No rule is tuned on these; `npm run bench:checks` reports them apart. Do not edit after their first run
// except to report.
import type { PlantedCase } from './types';

export const FRESH6_CASES: Record<'ko' | 'en' | 'id', PlantedCase[]> = {
  ko: [
    {
      question: '직무 관련 경험을 구체적으로 기술해 주십시오.',
      clean: true,
      text: '조선소 선각 공정에서 용접 기능공으로 4년간 일했습니다. 블록 조립 단계에서 이면 비드에 기공과 언더컷이 반복되어 비파괴검사 불합격률이 높았고, 재작업 때문에 탑재 일정이 자주 밀렸습니다. 저는 방사선투과시험과 초음파탐상 결과를 블록별, 용접 자세별로 정리해 보았고, 수직 상진 자세의 이산화탄소 아크 용접에서 결함이 몰려 있다는 것을 확인했습니다. 보호가스 유량과 와이어 돌출 길이, 예열 온도를 작업자마다 다르게 잡고 있었던 것이 원인이었습니다. 반장님과 상의해 용접 절차 사양서의 조건을 작업장 벽면에 크게 게시하고, 신입 용접사에게는 시편으로 자세별 연습을 시킨 뒤 현장에 배치했습니다. 습기가 많은 날에는 용접봉 건조로 관리 기록도 매일 확인했습니다. 반년 뒤 불합격률이 절반 가까이 줄었고, 도장 공정으로 넘어가는 블록도 제때 인계되었습니다. 이 경험으로 현장의 숙련도 결국 기록과 기준이 뒷받침할 때 오래 간다는 것을 배웠습니다.',
      planted: {},
    },
    {
      question: '고객을 위해 노력했던 경험을 기술해 주십시오.',
      clean: true,
      text: '동물병원에서 수의테크니션으로 일하며 입원 환자 관리와 보호자 상담을 맡았습니다. 수술 후 퇴원한 반려견이 집에서 약을 제대로 먹지 못해 상처가 덧나 재내원하는 일이 잦았습니다. 저는 퇴원 안내문을 수술 종류별로 다시 만들고, 넥카라 착용법과 붕대 교체 시기, 투약 시간을 그림으로 정리했습니다. 알약을 삼키지 못하는 아이들을 위해 간식에 약을 숨겨 주는 방법을 보호자와 함께 연습했고, 퇴원 사흘째에는 직접 전화를 걸어 식욕과 배변 상태를 확인했습니다. 원장님께는 재내원 사례를 매달 정리해 보고했고, 접수 데스크와 함께 예방접종과 심장사상충 예방약 알림도 정비했습니다. 석 달 뒤 수술 부위 감염으로 다시 오는 환자가 눈에 띄게 줄었고, 보호자분들이 전화 한 통에 안심이 된다고 말씀해 주셨습니다. 말 못 하는 환자를 돌보는 일은 결국 보호자를 잘 돕는 일이라는 것을 배웠습니다.',
      planted: {},
    },
    {
      question: '전문성을 발휘한 경험을 기술해 주십시오.',
      clean: true,
      text: '지방법원에서 법정 통역인으로 베트남어 통역을 맡았습니다. 형사 재판에서는 피고인의 진술이 한 단어만 달라져도 양형에 영향을 줄 수 있어 순차 통역의 정확성이 가장 중요했습니다. 저는 사건 기록을 미리 열람할 수 없는 경우가 많아, 자주 나오는 법률 용어와 수사 절차 용어를 베트남어와 대조한 용어집을 직접 만들었습니다. 공소장, 증거 인부, 집행유예처럼 우리말로도 어려운 말은 쉬운 풀이를 함께 준비해 두었습니다. 재판장께서 말씀이 빠를 때에는 끊어서 말씀해 주시기를 정중히 요청했고, 통역 중 모르는 표현이 나오면 추측하지 않고 확인을 구했습니다. 재판이 끝나면 통역 메모를 다시 보며 틀리기 쉬운 표현을 용어집에 더했습니다. 이후 법원의 다른 통역인들도 그 용어집을 함께 쓰게 되었고, 통역 오류로 재진술을 요청받는 일이 줄었습니다. 말 한마디의 무게를 아는 통역인으로 일하고 싶습니다.',
      planted: {},
    },
    {
      question: '문제를 해결했던 경험을 기술해 주십시오.',
      clean: true,
      text: '반도체 팹의 클린룸에서 식각 공정 설비 엔지니어로 일했습니다. 특정 챔버에서 웨이퍼 가장자리에 파티클이 몰리는 불량이 늘어 수율이 떨어졌습니다. 저는 설비 로그와 계측 데이터를 맞춰 보며 파티클이 예방정비 직후 며칠 동안 집중된다는 것을 찾았습니다. 챔버를 열고 닫는 과정에서 오링 교체와 세정 순서가 작업자마다 달랐고, 시즈닝 웨이퍼 매수도 일정하지 않았습니다. 설비 제조사 엔지니어와 함께 예방정비 절차서를 다시 쓰고, 세정 후 진공 누설 점검과 시즈닝 조건을 표준으로 정했습니다. 방진복 착용과 반입 물품 관리도 클린룸 담당자와 함께 다시 교육했습니다. 두 달 뒤 해당 챔버의 파티클 불량이 평소 수준으로 돌아왔고, 설비 가동률도 올라갔습니다. 눈에 보이지 않는 오염을 숫자로 쫓아가는 일에서 끈기의 의미를 배웠습니다.',
      planted: {},
    },
    {
      question: '본인의 강점을 기술해 주십시오.',
      clean: true,
      text: '스페셜티 커피 로스터리에서 로스터로 일하며 생두 구매와 배전, 품질 관리를 맡았습니다. 같은 원두인데도 배치마다 맛이 달라 납품하는 카페에서 불만이 나왔습니다. 저는 로스팅 프로파일을 배치마다 기록하고, 투입 온도와 1차 크랙 시점, 배출 온도를 비교했습니다. 그 결과 생두의 수분 함량이 입고 시기마다 달라 같은 화력으로 볶으면 디벨롭 시간이 흔들린다는 것을 알았습니다. 입고할 때마다 수분과 밀도를 측정하고, 그 값에 맞춰 화력과 댐퍼 조절 구간을 미리 정해 두었습니다. 매주 커핑을 열어 바리스타들과 향미 노트를 맞추고, 산미가 강한 원두는 납품처의 추출 레시피도 함께 조정했습니다. 반년 뒤 납품처의 재주문율이 올랐고 폐기하는 원두도 줄었습니다. 감각에 기대던 일을 기록으로 바꾸어 누구나 같은 맛을 낼 수 있게 하는 것이 제 강점입니다.',
      planted: {},
    },
    {
      question: '분석력을 발휘한 경험을 기술해 주십시오.',
      clean: true,
      text: '손해보험사의 기업보험 언더라이팅 부서에서 화재보험 인수 심사를 맡았습니다. 물류창고 계약이 늘면서 대형 화재 손해율이 높아졌지만, 심사 기준은 건물 구조와 면적 위주여서 위험을 제대로 가려내지 못했습니다. 저는 지난 5년간의 사고 보험금 지급 자료를 정리해 창고의 적재 품목, 스프링클러 설치 여부, 샌드위치 패널 사용 여부와 손해액의 관계를 분석했습니다. 위험도가 높은 조합을 찾아 현장 위험 조사 항목에 추가하고, 재보험사와 협의해 인수 한도와 자기부담금 기준을 새로 정했습니다. 영업 담당자들이 거절 사유를 고객에게 설명할 수 있도록 방재 개선 권고서 양식도 만들었습니다. 일 년 뒤 창고 계약의 손해율이 안정되었고, 권고에 따라 설비를 보강한 고객은 보험료 할인도 받았습니다. 숫자 뒤에 있는 현장을 보려는 태도가 제 분석의 출발점입니다.',
      planted: {},
    },
    {
      question: '공공의 이익을 위해 일한 경험을 기술해 주십시오.',
      clean: true,
      text: '국유림관리소에서 산림경영 기간제 근로자로 일하며 숲가꾸기와 산불 예방 업무를 도왔습니다. 간벌한 나무가 임도 주변에 그대로 쌓여 있어 봄철 산불 위험이 컸고, 수집 작업은 인력이 모자라 늘 뒤로 밀렸습니다. 저는 작업 구역별 벌채 현황과 임도 접근성을 지도에 표시해, 산물 수집을 먼저 해야 할 곳을 정했습니다. 지역 산림조합과 협의해 수집한 목재를 바이오매스 연료로 넘기는 경로도 마련했습니다. 산불 조심 기간에는 입산 통제 구역 순찰 경로를 다시 짜고, 등산객이 많은 주말에는 감시 인원을 늘렸습니다. 묘목을 심은 조림지는 풀베기 시기를 앞당겨 어린나무가 덩굴에 덮이지 않도록 했습니다. 그해 봄 관할 구역에서 큰 산불은 없었고, 조림지의 활착률도 예년보다 높았습니다. 숲은 한 사람이 아니라 여러 해와 여러 손이 함께 가꾼다는 것을 배웠습니다.',
      planted: {},
    },
    {
      question: '한빛물류에 지원한 동기를 기술해 주십시오.',
      clean: true,
      text: '게임 회사의 현지화 팀에서 영어 자막과 인게임 텍스트의 한국어 번역 및 검수를 맡았습니다. 업데이트 주기가 짧아 번역 문자열이 한꺼번에 들어오면 용어가 통일되지 않고, 버튼 안에서 글자가 잘리는 문제가 반복되었습니다. 저는 스킬명과 아이템명을 정리한 용어집을 번역 관리 도구에 연결하고, 문자열마다 최대 길이와 화면 캡처를 붙여 달라고 개발팀에 요청했습니다. 출시 전에는 품질 검수 팀과 함께 실제 빌드에서 텍스트를 확인하는 언어 테스트 일정을 따로 잡았습니다. 이용자 커뮤니티에 올라온 번역 오류 제보도 매주 모아 다음 패치에 반영했습니다. 그 결과 출시 후 번역 관련 버그 제보가 크게 줄었고, 용어가 바뀔 때 수정하는 시간도 짧아졌습니다. 한빛물류에서는 해외 고객사와 주고받는 문서와 시스템 화면의 언어를 정확하고 일관되게 관리하는 일을 맡고 싶습니다.',
      planted: {},
      companies: ['한빛물류'],
    },
    {
      question: '본인의 강점을 기술해 주십시오.',
      text: '오랫만에 현장에 돌아와 보니 희안하게도 용접 불량이 다시 늘어 있었습니다. 왠만한 결함은 제가 직접 찾아냈고, 다른 사람의 보고서를 짜집기하지 않고 제 손으로 썼습니다.',
      planted: { spelling: ['오랫만에', '희안하게도', '왠만한', '짜집기하지'] },
    },
    {
      question: '성과를 낸 경험을 기술해 주십시오.',
      text: '로스팅 폐기율을 12% 줄였습니다. 경쟁 로스터리에 뒤쳐지지 않겠다는 바램으로 매일 커핑을 했습니다. 결국 폐기율을 12% 줄였습니다.',
      planted: { spelling: ['뒤쳐지지', '바램으로'], repetition: ['12%'] },
    },
    {
      question: '성장 과정을 기술해 주십시오.',
      text: '저는 광주 출신이고 올해 스물아홉 살입니다. 아버지께서 조선소 현장 소장으로 일하셨습니다. 부산대학교를 졸업했고 몸무게는 62kg입니다. 현대중공업과 포스코 협력사 교육에 참여한 적이 있습니다.',
      planted: { blind: ['광주 출신', '스물아홉 살', '아버지께서', '부산대학교', '몸무게는 62kg'] },
      companies: ['현대중공업', '포스코'],
    },
    {
      question: '입사 후 포부를 기술해 주십시오.',
      text: '어떤 일이든 주어진 일에 최선을 다하겠습니다. 저는 열정과 패기로 똘똘 뭉친 인재입니다. 제가 만든 용어집 덕분에 회사의 해외 매출이 열 배로 늘었습니다.',
      planted: {
        cliche: ['최선을 다하겠습니다', '열정과 패기'],
        claim: ['제가 만든 용어집 덕분에 회사의 해외 매출이 열 배로 늘었습니다.'],
      },
    },
    {
      question: '본인의 단점을 기술해 주십시오.',
      text: '아직 미혼이라 주말에도 일할 수 있습니다. 누나는 변호사이고 어머니는 대학 교수로 계십니다. 집안이 넉넉한 편이라 급여보다 배움을 중시합니다.',
      planted: { blind: ['미혼', '누나는 변호사', '어머니는 대학 교수', '집안이 넉넉한'] },
    },
  ],
  en: [
    {
      question: 'Describe a problem you solved at work.',
      clean: true,
      text: "As a coded welder in a shipyard's hull block shop, I worked on flux-cored and submerged-arc welds for double-bottom and side-shell blocks. Radiographic and ultrasonic testing kept rejecting our vertical-up joints for porosity and undercut, and every repair pushed back block erection on the slipway. I sorted two years of inspection reports by block, joint type and welding position, and found that most defects came from vertical-up flux-cored runs where each welder set a different shielding-gas flow, stick-out and preheat. With my foreman I posted the welding procedure specification's parameters at each station, and new welders practised on test plates in every position before going onto the blocks. On humid days we also checked the electrode drying oven log at the start of each shift. Six months later the repair rate had nearly halved and blocks reached the paint shop on schedule. I learned that a welder's skill lasts when records and standards stand behind it.",
      planted: {},
    },
    {
      question: 'Tell us about a time you went beyond for a customer.',
      clean: true,
      text: 'As a registered veterinary nurse in a small-animal practice, I looked after inpatients and spoke with owners at discharge. Too many dogs came back after surgery with infected wounds because they had not taken their medication at home or had chewed their dressings. I rewrote our discharge sheets by procedure, with pictures showing how to fit a buster collar, when to change bandages and when to give each tablet. For pets that refused pills, I showed owners how to hide them in treats and practised it with them before they left. On the third day after discharge I phoned each owner to ask about appetite, toileting and the wound. I reported readmissions to the clinical director every month, and with reception we tidied up vaccination and heartworm reminders. Within three months fewer patients returned with surgical-site infections, and owners told us one phone call made them feel far less anxious.',
      planted: {},
    },
    {
      question: 'Describe a time your expertise made a difference.',
      clean: true,
      text: "I work as a court interpreter for Vietnamese in a county court and in police interviews. In criminal hearings a single word in a defendant's account can affect sentencing, so accuracy in consecutive interpreting matters more than speed. Because I rarely see the case papers in advance, I built my own glossary matching legal and procedural terms in English and Vietnamese, from indictment and plea to suspended sentence and bail conditions, with plain-language explanations for terms that even native speakers find hard. When a judge spoke quickly I politely asked to be given shorter segments, and when a term was unfamiliar I asked for clarification rather than guessing. After each hearing I reviewed my notes and added the expressions I had found difficult. Other interpreters at the court now use the glossary too, and requests to repeat testimony because of interpreting errors have fallen. I want to keep interpreting with a clear sense of how much a single word weighs.",
      planted: {},
    },
    {
      question: 'Describe a problem you solved at work.',
      clean: true,
      text: "As an equipment engineer for plasma etch tools in a semiconductor fab, I worked in the cleanroom on a chamber whose yield had slipped because particles were collecting at the wafer edge. By lining up tool logs with metrology data, I found that the particles clustered in the days right after preventive maintenance. Technicians replaced O-rings and wet-cleaned parts in different orders, and the number of seasoning wafers run afterwards varied from shift to shift. Together with the vendor's field engineer I rewrote the maintenance procedure, adding a helium leak check after cleaning and a fixed seasoning recipe. With the cleanroom coordinator I also refreshed training on gowning and on what may be carried through the airlock. Two months later the chamber's particle defects were back to baseline and its uptime had improved. Chasing contamination you cannot see through numbers taught me patience.",
      planted: {},
    },
    {
      question: 'What is your main strength?',
      clean: true,
      text: "At a specialty coffee roastery I was the head roaster, buying green coffee and managing roasting and quality control. Wholesale cafés complained that the same blend tasted different from week to week. I started logging every batch's roast profile, comparing charge temperature, the time of first crack and drop temperature. The records showed that the moisture content of the green beans changed from one shipment to the next, so roasting with the same gas settings shifted the development time. We began measuring moisture and density on arrival and set gas and airflow changes for each range in advance. I ran weekly cuppings so the baristas and I agreed on tasting notes, and for bright, acidic coffees I adjusted brew recipes with our wholesale customers. Six months later reorders from cafés had risen and we were throwing away less coffee. Turning a craft that relied on instinct into records anyone can follow is my main strength.",
      planted: {},
    },
    {
      question: 'Describe a time you used analysis to decide.',
      clean: true,
      text: 'As a commercial property underwriter at a general insurer, I assessed fire risks for warehouses and logistics sites. As our warehouse book grew, large fire losses pushed up the loss ratio, yet our guidelines looked mainly at construction class and floor area. I compiled five years of claims data and analysed how losses related to stored goods, sprinkler protection and the use of composite sandwich panels. The riskiest combinations became new questions in our risk survey, and with our reinsurers I set new line sizes and deductibles for them. So that brokers could explain declines to clients, I also drafted a risk-improvement letter template listing what a site could change to become insurable. A year later the loss ratio on warehouses had stabilised, and clients who upgraded their sprinklers earned premium discounts. Looking for the site behind the numbers is where my analysis starts.',
      planted: {},
    },
    {
      question: 'Describe work you did for the public good.',
      clean: true,
      text: "As a seasonal forestry worker for a national forest district, I helped with thinning, replanting and wildfire prevention. Thinned timber was left in piles along the forest roads, which raised the fire risk every spring, and there were never enough hands to extract it. I mapped felling progress and road access for each compartment to decide where extraction should come first, and with the local forest owners' cooperative we set up a route to sell the timber as biomass fuel. During the fire season I redrew patrol routes through restricted areas and added lookouts at weekends when hikers were many. In the new plantations we brought weeding forward so that young saplings were not smothered by vines and bracken. That spring there were no large fires in our district, and survival of the planted seedlings was higher than in previous years. I learned that a forest is tended by many hands over many years, not by one person.",
      planted: {},
    },
    {
      question: 'Why do you want to join Northwind Labs?',
      clean: true,
      text: 'I work on the localisation team of a game studio, translating and reviewing subtitles and in-game text between English and Korean. With a short update cycle, batches of new strings arrived at once, terminology drifted, and text kept overflowing buttons and tooltips. I connected a glossary of skill and item names to our translation management system and asked the developers to attach a character limit and a screenshot to every string. Before each release I scheduled linguistic testing with the QA team on real builds, and every week I gathered translation bugs reported by players on our community forum and fed them into the next patch. After launch, translation-related bug reports dropped sharply and terminology changes took far less time to roll out. At Northwind Labs I would like to keep the language of documents and product screens accurate and consistent for customers in every market.',
      planted: {},
      companies: ['Northwind Labs'],
    },
    {
      question: 'What is your main strength?',
      text: 'I always try to acheive more than the target. I stayed on the slipway untill every weld was checked, walked accross the yard to the test lab myself, and kept the enviroment tidy.',
      planted: { spelling: ['acheive', 'untill', 'accross', 'enviroment'] },
    },
    {
      question: 'Describe a project you led.',
      text: "I cut coffee waste by 15% in one season. The maintainance of our roaster had been neglected, so I made the roastery's cleaning plan succesful. By the end of the season waste was down 15%.",
      planted: { spelling: ['maintainance', 'succesful'], repetition: ['15%'] },
    },
    {
      question: 'Tell us about yourself.',
      text: 'I was raised in Glasgow and I am 27 years old. My mother is a surgeon and my husband is a firefighter. I studied at Cambridge University. I weigh 70 kg and have worked with Maersk and Airbus.',
      planted: {
        blind: [
          'raised in Glasgow',
          '27 years old',
          'My mother',
          'my husband',
          'Cambridge University',
          'weigh 70 kg',
        ],
      },
      companies: ['Maersk', 'Airbus'],
    },
    {
      question: 'What is your biggest achievement?',
      text: "I am a highly motivated self-starter who thinks outside the box. My glossary alone doubled the company's worldwide revenue within a month.",
      planted: {
        cliche: ['self-starter', 'thinks outside the box'],
        claim: ["My glossary alone doubled the company's worldwide revenue within a month."],
      },
    },
    {
      question: 'Why are you a good fit for this role?',
      text: 'I am single and have no children, so I can travel. My brother is a goverment minister and my grandparents own a vineyard.',
      planted: {
        blind: ['I am single', 'no children', 'My brother', 'my grandparents own a vineyard'],
        spelling: ['goverment'],
      },
    },
  ],
  id: [
    {
      question: 'Ceritakan masalah yang pernah Anda selesaikan di tempat kerja.',
      clean: true,
      text: 'Saya bekerja sebagai juru las bersertifikat di bengkel blok lambung sebuah galangan kapal, mengerjakan pengelasan busur rendam dan kawat berinti fluks untuk blok dasar ganda dan sisi kapal. Hasil uji radiografi dan ultrasonik berulang kali menolak sambungan posisi vertikal naik karena porositas dan takik las, dan setiap perbaikan menunda pemasangan blok di landasan peluncuran. Saya memilah laporan inspeksi dua tahun terakhir berdasarkan blok, jenis sambungan, dan posisi pengelasan, lalu menemukan bahwa sebagian besar cacat berasal dari pengelasan vertikal naik ketika tiap juru las memakai laju gas pelindung, panjang kawat, dan suhu pemanasan awal yang berbeda. Bersama mandor, saya memasang parameter spesifikasi prosedur las di setiap stasiun, dan juru las baru berlatih pada pelat uji di semua posisi sebelum turun ke blok. Enam bulan kemudian angka perbaikan turun hampir separuh dan blok tiba di bengkel pengecatan tepat waktu.',
      planted: {},
    },
    {
      question: 'Ceritakan pengalaman Anda melayani pasien atau pelanggan.',
      clean: true,
      text: 'Sebagai paramedis veteriner di klinik hewan kecil, saya merawat pasien rawat inap dan memberi penjelasan kepada pemilik saat pulang. Banyak anjing kembali setelah operasi dengan luka yang terinfeksi karena obatnya tidak diminum di rumah atau perbannya digigit. Saya menyusun ulang lembar panduan pulang untuk setiap jenis operasi, lengkap dengan gambar cara memasang kerah pelindung, waktu mengganti perban, dan jadwal minum obat. Untuk hewan yang menolak tablet, saya mengajari pemilik cara menyembunyikan obat di dalam camilan dan mempraktikkannya bersama sebelum mereka pulang. Pada hari ketiga setelah pulang, saya menelepon setiap pemilik untuk menanyakan nafsu makan, buang air, dan keadaan luka. Setiap bulan saya melaporkan kasus kunjungan ulang kepada dokter hewan penanggung jawab, dan bersama bagian pendaftaran kami merapikan pengingat vaksinasi dan obat cacing jantung. Tiga bulan kemudian pasien yang kembali karena infeksi luka operasi berkurang jelas.',
      planted: {},
    },
    {
      question: 'Ceritakan saat keahlian Anda membuat perbedaan.',
      clean: true,
      text: 'Saya bekerja sebagai penerjemah tersumpah dan juru bahasa di pengadilan negeri untuk bahasa Mandarin. Dalam sidang pidana, satu kata dalam keterangan terdakwa dapat memengaruhi putusan, sehingga ketepatan penerjemahan konsekutif lebih penting daripada kecepatan. Karena berkas perkara jarang bisa saya baca sebelumnya, saya menyusun glosarium sendiri yang memadankan istilah hukum acara pidana dalam bahasa Indonesia dan Mandarin, mulai dari dakwaan, eksepsi, dan tuntutan sampai pidana bersyarat, disertai penjelasan sederhana untuk istilah yang sulit dipahami bahkan oleh penutur asli. Ketika hakim berbicara terlalu cepat, saya dengan sopan meminta agar kalimatnya dipenggal, dan ketika ada istilah yang tidak saya kenal, saya meminta penjelasan alih-alih menebak. Setelah sidang saya meninjau catatan dan menambahkan ungkapan yang sulit ke glosarium. Kini juru bahasa lain di pengadilan itu ikut memakai glosarium tersebut.',
      planted: {},
    },
    {
      question: 'Ceritakan masalah teknis yang pernah Anda selesaikan.',
      clean: true,
      text: 'Sebagai insinyur peralatan etsa plasma di pabrik semikonduktor, saya bekerja di ruang bersih menangani sebuah ruang proses yang hasil produksinya menurun karena partikel menumpuk di tepi wafer. Dengan mencocokkan catatan mesin dan data metrologi, saya menemukan bahwa partikel muncul terutama beberapa hari setelah perawatan berkala. Para teknisi mengganti cincin karet dan membersihkan komponen dengan urutan berbeda, dan jumlah wafer pengondisian yang dijalankan sesudahnya berubah-ubah antarsif. Bersama teknisi lapangan dari pemasok mesin, saya menulis ulang prosedur perawatan dengan menambahkan uji kebocoran helium setelah pembersihan dan resep pengondisian yang tetap. Bersama koordinator ruang bersih saya juga menyegarkan pelatihan tentang cara mengenakan pakaian pelindung dan barang yang boleh dibawa melewati ruang antara. Dua bulan kemudian cacat partikel kembali ke tingkat normal dan waktu operasi mesin meningkat.',
      planted: {},
    },
    {
      question: 'Apa kekuatan utama Anda?',
      clean: true,
      text: 'Di sebuah rumah sangrai kopi spesialti, saya menjadi kepala penyangrai yang membeli biji kopi mentah serta mengelola penyangraian dan pengendalian mutu. Kafe pelanggan mengeluh bahwa racikan yang sama terasa berbeda dari minggu ke minggu. Saya mulai mencatat profil sangrai setiap angkatan, membandingkan suhu awal, waktu retakan pertama, dan suhu saat biji dikeluarkan. Catatan itu menunjukkan bahwa kadar air biji mentah berubah dari satu kiriman ke kiriman berikutnya, sehingga menyangrai dengan pengaturan api yang sama menggeser waktu pengembangan. Kami mulai mengukur kadar air dan kepadatan biji setiap kali barang datang, lalu menetapkan lebih dulu perubahan api dan aliran udara untuk setiap rentang. Setiap minggu saya mengadakan sesi cupping agar para barista dan saya menyepakati catatan rasa. Enam bulan kemudian pesanan ulang dari kafe meningkat dan biji yang terbuang berkurang.',
      planted: {},
    },
    {
      question: 'Ceritakan saat Anda mengambil keputusan berdasarkan analisis.',
      clean: true,
      text: 'Sebagai penjamin emisi polis asuransi properti di sebuah perusahaan asuransi umum, saya menilai risiko kebakaran gudang dan pusat logistik. Ketika portofolio gudang kami bertambah, klaim kebakaran besar menaikkan rasio kerugian, padahal pedoman kami hanya melihat kelas konstruksi dan luas lantai. Saya mengolah data klaim lima tahun terakhir dan menganalisis hubungan antara jenis barang yang disimpan, keberadaan alat pemadam otomatis, dan penggunaan panel isolasi dengan besarnya kerugian. Kombinasi yang paling berisiko saya masukkan sebagai pertanyaan baru dalam survei risiko, dan bersama perusahaan reasuransi kami menetapkan batas pertanggungan serta risiko sendiri yang baru. Agar pialang dapat menjelaskan penolakan kepada nasabah, saya juga menyusun templat surat rekomendasi perbaikan risiko. Setahun kemudian rasio kerugian gudang menjadi stabil, dan nasabah yang memperbaiki sistem pemadamnya mendapat potongan premi.',
      planted: {},
    },
    {
      question: 'Ceritakan pengalaman Anda bekerja untuk masyarakat.',
      clean: true,
      text: 'Saya bekerja sebagai tenaga harian lepas di kesatuan pengelolaan hutan, membantu penjarangan, penanaman kembali, dan pencegahan kebakaran hutan. Kayu hasil penjarangan dibiarkan menumpuk di pinggir jalan hutan sehingga risiko kebakaran meningkat setiap musim kemarau, sementara tenaga untuk mengangkutnya selalu kurang. Saya memetakan kemajuan penebangan dan akses jalan di setiap petak untuk menentukan lokasi yang harus diangkut lebih dulu, dan bersama koperasi petani hutan setempat kami membuka jalur penjualan kayu sebagai bahan bakar biomassa. Selama musim kemarau saya menyusun ulang rute patroli di kawasan tertutup dan menambah petugas pengawas pada akhir pekan ketika pendaki ramai. Di areal tanaman baru, penyiangan kami majukan agar bibit muda tidak tertutup tumbuhan merambat. Musim kemarau itu tidak ada kebakaran besar di wilayah kami, dan persentase bibit yang hidup lebih tinggi dibandingkan tahun-tahun sebelumnya.',
      planted: {},
    },
    {
      question: 'Mengapa Anda ingin bergabung dengan PT Mitra Niaga?',
      clean: true,
      text: 'Saya bekerja di tim lokalisasi sebuah studio gim, menerjemahkan dan memeriksa teks dialog serta antarmuka dari bahasa Inggris ke bahasa Indonesia. Karena jadwal pembaruan yang pendek, banyak teks baru datang sekaligus, istilah menjadi tidak seragam, dan tulisan sering terpotong di dalam tombol. Saya menghubungkan glosarium nama keterampilan dan nama barang ke sistem manajemen terjemahan, lalu meminta tim pengembang melampirkan batas jumlah karakter dan tangkapan layar untuk setiap teks. Sebelum rilis, saya menjadwalkan pengujian bahasa bersama tim penjaminan mutu pada versi permainan yang sebenarnya, dan setiap minggu saya mengumpulkan laporan kesalahan terjemahan dari forum pemain untuk diperbaiki pada pembaruan berikutnya. Setelah peluncuran, laporan kesalahan terjemahan turun tajam. Di PT Mitra Niaga saya ingin menjaga bahasa dokumen dan tampilan sistem tetap tepat dan konsisten bagi mitra di berbagai negara.',
      planted: {},
      companies: ['PT Mitra Niaga'],
    },
    {
      question: 'Apa kekuatan utama Anda?',
      text: 'Saya selalu memperhitungkan resiko sebelum bekerja. Saya menyusun sistim pencatatan obat di apotik klinik dan memberi contoh yang kongkrit kepada staf baru.',
      planted: { spelling: ['resiko', 'sistim', 'apotik', 'kongkrit'] },
    },
    {
      question: 'Ceritakan proyek yang pernah Anda pimpin.',
      text: 'Saya memangkas waktu antri di klinik sebesar 30%. Saya melatih ketrampilan petugas pendaftaran setiap minggu. Hasilnya, waktu tunggu turun 30%.',
      planted: { spelling: ['antri', 'ketrampilan'], repetition: ['30%'] },
    },
    {
      question: 'Ceritakan tentang diri Anda.',
      text: 'Saya berasal dari Makassar dan lahir tahun 1997. Berat badan saya 58 kg. Suami saya bekerja sebagai polisi. Saya lulusan Institut Teknologi Bandung. Saya pernah bekerja sama dengan Telkom Indonesia dan Astra.',
      planted: {
        blind: [
          'berasal dari Makassar',
          'lahir tahun 1997',
          'Berat badan saya 58 kg',
          'Suami saya',
          'Institut Teknologi Bandung',
        ],
      },
      companies: ['Telkom Indonesia', 'Astra'],
    },
    {
      question: 'Apa pencapaian terbesar Anda?',
      text: 'Saya pekerja keras yang mampu bekerja di bawah tekanan. Saya pantang menyerah. Glosarium buatan saya sendiri melipatgandakan pendapatan perusahaan sepuluh kali dalam sebulan.',
      planted: {
        cliche: ['mampu bekerja di bawah tekanan', 'pantang menyerah'],
        claim: [
          'Glosarium buatan saya sendiri melipatgandakan pendapatan perusahaan sepuluh kali dalam sebulan.',
        ],
      },
    },
    {
      question: 'Mengapa Anda cocok untuk posisi ini?',
      text: 'Saya belum menikah dan anak pertama dari tiga bersaudara. Kakak saya seorang dokter dan orang tua saya memiliki perkebunan sawit.',
      planted: {
        blind: [
          'belum menikah',
          'anak pertama dari tiga bersaudara',
          'Kakak saya',
          'orang tua saya memiliki perkebunan sawit',
        ],
      },
    },
  ],
};
