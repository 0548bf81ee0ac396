import { createHmac, randomBytes } from 'node:crypto';

export const USER_HASH_ROTATION_MS = 24 * 60 * 60 * 1000;

export interface UserTokenHasherOptions {
  /** Milliseconds since the epoch; injectable so tests can cross a rotation. */
  clock?: () => number;
  rotationMs?: number;
  /** Source of fresh keys; injectable for tests. */
  newKey?: () => Buffer;
}

/**
 * Turns a reader's user token into a short pseudonym. The HMAC key lives only in memory and is replaced every
 * 24 hours and at every start, so a reader's events can be linked within a day but never across days, and the
 * token cannot be recovered from the database (nor recomputed by someone who has it, once the key is gone).
 */
export class UserTokenHasher {
  private readonly clock: () => number;
  private readonly rotationMs: number;
  private readonly newKey: () => Buffer;
  private key: Buffer;
  private keyCreatedAt: number;

  constructor({
    clock = Date.now,
    rotationMs = USER_HASH_ROTATION_MS,
    newKey = () => randomBytes(32),
  }: UserTokenHasherOptions = {}) {
    this.clock = clock;
    this.rotationMs = rotationMs;
    this.newKey = newKey;
    this.key = newKey();
    this.keyCreatedAt = clock();
  }

  hash(userToken: string): string {
    const now = this.clock();
    if (now - this.keyCreatedAt >= this.rotationMs) {
      this.key = this.newKey();
      this.keyCreatedAt = now;
    }
    return createHmac('sha256', this.key).update(userToken).digest('hex').slice(0, 16);
  }
}
