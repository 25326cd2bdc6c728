import { Navigate, Outlet } from 'react-router';
import { PageLoader } from '../../components/page-loader.tsx';
import { useAuth } from '../../lib/auth.ts';

/** Behind-login routes (spec §2): an unauthenticated visitor is sent to /login. */
export function RequireAuth() {
  const { isLoading, isAuthenticated } = useAuth();
  if (isLoading) return <PageLoader label="Loading your account" />;
  if (!isAuthenticated) return <Navigate to="/login" replace />;
  return <Outlet />;
}
