import { describe, expect, it } from 'vitest';
import { ConfigurationError, readServerConfig } from '../src/index.js';

const readWith = (env: Record<string, string>) => readServerConfig(env);

function refusal(env: Record<string, string>): ConfigurationError {
  try {
    readWith(env);
  } catch (error) {
    if (error instanceof ConfigurationError) return error;
    throw error;
  }
  throw new Error(`${JSON.stringify(env)} was accepted`);
}

describe('TRUST_PROXY', () => {
  it('trusts no proxy when unset or blank', () => {
    expect(readWith({}).trustProxy).toBe(false);
    expect(readWith({ TRUST_PROXY: '  ' }).trustProxy).toBe(false);
  });

  it('reads a hop count', () => {
    expect(readWith({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
  });

  it('reads addresses, CIDR ranges and the names proxy-addr knows, separated by commas', () => {
    expect(readWith({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1,fd00::/8,loopback' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it.each([
    ['true', /trusting every peer/],
    ['false', /not "false"/],
    ['0', /hop count from 1 to 32/],
    ['proxy.example', /got "proxy.example"/],
    ['10.0.0.0/33', /got "10.0.0.0\/33"/],
    ['10.0.0.1,', /got ""/],
    ['::1/129', /got "::1\/129"/],
  ])('refuses %s, naming the variable', (value, message) => {
    const error = refusal({ TRUST_PROXY: value });
    expect(error.variable).toBe('TRUST_PROXY');
    expect(error.message).toMatch(message);
  });
});

describe('SHUTDOWN_TIMEOUT_MS', () => {
  it('gives requests in flight five seconds by default, and reads milliseconds', () => {
    expect(readWith({}).shutdownTimeoutMs).toBe(5000);
    expect(readWith({ SHUTDOWN_TIMEOUT_MS: '0' }).shutdownTimeoutMs).toBe(0);
    expect(readWith({ SHUTDOWN_TIMEOUT_MS: '30000' }).shutdownTimeoutMs).toBe(30_000);
  });

  it.each(['-1', '5s', '600001'])('refuses %s, naming the variable', (value) => {
    expect(refusal({ SHUTDOWN_TIMEOUT_MS: value }).variable).toBe('SHUTDOWN_TIMEOUT_MS');
  });
});

describe('SEARCH_ANALYTICS_URL', () => {
  it('keeps SQLite when unset, and reads a PostgreSQL URL', () => {
    expect(readWith({}).analytics.url).toBeUndefined();
    const url = 'postgres://bulmatic:secret@127.0.0.1:5432/analytics';
    expect(readWith({ SEARCH_ANALYTICS_URL: url }).analytics.url).toBe(url);
    expect(readWith({ SEARCH_ANALYTICS_URL: 'postgresql:///analytics' }).analytics.url).toBe('postgresql:///analytics');
  });

  it('refuses another scheme or text that is no URL, without echoing a password', () => {
    const mysql = refusal({ SEARCH_ANALYTICS_URL: 'mysql://user:hunter2@db/analytics' });
    expect(mysql.variable).toBe('SEARCH_ANALYTICS_URL');
    expect(mysql.message).not.toContain('hunter2');
    expect(refusal({ SEARCH_ANALYTICS_URL: 'not a url' }).variable).toBe('SEARCH_ANALYTICS_URL');
  });

  it('refuses two stores at once', () => {
    const error = refusal({ SEARCH_ANALYTICS_URL: 'postgres:///analytics', SEARCH_ANALYTICS_FILE: '/tmp/a.sqlite' });
    expect(error.variable).toBe('SEARCH_ANALYTICS_URL');
    expect(error.message).toMatch(/set one of them/);
  });
});
