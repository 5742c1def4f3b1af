import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { formatDateTime } from '#shared/dates.ts';
import { useViewerTimeZone } from './viewer-time-zone.ts';

const EXPIRES = '2026-12-04T19:01:00.000Z';

function Until() {
  return <p>{formatDateTime(EXPIRES, useViewerTimeZone(), 'en-US')}</p>;
}

const zoneBefore = process.env['TZ'];
afterEach(() => {
  if (zoneBefore === undefined) delete process.env['TZ'];
  else process.env['TZ'] = zoneBefore;
});

describe('a time in the viewer’s zone on a page the server draws', () => {
  it("is drawn in UTC by the server, adopted as drawn, then shown in the device's zone", async () => {
    // A device an hour ahead of UTC (the server draws in UTC whatever its own zone).
    process.env['TZ'] = 'Europe/Berlin';
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe('Europe/Berlin');
    const html = renderToString(<Until />);
    expect(html).toBe('<p>Dec 4, 2026, 7:01 PM</p>');

    const host = document.createElement('div');
    host.innerHTML = html;
    const drawn = host.firstChild;
    const errors: unknown[] = [];
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const root = await act(async () => hydrateRoot(host, <Until />, { onRecoverableError: (error) => errors.push(error) }));
    expect(errors).toEqual([]);
    expect(host.firstChild).toBe(drawn);
    expect(host.textContent).toBe('Dec 4, 2026, 8:01 PM');
    act(() => root.unmount());
  });
});
