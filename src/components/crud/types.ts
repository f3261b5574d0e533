import type { ComponentType, ReactNode } from 'react';
import type { BaseRow, FieldSchema } from '@/schema/types';
import type { UploadKind } from '@/schema/uploads';
import type { CrudService, FormValues, PageParams } from '@/services/crud';

export type InputKind =
  | 'text'
  | 'textarea'
  | 'password'
  | 'digit'
  | 'select'
  | 'multiSelect'
  | 'date'
  | 'dateTime'
  | 'color'
  | 'url'
  | 'image'
  | 'audio'
  | 'animation';

/**
 * How one field of a resource shows in the list, the search form, the edit form and the detail
 * view. Everything not said here comes from the field's schema (src/schema): required, bounds,
 * patterns, enums, references, searchable, sortable.
 */
// biome-ignore lint/suspicious/noExplicitAny: render receives the page's own row type
export interface FieldView<T = any> {
  name: string;
  /** Label key; default `<i18nPrefix>.<name>`. */
  label?: string;
  /** Shown as a list column (default true). */
  table?: boolean;
  /** Searchable (default: the schema field has a `filter`). */
  search?: boolean;
  /** Editable in the form (default: not readOnly). */
  form?: boolean;
  /** Only on add (e.g. an account's initial password). */
  addOnly?: boolean;
  /** Shown in the detail drawer (default true; write-only fields never). */
  detail?: boolean;
  /** Input widget; default from the schema kind. */
  input?: InputKind;
  /** Enum labels key prefix; default `<i18nPrefix>.<name>.`; the value is appended. */
  enumLabel?: string;
  /** Resource whose /list gives a ref field's options (any row type: rows are read by field name). */
  // biome-ignore lint/suspicious/noExplicitAny: a service of any resource's row type
  refService?: CrudService<any>;
  /**
   * A reference too long to load whole (a member among thousands): the search form and the edit
   * form show this picker, which reads the rows it needs itself, instead of a select of
   * `refService`'s whole list. Give no `refService` with it; the rows' own names (a derived
   * column) label the list and the detail.
   */
  picker?: ComponentType<RefPickerProps>;
  /** Fixed filters for the ref options (e.g. { type: 1 }). */
  refFilter?: Record<string, unknown>;
  /** Field of the referenced row used as its label (default name / title / sn / account). */
  refLabel?: string;
  /** Form: a media URL that may also be filled by uploading a file of this kind. */
  upload?: UploadKind;
  /** Form, audio or animation field: the field that takes its file's length in whole seconds. */
  durationTo?: string;
  /**
   * Who already holds a referenced row that only one row may hold (a device bound to a member):
   * the form marks that option with the holder's name and disables it, except for the holder.
   */
  refHeldBy?: (row: Record<string, unknown>) => RowHolder | undefined;
  /**
   * Why a referenced row cannot be chosen (a locale key taking `{label}`), as the server refuses it
   * (a disabled device): the form shows that option disabled with the reason, except to the row
   * that holds it already.
   */
  refRefused?: (row: Record<string, unknown>) => string | undefined;
  /** Custom cell / detail rendering. */
  render?: (value: unknown, row: T) => ReactNode;
  /** Column width in px. */
  width?: number;
  /** Column's least width in px, for a cut cell whose header would otherwise be cut too. */
  minWidth?: number;
  /**
   * A rendered cell kept to one cut line in the list, as free text is, with this whole text in its
   * title: a long one would push the other columns out of view.
   */
  cellTitle?: (row: T) => string;
  /** Form: help text key; `editHelp`, shown on edit only (on add the rule it explains does not apply). */
  help?: string;
  editHelp?: string;
  /** Form: default value on add. */
  initialValue?: unknown;
  /** Search: a range (from / to, min / max) instead of one value. */
  searchRange?: boolean;
  /** Search field order (smaller first). */
  searchOrder?: number;
  /**
   * Why this field of a stored row cannot be changed (a locale key), or undefined: the list's
   * status switch and the edit form's input show disabled, with the reason as their tooltip.
   */
  locked?: (row: T) => string | undefined;
  /** Mask a value for the levels that see phones masked (`masksPhones`; e.g. guardian phone). */
  maskForReaders?: (value: string) => string;
  /** Schema of a field the resource schema does not have (a derived column or a search-only filter). */
  schema?: FieldSchema;
}

/** What a reference field's own picker is given: a form item's value, change and id. */
export interface RefPickerProps {
  value?: number;
  onChange?: (value: number | undefined) => void;
  id?: string;
  /** Default true (a filter); a required field's picker has nothing to clear to. */
  allowClear?: boolean;
  /** The form field's states for assistive technology (fieldStates.ts), to put on the input. */
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/**
 * One action of a list row. The list shows the first ones as link buttons and folds the rest
 * into a "More" menu (all of them on a narrow screen), so an action is data, not a rendered node.
 */
export interface RowAction {
  key: string;
  /** The visible text (translated). */
  label: string;
  /** What a click does (with `confirm`: after the user agreed). */
  onClick?: () => void;
  /** An in-app route to open instead of `onClick`. */
  to?: string;
  danger?: boolean;
  /** Why the action cannot be used on this row now (translated): shown disabled with this reason. */
  disabledReason?: string;
  /** A question asked before `onClick` runs (translated), e.g. "Unbind SN-001?". */
  confirm?: string;
  /** Text of the confirming button (default the label). */
  confirmOk?: string;
  /** A control that is not a single command (e.g. the ↑ ↓ pair of a rule): always shown in the row. */
  node?: ReactNode;
}

/** What a list gives its toolbar buttons. */
export interface ListHandle {
  /** Loads the shown page again. */
  reload: () => void;
  /** The search form's filters (as API params) and the list's sort, e.g. for an export. */
  query: () => PageParams;
  /** How many rows the applied filters select (undefined until the list has answered). */
  total?: number;
  /** The applied filters (the URL's, with the view's fixed ones), e.g. for a change to all of them. */
  applied?: () => Record<string, unknown>;
}

export interface ResourceView<T extends BaseRow> {
  service: CrudService<T, FormValues>;
  /** Locale key prefix of the resource's texts: `<prefix>.title`, `<prefix>.<field>`. */
  i18nPrefix: string;
  fields: FieldView<T>[];
  /** Filters every call of this page adds (e.g. a catalogue's `type`). */
  fixedParams?: Record<string, unknown>;
  /** Show the created-between search and the created column (default true). */
  createdColumn?: boolean;
  /** Names a row in confirmations (default name / title / sn / account). */
  rowName?: (row: T) => string;
  /**
   * A page's own row actions (the list shows a few and folds the rest into "More"); `place` says
   * whether the row is first / last in the default order. A write refreshes the list by itself
   * (src/services/query.ts), so an action needs no reload.
   */
  rowActions?: (row: T, place: RowPlace) => RowAction[];
  /** Extra toolbar buttons (before Add). */
  toolbar?: (list: ListHandle) => ReactNode[];
  /** Extra buttons beside a selection's count (before Delete selected), given the selected rows. */
  selectionActions?: (selected: T[]) => ReactNode[];
  /** Why a row cannot be deleted (disables the button with this tooltip key), or undefined. */
  undeletable?: (row: T) => string | undefined;
  /** Form layout: modal width in px. */
  formWidth?: number;
  /** No add / edit (e.g. training records: read and delete only). */
  readOnly?: boolean;
  /** No delete either, of one row or of a selection (e.g. the audit log). */
  noDelete?: boolean;
  /**
   * A row never changes once written (the audit log): its details drawer reads it once, not again
   * at each opening, and a return to the window does not read it again either.
   */
  unchanging?: boolean;
  /** What an expanded row shows (ProTable's `expandable`); without it rows do not expand. */
  expandedRowRender?: (row: T) => ReactNode;
  /** Which rows expand (default: every row, when `expandedRowRender` is set). */
  rowExpandable?: (row: T) => boolean;
  /**
   * Starting values of a new row that depend on stored data (a member's next cycle number), in
   * the API's form (dates as text). The add form puts them in once they arrive, in each field not
   * typed in yet; a failure leaves the fields empty.
   */
  newRowDefaults?: () => Promise<Record<string, unknown>>;
  /** Adjusts values between the form and the API (e.g. drop an empty password). */
  toApi?: (values: Record<string, unknown>, editing?: T) => Record<string, unknown>;
  /**
   * After the add or edit form saved, with the row as stored: what the page keeps outside the
   * query cache (the signed-in user, when an administrator edits their own account).
   */
  onSaved?: (row: T) => void;
}

/** A row's place in its list's default order (both false when the list is sorted or filtered otherwise). */
export interface RowPlace {
  first: boolean;
  last: boolean;
}

/** The row that holds a reference option (its id and name). */
export interface RowHolder {
  id: number;
  name: string;
}
