import { describe, expect, it } from 'vitest';
import { framabilityOf } from './framing.js';
import { completeScheme } from './url-input.js';

describe('whether a page can be framed, from its headers', () => {
  it('is framable without frame headers', () => {
    expect(framabilityOf({ 'content-type': 'text/html' })).toEqual({
      isFramable: true,
      reason: null,
    });
  });

  it.each([
    ['DENY', 'The site does not allow being shown in a frame (X-Frame-Options: DENY).'],
    ['deny', 'The site does not allow being shown in a frame (X-Frame-Options: DENY).'],
    [
      'SAMEORIGIN',
      'The site allows only its own pages to show it in a frame (X-Frame-Options: SAMEORIGIN).',
    ],
    ['SAMEORIGIN, DENY', 'The site does not allow being shown in a frame (X-Frame-Options: DENY).'],
  ])('X-Frame-Options %s is not framable', (value, reason) => {
    expect(framabilityOf({ 'x-frame-options': value })).toEqual({ isFramable: false, reason });
  });

  it('ignores the obsolete ALLOW-FROM and unknown values', () => {
    expect(framabilityOf({ 'x-frame-options': 'ALLOW-FROM https://a.example' }).isFramable).toBe(
      true,
    );
  });

  it.each([
    ["frame-ancestors 'none'", "'none'"],
    ["default-src 'self'; frame-ancestors 'self'", "'self'"],
    ['frame-ancestors https://a.example https://b.example', 'https://a.example https://b.example'],
    ['frame-ancestors', "'none'"],
  ])('CSP "%s" is not framable', (policy, quoted) => {
    expect(framabilityOf({ 'content-security-policy': policy })).toEqual({
      isFramable: false,
      reason: `The site does not allow other sites to show it in a frame (Content-Security-Policy: frame-ancestors ${quoted}).`,
    });
  });

  it.each(['frame-ancestors *', "frame-ancestors 'self' https:", "default-src 'self'"])(
    'CSP "%s" is framable',
    (policy) => {
      expect(framabilityOf({ 'content-security-policy': policy }).isFramable).toBe(true);
    },
  );

  it('lets frame-ancestors decide over X-Frame-Options, as browsers do', () => {
    const headers = { 'content-security-policy': 'frame-ancestors *', 'x-frame-options': 'DENY' };
    expect(framabilityOf(headers).isFramable).toBe(true);
  });

  it('refuses when any of several policies refuses', () => {
    const headers = { 'content-security-policy': "frame-ancestors *, frame-ancestors 'none'" };
    expect(framabilityOf(headers).isFramable).toBe(false);
  });

  it('ignores a report-only policy', () => {
    const headers = { 'content-security-policy-report-only': "frame-ancestors 'none'" };
    expect(framabilityOf(headers).isFramable).toBe(true);
  });
});

describe('the URL the user typed', () => {
  it.each([
    ['example.com', 'https://example.com'],
    ['  example.com/page?q=1 ', 'https://example.com/page?q=1'],
    ['example.com:8080/x', 'https://example.com:8080/x'],
    ['localhost:3000', 'https://localhost:3000'],
    ['//example.com/x', 'https://example.com/x'],
    ['http://example.com', 'http://example.com'],
    ['HTTPS://example.com', 'HTTPS://example.com'],
    ['file:///etc/passwd', 'file:///etc/passwd'],
    ['javascript:alert(1)', 'javascript:alert(1)'],
  ])('%s is fetched as %s', (typed, url) => {
    expect(completeScheme(typed)).toBe(url);
  });
});
