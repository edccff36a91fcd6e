/**
 * The built-in starter set of product areas a new company's themes start from: the themes most software products end
 * up with, named the way product teams name them. The team edits it (onboarding's theme step, PUT /api/v1/product-areas)
 * and the AI then uses the team's set. A suggested theme takes an area's name when its features clearly belong to that
 * area (server/ai/theme-groups.ts); otherwise it is named from its features' shared noun phrase. Each area is described by
 * short feature titles typical of it, in the words customers and product managers use: the sentence encoder compares
 * titles with titles best.
 */
import type { ProductArea } from './schemas/themes'

export const STARTER_AREAS: readonly ProductArea[] = [
  {
    name: 'Reporting & exports',
    examples: [
      'Export to PDF',
      'CSV export',
      'Export data to Excel',
      'Scheduled email reports',
      'Download reports',
      'Custom reports',
      'Print-friendly reports',
      'Weekly summary report by email',
    ],
  },
  {
    name: 'Integrations',
    examples: [
      'Salesforce integration',
      'HubSpot integration',
      'Data warehouse connector',
      'BigQuery as a data source',
      'Sync with Google Calendar',
      'Zapier integration',
      'Connect to Jira',
      'Shopify integration',
      'QuickBooks sync',
    ],
  },
  {
    name: 'Access & security',
    examples: [
      'Single sign-on with Okta',
      'SAML SSO',
      'Two-factor authentication',
      'Roles and permissions',
      'Read-only viewer role',
      'Audit log of user actions',
      'SCIM user provisioning',
      'IP allowlist',
      'Password policy',
    ],
  },
  {
    name: 'Compliance & data residency',
    examples: [
      'Data residency',
      'Data hosted in Europe',
      'EU data centre',
      'Pick the storage region for our data',
      'GDPR data deletion',
      'SOC 2 report',
      'ISO 27001 certification',
      'HIPAA compliance',
      'Data retention settings',
    ],
  },
  {
    name: 'Notifications & alerts',
    examples: [
      'Slack notifications',
      'Email alerts',
      'Alert when a metric crosses a threshold',
      'Push notifications',
      'Notification settings',
      'Daily digest email',
      'Anomaly alerts',
      'Reminders before due dates',
    ],
  },
  {
    name: 'Mobile app',
    examples: ['iOS app', 'Android app', 'Mobile app', 'iPhone app', 'Tablet support', 'Responsive mobile layout', 'Offline mode on mobile'],
  },
  {
    name: 'Performance',
    examples: ['Faster page loads', 'Speed up large dashboards', 'Performance with big data sets', 'Reduce loading time', 'Faster search results'],
  },
  {
    name: 'Billing & plans',
    examples: ['Invoices in multiple currencies', 'Annual billing', 'Pay by invoice', 'Usage-based pricing', 'Add seats to the plan', 'Billing history', 'Cheaper plan for small teams'],
  },
  {
    name: 'Search & filters',
    examples: ['Global search', 'Saved filters', 'Filter by date range', 'Advanced search', 'Search across all projects', 'Sort and filter lists'],
  },
  {
    name: 'Collaboration',
    examples: ['Comments on a record', 'Mention a teammate in a comment', 'Share with the team', 'Discussion threads', 'Notes on records', 'Real-time co-editing', 'Annotations'],
  },
  {
    name: 'Data import',
    examples: ['Import from CSV', 'Bulk upload', 'Import data from Excel', 'Migrate from another tool', 'Import contacts', 'Spreadsheet import'],
  },
  {
    name: 'API & webhooks',
    examples: ['REST API', 'Webhooks', 'API tokens', 'GraphQL API', 'API access to our data', 'Python SDK', 'Query metrics from code'],
  },
  {
    name: 'Embedding',
    examples: ['Embed in our own product', 'Embed a chart in a web page', 'White-label embedding', 'Iframe embed', 'Embedded analytics for our customers'],
  },
  {
    name: 'Dashboards & charts',
    examples: ['More chart types', 'Bar and line charts', 'Organise dashboards', 'Ready-made dashboards', 'KPI cards', 'Goal lines on charts', 'Pie charts', 'Funnel analysis', 'Cohort analysis', 'Query builder'],
  },
  {
    name: 'Onboarding',
    examples: ['Onboarding checklist', 'Product tour for new users', 'Getting started guide', 'Templates to start from', 'Sample data for new accounts', 'In-app tutorials'],
  },
  {
    name: 'Customization',
    examples: ['Dark mode', 'Custom branding', 'Custom fields', 'Custom calendar settings', 'Choose the colour theme', 'Custom logo', 'Configurable layout'],
  },
  {
    name: 'Localization',
    examples: ['Translate the app into German', 'Multi-language support', 'Time zone support', 'Local date formats', 'Right-to-left languages', 'Currency formats'],
  },
  {
    name: 'Scheduling & calendar',
    examples: ['Recurring bookings', 'Calendar view', 'Availability in my time zone', 'Reschedule appointments', 'Booking page', 'Shift scheduling'],
  },
  {
    name: 'Workflow & automation',
    examples: ['Automation rules', 'Approval workflows', 'Recurring tasks', 'Bulk actions', 'Trigger actions automatically', 'Custom workflow statuses'],
  },
  {
    name: 'Accessibility',
    examples: ['Screen reader support', 'Keyboard navigation', 'High-contrast mode', 'Larger font sizes', 'Accessible colour palette'],
  },
]
