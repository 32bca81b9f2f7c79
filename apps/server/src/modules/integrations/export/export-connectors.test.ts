import { EXPORT_CONNECTOR_PROVIDER_IDS } from '@talentbase/shared/integrations/export-connectors';
import { describe, expect, it } from 'vitest';
import { CONNECTOR_PROVIDER_IDS } from '../connectors';

describe('export connectors', () => {
  it('the web offers exports to exactly the providers the server has a connector for', () => {
    expect([...EXPORT_CONNECTOR_PROVIDER_IDS].sort()).toEqual([...CONNECTOR_PROVIDER_IDS].sort());
  });
});
