import { Badge, Box, Button, Flex, Grid, Heading, Stack, Text, useBreakpointValue } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { LuChevronLeft, LuChevronRight } from 'react-icons/lu';
import { apiKey } from '../../../api/api-key';
import { useLogbookQuery } from '../logbook-query';
import { LoadFailed } from '../../../components/load-failed';
import { PageHeader } from '../../../layout/page-header';
import { appNow } from '../../../lib/app-now';
import { historyPath, type SlotRow } from './review-api';

const STATUSES = ['done', 'late', 'missed', 'expected'] as const;
const PALETTE: Record<SlotRow['status'], string> = { done: 'green', late: 'orange', missed: 'red', expected: 'gray' };

const pad = (n: number) => String(n).padStart(2, '0');
const monthOf = (value: string | null): [number, number] => {
  const m = value && /^(\d{4})-(\d{2})$/.exec(value);
  if (m) return [Number(m[1]), Number(m[2])];
  const now = new Date(appNow());
  return [now.getUTCFullYear(), now.getUTCMonth() + 1];
};
const shift = ([y, m]: [number, number], by: number) => {
  const d = new Date(Date.UTC(y, m - 1 + by, 1));
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}`;
};
/** A stored UTC moment's day in the logbook's own time zone (a night shift's slot belongs to its local day). */
const localDay = (datetime: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(`${datetime.replace(' ', 'T')}Z`),
  );

type Counts = Record<SlotRow['status'], number>;

function DayCounts({ counts, compact }: { counts: Counts; compact?: boolean }) {
  const { t } = useTranslation('logbooks');
  return (
    <Flex gap="1" wrap="wrap">
      {STATUSES.filter((s) => counts[s] > 0).map((s) => (
        <Badge
          key={s}
          size="sm"
          colorPalette={PALETTE[s]}
          variant={s === 'missed' ? 'solid' : 'subtle'}
          title={t(`calendar.status.${s}`)}
          data-testid={`calendar-${s}`}
        >
          {compact ? counts[s] : t(`calendar.count.${s}`, { count: counts[s] })}
        </Badge>
      ))}
    </Flex>
  );
}

/** `/logbooks/:id/calendar`: a month of the logbook's expected entries (done, late, missed, pending); a list by day on a phone. */
export function CalendarPage() {
  const { t, i18n } = useTranslation('logbooks');
  const id = Number(useParams().id);
  const [params, setParams] = useSearchParams();
  const [year, month] = monthOf(params.get('month'));
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const from = `${year}-${pad(month)}-01`;
  const to = `${year}-${pad(month)}-${pad(days)}`;
  const phone = useBreakpointValue({ base: true, md: false });
  const logger = useLogbookQuery(apiKey('logbooks.logger', { id }));
  const slots = useLogbookQuery(apiKey('logbooks.logger-slots', { id }, { from, to }), {
    keepPreviousData: true,
  });
  const zone = logger.data?.timezone ?? 'UTC';
  const byDay = new Map<string, Counts>();
  for (const s of slots.data?.rows ?? []) {
    const day = localDay(s.due_at.datetime, zone);
    if (!day.startsWith(`${year}-${pad(month)}`)) continue;
    const counts = byDay.get(day) ?? { done: 0, late: 0, missed: 0, expected: 0 };
    counts[s.status] += 1;
    byDay.set(day, counts);
  }
  const title = new Intl.DateTimeFormat(i18n.language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, 1)),
  );
  const weekday = new Intl.DateTimeFormat(i18n.language, { weekday: 'short', timeZone: 'UTC' });
  const dayLong = new Intl.DateTimeFormat(i18n.language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
  // Weeks start on Sunday, as the Gulf estate's rota does.
  const lead = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  const dates = Array.from({ length: days }, (_, i) => `${year}-${pad(month)}-${pad(i + 1)}`);
  const totals = STATUSES.map((s) => [s, [...byDay.values()].reduce((n, c) => n + c[s], 0)] as const);
  const go = (by: number) => setParams({ month: shift([year, month], by) });
  const name = logger.data?.name ?? '';
  return (
    <Box>
      <PageHeader
        title={t('calendar.title', { name })}
        subtitle={logger.data?.subject?.name}
        crumbs={[{ label: t('inbox.crumb'), to: '/logbooks' }, { label: name }, { label: t('calendar.crumb') }]}
        actions={
          <Button asChild size="sm" variant="outline">
            <Link to={historyPath(id)}>{t('history.open')}</Link>
          </Button>
        }
      />
      {(logger.error || slots.error) && !slots.data && (
        <LoadFailed
          title={t('calendar.failed')}
          error={logger.error ?? slots.error}
          retry={() => void slots.mutate()}
        />
      )}
      <Flex align="center" justify="space-between" gap="2" mb="3">
        <Button size="sm" variant="outline" onClick={() => go(-1)} aria-label={t('calendar.previous')}>
          {i18n.dir() === 'rtl' ? <LuChevronRight /> : <LuChevronLeft />}
        </Button>
        <Heading size="md" data-testid="calendar-month">
          {title}
        </Heading>
        <Button size="sm" variant="outline" onClick={() => go(1)} aria-label={t('calendar.next')}>
          {i18n.dir() === 'rtl' ? <LuChevronLeft /> : <LuChevronRight />}
        </Button>
      </Flex>
      <Flex gap="2" wrap="wrap" mb="3" data-testid="calendar-totals">
        {totals.map(([s, n]) => (
          <Badge key={s} colorPalette={PALETTE[s]} size="md">
            {t(`calendar.count.${s}`, { count: n })}
          </Badge>
        ))}
      </Flex>
      {phone ? (
        <Stack gap="2" as="ul" listStyleType="none" data-testid="calendar-list">
          {dates
            .filter((d) => byDay.has(d))
            .map((d) => (
              <Flex
                as="li"
                key={d}
                justify="space-between"
                align="center"
                gap="2"
                borderWidth="1px"
                borderRadius="md"
                p="3"
              >
                <Text fontWeight="medium">{dayLong.format(new Date(`${d}T00:00:00Z`))}</Text>
                <DayCounts counts={byDay.get(d)!} compact />
              </Flex>
            ))}
          {slots.data && byDay.size === 0 && <Text color="fg.muted">{t('calendar.none')}</Text>}
        </Stack>
      ) : (
        <Grid templateColumns="repeat(7, minmax(0, 1fr))" gap="1" data-testid="calendar-grid">
          {Array.from({ length: 7 }, (_, i) => (
            <Text key={`h${i}`} fontSize="xs" color="fg.muted" textAlign="center" py="1">
              {weekday.format(new Date(Date.UTC(2026, 10, 1 + i)))}
            </Text>
          ))}
          {Array.from({ length: lead }, (_, i) => (
            <Box key={`pad${i}`} />
          ))}
          {dates.map((d) => (
            <Box key={d} borderWidth="1px" borderRadius="md" p="2" minH="20" data-testid="calendar-day" data-day={d}>
              <Text fontSize="sm" fontWeight="semibold" mb="1">
                {Number(d.slice(8))}
              </Text>
              {byDay.has(d) && <DayCounts counts={byDay.get(d)!} compact />}
            </Box>
          ))}
        </Grid>
      )}
    </Box>
  );
}
