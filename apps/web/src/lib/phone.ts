import { phoneProblem } from '@talentbase/shared/validators/phone-and-messengers';

/** The shared phone rule (spec section 5) for an optional field: empty means "no phone". */
export function phoneError(value: string): string | null {
  if (!value.trim()) return null;
  return phoneProblem(value.trim()) ?? null;
}
