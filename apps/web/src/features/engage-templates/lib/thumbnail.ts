/**
 * The template thumbnail (spec section 9: 400x600): drawn by the browser on a canvas from the
 * preview (subject as a heading, the body's text wrapped below), so no rendering library is
 * needed. A failure is logged as "Error generating template thumbnail" and skipped (spec section
 * 8): the template is saved either way.
 */
import { THUMBNAIL_HEIGHT, THUMBNAIL_WIDTH } from '@talentbase/shared/contracts/engage-templates';
import { uploadThumbnail } from '../api/templates';

export const THUMBNAIL_ERROR = 'Error generating template thumbnail';

/** The visible text of an HTML fragment, block elements on their own lines. */
export function textOfHtml(html: string): string {
  const doc = new DOMParser().parseFromString(
    html.replace(/<(br|\/p|\/div|\/li|\/h[1-6]|\/tr)\b[^>]*>/gi, '$&\n'),
    'text/html',
  );
  return (doc.body.textContent ?? '').replace(/\n{3,}/g, '\n\n').trim();
}

function wrap(ctx: CanvasRenderingContext2D, text: string, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const next = line ? `${line} ${word}` : word;
      if (ctx.measureText(next).width > width && line) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    lines.push(line);
  }
  return lines;
}

export async function renderThumbnail(subject: string, html: string): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = THUMBNAIL_WIDTH;
  canvas.height = THUMBNAIL_HEIGHT;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('No 2D canvas');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, THUMBNAIL_WIDTH, THUMBNAIL_HEIGHT);
  ctx.fillStyle = '#1f2937';
  ctx.font = 'bold 18px sans-serif';
  let y = 40;
  for (const line of wrap(ctx, subject, THUMBNAIL_WIDTH - 48).slice(0, 3)) {
    ctx.fillText(line, 24, y);
    y += 24;
  }
  ctx.fillStyle = '#e5e7eb';
  ctx.fillRect(24, y, THUMBNAIL_WIDTH - 48, 1);
  y += 28;
  ctx.fillStyle = '#374151';
  ctx.font = '14px sans-serif';
  for (const line of wrap(ctx, textOfHtml(html), THUMBNAIL_WIDTH - 48)) {
    if (y > THUMBNAIL_HEIGHT - 24) break;
    ctx.fillText(line, 24, y);
    y += 20;
  }
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The canvas gave no image'))),
      'image/png',
    ),
  );
}

/** Makes and uploads the thumbnail after a save; never throws. */
export async function saveThumbnail(templateId: string, subject: string, html: string): Promise<void> {
  try {
    await uploadThumbnail(templateId, await renderThumbnail(subject, html));
  } catch (error) {
    console.error(THUMBNAIL_ERROR, error);
  }
}
