/**
 * dataFollowUp (docs/product-rules.md, follow-ups): POST /dataFollowUp/add by levels 1 and 2;
 * reads by every level; no call changes or removes one. The server sets what the entry was about
 * (`subject`) and who wrote it, so a follow-up can only name what Home shows now.
 */
import {
  FOLLOW_UP_WRITE_LEVELS,
  type FollowUpKind,
  followUpSchema,
  SNOOZE_MAX_DAYS,
} from '../../../src/schema/followUp';
import { addDays, calendar } from '../calendar';
import { attentionLists, followUpInForce, hidingDay } from '../dashboard';
import { fail, ok } from '../http';
import { present, type ResourceDef } from '../resource';
import { validate } from '../validate';
import { nameOf, say } from './helpers';

const TEXT = {
  notListed: {
    zh: '该会员已不在此列表中，请刷新首页',
    en: 'This child is no longer on that list; refresh Home',
  },
  noteRequired: { zh: '请填写跟进记录', en: 'Please write what was done' },
  snoozeRequired: { zh: '请选择日期', en: 'Please choose a date' },
  // A follow-up written meanwhile by someone else, from a Home opened before it.
  doneBy: {
    zh: '{who} 已于 {day} 跟进了该会员，此次未保存；请刷新首页',
    en: '{who} followed up on this child on {day}, so this was not saved; refresh Home',
  },
  snoozedBy: {
    zh: '{who} 已将该会员暂缓至 {day}，此次未保存；请刷新首页',
    en: '{who} snoozed this child until {day}, so this was not saved; refresh Home',
  },
  snoozeRange: {
    zh: '请选择明天到 {n} 天后之间的日期',
    en: 'Choose a day from tomorrow to {n} days from today',
  },
} as const;

export const followUps: ResourceDef = {
  schema: followUpSchema,
  label: { zh: '跟进记录', en: 'follow-up' },
  // The audit log names a follow-up by its child, as they were called then.
  nameField: 'memberName',
  appendOnly: true,
  writeLevels: FOLLOW_UP_WRITE_LEVELS,
  decorate: (row, db) => ({ ...row, memberName: nameOf(db, 'dataMember', row.userId) }),
  extra: {
    add: {
      method: 'POST',
      write: true,
      handle: (_query, body, ctx) => {
        const clean = validate(followUps, body, ctx);
        const note = String(clean.note ?? '');
        const today = calendar().today();
        if (clean.action === 'done' && !note) return fail(400, { note: say(ctx.lang, TEXT.noteRequired) });
        let snoozeUntil: string | null = null;
        if (clean.action === 'snooze') {
          snoozeUntil = clean.snoozeUntil == null ? null : String(clean.snoozeUntil);
          if (!snoozeUntil) return fail(400, { snoozeUntil: say(ctx.lang, TEXT.snoozeRequired) });
          if (snoozeUntil <= today || snoozeUntil > addDays(today, SNOOZE_MAX_DAYS))
            return fail(400, { snoozeUntil: say(ctx.lang, TEXT.snoozeRange, { n: SNOOZE_MAX_DAYS }) });
        }
        const kind = clean.kind as FollowUpKind;
        const entry = attentionLists(ctx.db)[kind].find((i) => i.userId === clean.userId);
        if (!entry) return fail(400, { kind: say(ctx.lang, TEXT.notListed) });
        // Off the list already (Home offers no follow-up of a hidden child): two staff would call
        // the same guardian twice.
        const earlier = followUpInForce(ctx.db, today)(kind, entry.userId, entry.subject);
        if (earlier) {
          const who = String(earlier.staffName ?? earlier.staffAccount);
          const text = earlier.action === 'done' ? TEXT.doneBy : TEXT.snoozedBy;
          return fail(400, { kind: say(ctx.lang, text, { who, day: hidingDay(earlier) }) });
        }
        const staff = ctx.db.table('dataAccountInfo').get(ctx.user.id);
        const row = ctx.db.table(followUpSchema.name).insert(
          {
            ...clean,
            note,
            snoozeUntil,
            subject: entry.subject,
            memberName: entry.name,
            staffId: ctx.user.id,
            staffAccount: String(staff?.account ?? ''),
            staffName: staff?.name == null ? null : String(staff.name),
          },
          ctx.now,
        );
        return ok(present(followUps, row, ctx.db, ctx.lang));
      },
    },
  },
};
