// @vitest-environment jsdom
import { cleanup, render, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { en } from '../../../i18n/en';
import { LanguageProvider } from '../../../lib/i18n';
import { LanguageSwitch } from './LanguageSwitch';

afterEach(cleanup);

describe('LanguageSwitch', () => {
  it('offers the four languages, each by its code and its own name, the page language pressed', () => {
    // Queries stay in this render: the test files share one document (vitest.config.ts, isolate: false).
    const { container } = render(
      <LanguageProvider language="nl" dictionary={en}>
        <LanguageSwitch />
      </LanguageProvider>,
    );
    const group = within(container).getByRole('group', { name: 'Taal' });
    const buttons = within(group).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([
      'EN English',
      'NL Nederlands',
      'FR Français',
      'DE Deutsch',
    ]);
    expect(buttons.map((button) => button.getAttribute('lang'))).toEqual(['en', 'nl', 'fr', 'de']);
    expect(buttons.map((button) => button.getAttribute('aria-pressed'))).toEqual([
      'false',
      'true',
      'false',
      'false',
    ]);
  });

  it('presses English on English pages', () => {
    const { container } = render(<LanguageSwitch />);
    const view = within(container);
    expect(view.getByRole('button', { name: 'EN English' }).getAttribute('aria-pressed')).toBe('true');
    expect(view.getByRole('group', { name: 'Language' })).toBeTruthy();
  });
});
