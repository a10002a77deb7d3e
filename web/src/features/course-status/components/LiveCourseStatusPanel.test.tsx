// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/queryClient';
import { LiveCourseStatusPanel } from './LiveCourseStatusPanel';

const statusInfo = {
  courseStatus: true,
  summerGreens: false,
  winterGreens: 0,
  prefferedLies: true,
  buggies: false,
  drivingRange: true,
};

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function renderPanel() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <LiveCourseStatusPanel />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('LiveCourseStatusPanel', () => {
  it('loads course-status-info and the course-status text from the API', async () => {
    const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url === '/api/v1/websitecontent/course-status-info') {
        return jsonResponse({ content: JSON.stringify(statusInfo) });
      }
      if (url === '/api/v1/websitecontent/course-status') return jsonResponse({ content: 'Greens are fast' });
      return jsonResponse({ message: 'Not found' }, 404);
    });
    vi.stubGlobal('fetch', fetchMock);

    renderPanel();

    expect(screen.getByRole('status', { name: 'Loading the course status' })).toBeTruthy();
    expect(await screen.findByText('Greens are fast')).toBeTruthy();
    expect(await screen.findByText('None')).toBeTruthy();
    expect(screen.getAllByText('Open')).toHaveLength(2);
    expect(screen.queryByRole('status')).toBeNull();
  });

  // The server refuses content of another shape when staff save it (server/test/admin.test.ts).
  it('stops loading and claims nothing when the content is no JSON', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ content: '{"courseStatus":' })),
    );

    renderPanel();

    expect((await screen.findAllByText('Not known')).length).toBe(6);
    expect(console.info).toHaveBeenCalled();
  });
});
