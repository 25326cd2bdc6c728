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
import { useOpenedOnce } from '../../../lib/opened-once.ts';
import { useBusinessPage } from '../data/companies.ts';
import { BusinessCard } from './business-card.tsx';
import { ListGrid } from '../../../components/lists.tsx';

// The form (its fields, address search, category selects and schema) loads when Add Business is
// first pressed (decision 068).
const AddBusinessModal = lazy(async () => ({
  default: (await import('./add-business-modal.tsx')).AddBusinessModal,
}));

const FREE_MONTH_TEXT = 'you can use 1 free month once for a single business';

/** /admin: the owner's business manager (spec §2): search, Add Business, paged cards. */
export function BusinessManagerPage() {
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
              Business Manager
            </Title>
            <Group gap="xs">
              <DeferredTooltip label={FREE_MONTH_TEXT} multiline w={240}>
                <Badge
                  size="lg"
                  variant="light"
                  color="teal"
                  leftSection={<IconGift size={14} aria-hidden />}
                >
                  Free Months: {user?.free_months ?? 0}
                </Badge>
              </DeferredTooltip>
              <Text fz="xs" c="dimmed">
                {FREE_MONTH_TEXT}
              </Text>
            </Group>
          </Stack>
          <Button leftSection={<IconPlus size={18} />} onClick={open}>
            Add Business
          </Button>
        </Group>
        <TextInput
          label="Search businesses"
          placeholder="Search by name"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
          maw={420}
        />
        {list.isPending ? (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" role="status" aria-label="Loading">
            {Array.from({ length: 4 }, (_, i) => (
              // Placeholders have no identity: position is all they have.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <Skeleton key={i} h={150} radius="md" />
            ))}
          </SimpleGrid>
        ) : list.isError ? (
          <Paper withBorder p="xl" ta="center">
            <Text>Your businesses could not be loaded. Please try again.</Text>
          </Paper>
        ) : items.length === 0 ? (
          <Paper withBorder p="xl" ta="center">
            <Text fw={600}>
              {debounced ? 'No businesses match your search' : 'No businesses yet'}
            </Text>
            <Text fz="sm" c="dimmed">
              {debounced
                ? 'Try another name.'
                : 'Add your first business to start taking bookings.'}
            </Text>
          </Paper>
        ) : (
          <ListGrid
            cols={{ base: 1, sm: 2 }}
            spacing="md"
            style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}
            aria-label="Your businesses"
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
