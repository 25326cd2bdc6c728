import { List, Modal, Stack } from '@mantine/core';
import { useT } from '../../../lib/i18n/use-t.tsx';
import { accountsMessages } from '../messages.ts';
import { type Doc, TITLES } from './terms-links.tsx';

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

/** The summary of the terms or the privacy policy, in a dialog (terms-links.tsx loads it). */
export function TermsDialog({ open, onClose }: { open: Doc | null; onClose: () => void }) {
  const t = useT(accountsMessages);
  return (
    <Modal opened={open !== null} onClose={onClose} title={open && t(TITLES[open])}>
      <Stack>
        <List spacing="xs" fz="sm">
          {open && POINTS[open].map((point) => <List.Item key={point}>{t(point)}</List.Item>)}
        </List>
      </Stack>
    </Modal>
  );
}
