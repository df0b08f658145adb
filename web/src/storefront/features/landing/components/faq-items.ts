/** Questions and answers of the landing page (PRODUCT.md section 9). */
export const FAQ_ITEMS = [
  {
    question: 'Berapa lama proses pembuatan undangan?',
    answer: 'Undangan diproses dalam 4 sampai 7 hari kerja setelah data Anda kami terima dengan lengkap.',
  },
  {
    question: 'Apakah bisa selesai lebih cepat?',
    answer:
      'Bisa. Tersedia layanan Express selesai dalam 2 hari dengan biaya Rp 50.000, dan One Day Service selesai dalam 24 jam dengan biaya Rp 100.000.',
  },
  {
    question: 'Apakah saya bisa melakukan revisi?',
    answer:
      'Revisi teks gratis dan tidak terbatas. Revisi foto dan musik gratis satu kali; revisi berikutnya dikenakan biaya Rp 20.000 per revisi.',
  },
  {
    question: 'Apakah warna desain bisa disesuaikan?',
    answer:
      'Untuk paket Basic dan Standard, penyesuaian warna dikenakan biaya Rp 50.000. Untuk paket Premium dan Exclusive, penyesuaian warna gratis, termasuk satu kali revisi warna gratis.',
  },
  {
    question: 'Apa itu split link?',
    answer:
      'Split link adalah dua tautan undangan dengan desain yang sama, misalnya untuk dua acara atau dua keluarga yang berbeda. Biayanya Rp 80.000.',
  },
  {
    question: 'Apakah pembayaran bisa dikembalikan?',
    answer: 'Mohon maaf, pembayaran yang sudah dilakukan tidak dapat dikembalikan (tidak ada refund).',
  },
  {
    question: 'Apakah undangan saya akan dipakai sebagai portofolio?',
    answer:
      'Undangan yang sudah dibuat dapat kami gunakan sebagai portofolio dan bahan promosi, kecuali Anda meminta agar tidak digunakan.',
  },
];
