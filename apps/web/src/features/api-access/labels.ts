/** Words of the API-access page: what each scope allows, what each event means, delivery colours. */
import type { ApiScope, WebhookDelivery, WebhookEvent } from '@talentbase/shared';
import { relativeTime } from '../../lib/relative-time';

export const SCOPE_LABELS: Record<ApiScope, string> = {
  'projects:read': 'Read projects and their candidates',
  'projects:write': 'Create projects, add and move candidates',
  'candidates:read': 'Read candidates, find them by email',
  'candidates:write': 'Create candidates',
  'webhooks:manage': 'Subscribe webhooks (Zapier, Make)',
};

export const EVENT_LABELS: Record<WebhookEvent, string> = {
  'candidate.created': 'A candidate is created',
  'candidate.added_to_project': 'A candidate is added to a project',
  'pipeline.stage_changed': 'A candidate moves to another stage',
  'engagement.email_sent': 'A sequence email is sent',
  'engagement.email_opened': 'A sequence email is opened',
  'engagement.link_clicked': 'A link in a sequence message is clicked',
  'engagement.replied': 'A candidate replies to a sequence',
  'engagement.bounced': 'A sequence message bounces',
  'engagement.unsubscribed': 'A candidate unsubscribes',
  'engagement.text_delivered': 'A sequence text is delivered',
  'engagement.meeting_booked': 'A candidate books a meeting (Calendly)',
};

export const STATUS_COLOURS: Record<WebhookDelivery['status'], string> = {
  pending: 'gray',
  retrying: 'yellow',
  delivered: 'green',
  failed: 'red',
};

export const when = (iso: string | null) => (iso ? relativeTime(iso) : 'Never');
