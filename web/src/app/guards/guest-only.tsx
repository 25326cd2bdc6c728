import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoader } from '../../components/page-loader.tsx';
import { readSignUpState } from '../../features/accounts/navigation-state.ts';
import { useGuardAuth } from '../../lib/auth.ts';

/**
 * Login and sign-up pages: a signed-in user is sent on to the dashboard, or back to the page that
 * sent them here (a business they wanted to like, claim or book: spec §2) when its path is in state.
 */
export function GuestOnly() {
  const { isLoading, isAuthenticated } = useGuardAuth();
  const location = useLocation();
  if (isLoading) return <PageLoader />;
  if (isAuthenticated) {
    const { returnUrl } = readSignUpState(location.state);
    return <Navigate to={returnUrl ?? '/dashboard'} replace />;
  }
  return <Outlet />;
}
