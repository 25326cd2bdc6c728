import {
  Alert,
  Button,
  Checkbox,
  Group,
  Loader,
  Modal,
  SegmentedControl,
  Stack,
  Text,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type StoreHours, WEEKDAYS, type Weekday } from '@slotmap/domain/hours';
import { PERIODS, type Period } from '@slotmap/domain/slots';
import {
  cellKey,
  DEFAULT_WAITLIST_DURATION,
  WAITLIST_DURATIONS,
  type WaitlistDuration,
  type WaitlistEntryView,
} from '@slotmap/domain/waitlists';
import { useId, useState } from 'react';
import { ApiError } from '../../lib/api-client.ts';
import { useCompany } from '../../lib/companies.ts';
import { useT } from '../../lib/i18n/use-t.tsx';
import { notify } from '../../lib/notify.ts';
import { useCompanyWaitlist, useSaveWaitlist } from '../../lib/waitlists.ts';
import { waitlistsMessages } from './messages.ts';
import { DURATION_NAMES } from './waitlist-cells.ts';
import { hasClosedCells, WaitlistGrid } from './waitlist-grid.tsx';

export interface WaitlistDialogProps {
  opened: boolean;
  onClose: () => void;
  /** With its hours when the page has them; otherwise the dialog reads them. */
  company: { _id: string; name: string; store_hours?: StoreHours };
  userId: string;
  /** The cell the page offered (a fully booked period of a weekday), ticked to start with. */
  preselect?: { day: Weekday; period: Period } | null;
}

/**
 * The waitlist dialog (spec §2, §4): weekday × period toggles, how long to wait, and how to be
 * told. It opens with the person's cells at this business; Save sends the whole state at once.
 */
export function WaitlistDialog(props: WaitlistDialogProps) {
  const phone = useMediaQuery('(max-width: 36em)');
  const t = useT(waitlistsMessages);
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={t('waitlists.dialog.title', { name: props.company.name })}
      size="lg"
      fullScreen={phone}
    >
      {props.opened && <DialogBody {...props} />}
    </Modal>
  );
}

function DialogBody({ onClose, company, userId, preselect }: WaitlistDialogProps) {
  const t = useT(waitlistsMessages);
  const current = useCompanyWaitlist(userId, company._id, true);
  // The dashboard and the account page know only the name: the hours come with the business.
  const read = useCompany(company.store_hours ? undefined : company._id);
  const hours = company.store_hours ?? read.data?.store_hours;
  // Hours that cannot be read only cost the Closed marks: the dialog still works.
  if (current.isPending || (!hours && read.isFetching))
    return (
      <Group justify="center" py="xl">
        <Loader size="sm" aria-label={t('waitlists.dialog.loading')} />
      </Group>
    );
  if (current.isError)
    return (
      <Alert color="red" variant="light" role="alert">
        {t('waitlists.dialog.loadFailed')}
      </Alert>
    );
  return (
    <DialogForm
      entries={current.data}
      company={company}
      hours={hours}
      onClose={onClose}
      preselect={preselect}
    />
  );
}

function DialogForm({
  entries,
  company,
  hours,
  onClose,
  preselect,
}: {
  entries: WaitlistEntryView[];
  company: { _id: string; name: string };
  hours?: StoreHours;
  onClose: () => void;
  preselect?: { day: Weekday; period: Period } | null;
}) {
  const t = useT(waitlistsMessages);
  const first = entries[0];
  const [cells, setCells] = useState(() => {
    const keys = new Set(entries.map((e) => cellKey(e)));
    if (preselect) keys.add(cellKey(preselect));
    return keys;
  });
  const [duration, setDuration] = useState<WaitlistDuration>(
    first?.duration ?? DEFAULT_WAITLIST_DURATION,
  );
  const [byText, setByText] = useState(first?.preferences.notifyByText ?? false);
  const [byEmail, setByEmail] = useState(first?.preferences.notifyByEmail ?? false);
  const save = useSaveWaitlist();
  const durationLabel = useId();
  const [error, setError] = useState<string | null>(null);

  const toggle = (key: string) =>
    setCells((now) => {
      const next = new Set(now);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  const canSave = byText || byEmail;
  const submit = () => {
    const chosen = WEEKDAYS.flatMap((day) =>
      PERIODS.filter((period) => cells.has(cellKey({ day, period }))).map((period) => ({
        day,
        period,
      })),
    );
    setError(null);
    save.mutate(
      {
        companyId: company._id,
        cells: chosen,
        duration,
        preferences: { notifyByText: byText, notifyByEmail: byEmail },
      },
      {
        onSuccess: () => {
          if (chosen.length > 0) notify(t('waitlists.dialog.saved'));
          else if (entries.length > 0) notify(t('waitlists.dialog.left'));
          onClose();
        },
        onError: (err) =>
          setError(err instanceof ApiError ? err.messages.join(' ') : t('common.tryAgain')),
      },
    );
  };

  return (
    <Stack gap="md">
      <Text fz="sm">{t('waitlists.dialog.explain')}</Text>
      <WaitlistGrid cells={cells} onToggle={toggle} hours={hours} />
      {hasClosedCells(hours) && (
        <Text fz="xs" c="dimmed" mt={-8}>
          {t('waitlists.dialog.closedNote', { name: company.name })}
        </Text>
      )}
      <Stack gap={4}>
        <Text fz="sm" fw={500} id={durationLabel}>
          {t('waitlists.dialog.waitFor')}
        </Text>
        <SegmentedControl
          aria-labelledby={durationLabel}
          data={WAITLIST_DURATIONS.map((d) => ({ value: d, label: t(DURATION_NAMES[d]) }))}
          value={duration}
          onChange={(v) => setDuration(v as WaitlistDuration)}
        />
      </Stack>
      <Group gap="lg">
        <Checkbox
          label={t('waitlists.dialog.textMe')}
          checked={byText}
          onChange={(e) => setByText(e.currentTarget.checked)}
        />
        <Checkbox
          label={t('waitlists.dialog.emailMe')}
          checked={byEmail}
          onChange={(e) => setByEmail(e.currentTarget.checked)}
        />
      </Group>
      {!canSave && (
        <Text fz="sm" c="dimmed" id="waitlist-notify-hint">
          {t('waitlists.dialog.tickToSave')}
        </Text>
      )}
      {error && (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          {t('waitlists.dialog.cancel')}
        </Button>
        <Button
          onClick={submit}
          disabled={!canSave}
          loading={save.isPending}
          aria-describedby={canSave ? undefined : 'waitlist-notify-hint'}
        >
          {t('waitlists.dialog.save')}
        </Button>
      </Group>
    </Stack>
  );
}
