import { Link, useAccess, useIntl } from '@umijs/max';
import { Button, Card, Descriptions, Space, Tag } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import ConfirmPopover from '@/components/ConfirmPopover';
import { draftLeft } from '@/components/crud/formDraft';
import { useResourceFields } from '@/components/crud/useResourceFields';
import LazyDialog from '@/components/LazyDialog';
import { NONE } from '@/components/Text';
import { useFeedback } from '@/components/useFeedback';
import { useT } from '@/locales/useT';
import LiveStatus from '@/pages/Device/LiveStatus';
import RelativeTime from '@/pages/Device/RelativeTime';
import type { Grade } from '@/schema/catalogues/grade';
import { type Device, deviceService } from '@/services/device';
import { useLiveStream } from '@/services/live/hooks';
import type { Member } from '@/services/member';
import type { Loaded } from '@/services/query';
import { lazyComponent } from '@/utils/lazyComponent';
import { AgeAndGender, DisabledTag, Guardian, HEADER_COLUMNS } from '../components/MemberHeader';
import { deviceLink } from '../links';
import { reportPath } from '../Report/path';
import { memberView } from '../view';
import { SectionError } from './SectionState';

/** The member form (the list's own) and the bind form load when first opened. */
const CrudForm = lazyComponent(() => import('@/components/crud/CrudForm'));
const BindDeviceModal = lazyComponent(() => import('./BindDeviceModal'));

/**
 * The member form, whose fields read their options (grades, concerns, headbands) once it is first
 * opened: read with the profile, a failed list said so in a notification beside the profile's own
 * word in place.
 */
function MemberForm({
  view,
  editing,
  close,
}: {
  view: ReturnType<typeof memberView>;
  editing: Member | undefined;
  close: () => void;
}) {
  const fields = useResourceFields(view);
  return <CrudForm view={view} fields={fields} editing={editing} onClose={close} onSaved={close} />;
}

/**
 * Who the child is: name, age, grade and grade group, guardian (the phone masked for readers who
 * may not write, as on the member list), worries and the bound headband. Level 1 also binds,
 * unbinds and edits here.
 */
export default function ProfileHeader({
  member,
  device,
  grades,
}: {
  member: Member;
  device: Loaded<Device[]>;
  grades: Loaded<Grade[]>;
}) {
  const t = useT();
  const intl = useIntl();
  const { canWrite, canPage } = useAccess();
  const { message } = useFeedback();
  const grade = grades.data?.find((g) => g.id === member.gradeId);
  const bound = device.data?.[0];
  const view = useMemo(
    () => memberView(t, { records: canPage({ pageId: 1 }), devices: canPage({ pageId: 2 }) }),
    [t, canPage],
  );
  // An edit the session ended under reopens on return, with its draft (formDraft.ts), as a list's does.
  const [editing, setEditing] = useState(() => (draftLeft(view.service.name) === member.id ? member : undefined));
  const [binding, setBinding] = useState(false);
  const [formUsed, setFormUsed] = useState(editing !== undefined);
  const [bindUsed, setBindUsed] = useState(false);
  // The headband's online state, battery and signal change in place as it reports.
  useLiveStream(member.deviceId != null);
  // Bind and Unbind take each other's place once the member is read again: the focus, handed
  // back by the dialog or the confirmation to the button that went, fell to the page's start.
  // After a bind or an unbind made here it goes to the button that came.
  const bindOrUnbind = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the button changes places
  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    bindOrUnbind.current?.focus();
  }, [member.deviceId]);

  const unbind = async () => {
    if (member.deviceId == null) return;
    try {
      await deviceService.edit({ id: member.deviceId, memberId: null });
      refocus.current = true;
      message.success(t('device.unbound', { sn: member.deviceSn ?? '' }));
    } catch {
      // shown by the request layer
    }
  };

  const report = <Link to={reportPath(member.id)}>{t('report.open')}</Link>;
  const actions = canWrite ? (
    <Space wrap>
      {report}
      <Button
        onClick={() => {
          setFormUsed(true);
          setEditing(member);
        }}
      >
        {t('profile.edit')}
      </Button>
      {member.deviceId == null ? (
        <Button
          ref={bindOrUnbind}
          onClick={() => {
            setBindUsed(true);
            setBinding(true);
          }}
        >
          {t('profile.bind')}
        </Button>
      ) : (
        <ConfirmPopover
          title={t('device.unbindConfirm', { sn: member.deviceSn ?? '', name: member.name })}
          okText={t('device.unbind')}
          okButtonProps={{ danger: true }}
          cancelText={t('common.cancel')}
          onConfirm={unbind}
        >
          <Button danger ref={bindOrUnbind}>
            {t('profile.unbind')}
          </Button>
        </ConfirmPopover>
      )}
    </Space>
  ) : (
    report
  );

  return (
    <Card
      size="small"
      className="profile-card"
      style={{ marginBottom: 16 }}
      aria-label={t('member.header')}
      extra={actions}
    >
      <Descriptions size="small" column={HEADER_COLUMNS}>
        <Descriptions.Item label={t('member.name')}>
          <span data-testid="profile-name">{member.name}</span>
          <DisabledTag member={member} />
        </Descriptions.Item>
        <Descriptions.Item label={t('member.age')}>
          <AgeAndGender member={member} />
        </Descriptions.Item>
        <Descriptions.Item label={t('member.gradeId')}>
          {member.gradeName ?? NONE}
          {grade?.gradeGroupName ? ` · ${grade.gradeGroupName}` : ''}
        </Descriptions.Item>
        <Descriptions.Item label={t('member.guardianName')}>
          <Guardian member={member} />
        </Descriptions.Item>
        <Descriptions.Item label={t('member.worryIds')}>
          {(member.worryNames ?? []).length === 0 ? (
            NONE
          ) : (
            <Space size={[0, 4]} wrap>
              {(member.worryNames ?? []).map((w) => (
                <Tag key={w}>{w}</Tag>
              ))}
            </Space>
          )}
        </Descriptions.Item>
        <Descriptions.Item label={t('member.deviceId')}>
          {device.error ? (
            <SectionError reload={device.reload} error={device.error} inline />
          ) : (
            <Space size={4} wrap>
              {deviceLink(member.deviceSn, canPage({ pageId: 2 }))}
              {bound && <LiveStatus device={bound} />}
              {bound && !bound.online && (
                <span>
                  {intl.formatMessage(
                    { id: 'device.lastOnlineAgo' },
                    { when: <RelativeTime key="when" value={bound.lastOnlineTime} /> },
                  )}
                </span>
              )}
            </Space>
          )}
        </Descriptions.Item>
      </Descriptions>
      {formUsed && (
        <LazyDialog open={editing !== undefined} onCancel={() => setEditing(undefined)} message={message}>
          <MemberForm view={view} editing={editing} close={() => setEditing(undefined)} />
        </LazyDialog>
      )}
      {bindUsed && (
        <LazyDialog open={binding} onCancel={() => setBinding(false)} message={message}>
          <BindDeviceModal
            open={binding}
            member={member}
            onClose={() => setBinding(false)}
            onSaved={() => {
              refocus.current = true;
              setBinding(false);
            }}
          />
        </LazyDialog>
      )}
    </Card>
  );
}
