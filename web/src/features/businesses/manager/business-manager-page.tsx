import {
  Badge,
  Button,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue, useDisclosure } from '@mantine/hooks';
import { PAGE_SIZE } from '@slotmap/domain/constants';
import { IconGift, IconPlus, IconSearch } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { DeferredTooltip } from '../../../components/deferred-tooltip.tsx';
import { Paginator } from '../../../components/paginator.tsx';
import { useAuth } from '../../../lib/auth.ts';
import { useT } from '../../../lib/i18n/use-t.tsx';
import { useOpenedOnce } from '../../../lib/opened-once.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useBusinessPage } from '../data/companies.ts';
import { businessMessages } from '../messages.ts';
import { BusinessCard } from './business-card.tsx';
import { ListGrid } from '../../../components/lists.tsx';

// The form (its fields, address search, category selects and schema) loads when Add Business is
// first pressed (decision 068).
const AddBusinessModal = lazy(async () => ({
  default: (await import('./add-business-modal.tsx')).AddBusinessModal,
}));

/** /admin: the owner's business manager (spec §2): search, Add Business, paged cards. */
export function BusinessManagerPage() {
  const t = useT(businessMessages);
  usePageTitle(t('businesses.manager.title'));
  const { user } = useAuth();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const [adding, { open, close }] = useDisclosure(false);
  const addedOnce = useOpenedOnce(adding);
  const list = useBusinessPage(page, debounced);
  const items = list.data?.items ?? [];

  return (
    <Container size="lg" px={0}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={4}>
            <Title order={1} fz={{ base: 24, sm: 28 }}>
              {t('businesses.manager.title')}
            </Title>
            <Group gap="xs">
              <DeferredTooltip label={t('businesses.manager.freeMonthRule')} multiline w={240}>
                <Badge
                  size="lg"
                  variant="light"
                  color="teal"
                  leftSection={<IconGift size={14} aria-hidden />}
                >
                  {t('businesses.manager.freeMonths', { count: user?.free_months ?? 0 })}
                </Badge>
              </DeferredTooltip>
              <Text fz="xs" c="dimmed">
                {t('businesses.manager.freeMonthRule')}
              </Text>
            </Group>
          </Stack>
          <Button leftSection={<IconPlus size={18} />} onClick={open}>
            {t('businesses.manager.add')}
          </Button>
        </Group>
        <TextInput
          label={t('businesses.manager.search')}
          placeholder={t('businesses.manager.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
          maw={420}
        />
        {list.isPending ? (
          <SimpleGrid
            cols={{ base: 1, sm: 2 }}
            spacing="md"
            role="status"
            aria-label={t('common.loading')}
          >
            {Array.from({ length: 4 }, (_, i) => (
              // Placeholders have no identity: position is all they have.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <Skeleton key={i} h={150} radius="md" />
            ))}
          </SimpleGrid>
        ) : list.isError ? (
          <Paper withBorder p="xl" ta="center">
            <Text>{t('businesses.manager.loadFailed')}</Text>
          </Paper>
        ) : items.length === 0 ? (
          <Paper withBorder p="xl" ta="center">
            <Text fw={600}>
              {t(debounced ? 'businesses.manager.noMatch' : 'businesses.manager.none')}
            </Text>
            <Text fz="sm" c="dimmed">
              {t(debounced ? 'businesses.manager.noMatchHint' : 'businesses.manager.noneHint')}
            </Text>
          </Paper>
        ) : (
          <ListGrid
            cols={{ base: 1, sm: 2 }}
            spacing="md"
            style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}
            aria-label={t('businesses.manager.list')}
          >
            {items.map((c) => (
              <BusinessCard key={c._id} company={c} />
            ))}
          </ListGrid>
        )}
        <Paginator
          page={page}
          total={list.data?.total ?? 0}
          pageSize={PAGE_SIZE}
          onChange={setPage}
        />
      </Stack>
      {addedOnce && (
        <Suspense fallback={null}>
          <AddBusinessModal opened={adding} onClose={close} />
        </Suspense>
      )}
    </Container>
  );
}
