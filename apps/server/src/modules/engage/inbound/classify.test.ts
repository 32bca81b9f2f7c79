import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import MailComposer from 'nodemailer/lib/mail-composer';
import { describe, expect, it } from 'vitest';
import { classifyInbound } from './classify';
import { ownText, replyIntent } from './reply-intent';

const fixture = (name: string) => fs.readFileSync(path.join(import.meta.dirname, 'fixtures', name));
const OURS = '<tb.41.1.0123456789abcdef@agency.example>';

/** A message as a mail client sends it, built and read back as real MIME. */
async function mail(options: ConstructorParameters<typeof MailComposer>[0]) {
  const raw = await new MailComposer({
    from: 'Bob Stone <bob@candidate.example>',
    to: 'ann@agency.example',
    ...options,
  })
    .compile()
    .build();
  return simpleParser(raw);
}

describe('classifying what comes back', () => {
  it('reads a reply and the ids it answers, In-Reply-To first, then References newest first', async () => {
    const m = await mail({
      subject: 'Re: A role at Acme',
      text: 'Yes, happy to talk!',
      inReplyTo: OURS,
      references: ['<tb.41.0.aaaaaaaaaaaaaaaa@agency.example>', OURS],
    });
    const c = classifyInbound(m);
    expect(c.kind).toBe('reply');
    expect(c.references).toEqual([OURS, '<tb.41.0.aaaaaaaaaaaaaaaa@agency.example>']);
    expect(c.autoReason).toBeNull();
  });

  it('knows out-of-office answers by their headers and subjects, in several languages', async () => {
    const byHeader = await mail({
      subject: 'Re: A role',
      text: 'Away',
      headers: { 'Auto-Submitted': 'auto-replied' },
    });
    expect(classifyInbound(byHeader)).toMatchObject({
      kind: 'auto_reply',
      autoReason: 'Auto-Submitted: auto-replied',
    });
    const precedence = await mail({ subject: 'Thanks', text: 'x', headers: { Precedence: 'auto_reply' } });
    expect(classifyInbound(precedence).kind).toBe('auto_reply');
    for (const subject of [
      'Out of Office: A role at Acme',
      'Automatic reply: A role',
      'Abwesenheitsnotiz: Ihre Nachricht',
      'Réponse automatique : A role',
      'AW: Out of office',
    ]) {
      expect(
        classifyInbound(await mail({ subject, text: 'I am away until Monday.', inReplyTo: OURS })).kind,
        subject,
      ).toBe('auto_reply');
    }
    // "Auto-Submitted: no" is a person writing.
    expect(
      classifyInbound(await mail({ subject: 'Re: A role', text: 'Hi', headers: { 'Auto-Submitted': 'no' } }))
        .kind,
    ).toBe('reply');
  });

  it('reads a hard bounce from a delivery-status notification, with the returned Message-ID', async () => {
    const c = classifyInbound(await simpleParser(fixture('postfix-hard-bounce.eml')));
    expect(c.kind).toBe('bounce_hard');
    expect(c.bounce).toMatchObject({ address: 'gone@candidate.example', status: '5.1.1' });
    expect(c.bounce?.diagnostic).toContain('User unknown');
    expect(c.references[0]).toBe(OURS);
  });

  it('reads a delay as a soft bounce', async () => {
    const c = classifyInbound(await simpleParser(fixture('postfix-delayed.eml')));
    expect(c.kind).toBe('bounce_soft');
    expect(c.bounce?.status).toBe('4.4.1');
  });

  it('reads a plain-text notice from a mailer daemon as a bounce, without guessing the address', async () => {
    const c = classifyInbound(await simpleParser(fixture('plain-bounce.eml')));
    expect(c.kind).toBe('bounce_hard');
    expect(c.bounce).toEqual({ address: null, status: '5.1.1', diagnostic: null });
    expect(c.references).toEqual(['<tb.42.2.0123456789abcdef@agency.example>']);
  });

  it('does not take a person writing about delivery for a bounce', async () => {
    const c = classifyInbound(
      await mail({ subject: 'Delivery failure of my last parcel', text: 'Unrelated', inReplyTo: OURS }),
    );
    expect(c.kind).toBe('reply');
  });
});

describe('what a reply says about the role', () => {
  it('reads only the reply, not the quoted message', () => {
    const text =
      'Sounds great, let us talk.\n\nOn Tue, 24 Nov 2026 at 10:00, Ann Lee <ann@agency.example> wrote:\n> Are you not interested?\n';
    expect(ownText(text)).toBe('Sounds great, let us talk.');
    expect(replyIntent(text)).toBe('interested');
  });

  it.each([
    ['Yes, I am interested. When can we talk?', 'interested'],
    ['Thanks, but I am not interested.', 'not_interested'],
    ['No thanks, happy where I am.', 'not_interested'],
    ['Not right now, but reach out in a few months.', 'contact_later'],
    ['Not interested at the moment, maybe next year.', 'contact_later'],
    ['Who gave you my address?', null],
    ['> only a quote', null],
  ])('%s -> %s', (text, intent) => {
    expect(replyIntent(text)).toBe(intent);
  });
});
