import { describe, expect, it } from 'vitest';
import { MAX_TEXT_LENGTH, OPT_OUT_LINE, renderText, trackLinks } from './text-render';

const values = { firstName: 'Casey', fullName: 'Casey Jones', senderName: 'Dana' };

describe('the words of a text', () => {
  it('fills in variables as plain text, with no HTML escaping', () => {
    expect(renderText('Hi {{firstName}} & co, <b>{{senderName}}</b> here', values, false)).toBe(
      'Hi Casey & co, <b>Dana</b> here',
    );
  });

  it('adds the opt-out line to the first text only, unless it already says STOP', () => {
    expect(renderText('Hi {{firstName}}', values, true)).toBe(`Hi Casey\n\n${OPT_OUT_LINE}`);
    expect(renderText('Hi {{firstName}}', values, false)).toBe('Hi Casey');
    expect(renderText('Hi, text STOP to end', values, true)).toBe('Hi, text STOP to end');
  });

  it('refuses a text that grows past the limit once filled in', () => {
    expect(() => renderText(`${'x'.repeat(MAX_TEXT_LENGTH - 3)} {{fullName}}`, values, false)).toThrow(
      /at most 1600 go out/,
    );
  });

  it('sends each link through the click redirect, keeping sentence punctuation outside', () => {
    const click = (url: string) => `https://t/c?u=${encodeURIComponent(url)}`;
    expect(trackLinks('See https://a.example/x?y=1. Or (http://b.example/p)!', click)).toBe(
      'See https://t/c?u=https%3A%2F%2Fa.example%2Fx%3Fy%3D1. Or (https://t/c?u=http%3A%2F%2Fb.example%2Fp)!',
    );
    expect(trackLinks('no links here, ftp://x', click)).toBe('no links here, ftp://x');
  });
});
