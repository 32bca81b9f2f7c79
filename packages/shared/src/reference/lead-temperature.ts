export const LEAD_TEMPERATURE_OPTIONS = [
  { value: 'hot', label: 'Hot' },
  { value: 'warm', label: 'Warm' },
  { value: 'cold', label: 'Cold' },
] as const;
export type LeadTemperature = (typeof LEAD_TEMPERATURE_OPTIONS)[number]['value'];
