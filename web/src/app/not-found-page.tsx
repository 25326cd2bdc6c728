import { NotFound } from '../components/not-found.tsx';

/** Any path outside the route table (spec §2). */
export function NotFoundPage() {
  return <NotFound />;
}
