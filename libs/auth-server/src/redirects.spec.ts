import { resolveRedirect, withParams } from './redirects';

describe('resolveRedirect', () => {
  const site = 'http://localhost:3000';

  it('keeps same-origin targets and resolves relative ones', () => {
    expect(resolveRedirect('http://localhost:3000/silent?x=1', site, [])).toBe(
      'http://localhost:3000/silent?x=1',
    );
    expect(resolveRedirect('/silent', site, [])).toBe('http://localhost:3000/silent');
    expect(resolveRedirect(undefined, site, [])).toBe('http://localhost:3000/');
  });

  it('falls back to the site for foreign origins, other schemes and garbage', () => {
    expect(resolveRedirect('https://evil.example/', site, [])).toBe('http://localhost:3000/');
    expect(resolveRedirect('javascript:alert(1)', site, [])).toBe('http://localhost:3000/');
    expect(resolveRedirect('//evil.example/x', site, [])).toBe('http://localhost:3000/');
    expect(resolveRedirect('http://localhost:3001/', site, [])).toBe('http://localhost:3000/');
  });

  it('accepts allow-listed origins and path prefixes only', () => {
    const allow = ['https://app.example.com', 'https://preview.example.com/branch'];
    expect(resolveRedirect('https://app.example.com/silent', site, allow)).toBe(
      'https://app.example.com/silent',
    );
    expect(resolveRedirect('https://preview.example.com/branch/x', site, allow)).toBe(
      'https://preview.example.com/branch/x',
    );
    expect(resolveRedirect('https://preview.example.com/branchy', site, allow)).toBe(
      'http://localhost:3000/',
    );
  });
});

describe('withParams', () => {
  it('adds to the query or replaces the fragment', () => {
    expect(withParams('http://a.test/silent?x=1', { code: 'c d' }, 'query')).toBe(
      'http://a.test/silent?x=1&code=c+d',
    );
    expect(withParams('http://a.test/#old', { error: 'e' }, 'fragment')).toBe(
      'http://a.test/#error=e',
    );
  });
});
