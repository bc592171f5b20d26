import { Outlet } from 'react-router-dom';
import { useAuth } from '../../../lib/auth/auth-context';
import { AuditorsOnlyPage } from '../components/auditors-only';

/** Every /audit screen: auditors see it, other signed-in users are told it is not for them. */
export function AuditRoute() {
  const { user } = useAuth();
  return user?.role === 'auditor' ? <Outlet /> : <AuditorsOnlyPage />;
}
