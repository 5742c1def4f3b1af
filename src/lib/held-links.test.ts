import { afterEach, describe, expect, it, vi } from 'vitest';
import { DOUBLE_TAP_MS } from './double-tap.ts';
import { holdDrawnLinks } from './held-links.ts';

function page(drawn: boolean) {
  document.body.innerHTML = `<div id="root"${drawn ? ' data-drawn="server"' : ''}>
    <a id="model" href="/modeling?reportId=r1#top">View 3D model</a>
    <a id="away" href="https://example.com/help">Help</a>
    <a id="tab" href="/history" target="_blank">History</a>
    <a id="contents" href="#storage">Cookies and storage</a>
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

  it("holds a tap on this site's link and makes it again on the app's own link once released, in a task of its own", async () => {
    page(true);
    const links = holdDrawnLinks();
    expect(tap('model')).toBe(false);
    // The app's screen replaces the drawing: the same link, the app's own handler.
    page(false);
    // The app's handler: it moves the address itself.
    const clicked = vi.fn((event: Event) => {
      event.preventDefault();
      window.history.pushState(null, '', '/modeling?reportId=r1#top');
    });
    document.getElementById('model')!.addEventListener('click', clicked);
    const follow = vi.fn();
    links.release(follow);
    // Not inside the release (which may run while the held tap is still being dispatched), nor within a double tap's
    // time of the tap (the guard would swallow it as a second tap), but after that.
    expect(clicked).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, DOUBLE_TAP_MS - 100));
    expect(clicked).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 100 + 150));
    expect(clicked).toHaveBeenCalledOnce();
    expect(follow).not.toHaveBeenCalled();
    // Released: the app's own links are the app's again.
    expect(tap('model')).toBe(false);
    expect(clicked).toHaveBeenCalledTimes(2);
  });

  it('follows the path itself when the tap made again does not reach the app (a part React had not hydrated yet)', async () => {
    window.history.replaceState(null, '', '/');
    page(true);
    const links = holdDrawnLinks();
    expect(tap('model')).toBe(false);
    page(false);
    // What React does with a tap on a part it has not hydrated: it stops it, and nothing moves.
    document.getElementById('root')!.addEventListener('click', (event) => {
      event.preventDefault();
      event.stopPropagation();
    });
    const follow = vi.fn();
    links.release(follow);
    await new Promise((resolve) => setTimeout(resolve, DOUBLE_TAP_MS + 150));
    expect(follow).toHaveBeenCalledWith('/modeling?reportId=r1#top');
  });

  it("follows the held link's path where the app's screen has no such link", async () => {
    page(true);
    const links = holdDrawnLinks();
    expect(tap('model')).toBe(false);
    document.body.innerHTML = '<div id="root"><p>Another screen</p></div>';
    const follow = vi.fn();
    links.release(follow);
    await new Promise((resolve) => setTimeout(resolve, DOUBLE_TAP_MS));
    expect(follow).toHaveBeenCalledWith('/modeling?reportId=r1#top');
  });

  it("holds a contents link too, and the app's handler takes it by moving the focus, the address as it was", async () => {
    window.history.replaceState(null, '', '/about/secret');
    page(true);
    const links = holdDrawnLinks();
    // The browser's own jump would add #storage to the address and leave the focus on the page.
    expect(tap('contents')).toBe(false);
    expect(window.location.hash).toBe('');
    page(false);
    document.getElementById('root')!.insertAdjacentHTML('beforeend', '<h2 id="storage" tabindex="-1">Cookies and storage</h2>');
    document.getElementById('contents')!.addEventListener('click', (event) => {
      event.preventDefault();
      document.getElementById('storage')!.focus();
    });
    const follow = vi.fn();
    links.release(follow);
    await new Promise((resolve) => setTimeout(resolve, DOUBLE_TAP_MS + 150));
    expect(document.activeElement?.id).toBe('storage');
    expect(window.location.pathname + window.location.hash).toBe('/about/secret');
    expect(follow).not.toHaveBeenCalled();
  });

  it('lets the browser follow the held link if the app has not started in 10 s', () => {
    vi.useFakeTimers();
    try {
      page(true);
      const assign = vi.fn();
      holdDrawnLinks(document, assign);
      expect(tap('model')).toBe(false);
      vi.advanceTimersByTime(10_000);
      expect(assign).toHaveBeenCalledWith('/modeling?reportId=r1#top');
      expect(tap('model')).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it("leaves another site's link, a new tab, a modified tap and the app's own page alone", async () => {
    page(true);
    const links = holdDrawnLinks();
    expect(tap('away')).toBe(true);
    expect(tap('tab')).toBe(true);
    expect(tap('model', { ctrlKey: true })).toBe(true);
    document.getElementById('root')!.removeAttribute('data-drawn');
    expect(tap('model')).toBe(true);
    const follow = vi.fn();
    links.release(follow);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(follow).not.toHaveBeenCalled();
  });
});
