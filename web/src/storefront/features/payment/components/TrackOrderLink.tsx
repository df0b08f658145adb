import { Link } from 'react-router-dom';
import { paths, withQuery } from '@/shared/config/paths';

/** The way to follow this order later: the tracking page with its id filled in (never the phone). */
export function TrackOrderLink({
  orderId,
  className = 'button button--outline',
}: {
  orderId: string;
  className?: string;
}) {
  return (
    <Link
      to={withQuery(paths.trackOrder, { order_id: orderId })}
      className={className}
      data-testid="track-order-link"
    >
      Lacak Pesanan
    </Link>
  );
}
