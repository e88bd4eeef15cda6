// Round twenty-seven (ADR 0039): the third list set, written AFTER the round's shape rules (cliche-shapes.ts,
// opening-meta.ts) and before any run, then run once as the round's unseen figure: per language ten clichés
// and six empty openings in phrasings no earlier set used (a trait as an image, a motto, the customer as
// king, first in and last out, a quick learner, thriving under pressure, an asset to the team; an opening on
// job hunting, on how hard it is to talk about oneself, on everyone falling, on people who work together,
// on wondering about the future, on the company's fame), with ten clean look-alikes of each that tell a
// case with the same words (bench/style-dev-set.ts). Its one run (2026-12-01 06:02 UTC, main at ee8dea7 plus
// this set), before any fix: clichés ko 5/10, en 6/10, id 4/10; openings ko 1/6, en 0/6, id 0/6; clean left
// 10/10 and 10/10 in every language. Seen since.
import { listCases, type ListEntries } from './style-dev-lists-types';
import type { StyleCase } from './style-dev-set';

const KO: ListEntries = {
  cliche: [
    '저는 물러서지 않는 근성을 가진 사람입니다.',
    '제 사전에 포기란 없습니다.',
    '고객의 미소가 저의 가장 큰 보람입니다.',
    '입사한다면 누구보다 먼저 출근하고 가장 늦게 퇴근하겠습니다.',
    '저는 스펀지처럼 무엇이든 빠르게 흡수합니다.',
    '작은 일에도 정성을 다하는 것이 제 신조입니다.',
    '위기를 기회로 바꾸는 힘이 저에게 있습니다.',
    '귀사의 발전에 밑거름이 되겠습니다.',
    '저는 팀의 윤활유 같은 존재입니다.',
    '준비된 신입사원으로서 즉시 전력이 되겠습니다.',
  ],
  clicheClean: [
    '근성 있게 매달린 끝에 불량 원인을 사흘 만에 찾았습니다.',
    '고객 설문에서 미소 응대 항목이 4.2점에서 4.6점으로 올랐습니다.',
    '출근 시간을 30분 당겨 오전 입고 검수를 먼저 끝냈습니다.',
    '신입 교육 자료를 흡수하기 쉽도록 15쪽에서 6쪽으로 줄였습니다.',
    '작은 포장 불량도 사진으로 남겨 공급사에 매주 보냈습니다.',
    '위기 대응 매뉴얼을 새로 써서 정전 때 10분 안에 비상 발전기를 돌렸습니다.',
    '윤활유 교체 주기를 설비별로 정리해 고장 건수를 절반으로 줄였습니다.',
    '밑거름 비료 발주를 농가 40곳과 직접 조율했습니다.',
    '신입사원 동기 12명과 함께 창고 재배치 과제를 맡았습니다.',
    '포기하려던 거래처를 세 번 더 찾아가 연간 계약을 맺었습니다.',
  ],
  opening: [
    'm|취업을 준비하며 수많은 회사를 알아보았습니다. 그중 한 곳이 귀사였습니다.',
    's|자기소개서를 쓰는 일은 언제나 어렵습니다. 저도 그렇습니다.',
    'f|누구나 넘어질 때가 있습니다. 중요한 것은 다시 일어서는 것입니다.',
    'c|사람이 모이는 곳에는 늘 갈등이 생깁니다. 저도 겪었습니다.',
    'g|앞으로의 저를 상상하면 가슴이 뜁니다. 저는 성장할 것입니다.',
    'm|대한민국에서 이 회사의 이름을 모르는 사람은 없을 것입니다. 저도 오래전부터 알았습니다.',
  ],
  openingClean: [
    'm|물류센터에서 2년간 출고 관리를 하며 이 회사의 자동화 설비를 처음 보았습니다. 그래서 지원했습니다.',
    's|제 강점은 재고 차이를 끝까지 추적하는 것으로, 지난해 3천만 원의 차이를 찾아냈습니다. 방법은 이렇습니다.',
    'f|첫 납품에서 라벨을 잘못 붙여 300상자를 다시 포장한 적이 있습니다. 원인은 확인 절차였습니다.',
    'c|야간 조장과 주간 조장이 인수인계 방식을 두고 맞섰을 때 제가 회의를 열었습니다. 합의안을 만들었습니다.',
    'g|입사 후 3년 안에 냉동 창고 운영 기준서를 직접 쓰는 것이 목표입니다. 그 준비를 하고 있습니다.',
    'm|새벽 배송 센터에서 일하고 싶은 이유는 제가 만든 배차표를 그곳에서 써 보고 싶기 때문입니다. 경험을 말씀드리겠습니다.',
    's|저는 숫자에 강해 매달 정산 오류를 하루 안에 잡아냅니다. 예를 들겠습니다.',
    'f|공모전에서 떨어진 뒤 심사평을 읽고 기획서를 다시 썼습니다. 두 번째에는 입상했습니다.',
    'c|팀원 한 명이 마감을 계속 넘겨 일정표를 함께 다시 짰습니다. 그 뒤로 늦지 않았습니다.',
    'g|5년 뒤에는 물류 데이터 분석 팀을 이끌고 싶습니다. 지금은 SQL을 배우고 있습니다.',
  ],
};

const EN: ListEntries = {
  cliche: [
    'I bring a unique blend of creativity and analytical thinking.',
    'Failure is not an option for me.',
    'I thrive under pressure and in fast-paced environments.',
    'I am a quick learner who picks things up easily.',
    'I wear my heart on my sleeve when it comes to customer service.',
    'I consider myself a natural leader.',
    'I give 110 percent in everything I do.',
    'My door is always open to my colleagues.',
    'I am confident that I would be a valuable asset to your team.',
    'I never settle for anything less than excellence.',
  ],
  clicheClean: [
    'I blended two stock systems into one and cut reconciliation from three days to one.',
    'When the delivery failed, I rebooked 40 customers before noon.',
    'During the December peak I ran the packing line at 1,200 parcels an hour.',
    'I learned SAP in my first month by shadowing the planner for two weeks.',
    'I kept a sleeve of spare labels at each station, which stopped 30 relabels a week.',
    'I led a team of six pickers on the night shift at the Leeds depot.',
    'I worked 110 hours of overtime in the stocktake month, all logged and approved.',
    'I kept the office door open on Fridays for drivers to report van faults, and logged 25 in a month.',
    'The asset register I rebuilt listed 340 items that had gone missing.',
    'Excellence awards at our depot went to the team that cut damages by 20%.',
  ],
  opening: [
    'm|I have been looking for the right opportunity for a long time. This role feels like it.',
    's|Talking about myself has never come easily to me. But I will try.',
    'f|Failure is something we all have to face at some point. I am no different.',
    'c|Wherever people work together, disagreements are bound to happen. I have had my share.',
    'g|I often wonder where life will take me. I hope it takes me here.',
    'm|Your brand needs no introduction. It is everywhere.',
  ],
  openingClean: [
    'm|I want to join your cold-chain team because I ran a 12-van chilled route for two years. Here is what I learned.',
    's|My main strength is planning routes, which cut our fuel bill by 15% last year. Let me explain how.',
    'f|My first stocktake came out 4% short because I skipped the returns cage. I changed the process.',
    'c|Two shift leaders disagreed over handover notes, so I drafted a shared template. Both signed off.',
    'g|In five years I want to manage a regional distribution centre. I am studying for my CILT diploma now.',
    'm|I applied after seeing your Doncaster site automate its picking with robots. I want to work on that.',
    's|I am good at calming angry callers; last winter I handled 60 complaint calls a week. Here is one.',
    'f|I lost a tender in 2022 because our price sheet had an error. I now check every sheet twice.',
    'c|A driver refused a new route, and I rode it with him to show the timings. He agreed.',
    'g|My goal is to become a certified safety officer by next spring. I have booked the NEBOSH course.',
  ],
};

const ID: ListEntries = {
  cliche: [
    'Saya adalah orang yang tidak pernah puas dengan hasil yang biasa-biasa saja.',
    'Bagi saya, pelanggan adalah raja.',
    'Saya mampu bekerja di bawah tekanan.',
    'Saya cepat belajar hal-hal baru.',
    'Kerja keras tidak akan mengkhianati hasil.',
    'Saya akan menjadi aset berharga bagi perusahaan.',
    'Saya selalu memberikan 100 persen dalam setiap pekerjaan.',
    'Saya yakin dapat menjawab kebutuhan perusahaan Bapak/Ibu.',
    'Saya adalah pemain tim yang solid.',
    'Senyum adalah kunci utama dalam melayani.',
  ],
  clicheClean: [
    'Saya tidak puas dengan hasil audit pertama, jadi saya mengulang hitung stok 2 gudang.',
    'Pelanggan di cabang Bekasi menunggu rata-rata 25 menit sebelum saya mengubah antrean.',
    'Saat tekanan akhir bulan, saya menutup 300 faktur dalam dua hari.',
    'Saya belajar Excel makro dari rekan senior dan memakainya untuk laporan mingguan.',
    'Kerja keras tim gudang terbayar ketika selisih stok turun menjadi 0,5%.',
    'Aset perusahaan yang saya data ulang berjumlah 1.200 unit.',
    'Saya memberikan pelatihan K3 kepada 40 sopir baru pada 2023.',
    'Kebutuhan perusahaan akan sopir malam saya penuhi dengan merekrut 8 orang.',
    'Tim kami yang berisi 5 orang memenangkan lomba inovasi cabang Surabaya.',
    'Senyum pelanggan terlihat di survei: kepuasan naik dari 78 menjadi 90.',
  ],
  opening: [
    'm|Mencari pekerjaan di zaman sekarang tidaklah mudah. Saya pun merasakannya.',
    's|Berbicara tentang diri sendiri selalu terasa canggung bagi saya. Namun saya akan mencoba.',
    'f|Gagal itu manusiawi. Semua orang pernah mengalaminya.',
    'c|Di mana ada manusia, di situ ada perbedaan pendapat. Itu wajar.',
    'g|Tidak ada yang bisa menebak apa yang terjadi nanti. Tapi saya punya harapan.',
    'm|Nama perusahaan ini sudah tidak asing lagi di telinga saya. Semua orang membicarakannya.',
  ],
  openingClean: [
    'm|Saya ingin bergabung karena dua tahun saya mengelola gudang dingin di Cikarang dengan 12 truk. Berikut pengalamannya.',
    's|Kelebihan saya adalah menyusun rute, yang memangkas biaya BBM 15% tahun lalu. Caranya begini.',
    'f|Stock opname pertama saya selisih 4% karena saya lupa rak retur. Sejak itu saya ubah prosedurnya.',
    'c|Dua kepala shift berselisih soal catatan serah terima, lalu saya buat format bersama. Keduanya setuju.',
    'g|Lima tahun lagi saya ingin memimpin pusat distribusi regional. Sekarang saya mengambil sertifikasi logistik.',
    'm|Saya melamar setelah melihat gudang Anda di Surabaya memakai robot pemilah. Saya ingin ikut mengembangkannya.',
    's|Saya pandai menenangkan pelanggan yang marah; tahun lalu saya menangani 60 keluhan per minggu. Ini salah satunya.',
    'f|Saya kalah tender pada 2022 karena daftar harga kami salah. Kini saya memeriksa setiap daftar dua kali.',
    'c|Seorang sopir menolak rute baru, lalu saya ikut menyetir bersamanya untuk menunjukkan waktunya. Ia setuju.',
    'g|Target saya menjadi ahli K3 bersertifikat tahun depan. Saya sudah mendaftar pelatihannya.',
  ],
};

export const STYLE_LIST_THIRD_CASES: StyleCase[] = [
  ...listCases('ko', KO),
  ...listCases('en', EN),
  ...listCases('id', ID),
];
