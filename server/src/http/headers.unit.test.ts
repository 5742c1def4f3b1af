import { describe, expect, it } from 'vitest';
import { parseConfig } from '../config.ts';
import { securityHeaders } from './headers.ts';

describe('security headers and config', () => {
  it('adds REPORT_FILE_HOST to img-src and connect-src only', () => {
    const csp = securityHeaders(parseConfig({ REPORT_FILE_HOST: 'https://files.example.com/' }))['content-security-policy']!;
    expect(csp).toContain("img-src 'self' data: blob: https://files.example.com;");
    expect(csp).toContain("connect-src 'self' https://files.example.com;");
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval';");
    expect(securityHeaders(parseConfig({}))['content-security-policy']).not.toContain('https://');
  });

  it('sends HSTS in production over https only', () => {
    const hsts = (env: Record<string, string>) => securityHeaders(parseConfig(env))['strict-transport-security'];
    expect(hsts({ NODE_ENV: 'production', PUBLIC_URL: 'https://contour.example.com' })).toBe('max-age=31536000; includeSubDomains');
    expect(hsts({ NODE_ENV: 'production', PUBLIC_URL: 'HTTPS://contour.example.com/app/' })).toBe('max-age=31536000; includeSubDomains');
    // A production server on plain HTTP is refused at start (http-security.test.ts), but for this machine: no HSTS there.
    expect(hsts({ NODE_ENV: 'production', PUBLIC_URL: 'http://localhost:8080' })).toBeUndefined();
    expect(hsts({ NODE_ENV: 'production' })).toBeUndefined();
    expect(hsts({ NODE_ENV: 'development', PUBLIC_URL: 'https://contour.example.com' })).toBeUndefined();
    expect(hsts({ PUBLIC_URL: 'https://localhost:8443' })).toBeUndefined();
  });

  it('parses the environment with defaults and refuses nonsense', () => {
    const c = parseConfig({});
    expect(c).toMatchObject({
      port: 8080,
      dataDir: './data',
      publicUrl: 'http://localhost:8080',
      shareLinkHours: 168,
      distDir: './dist',
      production: false,
    });
    expect(parseConfig({ PORT: '9000' }).publicUrl).toBe('http://localhost:9000');
    expect(() => parseConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => parseConfig({ REPORT_FILE_HOST: 'files' })).toThrow(/REPORT_FILE_HOST/);
  });
});
