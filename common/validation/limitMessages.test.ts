import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../i18n/languages';
import { limitMessages, tooManyRequestsMessage } from './limitMessages';

describe('limitMessages', () => {
  it.each(LANGUAGES)('%s: says every limit, with the wait in seconds where the English does', (language) => {
    const texts = limitMessages[language];
    for (const text of Object.values(texts)) expect(text.trim()).not.toBe('');
    expect(texts.tooManyRequests.match(/\{seconds\}/g)).toHaveLength(1);
    if (language !== 'en') {
      for (const [key, text] of Object.entries(texts)) {
        expect(text, key).not.toBe(limitMessages.en[key as keyof typeof texts]);
      }
    }
  });

  it('says the wait in the plural form of each language', () => {
    expect([1, 2].map((n) => tooManyRequestsMessage('en', n))).toEqual([
      'Too many requests. Please try again in 1 second.',
      'Too many requests. Please try again in 2 seconds.',
    ]);
    expect([1, 30].map((n) => tooManyRequestsMessage('nl', n))).toEqual([
      'Te veel aanvragen. Probeer het over 1 seconde opnieuw.',
      'Te veel aanvragen. Probeer het over 30 seconden opnieuw.',
    ]);
    expect([1, 2].map((n) => tooManyRequestsMessage('fr', n))).toEqual([
      'Trop de demandes. Veuillez réessayer dans 1 seconde.',
      'Trop de demandes. Veuillez réessayer dans 2 secondes.',
    ]);
    expect([1, 59].map((n) => tooManyRequestsMessage('de', n))).toEqual([
      'Zu viele Anfragen. Bitte versuchen Sie es in 1 Sekunde erneut.',
      'Zu viele Anfragen. Bitte versuchen Sie es in 59 Sekunden erneut.',
    ]);
  });
});
