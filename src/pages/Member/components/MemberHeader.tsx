import { history, Link, useAccess } from '@umijs/max';
import { Button, Card, Descriptions, Result, Skeleton, Tag } from 'antd';
import type { ReactNode } from 'react';
import { listAsLeft } from '@/components/crud/listAsLeft';
import Page from '@/components/Page';
import { NONE } from '@/components/Text';
import { useT } from '@/locales/useT';
import { maskPhone } from '@/schema/member';
import { errorText, isRecordMissing } from '@/services/errors';
import { type Member, memberService } from '@/services/member';
import { useLoaded } from '@/services/query';
import { deviceLink, memberLink } from '../links';
import { ageOf } from '../utils';

type LoadedMember =
  | { state: 'loading' }
  | { state: 'found'; member: Member }
  | { state: 'missing' }
  | { state: 'error'; error: unknown; reload: () => void };

/** A `:userId` route parameter as a member id, or undefined when it cannot be one. */
export function memberIdOf(userId: string | undefined): number | undefined {
  const id = Number(userId);
  return Number.isInteger(id) && id > 0 && String(id) === userId ? id : undefined;
}

/** Loads the member of a `:userId` route parameter; an id that is not a positive integer is "missing" at once. */
export function useMember(userId: string | undefined): LoadedMember {
  const id = memberIdOf(userId) ?? 0;
  const valid = id > 0;
  const { data, error, loading, reload } = useLoaded({
    // "Member not found" says a 1002 in place; any other failure is shown as a list's is.
    ...memberService.queries.detail(id, { silent: 'missing' }),
    enabled: valid,
  });
  if (!valid) return { state: 'missing' };
  // Before the answer kept from earlier: a member deleted meanwhile is gone, not shown as cached.
  if (isRecordMissing(error)) return { state: 'missing' };
  if (data) return { state: 'found', member: data };
  if (loading) return { state: 'loading' };
  return { state: 'error', error, reload };
}

/** "Disabled" after a member's name, for a member who no longer trains. */
export function DisabledTag({ member }: { member: Member }) {
  const t = useT();
  return member.status === 0 ? (
    <Tag style={{ marginInlineStart: 8 }} color="default">
      {t('status.0')}
    </Tag>
  ) : null;
}

/**
 * "Zhao Yan (186****1274)": the guardian and the phone in brackets, masked for the levels that may
 * not write (docs/product-rules.md), in the brackets of the language in use.
 */
export function Guardian({ member }: { member: Pick<Member, 'guardianName' | 'guardianPhone'> }) {
  const t = useT();
  const { masksPhones } = useAccess();
  const phone = masksPhones ? maskPhone(member.guardianPhone) : member.guardianPhone;
  return <>{t('common.withNote', { text: member.guardianName, note: phone })}</>;
}

/** "6 years · Boy": the age worked out from the birthday, and the gender. */
export function AgeAndGender({ member }: { member: Member }) {
  const t = useT();
  const age = ageOf(member.birthday);
  return (
    <>
      {age === undefined ? NONE : t('member.ageYears', { n: age })}
      {' · '}
      {t(`member.gender.${member.gender}`)}
    </>
  );
}

/**
 * Columns of a member's header by screen: three from 992 px, two from 576 px, one below. Each
 * breakpoint is named, since antd fills the ones left out from its own map (md: 3), which put
 * three columns in 600 px and broke the guardian's phone number over two lines.
 */
export const HEADER_COLUMNS = { xs: 1, sm: 2, md: 2, lg: 3, xl: 3, xxl: 3 };

/** Name, age, grade, guardian and device of one member, above a member sub-page. */
export default function MemberHeader({ member }: { member: Member }) {
  const t = useT();
  const { canPage } = useAccess();
  return (
    <Card size="small" style={{ marginBottom: 16 }} aria-label={t('member.header')}>
      <Descriptions size="small" column={HEADER_COLUMNS}>
        <Descriptions.Item label={t('member.name')}>
          {memberLink(member.name, member.id)}
          <DisabledTag member={member} />
        </Descriptions.Item>
        <Descriptions.Item label={t('member.age')}>
          <AgeAndGender member={member} />
        </Descriptions.Item>
        <Descriptions.Item label={t('member.gradeId')}>{member.gradeName ?? '-'}</Descriptions.Item>
        <Descriptions.Item label={t('member.guardianName')}>
          <Guardian member={member} />
        </Descriptions.Item>
        <Descriptions.Item label={t('member.deviceId')}>
          {deviceLink(member.deviceSn, canPage({ pageId: 2 }))}
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}

/** Where a member page's back arrow and "Back to the member list" lead: the list as it was last shown. */
const backToList = () => history.push(listAsLeft('/member'));

function BackToListButton() {
  const t = useT();
  return (
    <Link to={listAsLeft('/member')}>
      <Button type="primary">{t('member.backToList')}</Button>
    </Link>
  );
}

/**
 * A member page for an unknown or malformed userId: its title, "member not found" with why, and
 * the way back to the list. Shared by MemberScope and the pages that frame themselves (the
 * report), so every member page ends the same way there.
 */
export function MemberNotFound({ title }: { title: string }) {
  const t = useT();
  return (
    <Page title={title} onBack={backToList}>
      <Result
        status="404"
        title={t('member.notFound')}
        subTitle={t('member.notFoundHint')}
        extra={<BackToListButton />}
      />
    </Page>
  );
}

/**
 * Frame of a member page: title, the member's header, then `children(member)`. An unknown
 * or malformed userId shows "member not found" with a way back, never a crash. A page that draws
 * its own header (the profile) passes `header={false}`.
 */
export function MemberScope({
  userId,
  title,
  header = true,
  children,
}: {
  userId: string | undefined;
  title: string;
  header?: boolean;
  children: (member: Member) => ReactNode;
}) {
  const t = useT();
  const loaded = useMember(userId);
  if (loaded.state === 'missing') return <MemberNotFound title={title} />;
  let body: ReactNode;
  if (loaded.state === 'loading') body = <Skeleton active />;
  else if (loaded.state === 'error')
    body = (
      <Result
        status="warning"
        title={t('member.loadError')}
        subTitle={errorText(loaded.error, t)}
        extra={[
          <Button key="retry" onClick={loaded.reload}>
            {t('common.retry')}
          </Button>,
          <BackToListButton key="back" />,
        ]}
      />
    );
  else
    body = (
      <>
        {header && <MemberHeader member={loaded.member} />}
        {children(loaded.member)}
      </>
    );
  return (
    <Page title={loaded.state === 'found' ? `${title} · ${loaded.member.name}` : title} onBack={backToList}>
      {body}
    </Page>
  );
}
