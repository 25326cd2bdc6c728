import { Anchor, List, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { T } from '../../../lib/i18n/rich-text.tsx';
import { useT } from '../../../lib/i18n/use-t.tsx';
import { accountsMessages } from '../messages.ts';

type Doc = 'terms' | 'privacy';

const TITLES = {
  terms: 'accounts.terms.termsTitle',
  privacy: 'accounts.terms.privacyTitle',
} as const;

/** What each summary says, one point a line. */
const POINTS = {
  terms: [
    'accounts.terms.find',
    'accounts.terms.provide',
    'accounts.terms.accurate',
    'accounts.terms.cancel',
    'accounts.terms.delete',
  ],
  privacy: [
    'accounts.privacy.keep',
    'accounts.privacy.business',
    'accounts.privacy.hash',
    'accounts.privacy.mail',
    'accounts.privacy.delete',
  ],
} as const;

/** The terms and privacy links of the sign-up form, each opening a short summary. */
export function TermsLinks() {
  const t = useT(accountsMessages);
  const [open, setOpen] = useState<Doc | null>(null);
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
      <Modal opened={open !== null} onClose={() => setOpen(null)} title={open && t(TITLES[open])}>
        <Stack>
          <List spacing="xs" fz="sm">
            {open && POINTS[open].map((point) => <List.Item key={point}>{t(point)}</List.Item>)}
          </List>
        </Stack>
      </Modal>
    </>
  );
}
