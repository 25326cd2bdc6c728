import { Navigate, Outlet } from 'react-router';
import { PageLoader } from '../../components/page-loader.tsx';
import { useGuardAuth } from '../../lib/auth.ts';
import { useT } from '../../lib/i18n/use-t.tsx';
import { appMessages } from '../messages.ts';

/** Behind-login routes (spec §2): an unauthenticated visitor is sent to /login. */
export function RequireAuth() {
  const t = useT(appMessages);
  const { isLoading, isAuthenticated } = useGuardAuth();
  if (isLoading) return <PageLoader label={t('app.guard.loadingAccount')} />;
  if (!isAuthenticated) return <Navigate to="/login" replace />;
  return <Outlet />;
}
