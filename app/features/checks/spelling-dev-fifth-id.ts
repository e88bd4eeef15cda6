// Fifth spelling development set, Indonesian (issue 36, round twenty-six): built by COVERAGE of the well-known
// lists (KBBI kata baku vs tidak baku, di- and ke- as prefix vs preposition, pun, -nya, bound forms), written
// BEFORE the round's rules by their author. The clean answers use the baku forms of the same words.
import type { DevSet } from './spelling-dev-types';

export const ID_DEV5: DevSet = {
  clean: [
    // Pharmacy
    'Saya bekerja sebagai asisten apoteker di Apotek Sehat Sentosa selama tiga tahun. Setiap hari saya melayani sekitar 150 resep, memeriksa izin praktik dokter pada resep narkotika, dan mencatat obat yang mendekati tanggal kedaluwarsa. Saya juga memberikan nasihat kepada pasien tentang cara minum obat dan risiko efek samping. Kualitas pelayanan kami dinilai baik dalam audit dinas kesehatan provinsi tahun lalu.',
    // Finance
    'Di PT Mitra Niaga saya bertanggung jawab atas analisis kredit untuk nasabah usaha kecil. Saya menilai kemampuan bayar, utang yang berjalan, dan jaminan, lalu menyusun rekomendasi untuk komite. Sistem penilaian yang lama kami ubah bersama tim TI sehingga waktu proses turun dari tujuh hari menjadi tiga hari. Efektivitas penagihan juga meningkat karena jadwal kunjungan disusun berdasarkan data.',
    // Manufacturing
    'Saya adalah teknisi perawatan mesin di pabrik kemasan plastik di Cikarang. Tugas saya meliputi perawatan berkala, perbaikan kerusakan, dan pencatatan suku cadang. Saya terampil membaca gambar teknik dan mengoperasikan PLC. Selama dua tahun terakhir, waktu henti mesin turun 30 persen karena kami menerapkan standardisasi prosedur pemeriksaan harian. Saya juga ikut mengoordinasi pelatihan keselamatan kerja untuk operator baru.',
    // Education
    'Saya mengajar bahasa Inggris di sebuah SMA negeri di Yogyakarta selama lima tahun. Di kelas, saya mendorong kreativitas siswa melalui proyek kelompok dan presentasi. Saya menyusun jadwal remedial setiap Jumat sore dan memantau aktivitas belajar siswa melalui aplikasi sekolah. Tingkat kelulusan ujian praktik naik dari 82 persen menjadi 95 persen. Saya percaya bahwa guru harus menjadi teladan dalam kedisiplinan.',
    // Hospitality
    'Selama empat tahun saya bekerja di bagian tata graha sebuah hotel bintang empat di Bali. Saya memastikan kamar bersih, rapi, dan siap dalam waktu 30 menit setelah tamu keluar. Saya juga mengatur antrean permintaan tamu dan melaporkan kerusakan ke bagian teknik. Karier saya dimulai sebagai petugas kebersihan, lalu saya dipercaya menjadi supervisor pada tahun ketiga. Produktivitas tim naik karena kami membagi tugas berdasarkan lantai.',
    // Logistics
    'Di gudang distribusi kami, saya mengelola penerimaan barang dari pemasok di luar negeri maupun dalam negeri. Setiap kuitansi dan surat jalan saya periksa sebelum barang masuk ke rak. Saya menerapkan sistem FIFO agar barang tidak kedaluwarsa, dan menyusun laporan stok setiap pekan. Apa pun kendala di lapangan, saya selalu mencari jalan keluar bersama tim. Di antara capaian saya adalah penurunan selisih stok dari 2 persen menjadi 0,4 persen.',
    // Health
    'Sebagai perawat di ruang gawat darurat, saya terbiasa menangani pasien cedera akibat kecelakaan. Saya memeriksa tanda vital, membantu dokter menegakkan diagnosis, dan mencatat tindakan dengan rapi. Saya juga mengedukasi keluarga pasien agar tidak panik. Walaupun jadwal jaga sering berubah, saya tetap menjaga kualitas pelayanan. Saya memiliki sertifikat BTCLS yang masih berlaku.',
    // Government
    'Saya pernah bekerja sebagai staf di kantor wali kota bagian perencanaan. Saya menyusun laporan kegiatan, mengumpulkan data dari tiap kecamatan, dan menyiapkan bahan rapat koordinasi. Kami bekerja sama dengan dinas terkait untuk program pascapanen petani dan pelatihan keterampilan pemuda. Semua laporan dikirim ke provinsi tepat waktu, dan saya belajar menerjemahkan kebijakan menjadi rencana kerja yang konkret.',
    // Creative
    'Saya seorang desainer grafis lepas yang melayani klien dari Jakarta, Surabaya, dan Singapura. Karya saya orisinal, dan saya selalu menjelaskan konsep desain secara detail sebelum klien memilih. Saya menggunakan Figma, Illustrator, dan Photoshop. Dalam dua tahun terakhir saya menyelesaikan lebih dari 60 proyek identitas merek, termasuk untuk usaha kuliner dan klinik kecantikan.',
    // Sales
    'Saya bekerja sebagai tenaga penjualan di perusahaan multinasional yang bergerak di bidang alat kesehatan. Wilayah saya meliputi lima kabupaten, dan saya mengunjungi sekitar dua puluh rumah sakit setiap bulan. Saya membantu klien memilih produk yang sesuai dengan kebutuhan mereka, lalu memastikan alat dipasang dan digunakan dengan benar. Target penjualan tahunan saya tercapai 112 persen pada tahun lalu.',
    // Admin
    'Di kantor notaris, saya mengurus administrasi akta, menjawab telepon, dan menyusun jadwal pertemuan klien. Semua berkas saya arsipkan dengan rapi sehingga mudah dicari kembali. Saya juga membantu menerjemahkan dokumen sederhana dari bahasa Inggris. Meskipun pekerjaan ini tampak rutin, saya belajar banyak tentang ketelitian dan tanggung jawab.',
    // Engineering
    'Saya lulusan teknik sipil dan sudah dua tahun bekerja sebagai pengawas lapangan pada proyek jalan antarkota. Saya memeriksa mutu beton, mencatat volume pekerjaan, dan melaporkan kemajuan proyek setiap minggu. Ketika terjadi hujan deras selama dua pekan, saya menyusun ulang jadwal agar proyek tetap selesai tepat waktu. Saya terbiasa bekerja di bawah tekanan dan menaati standar keselamatan.',
    // Nonprofit
    'Saya pernah menjadi koordinator relawan di sebuah lembaga sosial yang membantu anak putus sekolah. Saya merekrut, melatih, dan mengoordinasi lebih dari 40 relawan. Kami bekerja sama dengan sekolah dan puskesmas setempat. Dalam satu tahun, 85 anak kembali bersekolah. Bagaimanapun sulitnya keadaan, saya yakin pendidikan adalah jalan terbaik untuk mengubah nasib.',
    // Chef
    'Saya juru masak di restoran keluarga yang menyajikan masakan Nusantara. Saya mengatur persediaan bahan, menjaga kebersihan dapur, dan memastikan setiap hidangan keluar dalam waktu 15 menit. Cabai, bawang, dan rempah saya beli langsung dari petani agar kualitasnya terjaga. Saya juga menyusun menu baru setiap bulan Ramadan dan ikut melatih dua juru masak muda.',
    // Closing
    'Saya berharap dapat berkontribusi di perusahaan Bapak dan Ibu. Siapa pun yang menjadi rekan kerja saya nanti, saya siap belajar dan bekerja sama. Silakan menghubungi saya kapan saja untuk jadwal wawancara. Terima kasih atas perhatiannya.',
  ],
  slips: [
    // KBBI baku vs tidak baku
    ['Saya menjalani praktek kerja di rumah sakit daerah.', 'praktek'],
    ['Saya mengurus ijin usaha untuk klien.', 'ijin'],
    ['Saya menilai resiko kredit setiap nasabah.', 'resiko'],
    ['Saya menyusun analisa pasar untuk produk baru.', 'analisa'],
    ['Saya memberi nasehat kepada pasien tentang obat.', 'nasehat'],
    ['Kami berhasil merubah cara kerja tim.', 'merubah'],
    ['Saya bekerja di apotik selama dua tahun.', 'apotik'],
    ['Di jaman digital, data sangat penting.', 'jaman'],
    ['Saya menjaga kwalitas produk di lini dua.', 'kwalitas'],
    ['Saya memperbaiki sistim antrean pasien.', 'sistim'],
    ['Saya memantau aktifitas harian gudang.', 'aktifitas'],
    ['Efektifitas promosi naik dua kali lipat.', 'Efektifitas'],
    ['Saya ingin membangun karir di bidang logistik.', 'karir'],
    ['Saya menagih hutang pelanggan yang menunggak.', 'hutang'],
    ['Foto obyek wisata saya ambil sendiri.', 'obyek'],
    ['Saya menyusun jadual produksi mingguan.', 'jadual'],
    ['Setiap kwitansi saya arsipkan dengan rapi.', 'kwitansi'],
    ['Saya pernah bertugas di propinsi Jambi.', 'propinsi'],
    ['Saya menguasai tehnik pengelasan listrik.', 'tehnik'],
    ['Saya tertarik pada tehnologi pertanian.', 'tehnologi'],
    ['Kreatifitas tim kami diakui klien.', 'Kreatifitas'],
    ['Produktifitas gudang naik 20 persen.', 'Produktifitas'],
    ['Ini bukan sekedar pekerjaan bagi saya.', 'sekedar'],
    ['Silahkan menghubungi saya kapan saja.', 'Silahkan'],
    ['Pasien antri sejak pagi di loket.', 'antri'],
    ['Saya pernah menjadi atlit bulu tangkis.', 'atlit'],
    ['Saya memegang azas keadilan dalam bekerja.', 'azas'],
    ['Saya menangani pasien cidera ringan.', 'cidera'],
    ['Saya membantu dokter menegakkan diagnosa.', 'diagnosa'],
    ['Kami menguji hipotesa itu dengan survei.', 'hipotesa'],
    ['Kami bekerja dalam cuaca ekstrim.', 'ekstrim'],
    ['Saya mengatur frekwensi radio tim lapangan.', 'frekwensi'],
    ['Saya memeriksa tanggal kadaluarsa obat.', 'kadaluarsa'],
    ['Saya menyerahkan laporan yang komplit.', 'komplit'],
    ['Saya menyusun rencana yang konkrit.', 'konkrit'],
    ['Gudang itu lembab dan perlu ventilasi.', 'lembab'],
    ['Saya belajar mengatur nafas saat presentasi.', 'nafas'],
    ['Semua desain saya orisinil.', 'orisinil'],
    ['Saya menghitung prosentase kenaikan penjualan.', 'prosentase'],
    ['Meja kerja saya selalu rapih.', 'rapih'],
    ['Saya cepat merespon keluhan pelanggan.', 'merespon'],
    ['Saya memimpin standarisasi prosedur kerja.', 'standarisasi'],
    ['Saya menjawab telefon pelanggan setiap hari.', 'telefon'],
    ['Saya trampil mengoperasikan mesin bubut.', 'trampil'],
    ['Saya dilatih ketrampilan las di BLK.', 'ketrampilan'],
    ['Saya menterjemahkan dokumen teknis.', 'menterjemahkan'],
    ['Saya terbiasa mengkoordinir relawan.', 'mengkoordinir'],
    ['Kami wajib mentaati aturan keselamatan.', 'mentaati'],
    ['Saya ikut mensukseskan pameran dagang.', 'mensukseskan'],
    ['Pemerintah menghimbau warga menghemat air.', 'menghimbau'],
    ["Rapat rutin diadakan setiap Jum'at.", "Jum'at"],
    ['Saya memeriksa data secara detil.', 'detil'],
    ['Saya lulus ijasah paket C sebelum bekerja.', 'ijasah'],
    ['Setiap pagi saya berolah raga.', 'berolah raga'],
    ['Saya menempuh pendidikan pasca sarjana.', 'pasca sarjana'],
    ['Saya sudah terlanjur mengirim berkas.', 'terlanjur'],
    ['Pelanggan lebih suka mengkonsumsi produk lokal.', 'mengkonsumsi'],
    // di- and ke- as prefix vs preposition
    ['Saya bekerja dikantor cabang Medan.', 'dikantor'],
    ['Dimana pun ditempatkan, saya siap.', 'Dimana'],
    ['Semua pesanan di kirim sebelum pukul lima.', 'di kirim'],
    ['Program itu di laksanakan tiga bulan.', 'di laksanakan'],
    ['Diantara tiga kandidat, saya terpilih.', 'Diantara'],
    ['Saya sering dinas keluar kota.', 'keluar kota'],
    ['Barang diantar kegudang setiap sore.', 'kegudang'],
    ['Saya berangkat kesana dengan tim survei.', 'kesana'],
    ['Saya dipilih menjadi ke tua koperasi.', 'ke tua'],
    ['Disamping itu, saya juga mengajar.', 'Disamping'],
    // pun, -nya, bound forms
    ['Apapun tugasnya, saya kerjakan dengan teliti.', 'Apapun'],
    ['Siapapun pelanggannya, saya layani dengan ramah.', 'Siapapun'],
    ['Walau pun sulit, target tercapai.', 'Walau pun'],
    ['Meski pun lelah, saya tetap teliti.', 'Meski pun'],
    ['Saya menyelesaikan tugas nya tepat waktu.', 'tugas nya'],
    ['Kami bekerjasama dengan dinas kesehatan.', 'bekerjasama'],
    ['Saya memegang tanggungjawab atas gudang.', 'tanggungjawab'],
    ['Saya mengelola angkutan antar kota.', 'antar kota'],
    ['Akun itu sudah non aktif sejak Mei.', 'non aktif'],
    ['Saya bekerja di perusahaan multi nasional.', 'multi nasional'],
    ['Saya mengurus dan lain lain keperluan kantor.', 'lain lain'],
    ['Kami menangani pasca panen jagung.', 'pasca panen'],
  ],
};
