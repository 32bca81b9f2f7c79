import {
  findTemplateProblems,
  renderTemplate,
  templateVariablesUsed,
} from '@talentbase/shared/domain/email-templates';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isAllowedEmailHref, sanitizeEmailHtml } from './sanitize-email-html';

// Known payloads (OWASP XSS filter evasion cheat sheet and friends) and what must come out.
const XSS: Array<[string, string, string]> = [
  ['image with an error handler', '<img src=x onerror=alert(1)>', ''],
  [
    'handler on an allowed image',
    '<img src="https://x.example/a.png" onerror="alert(1)">',
    '<img src="https://x.example/a.png" />',
  ],
  ['javascript: link', '<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
  ['entity-encoded javascript: link', '<a href="&#106;avascript:alert(1)">x</a>', '<a>x</a>'],
  ['hex entities, colon too', '<a href="&#x6A;avascript&#x3A;alert(1)">x</a>', '<a>x</a>'],
  ['tab inside the scheme', '<a href="java\tscript:alert(1)">x</a>', '<a>x</a>'],
  ['newline and leading space', '<a href=" java\nscript:alert(1)">x</a>', '<a>x</a>'],
  ['upper case scheme', '<a href="JAVASCRIPT:alert(1)">x</a>', '<a>x</a>'],
  ['vbscript: link', '<a href="vbscript:msgbox(1)">x</a>', '<a>x</a>'],
  ['data: link', '<a href="data:text/html,<script>alert(1)</script>">x</a>', '<a>x</a>'],
  ['data: image', '<img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=">', ''],
  ['protocol-relative link', '<a href="//evil.example">x</a>', '<a>x</a>'],
  ['svg with onload', '<svg onload=alert(1)><circle r="1"/></svg>ok', 'ok'],
  ['script tag', '<p>a</p><script>alert(1)</script>', '<p>a</p>'],
  ['style tag', '<style>body{background:url(javascript:alert(1))}</style><p>a</p>', '<p>a</p>'],
  ['iframe', '<iframe src="https://evil.example"></iframe>b', 'b'],
  ['form and input', '<form action="https://evil.example"><input name="pw">typed</form>', 'typed'],
  ['event handler on a block', '<div onclick="alert(1)" onmouseover="x">d</div>', '<div>d</div>'],
  ['split script tag', '<scr<script>ipt>alert(1)</script>', 'ipt&gt;alert(1)'],
  [
    'noscript attribute breakout',
    '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
    '',
  ],
  ['math xlink', '<math><mi xlink:href="javascript:alert(1)">x</mi></math>', 'x'],
  ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">', ''],
  ['object and embed', '<object data="javascript:alert(1)"></object><embed src="x.swf">', ''],
  ['base href', '<base href="https://evil.example/">', ''],
  [
    'unsafe style property',
    '<p style="position:fixed;top:0;background-image:url(https://t.example/p)">t</p>',
    '<p>t</p>',
  ],
  ['css expression', '<p style="color: expression(alert(1))">t</p>', '<p>t</p>'],
  ['variable as the scheme of a link', '<a href="{{firstName}}">x</a>', '<a>x</a>'],
  ['variable followed by more', '<a href="{{meetingLink}}/x">x</a>', '<a>x</a>'],
  ['variable as an image source', '<img src="{{meetingLink}}">', ''],
];

describe('sanitizeEmailHtml', () => {
  it.each(XSS)('neutralises %s', (_, payload, expected) => {
    expect(sanitizeEmailHtml(payload)).toBe(expected);
  });

  it('keeps what an email needs', () => {
    const html =
      '<h1>Hi</h1><h4>t</h4><p style="color:#336699;font-weight:bold;text-align:center">Para <strong>s</strong> <b>b</b> ' +
      '<em>e</em> <i>i</i> <u>u</u> <span style="color:rgb(10, 20, 30)">sp</span><br></p>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote>q</blockquote><div>d</div>' +
      '<table width="600" cellpadding="0"><tbody><tr><td align="center" colspan="2">c</td></tr></tbody></table>' +
      '<img src="https://cdn.example/logo.png" alt="Logo" width="120" height="40">' +
      '<a href="https://example.com/jobs?a=1&amp;b=2">jobs</a> <a href="mailto:sam@example.com">mail</a>';
    expect(sanitizeEmailHtml(html)).toBe(
      '<h1>Hi</h1><h4>t</h4><p style="color:#336699;font-weight:bold;text-align:center">Para <strong>s</strong> <b>b</b> ' +
        '<em>e</em> <i>i</i> <u>u</u> <span style="color:rgb(10, 20, 30)">sp</span><br /></p>' +
        '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote>q</blockquote><div>d</div>' +
        '<table width="600" cellpadding="0"><tbody><tr><td align="center" colspan="2">c</td></tr></tbody></table>' +
        '<img src="https://cdn.example/logo.png" alt="Logo" width="120" height="40" />' +
        '<a href="https://example.com/jobs?a=1&amp;b=2">jobs</a> <a href="mailto:sam@example.com">mail</a>',
    );
  });

  it('drops a pasted document around the body, with its title', () => {
    expect(sanitizeEmailHtml('<html><head><title>Draft</title></head><body><p>b</p></body></html>')).toBe(
      '<p>b</p>',
    );
  });

  it('keeps the variables, in text, in attributes and as whole links', () => {
    const template =
      '<p>Hi {{ firstName }}, {{currentCompany}} &amp; co</p><img src="https://cdn.example/x.png" alt="{{fullName}}">' +
      '<a href="{{meetingLink}}">Book a call</a> <a href="{{ unsubscribeLink }}">Unsubscribe</a> ' +
      '<a href="https://example.com/apply?ref={{senderName}}">Apply</a>';
    const clean = sanitizeEmailHtml(template);
    expect(findTemplateProblems(clean)).toEqual([]);
    expect(templateVariablesUsed(clean)).toEqual([
      'firstName',
      'currentCompany',
      'fullName',
      'meetingLink',
      'unsubscribeLink',
      'senderName',
    ]);
    expect(
      renderTemplate(
        clean,
        {
          firstName: '<b>Jane</b>',
          currentCompany: 'Acme',
          fullName: 'Jane "J" Doe',
          meetingLink: 'https://cal.example/sam',
          unsubscribeLink: 'https://app.example/u/t0k',
          senderName: 'Sam',
        },
        { html: true },
      ),
    ).toBe(
      '<p>Hi &lt;b&gt;Jane&lt;/b&gt;, Acme &amp; co</p><img src="https://cdn.example/x.png" alt="Jane &quot;J&quot; Doe" />' +
        '<a href="https://cal.example/sam">Book a call</a> <a href="https://app.example/u/t0k">Unsubscribe</a> ' +
        '<a href="https://example.com/apply?ref=Sam">Apply</a>',
    );
  });

  it('accepts only absolute http(s) and mailto links or one link variable', () => {
    expect(isAllowedEmailHref('https://example.com')).toBe(true);
    expect(isAllowedEmailHref('HTTP://example.com')).toBe(true);
    expect(isAllowedEmailHref('mailto:a@b.c')).toBe(true);
    expect(isAllowedEmailHref('{{ meetingLink }}')).toBe(true);
    expect(isAllowedEmailHref('/relative')).toBe(false);
    expect(isAllowedEmailHref('#top')).toBe(false);
    expect(isAllowedEmailHref('https:/\\evil.example')).toBe(false);
    expect(isAllowedEmailHref('{{unsubscribeLink}}{{firstName}}')).toBe(false);
  });

  it('never lets a tag, handler or script URL through, whatever is pasted', () => {
    const pieces = fc.constantFrom(
      '<',
      '>',
      '"',
      "'",
      '=',
      ' ',
      '/',
      'script',
      'img',
      'a',
      'svg',
      'onerror',
      'onload',
      'href',
      'src',
      'javascript:',
      '&#106;',
      'alert(1)',
      '<!--',
      '-->',
      '{{',
      '}}',
      'meetingLink',
      'style',
      'iframe',
    );
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 30 }), (parts) => {
        const clean = sanitizeEmailHtml(parts.join(''));
        // The sanitiser escapes every < of text, so each < left opens a tag it allowed.
        for (const [tag] of clean.matchAll(/<[^>]*>/g)) {
          expect(tag).toMatch(
            /^<\/?(p|a|img|br|div|span|strong|b|em|i|u|s|ul|ol|li|h[1-4]|blockquote|hr|table|thead|tbody|tr|td|th)[\s/>]/,
          );
          expect(tag).not.toMatch(/\son[a-z]*\s*=/i);
          expect(tag).not.toMatch(/javascript|&#/i);
        }
        // Sanitising its own output changes nothing: what is stored is what is shown.
        expect(sanitizeEmailHtml(clean)).toBe(clean);
      }),
    );
  });
});
