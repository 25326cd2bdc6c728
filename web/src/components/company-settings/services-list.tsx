import { ActionIcon, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import type { CompanyView, ServiceView } from '@slotmap/domain/company-view';
import type { UpcomingChoice } from '@slotmap/domain/upcoming';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { formatPrice } from '@slotmap/domain/price-format';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../lib/api-client.ts';
import { useLanguage, useT } from '../../lib/i18n/use-t.tsx';
import { notify, notifyError } from '../../lib/notify.ts';
import { confirmAction } from '../confirm-action.tsx';
import { askUpcomingChoice, upcomingOf } from '../upcoming-choice.tsx';
import { ListStack } from '../lists.tsx';
import { type CompanySettingsT, companySettingsMessages } from './messages.ts';

export interface ServiceDeletionInput {
  serviceId: string;
  upcoming?: UpcomingChoice;
}

/** The caller's delete call and what it says around it. */
export interface ServiceDeletion<Answer> {
  mutation: UseMutationResult<Answer, Error, ServiceDeletionInput>;
  /** The title of the confirmation asked before deleting. */
  confirmTitle: (service: ServiceView) => string;
  /** The notice once the service is deleted. */
  deleted: (answer: Answer) => string;
}

interface ServicesListProps<Answer> {
  company: CompanyView;
  deletion: ServiceDeletion<Answer>;
  /** What an empty list says. */
  empty: ReactNode;
  /** Shows how each service is booked beside its name. */
  showBookingMethod?: boolean;
  /** The guided tour's anchor on Add Service. */
  addTour?: string;
}

function bookingMethod(s: ServiceView, t: CompanySettingsT) {
  if (s.book_online) return t('companySettings.services.online');
  if (s.book_site) return t('companySettings.services.site');
  return s.call_to_book ? t('companySettings.services.call') : null;
}

/**
 * A business's services with add, edit and delete (spec §2 Services tab), for its owner and for
 * an admin: add and edit open the service pages, delete goes through the caller's call.
 */
export function ServicesList<Answer>({
  company,
  deletion,
  empty,
  showBookingMethod = false,
  addTour,
}: ServicesListProps<Answer>) {
  // useT last: it waits for the words when this is the first part to need them; no hook may follow.
  const language = useLanguage();
  const t = useT(companySettingsMessages);
  const { mutation } = deletion;
  const send = (s: ServiceView, upcoming?: UpcomingChoice) =>
    mutation.mutate(
      { serviceId: s._id, upcoming },
      {
        onSuccess: (answer) => notify(deletion.deleted(answer)),
        onError: async (err) => {
          // Appointments to come are never touched silently (decision 051): the user chooses.
          const booked = upcoming ? null : upcomingOf(err);
          if (!booked || !(err instanceof ApiError)) return notifyError(err);
          const picked = await askUpcomingChoice(err, booked, company.time_zone, {
            title: t('companySettings.services.upcomingTitle', { name: s.name }),
            keep: t('companySettings.services.upcomingKeep'),
          });
          if (picked) send(s, picked);
        },
      },
    );
  const remove = (s: ServiceView) =>
    confirmAction({
      title: deletion.confirmTitle(s),
      confirm: t('companySettings.services.confirm'),
      message: t('companySettings.services.confirmText'),
      onConfirm: () => send(s),
    });

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text c="dimmed" fz="sm">
          {t('companySettings.services.count', { count: company.services.length })}
        </Text>
        <Button
          component={Link}
          to="/add-service"
          state={{ company }}
          leftSection={<IconPlus size={18} />}
          data-tour={addTour}
        >
          {t('companySettings.services.add')}
        </Button>
      </Group>
      {company.services.length === 0 ? (
        <Paper withBorder p="xl" ta="center">
          {empty}
        </Paper>
      ) : (
        <ListStack gap="sm">
          {company.services.map((s) => {
            const method = bookingMethod(s, t);
            return (
              <Paper component="li" key={s._id} withBorder p="md">
                {/* On a phone the buttons drop below the text instead of squeezing it. */}
                <Group justify="space-between" align="flex-start" gap="sm">
                  <Stack gap={4} style={{ flex: '1 1 260px', minWidth: 0 }}>
                    {showBookingMethod ? (
                      <Group gap="xs">
                        <Text fw={700}>{s.name}</Text>
                        {method && (
                          <Badge variant="light" size="sm">
                            {method}
                          </Badge>
                        )}
                      </Group>
                    ) : (
                      <Text fw={700}>{s.name}</Text>
                    )}
                    <Text fz="sm" c="dimmed" lineClamp={3}>
                      {s.description}
                    </Text>
                    <Text fz="sm">
                      <b>{formatPrice(s.price, language)}</b> ·{' '}
                      {t('companySettings.services.minutes', { minutes: s.service_duration })}
                    </Text>
                  </Stack>
                  <Group gap={6} wrap="nowrap">
                    <Button
                      component={Link}
                      to={`/edit-service/${s._id}`}
                      state={{ company, service: s }}
                      variant="default"
                      size="xs"
                      leftSection={<IconEdit size={16} />}
                    >
                      {t('companySettings.services.edit')}
                    </Button>
                    <ActionIcon
                      variant="light"
                      color="red"
                      size="lg"
                      aria-label={t('companySettings.services.delete', { name: s.name })}
                      onClick={() => remove(s)}
                      loading={mutation.isPending && mutation.variables?.serviceId === s._id}
                    >
                      <IconTrash size={18} />
                    </ActionIcon>
                  </Group>
                </Group>
              </Paper>
            );
          })}
        </ListStack>
      )}
    </Stack>
  );
}
