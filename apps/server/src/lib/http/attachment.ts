/**
 * A Content-Disposition value for a download: the file name with anything but letters, digits,
 * dots and dashes made an underscore, so no quote or line break can reach the header.
 */
export const attachment = (fileName: string): string =>
  `attachment; filename="${fileName.replace(/[^\w.-]/g, '_')}"`;
