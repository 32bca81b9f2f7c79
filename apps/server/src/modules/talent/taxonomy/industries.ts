// Industries in the wording of LinkedIn's industry list, which is what recruiters filter by. The
// families of an industry are the job families it mostly hires beyond the ones every employer
// has (finance, hr, operations); the generator uses them to pick a plausible employer for a title.
import type { TitleFamily } from './families';

export type IndustryDef = { name: string; families: TitleFamily[] };

export const INDUSTRIES: readonly IndustryDef[] = [
  // Technology
  {
    name: 'Software Development',
    families: ['engineering', 'data', 'product', 'design', 'sales', 'customer_success'],
  },
  {
    name: 'IT Services and IT Consulting',
    families: ['engineering', 'data', 'sales', 'customer_success', 'operations'],
  },
  {
    name: 'Technology, Information and Internet',
    families: ['engineering', 'data', 'product', 'design', 'marketing'],
  },
  { name: 'Computer and Network Security', families: ['engineering', 'sales', 'customer_success'] },
  { name: 'Data Infrastructure and Analytics', families: ['engineering', 'data', 'product', 'sales'] },
  {
    name: 'Internet Marketplace Platforms',
    families: ['engineering', 'product', 'design', 'marketing', 'operations'],
  },
  { name: 'Computer Hardware Manufacturing', families: ['engineering', 'research', 'operations'] },
  { name: 'Semiconductor Manufacturing', families: ['engineering', 'research', 'operations'] },
  { name: 'Computer Networking Products', families: ['engineering', 'sales'] },
  { name: 'Telecommunications', families: ['engineering', 'sales', 'customer_success', 'operations'] },
  { name: 'Blockchain Services', families: ['engineering', 'product', 'finance'] },
  { name: 'Robotics Engineering', families: ['engineering', 'research'] },
  { name: 'Space Research and Technology', families: ['engineering', 'research'] },
  // Games, media and entertainment
  { name: 'Computer Games', families: ['game', 'engineering', 'design', 'marketing'] },
  { name: 'Mobile Gaming Apps', families: ['game', 'engineering', 'data', 'marketing'] },
  { name: 'Entertainment Providers', families: ['marketing', 'design', 'operations'] },
  { name: 'Movies, Videos, and Sound', families: ['design', 'marketing', 'operations'] },
  { name: 'Animation and Post-production', families: ['design', 'game'] },
  {
    name: 'Broadcast Media Production and Distribution',
    families: ['marketing', 'operations', 'engineering'],
  },
  { name: 'Online Audio and Video Media', families: ['engineering', 'data', 'product', 'marketing'] },
  { name: 'Book and Periodical Publishing', families: ['marketing', 'design', 'education'] },
  { name: 'Newspaper Publishing', families: ['marketing', 'design', 'data'] },
  { name: 'Spectator Sports', families: ['marketing', 'sales', 'operations'] },
  // Health and life sciences
  { name: 'Hospitals and Health Care', families: ['healthcare', 'operations', 'data'] },
  { name: 'Medical Practices', families: ['healthcare', 'operations'] },
  { name: 'Mental Health Care', families: ['healthcare'] },
  { name: 'Home Health Care Services', families: ['healthcare', 'operations'] },
  { name: 'Nursing Homes and Residential Care Facilities', families: ['healthcare', 'operations'] },
  { name: 'Public Health', families: ['healthcare', 'research', 'data'] },
  {
    name: 'Pharmaceutical Manufacturing',
    families: ['research', 'healthcare', 'sales', 'operations', 'legal'],
  },
  { name: 'Biotechnology Research', families: ['research', 'data', 'healthcare'] },
  { name: 'Medical Equipment Manufacturing', families: ['engineering', 'research', 'sales', 'operations'] },
  { name: 'Veterinary Services', families: ['healthcare'] },
  { name: 'Wellness and Fitness Services', families: ['healthcare', 'marketing', 'sales'] },
  // Finance, insurance and real estate
  { name: 'Financial Services', families: ['finance', 'engineering', 'data', 'sales', 'customer_success'] },
  { name: 'Banking', families: ['finance', 'engineering', 'data', 'legal', 'customer_success'] },
  { name: 'Investment Banking', families: ['finance', 'legal'] },
  { name: 'Investment Management', families: ['finance', 'data'] },
  { name: 'Capital Markets', families: ['finance', 'data', 'engineering'] },
  { name: 'Venture Capital and Private Equity Principals', families: ['finance'] },
  { name: 'Insurance', families: ['finance', 'data', 'sales', 'customer_success', 'legal'] },
  { name: 'Accounting', families: ['finance'] },
  { name: 'Real Estate', families: ['sales', 'finance', 'operations', 'marketing'] },
  // Professional services
  {
    name: 'Business Consulting and Services',
    families: ['finance', 'data', 'operations', 'hr', 'engineering'],
  },
  { name: 'Strategic Management Services', families: ['finance', 'operations', 'data'] },
  { name: 'Law Practice', families: ['legal'] },
  { name: 'Legal Services', families: ['legal', 'operations'] },
  { name: 'Advertising Services', families: ['marketing', 'design', 'sales'] },
  { name: 'Marketing Services', families: ['marketing', 'design', 'data'] },
  { name: 'Public Relations and Communications Services', families: ['marketing'] },
  { name: 'Market Research', families: ['research', 'data', 'marketing'] },
  { name: 'Design Services', families: ['design', 'architecture'] },
  { name: 'Human Resources Services', families: ['hr', 'sales'] },
  { name: 'Staffing and Recruiting', families: ['hr', 'sales'] },
  { name: 'Engineering Services', families: ['engineering', 'architecture'] },
  { name: 'Research Services', families: ['research', 'data'] },
  { name: 'Think Tanks', families: ['research'] },
  // Built environment
  { name: 'Architecture and Planning', families: ['architecture', 'design'] },
  { name: 'Civil Engineering', families: ['architecture', 'engineering'] },
  { name: 'Construction', families: ['architecture', 'operations'] },
  // Education
  { name: 'Higher Education', families: ['education', 'research', 'healthcare'] },
  { name: 'Primary and Secondary Education', families: ['education'] },
  { name: 'E-Learning Providers', families: ['education', 'engineering', 'product', 'design'] },
  { name: 'Professional Training and Coaching', families: ['education', 'hr'] },
  // Consumer, retail and hospitality
  { name: 'Retail', families: ['operations', 'marketing', 'sales', 'customer_success'] },
  { name: 'Retail Apparel and Fashion', families: ['design', 'marketing', 'operations'] },
  { name: 'Consumer Services', families: ['customer_success', 'operations', 'marketing'] },
  { name: 'Food and Beverage Manufacturing', families: ['operations', 'research', 'marketing'] },
  { name: 'Food and Beverage Services', families: ['operations', 'customer_success'] },
  { name: 'Personal Care Product Manufacturing', families: ['marketing', 'research', 'operations'] },
  { name: 'Hospitality', families: ['operations', 'customer_success', 'sales'] },
  { name: 'Travel Arrangements', families: ['customer_success', 'engineering', 'marketing'] },
  // Industry, energy and transport
  { name: 'Motor Vehicle Manufacturing', families: ['engineering', 'research', 'operations', 'design'] },
  {
    name: 'Aviation and Aerospace Component Manufacturing',
    families: ['engineering', 'operations', 'research'],
  },
  { name: 'Defense and Space Manufacturing', families: ['engineering', 'research', 'operations'] },
  { name: 'Industrial Machinery Manufacturing', families: ['engineering', 'operations', 'sales'] },
  { name: 'Appliances, Electrical, and Electronics Manufacturing', families: ['engineering', 'operations'] },
  { name: 'Chemical Manufacturing', families: ['research', 'engineering', 'operations'] },
  { name: 'Oil and Gas', families: ['engineering', 'operations', 'finance'] },
  { name: 'Utilities', families: ['engineering', 'operations', 'customer_success'] },
  { name: 'Renewable Energy Power Generation', families: ['engineering', 'operations', 'research'] },
  { name: 'Mining', families: ['engineering', 'operations'] },
  { name: 'Airlines and Aviation', families: ['operations', 'customer_success', 'engineering'] },
  {
    name: 'Transportation, Logistics, Supply Chain and Storage',
    families: ['operations', 'engineering', 'data'],
  },
  { name: 'Truck Transportation', families: ['operations'] },
  { name: 'Wholesale', families: ['sales', 'operations'] },
  { name: 'Farming', families: ['operations', 'research'] },
  { name: 'Environmental Services', families: ['research', 'engineering', 'operations'] },
  // Public sector and non-profit
  { name: 'Government Administration', families: ['operations', 'legal', 'finance', 'data'] },
  { name: 'Armed Forces', families: ['operations', 'engineering', 'healthcare'] },
  { name: 'Law Enforcement', families: ['operations', 'legal', 'data'] },
  { name: 'International Affairs', families: ['research', 'legal', 'operations'] },
  { name: 'Non-profit Organizations', families: ['operations', 'marketing', 'education'] },
];
