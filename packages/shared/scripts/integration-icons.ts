/** Writes the catalogue monograms to apps/web/public/apps/icons (run: npx tsx packages/shared/scripts/integration-icons.ts). */
import fs from 'node:fs';
import path from 'node:path';
import { CONNECT_CATALOGUE } from '../src/integrations/connect-catalogue';
import { EXPORT_CATALOGUE } from '../src/integrations/export-catalogue';
import { monogramSvg } from '../src/integrations/monogram';

const dir = path.resolve(import.meta.dirname, '../../../apps/web/public/apps/icons');
fs.mkdirSync(dir, { recursive: true });
const icons = new Map<string, string>();
for (const e of EXPORT_CATALOGUE) icons.set(e.id, e.label);
for (const e of CONNECT_CATALOGUE) icons.set(e.id, e.company);
for (const [id, label] of icons) fs.writeFileSync(path.join(dir, `${id}.svg`), monogramSvg(id, label));
console.log(`${icons.size} icons in ${dir}`);
