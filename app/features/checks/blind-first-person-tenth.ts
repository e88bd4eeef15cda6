// Round twenty-nine (issue 36): the tenth made-up set, written before the round's English rules: forty own
// traits in English in the many ways people say them (a farm outside a town, a first-generation graduate, a
// late father's shop, a mother of two, "at 52", the only woman on a crew, a class year, back home in a city,
// a spouse's posting, being petite, turning forty, retired after thirty years) and forty clean sentences
// that name other people's traits or use the same words harmlessly (the school board, a family business
// client, age-friendly design, firms like Mother's Kitchen Ltd); a few in Korean and Indonesian too.
// None is from a planted set.
import type { GridKindedTrait, GridTrait } from './blind-grid-kinds';
import type { CheckLang } from './types';

const EN: GridTrait[] = [
  [
    'Growing up on a farm outside Leeds, I learned to fix things myself.',
    'Growing up on a farm outside Leeds',
    'hometown',
  ],
  [
    'As a first-generation graduate of Rutgers, I know what it takes to open doors.',
    'first-generation graduate of Rutgers',
    'school',
  ],
  ["I learned bookkeeping in my late father's shop.", "my late father's shop", 'parents'],
  ['A mother of two, I plan my weeks down to the hour.', 'A mother of two', 'children'],
  ['At 52, I bring three decades of plant experience.', 'At 52', 'age'],
  ['For six years I was the only woman on the crew.', 'the only woman on the crew', 'gender'],
  ['A Class of 2019 Bruin, I studied economics.', 'Class of 2019 Bruin', 'school'],
  ['Back home in Lagos, I ran a small print shop.', 'Back home in Lagos', 'hometown'],
  ["My husband's posting to Singapore brought us here last year.", "My husband's posting", 'marriage'],
  ['Being petite, I have learned to command a room with my voice.', 'Being petite', 'appearance'],
  ['Turning forty made me rethink where I want to grow.', 'Turning forty', 'age'],
  [
    'I retired from the Army after 30 years and want a second career.',
    'retired from the Army after 30 years',
    'age-indirect',
  ],
  [
    'Having grown up in a mining town in West Virginia, I put safety first.',
    'grown up in a mining town in West Virginia',
    'hometown',
  ],
  ['I am a proud Texan, and it shows in how I treat customers.', 'proud Texan', 'hometown'],
  ['As a dad of three girls, I am good at negotiation.', 'dad of three girls', 'children'],
  ['I took two years off to care for my aging mother.', 'my aging mother', 'parents'],
  ['Standing six foot four, I was always asked to reach the top shelf.', 'six foot four', 'height'],
  ['I have lost forty pounds since I started cycling to work.', 'lost forty pounds', 'weight'],
  ['Newly married, I am looking for a role closer to home.', 'Newly married', 'marriage'],
  ['As the eldest of five siblings, I learned to delegate early.', 'eldest of five siblings', 'siblings'],
  ['I earned my degree at Howard, where I led the debate team.', 'Howard', 'school'],
  ['A proud Aggie, I still bleed maroon.', 'Aggie', 'school'],
  ['I was born and raised in Cork, Ireland.', 'born and raised in Cork', 'birthplace'],
  [
    'Since I was born in Seoul and raised in Toronto, I switch languages easily.',
    'born in Seoul',
    'birthplace',
  ],
  ['Now a grandmother, I still run the weekend shift.', 'grandmother', 'age-indirect'],
  ['As a single mum, I know how to stretch a budget.', 'single mum', 'marriage'],
  ['My wife and our baby daughter moved with me to Denver.', 'My wife', 'marriage'],
  ['I am in my early twenties and eager to learn.', 'early twenties', 'age'],
  ['Having just turned 60, I am not slowing down.', 'just turned 60', 'age'],
  ['As a young woman in construction, I faced plenty of doubters.', 'young woman', 'gender'],
  ['I grew up the son of a fisherman in Maine.', 'son of a fisherman', 'parents'],
  ['My parents emigrated from Vietnam with nothing.', 'My parents emigrated from Vietnam', 'ethnicity'],
  ['I wear a hijab and have never found it a barrier at work.', 'wear a hijab', 'religion'],
  ['Being a tall, athletic guy, I often get asked to lift boxes.', 'tall, athletic guy', 'appearance'],
  ['After my second child was born, I moved to part-time.', 'my second child', 'children'],
  ['Since leaving Eton, I have worked in finance.', 'leaving Eton', 'school'],
  [
    'I spent my childhood in a village near Chiang Mai.',
    'my childhood in a village near Chiang Mai',
    'hometown',
  ],
  ['As a Gen Xer, I remember offices before email.', 'Gen Xer', 'age'],
  ['I am a baby boomer who loves new software.', 'baby boomer', 'age'],
  ['My fiancé and I are relocating to Austin in May.', 'My fiancé', 'marriage'],
];

const EN_CLEAN = [
  'I presented our budget to the school board every quarter.',
  'I managed a family business client with forty stores.',
  'I led age-friendly design reviews for the banking app.',
  'Many of our customers are in their 70s, so we enlarged the fonts.',
  "I rebuilt the ordering system for Mother's Kitchen Ltd.",
  'I sourced wool from farms outside Leeds for a knitwear brand.',
  'I coached first-generation graduates through their first job search.',
  'I settled the estate of a client whose late father ran a hardware shop.',
  'I designed a flexible shift plan for parents of young children.',
  'Our new chair took the role at 61.',
  'I hired the first woman on the drilling crew.',
  'I shipped spare parts to clients in Lagos and Accra.',
  'I handled relocation for staff whose husbands were posted abroad.',
  'I designed a petite range for a fashion retailer.',
  'I planned a party for my manager turning forty.',
  'I interviewed nurses who retired after 30 years on the wards.',
  'I wrote safety training for mining towns in West Virginia.',
  'I sold ads to Texan ranchers and their families.',
  'I built a budgeting app for dads of young kids.',
  'I arranged home care for the aging parents of our employees.',
  'We raised the racks to six foot four for the new forklifts.',
  'The client lost forty pounds of stock to a flood.',
  'I planned weddings for newly married couples at a resort.',
  'I ran a scholarship for students who are the eldest in large families.',
  'I recruited graduates from Howard and Spelman for our analyst program.',
  'I exported whiskey from a distillery in Cork, Ireland.',
  'I taught a coding class for grandmothers at the library.',
  'I set up a support group for single mums in the warehouse.',
  "A colleague's wife and baby daughter visited the office.",
  'The survey covered workers in their early twenties.',
  'I wrote benefits guidance for staff who just turned 60.',
  'I mentored a young woman in construction management.',
  'Our client, the son of a fisherman, founded a seafood chain.',
  'I translated papers for families who emigrated from Vietnam.',
  'I stocked hijab styles for a modest fashion label.',
  'I worked at Big Sister Bakery as a shift lead.',
  'I led the Gen X and baby boomer segments of our marketing study.',
  'I booked a venue for a client and her fiancé in Austin.',
  'I kept the books for Brothers & Sons Logistics.',
  'I ran payroll for Old Boys Brewing Co. for three years.',
];

const KO: GridTrait[] = [
  ['시골 농가에서 자라 손으로 고치는 일에 익숙합니다.', '시골 농가에서 자라', 'hometown'],
  ['쉰둘의 나이에도 현장을 누빕니다.', '쉰둘의 나이', 'age'],
  ['두 아이의 엄마로서 시간 관리에 자신 있습니다.', '두 아이의 엄마', 'children'],
  ['돌아가신 아버지의 가게에서 장부 정리를 배웠습니다.', '돌아가신 아버지의 가게', 'parents'],
  ['남편의 발령으로 부산에 오게 되었습니다.', '남편의 발령', 'marriage'],
  ['저는 현장에서 유일한 여성 기사였습니다.', '유일한 여성 기사', 'gender'],
  ['연세대 19학번으로 경제학을 전공했습니다.', '연세대 19학번', 'school'],
  ['키가 작은 편이지만 목소리로 회의를 이끕니다.', '키가 작은 편', 'height'],
];

const KO_CLEAN = [
  '학교 운영위원회에 예산을 보고했습니다.',
  '가족 기업 고객사 40곳을 관리했습니다.',
  '70대 고객을 위해 글자 크기를 키웠습니다.',
  '엄마손식당 주식회사의 주문 시스템을 다시 만들었습니다.',
  '마흔이 되는 팀장님의 생일 파티를 준비했습니다.',
  '30년 근속 후 퇴직한 간호사들을 인터뷰했습니다.',
  '배우자 발령으로 이주하는 직원들의 정착을 도왔습니다.',
  '여성 기사 채용 설명회를 열었습니다.',
];

const ID: GridTrait[] = [
  [
    'Tumbuh besar di sebuah desa di luar Yogyakarta, saya terbiasa bekerja keras.',
    'Tumbuh besar di sebuah desa di luar Yogyakarta',
    'hometown',
  ],
  ['Di usia 52 tahun, saya masih memimpin tim lapangan.', 'usia 52 tahun', 'age'],
  ['Sebagai ibu dua anak, saya pandai mengatur waktu.', 'ibu dua anak', 'children'],
  ['Saya belajar pembukuan di toko almarhum ayah saya.', 'almarhum ayah saya', 'parents'],
  ['Penempatan tugas suami saya membawa kami ke Surabaya.', 'suami saya', 'marriage'],
  ['Saya satu-satunya perempuan di tim pengeboran.', 'satu-satunya perempuan', 'gender'],
  ['Sebagai alumni UGM angkatan 2019, saya aktif di ikatan alumni.', 'alumni UGM angkatan 2019', 'school'],
  ['Tubuh saya mungil, tetapi suara saya lantang di rapat.', 'Tubuh saya mungil', 'appearance'],
];

const ID_CLEAN = [
  'Saya melaporkan anggaran kepada komite sekolah setiap triwulan.',
  'Saya menangani klien bisnis keluarga dengan empat puluh toko.',
  'Banyak pelanggan kami berusia 70-an, jadi kami memperbesar huruf.',
  'Saya membangun sistem pesanan untuk PT Dapur Ibu Sejahtera.',
  'Saya menyiapkan pesta ulang tahun atasan yang genap berusia empat puluh.',
  'Saya mewawancarai perawat yang pensiun setelah 30 tahun bekerja.',
  'Saya merekrut perempuan pertama di tim pengeboran.',
  'Saya melatih ibu-ibu pelaku UMKM membuat pembukuan digital.',
];

const tag = (lang: CheckLang, rows: GridTrait[]): GridKindedTrait[] =>
  rows.map(([t, p, k]) => [t, lang, p, k]);
const clean = (lang: CheckLang, rows: string[]) => rows.map((t): [string, CheckLang] => [t, lang]);

export const OWN_TRAITS_TENTH: GridKindedTrait[] = [...tag('en', EN), ...tag('ko', KO), ...tag('id', ID)];

export const OTHERS_CLEAN_TENTH: [string, CheckLang][] = [
  ...clean('en', EN_CLEAN),
  ...clean('ko', KO_CLEAN),
  ...clean('id', ID_CLEAN),
];
