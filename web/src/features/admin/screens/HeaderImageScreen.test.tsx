import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, jsonResponse, noContent, renderAdmin, sentContent } from '../test/renderAdmin';
import { HeaderImageScreen } from './HeaderImageScreen';

const KEY = 'home-page-header-image';

function serve(stored: unknown) {
  return fakeApi({
    [`GET /api/v1/websitecontent/${KEY}`]: () => jsonResponse({ content: JSON.stringify(stored) }),
    [`PUT /api/v1/admin/websitecontent/${KEY}`]: () => noContent(),
  });
}

const altGroup = () => screen.findByRole('group', { name: 'Alt text' });

beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  vi.spyOn(document, 'cookie', 'get').mockReturnValue('XSRF-TOKEN=token-123');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the header image’s alt text', () => {
  it('is edited per language beside the picture, and saved with it', async () => {
    const calls = serve({
      files: [
        {
          fileUrl: '/files/home-header.svg',
          alt: { en: 'The links in evening light', nl: 'De links in het avondlicht', fr: '', de: '' },
        },
      ],
    });
    renderAdmin(<HeaderImageScreen />);
    const group = await altGroup();
    expect(within(group).getByLabelText('Alt text, English')).toHaveProperty(
      'value',
      'The links in evening light',
    );
    expect(within(group).getByLabelText('Alt text, Dutch')).toHaveProperty(
      'value',
      'De links in het avondlicht',
    );
    expect(within(group).getAllByText('Missing: falls back to English')).toHaveLength(2);

    fireEvent.change(within(group).getByLabelText('Alt text, English'), {
      target: { value: 'The 18th green at dusk ' },
    });
    fireEvent.change(within(group).getByLabelText('Alt text, French'), {
      target: { value: 'Le 18e green au crépuscule' },
    });
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save header image' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(sentContent(calls.find((c) => c.method === 'PUT'))).toEqual({
      files: [
        {
          fileUrl: '/files/home-header.svg',
          alt: {
            en: 'The 18th green at dusk',
            nl: 'De links in het avondlicht',
            fr: 'Le 18e green au crépuscule',
            de: '',
          },
        },
      ],
    });
  });

  it('starts empty for content saved before alt texts existed', async () => {
    serve({ files: [{ fileUrl: '/files/home-header.svg' }] });
    renderAdmin(<HeaderImageScreen />);
    const group = await altGroup();
    for (const language of ['English', 'Dutch', 'French', 'German']) {
      expect(within(group).getByLabelText(`Alt text, ${language}`)).toHaveProperty('value', '');
    }
    expect(screen.getByText('No unsaved changes')).toBeTruthy();
  });
});
