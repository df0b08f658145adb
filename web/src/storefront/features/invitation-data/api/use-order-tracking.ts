import { useQuery } from '@tanstack/react-query';
import type { OrderLookup } from '@/shared/order/order-lookup';
import { trackOrder } from '@/shared/order/track-order';

/** The order as tracking tells it (its promise, whether it is late), for the sent data's page. */
export const useOrderTracking = (lookup: OrderLookup, enabled: boolean) =>
  useQuery({
    queryKey: ['tracking', lookup.orderId, lookup.phone],
    queryFn: ({ signal }) => trackOrder(lookup.orderId, lookup.phone, signal),
    enabled,
  });
