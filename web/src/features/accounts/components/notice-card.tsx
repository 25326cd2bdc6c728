import { Button, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CenteredCard } from '../../../components/centered-card.tsx';
import { useT } from '../../../lib/i18n/use-t.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { accountsMessages } from '../messages.ts';

interface NoticeCardProps {
  title: string;
  icon: ReactNode;
  heading?: string;
  text: string;
}

/** A one-message page that ends with Back to Login (reset sent, e-mail sent, account deleted). */
export function NoticeCard({ title, icon, heading, text }: NoticeCardProps) {
  const t = useT(accountsMessages);
  usePageTitle(title);
  return (
    <CenteredCard title={title}>
      <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
        {icon}
      </ThemeIcon>
      {heading && (
        <Text fw={700} fz="lg">
          {heading}
        </Text>
      )}
      <Text>{text}</Text>
      <Button component={Link} to="/login">
        {t('accounts.backToLogin')}
      </Button>
    </CenteredCard>
  );
}
