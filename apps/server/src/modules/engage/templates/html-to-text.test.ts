import { renderTemplate } from '@talentbase/shared/domain/email-templates';
import { describe, expect, it } from 'vitest';
import { htmlToText } from './html-to-text';
import { sanitizeEmailHtml } from './sanitize-email-html';

describe('htmlToText', () => {
  it('turns a rendered email into readable plain text', () => {
    const template = sanitizeEmailHtml(
      '<h2>Hi {{firstName}},</h2>\n<p>I saw your work at <strong>{{currentCompany}}</strong> &amp; loved it.<br>' +
        'Are you open to a <em>{{jobTitle}}</em> role?</p>' +
        '<ul><li>Remote</li><li>Equity</li></ul><ol><li>Call</li><li>Offer</li></ol>' +
        '<p><a href="{{meetingLink}}">Book a call</a> or write to <a href="mailto:sam@example.com">sam@example.com</a>.</p>' +
        '<div>{{senderName}}</div><div><img src="https://cdn.example/logo.png" alt="Acme Talent"></div>' +
        '<p style="font-size:11px"><a href="{{unsubscribeLink}}">Unsubscribe</a></p>',
    );
    const html = renderTemplate(
      template,
      {
        firstName: 'Zoë <3',
        currentCompany: 'Smith & Sons',
        jobTitle: 'Staff Engineer',
        senderName: 'Sam',
        meetingLink: 'https://cal.example/sam?d=30&tz=UTC',
        unsubscribeLink: 'https://app.example/u/t0k',
      },
      { html: true },
    );
    expect(htmlToText(html)).toBe(
      [
        'Hi Zoë <3,',
        '',
        'I saw your work at Smith & Sons & loved it.',
        'Are you open to a Staff Engineer role?',
        '',
        '- Remote',
        '- Equity',
        '',
        '1. Call',
        '2. Offer',
        '',
        'Book a call (https://cal.example/sam?d=30&tz=UTC) or write to sam@example.com.',
        '',
        'Sam',
        'Acme Talent',
        '',
        'Unsubscribe (https://app.example/u/t0k)',
      ].join('\n'),
    );
  });

  it('shows a bare link once and a link around an image by its address', () => {
    expect(htmlToText('<a href="https://x.example">https://x.example</a>')).toBe('https://x.example');
    expect(htmlToText('<a href="https://x.example"><img src="https://x.example/a.png"></a>')).toBe(
      'https://x.example',
    );
    expect(htmlToText('<a>no address</a>')).toBe('no address');
  });

  it('puts table rows on lines and cells side by side', () => {
    expect(
      htmlToText(
        '<table><tbody><tr><td>Role</td><td>Engineer</td></tr><tr><td>Place</td><td>Remote</td></tr></tbody></table>',
      ),
    ).toBe('Role Engineer\nPlace Remote');
  });

  it('collapses white space like a browser, keeps non-breaking spaces as spaces, and decodes entities', () => {
    expect(htmlToText('<p>  a \n  b&nbsp;c &#233; &#x1F600; &lt;tag&gt; &unknown;</p>\n\n\n<p>d</p>')).toBe(
      'a b c é 😀 <tag> &unknown;\n\nd',
    );
  });

  it('skips script, style and comments', () => {
    expect(htmlToText('<style>p{}</style><script>alert(1)</script><!-- note --><p>kept</p>')).toBe('kept');
  });
});
