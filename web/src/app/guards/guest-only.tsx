import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoader } from '../../components/page-loader.tsx';
import { readSignUpState } from '../../features/accounts/navigation-state.ts';
import { useAuth } from '../../lib/auth.ts';

interface GuestOnlyProps {
  /** Personal sign-up: a signed-in user goes to /find when a return url is in state (spec §2). */
  withReturnUrl?: boolean;
}

/** Login and sign-up pages: a signed-in user is sent on to the dashboard. */
export function GuestOnly({ withReturnUrl = false }: GuestOnlyProps) {
  const { isLoading, isAuthenticated } = useAuth();
  const location = useLocation();
  if (isLoading) return <PageLoader />;
  if (isAuthenticated) {
    const returnUrl = withReturnUrl ? readSignUpState(location.state).returnUrl : undefined;
    return <Navigate to={returnUrl ? '/find' : '/dashboard'} replace />;
  }
  return <Outlet />;
}
