import {
  Anchor,
  Badge,
  Button,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { DEFAULT_RADIUS_MILES } from '@slotmap/domain/map';
import {
  IconBell,
  IconCalendarCheck,
  IconLayoutDashboard,
  IconMapSearch,
  IconSearch,
} from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { AddressSearch } from '../../../components/address-search.tsx';
import { useAuth } from '../../../lib/auth.ts';
import { T } from '../../../lib/i18n/rich-text.tsx';
import { useT } from '../../../lib/i18n/use-t.tsx';
import { notify } from '../../../lib/notify.ts';
import { LocateButton } from '../components/locate-button.tsx';
import { type LocationState, roundCoord } from '../data/find-params.ts';
import { locateMessage, resolveAddress } from '../data/locate.ts';
import { discoveryMessages } from '../messages.ts';
import classes from './home-page.module.css';

// The ids of each feature's words: a translated text is looked up when drawn.
const FEATURES = [
  { icon: IconMapSearch, titleId: 'discovery.home.mapTitle', textId: 'discovery.home.mapText' },
  {
    icon: IconCalendarCheck,
    titleId: 'discovery.home.bookTitle',
    textId: 'discovery.home.bookText',
  },
  { icon: IconBell, titleId: 'discovery.home.waitTitle', textId: 'discovery.home.waitText' },
] as const;

/** / and /home: the landing page with the address search (spec §2 Home). */
export function HomePage() {
  const t = useT(discoveryMessages);
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [resolving, setResolving] = useState(false);

  const goTo = ({ lat, lng, address }: LocationState) => {
    const query = new URLSearchParams({
      lat: String(roundCoord(lat)),
      lng: String(roundCoord(lng)),
      miles: String(DEFAULT_RADIUS_MILES),
    });
    navigate(`/find?${query}`, { state: { lat, lng, address } satisfies LocationState });
  };

  const fail = (message: string) => {
    setError(message);
    notify(message, 'danger');
  };

  // Enter without choosing a suggestion goes to the best match of what was typed.
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setResolving(true);
    try {
      goTo(await resolveAddress(text));
    } catch (e) {
      fail(locateMessage(e, t));
    } finally {
      setResolving(false);
    }
  };

  return (
    <Container size="lg" px={0}>
      <Stack gap={48}>
        <section className={classes.hero} aria-labelledby="home-title">
          <Stack align="center" gap="lg" ta="center">
            <Badge variant="light" size="lg" radius="xl">
              {t('discovery.home.region')}
            </Badge>
            <Title id="home-title" order={1} fz={{ base: 32, sm: 48 }} lh={1.15} maw={720}>
              {t('discovery.home.title')}
            </Title>
            <Text c="dimmed" fz={{ base: 'md', sm: 'lg' }} maw={560}>
              {t('discovery.home.subtitle')}
            </Text>
            <Paper
              component="form"
              onSubmit={submit}
              className={classes.searchBox}
              withBorder
              shadow="sm"
              p={{ base: 'md', sm: 'lg' }}
              radius="lg"
              noValidate
            >
              <Stack gap="sm">
                <AddressSearch
                  name="where"
                  label={t('discovery.home.where')}
                  placeholder={t('discovery.home.wherePlaceholder')}
                  value={text}
                  error={error}
                  onInputChange={(next) => {
                    setText(next);
                    setError(null);
                  }}
                  onPick={(place) => goTo({ lat: place.lat, lng: place.lng, address: place.label })}
                />
                <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                  <Button
                    type="submit"
                    loading={resolving}
                    leftSection={<IconSearch size={18} aria-hidden />}
                  >
                    {t('discovery.home.find')}
                  </Button>
                  <LocateButton onFound={goTo} onError={fail} />
                </SimpleGrid>
              </Stack>
            </Paper>
            <AccountLinks />
          </Stack>
        </section>
        <SimpleGrid
          cols={{ base: 1, sm: 3 }}
          spacing="lg"
          component="section"
          aria-label={t('discovery.home.why')}
        >
          {FEATURES.map(({ icon: Icon, titleId, textId }) => (
            <Stack key={titleId} gap="xs" align="flex-start">
              <ThemeIcon size={44} radius="md" variant="light">
                <Icon size={24} aria-hidden />
              </ThemeIcon>
              <Text fw={700}>{t(titleId)}</Text>
              <Text c="dimmed" fz="sm">
                {t(textId)}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
        <Paper withBorder radius="lg" p="lg">
          <Group justify="space-between" gap="md">
            <Stack gap={2}>
              <Text fw={700}>{t('discovery.home.business')}</Text>
              <Text c="dimmed" fz="sm">
                {t('discovery.home.businessText')}
              </Text>
            </Stack>
            <Group gap="sm">
              <Button component={Link} to="/companies" variant="default">
                {t('discovery.home.browse')}
              </Button>
              <Button component={Link} to="/business-register" variant="light">
                {t('discovery.listBusiness')}
              </Button>
            </Group>
          </Group>
        </Paper>
      </Stack>
    </Container>
  );
}

/** Spec §2 Home: Dashboard when signed in, Login and Registration otherwise. */
function AccountLinks() {
  const t = useT(discoveryMessages);
  const { isAuthenticated, isLoading } = useAuth();
  if (isLoading) return null;
  if (isAuthenticated) {
    return (
      <Button
        component={Link}
        to="/dashboard"
        variant="subtle"
        leftSection={<IconLayoutDashboard size={18} aria-hidden />}
      >
        {t('discovery.home.dashboard')}
      </Button>
    );
  }
  return (
    <Text fz="sm" c="dimmed">
      <T
        messages={discoveryMessages}
        id="discovery.home.account"
        components={{
          login: <Anchor component={Link} to="/login" fw={600} />,
          register: <Anchor component={Link} to="/register" fw={600} />,
        }}
      />
    </Text>
  );
}
