import type { QueryClient } from '@tanstack/react-query';
import { matchPath, type RouteObject, useRoutes } from 'react-router';
import { GuestOnly } from './guards/guest-only.tsx';
import { RequireAdmin } from './guards/require-admin.tsx';
import { RequireAuth } from './guards/require-auth.tsx';
import { AppLayout } from './layout/app-layout.tsx';
import { type LazyPage, lazyPage } from './lazy-page.ts';
import { NotFoundPage } from './not-found-page.tsx';
import { ErrorBoundaryOutlet } from './route-error-boundary.tsx';

const LoginPage = lazyPage(() => import('../features/accounts/pages/login-page.tsx'), 'LoginPage');
const RegisterChooserPage = lazyPage(
  () => import('../features/accounts/pages/register-chooser-page.tsx'),
  'RegisterChooserPage',
);
const CreateAccountPage = lazyPage(
  () => import('../features/accounts/pages/create-account-page.tsx'),
  'CreateAccountPage',
);
const ForgotPage = lazyPage(
  () => import('../features/accounts/pages/forgot-page.tsx'),
  'ForgotPage',
);
const ResetPage = lazyPage(() => import('../features/accounts/pages/reset-page.tsx'), 'ResetPage');
const ConfirmEmailPage = lazyPage(
  () => import('../features/accounts/pages/confirm-email-page.tsx'),
  'ConfirmEmailPage',
);
const ResetSentPage = lazyPage(
  () => import('../features/accounts/pages/reset-sent-page.tsx'),
  'ResetSentPage',
);
const EmailSentPage = lazyPage(
  () => import('../features/accounts/pages/email-sent-page.tsx'),
  'EmailSentPage',
);
const AccountDeletedPage = lazyPage(
  () => import('../features/accounts/pages/account-deleted-page.tsx'),
  'AccountDeletedPage',
);
const ProfilesPage = lazyPage(
  () => import('../features/accounts/pages/profiles-page.tsx'),
  'ProfilesPage',
);
const EditProfilePage = lazyPage(
  () => import('../features/accounts/pages/edit-profile-page.tsx'),
  'EditProfilePage',
);
const AccountPage = lazyPage(
  () => import('../features/accounts/pages/account-page.tsx'),
  'AccountPage',
);
const DashboardPage = lazyPage(
  () => import('../features/dashboard/pages/dashboard-page.tsx'),
  'DashboardPage',
);
const BusinessRegisterPage = lazyPage(
  () => import('../features/businesses/wizard/business-register-page.tsx'),
  'BusinessRegisterPage',
);
const BusinessManagerPage = lazyPage(
  () => import('../features/businesses/manager/business-manager-page.tsx'),
  'BusinessManagerPage',
);
const BusinessSettingsPage = lazyPage(
  () => import('../features/businesses/settings/business-settings-page.tsx'),
  'BusinessSettingsPage',
);
const AddServicePage = lazyPage(
  () => import('../features/businesses/service-form/service-page.tsx'),
  'AddServicePage',
);
const EditServicePage = lazyPage(
  () => import('../features/businesses/service-form/service-page.tsx'),
  'EditServicePage',
);
const GoogleCallbackPage = lazyPage(
  () => import('../features/calendars/google-callback-page.tsx'),
  'GoogleCallbackPage',
);
const HomePage = lazyPage(() => import('../features/discovery/pages/home-page.tsx'), 'HomePage');
const FindPage = lazyPage(() => import('../features/discovery/pages/find-page.tsx'), 'FindPage');
const CompaniesPage = lazyPage(
  () => import('../features/discovery/pages/companies-page.tsx'),
  'CompaniesPage',
);
const FavoritePage = lazyPage(
  () => import('../features/discovery/pages/favorite-page.tsx'),
  'FavoritePage',
);
const CompanyPage = lazyPage(
  () => import('../features/company-page/pages/company-page.tsx'),
  'CompanyPage',
);
const BookingPage = lazyPage(
  () => import('../features/bookings/pages/booking-page.tsx'),
  'BookingPage',
);
const MessagesPage = lazyPage(
  () => import('../features/messages/pages/messages-page.tsx'),
  'MessagesPage',
);
const SuperAdminPage = lazyPage(
  () => import('../features/admin/pages/super-admin-page.tsx'),
  'SuperAdminPage',
);
const AddUnclaimedBusinessPage = lazyPage(
  () => import('../features/admin/pages/add-business-page.tsx'),
  'AddBusinessPage',
);
const BusinessInfoPage = lazyPage(
  () => import('../features/admin/pages/business-info-page.tsx'),
  'BusinessInfoPage',
);
const AdminServicePage = lazyPage(
  () => import('../features/admin/pages/admin-service-page.tsx'),
  'AdminServicePage',
);
const AdminUpdatePage = lazyPage(
  () => import('../features/admin/pages/admin-service-page.tsx'),
  'AdminUpdatePage',
);

/** The pages of spec §2 built so far. Routes of later issues fall to the not-found page. */
const pages: RouteObject[] = [
  {
    element: <GuestOnly />,
    children: [
      { path: 'login', element: <LoginPage /> },
      { path: 'register', element: <RegisterChooserPage /> },
      { path: 'business-register', element: <BusinessRegisterPage /> },
      { path: 'create-account', element: <CreateAccountPage /> },
    ],
  },
  { path: 'forgot', element: <ForgotPage /> },
  { path: 'reset/:token', element: <ResetPage /> },
  { path: 'confirm-email/:token', element: <ConfirmEmailPage /> },
  { path: 'success-page', element: <ResetSentPage /> },
  { path: 'email-sent', element: <EmailSentPage /> },
  { path: 'delete-account', element: <AccountDeletedPage /> },
  { index: true, element: <HomePage /> },
  { path: 'home', element: <HomePage /> },
  { path: 'find', element: <FindPage /> },
  { path: 'companies', element: <CompaniesPage /> },
  { path: 'company/:id', element: <CompanyPage /> },
  { path: 'share/company/:id', element: <CompanyPage /> },
  { path: 'profiles', element: <ProfilesPage /> },
  {
    element: <RequireAuth />,
    children: [
      { path: 'dashboard', element: <DashboardPage /> },
      { path: 'favorite', element: <FavoritePage /> },
      { path: 'messages', element: <MessagesPage /> },
      { path: 'bookings/:id', element: <BookingPage /> },
      { path: 'edit-profile', element: <EditProfilePage /> },
      { path: 'account', element: <AccountPage /> },
      { path: 'admin', element: <BusinessManagerPage /> },
      { path: 'business/service/:id', element: <BusinessSettingsPage /> },
      { path: 'add-service', element: <AddServicePage /> },
      { path: 'edit-service/:id', element: <EditServicePage /> },
      { path: 'calendar/google/callback', element: <GoogleCallbackPage /> },
    ],
  },
  {
    // Spec §2: only with the isAdmin flag (the server refuses everyone else too).
    element: <RequireAdmin />,
    children: [
      { path: 'superadmin', element: <SuperAdminPage /> },
      { path: 'superadmin/list', element: <SuperAdminPage /> },
      { path: 'superadmin/all-business', element: <SuperAdminPage /> },
      { path: 'superadmin/business', element: <AddUnclaimedBusinessPage /> },
      { path: 'superadmin/update/:id', element: <AdminUpdatePage /> },
      { path: 'superadmin/service/:id', element: <AdminServicePage /> },
      { path: 'superadmin/business-info/:id', element: <BusinessInfoPage /> },
    ],
  },
  { path: '*', element: <NotFoundPage /> },
];

/** The route table: every screen inside the layout (header and side navigation). */
export const routes: RouteObject[] = [
  {
    element: <ErrorBoundaryOutlet />,
    children: [
      {
        element: <AppLayout />,
        // Errors inside a page keep the header and navigation on screen.
        children: [{ element: <ErrorBoundaryOutlet />, children: pages }],
      },
    ],
  },
];

/** The page of the current address, inside a BrowserRouter (main.tsx). */
export function AppRoutes() {
  return useRoutes(routes);
}

/** Each page of a table with its whole path, in the table's order (the not-found page last). */
function pagesOf(table: RouteObject[], parent = ''): { path: string; page: unknown }[] {
  return table.flatMap((route) => {
    const path = route.path === undefined ? parent : `${parent}/${route.path}`;
    if (route.children) return pagesOf(route.children, path);
    return [{ path: path || '/', page: (route.element as { type?: unknown } | undefined)?.type }];
  });
}
let pageTable: { path: string; page: unknown }[] | undefined;

/**
 * Fetches the code of the page at `pathname` before it is drawn: a page the server drew must
 * hydrate whole, with no part still waiting for its code when the browser's clock takes over
 * (decision 065), or React throws that part away and draws it again. The first page whose path
 * matches is the one: no two of the table's paths match the same address, but the not-found
 * page's, which comes last. (React Router's own matching ranks every route first: a sixth of the
 * page's first task on a slowed phone, decision 071.) With `client`, the page's early reads start
 * as its code arrives (decision 076).
 */
export async function preloadPage(pathname: string, client?: QueryClient): Promise<void> {
  await (pageAt(pathname) as Partial<LazyPage> | undefined)?.preload?.(client);
}

/** The component of the page at `pathname` (see preloadPage). */
export function pageAt(pathname: string): unknown {
  pageTable ??= pagesOf(routes);
  return pageTable.find(({ path }) => matchPath({ path, end: true }, pathname))?.page;
}
