import { describe, expect, it } from 'vitest';
import { installPath } from './platform.ts';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IPHONE_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1';
const IPAD_AS_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
const ANDROID_FIREFOX = 'Mozilla/5.0 (Android 14; Mobile; rv:125.0) Gecko/125.0 Firefox/125.0';

describe('installPath', () => {
  it('sends iOS Safari to the Share menu, other iOS browsers to Safari, everyone else to their menu', () => {
    expect(installPath(IPHONE_SAFARI, false)).toBe('ios-safari');
    expect(installPath(IPHONE_CHROME, false)).toBe('ios-other');
    expect(installPath(IPAD_AS_MAC, false, 5)).toBe('ios-safari');
    expect(installPath(IPAD_AS_MAC, false, 0)).toBe('menu');
    expect(installPath(ANDROID_FIREFOX, false)).toBe('menu');
  });

  it('says nothing more once the app runs installed', () => {
    expect(installPath(IPHONE_SAFARI, true)).toBe('standalone');
  });
});
