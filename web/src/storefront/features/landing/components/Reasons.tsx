const REASONS = [
  {
    title: 'Desain Eksklusif & Berkelas',
    text: 'Setiap desain dibuat dengan detail yang elegan, sehingga undangan Anda tampil anggun dan berbeda.',
  },
  {
    title: 'Dipercaya Ribuan Pasangan',
    text: 'Lebih dari 8.500 pasangan di Indonesia dan mancanegara telah mempercayakan undangan digital mereka kepada kami.',
  },
  {
    title: 'Praktis & Tanpa Ribet',
    text: 'Cukup pilih paket dan desain, kirim data Anda, dan undangan siap dibagikan lewat satu tautan.',
  },
  {
    title: 'QR Code & Check-in Tamu Digital',
    text: 'Fitur QR code canggih untuk check-in tamu secara digital, sehingga penerimaan tamu lebih tertib dan cepat.',
  },
  {
    title: 'Pelayanan Profesional',
    text: 'Tim kami siap membantu dengan dukungan penuh sejak pemesanan hingga undangan Anda tersebar.',
  },
];

export function Reasons() {
  return (
    <section className="reasons" aria-labelledby="reasons-title">
      <div className="container">
        <h2 id="reasons-title" className="section-title">
          Mengapa Memilih Kami?
        </h2>
        <ol className="reasons__list">
          {REASONS.map((reason, index) => (
            <li key={reason.title} className="reasons__item card">
              <span className="reasons__number" aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <h3 className="reasons__title">{reason.title}</h3>
              <p className="reasons__text">{reason.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
