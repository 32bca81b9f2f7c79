/**
 * Sourcing preferences kept per user in this browser's local storage (no server round trip, and
 * nothing to migrate): whether the "Refine by" facets are open and the distance unit. Keys carry
 * the user's id, so two people sharing a browser keep their own choices.
 */
import { useLocalStorage } from '@mantine/hooks';
import { useMe } from '../../auth/api/get-me';

export type DistanceUnit = 'mi' | 'km';

function usePref<T>(name: string, defaultValue: T, valid: (v: unknown) => v is T) {
  const { data: me } = useMe();
  const [value, setValue] = useLocalStorage<T>({
    key: `tb:${me?.id ?? 'anonymous'}:sourcing.${name}`,
    defaultValue,
    getInitialValueInEffect: false,
    deserialize: (raw) => {
      if (raw === undefined || raw === null) return defaultValue;
      try {
        const parsed: unknown = JSON.parse(raw);
        return valid(parsed) ? parsed : defaultValue;
      } catch {
        return defaultValue;
      }
    },
  });
  return [value, setValue] as const;
}

const isBoolean = (v: unknown): v is boolean => typeof v === 'boolean';
const isUnit = (v: unknown): v is DistanceUnit => v === 'mi' || v === 'km';

/** Closed unless opened: the first result then sits in view at 1440x900. */
export function useFacetsOpen() {
  return usePref('facetsOpen', false, isBoolean);
}

export function useDistanceUnit() {
  return usePref<DistanceUnit>('distanceUnit', 'mi', isUnit);
}
