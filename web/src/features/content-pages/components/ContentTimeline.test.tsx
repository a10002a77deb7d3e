import { cleanup, render, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { PublicBlock } from '../../../../../common/api/pages';
import { ContentBlocks } from './ContentBlocks';

afterEach(cleanup);

const blocks: PublicBlock[] = [
  { id: 'plans', kind: 'heading', text: 'Our plans', fallback: false },
  {
    id: 'at-a-glance',
    kind: 'timeline',
    title: 'At a glance',
    items: [
      { when: '2003', text: 'The first plan.' },
      { when: 'Spring 2021', text: 'Approved <b>at last</b>.' },
    ],
  },
];

describe('a timeline block', () => {
  it('shows its title over its steps, each when and what, its texts as text', () => {
    const { container } = render(
      <MemoryRouter>
        <ContentBlocks blocks={blocks} idPrefix="ecology" />
      </MemoryRouter>,
    );
    const section = within(container).getByRole('region', { name: 'Our plans' });
    const timeline = within(section).getByRole('region', { name: 'At a glance' });
    expect(timeline.getAttribute('aria-labelledby')).toBe('ecology-at-a-glance');
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps.map((step) => [...step.children].map((part) => part.textContent))).toEqual([
      ['2003', 'The first plan.'],
      ['Spring 2021', 'Approved <b>at last</b>.'],
    ]);
    expect(timeline.querySelector('b')).toBeNull();
  });
});
