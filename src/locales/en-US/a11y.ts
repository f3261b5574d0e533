/** Names for controls that show no text of their own (screen readers read them). */
export default {
  'a11y.openMenu': 'Open the menu',
  'a11y.collapseMenu': 'Collapse the menu',
  'a11y.expandMenu': 'Expand the menu',
  'a11y.selectRow': 'Select {name}',
  'a11y.skipToContent': 'Skip to content',
  'a11y.selectAll': 'Select all rows on this page',
  'a11y.close': 'Close',
  'a11y.clear': 'Clear',
  'a11y.rangeTo': 'to',
  'a11y.previewImage': 'Preview the image',
};
