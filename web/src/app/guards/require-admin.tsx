import { Navigate, Outlet } from 'react-router';
import { PageLoader } from '../../components/page-loader.tsx';
import { useAuth } from '../../lib/auth.ts';

/**
 * Routes only for a user with isAdmin (spec §2, /superadmin…): a visitor goes to /login, a
 * signed-in user without the right to their dashboard. The server enforces the same rule.
 */
export function RequireAdmin() {
  const { isLoading, isAuthenticated, isAdmin } = useAuth();
  if (isLoading) return <PageLoader label="Loading your account" />;
  if (!isAuthenticated) return <Navigate to="/login" replace />;
  if (!isAdmin) return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}
