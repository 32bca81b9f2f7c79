/**
 * The built-in demo data holds together: full applicant records, scoring details that validate,
 * evidence that really stands in each sample résumé (and on its PDF page), and permissions that
 * owner role 3 has.
 */
import zlib from 'node:zlib';
import { scoringDetailSchema } from '@talentbase/shared/contracts/applicant-match';
import { applicantSchema, DEMO_PROJECT_ACTIONS } from '@talentbase/shared/contracts/applicant-match-demo';
import { isApplicantScore } from '@talentbase/shared/domain/applicant-match';
import {
  canInProject,
  PROJECT_ACTIONS,
  type ProjectAction,
} from '@talentbase/shared/permissions/project-roles';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { DEMO_APPLICANT_SEEDS, demoEmail } from './demo-applicants';
import { DEMO_APPLICANTS, demoScoringDetail } from './demo-catalog';
import { renderResumePdf, resumeText } from './demo-resumes';
import { distanceKm, locate, scoreDemoApplicant } from './demo-scoring';

describe('demo applicants', () => {
  it('are six full applicant records: five under review, one moved forward', () => {
    expect(DEMO_APPLICANTS).toHaveLength(6);
    for (const a of DEMO_APPLICANTS) expect(applicantSchema.parse(a)).toEqual(a);
    expect(DEMO_APPLICANTS.filter((a) => a.stage === 1)).toHaveLength(5);
    expect(DEMO_APPLICANTS.filter((a) => a.stage === 2)).toHaveLength(1);
    expect(new Set(DEMO_APPLICANTS.map((a) => a.applicantId)).size).toBe(6);
  });

  it('use only example.com addresses and negative ids that cannot collide with stored rows', () => {
    for (const a of DEMO_APPLICANTS) {
      expect(a.contacts.emailV2.primaryEmail).toMatch(/^[a-z.]+@example\.com$/);
      expect(Number(a.applicantId)).toBeLessThan(0);
      expect(Number(a.candidateId)).toBeLessThan(0);
      expect(isApplicantScore(a.score)).toBe(true);
    }
  });

  it('are listed best first, their match type and score taken from their scoring detail', () => {
    const scores = DEMO_APPLICANTS.map((a) => a.score);
    expect(scores).toEqual([...scores].sort((x, y) => y - x));
    for (const a of DEMO_APPLICANTS) {
      const found = demoScoringDetail(a.scoringDetailId);
      expect(found?.applicantId).toBe(a.applicantId);
      expect(found?.detail.matchSummary.matchType).toBe(a.matchType);
      expect(found?.detail.score).toBe(a.score);
    }
    // The sample spans the levels a recruiter sorts by.
    expect(new Set(DEMO_APPLICANTS.map((a) => a.matchType))).toEqual(
      new Set(['best', 'good', 'partial', 'not match']),
    );
  });
});

describe('scoring details', () => {
  it('validate against the shared scoring-detail schema', () => {
    for (const s of DEMO_APPLICANT_SEEDS)
      expect(() => scoringDetailSchema.parse(scoreDemoApplicant(s))).not.toThrow();
  });

  it('quote only words that stand at their offsets in the résumé text', () => {
    let quotes = 0;
    for (const s of DEMO_APPLICANT_SEEDS) {
      const text = resumeText(s);
      const detail = scoreDemoApplicant(s);
      const evidence = [...detail.quickCheck, ...detail.otherInsights].flatMap((c) => c.evidence);
      for (const e of evidence) {
        expect(text.slice(e.start, e.end)).toBe(e.text);
        quotes += 1;
      }
    }
    expect(quotes).toBeGreaterThan(6 * 6);
  });

  it('follow the résumé: a missing must-have skill is a MISS, a far city misses the 80 km radius', () => {
    const qa = DEMO_APPLICANT_SEEDS.find((s) => s.first === 'Hannah');
    const remote = DEMO_APPLICANT_SEEDS.find((s) => s.city === 'San Antonio');
    if (!qa || !remote) throw new Error('fixture changed');
    const skills = scoreDemoApplicant(qa).quickCheck.find((c) => c.category === 'SKILLS');
    expect(skills).toMatchObject({ quickCheckType: 'MISS', matched: [] });
    expect(distanceKm(remote, { latitude: 30.2672, longitude: -97.7431 })).toBeGreaterThan(80);
    expect(scoreDemoApplicant(remote).quickCheck.find((c) => c.category === 'LOCATION')?.quickCheckType).toBe(
      'MISS',
    );
  });

  it('refuse a phrase the résumé does not contain', () => {
    expect(() => locate('TypeScript, Node.js', 'Rust')).toThrow(/no "Rust"/);
  });
});

/** The text drawn on a pdf-lib page: its content streams inflated, the hex strings decoded. */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const doc = await PDFDocument.load(bytes);
  const parts: string[] = [];
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    const contents = (object as { contents?: Uint8Array }).contents;
    if (!contents) continue;
    let raw: Buffer;
    try {
      raw = zlib.inflateSync(Buffer.from(contents));
    } catch {
      raw = Buffer.from(contents);
    }
    for (const m of raw.toString('latin1').matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g))
      parts.push(Buffer.from(m[1] ?? '', 'hex').toString('latin1'));
  }
  return parts.join(' ');
}

describe('sample résumé PDFs', () => {
  it('are one-page PDFs that show the phrases the scoring quotes', async () => {
    const seed = DEMO_APPLICANT_SEEDS[0];
    if (!seed) throw new Error('no seed');
    const bytes = await renderResumePdf(seed);
    expect(Buffer.from(bytes.slice(0, 5)).toString()).toBe('%PDF-');
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(1);
    const shown = (await pdfText(bytes)).replace(/\s+/g, ' ');
    expect(shown).toContain(demoEmail(seed));
    for (const e of scoreDemoApplicant(seed).quickCheck.flatMap((c) => c.evidence))
      expect(shown, e.text).toContain(e.text);
  });
});

describe('demo permissions', () => {
  it('are actions of owner role 3, reads and moves only', () => {
    for (const action of DEMO_PROJECT_ACTIONS) expect(canInProject(3, action), action).toBe(true);
    const left = (Object.keys(PROJECT_ACTIONS) as ProjectAction[]).filter(
      (a) => canInProject(3, a) && !(DEMO_PROJECT_ACTIONS as readonly string[]).includes(a),
    );
    expect(left).toEqual(expect.arrayContaining(['candidate.editInfo', 'project.delete', 'sequence.send']));
    expect(DEMO_PROJECT_ACTIONS).toContain('candidate.openProfile');
  });
});
