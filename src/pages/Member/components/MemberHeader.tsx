import { history, Link, useAccess } from '@umijs/max';
import { Button, Card, Descriptions, Result, Skeleton, Tag } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import Page from '@/components/Page';
import { useT } from '@/locales/useT';
import { ApiError } from '@/services/errors';
import { type Member, memberService } from '@/services/member';
import { ageOf, maskPhone } from '../utils';
import { deviceLink } from '../view';

type Loaded =
  | { state: 'loading' }
  | { state: 'found'; member: Member }
  | { state: 'missing' }
  | { state: 'error'; text?: string };

/** Loads the member of a `:userId` route parameter; an id that is not a positive integer is "missing" at once. */
export function useMember(userId: string | undefined): Loaded {
  const id = Number(userId);
  const valid = Number.isInteger(id) && id > 0 && String(id) === userId;
  const [loaded, setLoaded] = useState<Loaded>(valid ? { state: 'loading' } : { state: 'missing' });
  useEffect(() => {
    if (!valid) {
      setLoaded({ state: 'missing' });
      return;
    }
    let live = true;
    setLoaded({ state: 'loading' });
    memberService
      .detail(id, { skipErrorHandler: true })
      .then((member) => live && setLoaded({ state: 'found', member }))
      .catch((e) => {
        if (!live) return;
        if (e instanceof ApiError && e.code === 1002) setLoaded({ state: 'missing' });
        else setLoaded({ state: 'error', text: e instanceof ApiError ? e.message : undefined });
      });
    return () => {
      live = false;
    };
  }, [id, valid]);
  return loaded;
}

/** Name, age, grade, guardian and device of one member, above a member sub-page. */
export default function MemberHeader({ member }: { member: Member }) {
  const t = useT();
  const { canWrite, canPage } = useAccess();
  const age = ageOf(member.birthday);
  return (
    <Card size="small" style={{ marginBottom: 16 }} aria-label={t('member.header')}>
      <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }}>
        <Descriptions.Item label={t('member.name')}>
          <Link to={`/member?name=${encodeURIComponent(member.name)}`}>{member.name}</Link>
          {member.status === 0 && (
            <Tag style={{ marginInlineStart: 8 }} color="default">
              {t('status.0')}
            </Tag>
          )}
        </Descriptions.Item>
        <Descriptions.Item label={t('member.age')}>
          {age === undefined ? '-' : t('member.ageYears', { n: age })}
          {' · '}
          {t(`member.gender.${member.gender}`)}
        </Descriptions.Item>
        <Descriptions.Item label={t('member.gradeId')}>{member.gradeName ?? '-'}</Descriptions.Item>
        <Descriptions.Item label={t('member.guardianName')}>
          {member.guardianName} ({canWrite ? member.guardianPhone : maskPhone(member.guardianPhone)})
        </Descriptions.Item>
        <Descriptions.Item label={t('member.deviceId')}>
          {deviceLink(member.deviceSn, canPage({ pageId: 2 }))}
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}

/**
 * Frame of a member sub-page: title, the member's header, then `children(member)`. An unknown or
 * malformed userId shows "member not found" with a way back, never a crash.
 */
export function MemberScope({
  userId,
  title,
  children,
}: {
  userId: string | undefined;
  title: string;
  children: (member: Member) => ReactNode;
}) {
  const t = useT();
  const loaded = useMember(userId);
  const back = (
    <Link to="/member">
      <Button type="primary">{t('member.backToList')}</Button>
    </Link>
  );
  let body: ReactNode;
  if (loaded.state === 'loading') body = <Skeleton active />;
  else if (loaded.state === 'missing')
    body = <Result status="404" title={t('member.notFound')} subTitle={t('member.notFoundHint')} extra={back} />;
  else if (loaded.state === 'error')
    body = <Result status="warning" title={t('crud.loadError')} subTitle={loaded.text} extra={back} />;
  else
    body = (
      <>
        <MemberHeader member={loaded.member} />
        {children(loaded.member)}
      </>
    );
  return (
    <Page
      title={loaded.state === 'found' ? `${title} · ${loaded.member.name}` : title}
      onBack={() => history.push('/member')}
    >
      {body}
    </Page>
  );
}
