import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderElement } from '../../../test/render.tsx';
import { type Column, ResponsiveTable } from './responsive-table.tsx';
import { screenMatches } from '../../../test/media.ts';

interface Person {
  id: string;
  name: string;
  email: string;
}

const EMAIL = 'anne-marie.obrien-nguyen@harbour-massage-clinic.example.com';
const columns: Column<Person>[] = [
  { label: 'Name', render: (p) => p.name },
  { label: 'Email', render: (p) => <span>{p.email}</span> },
  { label: 'Phone', render: () => '416-555-0199' },
];

function show(phone: boolean) {
  screenMatches(() => phone);
  renderElement(
    <ResponsiveTable
      caption="Users"
      columns={columns}
      rows={[{ id: '1', name: 'Anne-Marie', email: EMAIL }]}
      rowKey={(p) => p.id}
    />,
  );
}

/** The overflow-wrap in force on an element, from its own style or the nearest that sets one. */
function overflowWrapOf(element: HTMLElement | null): string {
  for (let e = element; e; e = e.parentElement)
    if (e.style.overflowWrap) return e.style.overflowWrap;
  return 'normal';
}

/** Where the address may break: the text before each <wbr>, and each piece kept whole. */
function breaksOf(cell: HTMLElement) {
  const pieces = [...cell.querySelectorAll('span[style*="nowrap"]')].map((p) => p.textContent);
  return { pieces, breaks: cell.querySelectorAll('wbr').length };
}

describe('admin tables keep e-mail addresses whole', () => {
  it('on a wide screen, an address breaks only after "@" and before a ".", never at a hyphen', () => {
    show(false);
    const cell = screen.getByRole('cell', { name: EMAIL });
    expect(breaksOf(cell)).toEqual({
      pieces: ['anne-marie', '.obrien-nguyen@', 'harbour-massage-clinic', '.example', '.com'],
      breaks: 4,
    });
    expect(overflowWrapOf(cell)).toBe('break-word');
  });

  it('on a phone, the card breaks it the same way, and the pair may take the whole width', async () => {
    show(true);
    const address = (await screen.findByText('harbour-massage-clinic')).closest('div');
    expect(address?.textContent).toBe(EMAIL);
    expect(overflowWrapOf(address as HTMLElement)).toBe('break-word');
    const pair = address?.parentElement as HTMLElement;
    expect(pair.style.maxWidth).toBe('100%');
    expect(pair.style.minWidth).toBe('');
  });
});
