import { describe, expect, it } from 'vitest';
import { AppError } from '../../../lib/errors';
import { imageKind } from './template-thumbnails';
import { assertTemplateFields, templateFieldProblems } from './template-validation';

describe('templateFieldProblems', () => {
  it('passes a clean template', () => {
    expect(templateFieldProblems('Hi {{firstName}}', '<p>{{ fullName }}</p>')).toEqual([]);
  });

  it('names an unknown variable with its suggestion and position', () => {
    const [p] = templateFieldProblems('Hello', 'line one\nHi {{firstname}}');
    expect(p).toMatchObject({
      field: 'body',
      variable: 'firstname',
      suggestion: 'firstName',
      line: 2,
      column: 4,
    });
    expect(p?.message).toContain('{{firstname}}');
  });

  it('reports a line break in the subject first', () => {
    const problems = templateFieldProblems('Hi\r\nBcc: x@y', '{{nope}}');
    expect(problems.map((p) => p.field)).toEqual(['subject', 'body']);
    expect(problems[0]?.message).toMatch(/line break/);
  });

  it('reports unclosed braces without a variable name', () => {
    const [p] = templateFieldProblems('Hi {{firstName', 'x');
    expect(p?.field).toBe('subject');
    expect(p?.variable).toBeUndefined();
  });
});

describe('assertTemplateFields', () => {
  it('throws a 422 keyed by the prefixed field, labelled', () => {
    try {
      assertTemplateFields('ok', 'Hi {{fullname}}', {
        fieldPrefix: 'steps.2.',
        label: 'Step 3: ',
        details: { step: 3 },
      });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      const e = error as AppError;
      expect(e.statusCode).toBe(422);
      expect(e.message).toMatch(/^Step 3: /);
      expect(e.details).toMatchObject({ step: 3, variable: 'fullname', suggestion: 'fullName' });
      expect(Object.keys((e.details as { fields: object }).fields)).toEqual(['steps.2.body']);
    }
  });
});

describe('imageKind', () => {
  it('knows PNG, JPEG and WebP by their first bytes only', () => {
    expect(imageKind(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))?.extension).toBe(
      'png',
    );
    expect(imageKind(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))?.extension).toBe('jpg');
    expect(imageKind(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))?.extension).toBe('webp');
    expect(imageKind(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(imageKind(Buffer.from('GIF89a'))).toBeNull();
    expect(imageKind(Buffer.alloc(0))).toBeNull();
  });
});
