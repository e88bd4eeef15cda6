// Spelling development material, round twenty-two (issue 36), Indonesian: written by the rule's author BEFORE
// any rule of the round (see spelling-dev-ko.ts). Not a held-apart set.
import type { DevSet } from './spelling-dev-types';

export const ID_DEV: DevSet = {
  clean: [
    // Motorcycle workshop
    'Saya bekerja sebagai mekanik di bengkel resmi sepeda motor selama empat tahun. Pekerjaan harian saya meliputi servis berkala, penggantian oli dan kampas rem, setel klep, serta pemeriksaan sistem injeksi dengan alat diagnosis dari pabrikan. Saat musim mudik, antrean servis bisa mencapai 40 unit per hari, jadi saya membantu kepala bengkel menyusun jadwal booking lewat WhatsApp agar pelanggan tidak menunggu terlalu lama. Saya juga terbiasa menjelaskan kerusakan kepada pelanggan dengan bahasa sederhana, misalnya mengapa aki cepat soak atau kenapa rantai perlu diganti. Berkat ketelitian itu, keluhan servis ulang di bengkel kami turun dari 6% menjadi 2% dalam setahun. Saya ingin membawa pengalaman ini ke dealer Bapak/Ibu.',
    // Hospital pharmacy technician
    'Sebagai tenaga teknis kefarmasian di instalasi farmasi rumah sakit tipe B, saya bertugas menyiapkan resep rawat jalan dan rawat inap, termasuk obat pasien BPJS Kesehatan. Setiap hari saya memeriksa kesesuaian resep dengan formularium, mencatat stok di SIMRS, dan memastikan obat high alert disimpan terpisah dengan label merah. Saya juga ikut menyiapkan unit dose untuk bangsal penyakit dalam sehingga kesalahan pemberian obat bisa ditekan. Ketika ada penarikan obat dari BPOM, saya menelusuri nomor bets di gudang dan depo farmasi dalam waktu kurang dari dua jam. Saya memiliki STRTTK yang masih berlaku dan sedang mengikuti pelatihan farmasi klinis secara daring.',
    // Village office administration
    'Selama tiga tahun saya menjadi staf administrasi di kantor desa. Tugas saya antara lain melayani pembuatan surat pengantar KTP dan KK, surat keterangan domisili, serta surat keterangan tidak mampu untuk warga yang mengurus bantuan sosial. Saya juga membantu bendahara desa menyusun laporan realisasi dana desa di aplikasi Siskeudes dan menyiapkan berkas untuk pemeriksaan inspektorat kabupaten. Ketika pandemi, saya mendata penerima BLT Dana Desa dari rumah ke rumah bersama kader posyandu dan ketua RT, lalu mencocokkan data dengan DTKS agar bantuan tepat sasaran. Pengalaman itu mengajarkan saya bahwa pelayanan publik harus cepat, jelas, dan ramah, terutama bagi warga lanjut usia.',
    // Garment factory production
    'Saya bekerja di pabrik garmen berorientasi ekspor sebagai supervisor lini jahit dengan 35 operator. Target harian lini kami sekitar 1.200 potong kaos polo untuk pembeli dari Eropa. Setiap pagi saya memeriksa keseimbangan lini, memindahkan operator ke proses yang tertinggal, dan memastikan mesin obras serta mesin overdek sudah disetel oleh mekanik. Bersama tim QC, saya menerapkan pemeriksaan inline setiap dua jam sehingga cacat jahitan bisa ditemukan sebelum sampai ke bagian finishing. Hasilnya, tingkat reject turun dari 4,5% menjadi 2%. Saya juga mengikuti audit sosial dari pembeli dan membantu menyiapkan catatan jam lembur agar sesuai dengan aturan ketenagakerjaan.',
    // Bank branch customer service
    'Saya berpengalaman dua tahun sebagai customer service di kantor cabang pembantu sebuah bank BUMN. Setiap hari saya melayani pembukaan rekening tabungan, penggantian kartu debit, aktivasi mobile banking, dan keluhan transaksi yang gagal. Untuk nasabah usaha mikro, saya menjelaskan syarat KUR dengan bahasa yang mudah dipahami lalu meneruskan berkas ke bagian kredit. Saya selalu memastikan prosedur KYC dijalankan, termasuk verifikasi e-KTP melalui Dukcapil, agar rekening tidak disalahgunakan. Pada akhir tahun lalu, cabang kami meraih nilai tertinggi dalam survei mystery shopping di tingkat wilayah, dan saya dipercaya menjadi pendamping bagi dua rekan baru.',
    // Minimarket store head
    'Saya adalah kepala toko di jaringan minimarket dengan sembilan karyawan yang bekerja dalam dua shift. Tanggung jawab saya mencakup pemesanan barang ke gudang distribusi, pengecekan barang datang, penataan planogram, serta pengendalian barang kedaluwarsa. Setiap minggu saya melakukan stock opname parsial untuk produk yang rawan selisih, seperti rokok dan susu formula. Dengan cara itu, selisih stok toko kami turun di bawah batas toleransi area. Saya juga menjalankan promo gajian dan program member dengan memastikan harga di rak sama dengan harga di kasir. Saya percaya toko yang rapi dan pelayanan yang ramah membuat pelanggan datang kembali.',
    // Web developer
    'Saya bekerja sebagai pengembang web di perusahaan rintisan agritech selama tiga tahun. Saya membangun dasbor untuk petani mitra menggunakan React dan TypeScript, sedangkan API-nya ditulis dengan Node.js dan PostgreSQL. Salah satu tantangan terbesar adalah koneksi internet yang lemah di desa, jadi saya menerapkan mode luring dengan service worker dan sinkronisasi data ketika sinyal kembali. Saya juga menulis pengujian otomatis dan menjalankan pipeline CI di GitHub Actions sehingga rilis mingguan lebih jarang bermasalah. Di luar pekerjaan utama, saya menjadi mentor di komunitas pemrograman lokal dan mengadakan lokakarya tentang dasar-dasar Git bagi mahasiswa.',
    // Logistics and shipping
    'Saya bekerja sebagai admin ekspedisi di perusahaan logistik yang melayani pengiriman antarpulau. Setiap hari saya menginput resi, mencetak manifes, dan mengatur jadwal muat truk ke pelabuhan. Ketika kapal terlambat sandar, saya menghubungi pelanggan lebih awal dan memberi perkiraan waktu tiba yang baru supaya mereka bisa menyesuaikan rencana. Saya juga mengurus klaim barang rusak dengan melampirkan foto, berita acara, dan surat jalan sehingga proses penggantian lebih cepat. Untuk paket berat di atas 50 kg, saya memastikan biaya dihitung berdasarkan berat volume. Ketelitian dalam mencatat data membuat saya dipercaya menyusun laporan bulanan untuk manajer cabang.',
  ],
  slips: [
    ['Kami menghitung resiko setiap pengiriman.', 'resiko'],
    ['Saya sudah praktek di bengkel selama setahun.', 'praktek'],
    ['Toko kami sudah mendapat ijin usaha.', 'ijin'],
    ['Kami ingin merubah jadwal shift.', 'merubah'],
    ['Barang itu di periksa oleh tim QC.', 'di periksa'],
    ['Data disimpan didalam sistem.', 'didalam'],
    ['Saya memegang tanggungjawab atas kas.', 'tanggungjawab'],
    ['Saya siap ditempatkan dimanapun.', 'dimanapun'],
    ['Saya mengikuti kursus selama 3 hari dengan sertifikat yang syah.', 'syah'],
    ['Kami menganalisa data penjualan setiap bulan.', 'menganalisa'],
    ['Pelanggan memberikan nasehat yang berguna.', 'nasehat'],
    ['Saya bekerja secara efektif dan effisien.', 'effisien'],
    ['Kami mengadakan apotik kecil di klinik.', 'apotik'],
    ["Laporan dikirim setiap hari Jum'at.", "Jum'at"],
    ['Tim kami menerapkan sistim antrean baru.', 'sistim'],
    ['Saya mengurus jadual pengiriman.', 'jadual'],
    ['Kami memastikan kwalitas produk terjaga.', 'kwalitas'],
    ['Saya mendapatkan ilmu yang sangat bermamfaat.', 'bermamfaat'],
    ['Saya fokus pada pelayanan yang kongkrit.', 'kongkrit'],
    ['Kami membuat obyek wisata baru di desa.', 'obyek'],
    [
      'Saya mengikuti ujian sertifikasi dan lulus dengan hasil terbaik, walaupun tehnik saya masih kurang.',
      'tehnik',
    ],
    ['Setiap karyawan wajib mentaati aturan.', 'mentaati'],
    ['Saya sering menterjemahkan dokumen.', 'menterjemahkan'],
    ['Kami mempunyai karir yang jelas.', 'karir'],
    ['Saya menerima gaji sesuai standart perusahaan.', 'standart'],
  ],
};
