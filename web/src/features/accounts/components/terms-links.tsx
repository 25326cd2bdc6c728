import { Anchor, Text } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { T } from '../../../lib/i18n/rich-text.tsx';
import { useOpenedOnce } from '../../../lib/opened-once.ts';
import { accountsMessages } from '../messages.ts';

export type Doc = 'terms' | 'privacy';

export const TITLES = {
  terms: 'accounts.terms.termsTitle',
  privacy: 'accounts.terms.privacyTitle',
} as const;

// The dialog (Modal, focus trap, scroll lock) loads when a link is first pressed (decision 068).
const TermsDialog = lazy(async () => ({
  default: (await import('./terms-dialog.tsx')).TermsDialog,
}));

/** The terms and privacy links of the sign-up form, each opening a short summary. */
export function TermsLinks() {
  const [open, setOpen] = useState<Doc | null>(null);
  const wanted = useOpenedOnce(open !== null);
  const link = (doc: Doc) => (
    <Anchor component="button" type="button" fz="sm" onClick={() => setOpen(doc)} />
  );
  return (
    <>
      <Text fz="sm" c="dimmed">
        <T
          messages={accountsMessages}
          id="accounts.terms.agree"
          components={{ terms: link('terms'), privacy: link('privacy') }}
        />
      </Text>
      {wanted && (
        <Suspense fallback={null}>
          <TermsDialog open={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </>
  );
}
