import { Button } from '@mantine/core';
import { IconHelpCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useT } from '../lib/i18n/use-t.tsx';
import { componentMessages } from './messages.ts';

export interface TourStep {
  /** CSS selector of the element to highlight; a step whose element is not on screen is skipped. */
  element: string;
  title: string;
  description: string;
}

/** On screen now: a collapsed side menu, for one, is in the page but slid out of view. */
function isShown(selector: string): boolean {
  const rect = document.querySelector(selector)?.getBoundingClientRect();
  return Boolean(rect && rect.width > 0 && rect.right > 0 && rect.left < window.innerWidth);
}

/**
 * Starts a driver.js guided tour of the page; the library loads on first use. The steps come in
 * the page's language from the page; the tour's own buttons, progress and close are said here.
 */
export function TourButton({ steps }: { steps: TourStep[] }) {
  const t = useT(componentMessages);
  const [loading, setLoading] = useState(false);

  const start = async () => {
    setLoading(true);
    try {
      const [{ driver }] = await Promise.all([
        import('driver.js'),
        import('driver.js/dist/driver.css'),
      ]);
      const present = steps.filter((s) => isShown(s.element));
      const close = t('components.tour.close');
      driver({
        showProgress: present.length > 1,
        // driver.js puts the step's numbers where these placeholders are.
        progressText: t('components.tour.progress', {
          current: '{{current}}',
          total: '{{total}}',
        }),
        nextBtnText: t('components.tour.next'),
        prevBtnText: t('components.tour.previous'),
        doneBtnText: t('components.tour.done'),
        // The close button (×) is named in English by the library.
        onPopoverRender: (popover) => popover.closeButton.setAttribute('aria-label', close),
        steps: present.map((s) => ({
          element: s.element,
          popover: { title: s.title, description: s.description },
        })),
      }).drive();
    } finally {
      setLoading(false);
    }
  };

  return (
    <Button
      variant="default"
      leftSection={<IconHelpCircle size={18} />}
      onClick={start}
      loading={loading}
    >
      {t('components.tour.start')}
    </Button>
  );
}
