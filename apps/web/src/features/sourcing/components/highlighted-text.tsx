import { Mark } from '@mantine/core';
import { type Range, segments, snippet } from '../lib/highlight';

/**
 * Text with the search's matches marked. Built from text nodes and `<mark>` elements only (never
 * HTML strings), so whatever a profile contains is shown as text.
 */
export function HighlightedText({
  text,
  ranges,
  maxLength,
}: {
  text: string;
  ranges: readonly Range[];
  /** Cut long text to a window around the first match. */
  maxLength?: number;
}) {
  const shown = maxLength ? snippet(text, ranges, maxLength) : { text, ranges };
  return (
    <>
      {segments(shown.text, shown.ranges).map((segment, index) =>
        segment.marked ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: segments are positional and never reordered
          <Mark key={index} color="yellow" px={1}>
            {segment.text}
          </Mark>
        ) : (
          segment.text
        ),
      )}
    </>
  );
}
