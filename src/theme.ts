import type { ThemeConfig } from 'antd';

/**
 * Colours with WCAG AA contrast (4.5:1): antd's default blue (#1677ff) under white text and as
 * link text reaches 4.1:1, its tertiary grey (labels, breadcrumbs, hints) 2.8:1, its placeholders 1.9:1.
 * tests/unit/theme.test.ts computes the contrasts that the status tags reach.
 */
export const A11Y_THEME: ThemeConfig = {
  token: {
    colorPrimary: '#0958d9',
    colorLink: '#0958d9',
    colorError: '#cf1322',
    colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
    colorTextDescription: 'rgba(0, 0, 0, 0.62)',
    // Input and select placeholders: antd's 0.25 black gives 1.9:1.
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.6)',
    colorSuccess: '#389e0d',
    colorWarning: '#ad6800',
    // The keyboard focus ring of buttons, checkboxes, switches, the pager and the rows' link
    // buttons (antd's focus outline): the tint antd derives from the primary gave 1.9:1 on white,
    // under the 3:1 a focus indicator needs; antd's own blue gives 4.1:1. Invalid fields' focus
    // glow: antd's 6 % red tint did not tell the focused one from the others.
    colorPrimaryBorder: '#1677ff',
    colorErrorOutline: 'rgba(207, 19, 34, 0.35)',
  },
  components: {
    // White "on/off" text on a switch that is off: antd's light grey track gives 1.6:1.
    Switch: { colorTextQuaternary: 'rgba(0, 0, 0, 0.55)', colorTextTertiary: 'rgba(0, 0, 0, 0.7)' },
    // A status tag writes its text in the status colour on that colour's lightest tint (the
    // cycle states "In progress", "Completed", "Stopped"; the import's "Ready"): darker text
    // here, the tints unchanged. With the status colours alone: 3.7:1 (processing), 2.5:1
    // (success), 3.6:1 (warning).
    Tag: { colorInfo: '#0958d9', colorSuccess: '#135200', colorWarning: '#874d00' },
  },
};
