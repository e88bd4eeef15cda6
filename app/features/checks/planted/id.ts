// The Indonesian planted set (resume: writer/__fixtures__ idFinance, applying to PT Mitra Niaga).
import type { PlantedCase } from './types';

const Q_MOTIVE = 'Mengapa Anda ingin bergabung dengan PT Mitra Niaga?';
const Q_FAIL = 'Ceritakan kegagalan yang pernah Anda alami dan cara mengatasinya.';
const Q_TEAM = 'Ceritakan pengalaman kerja sama tim Anda.';

export const ID_CASES: PlantedCase[] = [
  {
    question: Q_FAIL,
    text: 'Laporan pajak bulanan pernah terlambat karena saya tidak memeriksa jadwal dengan teliti. Saya melakukan analisa penyebabnya dan membuat daftar periksa baru. Resiko keterlambatan kemudian saya bahas dengan atasan setiap minggu. Sejak itu 24 laporan berikutnya dikirim tepat waktu.',
    planted: { spelling: ['analisa', 'Resiko'] },
  },
  {
    question: Q_MOTIVE,
    text: 'Saya adalah pekerja keras yang sejak kecil menyukai angka. Saya lulus dari Universitas Gadjah Mada dan lahir di Yogyakarta. Saya ingin bergabung dengan PT Mitra Niaga karena perusahan ini berkembang pesat. Saya ingin membantu tim keuangan dimana pun dibutuhkan.',
    planted: {
      spelling: ['perusahan', 'dimana'],
      blind: ['Universitas Gadjah Mada', 'lahir di'],
      cliche: ['pekerja keras', 'sejak kecil'],
    },
    companies: ['PT Mitra Niaga'],
  },
  {
    question: Q_TEAM,
    text: 'Di PT Sarana Logistik Jaya saya bekerja dengan tim gudang untuk merapikan data persediaan. Kami mengunakan lembar kerja bersama agar semua orang melihat angka yang sama. Selisih stok turun 40% dalam tiga bulan. Selisih stok turun 40% berkat kerja sama itu.',
    planted: { spelling: ['mengunakan'], repetition: ['40%'] },
    heldOut: true,
  },
  {
    question: Q_MOTIVE,
    text: 'Ayah saya seorang guru dan ibu saya pedagang, jadi saya terbiasa mengatur uang. Saya berusia 27 tahun dan sudah menikah. Sebagai perempuan di bidang keuangan saya belajar untuk percaya diri. Saya pernah menangani klien seperti Bank Mandiri dan Universitas Indonesia Press.',
    planted: { blind: ['Ayah saya', 'ibu saya', 'berusia 27', 'sudah menikah', 'Sebagai perempuan'] },
    companies: ['Bank Mandiri'],
  },
  {
    question: Q_FAIL,
    text: 'Saya pernah salah memasukkan kode akun sehingga laporan harus diulang. Saya meningkatkan penjualan sebesar 500% dalam sebulan. Setelah itu saya membuat prosedur pemeriksaan ganda untuk setiap jurnal. Kesalahan serupa tidak pernah terjadi lagi dan atasan mempercayai pekerjan saya.',
    planted: { spelling: ['pekerjan'], claim: ['Saya meningkatkan penjualan sebesar 500% dalam sebulan.'] },
  },
  {
    question: Q_TEAM,
    text: 'Tinggi badan saya 175 cm dan saya aktif berolahraga bersama rekan kerja. Saya berasal dari keluarga sederhana di Surabaya. Kami bekerja sama menyusun anggaran tahunan dalam dua minggu. Saya juga berkoordinasi dengan Telkom Indonesia sebagai pemasok.',
    planted: { blind: ['Tinggi badan', 'keluarga sederhana', 'berasal dari'] },
    companies: ['Telkom Indonesia'],
    heldOut: true,
  },
  // Clean answers.
  {
    question: Q_MOTIVE,
    clean: true,
    text: 'Saya ingin bergabung dengan PT Mitra Niaga karena perusahaan ini sedang membangun sistem keuangan yang rapi untuk jaringan toko yang terus bertambah. Di PT Nusantara Retailindo saya menyusun laporan pajak bulanan dan memperbaiki jadwal penutupan buku. Di PT Sarana Logistik Jaya saya merapikan data persediaan bersama tim gudang sehingga selisih stok turun. Di sini saya ingin membantu tim keuangan menutup buku lebih cepat dengan data yang dapat dipercaya.',
    planted: {},
    companies: ['PT Mitra Niaga'],
  },
  {
    question: Q_FAIL,
    clean: true,
    text: 'Kegagalan terbesar saya adalah laporan pajak yang terlambat karena saya tidak memeriksa jadwal penutupan buku. Saya segera memberi tahu atasan, mengirim laporan secepatnya, dan mencari penyebabnya. Setelah itu saya membuat daftar periksa untuk setiap tenggat dan membagikannya kepada tim. Sejak itu laporan berikutnya dikirim tepat waktu.',
    planted: {},
  },
  {
    question: Q_TEAM,
    clean: true,
    heldOut: true,
    text: 'Di gudang, angka persediaan di sistem sering berbeda dengan hasil hitung fisik. Saya mengajak tim gudang menyusun satu lembar kerja bersama dan memeriksa selisih setiap minggu. Dalam tiga bulan selisih stok turun dan rapat mingguan menjadi lebih singkat. Saya belajar bahwa data yang dilihat bersama membuat kerja sama lebih mudah.',
    planted: {},
  },
];
