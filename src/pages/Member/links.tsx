import { Link } from '@umijs/max';
import { NONE } from '@/components/Text';

/*
 * Links to a member and to a headband, for every page that names one. Kept apart from the member
 * list's view so that a page linking to a member (devices, training records, Home) does not carry
 * that list's columns, schema and services.
 */

/** Link to the device list filtered on one serial number. */
export const deviceLink = (sn: string | null | undefined, linked = true) =>
  !sn ? NONE : linked ? <Link to={`/device?sn=${encodeURIComponent(sn)}`}>{sn}</Link> : <span>{sn}</span>;

/** A member's profile page. */
export const profilePath = (id: number | string) => `/member/profile/${id}`;

/** A member's name as a link to their profile (plain text when the id is unknown). */
export const memberLink = (name: string | null | undefined, id: number | null | undefined) =>
  !name ? NONE : id == null ? <span>{name}</span> : <Link to={profilePath(id)}>{name}</Link>;

/**
 * A member's link in another list's column, kept to one cut line with the whole name in its title
 * (global.less): a long name grew the column and pushed the next columns under the pinned actions.
 */
export const memberCell = (name: string | null | undefined, id: number | null | undefined) =>
  name ? (
    <span className="crud-text-cell" title={name}>
      {memberLink(name, id)}
    </span>
  ) : (
    NONE
  );
