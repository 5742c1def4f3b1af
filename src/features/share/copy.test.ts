import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyText } from './copy.ts';

const URL_TEXT = 'https://contour.example/s/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde';

function field(): HTMLInputElement {
  const input = document.createElement('input');
  input.value = URL_TEXT;
  input.readOnly = true;
  document.body.append(input);
  return input;
}

function setClipboard(writeText: ((text: string) => Promise<void>) | undefined) {
  Object.defineProperty(navigator, 'clipboard', { value: writeText ? { writeText } : undefined, configurable: true });
}

function setExecCommand(result: boolean | Error) {
  Object.defineProperty(document, 'execCommand', {
    value: vi.fn(() => {
      if (result instanceof Error) throw result;
      return result;
    }),
    configurable: true,
  });
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('copyText', () => {
  it('uses the Clipboard API when it is there', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    setClipboard(writeText);
    setExecCommand(false);
    expect(await copyText(URL_TEXT, field())).toBe(true);
    expect(writeText).toHaveBeenCalledWith(URL_TEXT);
    expect(document.execCommand).not.toHaveBeenCalled();
  });

  it('falls back to the selected field and execCommand when the Clipboard API refuses', async () => {
    setClipboard(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    setExecCommand(true);
    const input = field();
    expect(await copyText(URL_TEXT, input)).toBe(true);
    expect(document.execCommand).toHaveBeenCalledWith('copy');
    expect(document.activeElement).toBe(input);
  });

  it('falls back when there is no Clipboard API at all', async () => {
    setClipboard(undefined);
    setExecCommand(true);
    expect(await copyText(URL_TEXT, field())).toBe(true);
  });

  it('says false, and leaves the whole link selected, when both ways fail', async () => {
    setClipboard(undefined);
    setExecCommand(new Error('not supported'));
    const input = field();
    expect(await copyText(URL_TEXT, input)).toBe(false);
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, URL_TEXT.length]);
    setExecCommand(false);
    expect(await copyText(URL_TEXT, input)).toBe(false);
    expect(await copyText(URL_TEXT, null)).toBe(false);
  });
});
