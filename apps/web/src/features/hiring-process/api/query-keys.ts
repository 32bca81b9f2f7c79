/** Query keys of the hiring-process screens. A template change also touches projects' pipelines. */
export const hiringProcessKeys = {
  all: ['hiring-process'] as const,
  templates: () => ['hiring-process', 'templates'] as const,
};
