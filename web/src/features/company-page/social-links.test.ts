import { describe, expect, it } from 'vitest';
import { socialLinks, webAddress } from './social-links.ts';

describe('webAddress', () => {
  it('adds https:// to an address typed without it', () => {
    expect(webAddress('facebook.com/harbour')).toBe('https://facebook.com/harbour');
    expect(webAddress('http://example.com')).toBe('http://example.com/');
  });

  it('never links another scheme or a word that is no address', () => {
    expect(webAddress('javascript:alert(1)')).toBeNull();
    expect(webAddress('harbour')).toBeNull();
    expect(webAddress('  ')).toBeNull();
  });
});

describe('socialLinks', () => {
  it('lists the links that are set, a Twitter handle leading to its profile', () => {
    expect(
      socialLinks({
        facebook: 'https://facebook.com/harbour',
        instagram: '',
        linkedin: 'linkedin.com/company/harbour',
        twitter: '@harbour',
      }),
    ).toEqual([
      { site: 'facebook', label: 'Facebook', href: 'https://facebook.com/harbour' },
      { site: 'linkedin', label: 'LinkedIn', href: 'https://linkedin.com/company/harbour' },
      { site: 'twitter', label: 'X (Twitter)', href: 'https://x.com/harbour' },
    ]);
  });
});
