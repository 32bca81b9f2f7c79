import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from '../../../app/theme';
import { normalizeRanges, snippet } from '../lib/highlight';
import { HighlightedText } from './highlighted-text';

function renderText(text: string, ranges: [number, number][], maxLength?: number) {
  const { container } = render(
    <MantineProvider theme={theme}>
      <p data-testid="t">
        <HighlightedText text={text} ranges={ranges} maxLength={maxLength} />
      </p>
    </MantineProvider>,
  );
  const p = container.querySelector('p');
  if (!p) throw new Error('no paragraph');
  return p;
}

describe('HighlightedText', () => {
  it('marks exactly the given ranges and keeps the rest as text', () => {
    const p = renderText('Senior Java Developer at Kotlin Labs', [
      [7, 11],
      [25, 31],
    ]);
    const marks = [...p.querySelectorAll('mark')].map((m) => m.textContent);
    expect(marks).toEqual(['Java', 'Kotlin']);
    expect(p.textContent).toBe('Senior Java Developer at Kotlin Labs');
  });

  it('renders markup in the text as text, never as HTML', () => {
    const text = '<img src=x onerror=alert(1)> <b>Java</b> & co';
    const p = renderText(text, [[32, 36]]);
    expect(p.querySelector('img')).toBeNull();
    expect(p.querySelector('b')).toBeNull();
    expect(p.textContent).toBe(text);
    expect(p.querySelector('mark')?.textContent).toBe('Java');
    expect(p.innerHTML).toContain('&lt;img');
  });

  it('merges overlapping ranges and ignores ranges outside the text', () => {
    const p = renderText('kubernetes', [
      [0, 4],
      [2, 6],
      [8, 99],
      [-5, -1],
      [5, 5],
    ]);
    expect([...p.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['kubern', 'es']);
    expect(p.textContent).toBe('kubernetes');
    expect(normalizeRanges(10, [[3, 1]])).toEqual([]);
  });

  it('cuts a long text around the first match and moves the marks with it', () => {
    const before = 'word '.repeat(100);
    const text = `${before}Rust expert ${'tail '.repeat(100)}`;
    const start = before.length;
    const cut = snippet(text, [[start, start + 4]], 80);
    expect(cut.text.startsWith('… ')).toBe(true);
    expect(cut.text.endsWith(' …')).toBe(true);
    const [range] = cut.ranges;
    expect(range && cut.text.slice(range[0], range[1])).toBe('Rust');
    const p = renderText(text, [[start, start + 4]], 80);
    expect(p.querySelector('mark')?.textContent).toBe('Rust');
    expect((p.textContent ?? '').length).toBeLessThanOrEqual(84);
  });
});
