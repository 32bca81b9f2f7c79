import { renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { documentTitleOf, useDocumentTitle } from './use-document-title';

describe('useDocumentTitle', () => {
  beforeEach(() => {
    document.title = 'Talentbase';
  });

  it('names the page before the product and restores the previous title on unmount', () => {
    const { unmount } = renderHook(() => useDocumentTitle('Projects'));
    expect(document.title).toBe('Projects · Talentbase');
    unmount();
    expect(document.title).toBe('Talentbase');
  });

  it('follows a title that changes (a project name that loads) and ignores an empty one', () => {
    const { rerender, unmount } = renderHook(({ page }: { page: string | null }) => useDocumentTitle(page), {
      initialProps: { page: null as string | null },
    });
    expect(document.title).toBe('Talentbase');
    rerender({ page: 'Senior Go engineer – Berlin' });
    expect(document.title).toBe('Senior Go engineer – Berlin · Talentbase');
    rerender({ page: 'Ana Łukasz' });
    expect(document.title).toBe('Ana Łukasz · Talentbase');
    rerender({ page: '   ' });
    expect(document.title).toBe('Talentbase');
    unmount();
    expect(document.title).toBe('Talentbase');
  });

  it('builds titles from trimmed names', () => {
    expect(documentTitleOf('  Log in ')).toBe('Log in · Talentbase');
    expect(documentTitleOf(undefined)).toBe('Talentbase');
  });
});
