/**
 * Every route of the console, in one list (docs/product-rules.md, routes and menu). `name` gives the menu label key
 * (menu.<parent>.<name> in src/locales); `pageId` + `access: 'canPage'` gate a route by level.
 */
/**
 * Basic-settings sub-pages, one per catalogue page, in menu order: the catalogue schemas say which
 * (`catalogue.pages` in src/schema/catalogues). This file is in the sign-in page's bundle (the
 * layout's menu reads it), which must not carry every schema, so `npm run catalogues` writes the
 * list here.
 */
export const SETTINGS_PAGES: readonly string[] = [
  // catalogues: begin (written by npm run catalogues: do not edit by hand)
  'sysWorry',
  'sysBehaviorDiagnosis',
  'group',
  'grade',
  'score-group',
  'cognitive/training1',
  'cognitive/training2',
  'cognitive/training-rule1',
  'cognitive/training-rule2',
  'animate',
  'animate-behavior-type',
  'music',
  'band',
  'brain-relax',
  'dietary-advice',
  'parent-adviser',
  'parent-child-training',
  'parent-child-training-auto-rule',
  'efficient-operation',
  'neuro-training-feedback',
  'neurotraining-feedback-auto-rule',
  // catalogues: end
];

const guarded = (pageId: number) => ({ pageId, access: 'canPage' });

export default [
  { path: '/login', name: 'login', layout: false, hideInMenu: true, component: './Login' },
  { path: '/', redirect: '/member' },
  { path: '/index.html', redirect: '/member' },
  // First in the menu; every signed-in level opens it (the overview hides what a level may not see).
  { path: '/home', name: 'home', icon: 'home', component: './Home' },
  {
    // A pathless group: the member list itself owns /member, so the group and its first entry
    // do not share one menu key (which would keep the group from opening on /member).
    name: 'member',
    icon: 'team',
    key: 'member-group',
    routes: [
      { path: '/member', name: 'list', component: './Member' },
      { path: '/member/member-score', name: 'member-score', component: './Member/Score' },
      {
        path: '/member/member-behavior-score/:userId',
        name: 'member-behavior-score',
        hideInMenu: true,
        parentKeys: ['member-group'],
        component: './Member/BehaviorScore',
      },
      {
        path: '/member/member-training-cycle/:userId',
        name: 'member-training-cycle',
        hideInMenu: true,
        parentKeys: ['member-group'],
        component: './Member/TrainingCycle',
      },
      {
        path: '/member/profile/:userId',
        name: 'profile',
        hideInMenu: true,
        parentKeys: ['member-group'],
        component: './Member/Profile',
      },
      // The member's parent progress report (its name titles the browser tab); its print shows
      // the report alone (src/pages/Member/Report/report.less).
      {
        path: '/member/profile/:userId/report',
        name: 'report',
        hideInMenu: true,
        parentKeys: ['member-group'],
        component: './Member/Report',
      },
    ],
  },
  {
    path: '/training-record',
    name: 'training-record',
    icon: 'lineChart',
    component: './TrainingRecord',
    ...guarded(1),
  },
  { path: '/account', name: 'account', icon: 'user', component: './Account', ...guarded(1) },
  { path: '/audit-log', name: 'audit-log', icon: 'audit', component: './AuditLog', ...guarded(1) },
  { path: '/device', name: 'device', icon: 'api', component: './Device', ...guarded(2) },
  {
    path: '/basic-settings',
    name: 'basic-settings',
    icon: 'setting',
    ...guarded(3),
    routes: [
      { path: '/basic-settings', redirect: '/basic-settings/sysWorry' },
      ...SETTINGS_PAGES.map((page) => ({
        path: `/basic-settings/${page}`,
        name: page.replace('/', '-'),
        component: './BasicSettings',
        ...guarded(3),
      })),
    ],
  },
  // The API contract (docs/openapi.json), for the people who build or check a server for the console.
  { path: '/api-docs', name: 'api-docs', icon: 'fileText', component: './ApiDocs', ...guarded(1) },
  { path: '/account/center', name: 'center', hideInMenu: true, component: './Account/Center' },
  { path: '/account/settings', name: 'settings', hideInMenu: true, component: './Account/Settings' },
  { path: '/trigger-error', name: 'trigger-error', icon: 'bug', component: './TriggerError' },
  { path: '/exception', name: 'exception', hideInMenu: true, component: './Exception' },
  { path: '/*', component: './404' },
];
