import { afterEach, describe, expect, it } from 'vitest';
import { deprecationHeaders, findDeprecation, phaseOf, sunsetDetails } from '@/server/core/deprecations';

const d = () => findDeprecation('GET', '/v1/orders/waiting_products')!;

afterEach(() => {
  delete process.env.API_DEPRECATIONS;
});

describe('deprecation registry (04 B6)', () => {
  it('holds the published dates of the waiting_products alias', () => {
    expect(d()).toMatchObject({
      deprecatedAt: '2026-05-20',
      sunset: '2027-04-17',
      replacementPath: '/v1/orders/waiting-products',
    });
  });

  it('gives the exact RFC 9745 / 8594 / 8288 headers', () => {
    expect(deprecationHeaders(d())).toEqual({
      deprecation: '@1779235200',
      sunset: 'Sat, 17 Apr 2027 00:00:00 GMT',
      link: '</v1/orders/waiting-products>; rel="successor-version"',
    });
    expect(sunsetDetails(d())).toEqual({
      sunset_at: '2027-04-17',
      replacement_path: '/v1/orders/waiting-products',
    });
  });

  it('moves through its phases with the clock: active, deprecated, sunset (410) for 30 days, then removed (404)', () => {
    expect(phaseOf(d(), new Date('2026-05-19T23:59:59Z'))).toBe('active');
    expect(phaseOf(d(), new Date('2026-05-20T00:00:00Z'))).toBe('deprecated');
    expect(phaseOf(d(), new Date('2027-04-16T23:59:59Z'))).toBe('deprecated');
    expect(phaseOf(d(), new Date('2027-04-17T00:00:00Z'))).toBe('sunset');
    expect(phaseOf(d(), new Date('2027-05-16T23:59:59Z'))).toBe('sunset');
    expect(phaseOf(d(), new Date('2027-05-17T00:00:00Z'))).toBe('removed');
  });

  it('can be overridden by configuration without touching the registry', () => {
    process.env.API_DEPRECATIONS = JSON.stringify([
      {
        method: 'GET',
        path: '/v1/orders/waiting_products',
        sunset: '2027-06-01',
        migrationDocsUrl: 'https://docs.example/migrate',
      },
    ]);
    expect(d().sunset).toBe('2027-06-01');
    expect(deprecationHeaders(d()).link).toBe(
      '</v1/orders/waiting-products>; rel="successor-version", <https://docs.example/migrate>; rel="deprecation"',
    );
    expect(sunsetDetails(d())).toMatchObject({ migration_docs_url: 'https://docs.example/migrate' });
  });

  it('keeps a legacy route without a sunset date deprecated forever', () => {
    const legacy = findDeprecation('POST', '/2015-01-01/products/product_split')!;
    expect(phaseOf(legacy, new Date('2030-01-01T00:00:00Z'))).toBe('deprecated');
    expect(deprecationHeaders(legacy).sunset).toBeUndefined();
  });
});
