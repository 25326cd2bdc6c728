import { List, Modal, Stack } from '@mantine/core';
import { type Doc, TITLES } from './terms-links.tsx';

function TermsText() {
  return (
    <List spacing="xs" fz="sm">
      <List.Item>
        Slotmap helps you find local businesses and book appointments with them.
      </List.Item>
      <List.Item>The businesses provide the services you book; Slotmap does not.</List.Item>
      <List.Item>Give accurate details and keep your password to yourself.</List.Item>
      <List.Item>Cancel a booking you cannot keep, so the slot goes to someone else.</List.Item>
      <List.Item>You can delete your account at any time from Profile Settings.</List.Item>
    </List>
  );
}

function PrivacyText() {
  return (
    <List spacing="xs" fz="sm">
      <List.Item>
        We keep your name, e-mail address and phone number to run your account and bookings.
      </List.Item>
      <List.Item>A business you book with sees the details of that booking.</List.Item>
      <List.Item>Your password is stored only as a one-way hash.</List.Item>
      <List.Item>We e-mail you about your account and your bookings.</List.Item>
      <List.Item>Deleting your account removes it and your profile.</List.Item>
    </List>
  );
}

/** The summary of the terms or the privacy policy, in a dialog (terms-links.tsx loads it). */
export function TermsDialog({ open, onClose }: { open: Doc | null; onClose: () => void }) {
  return (
    <Modal opened={open !== null} onClose={onClose} title={open && TITLES[open]}>
      <Stack>{open === 'terms' ? <TermsText /> : <PrivacyText />}</Stack>
    </Modal>
  );
}
