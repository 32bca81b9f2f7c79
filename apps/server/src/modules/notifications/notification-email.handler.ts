import { loadEnv } from '../../env';
import type { JobContext } from '../../jobs/define-job';
import { createSystemMailer } from '../../lib/system-mail';
import { deliveryConfig } from '../engage/delivery/delivery-config';
import { sendDueNotificationEmails } from './notification-email';

let mailer: ReturnType<typeof createSystemMailer> | null = null;

export async function run(payload: { limit: number }, { db, log }: JobContext): Promise<void> {
  const env = loadEnv();
  // The worker's own transport, configured like the web server's (lib/system-mail.ts).
  mailer ??= createSystemMailer(
    {
      smtpUrl: env.SYSTEM_SMTP_URL,
      from: env.SYSTEM_MAIL_FROM,
      localTestMailPort: deliveryConfig().localTestMailPort,
    },
    log,
  );
  const sent = await sendDueNotificationEmails(db, mailer, {
    publicUrl: env.PUBLIC_URL,
    limit: payload.limit,
  });
  await mailer.idle();
  if (sent.instant + sent.digests > 0) log.info(sent, 'notification emails sent');
}
