import { Center, Loader, VisuallyHidden } from '@mantine/core';
import { commonMessages } from '../lib/common-messages.ts';
import { useT } from '../lib/i18n/use-t.tsx';

/** Shown while a page's code or its first data loads. */
export function PageLoader({ label }: { label?: string }) {
  const t = useT(commonMessages);
  return (
    <Center py="xl" role="status">
      <Loader />
      <VisuallyHidden>{label ?? t('common.loading')}</VisuallyHidden>
    </Center>
  );
}
