import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import type { Ref } from 'react';

/**
 * Mantine's visibility toggle is labelled "Toggle password visibility", so a label query for
 * "Password" (screen readers' field lists, browser tests) finds two elements. Naming the toggle
 * without the word keeps the field's label unique; aria-pressed still announces its state.
 */
export function PasswordField({ ref, ...props }: PasswordInputProps & { ref?: Ref<HTMLInputElement> }) {
  return (
    <PasswordInput ref={ref} visibilityToggleButtonProps={{ 'aria-label': 'Show characters' }} {...props} />
  );
}
