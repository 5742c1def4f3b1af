import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdDrawnLinks } from './held-links.ts';

function page(drawn: boolean) {
  document.body.innerHTML = `<div id="root"${drawn ? ' data-drawn="server"' : ''}>
    <a id="model" href="/modeling?reportId=r1#top">View 3D model</a>
    <a id="away" href="https://example.com/help">Help</a>
    <a id="tab" href="/history" target="_blank">History</a>
  </div>`;
}

/** Clicks a link as a tap does; whether the browser would still follow it (nothing prevented its default). */
function tap(id: string, init: MouseEventInit = {}): boolean {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  document.getElementById(id)!.dispatchEvent(event);
  return !event.defaultPrevented;
}

describe('links on a drawn page before the app is up', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it("holds a tap on this site's link and follows it inside the app once released", () => {
    page(true);
    const links = holdDrawnLinks();
    expect(tap('model')).toBe(false);
    const follow = vi.fn();
    links.release(follow);
    expect(follow).toHaveBeenCalledWith('/modeling?reportId=r1#top');
    // Released: the app's own links are the router's again.
    expect(tap('model')).toBe(true);
  });

  it("leaves another site's link, a new tab, a modified tap and the app's own page alone", () => {
    page(true);
    const links = holdDrawnLinks();
    expect(tap('away')).toBe(true);
    expect(tap('tab')).toBe(true);
    expect(tap('model', { ctrlKey: true })).toBe(true);
    document.getElementById('root')!.removeAttribute('data-drawn');
    expect(tap('model')).toBe(true);
    const follow = vi.fn();
    links.release(follow);
    expect(follow).not.toHaveBeenCalled();
  });
});
