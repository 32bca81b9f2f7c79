/**
 * Email the product itself sends to its users (not recruiters' outreach, which goes through their
 * own mailboxes). There is no system mail transport yet and no outbox table: until there is, a
 * message is written to the server log, one line per message with its recipient, subject and
 * text, so an operator can act on it. A real transport replaces `logSystemMail` behind the same
 * type; it should queue the message (a job) rather than send inside the request, so that the
 * answer does not take longer when a message goes out.
 */
import type { FastifyBaseLogger } from 'fastify';

export type SystemMessage = { to: string; subject: string; text: string; kind: string };

export type SystemMailer = { send: (message: SystemMessage) => Promise<void> };

export function logSystemMail(log: FastifyBaseLogger): SystemMailer {
  return {
    send: async (message) => {
      log.info(
        { systemMail: message },
        `system email (no mail transport configured) to ${message.to}: ${message.subject}`,
      );
    },
  };
}
