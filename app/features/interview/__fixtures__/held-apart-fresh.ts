// Fresh held-apart people (issue 40's done-when), written on 2026-11-29 before any rule was run on them
// and never used to tune a rule: the first held-apart set (now tune-2.ts) was seen while its rules were
// fixed, so its figures are tuning figures. Each person has three answers of several sentences (some
// telling an action or a disagreement without any cue word), episodes and a pasted posting.
import type { InterviewSources } from '../generate';

export const FRESH_HELD_APART: Record<'ko' | 'en' | 'id', InterviewSources> = {
  ko: {
    fallbackLang: 'ko',
    company: '한결식품',
    texts: [
      {
        ref: 'answer:41',
        text: '3학년 여름에 식품 공장 현장실습을 했습니다. 포장 라인에서 밀봉 불량이 하루 평균 25건씩 나오고 있었습니다. 불량품을 모아 시간대별로 나눠 보니 교대 직후에 몰려 있었습니다. 반장님께 교대 때 실링 온도를 다시 확인하는 점검표를 만들어 보자고 말씀드렸습니다. 처음 일주일은 작업자분들이 번거롭다며 잘 쓰지 않으셨습니다. 점검 항목을 다섯 개에서 두 개로 줄이고 라인 옆에 붙여 두었습니다. 실습이 끝날 무렵 불량은 하루 8건 정도로 내려갔습니다.',
      },
      {
        ref: 'answer:42',
        text: '졸업 설계에서 네 명이 함께 발효 음료의 유통기한을 실험했습니다. 중간 발표 직전에 한 팀원이 실험 조건을 바꾸자고 해서 일정이 크게 흔들렸습니다. 저는 바꾸는 경우와 유지하는 경우의 남은 실험 횟수를 표로 정리해 팀 회의에 가져갔습니다. 팀원들과 주말 실험 순서를 새로 나눴고 조건은 하나만 추가하기로 했습니다. 최종 보고서는 학과 우수 설계 3팀 안에 들었습니다. 그 뒤로 계획을 바꿀 때는 드는 시간을 먼저 숫자로 보여 드리려고 합니다.',
      },
      {
        ref: 'answer:43',
        text: '한결식품은 지난해 모든 제품의 원재료 원산지를 홈페이지에 공개했습니다. 품질 기록을 숨기지 않는 회사라면 현장의 개선 제안도 받아들여질 것이라고 생각했습니다. 식품 안전 기준이 강화되는 지금, 공정 데이터를 읽을 줄 아는 품질 담당자가 필요하다고 봅니다. 입사하면 먼저 라인별 불량 기록을 한 달 동안 직접 모아 보겠습니다.',
      },
      {
        ref: 'episode:0:situation',
        role: 'situation',
        text: '학과 실험실의 시약 재고가 자주 바닥나 실험이 미뤄졌습니다.',
      },
      {
        ref: 'episode:0:action',
        role: 'action',
        text: '시약별 사용량을 주 단위로 적는 공유 문서를 만들고 주문 담당을 돌아가며 정했습니다.',
      },
      {
        ref: 'episode:0:result',
        role: 'result',
        text: '한 학기 동안 시약이 떨어져 실험이 밀린 날이 한 번도 없었습니다.',
      },
    ],
    posting:
      '담당 업무\n- 생산 라인 품질 검사 및 불량 원인 분석\n- HACCP 기록 관리\n- 협력 업체 원료 입고 검사\n우대 사항\n- 식품기사 자격증 소지자\n- 엑셀 활용 능력',
  },
  en: {
    fallbackLang: 'en',
    company: 'Meridian Freight',
    texts: [
      {
        ref: 'answer:51',
        text: 'For three years I was a shift lead at a grocery store with a staff of eleven. Deliveries arrived at random times, and the night crew often waited with nothing to unload. I rewrote the receiving schedule with the two main suppliers and posted it in the back room. Idle hours on the night shift went from about 30 a week to under 10. It was the first time I saw a schedule as something you could measure.',
      },
      {
        ref: 'answer:52',
        text: 'Our store manager wanted every new hire to shadow a senior clerk for two full weeks. I thought most of that time was spent watching rather than doing. She and I went back and forth on it for a month. In the end we tried a split plan: one week of shadowing, then a checklist the new hire works through alone. Two of the four new hires that spring finished the checklist early. I still think she was right that the first days matter most.',
      },
      {
        ref: 'answer:53',
        text: 'Meridian Freight plans routes for hundreds of small carriers, and that is the problem I have been solving on a small scale. I have finished the Google Data Analytics certificate and built a model of our store’s delivery windows in SQL. I am ready to do this work full time. In the first month I would sit with the dispatch team and learn where the planning tools slow them down.',
      },
      {
        ref: 'episode:0:action',
        role: 'action',
        text: 'Trained six new cashiers on the returns process and wrote a one-page guide for them.',
      },
      {
        ref: 'episode:0:lesson',
        role: 'lesson',
        text: 'Short written steps helped more than long explanations at the till.',
      },
    ],
    posting:
      'What you will do\n- Build dashboards for on-time delivery\n- Work with carriers to fix recurring delays\n- Write clear summaries for operations managers\nNice to have\n- Experience with Tableau or Looker',
  },
  id: {
    fallbackLang: 'id',
    company: 'Dompet Kita',
    texts: [
      {
        ref: 'answer:61',
        text: 'Selama kuliah saya menjadi bendahara himpunan mahasiswa akuntansi. Laporan keuangan himpunan sering terlambat karena kuitansi dikumpulkan di akhir semester. Saya meminta setiap panitia mengirim foto kuitansi ke satu folder bersama dalam tiga hari setelah acara. Laporan semester itu selesai dua minggu lebih cepat dari biasanya. Bendahara berikutnya masih memakai cara yang sama.',
      },
      {
        ref: 'answer:62',
        text: 'Saat magang di sebuah koperasi simpan pinjam, saya menangani telepon dari anggota yang bingung dengan potongan angsuran. Banyak keluhan datang dari satu jenis pinjaman yang aturannya berubah. Saya menulis ulang penjelasan di lembar angsuran dengan contoh angka. Jumlah telepon tentang potongan turun dari sekitar 20 per hari menjadi 7. Saya jadi mengerti bahwa anggota marah biasanya karena tidak diberi penjelasan, bukan karena angkanya.',
      },
      {
        ref: 'answer:63',
        text: 'Saya tertarik pada Dompet Kita karena layanan ini dipakai pedagang pasar di kota saya. Ibu saya juga membayar pemasok lewat aplikasi ini. Saya ingin bekerja di tim layanan pelanggan yang memahami pengguna seperti beliau. Dalam tiga bulan pertama saya ingin mempelajari keluhan yang paling sering masuk dan membuat daftar jawaban yang mudah dipahami.',
      },
      {
        ref: 'episode:0:conflict',
        role: 'conflict',
        text: 'Dua anggota panitia berdebat soal anggaran konsumsi dan saya diminta menengahi.',
      },
      {
        ref: 'episode:0:result',
        role: 'result',
        text: 'Anggaran dibagi ulang dan acara selesai tanpa kekurangan dana.',
      },
    ],
    posting:
      'Tanggung jawab\n- Menjawab pertanyaan pengguna melalui chat dan email\n- Mencatat keluhan berulang dan melaporkannya ke tim produk\n- Membantu verifikasi data pedagang\nKualifikasi\n- Lulusan S1 semua jurusan\n- Teliti dan komunikatif',
  },
};
