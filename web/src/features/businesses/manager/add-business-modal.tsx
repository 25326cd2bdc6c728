import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { AddBusinessForm } from '../../../components/company-form/add-business-form.tsx';
import { useT } from '../../../lib/i18n/use-t.tsx';
import { useCreateCompany } from '../data/companies.ts';
import { businessMessages } from '../messages.ts';

interface AddBusinessModalProps {
  opened: boolean;
  onClose: () => void;
}

function AddBusinessModalForm({ onDone }: { onDone: () => void }) {
  const create = useCreateCompany();
  return (
    <AddBusinessForm
      create={create}
      onCreated={onDone}
      cancel={{ onClick: onDone }}
      saveWhenFilled
    />
  );
}

/** Add Business: the business form in a modal (spec §2 /admin); full screen on phones. */
export function AddBusinessModal({ opened, onClose }: AddBusinessModalProps) {
  const t = useT(businessMessages);
  const phone = useMediaQuery('(max-width: 575px)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('businesses.manager.add')}
      size="xl"
      fullScreen={phone}
    >
      {/* Mounted only while open: every opening starts with an empty form. */}
      {opened && <AddBusinessModalForm onDone={onClose} />}
    </Modal>
  );
}
