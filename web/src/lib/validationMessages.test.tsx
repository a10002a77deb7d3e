// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { greenfeeRequestSchema } from '../../../common/validation/greenfeeRequest';
import { handicapLimitText } from '../../../common/validation/handicapLimitMessages';
import { messages } from '../../../common/validation/messages';
import { en } from '../i18n/en';
import { nl } from '../i18n/nl';
import { type Dictionary, LanguageProvider } from './i18n';
import { useMessageText, validationKeyOf } from './validationMessages';

afterEach(cleanup);

function Shown({ text }: { text: string }) {
  const messageText = useMessageText();
  return <p>{messageText(text)}</p>;
}

const dutch = { ...en, 'validation.firstnameRequired': 'Gelieve uw voornaam in te vullen.' } as Dictionary;

describe('validationKeyOf', () => {
  it('finds the id of every shared message from its English text', () => {
    for (const [id, text] of Object.entries(messages)) {
      const key = validationKeyOf(text);
      expect(key, id).toBeDefined();
      expect(messages[key?.slice('validation.'.length) as keyof typeof messages]).toBe(text);
    }
  });

  it('knows no other text', () => {
    expect(validationKeyOf('Something else.')).toBeUndefined();
  });
});

describe('useMessageText', () => {
  it('shows a schema message in the page language', () => {
    const issue = greenfeeRequestSchema.safeParse({}).error?.issues[0];
    expect(issue?.message).toBe(messages.firstnameRequired);
    render(
      <LanguageProvider language="nl" dictionary={dutch}>
        <Shown text={issue?.message ?? ''} />
      </LanguageProvider>,
    );
    expect(screen.getByText('Gelieve uw voornaam in te vullen.')).toBeTruthy();
  });

  it("shows the refusal of a handicap above the day's limit in the page language, with its numbers", () => {
    const limits = { mondayToThursday: 31, fridayToSundayAndHolidays: 23.5 };
    render(
      <LanguageProvider language="nl" dictionary={nl}>
        <Shown text={handicapLimitText('en', 'fridayToSundayAndHolidays', limits)} />
      </LanguageProvider>,
    );
    expect(screen.getByText(handicapLimitText('nl', 'fridayToSundayAndHolidays', limits))).toBeTruthy();
    expect(screen.getByText(/is 23\.5\. .*maximum 31\)/)).toBeTruthy();
  });

  it('keeps English verbatim, typos included, and passes unknown text through', () => {
    render(
      <>
        <Shown text={messages.playersRequired} />
        <Shown text="Not one of ours." />
      </>,
    );
    expect(screen.getByText('Please enter how many adults and/or junors')).toBeTruthy();
    expect(screen.getByText('Not one of ours.')).toBeTruthy();
  });
});
