/** Names for controls that show no text of their own (screen readers read them). */
export default {
  'a11y.openMenu': 'Open the menu',
  'a11y.collapseMenu': 'Collapse the menu',
  'a11y.expandMenu': 'Expand the menu',
  'a11y.selectRow': 'Select {name}',
  'a11y.skipToContent': 'Skip to content',
};
