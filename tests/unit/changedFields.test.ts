/** What an edit form sends (src/components/crud/changedFields.ts). */
import { changedFields } from '@/components/crud/changedFields';

describe('the fields an edit sends', () => {
  it('are those whose value differs from the row the form opened on', () => {
    const row = { id: 3, name: 'Ann', phone: '13900001111', status: 1, isSuperAdmin: 3 };
    expect(changedFields({ name: 'Ann', phone: '13900001111', status: 1, isSuperAdmin: 3, remark: 'x' }, row)).toEqual({
      remark: 'x',
    });
    expect(changedFields({ name: 'Anna', status: 0 }, row)).toEqual({ name: 'Anna', status: 0 });
  });

  it('take empty for empty, digits for their number, and a time for the same minute', () => {
    const row = { remark: '', gradeId: 4, memberId: null, tags: [], assessTime: '2026-11-02T09:00:37.000Z' };
    expect(
      changedFields(
        { remark: null, gradeId: '4', memberId: undefined, tags: null, assessTime: '2026-11-02T09:00:00.000Z' },
        row,
      ),
    ).toEqual({});
    expect(changedFields({ assessTime: '2026-11-02T09:01:00.000Z', gradeId: 5 }, row)).toEqual({
      assessTime: '2026-11-02T09:01:00.000Z',
      gradeId: 5,
    });
  });

  it('send a value cleared, and a list of ids whose members changed, not its order', () => {
    const row = { memberId: 7, trainingIds: [1, 2] };
    expect(changedFields({ memberId: null, trainingIds: [2, 3] }, row)).toEqual({
      memberId: null,
      trainingIds: [2, 3],
    });
    expect(changedFields({ trainingIds: [2, 1] }, row)).toEqual({});
    expect(changedFields({ trainingIds: [1, 2, 2] }, row)).toEqual({ trainingIds: [1, 2, 2] });
  });
});
