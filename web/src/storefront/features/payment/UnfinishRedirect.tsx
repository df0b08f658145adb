import { Navigate, useLocation } from 'react-router-dom';
import { paths } from '@/shared/config/paths';

/** The provider sends unfinished payments here; the pending page tells their state. */
export default function UnfinishRedirect() {
  const { search } = useLocation();
  return <Navigate to={`${paths.paymentPending}${search}`} replace />;
}
