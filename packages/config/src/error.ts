/** A bad value of one environment variable. The message names it, so a typo stops the build or the start at once. */
export class ConfigurationError extends Error {
  constructor(
    readonly variable: string,
    problem: string,
  ) {
    super(`Invalid configuration: ${variable} ${problem}`);
    this.name = 'ConfigurationError';
  }
}
