import { SHOP, whatsappLink, whatsappNumber } from '@undangan/contracts';
import { WhatsAppIcon } from '@/shared/ui/icons';

/** What the admin's chat starts with: who writes, and which order it is about. */
export function customerChatMessage(orderId: string, name?: string | null): string {
  const greeting = name?.trim() ? `Halo ${name.trim()}` : 'Halo';
  return `${greeting}, kami dari ${SHOP.name} ingin menghubungi Anda mengenai pesanan ${orderId}.`;
}

/**
 * A chat with the customer on WhatsApp, in a new tab, the message naming their order typed in.
 * Nothing when the order has no usable number.
 */
export function WhatsAppButton({
  phone,
  orderId,
  name,
  small = false,
}: {
  phone: string | null | undefined;
  orderId: string;
  name?: string | null;
  small?: boolean;
}) {
  if (!phone || !whatsappNumber(phone)) return null;
  return (
    <a
      className={`admin-button whatsapp${small ? ' small' : ''}`}
      href={whatsappLink(customerChatMessage(orderId, name), phone)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`WhatsApp pelanggan pesanan ${orderId}`}
      title="Buka chat WhatsApp dengan pelanggan (tab baru)"
    >
      <WhatsAppIcon size={small ? 16 : 18} />
      WhatsApp
    </a>
  );
}
