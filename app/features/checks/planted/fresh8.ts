// Fresh held-apart sets, round ten (issue 36): written on 2026-11-29 (23:05-23:10 UTC) by a helper that
// writes no rules, and committed before any rule or lexicon of the round changed. Clean answers of about
// 430-490 Korean and 950-1,110 English and Indonesian characters, of fields no earlier set used (a tax
// accountancy practice, fire safety systems in a shopping mall, speech-language therapy, live sound for
// concert tours, commercial offset printing, a community pharmacy, an optician's, EV charger operations),
// written as members write: loanwords, compounds, trade terms, abbreviations, agencies, figures with units;
// and answers with planted misspellings (real, common ones: 잠궈서, 햇갈리는, 치뤘습니다, 들어났습니다,
// 할려고, 안절부절하며, and real words wrong in context: 일부로 for 일부러, 반듯이 for 반드시;
// embarassed, calender, commited, accomodate, wich, alot, persue; KBBI's non-standard forms:
// mensukseskan, frekwensi, ekstrim, obyek, tehnisi, nampak, silahkan), blind-hiring mentions (direct and
// indirect ages), repeated figures, empty openings, clichés and unsupported claims, and company names that
// look like schools, places or family words. HELD APART: `npm run bench:checks` only says the set exists;
// `npm run bench:checks -- --blind` runs it, once, and prints counts only. Do not edit after its first run
// except to report. Its one blind run was on 2026-11-29 at 23:53 UTC; SEEN since round eleven.
import type { PlantedCase } from './types';

export const FRESH8_CASES: Record<'ko' | 'en' | 'id', PlantedCase[]> = {
  ko: [
    {
      question: '직무 관련 경험을 구체적으로 기술해 주십시오.',
      clean: true,
      text: '세무회계 사무소에서 4년간 기장 대리와 부가가치세, 종합소득세 신고를 맡았습니다. 신고 기간마다 거래처가 보내 주는 증빙이 늦거나 빠져 있어 마감 직전에야 매입세액 공제 누락을 발견하는 일이 잦았습니다. 저는 거래처 120여 곳을 업종과 증빙 방식에 따라 나누고, 홈택스에서 내려받은 전자세금계산서와 카드 사용 내역을 장부와 대조하는 엑셀 매크로를 만들었습니다. 매달 10일에는 대조 결과를 거래처별로 정리해 빠진 증빙을 미리 요청했고, 간이과세자와 면세 사업자에게는 자주 틀리는 항목을 한 장짜리 안내문으로 보냈습니다. 종합소득세 신고 때는 사업용 계좌와 경비 증빙을 함께 점검해 가산세 위험이 있는 거래처부터 상담했습니다. 그 결과 신고 마감 주간의 야근이 크게 줄었고, 경정 청구로 바로잡던 공제 누락도 한 해 두세 건으로 줄었습니다. 세무는 숫자를 맞추는 일이기 전에 거래처가 제때 자료를 보낼 수 있게 돕는 일이라고 생각합니다.',
      planted: {},
    },
    {
      question: '문제를 해결했던 경험을 기술해 주십시오.',
      clean: true,
      text: '대형 복합 쇼핑몰의 시설관리팀에서 소방안전관리자 보조로 일하며 스프링클러와 자동화재탐지설비, 제연 설비의 점검을 맡았습니다. 건물이 넓고 입점 매장이 자주 바뀌다 보니 인테리어 공사 뒤 감지기가 천장 안에 가려지거나 스프링클러 헤드 앞에 간판이 설치되는 일이 반복되었습니다. 저는 층별 소방 도면에 감지기와 헤드 위치를 번호로 매기고, 매장 공사가 끝나면 영업 개시 전에 소방 설비를 함께 확인하는 절차를 임대 관리 부서와 만들었습니다. 비화재보가 잦은 구역은 수신기 기록을 분석해 주방 인근의 감지기를 정온식으로 바꾸고, 먼지가 쌓이는 감지기는 분기마다 청소했습니다. 작동 기능 점검과 종합 정밀 점검 때 나온 지적 사항은 사진과 조치 기한을 붙여 공유했습니다. 그 결과 한 해 40건이 넘던 비화재보가 10건 아래로 줄었고, 소방서의 불시 점검에서도 지적 없이 통과했습니다. 평소에 아무도 신경 쓰지 않는 설비가 제대로 작동하게 하는 것이 제 일의 보람입니다.',
      planted: {},
    },
    {
      question: '고객을 위해 노력했던 경험을 기술해 주십시오.',
      clean: true,
      text: '아동 발달 센터에서 언어재활사로 일하며 언어 발달이 늦은 아동과 조음 장애 아동의 치료를 맡았습니다. 주 2회, 회기당 40분의 치료만으로는 센터에서 익힌 발음이 집이나 어린이집에서 잘 쓰이지 않았고, 부모님들은 집에서 무엇을 해야 할지 몰라 답답해하셨습니다. 저는 아동마다 목표 음소와 단어 목록을 정하고, 치료 장면을 짧은 영상으로 찍어 보호자가 집에서 같은 방법으로 놀이하며 연습할 수 있게 했습니다. 매주 가정 연습 기록지를 받아 다음 회기의 목표를 조정했고, 어린이집 교사와도 아이가 자주 쓰는 낱말을 공유했습니다. 석 달마다 조음 검사로 자음 정확도를 다시 측정해 보호자와 함께 변화를 확인했습니다. 가정 연습을 꾸준히 한 아동은 치료 종결까지 걸리는 기간이 눈에 띄게 짧아졌고, 보호자 만족도 조사에서도 가장 높은 점수를 받았습니다. 아이의 말은 치료실이 아니라 일상에서 자란다는 것을 배웠습니다.',
      planted: {},
    },
    {
      question: '전문성을 발휘한 경험을 기술해 주십시오.',
      clean: true,
      text: '공연 기획사의 음향팀에서 콘서트와 뮤지컬 투어의 하우스 믹싱과 시스템 튜닝을 맡았습니다. 지방 공연장마다 객석 구조와 잔향이 달라, 서울에서 맞춘 설정 그대로 가면 2층 객석에서 대사가 잘 들리지 않는다는 관객 불만이 나왔습니다. 저는 공연장별로 스피커 배치와 딜레이 값, 측정 마이크로 잰 주파수 응답을 기록하는 시트를 만들고, 리허설 전에 객석 여러 지점에서 측정해 라인 어레이 각도와 EQ를 조정했습니다. 무선 마이크는 공연장 주변의 전파 상황을 미리 스캔해 주파수를 배정했고, 배우별 마이크 위치와 게인을 큐 시트에 정리해 교대 엔지니어도 같은 소리를 낼 수 있게 했습니다. 투어 후반에는 하울링으로 공연이 멈춘 일이 한 번도 없었고, 관객 설문에서 음향 불만이 절반 가까이 줄었습니다. 관객이 음향을 의식하지 않고 무대에 빠져들 때 제 일이 제대로 된 것이라고 생각합니다.',
      planted: {},
    },
    {
      question: '분석력을 발휘한 경험을 기술해 주십시오.',
      clean: true,
      text: '상업 인쇄소의 제작팀에서 오프셋 인쇄 공정과 색 관리를 맡았습니다. 같은 브로슈어를 다시 찍을 때마다 색이 조금씩 달라져 고객사의 재작업 요청이 이어졌고, 인쇄 기장의 감에 의존하던 색 맞춤 시간도 길었습니다. 저는 분광 측색계로 컬러 바의 농도와 색차(ΔE)를 측정해 작업마다 기록하고, 용지 종류별로 ICC 프로파일을 새로 만들어 교정쇄와 인쇄물의 색을 맞췄습니다. 잉크 키 값과 습수 조건도 작업 지시서에 남겨 재인쇄 때 같은 조건에서 시작하게 했습니다. 그 결과 색상 문제로 인한 재작업이 한 해 30여 건에서 5건으로 줄었고, 인쇄 전 색 맞춤에 드는 시간도 작업당 20분 넘게 줄었습니다. 고객사 디자이너들도 이제는 모니터 화면과 인쇄물의 차이를 미리 예상할 수 있게 되었다고 말합니다. 색을 숫자로 관리하자 기장들의 경험도 후배들에게 더 잘 전해진다는 것을 배웠습니다.',
      planted: {},
    },
    {
      question: '본인의 강점을 기술해 주십시오.',
      clean: true,
      text: '지역 약국에서 근무 약사로 일하며 처방 조제와 복약 지도를 맡았습니다. 근처 내과와 정형외과 처방이 많아 어르신 환자들이 여러 병원에서 받은 약을 함께 드시는 경우가 흔했고, 같은 성분의 진통제를 겹쳐 복용하시는 일도 있었습니다. 저는 DUR 경고가 뜨지 않더라도 일반의약품과 건강기능식품까지 여쭤보는 문진표를 만들고, 다섯 가지 이상의 약을 드시는 분께는 복용 시간표를 큰 글씨로 뽑아 드렸습니다. 중복이나 상호작용이 의심되면 처방 의사에게 전화로 확인해 처방 변경을 요청했고, 그 내용을 투약 이력 메모에 남겼습니다. 보건소의 다제약물 관리 사업에도 참여해 한 달에 두 번 경로당을 찾아가 남은 약을 정리하고 폐의약품을 수거했습니다. 1년 동안 중복 처방을 바로잡은 사례가 60건을 넘었고, 단골 어르신들이 새 약을 받으면 먼저 들러 물어보실 만큼 신뢰가 쌓였습니다. 약을 건네는 순간이 환자의 안전을 지키는 마지막 확인이라는 생각으로 일하는 것이 제 강점입니다.',
      planted: {},
    },
    {
      question: '공공의 이익을 위해 일한 경험을 기술해 주십시오.',
      clean: true,
      text: '안경원에서 안경사로 일하며 굴절 검사와 안경 조제, 콘택트렌즈 피팅을 맡았습니다. 누진 다초점 렌즈를 맞춘 손님들이 어지럽다며 다시 찾아오는 경우가 많았고, 렌즈를 다시 만들면 비용과 시간이 모두 들었습니다. 저는 재방문 기록을 살펴보고, 테를 고른 뒤 동공 간 거리와 아이포인트 높이를 정확히 재지 않았거나 처음 다초점 렌즈를 쓰는 분께 적응 방법을 충분히 안내하지 않은 경우에 재조제가 몰린다는 것을 확인했습니다. 그래서 테를 고른 뒤 손님의 자세에 맞춰 피팅 높이를 다시 재는 절차를 정하고, 계단을 내려갈 때와 컴퓨터를 볼 때 시선을 두는 법을 그림 카드로 설명해 드렸습니다. 일주일 뒤에는 전화로 적응 상태를 여쭙고 필요하면 코받침과 안경다리 각도를 조정했습니다. 반년 만에 다초점 렌즈 재조제 비율이 절반 가까이 줄었고, 동네 어르신들의 소개로 오시는 손님도 늘었습니다. 잘 보이는 것만큼 편하게 보이는 것이 중요하다는 것을 배웠습니다.',
      planted: {},
    },
    {
      question: '한빛물류에 지원한 동기를 기술해 주십시오.',
      clean: true,
      text: '전기차 충전 사업자의 운영팀에서 급속 충전기 300여 기의 원격 관제와 장애 대응을 맡았습니다. 충전기가 고장 나도 현장 신고가 들어오기 전까지 모르는 경우가 많아, 고객이 충전소에 갔다가 헛걸음하는 일이 잦았습니다. 저는 관제 시스템의 통신 기록과 충전 실패 코드를 분석해 통신 모뎀 장애와 커넥터 인식 불량이 전체 장애의 대부분이라는 것을 확인하고, 같은 코드가 세 번 연달아 나오면 자동으로 출동 요청이 생성되도록 규칙을 바꿨습니다. 원격 재부팅으로 해결되는 장애는 바로 처리하고, 현장 출동이 필요한 건은 협력사와 지역별 출동 경로를 다시 짰습니다. 그 결과 장애 복구 시간이 평균 이틀에서 반나절로 줄었고, 충전기 가동률은 98%를 넘었습니다. 한빛물류가 배송 차량을 전기 화물차로 바꾸며 물류센터에 충전 인프라를 구축하고 있다는 것을 알고 지원했습니다. 충전기 운영 경험을 살려 배차와 충전 일정이 어긋나지 않는 물류센터를 만드는 데 보탬이 되고 싶습니다.',
      planted: {},
      companies: ['한빛물류'],
    },
    {
      question: '실패를 극복한 경험을 기술해 주십시오.',
      text: '처음 현장에 나갔을 때 주 밸브를 잘못 잠궈서 선배에게 크게 혼났습니다. 그 뒤로는 일부로 점검 순서를 소리 내어 읽었고, 햇갈리는 설비는 도면과 하나하나 대조했습니다. 지난해에는 소방설비기사 실기 시험도 무사히 치뤘습니다.',
      planted: { spelling: ['잠궈서', '일부로', '햇갈리는', '치뤘습니다'] },
    },
    {
      question: '성과를 낸 경험을 기술해 주십시오.',
      text: '다초점 렌즈 재조제를 월 18건 줄였습니다. 손님마다 피팅 높이를 반듯이 다시 쟀고, 그동안 숨어 있던 문제가 하나둘 들어났습니다. 그 결과 재조제가 월 18건 줄었습니다.',
      planted: { spelling: ['반듯이', '들어났습니다'], repetition: ['월 18건'] },
    },
    {
      question: '성장 과정을 기술해 주십시오.',
      text: '고향인 목포에서 고등학교까지 마쳤고, 외환 위기가 있던 해에 태어났습니다. 전남대학교 약학대학을 졸업했습니다. 어머니는 초등학교 교사로 정년퇴직하셨고, 남동생은 해군 부사관입니다. 몸무게 85kg의 건장한 체격이라 무거운 장비도 거뜬히 옮깁니다. 그동안 서울우유, 대구백화점, 제주항공, 누나홀닭에서 아르바이트와 인턴을 했습니다.',
      planted: {
        blind: [
          '고향인 목포',
          '외환 위기가 있던 해에 태어났습니다',
          '전남대학교',
          '어머니는 초등학교 교사',
          '남동생은 해군 부사관',
          '몸무게 85kg',
          '건장한 체격',
        ],
      },
      companies: ['서울우유', '대구백화점', '제주항공', '누나홀닭'],
    },
    {
      question: '입사 후 포부를 기술해 주십시오.',
      text: '처음 인사드립니다, 성실함 하나로 여기까지 온 지원자입니다. 저는 어떤 일이든 열정 하나로 버텨 왔습니다. 입사 후에는 회사의 발전을 위해 한 몸 바치겠습니다. 제가 만든 문진표 덕분에 우리나라에서 약물 부작용이 완전히 사라졌습니다.',
      planted: {
        opening: ['처음 인사드립니다, 성실함 하나로 여기까지 온 지원자입니다.'],
        cliche: ['열정 하나로', '한 몸 바치겠습니다'],
        claim: ['제가 만든 문진표 덕분에 우리나라에서 약물 부작용이 완전히 사라졌습니다.'],
      },
    },
    {
      question: '본인의 단점을 기술해 주십시오.',
      text: '서른넷에 결혼해 돌이 갓 지난 아들이 있어 주말 근무는 어렵습니다. 남자로서 현장의 힘든 일은 마다하지 않습니다. 집안이 넉넉한 편이라 연봉보다 배울 거리를 봅니다. 다만 야간 근무를 할려고 해도 체력이 부족할 때가 있고, 처음에는 민원이 들어오면 안절부절하며 선배만 찾았습니다.',
      planted: {
        blind: ['서른넷에 결혼해', '돌이 갓 지난 아들', '남자로서', '집안이 넉넉한 편'],
        spelling: ['할려고', '안절부절하며'],
      },
    },
  ],
  en: [
    {
      question: 'Describe a problem you solved at work.',
      clean: true,
      text: 'For four years at a small accountancy practice, I kept the books for our clients and prepared their VAT returns and self-assessment tax returns. Every filing period, receipts and invoices from clients arrived late or incomplete, and we often found missing input VAT claims only days before the deadline. I grouped our 120 or so clients by sector and by how they kept records, and built an Excel macro that matched the e-invoices and card statements downloaded from the tax portal against their ledgers. On the 10th of every month I sent each client a list of the documents still missing, and I wrote a one-page guide to the items that sole traders and VAT-exempt businesses most often got wrong. For self-assessment I reviewed business bank accounts and expense records together, and called first the clients at risk of late-filing penalties. Overtime in deadline week fell sharply, and the missed claims we used to correct through amended returns dropped to two or three a year. Before tax work is about making the numbers agree, it is about helping clients send the right papers on time.',
      planted: {},
    },
    {
      question: 'Tell us about a time you improved a process.',
      clean: true,
      text: 'In the facilities team of a large shopping mall, I assisted the fire safety manager and looked after the sprinklers, the fire detection and alarm system and the smoke control fans. With a big building and frequent changes of tenant, shop fit-outs kept hiding detectors above new ceilings or putting signs in front of sprinkler heads. I numbered every detector and sprinkler head on the fire drawings floor by floor, and agreed a procedure with the leasing team so that we checked the fire systems together before any refitted shop reopened. Where false alarms were frequent, I went through the fire panel logs, replaced the detectors near kitchens with fixed-temperature heat detectors, and had dusty detectors cleaned every quarter. Defects found at the routine and annual inspections were shared with photos and a deadline for each fix. False alarms fell from more than 40 a year to fewer than 10, and we passed an unannounced fire brigade inspection without a single finding. Making sure the equipment nobody thinks about will work on the day it matters is what I find rewarding.',
      planted: {},
    },
    {
      question: 'Tell us about a time you went beyond for a client.',
      clean: true,
      text: "As a speech and language therapist at a child development centre, I worked with children with language delay and speech sound disorders. Two 40-minute sessions a week were not enough on their own: sounds a child had learned with me rarely carried over to home or nursery, and parents felt unsure about what to do between sessions. I set target sounds and word lists for each child, and filmed short clips of our sessions so that parents could practise the same games at home. Every week I collected a home-practice diary and adjusted the next session's goals from it, and I shared with nursery staff the words each child used most. Every three months I reassessed the children's consonant accuracy and went through the changes with their parents. Children who kept up home practice reached discharge noticeably sooner, and our service received its highest score yet in the parent satisfaction survey. I learned that a child's speech grows in everyday life, not in the therapy room.",
      planted: {},
    },
    {
      question: 'Describe a time your expertise made a difference.',
      clean: true,
      text: "On the audio team of a concert promoter, I mixed front of house and tuned the PA for concert and musical tours. Every regional venue had a different shape and reverberation time, and with the settings we had made in Seoul, audiences in the balcony complained that they could not follow the dialogue. I kept a sheet for each venue with speaker positions, delay times and frequency responses taken with a measurement microphone, and before rehearsal I measured at several seats and adjusted the line array angles and EQ. For radio microphones I scanned the local RF environment in advance and planned the frequencies, and I logged each performer's mic position and gain in the cue sheet so that a relief engineer could reproduce the same sound. In the second half of the tour, feedback never once stopped a show, and complaints about sound in our audience surveys fell by nearly half. When the audience forgets about the sound and loses itself in the stage, I know I have done my job.",
      planted: {},
    },
    {
      question: 'Describe a time you used analysis to decide.',
      clean: true,
      text: "In the production team of a commercial printer, I ran our offset presses and looked after colour management. Each time we reprinted the same brochure, the colours drifted a little, clients kept asking for reprints, and make-ready took long because colour depended on the press operator's eye. I measured the density and colour difference (ΔE) of the colour bars with a spectrophotometer and logged them for every job, and built new ICC profiles for each paper stock so that proofs and printed sheets matched. I also recorded ink key settings and dampening conditions on the job ticket, so that a reprint started from the same settings. Reprints for colour fell from about 30 a year to five, and make-ready time dropped by more than 20 minutes a job. Designers at our clients now tell us they can predict how a screen colour will look on paper. Once colour was managed in numbers, our press operators' experience also passed more easily to the juniors.",
      planted: {},
    },
    {
      question: 'What is your main strength?',
      clean: true,
      text: "As a pharmacist at a community pharmacy, I dispensed prescriptions and counselled patients on their medicines. Near two busy GP surgeries, many elderly patients took medicines from several prescribers at once, and some were taking two painkillers with the same active ingredient. Even when no interaction alert came up on our system, I asked about over-the-counter medicines and supplements with a short questionnaire, and printed a large-type medicine schedule for anyone on five or more medicines. When I suspected a duplication or an interaction, I phoned the prescriber to ask for a change and noted it in the patient's medication record. I also joined the local health authority's polypharmacy scheme, visiting seniors' centres twice a month to sort through leftover medicines and collect unused ones for safe disposal. In one year I corrected more than 60 duplicate prescriptions, and regular customers now stop by to ask me before they start a new medicine. Treating each handover as the last safety check for the patient is my main strength.",
      planted: {},
    },
    {
      question: 'Describe work you did for the public good.',
      clean: true,
      text: "As a dispensing optician at a high-street optician's, I carried out refractions, dispensed glasses and fitted contact lenses. Many customers came back dizzy after getting varifocals, and every remade pair cost both money and time. Going through our return records, I found that remakes clustered where pupillary distance and fitting height had not been measured properly after the frame was chosen, or where first-time wearers had not been shown how to adapt. So I set a rule to measure the fitting height again once the frame was chosen, with the customer standing as they normally would, and I used picture cards to show where to look when going down stairs or working at a computer. A week later I phoned each customer to ask how they were getting on, and adjusted the nose pads and temple angles where needed. Within six months, varifocal remakes had nearly halved, and more customers came to us on the recommendation of neighbours. I learned that seeing comfortably matters as much as seeing clearly.",
      planted: {},
    },
    {
      question: 'Why do you want to join Northwind Labs?',
      clean: true,
      text: "In the operations team of an EV charging network, I handled remote monitoring and fault response for about 300 rapid chargers. We often did not know a charger was broken until a driver reported it, so customers drove to a charging hub only to leave without a charge. I analysed the control system's communication logs and charging failure codes, found that modem dropouts and connector recognition errors made up most faults, and changed the rules so that three identical codes in a row raised a call-out automatically. Faults that a remote reboot could clear were fixed at once, and for site visits I redrew the regional routes with our field contractors. Average repair time fell from two days to half a day, and charger availability rose above 98%. I am applying to Northwind Labs because your fleet analytics help logistics firms plan the switch to electric vans and depot charging. I would like to bring my experience of running chargers to make sure vehicle schedules and charging windows never clash.",
      planted: {},
      companies: ['Northwind Labs'],
    },
    {
      question: 'Tell us about a time you failed.',
      text: 'On my first inspection I closed the wrong valve and felt embarassed in front of the crew. Since then I keep a calender of every test and have commited each step to a checklist. I also learned to accomodate the shop managers when tests disturb their opening hours.',
      planted: { spelling: ['embarassed', 'calender', 'commited', 'accomodate'] },
    },
    {
      question: 'Describe a project you led.',
      text: 'I cut varifocal remakes by 18 a month. The cause, wich nobody had checked, was the fitting height, and there was alot we could change at the fitting table. In the end, remakes fell by 18 a month.',
      planted: { spelling: ['wich', 'alot'], repetition: ['18 a month'] },
    },
    {
      question: 'Tell us about yourself.',
      text: "I was raised in Aberdeen and I turn 31 this year. I studied pharmacy at King's College London. My mother is a retired headteacher and my brother serves in the Royal Navy. I am slim and fit, at 68 kg. Along the way I worked for Mothercare, Harvard Bioscience and Bristol Myers Squibb.",
      planted: {
        blind: [
          'raised in Aberdeen',
          'I turn 31 this year',
          "King's College London",
          'My mother is a retired headteacher',
          'my brother serves in the Royal Navy',
          'slim and fit, at 68 kg',
        ],
      },
      companies: ['Mothercare', 'Harvard Bioscience', 'Bristol Myers Squibb'],
    },
    {
      question: 'What are your goals for the next five years?',
      text: 'Please allow me to introduce myself as the ideal candidate for this role. I am a true team player who can hit the ground running. My medicine schedule has eliminated adverse drug reactions across the whole country.',
      planted: {
        opening: ['Please allow me to introduce myself as the ideal candidate for this role.'],
        cliche: ['team player', 'hit the ground running'],
        claim: ['My medicine schedule has eliminated adverse drug reactions across the whole country.'],
      },
    },
    {
      question: 'Why are you a good fit for this role?',
      text: 'Now in my late thirties, I married last year and we have a baby son, so I prefer day shifts. As a man in a caring profession, I bring a different view. I come from money, so pay is not my main concern. I used to persue every task at once, which I have since learned to avoid.',
      planted: {
        blind: ['in my late thirties', 'I married last year', 'a baby son', 'As a man', 'I come from money'],
        spelling: ['persue'],
      },
    },
  ],
  id: [
    {
      question: 'Ceritakan masalah yang pernah Anda selesaikan di tempat kerja.',
      clean: true,
      text: 'Selama empat tahun di sebuah kantor konsultan pajak, saya menangani pembukuan klien serta pelaporan SPT Masa PPN dan SPT Tahunan PPh. Setiap masa pelaporan, bukti transaksi dari klien sering datang terlambat atau tidak lengkap, sehingga pajak masukan yang belum dikreditkan baru ketahuan beberapa hari sebelum batas waktu. Saya mengelompokkan sekitar 120 klien menurut bidang usaha dan cara pencatatannya, lalu membuat makro Excel untuk mencocokkan faktur pajak elektronik dan mutasi kartu kredit yang diunduh dari laman DJP Online dengan buku besar mereka. Setiap tanggal 10 saya mengirimkan daftar dokumen yang masih kurang kepada setiap klien, dan menyusun panduan satu halaman tentang hal-hal yang paling sering keliru bagi pengusaha kecil dan usaha yang dibebaskan dari PPN. Menjelang SPT Tahunan, saya memeriksa rekening usaha dan bukti biaya sekaligus, lalu lebih dulu menghubungi klien yang berisiko terkena sanksi administrasi. Lembur pada pekan batas waktu berkurang jauh, dan kekeliruan yang dulu harus dibetulkan lewat SPT pembetulan tinggal dua atau tiga kasus setahun.',
      planted: {},
    },
    {
      question: 'Ceritakan saat Anda memperbaiki suatu proses kerja.',
      clean: true,
      text: 'Di tim pengelola gedung sebuah pusat perbelanjaan besar, saya membantu ahli K3 kebakaran dan merawat sistem sprinkler, detektor dan alarm kebakaran, serta kipas pengendali asap. Karena gedungnya luas dan penyewa sering berganti, renovasi toko kerap menutupi detektor di atas plafon baru atau memasang papan nama tepat di depan kepala sprinkler. Saya memberi nomor pada setiap detektor dan kepala sprinkler di gambar proteksi kebakaran per lantai, lalu bersama bagian penyewaan menyusun prosedur agar sistem proteksi diperiksa bersama sebelum toko yang direnovasi dibuka kembali. Di area yang sering mengalami alarm palsu, saya menelusuri catatan panel alarm, mengganti detektor di dekat dapur dengan detektor panas suhu tetap, dan membersihkan detektor yang berdebu setiap triwulan. Temuan dari pemeriksaan rutin dan tahunan kami bagikan lengkap dengan foto dan tenggat perbaikannya. Alarm palsu turun dari lebih dari 40 kali setahun menjadi kurang dari 10 kali, dan kami lulus inspeksi mendadak dinas pemadam kebakaran tanpa satu temuan pun.',
      planted: {},
    },
    {
      question: 'Ceritakan pengalaman Anda melayani pasien atau pelanggan.',
      clean: true,
      text: 'Sebagai terapis wicara di sebuah klinik tumbuh kembang anak, saya menangani anak dengan keterlambatan bicara dan gangguan artikulasi. Dua sesi terapi seminggu, masing-masing 40 menit, ternyata tidak cukup: bunyi yang sudah dikuasai anak di klinik jarang terbawa ke rumah atau ke sekolah, dan orang tua bingung apa yang harus dilakukan di antara sesi. Saya menetapkan bunyi sasaran dan daftar kata untuk setiap anak, lalu merekam video pendek dari sesi terapi agar orang tua bisa memainkan permainan yang sama di rumah. Setiap minggu saya mengumpulkan catatan latihan di rumah dan menyesuaikan sasaran sesi berikutnya, dan kepada guru PAUD saya sampaikan kata-kata yang paling sering dipakai anak. Setiap tiga bulan saya mengukur ulang ketepatan konsonan anak dan membahas perkembangannya bersama orang tua. Anak yang rutin berlatih di rumah selesai terapi jauh lebih cepat, dan klinik kami meraih nilai tertinggi dalam survei kepuasan orang tua. Saya belajar bahwa kemampuan bicara anak tumbuh dalam kehidupan sehari-hari, bukan di ruang terapi.',
      planted: {},
    },
    {
      question: 'Ceritakan saat keahlian Anda membuat perbedaan.',
      clean: true,
      text: 'Di tim tata suara sebuah promotor konser, saya bertugas sebagai operator mixer FOH dan menyetel sistem pengeras suara untuk tur konser dan drama musikal. Setiap gedung pertunjukan di daerah punya bentuk dan gaung yang berbeda, dan dengan setelan yang kami buat di Jakarta, penonton di balkon mengeluh tidak bisa menangkap dialog. Saya membuat lembar catatan untuk setiap gedung berisi posisi pengeras suara, nilai delay, dan respons frekuensi yang diukur dengan mikrofon ukur, lalu sebelum gladi saya mengukur di beberapa titik kursi penonton dan menyesuaikan sudut line array serta EQ. Untuk mikrofon nirkabel, saya memindai kondisi frekuensi radio di sekitar gedung lebih dulu dan membagi frekuensinya, serta mencatat posisi mikrofon dan gain setiap pemain di lembar cue agar operator pengganti bisa menghasilkan suara yang sama. Pada paruh kedua tur tidak sekali pun pertunjukan terhenti karena dengung, dan keluhan soal suara dalam survei penonton turun hampir separuh.',
      planted: {},
    },
    {
      question: 'Ceritakan saat Anda mengambil keputusan berdasarkan analisis.',
      clean: true,
      text: 'Di bagian produksi sebuah percetakan komersial, saya menjalankan mesin cetak ofset dan mengelola warna. Setiap kali brosur yang sama dicetak ulang, warnanya sedikit bergeser, klien terus meminta cetak ulang, dan penyetelan awal memakan waktu lama karena warna bergantung pada mata operator mesin. Saya mengukur densitas dan selisih warna (ΔE) pada strip warna dengan spektrofotometer dan mencatatnya untuk setiap pekerjaan, lalu membuat profil ICC baru untuk setiap jenis kertas agar hasil cetak coba dan hasil cetak akhir sama. Setelan kunci tinta dan kondisi air pembasah juga saya catat di surat perintah kerja, sehingga cetak ulang dimulai dari setelan yang sama. Cetak ulang karena masalah warna turun dari sekitar 30 kali setahun menjadi lima kali, dan waktu penyetelan awal berkurang lebih dari 20 menit per pekerjaan. Para desainer klien kini bisa memperkirakan bagaimana warna di layar akan tampak di atas kertas. Setelah warna dikelola dengan angka, pengalaman para operator senior juga lebih mudah diwariskan kepada yang muda.',
      planted: {},
    },
    {
      question: 'Apa kekuatan utama Anda?',
      clean: true,
      text: 'Sebagai apoteker di sebuah apotek lingkungan, saya melayani resep dan memberikan konseling obat kepada pasien. Letak apotek kami dekat dengan dua klinik dokter umum, sehingga banyak pasien lansia meminum obat dari beberapa dokter sekaligus, dan sebagian bahkan memakai dua obat antinyeri dengan zat aktif yang sama. Meskipun sistem kami tidak memunculkan peringatan interaksi, saya menanyakan obat bebas dan suplemen yang dipakai pasien lewat kuesioner singkat, dan mencetak jadwal minum obat berhuruf besar bagi pasien yang memakai lima obat atau lebih. Jika saya menduga ada duplikasi atau interaksi, saya menelepon dokter penulis resep untuk meminta perubahan dan mencatatnya di riwayat pengobatan pasien. Saya juga ikut program dinas kesehatan tentang penggunaan obat ganda, mengunjungi posyandu lansia dua kali sebulan untuk merapikan sisa obat dan mengumpulkan obat yang tidak terpakai agar dimusnahkan dengan aman. Dalam setahun saya membetulkan lebih dari 60 resep ganda, dan pelanggan tetap kini mampir untuk bertanya sebelum mulai memakai obat baru.',
      planted: {},
    },
    {
      question: 'Ceritakan pengalaman Anda bekerja untuk masyarakat.',
      clean: true,
      text: 'Sebagai refraksionis optisien di sebuah optik, saya melakukan pemeriksaan refraksi, membuat kacamata, dan memasang lensa kontak. Banyak pelanggan kembali dengan keluhan pusing setelah memakai lensa progresif, dan setiap lensa yang dibuat ulang menghabiskan biaya dan waktu. Dari catatan kunjungan ulang, saya menemukan bahwa pembuatan ulang menumpuk ketika jarak pupil dan tinggi titik pupil tidak diukur dengan tepat setelah bingkai dipilih, atau ketika pemakai baru tidak diajari cara beradaptasi. Karena itu saya menetapkan aturan untuk mengukur ulang tinggi titik pupil setelah bingkai dipilih, dengan pelanggan berdiri dalam sikap sehari-harinya, dan memakai kartu bergambar untuk menunjukkan arah pandang saat menuruni tangga atau bekerja di depan komputer. Seminggu kemudian saya menelepon setiap pelanggan untuk menanyakan penyesuaiannya, lalu menyetel bantalan hidung dan sudut gagang kacamata bila perlu. Dalam enam bulan, pembuatan ulang lensa progresif turun hampir separuh, dan makin banyak pelanggan datang atas saran tetangga mereka.',
      planted: {},
    },
    {
      question: 'Mengapa Anda ingin bergabung dengan PT Mitra Niaga?',
      clean: true,
      text: 'Di tim operasional sebuah penyedia stasiun pengisian kendaraan listrik, saya menangani pemantauan jarak jauh dan penanganan gangguan untuk sekitar 300 pengisi daya cepat. Sering kali kami baru tahu sebuah pengisi daya rusak setelah ada laporan dari pengemudi, sehingga pelanggan datang ke stasiun dan pulang tanpa bisa mengisi daya. Saya menganalisis catatan komunikasi dan kode kegagalan pengisian di sistem pemantauan, menemukan bahwa gangguan modem dan kegagalan pengenalan konektor merupakan sebagian besar gangguan, lalu mengubah aturan agar tiga kode yang sama berturut-turut langsung memicu permintaan kunjungan teknisi. Gangguan yang bisa diatasi dengan menyalakan ulang dari jarak jauh langsung kami selesaikan, dan untuk kunjungan lapangan saya menyusun ulang rute per wilayah bersama mitra kami. Waktu pemulihan rata-rata turun dari dua hari menjadi setengah hari, dan ketersediaan pengisi daya naik di atas 98%. Saya melamar ke PT Mitra Niaga karena perusahaan ini sedang beralih ke armada truk listrik, dan saya ingin membantu agar jadwal armada dan jadwal pengisian daya tidak pernah berbenturan.',
      planted: {},
      companies: ['PT Mitra Niaga'],
    },
    {
      question: 'Ceritakan kegagalan yang pernah Anda alami.',
      text: 'Saya ikut mensukseskan program keselamatan gedung. Frekwensi pemeriksaan saya naikkan, dan dalam cuaca ekstrim pun tim tetap bekerja. Setiap obyek pemeriksaan kini punya catatan sendiri.',
      planted: { spelling: ['mensukseskan', 'Frekwensi', 'ekstrim', 'obyek'] },
    },
    {
      question: 'Ceritakan proyek yang pernah Anda pimpin.',
      text: 'Saya menurunkan pembuatan ulang lensa sebanyak 18 kasus per bulan. Para tehnisi kami kini mengukur ulang tinggi titik pupil, dan hasilnya nampak jelas. Pembuatan ulang turun 18 kasus per bulan.',
      planted: { spelling: ['tehnisi', 'nampak'], repetition: ['18 kasus per bulan'] },
    },
    {
      question: 'Ceritakan tentang diri Anda.',
      text: 'Saya berasal dari Manado dan tahun ini berumur 31 tahun. Saya lulusan Universitas Sam Ratulangi. Ayah saya pegawai Bea Cukai. Berat badan saya 52 kg dan wajah saya sering dibilang cantik. Saya pernah menjadi SPG Mama Lemon, bekerja paruh waktu di Ayam Bakar Wong Solo, dan magang di Bank Kalbar.',
      planted: {
        blind: [
          'berasal dari Manado',
          'tahun ini berumur 31 tahun',
          'Universitas Sam Ratulangi',
          'Ayah saya pegawai Bea Cukai',
          'Berat badan saya 52 kg',
          'wajah saya sering dibilang cantik',
        ],
      },
      companies: ['Mama Lemon', 'Ayam Bakar Wong Solo', 'Bank Kalbar'],
    },
    {
      question: 'Apa rencana Anda lima tahun ke depan?',
      text: 'Dengan hormat, bersama surat ini saya ingin memperkenalkan diri. Saya seorang pekerja keras yang mampu bekerja di bawah tekanan. Berkat sistem pemantauan saya, tidak ada lagi SPKLU yang rusak di seluruh Indonesia.',
      planted: {
        opening: ['Dengan hormat, bersama surat ini saya ingin memperkenalkan diri.'],
        cliche: ['pekerja keras', 'mampu bekerja di bawah tekanan'],
        claim: ['Berkat sistem pemantauan saya, tidak ada lagi SPKLU yang rusak di seluruh Indonesia.'],
      },
    },
    {
      question: 'Mengapa Anda cocok untuk posisi ini?',
      text: 'Sebagai wanita, saya sudah menikah dan sedang hamil anak kedua, jadi saya berharap jam kerja tetap. Saya lahir di era 90-an sehingga cepat belajar teknologi. Orang tua saya pengusaha sukses, jadi gaji bukan hal utama. Silahkan hubungi saya bila ada pertanyaan.',
      planted: {
        blind: [
          'Sebagai wanita',
          'sudah menikah',
          'hamil anak kedua',
          'lahir di era 90-an',
          'Orang tua saya pengusaha sukses',
        ],
        spelling: ['Silahkan'],
      },
    },
  ],
};
