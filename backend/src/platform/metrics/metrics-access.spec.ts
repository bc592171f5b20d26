import { metricsAccess, metricsHiddenWarning } from './metrics-access';

const TOKEN = 'a-long-enough-metrics-token';

describe('who may read /metrics', () => {
  it('with METRICS_TOKEN, only a caller presenting exactly that bearer token', () => {
    const config = { METRICS_TOKEN: TOKEN, isProduction: true };
    expect(metricsAccess(config, `Bearer ${TOKEN}`)).toBe('allowed');
    expect(metricsAccess(config, `bearer ${TOKEN}`)).toBe('allowed');
    expect(metricsAccess(config, undefined)).toBe('denied');
    expect(metricsAccess(config, TOKEN)).toBe('denied');
    expect(metricsAccess(config, `Basic ${TOKEN}`)).toBe('denied');
    expect(metricsAccess(config, `Bearer ${TOKEN.toUpperCase()}`)).toBe('denied');
    expect(metricsAccess({ ...config, isProduction: false }, undefined)).toBe('denied');
  });

  it('without it, anyone outside production and no one in production, which is warned of', () => {
    expect(metricsAccess({ isProduction: false }, undefined)).toBe('allowed');
    expect(metricsAccess({ isProduction: true }, `Bearer ${TOKEN}`)).toBe('hidden');
    expect(metricsHiddenWarning({ isProduction: true })).toMatch(/^METRICS_TOKEN is not set/);
    expect(metricsHiddenWarning({ isProduction: false })).toBeUndefined();
    expect(metricsHiddenWarning({ isProduction: true, METRICS_TOKEN: TOKEN })).toBeUndefined();
  });
});
