import { Anchor, Text } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useOpenedOnce } from '../../../lib/opened-once.ts';

export type Doc = 'terms' | 'privacy';

export const TITLES: Record<Doc, string> = { terms: 'Terms of Service', privacy: 'Privacy Policy' };

// The dialog (Modal, focus trap, scroll lock) loads when a link is first pressed (decision 068).
const TermsDialog = lazy(async () => ({
  default: (await import('./terms-dialog.tsx')).TermsDialog,
}));

/** The terms and privacy links of the sign-up form, each opening a short summary. */
export function TermsLinks() {
  const [open, setOpen] = useState<Doc | null>(null);
  const wanted = useOpenedOnce(open !== null);
  const link = (doc: Doc) => (
    <Anchor component="button" type="button" fz="sm" onClick={() => setOpen(doc)}>
      {TITLES[doc]}
    </Anchor>
  );
  return (
    <>
      <Text fz="sm" c="dimmed">
        By signing up you agree to the {link('terms')} and the {link('privacy')}.
      </Text>
      {wanted && (
        <Suspense fallback={null}>
          <TermsDialog open={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </>
  );
}
