/** Saved views: the menu beside a list (src/components/crud/savedViews). */
export default {
  'savedView.menu': 'Views',
  'savedView.shown': 'View: {name}',
  'savedView.save': 'Save current view…',
  'savedView.manage': 'Manage views…',
  'savedView.none': 'No saved views yet',
  'savedView.defaultMark': '{name} (default)',
  'savedView.applied': 'View "{name}" applied',
} as const;
