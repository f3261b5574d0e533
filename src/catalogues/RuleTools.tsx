import { ArrowDownOutlined, ArrowUpOutlined, ExperimentOutlined } from '@ant-design/icons';
import { getIntl, useAccess } from '@umijs/max';
import { Button, Space, Tooltip } from 'antd';
import { useEffect, useRef, useState } from 'react';
import type { ResourceView, RowPlace } from '@/components/crud/types';
import LazyDialog from '@/components/LazyDialog';
import { useDialogOpening } from '@/components/useDialogOpening';
import { useFeedback } from '@/components/useFeedback';
import { useT } from '@/locales/useT';
import type { BaseRow } from '@/schema/types';
import { gradeGroupService, reorderRule } from '@/services/catalogues';
import type { CrudService } from '@/services/crud';
import { lazyComponent } from '@/utils/lazyComponent';
import type { RuleCondition } from './rulePreview';

// biome-ignore lint/suspicious/noExplicitAny: services of any catalogue row type
type AnyService = CrudService<any>;

/** The preview (a form, a modal, descriptions) loads when first opened, not with every catalogue page. */
const RulePreviewModal = lazyComponent(() => import('./RulePreviewModal'));

/** One input of the preview form. */
export interface PreviewField {
  /** Input name, as used by the conditions (a 'score' input also sets `scoreGroupId`). */
  name: string;
  /** Label key. */
  label: string;
  /** score: 0-100, mapped to its score group; percent: 0-100; ref: select of a catalogue; enum: fixed values. */
  kind: 'score' | 'percent' | 'ref' | 'enum';
  refService?: AnyService;
  refFilter?: Record<string, unknown>;
  values?: readonly (number | string)[];
  /** Enum labels key prefix (the value is appended). */
  enumLabel?: string;
  /** May be left empty (rules with no value for it still match). */
  optional?: boolean;
}

export interface RulePreviewConfig {
  inputs: PreviewField[];
  conditions: RuleCondition[];
  /** The multi-value reference the rule assigns (trainings, feedbacks). */
  assigns: { field: string; label: string; refService: AnyService; refFilter?: Record<string, unknown> };
}

/**
 * The optional grade-group input, shared by the rules that may name a grade group (a rule without
 * one matches every grade group; its condition, GRADE_GROUP_CONDITION, lives with the matcher).
 */
export const GRADE_GROUP_INPUT: PreviewField = {
  name: 'gradeGroupId',
  label: 'catalogue.rule.input.gradeGroup',
  kind: 'ref',
  refService: gradeGroupService,
  optional: true,
};

/**
 * Turns a catalogue view into a rule editor: list ordered by priority (the schema's defaultSort),
 * up / down buttons that swap priorities (level 1), and a "Preview" toolbar button.
 */
export function defineRulePage<T extends BaseRow & { priority: number }>(
  view: ResourceView<T>,
  preview: RulePreviewConfig,
): ResourceView<T> {
  return {
    ...view,
    rowActions: (row, place) => [
      {
        key: 'reorder',
        label: getIntl().formatMessage({ id: 'catalogue.rule.reorder' }),
        node: <ReorderButtons row={row} service={view.service} place={place} />,
      },
    ],
    toolbar: () => [<RulePreviewButton key="preview" view={view} config={preview} />],
  };
}

type Direction = 'up' | 'down';

function ReorderButtons({
  row,
  service,
  place,
}: {
  row: BaseRow & { priority: number };
  service: AnyService;
  /** First / last in priority order: that way it cannot move. */
  place: RowPlace;
}) {
  const access = useAccess();
  const t = useT();
  const { message } = useFeedback();
  // The button pressed keeps the focus while the move is on its way, so it is never disabled for
  // it (a disabled button drops the focus to the page's body): a second press is ignored instead.
  const [busy, setBusy] = useState<Direction>();
  const sending = useRef(false);
  const buttons = useRef<Record<Direction, HTMLElement | null>>({ up: null, down: null });
  /** The move whose button gets the focus back once the list shows the rule at its new priority. */
  const refocus = useRef<{ dir: Direction; priority: number }>();
  // The refetched list moves the rule's row (its buttons taken out and put back lose the focus):
  // the focus goes to the same button in its new place, so that Enter keeps moving the rule.
  useEffect(() => {
    const wanted = refocus.current;
    if (!wanted || wanted.priority !== row.priority) return;
    refocus.current = undefined;
    const own = Object.values(buttons.current);
    const active = document.activeElement;
    // A focus the user took elsewhere meanwhile stays there.
    if (active && active !== document.body && !own.includes(active as HTMLElement)) return;
    buttons.current[wanted.dir]?.focus();
  }, [row.priority]);
  if (!access.canWrite) return null;
  // The way a first or last rule cannot go is marked unavailable but keeps its Tab stop and the
  // focus: disabled, it dropped the focus once the rule reached the end (or moved it to the other
  // way, where the next Enter took the rule back). Pressed, it says why nothing moves.
  const atEnd = (dir: Direction) => (dir === 'up' ? place.first : place.last);
  const cannotMove = (dir: Direction) =>
    message.info(t(dir === 'up' ? 'catalogue.rule.atTop' : 'catalogue.rule.atBottom'));
  const move = async (dir: Direction) => {
    if (atEnd(dir)) {
      cannotMove(dir);
      return;
    }
    if (sending.current) return;
    sending.current = true;
    setBusy(dir);
    try {
      const { moved, priority } = await reorderRule(service, row.id, dir);
      if (!moved) {
        cannotMove(dir);
        return;
      }
      refocus.current = { dir, priority };
      message.success(t('catalogue.rule.moved'));
    } catch {
      // shown by the request layer
    } finally {
      sending.current = false;
      setBusy(undefined);
    }
  };
  return (
    <Space size={4}>
      {(['up', 'down'] as const).map((dir) => {
        const label = t(dir === 'up' ? 'catalogue.rule.moveUp' : 'catalogue.rule.moveDown');
        return (
          // The tooltip lies over the row above, whose button it would take the clicks of (and a
          // tooltip stays open while the pointer is on it): it lets them through.
          <Tooltip key={dir} title={label} styles={{ root: { pointerEvents: 'none' } }}>
            <Button
              ref={(el) => {
                buttons.current[dir] = el;
              }}
              size="small"
              type="text"
              icon={dir === 'up' ? <ArrowUpOutlined /> : <ArrowDownOutlined />}
              aria-label={label}
              loading={busy === dir}
              aria-disabled={busy || atEnd(dir) ? true : undefined}
              style={atEnd(dir) ? { opacity: 0.35 } : undefined}
              onClick={() => move(dir)}
            />
          </Tooltip>
        );
      })}
    </Space>
  );
}

function RulePreviewButton<T extends BaseRow & { priority: number }>({
  view,
  config,
}: {
  view: ResourceView<T>;
  config: RulePreviewConfig;
}) {
  const t = useT();
  const { message } = useFeedback();
  const { open, opened, show, close } = useDialogOpening();
  return (
    <>
      <Button icon={<ExperimentOutlined aria-hidden />} onClick={show}>
        {t('catalogue.rule.preview')}
      </Button>
      {opened > 0 && (
        <LazyDialog open={open} onCancel={close} message={message}>
          <RulePreviewModal key={opened} open={open} view={view} config={config} onClose={close} />
        </LazyDialog>
      )}
    </>
  );
}
