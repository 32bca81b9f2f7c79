import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  escapeHtml,
  findTemplateProblems,
  HeaderValueError,
  headerValueProblem,
  renderSubject,
  renderTemplate,
  suggestVariable,
  TEMPLATE_VARIABLES,
  TemplateSyntaxError,
  type TemplateValues,
  templateVariablesUsed,
} from './email-templates';

const jane: TemplateValues = {
  firstName: 'Jane',
  fullName: 'Jane Doe',
  currentCompany: 'Acme',
  currentTitle: 'Staff Engineer',
  jobTitle: 'Head of Platform',
  senderName: 'Sam Recruiter',
  meetingLink: 'https://cal.example.com/sam/30min',
  unsubscribeLink: 'https://app.example.com/u/abc123',
};

describe('renderTemplate', () => {
  it('fills every variable of the list, with or without spaces inside the braces', () => {
    const text =
      'Hi {{firstName}} ({{ fullName }}), as {{currentTitle}} at {{ currentCompany}}: {{jobTitle }}? ' +
      '{{senderName}} {{meetingLink}} {{unsubscribeLink}}';
    expect(renderTemplate(text, jane, { html: false })).toBe(
      'Hi Jane (Jane Doe), as Staff Engineer at Acme: Head of Platform? Sam Recruiter ' +
        'https://cal.example.com/sam/30min https://app.example.com/u/abc123',
    );
  });

  it('lists each variable with a label for the editor', () => {
    expect(TEMPLATE_VARIABLES.map((v) => v.name)).toEqual([
      'firstName',
      'fullName',
      'currentCompany',
      'currentTitle',
      'jobTitle',
      'senderName',
      'meetingLink',
      'unsubscribeLink',
    ]);
    for (const variable of TEMPLATE_VARIABLES) expect(variable.label).not.toBe('');
    expect(templateVariablesUsed('{{meetingLink}} {{firstName}} {{ meetingLink }}')).toEqual([
      'meetingLink',
      'firstName',
    ]);
  });

  it('falls back to "There There" for the receiver and "Unknown" for the sender (spec section 8)', () => {
    const text = '{{firstName}}|{{fullName}}|{{senderName}}|{{currentCompany}}|{{jobTitle}}|{{meetingLink}}';
    expect(renderTemplate(text, {}, { html: false })).toBe('There There|There There|Unknown|||');
    expect(
      renderTemplate(
        text,
        { firstName: '  ', fullName: null, senderName: '', currentCompany: undefined },
        { html: false },
      ),
    ).toBe('There There|There There|Unknown|||');
  });

  it('trims values', () => {
    expect(renderTemplate('Hi {{firstName}}!', { firstName: '  Jane ' }, { html: false })).toBe('Hi Jane!');
  });

  it('renders a link variable only when it is an http(s) or mailto URL', () => {
    const text = '<a href="{{meetingLink}}">Book</a>';
    expect(renderTemplate(text, { meetingLink: 'javascript:alert(1)' }, { html: true })).toBe(
      '<a href="">Book</a>',
    );
    expect(renderTemplate(text, { meetingLink: ' JavaScript:alert(1)' }, { html: true })).toBe(
      '<a href="">Book</a>',
    );
    expect(renderTemplate(text, { meetingLink: 'data:text/html,x' }, { html: true })).toBe(
      '<a href="">Book</a>',
    );
    expect(renderTemplate(text, { meetingLink: 'mailto:sam@example.com' }, { html: true })).toBe(
      '<a href="mailto:sam@example.com">Book</a>',
    );
    expect(renderTemplate(text, { meetingLink: 'https://x.example/a?b=1&c=2' }, { html: true })).toBe(
      '<a href="https://x.example/a?b=1&amp;c=2">Book</a>',
    );
  });

  it('escapes every value in HTML mode, so a candidate named <script> stays text', () => {
    const values = { firstName: '<script>alert(1)</script>', currentCompany: 'Smith & "Sons" \'Ltd\'' };
    expect(renderTemplate('<p>Hi {{firstName}} of {{currentCompany}}</p>', values, { html: true })).toBe(
      '<p>Hi &lt;script&gt;alert(1)&lt;/script&gt; of Smith &amp; &quot;Sons&quot; &#39;Ltd&#39;</p>',
    );
    expect(renderTemplate('<img alt="{{firstName}}">', { firstName: '" onerror="x' }, { html: true })).toBe(
      '<img alt="&quot; onerror=&quot;x">',
    );
    // Plain text is left as it is: it never becomes markup.
    expect(renderTemplate('Hi {{firstName}}', values, { html: false })).toBe('Hi <script>alert(1)</script>');
  });

  it('does not expand variables found inside values', () => {
    expect(renderTemplate('{{firstName}}', { firstName: '{{unsubscribeLink}}' }, { html: false })).toBe(
      '{{unsubscribeLink}}',
    );
  });

  it('leaves single braces and stray closing braces alone', () => {
    expect(renderTemplate('{a} }} {firstName} }}}', jane, { html: false })).toBe('{a} }} {firstName} }}}');
  });

  it('throws a typed error listing the problems for an invalid template', () => {
    expect(() => renderTemplate('Hi {{firstname}}', jane, { html: false })).toThrow(TemplateSyntaxError);
    try {
      renderTemplate('Hi {{firstname}} {{', jane, { html: true });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(TemplateSyntaxError);
      const syntax = error as TemplateSyntaxError;
      expect(syntax.code).toBe('TEMPLATE_INVALID');
      expect(syntax.problems.map((p) => p.kind)).toEqual(['UNKNOWN_VARIABLE', 'UNCLOSED_BRACES']);
    }
  });
});

describe('findTemplateProblems', () => {
  it('accepts a clean template', () => {
    expect(findTemplateProblems('Hi {{ firstName }},\n\n{{senderName}}')).toEqual([]);
    expect(findTemplateProblems('No variables at all { } }}')).toEqual([]);
  });

  it('names an unknown variable and suggests the closest known one, case-insensitively', () => {
    const text = 'Hello,\nHi {{firstname}}!';
    expect(findTemplateProblems(text)).toEqual([
      {
        kind: 'UNKNOWN_VARIABLE',
        index: 10,
        length: 13,
        line: 2,
        column: 4,
        message: 'Unknown variable {{firstname}}: did you mean {{firstName}}?',
        suggestion: 'firstName',
      },
    ]);
    expect(text.slice(10, 23)).toBe('{{firstname}}');
  });

  it.each([
    ['first_name', 'firstName'],
    ['FULLNAME', 'fullName'],
    ['fullNmae', 'fullName'],
    ['company', 'currentCompany'],
    ['currentCompnay', 'currentCompany'],
    ['unsubscribe', 'unsubscribeLink'],
    ['meeting_link', 'meetingLink'],
    ['candidate.firstName', 'firstName'],
    ['sender_name', 'senderName'],
  ])('suggests for %s: %s', (written, expected) => {
    expect(suggestVariable(written)).toBe(expected);
  });

  it('offers no suggestion when nothing is close', () => {
    const [problem] = findTemplateProblems('{{salary}}');
    expect(problem?.kind).toBe('UNKNOWN_VARIABLE');
    expect(problem?.suggestion).toBeUndefined();
    expect(problem?.message).toBe('Unknown variable {{salary}}. Use one of the variables in the list.');
  });

  it('reports an unclosed {{ and keeps checking after it', () => {
    const text = 'Hi {{firstName, see {{ meetingLink }} and {{nope}}';
    const problems = findTemplateProblems(text);
    expect(problems.map((p) => [p.kind, p.index])).toEqual([
      ['UNCLOSED_BRACES', 3],
      ['UNKNOWN_VARIABLE', text.indexOf('{{nope}}')],
    ]);
    expect(problems[0]?.message).toBe('Unclosed {{: close it with }} or remove it.');
    expect(findTemplateProblems('end {{')).toMatchObject([{ kind: 'UNCLOSED_BRACES', index: 4 }]);
    expect(findTemplateProblems('{{first\nName}}')).toMatchObject([{ kind: 'UNCLOSED_BRACES', index: 0 }]);
  });

  it('reports empty braces', () => {
    expect(findTemplateProblems('a {{}} b {{   }}')).toMatchObject([
      { kind: 'EMPTY_BRACES', index: 2, length: 4, message: expect.stringContaining('Empty {{}}') },
      { kind: 'EMPTY_BRACES', index: 9, length: 7 },
    ]);
  });

  it.each([
    ['{{{firstName}}}', 'TRIPLE_BRACES', 'Triple braces'],
    ['{{#each items}}', 'NOT_A_VARIABLE', 'sections and loops are not supported'],
    ['{{/each}}', 'NOT_A_VARIABLE', 'sections and loops are not supported'],
    ['{{> footer}}', 'NOT_A_VARIABLE', 'partials are not supported'],
    ['{{! note}}', 'NOT_A_VARIABLE', 'comments are not supported'],
    ['{{& firstName}}', 'NOT_A_VARIABLE', 'unescaped values are not supported'],
    ['{{candidate.firstName}}', 'NOT_A_VARIABLE', 'not paths'],
    ['{{ upper firstName }}', 'NOT_A_VARIABLE', 'only a variable name'],
    ['{{ firstName | upper }}', 'NOT_A_VARIABLE', 'only a variable name'],
    ['{{constructor.constructor("x")()}}', 'NOT_A_VARIABLE', 'only a variable name'],
  ])('refuses %s', (text, kind, words) => {
    const problems = findTemplateProblems(text);
    expect(problems).toHaveLength(1);
    expect(problems[0]?.kind).toBe(kind);
    expect(problems[0]?.message).toContain(words);
  });

  it('suggests the variable inside a path or triple braces', () => {
    expect(findTemplateProblems('{{candidate.firstName}}')[0]?.message).toBe(
      '{{candidate.firstName}} is not a variable (only the variable names of the list are supported, not paths): did you mean {{firstName}}?',
    );
    expect(findTemplateProblems('{{{ firstName }}}')[0]?.suggestion).toBe('firstName');
  });

  it('refuses names of object properties that are not variables', () => {
    for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      expect(findTemplateProblems(`{{${name}}}`)).toMatchObject([{ kind: 'UNKNOWN_VARIABLE' }]);
    }
  });
});

describe('renderSubject and header values', () => {
  it('renders a plain-text subject, trimmed, without escaping', () => {
    expect(renderSubject('  {{firstName}}, a role at {{ jobTitle }} & more  ', jane)).toBe(
      'Jane, a role at Head of Platform & more',
    );
    expect(renderSubject('Hello {{firstName}}', {})).toBe('Hello There There');
  });

  it.each([
    ['a CR LF', 'Hello\r\nBcc: x@y.com'],
    ['a LF', 'Hello\nthere'],
    ['a CR', 'Hello\rthere'],
    ['a trailing LF', 'Hello {{firstName}}\n'],
    ['a Unicode line separator', 'Hello\u2028there'],
    ['a NEL', 'Hello\u0085there'],
  ])('refuses a subject template with %s', (_, text) => {
    expect(() => renderSubject(text, jane)).toThrow(HeaderValueError);
    expect(() => renderSubject(text, jane)).toThrow('The subject contains a line break');
  });

  it('refuses a value that would smuggle a header into the subject and names the variable', () => {
    const values = { ...jane, currentCompany: 'Acme\r\nBcc: x@y' };
    try {
      renderSubject('Your work at {{currentCompany}}', values);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(HeaderValueError);
      const header = error as HeaderValueError;
      expect(header.code).toBe('HEADER_INVALID');
      expect(header.variable).toBe('currentCompany');
      expect(header.problem).toMatchObject({ kind: 'LINE_BREAK', index: 17 });
      expect(header.message).toBe(
        'The subject cannot be sent: the value of {{currentCompany}} contains a line break, which an email header cannot hold.',
      );
    }
    // The same value is harmless in a body.
    expect(renderTemplate('At {{currentCompany}}', values, { html: false })).toBe('At Acme\r\nBcc: x@y');
  });

  it('refuses control characters but allows a tab', () => {
    expect(() => renderSubject('Hi {{firstName}}', { firstName: 'Ja\u0000ne' })).toThrow('U+0000');
    expect(() => renderSubject('Hi\u001b[31m', {})).toThrow('control character (U+001B)');
    expect(() => renderSubject('Hi\u007f', {})).toThrow('U+007F');
    expect(renderSubject('Hi\tthere', {})).toBe('Hi\tthere');
  });

  it('checks any header value', () => {
    expect(headerValueProblem('Jane Doe')).toBeNull();
    expect(headerValueProblem('Zoë Ångström 山田')).toBeNull();
    expect(headerValueProblem('Jane\nDoe')).toMatchObject({ kind: 'LINE_BREAK', index: 4 });
    expect(headerValueProblem('Jane\u0007')).toMatchObject({ kind: 'CONTROL_CHARACTER', index: 4 });
  });

  it('still reports template problems in a subject', () => {
    expect(() => renderSubject('Hi {{firstname}}', jane)).toThrow(TemplateSyntaxError);
  });
});

describe('properties', () => {
  const names = TEMPLATE_VARIABLES.map((v) => v.name);
  const markupish = fc.constantFrom(
    '<',
    '>',
    '&',
    '"',
    "'",
    '{{',
    '}}',
    '{',
    '}',
    ' ',
    '\n',
    'a',
    '<p>',
    '</b>',
  );
  // Values an attacker would choose (markup, links, line breaks) as well as any string at all.
  const anyValue = fc.oneof(
    fc.string({ unit: 'binary' }),
    fc
      .array(fc.oneof(markupish, fc.constantFrom('https://x.example/', 'javascript:', '\r\n', '\u0000')), {
        maxLength: 8,
      })
      .map((pieces) => pieces.join('')),
  );
  const anyValues = fc.dictionary(fc.constantFrom(...names), fc.option(anyValue), {
    noNullPrototype: true,
  }) as fc.Arbitrary<TemplateValues>;
  const templates = fc
    .array(
      fc.oneof(
        fc.constantFrom(...names).map((n) => `{{${n}}}`),
        fc.constantFrom(...names).map((n) => `{{ ${n} }}`),
        markupish,
        fc.string(),
      ),
      { maxLength: 12 },
    )
    .map((parts) => parts.join(''));

  it('never adds a < in HTML mode, whatever the values', () => {
    fc.assert(
      fc.property(templates, anyValues, (text, values) => {
        fc.pre(findTemplateProblems(text).length === 0);
        const rendered = renderTemplate(text, values, { html: true });
        const count = (s: string) => s.split('<').length - 1;
        expect(count(rendered)).toBe(count(text));
      }),
    );
  });

  it('renders exactly the templates without problems, and throws for the others', () => {
    fc.assert(
      fc.property(templates, anyValues, fc.boolean(), (text, values, html) => {
        const problems = findTemplateProblems(text);
        if (problems.length === 0) expect(() => renderTemplate(text, values, { html })).not.toThrow();
        else expect(() => renderTemplate(text, values, { html })).toThrow(TemplateSyntaxError);
        for (const problem of problems) {
          expect(text.slice(problem.index, problem.index + 2)).toBe('{{');
          expect(problem.message.length).toBeGreaterThan(0);
        }
      }),
    );
  });

  it('never lets a line break or control character into a subject', () => {
    fc.assert(
      fc.property(templates, anyValues, (text, values) => {
        try {
          const subject = renderSubject(text, values);
          expect(headerValueProblem(subject)).toBeNull();
        } catch (error) {
          expect(error instanceof HeaderValueError || error instanceof TemplateSyntaxError).toBe(true);
        }
      }),
    );
  });

  it('escapeHtml output contains none of the five special characters unescaped', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (value) => {
        expect(escapeHtml(value)).not.toMatch(/[<>"']|&(?!(amp|lt|gt|quot|#39);)/);
      }),
    );
  });
});
