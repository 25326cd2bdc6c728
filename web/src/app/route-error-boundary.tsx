import { Component, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { RouteErrorPage } from './route-error-page.tsx';

interface BoundaryProps {
  children: ReactNode;
  /** A new value (the next page) clears the error, so navigating away recovers. */
  resetKey: string;
}

interface BoundaryState {
  failure: { error: unknown } | null;
  resetKey: string;
}

/**
 * Catches what a page throws while rendering or while its code loads (a stale chunk after a
 * deploy) and shows the error page in its place. The app uses React Router's declarative router,
 * which has no errorElement; this boundary is that part of the data router, without its loaders
 * and actions, which the app does not use.
 */
class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failure: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failure: { error } };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState) {
    return props.resetKey === state.resetKey ? null : { failure: null, resetKey: props.resetKey };
  }

  override render() {
    const { failure } = this.state;
    return failure ? <RouteErrorPage error={failure.error} /> : this.props.children;
  }
}

/** A layout route: its child routes render inside the boundary. */
export function ErrorBoundaryOutlet() {
  const { key } = useLocation();
  return (
    <RouteErrorBoundary resetKey={key}>
      <Outlet />
    </RouteErrorBoundary>
  );
}
