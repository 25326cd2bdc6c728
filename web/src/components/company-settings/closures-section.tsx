import {
  Alert,
  Button,
  Card,
  Grid,
  Group,
  Loader,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { closureSchema } from '@slotmap/domain/closure-schema';
import { closureIssues, MAX_CLOSURE_REASON, MAX_CLOSURES } from '@slotmap/domain/closure-rules';
import { CLOSURE_DAYS_AHEAD, type Closure } from '@slotmap/domain/closures';
import type { CompanyView } from '@slotmap/domain/company-view';
import { DEFAULT_END, DEFAULT_START, TIME_OPTIONS, timeLabel } from '@slotmap/domain/hours';
import type { Language } from '@slotmap/domain/language';
import type { UpcomingChoice } from '@slotmap/domain/upcoming';
import { addDays, localDate } from '@slotmap/domain/zoned-time';
import { useState } from 'react';
import { ApiError } from '../../lib/api-client.ts';
import { translateMessage } from '../../lib/i18n/domain-messages.ts';
import { useLanguage, useT } from '../../lib/i18n/use-t.tsx';
import { useClosures, useSaveClosures } from '../../lib/closures.ts';
import { notify, notifyError } from '../../lib/notify.ts';
import { useClosureLabel } from '../closures/closure-label.ts';
import { closuresMessages } from '../closures/messages.ts';
import { endTimeOptions, startTimeOptions, type TimeOption } from '../hours/time-options.ts';
import { askUpcomingChoice, upcomingOf } from '../upcoming-choice.tsx';

type Kind = 'closed' | 'special';

interface Draft {
  from: string;
  to: string;
  reason: string;
  kind: Kind;
  start: number;
  end: number;
}

const emptyDraft = (today: string): Draft => ({
  from: today,
  to: today,
  reason: '',
  kind: 'closed',
  start: DEFAULT_START,
  end: DEFAULT_END,
});

/**
 * The time choices in `language`: the shared English ones, or French's 24-hour times, whose
 * '24 h 00' needs no "midnight" beside it.
 */
function timeOptions(language: Language, after?: number): TimeOption[] {
  if (language === 'en') return after === undefined ? startTimeOptions : endTimeOptions(after);
  return TIME_OPTIONS.filter((m) => (after === undefined ? m < 1440 : m > after)).map((m) => ({
    value: String(m),
    label: timeLabel(m, language),
  }));
}

/** What cancelled customers are told: the closures' own reasons, when the owner gave any. */
export function cancelReasonOf(closures: readonly Closure[]): string | undefined {
  const reasons = [...new Set(closures.map((c) => c.reason).filter(Boolean))];
  return reasons.length ? `The business is closed at that time: ${reasons.join(', ')}` : undefined;
}

/**
 * Closures and special hours (decision 054), under the weekly hours: the list still to come, a
 * form to add one (a range of the business's own dates, a reason, closed all day or special
 * hours), remove, and save the whole list. A save that would leave appointments outside opening
 * time asks what happens to them, as new weekly hours do (decision 051).
 */
export function ClosuresSection({ company }: { company: CompanyView }) {
  const t = useT(closuresMessages);
  const language = useLanguage();
  const closureLabel = useClosureLabel();
  // The domain's messages, in the language the form was checked in (decision 069).
  const said = (message: string) => translateMessage(message, language);
  const stored = useClosures(company._id);
  const save = useSaveClosures(company._id);
  const today = localDate(Date.now(), company.time_zone);
  const [list, setList] = useState<Closure[] | null>(null);
  const [draft, setDraft] = useState<Draft>(() => emptyDraft(today));
  const [error, setError] = useState<string | null>(null);
  const current: Closure[] = list ?? stored.data ?? [];

  const add = () => {
    const parsed = closureSchema.safeParse({
      from: draft.from,
      to: draft.to,
      reason: draft.reason,
      start_time: draft.kind === 'special' ? draft.start : null,
      end_time: draft.kind === 'special' ? draft.end : null,
    });
    if (!parsed.success) return setError(said(parsed.error.issues[0].message));
    const next = [...current, parsed.data].sort((a, b) => a.from.localeCompare(b.from));
    const issues = closureIssues(next, today, stored.data ?? [], language);
    if (issues.length) return setError(said(issues[0].message));
    if (next.length > MAX_CLOSURES) return setError(t('closures.tooMany', { max: MAX_CLOSURES }));
    setError(null);
    setList(next);
    setDraft(emptyDraft(today));
  };

  const send = (choice?: UpcomingChoice) => {
    const body = {
      // The list as the API takes it: a stored closure's `_id` is not part of it.
      closures: current.map(({ from, to, reason, start_time, end_time }) => ({
        from,
        to,
        reason,
        start_time,
        end_time,
      })),
      ...(choice ? { upcoming: choice, cancel_reason: cancelReasonOf(current) } : {}),
    };
    save.mutate(body, {
      onSuccess: () => {
        setList(null);
        notify(t('closures.saved'));
      },
      onError: async (err) => {
        const upcoming = choice ? null : upcomingOf(err);
        if (!upcoming || !(err instanceof ApiError)) return notifyError(err);
        const picked = await askUpcomingChoice(err, upcoming, company.time_zone, {
          title: t('closures.upcoming.title'),
          keep: t('closures.upcoming.keep'),
        });
        if (picked) send(picked);
      },
    });
  };

  return (
    <Card withBorder padding="md" radius="md" component="section" aria-labelledby="closures-title">
      <Stack gap="sm">
        <Title order={3} fz="h4" id="closures-title">
          {t('closures.title')}
        </Title>
        <Text fz="sm" c="dimmed">
          {t('closures.intro')}
        </Text>
        {stored.isPending ? (
          <Loader size="sm" aria-label={t('closures.loading')} />
        ) : stored.isError ? (
          <Alert color="red" title={t('closures.failed')}>
            <Button size="xs" variant="light" onClick={() => void stored.refetch()}>
              {t('closures.retry')}
            </Button>
          </Alert>
        ) : current.length === 0 ? (
          <Text fz="sm">{t('closures.none')}</Text>
        ) : (
          <Stack
            gap={6}
            component="ul"
            aria-label={t('closures.list')}
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
          >
            {current.map((c, i) => (
              <Group
                key={`${c.from}-${c.to}`}
                component="li"
                justify="space-between"
                wrap="nowrap"
                gap="xs"
              >
                <Text fz="sm" style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                  {closureLabel(c)}
                </Text>
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  style={{ flexShrink: 0 }}
                  aria-label={t('closures.removeLabel', { closure: closureLabel(c) })}
                  onClick={() => setList(current.filter((_, k) => k !== i))}
                >
                  {t('closures.remove')}
                </Button>
              </Group>
            ))}
          </Stack>
        )}
        <Grid gap="xs" align="flex-end">
          <Grid.Col span={{ base: 6, sm: 3 }}>
            <TextInput
              type="date"
              label={t('closures.firstDay')}
              value={draft.from}
              min={today}
              max={addDays(today, CLOSURE_DAYS_AHEAD)}
              onChange={(e) => {
                const from = e.currentTarget.value;
                // The last day follows a first day moved past it (dates, compared as text).
                setDraft((d) => ({ ...d, from, to: d.to.localeCompare(from) < 0 ? from : d.to }));
              }}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 3 }}>
            <TextInput
              type="date"
              label={t('closures.lastDay')}
              value={draft.to}
              min={draft.from}
              max={addDays(today, CLOSURE_DAYS_AHEAD)}
              onChange={(e) => {
                const to = e.currentTarget.value;
                setDraft((d) => ({ ...d, to }));
              }}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label={t('closures.reason')}
              placeholder={t('closures.reasonPlaceholder')}
              maxLength={MAX_CLOSURE_REASON}
              value={draft.reason}
              onChange={(e) => {
                const reason = e.currentTarget.value;
                setDraft((d) => ({ ...d, reason }));
              }}
            />
          </Grid.Col>
          <Grid.Col span={12}>
            <SegmentedControl
              aria-label={t('closures.hours')}
              fullWidth
              value={draft.kind}
              onChange={(kind) => setDraft((d) => ({ ...d, kind: kind as Kind }))}
              data={[
                { value: 'closed', label: t('closures.closedAllDay') },
                { value: 'special', label: t('closures.specialHours') },
              ]}
            />
          </Grid.Col>
          {draft.kind === 'special' && (
            <>
              <Grid.Col span={6}>
                <Select
                  label={t('closures.opens')}
                  data={timeOptions(language)}
                  value={String(draft.start)}
                  allowDeselect={false}
                  onChange={(v) =>
                    v &&
                    setDraft((d) => ({
                      ...d,
                      start: Number(v),
                      end: d.end > Number(v) ? d.end : Math.min(Number(v) + 30, 1440),
                    }))
                  }
                />
              </Grid.Col>
              <Grid.Col span={6}>
                <Select
                  label={t('closures.closes')}
                  data={timeOptions(language, draft.start)}
                  value={String(draft.end)}
                  allowDeselect={false}
                  onChange={(v) => v && setDraft((d) => ({ ...d, end: Number(v) }))}
                />
              </Grid.Col>
            </>
          )}
        </Grid>
        {error && (
          <Text fz="sm" c="red" role="alert">
            {error}
          </Text>
        )}
        <Group gap="sm">
          <Button variant="light" onClick={add}>
            {t('closures.add')}
          </Button>
          <Button onClick={() => send()} loading={save.isPending} disabled={list === null}>
            {t('closures.save')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
