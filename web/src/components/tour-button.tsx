import { Button } from '@mantine/core';
import { IconHelpCircle } from '@tabler/icons-react';
import { useState } from 'react';

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

/** Starts a driver.js guided tour of the page; the library loads on first use. */
export function TourButton({ steps }: { steps: TourStep[] }) {
  const [loading, setLoading] = useState(false);

  const start = async () => {
    setLoading(true);
    try {
      const [{ driver }] = await Promise.all([
        import('driver.js'),
        import('driver.js/dist/driver.css'),
      ]);
      const present = steps.filter((s) => isShown(s.element));
      driver({
        showProgress: present.length > 1,
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
      Tour
    </Button>
  );
}
