import { whatsappLink } from '../../shared/config/site';
import { WhatsAppIcon } from '../../shared/ui/icons';

const GREETING = 'Halo, saya ingin bertanya tentang undangan digital.';

export function ChatButton() {
  return (
    <a
      className="chat-button"
      href={whatsappLink(GREETING)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Chat dengan kami di WhatsApp"
    >
      <WhatsAppIcon />
    </a>
  );
}
