import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { club } from '../../config/club';
import { clubDetailsQueryKey } from '../../features/club/api/getClubDetails';
import { MembersPage } from './MembersPage';
import { renderContentPage } from './test/renderContentPage';

afterEach(cleanup);

const loginLink = () => screen.getByRole('link', { name: /Log in on the members site/ });

describe('MembersPage', () => {
  it("shows the spec's placeholder and a picture link to the external members site", () => {
    renderContentPage(<MembersPage />, 'members');
    expect(screen.getByRole('heading', { level: 1, name: 'Members' })).toBeTruthy();
    expect(screen.getByText('Coming soon - 31/07/2021', { exact: true })).toBeTruthy();
    expect(screen.getByText('Until then, members log in on the external members site.')).toBeTruthy();
    expect(loginLink().getAttribute('href')).toBe(club.membersUrl);
    expect(loginLink().getAttribute('target')).toBe('_blank');
    expect(loginLink().getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('img', { name: /pin flag in the dunes/ })).toBeTruthy();
  });

  it("follows the members site of the club's details", async () => {
    const client = renderContentPage(<MembersPage />, 'members');
    client.setQueryData(clubDetailsQueryKey('en'), {
      ...club,
      membersUrl: 'https://leden.duinen.test',
      countryName: 'Belgium',
    });
    await waitFor(() => expect(loginLink().getAttribute('href')).toBe('https://leden.duinen.test'));
  });

  it('speaks the page language', () => {
    renderContentPage(<MembersPage />, 'members', 'fr');
    expect(screen.getByText('Bientôt disponible - 31/07/2021')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Se connecter au site des membres/ })).toBeTruthy();
  });
});
