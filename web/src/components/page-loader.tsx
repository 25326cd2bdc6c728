import { Center, Loader, VisuallyHidden } from '@mantine/core';

/** Shown while a page's code or its first data loads. */
export function PageLoader({ label = 'Loading' }: { label?: string }) {
  return (
    <Center py="xl" role="status">
      <Loader />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Center>
  );
}
