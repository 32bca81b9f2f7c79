import { guidanceConfigSchema } from '@talentbase/shared';
import { describe, expect, it } from 'vitest';
import { GUIDANCE_CONFIGS } from './guidance-data';

describe('guidance data', () => {
  it('every tutorial passes the schema and has a unique name', () => {
    for (const c of GUIDANCE_CONFIGS) expect(guidanceConfigSchema.safeParse(c).success).toBe(true);
    const names = GUIDANCE_CONFIGS.map((c) => c.guidanceName);
    expect(new Set(names).size).toBe(names.length);
  });

  it('tutorials have 1–5 steps that end in Complete and can always be left', () => {
    for (const c of GUIDANCE_CONFIGS) {
      expect(c.steps.length).toBeLessThanOrEqual(5);
      expect(c.steps.at(-1)?.actions).toContain('Complete');
      for (const s of c.steps.slice(0, -1)) expect(s.actions).toContain('Exit');
    }
  });

  it('covers the four screens and uses the numbered, masked, multi-area and New styles', () => {
    const types = new Set(GUIDANCE_CONFIGS.map((c) => c.tutorialType));
    for (const t of ['MemberDashboard', 'UniversalSearchWithProjects', 'Pipeline', 'AdminConsole'] as const)
      expect(types).toContain(t);
    const styles = new Set(GUIDANCE_CONFIGS.flatMap((c) => c.steps.map((s) => s.style)));
    for (const s of ['NumberPopover', 'PopoverWithMasking', 'HighlightMultiArea', 'NewLabel'] as const)
      expect(styles).toContain(s);
  });

  it('the recruit mate activity tutorial expires 2024-09-29 and some never expire', () => {
    expect(GUIDANCE_CONFIGS.find((c) => c.guidanceName === 'recruit-mate-activity')?.expiredUTCDate).toBe(
      '2024-09-29T00:00:00.000Z',
    );
    expect(GUIDANCE_CONFIGS.some((c) => c.expiredUTCDate === null)).toBe(true);
  });
});
