import { SHOP } from '@undangan/contracts';
import { useDocumentTitle } from '@/shared/ui/use-document-title';
import './privacy.css';

export default function PrivacyPolicyPage() {
  useDocumentTitle('Kebijakan Privasi');
  return (
    <article className="container page privacy">
      <h1 className="page-title">Kebijakan Privasi</h1>
      <p>
        Kebijakan ini menjelaskan bagaimana {SHOP.name} mengumpulkan, menggunakan, dan melindungi data pribadi
        Anda ketika Anda memesan undangan digital melalui situs ini. Dengan menggunakan situs dan layanan
        kami, Anda menyetujui pengelolaan data sebagaimana dijelaskan di bawah ini.
      </p>

      <h2>1. Data yang Kami Kumpulkan</h2>
      <ul>
        <li>Data pemesan: nama, nomor WhatsApp, dan alamat email yang Anda isi di halaman keranjang.</li>
        <li>
          Data undangan: nama mempelai, nama orang tua, waktu dan lokasi acara, foto, musik, serta teks lain
          yang Anda kirimkan untuk dimuat dalam undangan.
        </li>
        <li>
          Data pesanan: paket, desain, add-on, Order ID, jumlah pembayaran, serta kode referal yang digunakan.
        </li>
        <li>Bukti pembayaran yang Anda unggah untuk pembayaran manual.</li>
      </ul>

      <h2>2. Penggunaan Data</h2>
      <p>Data Anda kami gunakan hanya untuk:</p>
      <ul>
        <li>memproses pesanan dan membuat undangan digital Anda;</li>
        <li>memverifikasi pembayaran;</li>
        <li>menghubungi Anda melalui WhatsApp atau email terkait pesanan, revisi, dan status pengerjaan;</li>
        <li>memberikan dukungan pelanggan dan menangani keluhan.</li>
      </ul>

      <h2>3. Pembayaran</h2>
      <p>
        Pembayaran otomatis diproses oleh penyedia layanan pembayaran resmi (Midtrans). Data kartu, rekening,
        atau dompet digital Anda dimasukkan langsung di halaman penyedia pembayaran dan tidak disimpan oleh
        kami. Kami hanya menerima status pembayaran, jenis pembayaran, dan jumlahnya.
      </p>

      <h2>4. Penyimpanan di Perangkat Anda</h2>
      <p>
        Isi keranjang, data pemesan, kode referal, dan Order ID disimpan di penyimpanan lokal peramban (local
        storage) agar pesanan Anda tidak hilang saat halaman dimuat ulang. Data ini tetap berada di perangkat
        Anda dan dapat dihapus kapan saja dengan membersihkan data situs di peramban.
      </p>

      <h2>5. Undangan yang Dapat Diakses Publik</h2>
      <p>
        Undangan digital dapat dibuka oleh siapa saja yang memiliki tautannya. Bagikan tautan undangan hanya
        kepada tamu yang Anda kehendaki.
      </p>

      <h2>6. Portofolio dan Promosi</h2>
      <p>
        Undangan yang telah selesai dapat kami tampilkan sebagai portofolio dan bahan promosi. Jika Anda tidak
        menghendakinya, sampaikan kepada kami dan undangan Anda tidak akan kami gunakan.
      </p>

      <h2>7. Berbagi Data dengan Pihak Lain</h2>
      <p>
        Kami tidak menjual data pribadi Anda. Data hanya dibagikan kepada penyedia layanan yang membantu kami
        menjalankan layanan (misalnya penyedia pembayaran dan penyimpanan data), sebatas yang diperlukan, atau
        bila diwajibkan oleh hukum yang berlaku di Indonesia.
      </p>

      <h2>8. Keamanan dan Masa Simpan</h2>
      <p>
        Kami menjaga data Anda dengan langkah pengamanan yang wajar, termasuk pembatasan akses hanya bagi
        admin yang berwenang. Data pesanan dan bukti pembayaran kami simpan selama diperlukan untuk layanan,
        pencatatan transaksi, dan kewajiban hukum.
      </p>

      <h2>9. Hak Anda</h2>
      <p>
        Anda berhak meminta salinan, perbaikan, atau penghapusan data pribadi Anda, sesuai Undang-Undang
        Pelindungan Data Pribadi. Ajukan permintaan melalui kontak di bawah ini.
      </p>

      <h2>10. Perubahan Kebijakan</h2>
      <p>Kebijakan ini dapat diperbarui sewaktu-waktu. Versi terbaru selalu tersedia di halaman ini.</p>

      <h2>11. Hubungi Kami</h2>
      <p>
        Pertanyaan tentang kebijakan privasi dapat dikirim ke{' '}
        <a href={`mailto:${SHOP.email}`}>{SHOP.email}</a> atau melalui WhatsApp {SHOP.whatsappDisplay}.
      </p>
    </article>
  );
}
