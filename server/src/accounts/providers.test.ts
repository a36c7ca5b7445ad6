import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { DEMO_ISSUER } from './demo-issuer.js';
import { providerNamer } from './providers.js';

describe('providerNamer', () => {
  it('names Google, the demo and the OIDC provider, and shows other issuers as they are', () => {
    const name = providerNamer(
      loadConfig({
        OIDC_ISSUER_URL: 'https://auth.example.org/realms/casa/',
        OIDC_CLIENT_ID: 'cineclub',
        OIDC_NAME: 'Club',
        PUBLIC_URL: 'https://cine.example.org',
      }),
    );
    expect(name('https://accounts.google.com')).toBe('Google');
    expect(name('accounts.google.com')).toBe('Google');
    expect(name(DEMO_ISSUER)).toBe('Demo');
    expect(name('https://auth.example.org/realms/casa')).toBe('Club');
    expect(name('https://auth.example.org/realms/casa/')).toBe('Club');
    expect(name('https://antiguo.example.org')).toBe('https://antiguo.example.org');
  });
});
