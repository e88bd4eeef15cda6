// Round twenty-two (ADR 0039): made-up answers for the repetition, cliché and opening checks, written before
// the round's rules (bench/style-dev-set.ts scores them): per language, answers with a figure or an episode
// told twice in other words, answers with a common cover-letter cliché, openings that do not answer their
// question, and clean look-alikes of each. None is from a planted set.
import type { CheckLang } from './types';

export type StyleCase = {
  lang: CheckLang;
  kind: 'repetition' | 'cliche' | 'opening';
  text: string;
  /** The question (openings). */
  question?: string;
  /** True when nothing of this kind should be found. */
  clean?: boolean;
};

const KO_Q = '지원 동기를 구체적으로 기술해 주십시오.';
const EN_Q = 'Why do you want to join our company?';
const ID_Q = 'Mengapa Anda ingin bergabung dengan perusahaan kami?';

const rep = (lang: CheckLang, text: string, clean = false): StyleCase => ({
  lang,
  kind: 'repetition',
  text,
  clean,
});
const cli = (lang: CheckLang, text: string, clean = false): StyleCase => ({
  lang,
  kind: 'cliche',
  text,
  clean,
});
const ope = (lang: CheckLang, text: string, clean = false): StyleCase => ({
  lang,
  kind: 'opening',
  text,
  question: lang === 'ko' ? KO_Q : lang === 'en' ? EN_Q : ID_Q,
  clean,
});

export const STYLE_CASES: StyleCase[] = [
  rep(
    'ko',
    '물류센터에서 출고 오류를 월 40건에서 5건으로 줄였습니다. 바코드 검수 단계를 추가했습니다. 그 결과 한 달 마흔 건이던 오류가 다섯 건이 되었습니다.',
  ),
  rep(
    'ko',
    '고객 이탈률을 12%에서 7%로 낮췄습니다. 상담 스크립트를 고쳤습니다. 결국 이탈률은 12퍼센트에서 7퍼센트로 떨어졌습니다.',
  ),
  rep(
    'ko',
    '신규 앱의 가입자를 3개월 만에 2만 명 모았습니다. 추천 보상 제도를 설계했습니다. 석 달 동안 이만 명이 가입한 것입니다.',
  ),
  rep(
    'ko',
    '매장 재고 회전율을 두 배로 높였습니다. 발주 주기를 주 1회로 바꿨습니다. 회전율이 100% 늘어난 셈입니다.',
  ),
  rep(
    'ko',
    '야간 당직 중 서버가 멈춰 새벽 세 시에 복구를 이끌었습니다. 로그를 보며 원인을 찾았습니다. 새벽 3시에 멈춘 서버를 제가 다시 살려 냈습니다.',
  ),
  rep(
    'ko',
    '처음 맡은 프로젝트에서 일정이 2주 밀렸습니다. 팀원들과 매일 회의를 했습니다. 첫 프로젝트는 예정보다 보름 늦어졌던 것입니다.',
  ),
  rep(
    'ko',
    '저는 고객 불만 전화를 하루 50통 받았습니다. 응대 매뉴얼을 만들었습니다. 하루에 오십 통씩 걸려 오는 항의 전화를 받아 낸 것입니다.',
  ),
  rep(
    'ko',
    '공정 불량률을 3.2%에서 0.8%로 줄였습니다. 원인은 금형 온도였습니다. 즉 불량률이 4분의 1로 줄어든 것입니다.',
  ),
  rep(
    'ko',
    '봉사 동아리에서 독거노인 스무 가구에 도시락을 배달했습니다. 배달 동선을 짰습니다. 다시 말해 20가구의 식사를 매주 책임졌습니다.',
  ),
  rep(
    'ko',
    '저는 첫 직장에서 엑셀 매크로로 정산 시간을 8시간에서 1시간으로 줄였습니다. 이 경험으로 자동화에 눈을 떴습니다. 하루 종일 걸리던 정산을 한 시간 만에 끝내게 된 것이 시작이었습니다.',
  ),
  rep(
    'ko',
    '출고 오류를 월 40건에서 5건으로 줄였습니다. 이후 반품 처리 기간도 사흘에서 하루로 당겼습니다.',
    true,
  ),
  rep('ko', '가입자 2만 명을 모았습니다. 그중 재방문 고객은 8천 명이었습니다.', true),
  rep('ko', '불량률을 3.2%에서 0.8%로 줄였습니다. 다음 해에는 설비 가동률을 높이는 일을 맡았습니다.', true),
  rep('ko', '하루 50통의 전화를 받았습니다. 주말에는 이메일 문의를 정리했습니다.', true),
  rep('ko', '일정이 2주 밀렸습니다. 저는 주간 회의를 매일 회의로 바꾸어 다음 단계는 제때 마쳤습니다.', true),
  rep(
    'en',
    'I cut invoice errors from 40 a month to 5. I added a second check at intake. In other words, errors fell by almost ninety percent.',
  ),
  rep(
    'en',
    'I grew newsletter sign-ups to 20,000 in three months. I ran referral rewards. Twenty thousand people joined in a single quarter.',
  ),
  rep(
    'en',
    'I reduced churn from 12% to 7%. I rewrote the onboarding emails. Churn dropped from twelve to seven percent as a result.',
  ),
  rep(
    'en',
    'I doubled stock turnover at the store. I moved ordering to weekly. Turnover rose by 100 percent.',
  ),
  rep(
    'en',
    'At 3 a.m. during my night shift the server crashed and I led the recovery. I read the logs. I was the one who brought the crashed server back in the middle of the night.',
  ),
  rep(
    'en',
    'My first project slipped by two weeks. I set up daily stand-ups. That project ended up a fortnight late.',
  ),
  rep(
    'en',
    'I answered 50 complaint calls a day. I wrote a call guide. Fifty angry callers a day taught me patience.',
  ),
  rep(
    'en',
    'I cut the defect rate from 3.2% to 0.8%. The cause was mould temperature. Put simply, defects fell to a quarter of what they were.',
  ),
  rep(
    'en',
    'I delivered meals to twenty elderly households. I planned the routes. Every week 20 homes got their lunch from our club.',
  ),
  rep(
    'en',
    'I used a macro to cut month-end close from 8 hours to 1. That opened my eyes to automation. Closing the books went from a full day to an hour.',
  ),
  rep(
    'en',
    'I cut invoice errors from 40 a month to 5. I then shortened refunds from three days to one.',
    true,
  ),
  rep('en', 'I grew sign-ups to 20,000. Of them, 8,000 came back within a month.', true),
  rep('en', 'I cut the defect rate from 3.2% to 0.8%. The next year I raised machine uptime.', true),
  rep('en', 'I answered 50 calls a day. On weekends I sorted the email queue.', true),
  rep(
    'en',
    'My first project slipped by two weeks. With daily stand-ups, the next phase shipped on time.',
    true,
  ),
  rep(
    'id',
    'Saya menurunkan kesalahan faktur dari 40 menjadi 5 per bulan. Saya menambah pemeriksaan kedua. Dengan kata lain, kesalahan turun hampir sembilan puluh persen.',
  ),
  rep(
    'id',
    'Saya menambah pelanggan aplikasi menjadi 20.000 orang dalam tiga bulan. Saya membuat program referal. Dua puluh ribu orang bergabung hanya dalam satu kuartal.',
  ),
  rep(
    'id',
    'Saya menekan churn dari 12% menjadi 7%. Saya memperbaiki email sambutan. Hasilnya, churn turun dari dua belas ke tujuh persen.',
  ),
  rep(
    'id',
    'Saya melipatgandakan perputaran stok toko. Saya mengubah pemesanan menjadi mingguan. Perputaran stok naik 100 persen.',
  ),
  rep(
    'id',
    'Pukul 3 pagi saat jaga malam, server mati dan saya memimpin pemulihan. Saya membaca log. Sayalah yang menghidupkan kembali server itu di tengah malam.',
  ),
  rep(
    'id',
    'Proyek pertama saya terlambat dua minggu. Saya mengadakan rapat harian. Proyek itu akhirnya mundur setengah bulan.',
  ),
  rep(
    'id',
    'Saya menerima 50 telepon keluhan sehari. Saya menulis panduan. Lima puluh penelepon marah setiap hari mengajari saya sabar.',
  ),
  rep(
    'id',
    'Saya menurunkan cacat produksi dari 3,2% menjadi 0,8%. Penyebabnya suhu cetakan. Singkatnya, cacat tinggal seperempat.',
  ),
  rep(
    'id',
    'Saya mengantar makanan ke dua puluh rumah lansia. Saya mengatur rutenya. Setiap minggu 20 rumah mendapat makan siang dari komunitas kami.',
  ),
  rep(
    'id',
    'Saya memakai makro untuk memangkas tutup buku dari 8 jam menjadi 1 jam. Itu membuka mata saya tentang otomasi. Tutup buku yang tadinya seharian selesai dalam satu jam.',
  ),
  rep(
    'id',
    'Saya menurunkan kesalahan faktur dari 40 menjadi 5 per bulan. Lalu saya mempercepat pengembalian dana dari tiga hari menjadi satu hari.',
    true,
  ),
  rep('id', 'Pelanggan bertambah menjadi 20.000 orang. Dari jumlah itu, 8.000 kembali dalam sebulan.', true),
  rep(
    'id',
    'Cacat produksi turun dari 3,2% menjadi 0,8%. Tahun berikutnya saya menaikkan waktu operasi mesin.',
    true,
  ),
  rep('id', 'Saya menerima 50 telepon sehari. Pada akhir pekan saya merapikan antrean email.', true),
  rep(
    'id',
    'Proyek pertama terlambat dua minggu. Dengan rapat harian, tahap berikutnya selesai tepat waktu.',
    true,
  ),
  cli('ko', '저는 항상 최선을 다하는 사람입니다. 물류 현장에서 3년간 일했습니다.'),
  cli('ko', '제 인생의 좌우명은 포기하지 않는 것입니다. 그래서 재고 차이를 끝까지 추적했습니다.'),
  cli('ko', '귀사의 일원이 되어 회사 발전에 이바지하고 싶습니다.'),
  cli('ko', '저는 준비된 인재로서 입사 후 바로 성과를 내겠습니다.'),
  cli('ko', '엄격하신 아버지와 자상하신 어머니 밑에서 자랐습니다.'),
  cli('ko', '뽑아만 주신다면 뼈를 묻겠다는 각오로 일하겠습니다.'),
  cli('ko', '저는 열정 하나만큼은 누구에게도 뒤지지 않습니다.'),
  cli('ko', '이 경험을 통해 소통의 중요성을 깨달았습니다.'),
  cli('ko', '저는 긍정적인 마인드로 어떤 일이든 해낼 수 있습니다.'),
  cli('ko', '백지장도 맞들면 낫다는 말처럼 협업을 중시합니다.'),
  cli('ko', '저는 물류 현장에서 3년간 출고를 맡았습니다. 바코드 검수를 도입해 오류를 줄였습니다.', true),
  cli('ko', '입사 후 첫해에는 정산 자동화를 맡아 마감 시간을 줄이고 싶습니다.', true),
  cli('ko', '저는 재고 차이를 끝까지 추적해 원인이 된 발주 코드를 찾았습니다.', true),
  cli('ko', '팀원 네 명과 매주 회의를 열어 일정을 맞췄습니다.', true),
  cli('ko', '고객 전화를 하루 50통 받으며 응대 매뉴얼을 고쳤습니다.', true),
  cli('en', 'I am a hard-working team player with a can-do attitude.'),
  cli('en', 'I always give 110% in everything I do.'),
  cli('en', 'I am a people person who thrives in a fast-paced environment.'),
  cli('en', 'I think outside the box to find creative solutions.'),
  cli('en', 'I am passionate about making a difference.'),
  cli('en', 'I am a self-starter who hits the ground running.'),
  cli('en', 'I bring a proven track record of success to the table.'),
  cli('en', 'Failure is not an option for me.'),
  cli('en', 'I am a perfectionist and a detail-oriented go-getter.'),
  cli('en', 'This experience taught me the importance of communication.'),
  cli('en', 'I ran the night shift for a 40-bed ward and cut handover time by ten minutes.', true),
  cli('en', 'I rewrote our onboarding emails, and churn fell from 12% to 7%.', true),
  cli('en', 'I want to build the billing tools your finance team asked for in the posting.', true),
  cli('en', 'I taught myself SQL to answer the questions our sales team kept asking.', true),
  cli(
    'en',
    'I learned to write shorter emails after a customer missed a deadline I had buried in paragraph four.',
    true,
  ),
  cli('id', 'Saya adalah pribadi yang pekerja keras, jujur, dan bertanggung jawab.'),
  cli('id', 'Saya siap bekerja di bawah tekanan.'),
  cli('id', 'Saya mampu bekerja secara individu maupun dalam tim.'),
  cli('id', 'Saya memiliki semangat belajar yang tinggi.'),
  cli('id', 'Saya ingin memberikan kontribusi terbaik bagi kemajuan perusahaan.'),
  cli('id', 'Saya selalu berusaha memberikan yang terbaik dalam setiap pekerjaan.'),
  cli('id', 'Pengalaman ini mengajarkan saya arti pentingnya kerja sama tim.'),
  cli('id', 'Saya adalah orang yang mudah beradaptasi dengan lingkungan baru.'),
  cli('id', 'Saya memiliki motivasi tinggi dan pantang menyerah.'),
  cli('id', 'Bagi saya, kegagalan adalah kesuksesan yang tertunda.'),
  cli('id', 'Saya mengelola gudang 3.000 meter persegi dan menurunkan selisih stok menjadi 0,5%.', true),
  cli('id', 'Saya menulis ulang email sambutan sehingga churn turun dari 12% menjadi 7%.', true),
  cli('id', 'Saya ingin membangun alat penagihan yang dibutuhkan tim keuangan Anda.', true),
  cli('id', 'Saya belajar SQL sendiri untuk menjawab pertanyaan tim penjualan.', true),
  cli('id', 'Saya memimpin rapat harian lima belas menit agar tahap berikutnya selesai tepat waktu.', true),
  ope('ko', '저는 성실함을 무기로 살아온 사람입니다. 물류 현장에서 3년간 일했습니다.'),
  ope('ko', '세상에는 다양한 직업이 있습니다. 그중 저는 물류를 택했습니다.'),
  ope('ko', '먼저 이 글을 읽어 주셔서 진심으로 감사드립니다. 저는 물류 현장에서 일했습니다.'),
  ope('ko', '저는 1남 1녀 중 장남으로 태어났습니다. 대학에서 경영을 배웠습니다.'),
  ope('ko', '요즘 물류 산업은 빠르게 변하고 있습니다. 저는 그 변화의 현장에 있고 싶습니다.'),
  ope('ko', '귀사의 스마트 물류센터를 견학하며 자동 분류 설비를 직접 운영해 보고 싶어 지원했습니다.', true),
  ope('ko', '출고 오류를 월 40건에서 5건으로 줄인 경험을 귀사의 센터에서 넓히고 싶어 지원했습니다.', true),
  ope('ko', '귀사가 올해 연 남부 허브의 입고 공정을 맡고 싶습니다.', true),
  ope('en', 'I have always been a curious person. I worked in logistics for three years.'),
  ope('en', 'In today’s competitive world, companies need strong people. I am one of them.'),
  ope('en', 'Thank you for taking the time to read my application. I worked in logistics.'),
  ope('en', 'My name is Dana Kim and I am a logistics graduate.'),
  ope('en', 'Everyone has a story, and this is mine. I grew up near a port.'),
  ope(
    'en',
    'I want to join your company because your new southern hub needs the intake process I built at my last job.',
    true,
  ),
  ope('en', 'Your warehouse robots are the reason I applied: I ran the pilot of a similar system.', true),
  ope('en', 'I want to join you to cut pick errors the way I cut them from 40 a month to 5.', true),
  ope('id', 'Saya adalah pribadi yang ceria dan mudah bergaul. Saya bekerja di logistik selama tiga tahun.'),
  ope('id', 'Di era globalisasi ini, persaingan semakin ketat. Saya ingin berkembang.'),
  ope('id', 'Assalamualaikum warahmatullahi wabarakatuh. Saya bekerja di bidang logistik.'),
  ope('id', 'Nama saya Dewi dan saya lulusan manajemen.'),
  ope('id', 'Setiap orang memiliki mimpi. Mimpi saya adalah menjadi ahli logistik.'),
  ope(
    'id',
    'Saya ingin bergabung karena gudang baru perusahaan Anda di Cikarang membutuhkan proses penerimaan yang pernah saya bangun.',
    true,
  ),
  ope('id', 'Perusahaan Anda memakai robot gudang, dan saya pernah memimpin uji coba sistem serupa.', true),
  ope(
    'id',
    'Saya ingin bergabung untuk menurunkan kesalahan pengambilan barang seperti yang saya lakukan dari 40 menjadi 5 per bulan.',
    true,
  ),
];
