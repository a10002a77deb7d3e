import { describe, expect, it } from 'vitest';
import { clubDetails } from '../../../common/api/club';
import { club as seededClub } from '../../../common/config/club';
import { changeSummary, publicClubAnswer, upgradedClub } from './clubDetails';

describe('upgradedClub', () => {
  it('gives details stored without a tagline the seeded one, which the schema then takes', () => {
    const { tagline: _none, ...before } = { ...seededClub, name: 'Golf des Dunes' };
    const upgraded = upgradedClub(before);
    expect(upgraded).toEqual({ ...before, tagline: seededClub.tagline });
    expect(upgraded.tagline).not.toBe(seededClub.tagline);
    expect(clubDetails.parse(upgraded)).toEqual(upgraded);
    expect(changeSummary(upgraded, { ...upgraded, phone: '+32 50 11 11 11' })).toBe(
      "Changed the club's telephone",
    );
  });

  it('hands back details of this version as they are', () => {
    expect(upgradedClub(seededClub)).toBe(seededClub);
    const none = { ...seededClub, tagline: { en: '', nl: '', fr: '', de: '' } };
    expect(upgradedClub(none)).toBe(none);
  });
});

describe('publicClubAnswer', () => {
  it('gives the tagline in the language, the English one where it is empty, marked', () => {
    const details = { ...seededClub, tagline: { ...seededClub.tagline, de: ' ' } };
    expect(publicClubAnswer(details, 'nl').tagline).toEqual({
      text: 'Linksgolf in de duinen van de Belgische kust.',
      fallback: false,
    });
    expect(publicClubAnswer(details, 'de').tagline).toEqual({
      text: 'Links golf in the dunes of the Belgian coast.',
      fallback: true,
    });
  });
});
