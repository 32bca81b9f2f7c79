/** The data-protection screens: one page with a tab per task, and one page per erasure. */
export const DATA_PROTECTION_PATH = '/admin/data-protection';

export const DATA_PROTECTION_SECTIONS = ['erasure', 'access-export', 'retention', 'audit'] as const;
export type DataProtectionSection = (typeof DATA_PROTECTION_SECTIONS)[number];

export const DATA_PROTECTION_SECTION_ROUTE = `${DATA_PROTECTION_PATH}/:section`;
export const ERASURE_ROUTE = `${DATA_PROTECTION_PATH}/erasures/:erasureId`;

/** The erasure tab is the page's own address; the others add their name. */
export const sectionPath = (section: DataProtectionSection) =>
  section === 'erasure' ? DATA_PROTECTION_PATH : `${DATA_PROTECTION_PATH}/${section}`;

export const erasurePath = (id: string) => `${DATA_PROTECTION_PATH}/erasures/${encodeURIComponent(id)}`;

export function isSection(value: string | undefined): value is DataProtectionSection {
  return (DATA_PROTECTION_SECTIONS as readonly string[]).includes(value ?? '');
}
