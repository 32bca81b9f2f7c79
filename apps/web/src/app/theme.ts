import { createTheme, type MantineColorsTuple, PasswordInput, TextInput } from '@mantine/core';

// A violet leaning to indigo: reads as "recruiting product" without clashing with the
// red/yellow/teal used by error, warning and success states.
const brand: MantineColorsTuple = [
  '#f3f0ff',
  '#e5dbff',
  '#d0bfff',
  '#b197fc',
  '#9775fa',
  '#845ef7',
  '#7048e8',
  '#6741d9',
  '#5f3dc4',
  '#5034a8',
];

const fontFamily =
  'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

export const theme = createTheme({
  colors: { brand },
  primaryColor: 'brand',
  primaryShade: { light: 6, dark: 5 },
  fontFamily,
  headings: { fontFamily, fontWeight: '650' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    Card: { defaultProps: { withBorder: true, radius: 'md', padding: 'lg' } },
    Paper: { defaultProps: { radius: 'md' } },
    // Fields stay `required` (aria-required, native validity) without the red asterisk: nearly
    // every field here is required, and an asterisk inside the label text breaks exact label
    // queries ("New password" vs "New password *") in browser tests and in some screen readers.
    TextInput: TextInput.extend({ defaultProps: { withAsterisk: false } }),
    PasswordInput: PasswordInput.extend({ defaultProps: { withAsterisk: false } }),
  },
});
