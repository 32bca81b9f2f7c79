/**
 * What the delivery engine needs from the configuration: the public address of tracking links,
 * the keys derived from the secrets key (mailbox passwords, tracking tokens, Message-IDs), where
 * the local test-mail catcher listens and where attachments are stored. Set once at start
 * (`configureDelivery`, from app.ts, main.ts and worker.ts); a job handler asks `deliveryConfig()`.
 */
import crypto from 'node:crypto';
import { type Env, loadEnv } from '../../../env';
import { createSecretBox, loadSecretsKey, type SecretBox } from '../../../lib/secret-box';
import { createFileStorage, type FileStorage } from '../../storage/file-storage';
import { trackingKey } from '../tracking/tracking-token';

export type DeliveryConfig = {
  publicUrl: string;
  secretBox: SecretBox;
  trackingKey: Buffer;
  /** Key of the Message-ID HMAC (message-id.ts). */
  messageIdSecret: string;
  /** The local catcher's port, or null when it is off (a 'local' mailbox then cannot send). */
  localTestMailPort: number | null;
  /** Where sequence attachments are stored; null: a step with attachments fails with a reason. */
  files: FileStorage | null;
};

export function messageIdSecretOf(secretsKey: Buffer): string {
  return Buffer.from(
    crypto.hkdfSync('sha256', secretsKey, Buffer.alloc(0), 'talentbase engage message-id', 32),
  ).toString('hex');
}

export function deliveryConfigFrom(
  secretsKey: Buffer,
  publicUrl: string,
  localTestMailPort: number | null,
  files: FileStorage | null = null,
): DeliveryConfig {
  return {
    publicUrl: publicUrl.replace(/\/+$/, ''),
    secretBox: createSecretBox(secretsKey),
    trackingKey: trackingKey(secretsKey),
    messageIdSecret: messageIdSecretOf(secretsKey),
    localTestMailPort,
    files,
  };
}

let current: (() => DeliveryConfig) | null = null;

/**
 * Remembers the configuration; the keys are derived on first use, so a process that never sends
 * (most tests) never reads or makes the secrets key file.
 */
export function configureDelivery(
  env: Pick<
    Env,
    'SECRETS_KEY' | 'DATA_DIR' | 'FILES_DIR' | 'PUBLIC_URL' | 'LOCAL_TEST_MAIL' | 'LOCAL_TEST_MAIL_PORT'
  >,
  /**
   * Where the catcher really listens (main.ts knows once it has started: the configured port may
   * be 0, "any free one"); without it, the configured port when local test mail is on.
   */
  localTestMailPort?: number | null,
): () => DeliveryConfig {
  let made: DeliveryConfig | null = null;
  current = () => {
    made ??= deliveryConfigFrom(
      loadSecretsKey(env),
      env.PUBLIC_URL,
      localTestMailPort !== undefined
        ? localTestMailPort
        : env.LOCAL_TEST_MAIL
          ? env.LOCAL_TEST_MAIL_PORT
          : null,
      createFileStorage(env),
    );
    return made;
  };
  return current;
}

/** Tests and benchmarks point the engine somewhere else (a MailCatcher on a free port). */
export function setDeliveryConfig(config: DeliveryConfig): void {
  current = () => config;
}

export function deliveryConfig(): DeliveryConfig {
  return (current ?? configureDelivery(loadEnv()))();
}

const DOMAIN =
  /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;

/**
 * The domain on the right of our Message-IDs: the sender's own domain (what mail clients expect),
 * else the product's public host, else a reserved name (a local setup on "localhost").
 */
export function messageIdDomain(fromAddress: string | null | undefined, publicUrl: string): string {
  const fromDomain = (fromAddress ?? '').split('@')[1]?.trim().toLowerCase() ?? '';
  if (DOMAIN.test(fromDomain)) return fromDomain;
  try {
    const host = new URL(publicUrl).hostname.toLowerCase();
    if (DOMAIN.test(host)) return host;
  } catch {
    // fall through
  }
  return 'talentbase.invalid';
}
