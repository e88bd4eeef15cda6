// Round twenty-six (issue 36, ADR 0039): Indonesian families from the seventh (grid) set's misses, each a
// shape of a kind of trait with a lexicon of its words, run in a sentence about the writer (blind-grid.ts):
// one's village or region named (kampung saya di Garut, besar di Medan, arek Suroboyo), a birthplace as a
// field or a clause (tempat lahir saya, dilahirkan di … Kendal), an age as a figure or a decade (berumur 22
// tahun, sudah 50-an, anak 90-an), a retiree's service, an event that dates one (saat reformasi saya baru
// …), a form's sex or marital field, a role that says gender or marriage (bapak rumah tangga, pengantin
// baru), children and birth order, a body's size (saya pendek, badan saya agak berisi), a model's past,
// health (mengidap asma, penyintas kanker), faith (Agama: …, sudah berhaji) and descent or citizenship.
import type { BlindRule } from './blind-lists';

const CONDITION =
  'asma|kanker|diabetes|depresi|epilepsi|hipertensi|(?:penyakit )?jantung|TBC|tuberkulosis|HIV|autisme|ADHD|gangguan [a-z]+|stroke|lupus|skizofrenia|bipolar|kusta|(?:gagal )?ginjal|talasemia|hepatitis|penyakit [a-z]+|tumor|leukemia|skoliosis';
const SELF = '(?:[Ss]aya|[Aa]ku|[Bb]adan (?:saya|aku)|[Tt]ubuh (?:saya|aku)|[Pp]ostur (?:saya|aku))';

export const GRID_ID: BlindRule[] = [
  {
    why: 'hometown',
    re: /\b(?:[Kk]ampung(?: halaman)?|[Dd]aerah asal|[Kk]ota asal|[Dd]esa) (?:saya|aku|kami)(?: (?:di|adalah|yaitu|ialah|ada di|berada di))? [A-Z][\w-]+|\b(?:[Ss]aya|[Aa]ku)(?: [a-z]+){0,2}? (?:besar|dibesarkan|tumbuh besar|tumbuh|bertumbuh) di [A-Z][\w-]+|\b(?:[Aa]rek (?:Suroboyo|Surabaya|Malang|Jatim)|[Uu]rang (?:Sunda|Bandung|Awak)|[Ww]ong (?:Jowo|Kito)|[Bb]ocah (?:Jogja|Solo))\b/g,
  },
  {
    why: 'hometown',
    re: /\b(?:[Tt]empat lahir|[Kk]ota kelahiran|[Tt]anah kelahiran|[Dd]aerah kelahiran)(?: saya| aku)?(?:\s?:|,)?\s?(?:adalah |di |ialah |yaitu )?[A-Z][\w-]+|\b(?:dilahirkan|lahir) di (?:sebuah |kota |desa |kabupaten |pulau |kampung )?(?:[a-z]+ ){0,3}?(?:di )?[A-Z][\w-]+/g,
  },
  {
    why: 'age',
    re: /\b(?:berumur|berusia|umur|usia) \d{2}\s?(?:tahun|thn|th)\b|\b(?:baru|sudah|hampir|genap|menginjak|kini|masih|telah) (?:\d{2} tahun|\d0-an|kepala (?:dua|tiga|empat|lima|enam))\b|\banak (?:\d0-an|tahun \d0-an|\d0an)\b/g,
  },
  {
    why: 'age',
    re: /\b(?:[Ss]aya|[Aa]ku)(?: adalah| seorang| sudah| kini)* pensiunan(?: [A-Z]+| [a-z]+)?\b|\b(?:[Ss]aat|[Kk]etika|[Ww]aktu|[Ss]ewaktu|[Pp]ada masa|[Pp]ada zaman|[Zz]aman) (?:reformasi|krismon|krisis moneter|tsunami(?: Aceh)?|Orde Baru|gempa [A-Z]\w+|kerusuhan \d{4}|pandemi)(?: \d{4})?,? (?:saya|aku) (?:masih|baru|sedang|sudah)\b(?: [a-z]+){0,3}/g,
  },
  {
    why: 'gender',
    re: /\b[Jj]enis [Kk]elamin\s?:\s?[A-Za-z-]+|\b(?:[Ss]ebagai|[Ss]aya)(?: seorang| adalah)? bapak rumah tangga\b/g,
  },
  {
    why: 'marital',
    re: /\b[Ss]tatus(?: pernikahan| perkawinan| perdata)?\s?:\s?(?:belum kawin|kawin|menikah|belum menikah|lajang|cerai(?: hidup| mati)?|janda|duda|single)\b|\b(?:[Ss]ebagai|[Ss]aya)(?: seorang| adalah| masih| baru)? (?:pengantin baru|janda|duda|lajang|single parent|orang tua tunggal|ibu tunggal|ayah tunggal)\b/g,
  },
  {
    why: 'marital',
    re: /\b(?:[Pp]utri|[Pp]utra|[Ss]i kecil|[Bb]uah hati|[Aa]nak-anak|[Aa]nak (?:sulung|bungsu|pertama|kedua|ketiga)) (?:saya|aku|kami)\b|\b(?:belum|sudah|baru) (?:punya|memiliki|dikaruniai|mempunyai) (?:momongan|anak|keturunan|cucu)\b/g,
  },
  {
    why: 'family',
    re: /\b(?:[Ss]aya|[Aa]ku)(?: adalah| ini| merupakan)?(?: seorang)? anak (?:tengah|kedua|ketiga|keempat|pertama|ragil|sulung|bungsu|tunggal|semata wayang)\b/g,
  },
  {
    why: 'appearance',
    re: new RegExp(
      `\\b${SELF}(?: (?:adalah|ini|memang|cukup|agak|sangat|termasuk|tergolong|pernah))*(?: orang yang| seorang yang)? (?:pendek|jangkung|mungil|kurus|gemuk|langsing|berisi|gendut|montok|kekar|atletis|ramping|obesitas|kelebihan berat badan)\\b|\\b(?:[Ss]ebagai) (?:seorang |orang yang |yang )?(?:mungil|pendek|jangkung|bertubuh [a-z]+)\\b|\\b(?:[Ss]ebagai|[Ss]aya)(?: seorang| adalah)? (?:mantan |eks )?(?:model|putri kecantikan|finalis (?:Puteri|Putri|None|Abang)\\w*)\\b`,
      'g',
    ),
  },
  {
    why: 'appearance',
    re: new RegExp(
      `\\b(?:mengidap|menderita|punya riwayat|memiliki riwayat|riwayat|didiagnosis|divonis|dirawat karena|penyintas|berjuang melawan|sembuh dari|pengidap|penderita)(?: penyakit)? (?:${CONDITION})\\b`,
      'g',
    ),
  },
  {
    why: 'religion',
    re: /\b[Aa]gama\s?:\s?[A-Z][a-z]+|\b(?:sudah|telah|pernah) (?:berhaji|berumrah|naik haji)\b|\b(?:bergelar haji|naik haji)\b/g,
  },
  {
    why: 'hometown',
    re: /\bberdarah (?:campuran|[A-Z]\w+)\b|\b(?:[Ss]aya|[Aa]ku)(?: adalah| seorang)? (?:warga negara|WNA|WNI)(?: keturunan)?(?: [A-Z]\w+)?/g,
  },
];
