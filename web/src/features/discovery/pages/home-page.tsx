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
import { notify } from '../../../lib/notify.ts';
import { LocateButton } from '../components/locate-button.tsx';
import { type LocationState, roundCoord } from '../data/find-params.ts';
import { locateMessage, resolveAddress } from '../data/locate.ts';
import classes from './home-page.module.css';

const FEATURES = [
  {
    icon: IconMapSearch,
    title: 'Search the map',
    text: 'Dentists, clinics, salons and studios around you, open now or later today.',
  },
  {
    icon: IconCalendarCheck,
    title: 'Book in a few taps',
    text: 'Pick a service and a free time; the business gets it in their calendar.',
  },
  {
    icon: IconBell,
    title: 'Never miss a slot',
    text: 'Join a waitlist and hear the moment an earlier time opens up.',
  },
];

/** / and /home: the landing page with the address search (spec §2 Home). */
export function HomePage() {
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
      fail(locateMessage(e));
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
              Canada and the United States
            </Badge>
            <Title id="home-title" order={1} fz={{ base: 32, sm: 48 }} lh={1.15} maw={720}>
              Book local appointments in minutes
            </Title>
            <Text c="dimmed" fz={{ base: 'md', sm: 'lg' }} maw={560}>
              Find dentists, clinics, salons and studios near you, see who is open, and book the
              time that suits you.
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
                  label="Where are you?"
                  placeholder="City, address or postal code"
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
                    Find businesses
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
          aria-label="Why Slotmap"
        >
          {FEATURES.map(({ icon: Icon, title, text: body }) => (
            <Stack key={title} gap="xs" align="flex-start">
              <ThemeIcon size={44} radius="md" variant="light">
                <Icon size={24} aria-hidden />
              </ThemeIcon>
              <Text fw={700}>{title}</Text>
              <Text c="dimmed" fz="sm">
                {body}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
        <Paper withBorder radius="lg" p="lg">
          <Group justify="space-between" gap="md">
            <Stack gap={2}>
              <Text fw={700}>Run a business?</Text>
              <Text c="dimmed" fz="sm">
                List it on Slotmap and take bookings from customers nearby.
              </Text>
            </Stack>
            <Group gap="sm">
              <Button component={Link} to="/companies" variant="default">
                Browse companies
              </Button>
              <Button component={Link} to="/business-register" variant="light">
                List your business
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
        Go to your Dashboard
      </Button>
    );
  }
  return (
    <Text fz="sm" c="dimmed">
      <Anchor component={Link} to="/login" fw={600}>
        Login
      </Anchor>{' '}
      or{' '}
      <Anchor component={Link} to="/register" fw={600}>
        Register
      </Anchor>{' '}
      to book and keep your favourites.
    </Text>
  );
}
