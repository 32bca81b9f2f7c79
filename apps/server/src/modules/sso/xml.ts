/** Small, safe XML reading for SAML: xmldom without external entities, namespace-agnostic XPath. */
import { DOMParser } from '@xmldom/xmldom';
import xpath from 'xpath';

export function parseXml(text: string): Document | null {
  // A DOCTYPE is never needed in SAML and is how entity-expansion attacks start.
  if (/<!DOCTYPE/i.test(text)) return null;
  let failed = false;
  const doc = new DOMParser({
    errorHandler: {
      error: () => (failed = true),
      fatalError: () => (failed = true),
      warning: () => undefined,
    },
  }).parseFromString(text, 'text/xml');
  if (failed || !doc?.documentElement) return null;
  return doc as unknown as Document;
}

export function selectAll(node: Node, expr: string): Node[] {
  return xpath.select(expr, node) as Node[];
}

export function attr(node: Node | undefined, name: string): string | null {
  if (node?.nodeType !== 1) return null;
  return (node as Element).getAttribute(name) || null;
}

export function text(node: Node | undefined): string {
  return node?.textContent?.trim() ?? '';
}

/** local-name() based path step, e.g. ln('EntityDescriptor'). */
export const ln = (name: string) => `*[local-name()='${name}']`;
