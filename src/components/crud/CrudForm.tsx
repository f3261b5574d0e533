import { ModalForm, ProFormSwitch } from '@ant-design/pro-components';
import { useIntl } from '@umijs/max';
import { Alert, Col, Form } from 'antd';
import dayjs from 'dayjs';
import { type KeyboardEvent, type RefObject, useEffect, useRef, useState } from 'react';
import { alertIcon } from '@/components/alertIcons';
import { focusOnceOpen } from '@/components/dialogFocus';
import { focusContentOnFall } from '@/components/focusTargets';
import { useClosedWhenWritesGo } from '@/components/useClosedWhenWritesGo';
import { useFeedback } from '@/components/useFeedback';
import enTexts from '@/locales/en-US/crudForm';
import { inSentence } from '@/locales/inSentence';
import OwnTexts, { type OwnTextSet } from '@/locales/OwnTexts';
import { useT } from '@/locales/useT';
import zhTexts from '@/locales/zh-CN/crudForm';
import type { BaseRow } from '@/schema/types';
import { REQUEST_TIMEOUT_MS } from '@/services/config';
import { ApiError, isRecordMissing } from '@/services/errors';
import { changedFields } from './changedFields';
import { closeUnlessTyped } from './closeUnlessTyped';
import FormField, { HALF_ROW } from './FormField';
import { useFieldStates } from './fieldStates';
import { draftKey, dropDraft, readDraft, writeDraft } from './formDraft';
import { keepPlace } from './keepPlace';
import { comparedWith, rulesFor, sentValue } from './rules';
import { applyServerErrors, FIRST_ERROR } from './serverErrors';
import type { InputKind, ResourceView } from './types';
import type { ResolvedField } from './useResourceFields';

interface Props<T extends BaseRow> {
  view: ResourceView<T>;
  fields: ResolvedField<T>[];
  /** The row being edited, 'new' to add, undefined when closed. */
  editing: T | 'new' | undefined;
  /** The list's filters (typed as the search form holds them), read when a new row's form opens. */
  filtered?: () => Record<string, unknown>;
  onClose: () => void;
  onSaved: (row: T) => void;
  /** The list whose row the form edits (its table inside), for where the focus goes when the row has left it. */
  box?: RefObject<HTMLElement>;
}

/**
 * Add / edit form of a resource in a modal. A failed save keeps everything typed and puts server
 * field errors on their fields; closing with unsaved changes asks first.
 */
export default function CrudForm<T extends BaseRow>({
  view,
  fields,
  editing,
  filtered,
  onClose,
  onSaved,
  box,
}: Props<T>) {
  const intl = useIntl();
  const { message, modal } = useFeedback();
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const t = useT();
  const isNew = editing === 'new';
  // A field's help; one that explains editing only (keep the password) is left off on add.
  const helpOf = (f: { help?: string; editHelp?: string }) => {
    const key = isNew ? f.help : (f.editHelp ?? f.help);
    return key ? t(key) : undefined;
  };
  const row = isNew ? undefined : editing;
  const lockedOf = (f: ResolvedField<T>) => {
    const key = row && f.view.locked?.(row);
    return key ? t(key) : undefined;
  };
  const { schema } = view.service;
  const uniqueField = Object.entries(schema.fields).find(([, f]) => f.unique)?.[0];
  const labelOf = (name: string) => fields.find((f) => f.view.name === name)?.label ?? name;
  const resource = view.service.name;
  const draft = draftKey(resource, row ? row.id : 'new');
  // A password typed is never stored: the draft notes which fields held one, so that the form,
  // opened again, says they must be typed again (an edit saved without it would change nothing).
  const saveDraft = () => {
    const values: Record<string, unknown> = {};
    const typedNotKept: string[] = [];
    for (const [k, v] of Object.entries(form.getFieldsValue(true) as Record<string, unknown>)) {
      const f = fields.find((x) => x.view.name === k);
      if (f?.schema.writeOnly || f?.schema.kind === 'password') {
        if (v) typedNotKept.push(k);
        continue;
      }
      values[k] = v;
    }
    writeDraft(draft, typedNotKept.length ? { ...values, [NOT_KEPT]: typedNotKept } : values);
  };
  const [notKept, setNotKept] = useState<string[]>([]);
  const closeForGood = () => {
    dropDraft(draft);
    onClose();
  };

  // The form fills itself when it opens, from the fields as they are then; fields that change
  // while it is open (options arriving, the list behind it re-rendering) never refill it. It runs
  // once the fields have mounted, so values go in through setFields with `touched: false`:
  // setFieldsValue marks a mounted field touched, and an untouched form closes without asking.
  // (A draft goes in touched: it is what the user typed, and closing it asks.)
  // The store starts empty: it is cleared once the modal has closed (afterClose), not here, as
  // resetFields remounts every mounted field's input (a file chosen that instant would be lost).
  const fill = (open: () => boolean) => {
    const put = (values: Record<string, unknown>, touched = false) =>
      form.setFields(Object.entries(values).map(([name, value]) => ({ name, value, touched })));
    // Dates come as text (a stored row, a draft, defaults read from the server); the pickers take dayjs.
    const withDates = (values: Record<string, unknown>) => {
      for (const f of fields)
        if ((f.input === 'date' || f.input === 'dateTime') && values[f.view.name])
          values[f.view.name] = dayjs(String(values[f.view.name]));
      return values;
    };
    const { [NOT_KEPT]: lost, ...typed } = readDraft(draft) ?? {};
    const saved = Object.keys(typed).length || lost ? typed : undefined;
    setNotKept(Array.isArray(lost) ? lost.filter((name) => typeof name === 'string') : []);
    if (!row) {
      // Defaults of a new row go into the form store itself (a field-level initialValue inside a
      // modal that mounts late is shown but not always submitted).
      const defaults: Record<string, unknown> = {};
      for (const f of fields) if (f.view.initialValue !== undefined) defaults[f.view.name] = f.view.initialValue;
      if (fields.some((f) => f.view.name === 'status')) defaults.status = 1;
      // A list filtered to one member (one grade, one training) adds to that member: each reference
      // the filters pin starts there.
      const pinned = filtered?.() ?? {};
      for (const f of formFields)
        if (f.schema.kind === 'ref' && typeof pinned[f.view.name] === 'number')
          defaults[f.view.name] = pinned[f.view.name];
      put(defaults);
      // Read from the server: they arrive while the form is open, and never over what was typed.
      if (view.newRowDefaults && !saved)
        view.newRowDefaults().then(
          (values) => {
            if (!open()) return;
            const untyped = Object.entries(values).filter(([name]) => !form.isFieldTouched(name));
            put(withDates(Object.fromEntries(untyped)));
          },
          () => undefined,
        );
    } else {
      const values: Record<string, unknown> = { ...(row as Record<string, unknown>) };
      for (const f of fields) if (f.schema.writeOnly) delete values[f.view.name];
      put(withDates(values));
    }
    // A draft left by an interrupted session wins over the stored row, and is unsaved work: closing
    // the form asks before it goes.
    if (saved) put(withDates(saved), true);
  };

  const close = () => closeUnlessTyped(form, modal, t, closeForGood, saving);

  // Its draft goes with it: it holds the whole phone numbers a lowered level may not see.
  useClosedWhenWritesGo(editing !== undefined, closeForGood);

  // The form gives the focus back to the Edit that opened it, which leaves with its row: a row
  // deleted meanwhile (the server's 1002 on Save), or one the list no longer shows when the form
  // closes (deleted in another tab, the list read again on the return). The focus would fall to the
  // page's body, and the next Tab start from the top of the page: so the row's place in the list is
  // noted as the form opens, and the focus goes on to the row now there (keepPlace); without a list
  // (a profile's own form), to the page's content.
  const back = useRef<(ifGone?: boolean) => void>();
  const notePlace = () => {
    back.current = !row
      ? undefined
      : box
        ? keepPlace(box.current, [row.id])
        : // (The page's own form: only a 1002 takes its member away, and the page says so.)
          (ifGone) => {
            if (!ifGone) focusContentOnFall(REQUEST_TIMEOUT_MS);
          };
  };
  const afterClose = () => {
    back.current?.(true);
    back.current = undefined;
  };

  const formName = `${view.service.name}-edit`;
  const states = useFieldStates(formName);
  const formFields = fields
    .filter((f) => f.view.form ?? (!f.schema.readOnly && f.view.name !== 'createTime'))
    .filter((f) => !(f.view.addOnly && !isNew));
  // Typing starts in the first field once the dialog is open (focusOnceOpen says why then); on add,
  // in the first one that still needs something typed: required and empty (the member a filtered
  // list put in is done), else the first. Date and file fields are passed over (focus would open
  // their panel), as is a locked one; an empty optional field further down is not where typing
  // starts (a new cycle opened on its trainings, past its empty end date).
  const takesTyping = (f: ResolvedField<T>) => f.view.name !== 'status' && TYPED_INPUTS.has(f.input) && !lockedOf(f);
  const focusFirst = (open: boolean) => {
    const typed = formFields.filter(takesTyping);
    const needed = (f: ResolvedField<T>) =>
      Boolean(f.schema.required || f.schema.requiredOnAdd) &&
      [undefined, null, ''].includes(form.getFieldValue(f.view.name));
    const first = (isNew && typed.find(needed)) || typed[0];
    // By its id (the form's name, then the field's, as antd forms it): pro fields pass no ref up.
    focusOnceOpen(open, first ? document.getElementById(`${formName}_${first.view.name}`) : null);
  };

  // Enter in a one-line field saves, as in a page's own form (the dialog's buttons sit outside
  // the form element, so the browser does not). A select, a date, a text area, a picker keep Enter.
  const saveOnEnter = (e: KeyboardEvent<HTMLFormElement>) => {
    if (e.key !== 'Enter' || e.repeat || e.nativeEvent.isComposing) return;
    const id = (e.target as HTMLElement).id;
    const field = formFields.find((f) => `${formName}_${f.view.name}` === id);
    if (!field || field.view.picker || !ENTER_SAVES.has(field.input)) return;
    e.preventDefault();
    form.submit();
  };

  return (
    <ModalForm
      form={form}
      // A form name prefixes the input ids, so labels never point at the search form's inputs.
      name={formName}
      title={t(isNew ? 'crud.addTitle' : 'crud.editTitle', { what: inSentence(t(`${view.i18nPrefix}.title`)) })}
      open={Boolean(editing)}
      onValuesChange={saveDraft}
      onFieldsChange={states.onFieldsChange}
      onKeyDown={saveOnEnter}
      // A refused Save takes the focus to the first field at fault, where its reason is read out.
      scrollToFirstError={FIRST_ERROR}
      width={view.formWidth ?? 640}
      grid
      rowProps={{ gutter: 16 }}
      colProps={HALF_ROW}
      modalProps={{
        destroyOnHidden: true,
        maskClosable: false,
        onCancel: close,
        okText: t('common.save'),
        // The next opening starts from an empty store (see fill).
        afterClose: () => {
          form.resetFields();
          states.reset();
          afterClose();
        },
        afterOpenChange: focusFirst,
      }}
      submitter={{
        searchConfig: { submitText: t('common.save'), resetText: t('common.cancel') },
        // preventDefault: Cancel only asks; the form must not reset its values behind the question.
        resetButtonProps: { preventDefault: true, onClick: close, disabled: saving },
      }}
      // Every value is put in the API's form here, the switch's too: a field `transform` would make
      // ProForm copy each value it does not know as a plain object first, a date picker's among them
      // (their `format` lists every way a day may be typed, which ProForm does not read as one).
      onFinish={async (values: Record<string, unknown>) => {
        const out: Record<string, unknown> = {};
        for (const [k, v] of Object.entries(values)) {
          const f = fields.find((x) => x.view.name === k);
          if (k === 'status') out[k] = v ? 1 : 0;
          else if (f?.input === 'date') out[k] = v ? dayjs(v as string).format('YYYY-MM-DD') : null;
          else if (f?.input === 'dateTime') out[k] = v ? dayjs(v as string).toISOString() : null;
          else out[k] = v === undefined ? null : sentValue(f?.schema, v);
        }
        // ProForm leaves an emptied field out of `values` (its omitNil): on an edit, a value the row
        // held and the user cleared (a device unbound) is sent as null, or the server keeps it.
        if (row)
          for (const f of formFields) {
            const k = f.view.name;
            if (!(k in out) && (row as Record<string, unknown>)[k] != null) out[k] = null;
          }
        const body = view.toApi ? view.toApi(out, row) : out;
        const changed = row && changedFields(body, row as Record<string, unknown>);
        // Nothing to write: no call, so no "Updated" time moved and no empty entry in the audit log.
        if (changed && Object.keys(changed).length === 0) {
          message.info(t('crud.nothingChanged'));
          closeForGood();
          return true;
        }
        // The form decides what a failure shows (below), so that a reason never shows twice.
        const opts = { deferErrorHandler: true, keepsInput: true };
        setSaving(true);
        try {
          const saved = row
            ? await view.service.edit({ ...changed, id: row.id }, opts)
            : await view.service.add({ ...body, ...view.fixedParams }, opts);
          dropDraft(draft);
          message.success(t('crud.saved'));
          onSaved(saved);
          return true;
        } catch (e) {
          // The row was deleted meanwhile (the list drops it): no save of this form can succeed.
          if (row && isRecordMissing(e)) {
            e.show?.();
            back.current?.();
            back.current = undefined;
            closeForGood();
            return false;
          }
          // A reason the fields can hold goes on them, alone (a taken name, a 400's field errors);
          // any other gets the request layer's message. The form stays open with everything typed.
          if (!applyServerErrors(form, e, uniqueField, t('error.1003')) && e instanceof ApiError) e.show?.();
          return false;
        } finally {
          setSaving(false);
        }
      }}
    >
      {notKept.length > 0 && (
        <Col span={24}>
          <OwnTexts texts={CRUD_FORM_TEXTS}>
            <NotKept labels={notKept.map(labelOf)} />
          </OwnTexts>
        </Col>
      )}
      <OnMount run={fill} />
      <OnMount run={notePlace} />
      {formFields.map((f) => {
        if (f.view.name === 'status')
          return (
            <ProFormSwitch
              key="status"
              name="status"
              label={f.label}
              convertValue={(v: number | boolean) => v === 1 || v === true}
              colProps={HALF_ROW}
              disabled={Boolean(lockedOf(f))}
              tooltip={lockedOf(f)}
            />
          );
        const rules = rulesFor(f.view.name, f.schema, schema, f.label, intl, labelOf, {
          required: f.schema.requiredOnAdd && isNew ? true : undefined,
          stored: isNew ? undefined : (editing as Record<string, unknown> | undefined),
        });
        const help = helpOf(f.view);
        return (
          <FormField
            key={f.view.name}
            field={f}
            editingId={isNew ? undefined : (editing as BaseRow | undefined)?.id}
            rules={rules}
            dependencies={comparedWith(f.view.name, schema)}
            help={help}
            locked={lockedOf(f)}
            aria={states.of(f.view.name, rules, Boolean(help))}
          />
        );
      })}
    </ModalForm>
  );
}

/** The draft's note of the fields that held a password, which the draft never keeps. */
const NOT_KEPT = '#notKept';

const CRUD_FORM_TEXTS: OwnTextSet = { 'en-US': enTexts, 'zh-CN': zhTexts };

function NotKept({ labels }: { labels: string[] }) {
  const t = useT();
  return (
    <Alert
      type="warning"
      showIcon
      icon={alertIcon('warning')}
      style={{ marginBottom: 16 }}
      message={t('crudForm.notKept', { fields: labels.join(t('common.listSeparator')) })}
    />
  );
}

/** Inputs where Enter saves the form: it means nothing else in them. */
const ENTER_SAVES = new Set<InputKind>(['text', 'password', 'digit', 'url']);

/** Inputs that take typing at once when focused (a picker or an upload would open instead). */
const TYPED_INPUTS = new Set<InputKind>(['text', 'textarea', 'password', 'digit', 'select', 'multiSelect', 'url']);

/**
 * Runs `run` once each time the modal's content mounts (the modal destroys it on close), telling
 * it whether the content is still there (for what it finishes later). Filling from here rather
 * than from an effect of CrudForm means the form store is connected to its Form element by then;
 * the first opening used to write to an unconnected store, and rc-field-form warned "Instance
 * created by `useForm` is not connected to any Form element".
 */
function OnMount({ run }: { run: (mounted: () => boolean) => void }) {
  const first = useRef(run);
  useEffect(() => {
    let mounted = true;
    first.current(() => mounted);
    return () => {
      mounted = false;
    };
  }, []);
  return null;
}
