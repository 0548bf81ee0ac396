/** Where `npm start` and `npm run serve` listen, from PORT and HOST, with a clear error for bad values. */
export interface ListenAddress {
  port: number;
  host: string;
}

export function readListenAddress(env: Record<string, string | undefined>): ListenAddress {
  const rawPort = env.PORT?.trim() || '3000';
  if (!/^\d+$/.test(rawPort) || Number(rawPort) > 65535) {
    throw new Error(`Invalid configuration: PORT must be an integer from 0 to 65535, got "${env.PORT}"`);
  }
  const host = env.HOST?.trim() || '127.0.0.1';
  if (/\s|\//.test(host)) {
    throw new Error(`Invalid configuration: HOST must be a host name or IP address, got "${env.HOST}"`);
  }
  return {port: Number(rawPort), host};
}
