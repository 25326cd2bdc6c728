import { Card, List, Title } from '@mantine/core';
import type { ClosureView } from '@slotmap/domain/closures';
import { useClosureLabel } from '../../../components/closures/closure-label.ts';
import { useT } from '../../../lib/i18n/use-t.tsx';
import { companyPageMessages } from '../messages.ts';

/**
 * The business's closures and special hours of the next 90 days, soonest first ("Closed Dec 24 –
 * Dec 26: Christmas", "Dec 31: open 9:00 AM – 1:00 PM"), beside the weekly hours; nothing when
 * there are none. Dates and times are the business's own, as the weekly hours are.
 */
export function UpcomingClosures({ closures }: { closures: readonly ClosureView[] }) {
  const t = useT(companyPageMessages);
  const closureLabel = useClosureLabel();
  if (closures.length === 0) return null;
  return (
    <Card
      withBorder
      padding="md"
      radius="md"
      component="section"
      aria-labelledby="company-closures"
    >
      <Title order={2} fz="h4" id="company-closures" mb="xs">
        {t('companyPage.closures.title')}
      </Title>
      <List fz="sm" spacing={4}>
        {closures.map((c) => (
          <List.Item key={c._id}>{closureLabel(c)}</List.Item>
        ))}
      </List>
    </Card>
  );
}
