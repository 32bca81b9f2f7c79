// Mantine's preset gives our CSS the same breakpoints and rem() helpers as the components use.
export default {
  plugins: {
    'postcss-preset-mantine': {},
  },
};
