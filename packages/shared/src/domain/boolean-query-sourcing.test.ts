// Boolean strings as they appear in sourcing guides and recruiter cheat sheets, pasted with their
// curly quotes, dashes and X-ray operators.
import { describe, expect, it } from 'vitest';
import { type BooleanWarningCode, parseBoolean } from './boolean-query';

type Case = {
  input: string;
  normalized: string;
  warnings?: BooleanWarningCode[];
  explanation?: string;
  positiveTerms?: string[];
};

const CASES: Case[] = [
  {
    input:
      '("software engineer" OR "software developer" OR programmer) AND (java OR python) NOT (manager OR director)',
    normalized:
      '("software engineer" OR "software developer" OR programmer) AND (java OR python) AND NOT (manager OR director)',
    explanation:
      'Profiles that mention the phrase "software engineer", the phrase "software developer" or programmer, and java or python, but not manager or director.',
    positiveTerms: ['software engineer', 'software developer', 'programmer', 'java', 'python'],
  },
  {
    input: '(“data scientist” OR “machine learning engineer”) AND (PyTorch OR TensorFlow) –intern',
    normalized:
      '("data scientist" OR "machine learning engineer") AND (pytorch OR tensorflow) AND NOT intern',
    positiveTerms: ['data scientist', 'machine learning engineer', 'pytorch', 'tensorflow'],
  },
  {
    input: 'site:linkedin.com/in ("nurse practitioner" OR NP) AND (ICU OR "intensive care")',
    normalized: '("nurse practitioner" OR np) AND (icu OR "intensive care")',
    warnings: ['UNSUPPORTED_SYNTAX'],
  },
  {
    input: '(RN OR "registered nurse") AND (ER OR emergency) AND NOT travel',
    normalized: '(rn OR "registered nurse") AND (er OR emergency) AND NOT travel',
    explanation:
      'Profiles that mention rn or the phrase "registered nurse", and er or emergency, but not travel.',
  },
  {
    input: 'recruit* AND (sourc* OR talent) -agency',
    normalized: 'recruit* AND (sourc* OR talent) AND NOT agency',
    explanation:
      'Profiles that mention words starting with "recruit", and words starting with "sourc" or talent, but not agency.',
    positiveTerms: ['recruit*', 'sourc*', 'talent'],
  },
  {
    input: '"full stack" AND (react OR angular OR vue) AND (node OR node.js) AND NOT "tech lead"',
    normalized: '"full stack" AND (react OR angular OR vue) AND (node OR node.js) AND NOT "tech lead"',
    explanation:
      'Profiles that mention the phrase "full stack", and react, angular or vue, and node or node.js, but not the phrase "tech lead".',
  },
  {
    input: '(CPA OR "certified public accountant") AND (audit OR assurance) AND "big 4"',
    normalized: '(cpa OR "certified public accountant") AND (audit OR assurance) AND "big 4"',
  },
  {
    input: 'java AND spring OR kotlin',
    normalized: 'java AND spring OR kotlin',
    explanation: 'Profiles that mention java and spring, or kotlin.',
  },
  {
    input: '((a OR b) AND (c OR d)',
    normalized: '(a OR b) AND (c OR d)',
    warnings: ['UNBALANCED_PARENTHESIS'],
  },
  {
    input: '"unclosed phrase AND java',
    normalized: '"unclosed phrase and java"',
    warnings: ['UNBALANCED_QUOTE'],
  },
  {
    input: '("account executive" OR AE) AND (SaaS OR software) -SDR -BDR',
    normalized: '("account executive" OR ae) AND (saas OR software) AND NOT sdr AND NOT bdr',
    explanation:
      'Profiles that mention the phrase "account executive" or ae, and saas or software, but not sdr or bdr.',
  },
  {
    input: '(devops OR SRE OR "site reliability") AND (kubernetes OR k8s) AND (AWS OR Azure OR GCP)',
    normalized: '(devops OR sre OR "site reliability") AND (kubernetes OR k8s) AND (aws OR azure OR gcp)',
  },
  {
    input: '"product manager" AND (SaaS OR B2B) NOT (intern OR internship OR student)',
    normalized: '"product manager" AND (saas OR b2b) AND NOT (intern OR internship OR student)',
  },
  {
    input: 'intitle:resume (nurse OR RN) -job -jobs -sample',
    normalized: '(nurse OR rn) AND NOT job AND NOT jobs AND NOT sample',
    warnings: ['UNSUPPORTED_SYNTAX'],
  },
  {
    input: '(UX OR “user experience”) AND (designer OR researcher) AND Figma',
    normalized: '(ux OR "user experience") AND (designer OR researcher) AND figma',
  },
  {
    input: '(javascript OR js) && (react || "react.js") && !recruiter',
    // Quoted "react.js" is one exact word, written back quoted.
    normalized: '(javascript OR js) AND (react OR "react.js") AND NOT recruiter',
  },
  {
    input: '(accountant OR bookkeeper) AND (QuickBooks OR Xero) NOT (“sales associate” OR cashier',
    normalized: '(accountant OR bookkeeper) AND (quickbooks OR xero) AND NOT ("sales associate" OR cashier)',
    warnings: ['UNBALANCED_PARENTHESIS'],
  },
  {
    input: '(Salesforce OR SFDC) AND admin* AND (certified OR certification) AND NOT consultant',
    normalized: '(salesforce OR sfdc) AND admin* AND (certified OR certification) AND NOT consultant',
  },
];

describe('Boolean strings from sourcing guides', () => {
  it.each(CASES)('$input', ({ input, normalized, warnings = [], explanation, positiveTerms }) => {
    const parsed = parseBoolean(input);
    expect(parsed.normalized).toBe(normalized);
    expect(parsed.warnings.map((warning) => warning.code)).toEqual(warnings);
    if (explanation) expect(parsed.explanation).toBe(explanation);
    if (positiveTerms) expect(parsed.positiveTerms).toEqual(positiveTerms);
    // The tidied text is what we show back and store; it must read the same way a second time.
    expect(parseBoolean(normalized)).toMatchObject({ normalized, ast: parsed.ast, warnings: [] });
  });
});
