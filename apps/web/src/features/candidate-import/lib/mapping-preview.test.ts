import { describe, expect, it } from 'vitest';
import { previewRows } from './mapping-preview';

describe('previewRows', () => {
  it('joins first and last name, joins list columns, drops unmapped columns', () => {
    const table = previewRows(
      [['Jane', 'Doe', 'j@work.io', 'j@home.io', 'ignored', 'CTO']],
      ['firstName', 'lastName', 'emails', 'emails', null, 'title'],
    );
    expect(table.columns.map((c) => c.label)).toEqual(['Name', 'Job title', 'Emails']);
    expect(table.rows).toEqual([['Jane Doe', 'CTO', 'j@work.io; j@home.io']]);
  });

  it('uses a full name column as is and tolerates short rows', () => {
    const table = previewRows([['Zoë Ångström'], []], ['fullName', 'company']);
    expect(table.rows).toEqual([
      ['Zoë Ångström', ''],
      ['', ''],
    ]);
  });

  it('shows no name column when no name is mapped yet', () => {
    expect(previewRows([['a']], ['emails']).columns.map((c) => c.field)).toEqual(['emails']);
  });
});
