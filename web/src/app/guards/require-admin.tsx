import { Navigate, Outlet } from 'react-router';
import { NotFound } from '../../components/not-found.tsx';
import { PageLoader } from '../../components/page-loader.tsx';
import { useGuardAuth } from '../../lib/auth.ts';
import { useT } from '../../lib/i18n/use-t.tsx';
import { appMessages } from '../messages.ts';

/**
 * Routes only for a user with isAdmin (spec §2, /superadmin…): a visitor goes to /login, a
 * signed-in user without the right sees the not-found page, as for any path they cannot use (the
 * admin area does not tell them it exists). The server enforces the same rule.
 */
export function RequireAdmin() {
  const t = useT(appMessages);
  const { isLoading, isAuthenticated, isAdmin } = useGuardAuth();
  if (isLoading) return <PageLoader label={t('app.guard.loadingAccount')} />;
  if (!isAuthenticated) return <Navigate to="/login" replace />;
  if (!isAdmin) return <NotFound />;
  return <Outlet />;
}
