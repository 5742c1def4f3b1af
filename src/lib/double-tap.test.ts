import { afterEach, describe, expect, it } from 'vitest';
import { DOUBLE_TAP_MS, installDoubleTapGuard } from './double-tap.ts';

describe('installDoubleTapGuard', () => {
  let time = 0;
  let uninstall = () => {};
  afterEach(() => {
    uninstall();
    document.body.innerHTML = '';
  });

  const setUp = () => {
    document.body.innerHTML =
      '<button id="a"><span id="inner">Send</span></button><button id="b">Other</button><a id="link" href="#x">Link</a><p id="text">Text</p>';
    uninstall = installDoubleTapGuard(document, () => time);
    const counts: Record<string, number> = { a: 0, b: 0, link: 0, text: 0 };
    for (const id of Object.keys(counts)) {
      document.getElementById(id)!.addEventListener('click', (event) => {
        event.preventDefault();
        counts[id]! += 1;
      });
    }
    return counts;
  };
  const tap = (id: string, at: number) => {
    time = at;
    document.getElementById(id)!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  };

  it('counts a second tap on the same control within 300 ms once, also when it lands on a child', () => {
    const counts = setUp();
    tap('a', 1000);
    tap('inner', 1000 + DOUBLE_TAP_MS - 1);
    expect(counts['a']).toBe(1);
    tap('link', 2000);
    tap('link', 2100);
    expect(counts['link']).toBe(1);
  });

  it('lets a tap at 300 ms or later through, and taps on different controls', () => {
    const counts = setUp();
    tap('a', 1000);
    tap('a', 1000 + DOUBLE_TAP_MS);
    tap('b', 1000 + DOUBLE_TAP_MS + 10);
    expect(counts['a']).toBe(2);
    expect(counts['b']).toBe(1);
  });

  it('takes a tap after typing as a new tap', () => {
    const counts = setUp();
    tap('a', 1000);
    document.body.dispatchEvent(new Event('input', { bubbles: true }));
    tap('a', 1100);
    expect(counts['a']).toBe(2);
  });

  it('leaves clicks outside controls alone', () => {
    const counts = setUp();
    tap('text', 1000);
    tap('text', 1050);
    expect(counts['text']).toBe(2);
  });
});
