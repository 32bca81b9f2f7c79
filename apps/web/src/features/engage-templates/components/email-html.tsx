import { Box } from '@mantine/core';

/**
 * Email HTML the server made safe: a template body sanitised on save (email allow-list: no
 * script, style, form, event handler or unsafe link) and, for a preview, rendered with every value
 * HTML-escaped. Shown inline rather than in a sandboxed frame so it sizes to its content and
 * accessibility checks reach it; the app's Content-Security-Policy (scripts and images from our
 * origin only) still applies to it.
 */
export function EmailHtml({ html, label, testId }: { html: string; label: string; testId?: string }) {
  return (
    <Box
      role="document"
      aria-label={label}
      data-testid={testId}
      p="sm"
      fz="sm"
      style={{
        border: '1px solid var(--mantine-color-gray-3)',
        borderRadius: 4,
        overflowWrap: 'anywhere',
        minHeight: 120,
        background: 'var(--mantine-color-white)',
      }}
      className="tb-email-html"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised email HTML (see above)
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
